import type { ListThemesOutput, SemanticStatus } from '#shared/contract/semantic.ts';
import type { ApiError } from '../../lib/api.ts';

export type ThemeInfo = ListThemesOutput['themes'][number];

export interface SemanticSlice {
  /** From `system.health`; null until the first answer. */
  semanticStatus: SemanticStatus | null;
  /** The 30 themes with verse counts (the counts are 0 until the index is ready). */
  themes: ThemeInfo[];
  themesError: ApiError | null;
  /** Reads the index status; when it has just become ready, reloads the theme counts. */
  refreshSemanticStatus(): Promise<void>;
  loadThemes(): Promise<void>;
}
