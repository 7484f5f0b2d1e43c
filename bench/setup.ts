import { createVerseStore, type VerseStore } from '#core/bible/verse-store.ts';
import { openVersesDb, type VersesDb } from '#core/verses-db/open.ts';
import { defaultCacheDir, defaultVersesDbPath } from '#core/paths.ts';
import { createKeywordSearch, type KeywordSearch } from '#core/keyword-search/keyword-search.ts';
import { createSemanticService, type SemanticService } from '#core/semantic-search/semantic-service.ts';
import { createBm25Index, type Bm25Index } from '#core/lexical/bm25-index.ts';
import { createKeywordLists, type KeywordLists } from '#core/semantic-search/keyword-lists.ts';
import { semanticHostOptions } from '#core/config/semantic-options.ts';

export interface BenchContext {
  versesDb: VersesDb;
  store: VerseStore;
  /** The one in-memory bm25 index, shared by the keyword lists and semantic search as in the app. */
  bm25: Bm25Index;
  keywordSearch: KeywordSearch;
  stemmed: KeywordLists;
  semantic: SemanticService;
  close(): void;
}

/** Opens the search parts the app uses, with the full semantic index (built into the cache if missing). */
export async function openBenchContext(onStatus?: (text: string) => void): Promise<BenchContext> {
  const versesDb = openVersesDb(defaultVersesDbPath());
  const store = createVerseStore(versesDb);
  const bm25 = createBm25Index(versesDb);
  const semantic = createSemanticService({
    versesDb,
    bm25: () => bm25,
    ...semanticHostOptions({ cacheDir: defaultCacheDir() }),
    onStatus: (s) => onStatus?.(`${s.status} ${(s.progress * 100).toFixed(1)}%${s.etaSeconds !== undefined ? ` ETA ${s.etaSeconds}s` : ''}`),
  });
  await semantic.ready;
  return {
    versesDb,
    store,
    bm25,
    keywordSearch: createKeywordSearch(versesDb, store),
    stemmed: createKeywordLists(bm25),
    semantic,
    close() {
      semantic.close();
      versesDb.close();
    },
  };
}
