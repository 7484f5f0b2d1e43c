import { useEffect, useState } from 'react';
import { HIGHLIGHT_COLORS, STUDY_KINDS, type HighlightColor, type StudyKind } from '#shared/contract/study.ts';
import { useAppStore } from '../../store/store-context.tsx';
import { SearchIcon } from '../../ui/icons.tsx';
import { Segmented, type SegmentOption } from '../../ui/Segmented.tsx';
import { COLOR_NAMES, KIND_PLURALS } from './format.ts';
import { selectStudyBooks, selectStudyFilters, selectStudyFolders, selectStudyTags } from './selectors.ts';
import type { StudySearchBy } from './state.ts';

type KindChoice = StudyKind | 'all';
const KIND_OPTIONS: readonly SegmentOption<KindChoice>[] = [{ value: 'all', label: 'All' }, ...STUDY_KINDS.map((k) => ({ value: k, label: KIND_PLURALS[k] }))];
const SEARCH_BY_OPTIONS: readonly SegmentOption<StudySearchBy>[] = [
  { value: 'words', label: 'By words' },
  { value: 'meaning', label: 'By meaning' },
];
const SEARCH_LABELS: Record<StudySearchBy, { label: string; placeholder: string }> = {
  words: { label: 'Search notes, labels and tags', placeholder: 'Search notes, labels and tags' },
  meaning: { label: 'Search notes by meaning', placeholder: 'Describe what a note is about, e.g. forgiving someone who hurt me' },
};

/** Typing pauses this long before the list is searched again. */
const SEARCH_DELAY_MS = 250;

/** Kind, tag, book, colour, folder and date filters, and a search over the words of notes, labels and tags or over the meaning of notes. */
export function StudyFiltersBar() {
  const filters = useAppStore(selectStudyFilters);
  const tags = useAppStore(selectStudyTags);
  const books = useAppStore(selectStudyBooks);
  const folders = useAppStore(selectStudyFolders);
  const setStudyFilters = useAppStore((s) => s.setStudyFilters);
  const [query, setQuery] = useState(filters.query);
  // The filters can change from elsewhere ("Show everything"): the box follows them.
  const [appliedQuery, setAppliedQuery] = useState(filters.query);
  if (filters.query !== appliedQuery) {
    setAppliedQuery(filters.query);
    setQuery(filters.query);
  }

  useEffect(() => {
    if (query === filters.query) return;
    const timer = setTimeout(() => setStudyFilters({ query }), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [query, filters.query, setStudyFilters]);

  const search = SEARCH_LABELS[filters.searchBy];
  return (
    <div className="study-filters">
      <div className="study-search-row">
        <form
          className="study-search"
          role="search"
          onSubmit={(e) => {
            e.preventDefault();
            setStudyFilters({ query });
          }}
        >
          <label htmlFor="study-query" className="visually-hidden">
            {search.label}
          </label>
          <SearchIcon className="study-search-icon" />
          <input
            id="study-query"
            type="search"
            className="input study-search-input"
            placeholder={search.placeholder}
            value={query}
            maxLength={200}
            aria-describedby={filters.searchBy === 'meaning' ? 'study-search-hint' : undefined}
            onChange={(e) => setQuery(e.target.value)}
          />
        </form>
        {/* The words typed so far go with the switch: the new search runs at once, without waiting for the pause. */}
        <Segmented<StudySearchBy>
          label="Search"
          hideLabel
          value={filters.searchBy}
          options={SEARCH_BY_OPTIONS}
          onChange={(searchBy) => setStudyFilters({ searchBy, query })}
          className="study-search-by"
        />
        {filters.searchBy === 'meaning' && (
          <p id="study-search-hint" className="study-search-hint">
            Finds notes close in meaning to what you type, even with none of its words; closest first.
          </p>
        )}
      </div>
      <Segmented<KindChoice>
        label="Kind"
        hideLabel
        value={filters.kind ?? 'all'}
        options={KIND_OPTIONS}
        onChange={(kind) => setStudyFilters({ kind: kind === 'all' ? null : kind })}
      />
      <ChoiceFilter id="study-tag" label="Tag" any="Any tag" value={filters.tag} choices={tags} onChange={(tag) => setStudyFilters({ tag })} />
      <ChoiceFilter id="study-book" label="Book" any="Any book" value={filters.book} choices={books} onChange={(book) => setStudyFilters({ book })} />
      <div className="field">
        <label htmlFor="study-color" className="field-label">
          Colour
        </label>
        <select
          id="study-color"
          className="select"
          value={filters.color ?? ''}
          onChange={(e) => setStudyFilters({ color: (e.target.value || null) as HighlightColor | null })}
        >
          <option value="">Any colour</option>
          {HIGHLIGHT_COLORS.map((color) => (
            <option key={color} value={color}>
              {COLOR_NAMES[color]}
            </option>
          ))}
        </select>
      </div>
      {(folders.length > 0 || filters.folder) && (
        <ChoiceFilter
          id="study-folder"
          label="Folder"
          any="Any folder"
          value={filters.folder}
          choices={folders}
          onChange={(folder) => setStudyFilters({ folder })}
        />
      )}
      {/* The two ends of the range wrap together. */}
      <div className="study-dates">
        <div className="field">
          <label htmlFor="study-from" className="field-label">
            Changed from
          </label>
          <input id="study-from" type="date" className="input" value={filters.from ?? ''} onChange={(e) => setStudyFilters({ from: e.target.value || null })} />
        </div>
        <div className="field">
          <label htmlFor="study-to" className="field-label">
            to
          </label>
          <input id="study-to" type="date" className="input" value={filters.to ?? ''} onChange={(e) => setStudyFilters({ to: e.target.value || null })} />
        </div>
      </div>
    </div>
  );
}

interface ChoiceFilterProps {
  id: string;
  label: string;
  /** The first option's text, for no filter. */
  any: string;
  value: string | null;
  /** What the items carry now. */
  choices: readonly string[];
  onChange: (value: string | null) => void;
}

/** A filter by one of the values the items carry (a tag, a book, a folder), or none. */
function ChoiceFilter({ id, label, any, value, choices, onChange }: ChoiceFilterProps) {
  // A value chosen earlier stays listed even once no item carries it any more, so it can be cleared.
  const options = value && !choices.includes(value) ? [value, ...choices] : choices;
  return (
    <div className="field">
      <label htmlFor={id} className="field-label">
        {label}
      </label>
      <select id={id} className="select" value={value ?? ''} onChange={(e) => onChange(e.target.value || null)}>
        <option value="">{any}</option>
        {options.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </select>
    </div>
  );
}
