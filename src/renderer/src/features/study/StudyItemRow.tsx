import type { StudyItem } from '#shared/contract/study.ts';
import { useAppStore } from '../../store/store-context.tsx';
import { COLOR_NAMES, excerpt, formatDate, KIND_NAMES } from './format.ts';
import { BookmarkIcon, FolderIcon, HighlightIcon, NoteIcon, TrashIcon } from './icons.tsx';
import { selectStudyBusy } from './selectors.ts';
import { TagList } from './TagList.tsx';
import { ScoreBar } from '../../ui/ScoreBar.tsx';

const KIND_ICONS = { highlight: HighlightIcon, bookmark: BookmarkIcon, note: NoteIcon };

/** What the item says: a highlight's colour, a bookmark's label, a note's first words. */
function Summary({ item }: { item: StudyItem }) {
  if (item.kind === 'highlight' && item.color) {
    return (
      <span className="study-row-summary">
        <span className={`study-dot highlight-${item.color}`} aria-hidden="true" />
        {COLOR_NAMES[item.color]}
      </span>
    );
  }
  const text = item.kind === 'note' ? item.text : item.label;
  return text ? <span className="study-row-summary">{excerpt(text)}</span> : null;
}

/** How close a note found by meaning is: a bar and a percentage, quiet beside the date. */
function Relevance({ score }: { score: number }) {
  const percent = Math.round(Math.min(Math.max(score, 0), 1) * 100);
  return <ScoreBar percent={percent} className="score-compact study-row-score" title="How close in meaning this note is to your search" />;
}

/** One highlight, bookmark or note: opens its passage in the reader, or is deleted. */
export function StudyItemRow({ item }: { item: StudyItem }) {
  const busy = useAppStore(selectStudyBusy);
  const openPassage = useAppStore((s) => s.openPassage);
  const deleteStudyItems = useAppStore((s) => s.deleteStudyItems);
  const Icon = KIND_ICONS[item.kind];
  const kind = KIND_NAMES[item.kind];
  return (
    <li className="study-row" data-kind={item.kind} data-id={item.id}>
      <button type="button" className="study-row-open" title={`Open ${item.reference} in the reader`} onClick={() => void openPassage(item.reference)}>
        <Icon className="study-row-icon" />
        <span className="study-row-main">
          <span className="study-row-head">
            <strong className="study-row-reference">{item.reference}</strong>
            <span className="badge">{kind}</span>
            {item.folder && (
              <span className="study-row-folder" title={`In the folder ${item.folder}`}>
                <FolderIcon />
                <span className="visually-hidden">Folder: </span>
                {item.folder}
              </span>
            )}
            <time className="study-row-date" dateTime={item.updatedAt}>
              {formatDate(item.updatedAt)}
            </time>
            {item.score !== undefined && <Relevance score={item.score} />}
          </span>
          <Summary item={item} />
          <TagList tags={item.tags} />
        </span>
      </button>
      <button
        type="button"
        className="icon-button study-row-delete"
        aria-label={`Delete ${kind.toLowerCase()} on ${item.reference}`}
        title={`Delete ${kind.toLowerCase()}`}
        disabled={busy}
        onClick={() => void deleteStudyItems([item.id])}
      >
        <TrashIcon />
      </button>
    </li>
  );
}
