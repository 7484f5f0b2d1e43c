import { createVerseStore } from '#core/bible/verse-store.ts';
import { openVersesDb, type VersesDb } from '#core/verses-db/open.ts';
import { defaultCacheDir, defaultVersesDbPath } from '#core/paths.ts';
import { createKeywordSearch, type KeywordSearch } from '#core/keyword-search/keyword-search.ts';
import { createSemanticService, type SemanticService } from '#core/semantic-search/semantic-service.ts';
import { createBm25Index } from '#core/lexical/bm25-index.ts';
import { createKeywordLists, type KeywordLists } from '#core/semantic-search/keyword-lists.ts';
import { semanticHostOptions } from '#core/config/semantic-options.ts';

export interface BenchContext {
  versesDb: VersesDb;
  keywordSearch: KeywordSearch;
  stemmed: KeywordLists;
  semantic: SemanticService;
  close(): void;
}

/** Opens the search parts the app uses, with the full semantic index (built into the cache if missing). */
export async function openBenchContext(onStatus?: (text: string) => void): Promise<BenchContext> {
  const versesDb = openVersesDb(defaultVersesDbPath());
  const store = createVerseStore(versesDb);
  const semantic = createSemanticService({
    versesDb,
    ...semanticHostOptions({ cacheDir: defaultCacheDir() }),
    onStatus: (s) => onStatus?.(`${s.status} ${(s.progress * 100).toFixed(1)}%${s.etaSeconds !== undefined ? ` ETA ${s.etaSeconds}s` : ''}`),
  });
  await semantic.ready;
  return {
    versesDb,
    keywordSearch: createKeywordSearch(versesDb, store),
    stemmed: createKeywordLists(createBm25Index(versesDb)),
    semantic,
    close() {
      semantic.close();
      versesDb.close();
    },
  };
}
