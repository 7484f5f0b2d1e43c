import type { StudyItem } from '#shared/contract/study.ts';
import { useAppStore } from '../../store/store-context.tsx';
import { NoteIcon, TrashIcon } from './icons.tsx';
import { selectStudyBusy } from './selectors.ts';
import { TagList } from './TagList.tsx';

/**
 * A note beside the verses it is on. The Markdown is shown as written, as plain text with its line
 * breaks: it is never parsed into HTML, so nothing typed in a note can run in the page.
 */
export function StudyNote({ note }: { note: StudyItem }) {
  const busy = useAppStore(selectStudyBusy);
  const openStudyEditor = useAppStore((s) => s.openStudyEditor);
  const deleteStudyItems = useAppStore((s) => s.deleteStudyItems);
  return (
    <aside className="study-note" aria-label={`Note on ${note.reference}`} data-note-id={note.id}>
      <div className="study-note-header">
        <NoteIcon className="study-note-icon" />
        <span className="study-note-reference">{note.reference}</span>
        <TagList tags={note.tags} />
        <span className="study-note-actions">
          <button
            type="button"
            className="button button-ghost button-small"
            aria-label={`Edit note on ${note.reference}`}
            onClick={() => openStudyEditor('note', note)}
          >
            Edit
          </button>
          <button
            type="button"
            className="icon-button study-note-delete"
            aria-label={`Delete note on ${note.reference}`}
            title="Delete note"
            disabled={busy}
            onClick={() => void deleteStudyItems([note.id])}
          >
            <TrashIcon />
          </button>
        </span>
      </div>
      <p className="study-note-text">{note.text}</p>
    </aside>
  );
}
