import type { ThemeId } from '#shared/contract/semantic.ts';
import type { AppState } from '../../store/types.ts';

export const selectSemanticStatus = (s: AppState) => s.semanticStatus;
export const selectThemes = (s: AppState) => s.themes;

/**
 * Whether semantic operations can run now. Unknown (not read yet) counts as available: a call made
 * meanwhile still gets a plain answer from core.
 */
export const selectSemanticAvailable = (s: AppState) => s.semanticStatus === null || s.semanticStatus.status === 'ready';

/** Polling continues while the index builds (or before its status is known). */
export const selectShouldPollSemantic = (s: AppState) => s.semanticStatus === null || s.semanticStatus.status === 'building';

/** A theme's display name; the id, capitalised, until the list has loaded. */
export function themeLabel(themes: readonly { id: ThemeId; label: string }[], id: ThemeId): string {
  return themes.find((t) => t.id === id)?.label ?? id.charAt(0).toUpperCase() + id.slice(1).replace(/_/g, ' ');
}
