import { useEffect, useId, useRef, useState } from 'react';
import { HIGHLIGHT_COLORS, type StudyItem } from '#shared/contract/study.ts';
import { useAppStore } from '../../store/store-context.tsx';
import { ErrorNotice } from '../../ui/ErrorNotice.tsx';
import { CloseIcon } from '../../ui/icons.tsx';
import { selectReaderColumns, selectReaderLayout, selectReaderPassage } from '../reader/selectors.ts';
import { itemsOver } from './chapter-marks.ts';
import { CopyMenu } from './CopyMenu.tsx';
import { CrossRefsButton, CrossRefsPanel } from './CrossReferences.tsx';
import { COLOR_NAMES, selectionReference } from './format.ts';
import { BookmarkIcon, NoteIcon, TagIcon } from './icons.tsx';
import { selectCrossRefs, selectReaderStudyItems, selectStudyBusy, selectStudyEditor, selectStudyError, selectStudySelection } from './selectors.ts';
import { StudyEditorForm } from './StudyEditorForm.tsx';

const NO_ITEMS: readonly StudyItem[] = [];

function scrollParent(element: HTMLElement): HTMLElement | null {
  for (let el = element.parentElement; el; el = el.parentElement) {
    if (/(auto|scroll)/.test(getComputedStyle(el).overflowY)) return el;
  }
  return null;
}

/**
 * The study tools for the verses selected in the reader: highlight colours, bookmark, note, copy,
 * and for one verse its cross-references. Free.
 */
export function StudySelectionBar() {
  const passage = useAppStore(selectReaderPassage);
  const selection = useAppStore(selectStudySelection);
  const layout = useAppStore(selectReaderLayout);
  const crossRefsStatus = useAppStore(selectCrossRefs)?.status;
  const loadCrossRefs = useAppStore((s) => s.loadCrossRefs);
  const items = useAppStore(selectReaderStudyItems) ?? NO_ITEMS;
  const editor = useAppStore(selectStudyEditor);
  const busy = useAppStore(selectStudyBusy);
  const error = useAppStore(selectStudyError);
  const saveStudyItem = useAppStore((s) => s.saveStudyItem);
  const deleteStudyItems = useAppStore((s) => s.deleteStudyItems);
  const openStudyEditor = useAppStore((s) => s.openStudyEditor);
  const clearVerseSelection = useAppStore((s) => s.clearVerseSelection);
  const barRef = useRef<HTMLDivElement>(null);
  const openedKind = useRef<string | null>(null);
  const crossRefsId = useId();
  const [crossRefsOpen, setCrossRefsOpen] = useState(false);
  // Side by side, copies and cross-references quote the first column.
  const columns = useAppStore(selectReaderColumns);
  const translation = layout === 'both' ? (columns[0] ?? 'kjv') : layout;
  // Cross-references are per verse: they are offered (and fetched, for their count) when one verse is selected.
  const verse = passage && selection && selection.from === selection.to ? selectionReference(passage.book, passage.chapter, selection) : null;
  // The list stays open from verse to verse while the person studies, and closes with the selection.
  if (!selection && crossRefsOpen) setCrossRefsOpen(false);

  useEffect(() => {
    if (verse) void loadCrossRefs(verse, translation);
  }, [verse, translation, loadCrossRefs]);

  // When the form closes (saved or cancelled) focus would fall to the page: give it back to the
  // button that opened the form.
  useEffect(() => {
    if (editor) {
      openedKind.current = editor.kind;
      return;
    }
    const kind = openedKind.current;
    openedKind.current = null;
    if (kind && (document.activeElement === document.body || document.activeElement === null)) {
      barRef.current?.querySelector<HTMLButtonElement>(`[data-opens="${kind}"]`)?.focus();
    }
  }, [editor]);

  // The bar (and its form) must not hide what it acts on: scroll the last selected verse above it.
  useEffect(() => {
    const bar = barRef.current;
    const last = selection && document.querySelector(`.reader-page [data-verse="${selection.to}"]`);
    if (!bar || !last) return;
    const hidden = last.getBoundingClientRect().bottom - bar.getBoundingClientRect().top + 12;
    if (hidden > 0) scrollParent(bar)?.scrollBy({ top: hidden });
  }, [selection, editor, crossRefsOpen, crossRefsStatus]);

  if (!passage || !selection) return null;

  const reference = selectionReference(passage.book, passage.chapter, selection);
  const lastVerse = passage.texts.kjv.at(-1)?.verse ?? selection.to;
  const over = (kind: StudyItem['kind']) => itemsOver(items, kind, selection, passage.chapter, lastVerse);
  const highlights = over('highlight');
  const bookmark = over('bookmark').exact;
  const note = over('note').exact;
  const copySource = {
    verses: passage.texts[translation].filter((v) => v.verse >= selection.from && v.verse <= selection.to),
    reference,
    translation: translation.toUpperCase(),
  };

  return (
    <div
      ref={barRef}
      className="study-bar"
      role="region"
      aria-label={`Study tools for ${reference}`}
      onKeyDown={(e) => {
        if (e.key === 'Escape' && !editor) clearVerseSelection();
      }}
    >
      <div className="study-bar-row" role="group" aria-label={`Highlight, bookmark or note ${reference}`}>
        <p className="study-bar-reference">
          <strong>{reference}</strong> <span className="muted">selected</span>
        </p>
        <div className="study-swatches" role="group" aria-label="Highlight colour">
          {HIGHLIGHT_COLORS.map((color) => (
            <button
              key={color}
              type="button"
              className={`study-swatch highlight-${color}`}
              aria-label={`Highlight ${COLOR_NAMES[color].toLowerCase()}`}
              aria-pressed={highlights.exact?.color === color}
              title={`Highlight ${COLOR_NAMES[color].toLowerCase()}`}
              disabled={busy}
              onClick={() =>
                void saveStudyItem({ kind: 'highlight', reference, color, ...(highlights.exact && { id: highlights.exact.id, tags: highlights.exact.tags }) })
              }
            />
          ))}
        </div>
        {highlights.exact && (
          <button
            type="button"
            className="button button-ghost button-small"
            data-opens="highlight"
            disabled={busy}
            title={highlights.exact.tags.length > 0 ? `Tags: ${highlights.exact.tags.join(', ')}` : 'Add tags to this highlight'}
            onClick={() => openStudyEditor('highlight', highlights.exact ?? undefined)}
          >
            <TagIcon /> Tag highlight
          </button>
        )}
        {highlights.overlapping.length > 0 && (
          <button
            type="button"
            className="button button-ghost button-small"
            disabled={busy}
            onClick={() => void deleteStudyItems(highlights.overlapping.map((h) => h.id))}
          >
            Remove highlight
          </button>
        )}
        <span className="study-bar-divider" aria-hidden="true" />
        <button
          type="button"
          className="button button-small"
          data-opens="bookmark"
          disabled={busy}
          onClick={() => openStudyEditor('bookmark', bookmark ?? undefined)}
        >
          <BookmarkIcon /> {bookmark ? 'Edit bookmark' : 'Bookmark'}
        </button>
        {bookmark && (
          <button type="button" className="button button-ghost button-small" disabled={busy} onClick={() => void deleteStudyItems([bookmark.id])}>
            Remove bookmark
          </button>
        )}
        <button type="button" className="button button-small" data-opens="note" disabled={busy} onClick={() => openStudyEditor('note', note ?? undefined)}>
          <NoteIcon /> {note ? 'Edit note' : 'Add note'}
        </button>
        <span className="study-bar-divider" aria-hidden="true" />
        {/* The tools for reading on (rather than marking) stay together when the row wraps. */}
        <span className="study-bar-group">
          <CopyMenu source={copySource} />
          {verse && <CrossRefsButton reference={verse} panelId={crossRefsId} open={crossRefsOpen} onToggle={() => setCrossRefsOpen((o) => !o)} />}
        </span>
        <button type="button" className="icon-button study-bar-close" aria-label="Clear selection" title="Clear selection (Esc)" onClick={clearVerseSelection}>
          <CloseIcon />
        </button>
      </div>
      {editor && <StudyEditorForm key={`${editor.kind}:${editor.item?.id ?? reference}`} editor={editor} reference={reference} />}
      {verse && crossRefsOpen && <CrossRefsPanel key={`${verse}:${translation}`} id={crossRefsId} reference={verse} />}
      {error && <ErrorNotice error={error} where="settings" />}
    </div>
  );
}
