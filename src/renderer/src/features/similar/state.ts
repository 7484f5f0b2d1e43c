import type { SemanticVerse, ReadingTranslation } from '#shared/contract/index.ts';
import type { ApiError } from '../../lib/api.ts';

/** "More like this" for one result: loaded once (paid), then shown or hidden for free. */
export type SimilarEntry =
  { status: 'loading'; open: true } | { status: 'done'; open: boolean; verses: SemanticVerse[] } | { status: 'error'; open: true; error: ApiError };

export interface SimilarSlice {
  /** By `similarKey(reference, translation)`; emptied when a new search runs. */
  similar: Record<string, SimilarEntry>;
  /** Loads the verses like this one (charged), or shows/hides them once loaded (free); retries after a failure. */
  toggleSimilar(reference: string, translation: ReadingTranslation): Promise<void>;
  clearSimilar(): void;
}
