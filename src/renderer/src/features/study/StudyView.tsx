import { useEffect } from 'react';
import { useAppStore } from '../../store/store-context.tsx';
import { ErrorNotice } from '../../ui/ErrorNotice.tsx';
import { NO_STUDY_FILTERS } from './store.ts';
import { selectStudyError, selectStudyFilters, selectStudyItems, selectStudyListError, selectStudyListStatus, selectStudyTotal } from './selectors.ts';
import { StudyFiltersBar } from './StudyFiltersBar.tsx';
import { StudyItemRow } from './StudyItemRow.tsx';

const isFiltered = (f: typeof NO_STUDY_FILTERS) => f.kind !== null || f.tag !== null || f.book !== null || f.color !== null || f.query.trim() !== '';

function Summary() {
  const total = useAppStore(selectStudyTotal);
  const shown = useAppStore(selectStudyItems).length;
  const status = useAppStore(selectStudyListStatus);
  if (status === 'idle' || (status === 'loading' && shown === 0)) return <p className="study-meta">Loading…</p>;
  const count = `${total.toLocaleString()} item${total === 1 ? '' : 's'}`;
  return (
    <p className="study-meta" aria-live="polite">
      {shown < total ? `Showing ${shown} of ${count}` : count} · <span className="badge badge-free">Free</span>
    </p>
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
        <h1 id="study-heading">Your study</h1>
        <Summary />
      </header>
      <StudyFiltersBar />
      {status === 'error' && listError && <ErrorNotice error={listError} where="settings" />}
      {error && <ErrorNotice error={error} where="settings" />}
      {status === 'ready' && items.length === 0 && (
        <div className="study-empty">
          {isFiltered(filters) ? (
            <>
              <p>Nothing matches these filters.</p>
              <button type="button" className="link-button" onClick={() => setStudyFilters(NO_STUDY_FILTERS)}>
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
