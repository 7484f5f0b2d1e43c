import type { Api } from '#shared/contract/index.ts';
import { COSTS } from '#shared/contract/credits.ts';
import { TRANSLATIONS } from '#shared/contract/bible.ts';
import { createAskApi, type AskDeps } from './ask/ask-api.ts';
import type { LlmOptions } from './ask/generative.ts';
import { createCrossReferenceList } from './bible/cross-reference-list.ts';
import { createVerseOfTheDay } from './bible/verse-of-the-day.ts';
import { createVerseStore } from './bible/verse-store.ts';
import { createBillingService, type BillingOptions } from './billing/billing-service.ts';
import { openDataDb } from './data-db/open.ts';
import { openVersesDb } from './verses-db/open.ts';
import { createLedger, DEFAULT_FREE_CREDITS, usageCsv, usageFilter } from './ledger/ledger.ts';
import { createKeywordSearch } from './keyword-search/keyword-search.ts';
import { createBm25Index, type Bm25Index } from './lexical/bm25-index.ts';
import { createSemanticApi } from './semantic-search/semantic-api.ts';
import { createSemanticService, type SemanticOptions } from './semantic-search/semantic-service.ts';
import { createPlansApi } from './study/reading-plans.ts';
import { createStudyApi } from './study/study-api.ts';
import { localDate } from '#shared/dates.ts';
import packageJson from '../../package.json' with { type: 'json' };

const { version } = packageJson;

export interface CoreOptions {
  /** The bundled, read-only verse database. */
  versesDbPath: string;
  /** Where the user's ledger and settings live. */
  dataDir: string;
  /** Credits granted on first run; defaults to `DEFAULT_FREE_CREDITS`. */
  freeCredits?: number;
  /** Injected so tests control time. */
  now?: () => Date;
  /** Credits sync and purchases: billing URL and key overrides, secret store, browser opener, timers. */
  billing?: BillingOptions;
  /** Semantic search: embedders and where indexes are cached. Without it, semantic methods are unavailable. */
  semantic?: Omit<SemanticOptions, 'versesDb' | 'bm25'>;
  /** Questions with cited answers: the optional local LLM (`SCRIPTURE_LLM_URL`); the extractive engine needs nothing. */
  ask?: { llm?: LlmOptions; checkpoint?: AskDeps['checkpoint'] };
}

export interface Core {
  api: Api;
  /** Resolves once semantic search is ready (or at once without it); rejects if its index fails. */
  semanticReady: Promise<void>;
  close(): void;
}

/** Creates the one service object every host (Electron IPC, local HTTP) calls. */
export function createCore(options: CoreOptions): Core {
  const versesDb = openVersesDb(options.versesDbPath);
  const dataDb = openDataDb(options.dataDir);
  const store = createVerseStore(versesDb);
  const keywordSearch = createKeywordSearch(versesDb, store);
  const crossReferences = createCrossReferenceList(versesDb, store);
  const verseOfTheDay = createVerseOfTheDay(versesDb, store);
  const now = options.now ?? (() => new Date());
  const ledger = createLedger(dataDb, { freeCredits: options.freeCredits ?? DEFAULT_FREE_CREDITS, now: options.now ?? (() => new Date()) });
  // The stemmed postings in memory (tens of MB), loaded once on first use, shared by semantic search and questions.
  let bm25: Bm25Index | undefined;
  const lexical = () => (bm25 ??= createBm25Index(versesDb));
  const semantic = options.semantic && createSemanticService({ ...options.semantic, versesDb, bm25: lexical });
  const billing = createBillingService({
    db: dataDb,
    ledger,
    dataDir: options.dataDir,
    now: options.now ?? (() => new Date()),
    options: options.billing ?? {},
  });

  const api: Api = {
    async 'bible.search'(input) {
      const started = performance.now();
      const { result, creditsUsed, balance } = await ledger.charge(
        'keyword',
        () => keywordSearch({ query: input.query, topK: input.top_k, translation: input.translation, book: input.book, testament: input.testament }),
        (r) => ({ query: input.query, results: r.verses.length }),
      );
      return {
        verses: result.verses,
        total: result.total,
        byBook: result.byBook,
        creditsUsed,
        balance,
        tookMs: Math.round((performance.now() - started) * 10) / 10,
      };
    },
    async 'bible.getVerses'(input) {
      return store.getPassage(input.reference, input.translation);
    },
    async 'bible.getCrossReferences'(input) {
      return crossReferences(input.reference, input.translation, input.limit);
    },
    async 'bible.verseOfTheDay'(input) {
      return verseOfTheDay(input.date ?? localDate(now()), input.translation);
    },
    async 'bible.listTranslations'() {
      return { translations: store.listTranslations() };
    },
    async 'bible.listBooks'() {
      return { books: store.listBooks() };
    },
    async 'credits.getBalance'() {
      return { balance: ledger.balance(), costs: { ...COSTS } };
    },
    async 'credits.listUsage'(input) {
      return { entries: ledger.usage(usageFilter(input, input.limit)) };
    },
    async 'credits.exportUsage'(input) {
      const entries = ledger.usage(usageFilter(input, Number.MAX_SAFE_INTEGER));
      const day = (options.now?.() ?? new Date()).toISOString().slice(0, 10);
      return { filename: `credits-${day}.csv`, mediaType: 'text/csv', content: usageCsv(entries), count: entries.length };
    },
    async 'system.health'() {
      return {
        status: 'ok',
        version,
        balance: ledger.balance(),
        verses: store.verseCount,
        translations: [...TRANSLATIONS],
        semantic: semantic?.status() ?? { status: 'disabled', progress: 0, embedder: 'none' },
      };
    },
    // Semantic search (src/core/semantic-search).
    ...createSemanticApi(semantic, store, ledger),
    ...createPlansApi({ db: dataDb, store, now }),
    ...createStudyApi({
      db: dataDb,
      store,
      now: options.now ?? (() => new Date()),
      ...(semantic && { embedder: { label: () => semantic.status().embedder, embed: (text: string) => semantic.embedQuery(text) } }),
    }),
    // Questions with cited answers (src/core/ask).
    ...createAskApi({ versesDb, bm25: lexical, store, ledger, ...(semantic && { semantic }), ...options.ask }),
    // Credits sync and credit pack purchases (src/core/billing).
    ...billing.api,
  };
  billing.start();

  return {
    api,
    semanticReady: semantic?.ready ?? Promise.resolve(),
    close() {
      semantic?.close();
      billing.close();
      versesDb.close();
      dataDb.close();
    },
  };
}
