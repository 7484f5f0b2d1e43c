import type { z } from 'zod';
import * as ask from './ask.ts';
import * as billing from './billing.ts';
import * as bible from './bible.ts';
import * as credits from './credits.ts';
import * as plans from './plans.ts';
import * as semantic from './semantic.ts';
import * as study from './study.ts';
import * as system from './system.ts';

/**
 * Every operation the core offers, by globally unique `domain.verbNoun` name, with its input and
 * output schemas. IPC and HTTP both validate against these; core implements `Api`.
 */
export const contract = {
  /** Keyword (FTS5) search over one translation; costs `COSTS.keyword`. */
  'bible.search': { input: bible.keywordSearchInput, output: bible.keywordSearchOutput },
  /** Verses or a whole chapter by a typed reference; free. */
  'bible.getVerses': { input: bible.getVersesInput, output: bible.getVersesOutput },
  /** A verse's Treasury of Scripture Knowledge cross-references with their texts, mutual ones first; free. */
  'bible.getCrossReferences': { input: bible.crossReferencesInput, output: bible.crossReferencesOutput },
  /** One of the Treasury's most cross-referenced verses, the same all day; free. */
  'bible.verseOfTheDay': { input: bible.verseOfTheDayInput, output: bible.verseOfTheDayOutput },
  /** The bundled translations with their rights notices and what each can be searched by; free. */
  'bible.listTranslations': { input: bible.listTranslationsInput, output: bible.listTranslationsOutput },
  /** The 66 books with testament, chapter counts and abbreviations; free. */
  'bible.listBooks': { input: bible.listBooksInput, output: bible.listBooksOutput },
  // Semantic search (src/core/semantic).
  /** Search by meaning: hybrid of sentence-embedding neighbours and bm25 over KJV and WEB; costs `COSTS.semantic`. */
  'bible.searchSemantic': { input: semantic.semanticSearchInput, output: semantic.semanticSearchOutput },
  /** "More like this": the verses nearest in meaning to a verse, excluding itself; costs `COSTS.similar`. */
  'bible.similar': { input: semantic.similarInput, output: semantic.similarOutput },
  /** The 30 themes with how many verses carry each; free. */
  'bible.listThemes': { input: semantic.listThemesInput, output: semantic.listThemesOutput },
  // Questions with cited answers (src/core/ask).
  /** Answers a question from retrieved verses, each sentence cited; streamed (see `streams`); costs `COSTS.ask`. */
  'bible.ask': { input: ask.askInput, output: ask.askOutput },
  // The person's study: highlights, bookmarks and notes (src/core/study); free.
  /** Creates or changes a highlight, bookmark or note on a verse or range. */
  'study.saveItem': { input: study.saveStudyItemInput, output: study.saveStudyItemOutput },
  /** Highlights, bookmarks and notes, filtered (kind, tag, book and chapter, colour) and searched by their words. */
  'study.listItems': { input: study.listStudyItemsInput, output: study.listStudyItemsOutput },
  /** Every study item as one JSON backup (versioned; see `studyBackupSchema`). */
  'study.exportBackup': { input: study.exportBackupInput, output: study.studyBackupSchema },
  /** Merges a backup by stable id, all or nothing: importing the same file twice adds nothing. */
  'study.importBackup': { input: study.studyBackupSchema, output: study.importBackupOutput },
  /** Items (filtered as `study.listItems`) with their verses' text, as Markdown or CSV. */
  'study.exportItems': { input: study.exportItemsInput, output: study.exportItemsOutput },
  /** Deletes one item; `deleted: false` when there was none with that id (with `kind`, `not_found`). */
  'study.deleteItem': { input: study.deleteStudyItemInput, output: study.deleteStudyItemOutput },
  /** Creates a highlight, bookmark or note and returns it with its new id. */
  'study.createItem': { input: study.createStudyItemInput, output: study.studyItemSchema },
  /** Changes the given fields of an item of the given kind (`not_found` if there is none) and returns it. */
  'study.updateItem': { input: study.updateStudyItemInput, output: study.studyItemSchema },
  /** Notes by meaning, with the semantic search's sentence encoder: `study.listItems` with `meaning`. */
  'study.searchNotes': { input: study.searchNotesInput, output: study.listStudyItemsOutput },
  /** The JSON backup (`format: json`, as `study.exportBackup`) or the items as Markdown or CSV (as `study.exportItems`). */
  'study.exportStudy': { input: study.exportStudyInput, output: study.exportStudyOutput },
  // Reading plans and their progress (src/core/study); free.
  /** The plans with the days read and the next day's chapters. */
  'plans.list': { input: plans.listPlansInput, output: plans.listPlansOutput },
  /** One day's chapters of a plan, and whether it is read. */
  'plans.getDay': { input: plans.getPlanDayInput, output: plans.getPlanDayOutput },
  /** Marks a day read (or not). */
  'plans.markDay': { input: plans.markPlanDayInput, output: plans.markPlanDayOutput },
  /** The local credit balance and the cost table; free. */
  'credits.getBalance': { input: credits.getBalanceInput, output: credits.getBalanceOutput },
  /** The newest ledger entries (grants, purchases, debits), newest first; free. */
  'credits.listUsage': { input: credits.listUsageInput, output: credits.listUsageOutput },
  /** The same entries (filtered alike, all of them) as CSV, balance after each included; free. */
  'credits.exportUsage': { input: credits.exportUsageInput, output: credits.exportUsageOutput },
  /** Liveness and database facts; free. */
  'system.health': { input: system.healthInput, output: system.healthOutput },
  // Credits sync and credit pack purchases (src/core/billing).
  /** Billing URL, masked account key, unsynced usage and the last sync; free, never calls the service. */
  'billing.getStatus': { input: billing.billingStatusInput, output: billing.billingStatusOutput },
  /** Saves (or, with null, forgets) the billing service URL in the data folder. */
  'billing.setSettings': { input: billing.setBillingSettingsInput, output: billing.billingStatusOutput },
  /** Checks an existing account key with the service, stores it and syncs, restoring that account's balance. */
  'billing.setAccountKey': { input: billing.setAccountKeyInput, output: billing.billingStatusOutput },
  /** The credit packs on sale; offline, the last list seen with `stale: true`. */
  'billing.listPacks': { input: billing.listPacksInput, output: billing.listPacksOutput },
  /** Opens a checkout for a pack and, in the desktop app, its payment page in the system browser. */
  'billing.startCheckout': { input: billing.startCheckoutInput, output: billing.startCheckoutOutput },
  /** One look at a checkout; once it is complete, syncs so the purchase is credited. */
  'billing.getCheckout': { input: billing.getCheckoutInput, output: billing.checkoutStateOutput },
  /** Polls a checkout with backoff until it completes (then syncs), expires or the wait times out. */
  'billing.waitForCheckout': { input: billing.waitForCheckoutInput, output: billing.checkoutStateOutput },
  /** Delivers unsynced usage and takes the service's balance and purchases. */
  'billing.sync': { input: billing.billingSyncInput, output: billing.billingSyncOutput },
} as const;

export type Contract = typeof contract;
export type Method = keyof Contract;
export type MethodInput<M extends Method> = z.input<Contract[M]['input']>;
export type MethodParsedInput<M extends Method> = z.output<Contract[M]['input']>;
export type MethodOutput<M extends Method> = z.output<Contract[M]['output']>;

/**
 * Methods whose answer also arrives in pieces while it is produced, with the schema of each piece.
 * HTTP sends the pieces as server-sent events, IPC pushes them to the page; both still resolve with
 * the whole output, so a caller that wants no stream just awaits it.
 */
export const streams = {
  'bible.ask': ask.askEventSchema,
} as const satisfies { [M in Method]?: z.ZodType };

export type StreamingMethod = keyof typeof streams;
export type StreamEvent<M extends StreamingMethod> = z.output<(typeof streams)[M]>;

/** How a host listens to a streaming method: each piece as it comes, and a signal to stop it. */
export interface StreamOptions<M extends StreamingMethod> {
  emit?: (event: StreamEvent<M>) => void;
  signal?: AbortSignal;
}

export function isStreamingMethod(name: Method): name is StreamingMethod {
  return Object.hasOwn(streams, name);
}

/** What core implements: each method takes the parsed (defaults applied) input; streaming ones also take `StreamOptions`. */
export type Api = {
  [M in Method]: M extends StreamingMethod
    ? (input: MethodParsedInput<M>, stream?: StreamOptions<M>) => Promise<MethodOutput<M>>
    : (input: MethodParsedInput<M>) => Promise<MethodOutput<M>>;
};

/** What clients call: each method takes the raw input, as a user or script would write it. */
export type ApiClient = { [M in Method]: (input: MethodInput<M>) => Promise<MethodOutput<M>> };

export const METHODS = Object.keys(contract) as Method[];

export function isMethod(name: unknown): name is Method {
  return typeof name === 'string' && Object.hasOwn(contract, name);
}

export * from './ask.ts';
export * from './billing.ts';
export * from './bible.ts';
export * from './credits.ts';
export * from './plans.ts';
export * from './semantic.ts';
export * from './study.ts';
export * from './system.ts';
