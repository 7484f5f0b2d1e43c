import type { SemanticVerse, ReadingTranslation } from '#shared/contract/index.ts';
import { useAppStore } from '../../store/store-context.tsx';
import { ErrorNotice } from '../../ui/ErrorNotice.tsx';
import { BuyCreditsButton } from '../billing/BuyCreditsButton.tsx';
import { ThemeChips } from '../semantic/ThemeChips.tsx';
import { VerseText } from '../verse/VerseText.tsx';
import { selectSimilarFor } from './selectors.ts';

function SimilarVerse({ verse, onOpen }: { verse: SemanticVerse; onOpen(verse: SemanticVerse): void }) {
  const percent = Math.round(verse.score * 100);
  return (
    <li className="similar-item">
      <div className="similar-header">
        <button type="button" className="link-button similar-reference" onClick={() => onOpen(verse)}>
          {verse.reference}
        </button>
        <ThemeChips themes={verse.themes} />
        <span className="score score-compact" title="How close in meaning this verse is">
          <span className="score-track" aria-hidden="true">
            <span className="score-fill" style={{ width: `${percent}%` }} />
          </span>
          <span className="score-value">
            <span className="visually-hidden">Similarity </span>
            {percent}%
          </span>
        </span>
      </div>
      <p className="similar-text verse-text">
        <VerseText text={verse.text} italics={verse.italics} />
      </p>
    </li>
  );
}

/** The verses like one result, under it: loading, the list, or why it failed. */
export function SimilarPanel({ id, reference, translation }: { id: string; reference: string; translation: ReadingTranslation }) {
  const entry = useAppStore(selectSimilarFor(reference, translation));
  const openPassage = useAppStore((s) => s.openPassage);
  if (!entry?.open) return null;
  return (
    <section id={id} className="similar-panel" aria-label={`Verses like ${reference}`} aria-busy={entry.status === 'loading'}>
      {entry.status === 'loading' && <p className="similar-loading">Finding verses like {reference}…</p>}
      {entry.status === 'error' && (
        <ErrorNotice error={entry.error} where="similar" action={entry.error.code === 'insufficient_credits' && <BuyCreditsButton />} />
      )}
      {entry.status === 'done' && (
        <>
          <h4 className="similar-title">Verses like {reference}</h4>
          {entry.verses.length === 0 ? (
            <p className="muted">No verses close in meaning were found.</p>
          ) : (
            <ol className="similar-list">
              {entry.verses.map((verse) => (
                <SimilarVerse key={verse.reference} verse={verse} onOpen={(v) => void openPassage(v.reference, { translation: v.translation })} />
              ))}
            </ol>
          )}
        </>
      )}
    </section>
  );
}
