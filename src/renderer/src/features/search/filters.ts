import type { ReadingTranslation, Testament } from '#shared/contract/bible.ts';
import type { ThemeId } from '#shared/contract/semantic.ts';

export interface SearchFilters {
  /** A book name from `bible.listBooks`; null searches every book. */
  book: string | null;
  /** Null searches both testaments. */
  testament: Testament | null;
  /** Semantic search only: keep verses tagged with this theme; null keeps all. */
  theme: ThemeId | null;
  topK: number;
  /** Any bundled translation for keyword search; semantic search and questions search the KJV and the WEB and show results in it. */
  translation: ReadingTranslation;
}

export const TOP_K_MIN = 1;
export const TOP_K_MAX = 50;

export const clampTopK = (n: number) => Math.min(TOP_K_MAX, Math.max(TOP_K_MIN, Math.round(n)));
