import { useState } from 'react';
import type { CrossReferencesOutput } from '#shared/contract/bible.ts';
import { useAppStore } from '../../store/store-context.tsx';
import { ErrorNotice } from '../../ui/ErrorNotice.tsx';
import { ChevronRightIcon } from '../../ui/icons.tsx';
import { VerseText } from '../verse/VerseText.tsx';
import { selectCrossRefs } from './selectors.ts';

/** The first ones shown: the strongest links lead, so these are the ones most worth reading. */
export const CROSS_REFS_SHOWN = 20;

type CrossReference = CrossReferencesOutput['crossReferences'][number];

/** The verse's cross-references once loaded (the store may still hold another verse's). */
function useCrossRefsFor(reference: string) {
  const list = useAppStore(selectCrossRefs);
  return list?.reference === reference ? list : null;
}

interface CrossRefsButtonProps {
  reference: string;
  panelId: string;
  open: boolean;
  onToggle(): void;
}

/** "Cross-references (N)" in the study tools: shows or hides the list for the one selected verse. */
export function CrossRefsButton({ reference, panelId, open, onToggle }: CrossRefsButtonProps) {
  const list = useCrossRefsFor(reference);
  const count = list?.status === 'ready' ? ` (${list.total})` : '';
  return (
    <button
      type="button"
      className={`button button-small${open ? ' is-active' : ''}`}
      aria-expanded={open}
      aria-controls={open ? panelId : undefined}
      title={`Verses the Treasury of Scripture Knowledge links with ${reference}`}
      onClick={onToggle}
    >
      Cross-references{count}
    </button>
  );
}

function CrossRefRow({ item, id }: { item: CrossReference; id: string }) {
  const openPassage = useAppStore((s) => s.openPassage);
  const [expanded, setExpanded] = useState(false);
  const { reference } = item.verse;
  return (
    <li className="cross-ref" data-mutual={item.mutual || undefined}>
      <div className="cross-ref-head">
        <button
          type="button"
          className="cross-ref-toggle"
          aria-expanded={expanded}
          aria-controls={`${id}-text`}
          aria-label={`${expanded ? 'Hide' : 'Show'} ${reference}`}
          onClick={() => setExpanded((e) => !e)}
        >
          <ChevronRightIcon className="disclosure-chevron cross-ref-chevron" />
          {reference}
        </button>
        {item.mutual && (
          <span className="badge cross-ref-mutual" title="Each of the two verses lists the other: the strongest links">
            Both ways
          </span>
        )}
        <button
          type="button"
          className="button button-ghost button-small cross-ref-open"
          aria-label={`Open ${reference}`}
          onClick={() => void openPassage(reference)}
        >
          Open
        </button>
      </div>
      <p id={`${id}-text`} className="cross-ref-text verse-text" hidden={!expanded}>
        {expanded && <VerseText text={item.verse.text} italics={item.verse.italics} />}
      </p>
    </li>
  );
}

/** The selected verse's cross-references, strongest first: each can show its text or open its chapter. */
export function CrossRefsPanel({ id, reference }: { id: string; reference: string }) {
  const list = useCrossRefsFor(reference);
  const [showAll, setShowAll] = useState(false);
  const items = list?.crossReferences ?? [];
  const shown = showAll ? items : items.slice(0, CROSS_REFS_SHOWN);
  return (
    <section id={id} className="cross-refs" aria-label={`Cross-references for ${reference}`} aria-busy={!list || list.status === 'loading'}>
      <h2 className="cross-refs-title">
        Cross-references for {reference} <span className="muted">· Treasury of Scripture Knowledge</span>
      </h2>
      {(!list || list.status === 'loading') && <p className="muted">Finding cross-references…</p>}
      {list?.status === 'error' && list.error && <ErrorNotice error={list.error} where="reading" />}
      {list?.status === 'ready' && items.length === 0 && <p className="muted">No cross-references are listed for {reference}.</p>}
      {shown.length > 0 && (
        <ol className="cross-refs-list">
          {shown.map((item, i) => (
            <CrossRefRow key={item.verse.reference} item={item} id={`${id}-${i}`} />
          ))}
        </ol>
      )}
      {!showAll && items.length > CROSS_REFS_SHOWN && (
        <button type="button" className="link-button cross-refs-more" onClick={() => setShowAll(true)}>
          Show all {list?.total}
        </button>
      )}
      {showAll && list && list.total > items.length && (
        <p className="muted">
          Showing the first {items.length} of {list.total}.
        </p>
      )}
    </section>
  );
}
