import { useEffect } from 'react';
import type { ApiError } from '../../lib/api.ts';
import { useAppStore } from '../../store/store-context.tsx';
import { reason, sentence } from '../../ui/describe-error.ts';
import { ErrorNotice } from '../../ui/ErrorNotice.tsx';
import { AlertIcon } from '../../ui/icons.tsx';
import { NO_STUDY_FILTERS } from './store.ts';
import { selectStudyError, selectStudyFilters, selectStudyItems, selectStudyListError, selectStudyListStatus, selectStudyTotal } from './selectors.ts';
import { StudyFilesBar } from './StudyFilesBar.tsx';
import { StudyFiltersBar } from './StudyFiltersBar.tsx';
import { StudyItemRow } from './StudyItemRow.tsx';

const isFiltered = (f: typeof NO_STUDY_FILTERS) =>
  f.kind !== null || f.tag !== null || f.book !== null || f.color !== null || f.folder !== null || f.from !== null || f.to !== null || f.query.trim() !== '';
const byMeaning = (f: typeof NO_STUDY_FILTERS) => f.searchBy === 'meaning' && f.query.trim() !== '';

function Summary() {
  const total = useAppStore(selectStudyTotal);
  const shown = useAppStore(selectStudyItems).length;
  const status = useAppStore(selectStudyListStatus);
  const filters = useAppStore(selectStudyFilters);
  if (status === 'idle' || (status === 'loading' && shown === 0)) return <p className="study-meta">Loading…</p>;
  const count = byMeaning(filters)
    ? `${total.toLocaleString()} note${total === 1 ? '' : 's'} close in meaning, closest first`
    : `${total.toLocaleString()} item${total === 1 ? '' : 's'}`;
  return (
    <p className="study-meta" aria-live="polite">
      {shown < total ? `Showing ${shown} of ${count}` : count} · <span className="badge badge-free">Free</span>
    </p>
  );
}

/** Searching by meaning needs semantic search: while it is off or still building, say so and point to words. */
function ListError({ error }: { error: ApiError }) {
  if (error.code !== 'semantic_unavailable' && error.code !== 'index_building') return <ErrorNotice error={error} where="settings" />;
  const progress = typeof error.details.progress === 'number' ? ` (${Math.floor(error.details.progress * 100)}% done)` : '';
  const { title, body } =
    error.code === 'index_building'
      ? {
          title: 'Searching by meaning is still being prepared',
          body: `Its index is being built${progress}. Search by words works meanwhile; try again in a moment.`,
        }
      : { title: 'Searching by meaning is unavailable', body: `${sentence(reason(error))} Search by words still works.` };
  return (
    <div className="notice notice-warning" role="alert" data-error-code={error.code}>
      <AlertIcon className="notice-icon" />
      <div>
        <p className="notice-title">{title}</p>
        <p className="notice-body">{body}</p>
      </div>
    </div>
  );
}

/** Every highlight, bookmark and note, filtered and searched; a row opens its passage. */
export function StudyView() {
  const items = useAppStore(selectStudyItems);
  const status = useAppStore(selectStudyListStatus);
  const filters = useAppStore(selectStudyFilters);
  const listError = useAppStore(selectStudyListError);
  const error = useAppStore(selectStudyError);
  const loadStudyList = useAppStore((s) => s.loadStudyList);
  const setStudyFilters = useAppStore((s) => s.setStudyFilters);

  useEffect(() => {
    void loadStudyList();
  }, [loadStudyList]);

  return (
    <section className="study-view" aria-labelledby="study-heading" aria-busy={status === 'loading'}>
      <header className="study-header">
        <div>
          <h1 id="study-heading">Your study</h1>
          <Summary />
        </div>
        <StudyFilesBar />
      </header>
      <StudyFiltersBar />
      {status === 'error' && listError && <ListError error={listError} />}
      {error && <ErrorNotice error={error} where="settings" />}
      {status === 'ready' && items.length === 0 && (
        <div className="study-empty">
          {isFiltered(filters) ? (
            <>
              <p>{byMeaning(filters) ? 'No notes are close in meaning to this search with these filters.' : 'Nothing matches these filters.'}</p>
              <button type="button" className="link-button" onClick={() => setStudyFilters({ ...NO_STUDY_FILTERS, searchBy: filters.searchBy })}>
                Show everything
              </button>
            </>
          ) : (
            <p>No highlights, bookmarks or notes yet. Open a passage and click a verse number to highlight it, bookmark it or write a note on it.</p>
          )}
        </div>
      )}
      {items.length > 0 && (
        <ul className={`study-list${status === 'loading' ? ' is-stale' : ''}`} aria-label="Highlights, bookmarks and notes">
          {items.map((item) => (
            <StudyItemRow key={item.id} item={item} />
          ))}
        </ul>
      )}
    </section>
  );
}
