import type { ReadingTranslation } from '#shared/contract/bible.ts';
import { useAppStore } from '../../store/store-context.tsx';
import { LayersIcon, SpinnerIcon } from '../../ui/icons.tsx';
import { formatCredits } from '../credits/format.ts';
import { selectCosts } from '../credits/selectors.ts';
import { INDEX_STATUS_ID } from '../semantic/IndexStatus.tsx';
import { selectSemanticAvailable } from '../semantic/selectors.ts';
import { selectSimilarFor } from './selectors.ts';

/** "More like this" (paid once), then "Hide/Show similar verses" (free). */
export function SimilarButton({ panelId, reference, translation }: { panelId: string; reference: string; translation: ReadingTranslation }) {
  const entry = useAppStore(selectSimilarFor(reference, translation));
  const cost = useAppStore(selectCosts).similar;
  const available = useAppStore(selectSemanticAvailable);
  const toggleSimilar = useAppStore((s) => s.toggleSimilar);
  const loaded = entry?.status === 'done';
  const loading = entry?.status === 'loading';
  const label = loading
    ? 'Finding similar…'
    : loaded
      ? entry.open
        ? 'Hide similar verses'
        : 'Show similar verses'
      : `More like this · ${formatCredits(cost)}`;
  return (
    <button
      type="button"
      className="button button-ghost button-small"
      aria-expanded={entry?.open ?? false}
      aria-controls={entry?.open ? panelId : undefined}
      aria-label={`${label}, ${reference}`}
      aria-describedby={available ? undefined : INDEX_STATUS_ID}
      disabled={(!available && !loaded) || loading}
      title={available ? 'Verses close in meaning to this one' : 'Available when the semantic index is ready'}
      onClick={() => void toggleSimilar(reference, translation)}
    >
      {loading ? <SpinnerIcon /> : <LayersIcon />} {label}
    </button>
  );
}
