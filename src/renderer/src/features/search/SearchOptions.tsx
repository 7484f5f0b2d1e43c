import { useState } from 'react';
import { ANSWER_TRANSLATIONS } from '#shared/contract/ask.ts';
import { READING_TRANSLATIONS, TRANSLATIONS, type ReadingTranslation, type Testament } from '#shared/contract/bible.ts';
import { useAppStore } from '../../store/store-context.tsx';
import { Segmented, type SegmentOption } from '../../ui/Segmented.tsx';
import { READING_TRANSLATION_SHORT, TRANSLATION_NAMES } from '../verse/translations.ts';
import { BookOptionGroups } from '../books/BookOptionGroups.tsx';
import { selectBooks } from '../books/selectors.ts';
import { formatCredits } from '../credits/format.ts';
import { selectCosts } from '../credits/selectors.ts';
import { IndexStatus, INDEX_STATUS_ID } from '../semantic/IndexStatus.tsx';
import { selectSemanticAvailable } from '../semantic/selectors.ts';
import { ThemeFilter } from '../semantic/ThemeFilter.tsx';
import { modeInfo, modeUsesFilter, SEARCH_MODES, type SearchMode } from './modes.ts';
import { selectFilters, selectMode } from './selectors.ts';
import { clampTopK, TOP_K_MIN } from './filters.ts';
import { QuestionOffer } from './QuestionOffer.tsx';

type TestamentChoice = Testament | 'all';

const TESTAMENTS: readonly SegmentOption<TestamentChoice>[] = [
  { value: 'all', label: 'All' },
  { value: 'old', label: 'Old' },
  { value: 'new', label: 'New' },
];

function ModeSwitch() {
  const mode = useAppStore(selectMode);
  const costs = useAppStore(selectCosts);
  const semanticAvailable = useAppStore(selectSemanticAvailable);
  const setMode = useAppStore((s) => s.setMode);
  const options = SEARCH_MODES.map((m) => {
    const unavailable = m.needsSemanticIndex && !semanticAvailable;
    return {
      value: m.id,
      label: m.label,
      note: formatCredits(costs[m.operation]),
      ...(unavailable && { disabled: true, describedBy: INDEX_STATUS_ID }),
    };
  });
  return <Segmented<SearchMode> label="Search mode" hideLabel value={mode} options={options} onChange={setMode} className="mode-switch" />;
}

function BookFilter() {
  const books = useAppStore(selectBooks);
  const { book, testament } = useAppStore(selectFilters);
  const setFilters = useAppStore((s) => s.setFilters);
  return (
    <div className="field">
      <label htmlFor="filter-book" className="field-label">
        Book
      </label>
      <select id="filter-book" className="select" value={book ?? ''} onChange={(e) => setFilters({ book: e.target.value || null })}>
        <option value="">All books</option>
        <BookOptionGroups books={books} only={testament} />
      </select>
    </div>
  );
}

function TopKFilter() {
  const mode = useAppStore(selectMode);
  const { count } = modeInfo(mode);
  // What this mode sends: Ask cites at most 10 passages, whatever the other modes were set to.
  const topK = Math.min(useAppStore(selectFilters).topK, count.max);
  const setFilters = useAppStore((s) => s.setFilters);
  // The box may hold an unfinished number while typing; the store only ever gets 1..the mode's maximum.
  // A new value from the store (typed here, or set by a mode switch or a recent search) replaces the box's text.
  const [draft, setDraft] = useState(String(topK));
  const [draftFor, setDraftFor] = useState(topK);
  if (draftFor !== topK) {
    setDraftFor(topK);
    setDraft(String(topK));
  }
  return (
    <div className="field field-narrow">
      <label htmlFor="filter-top-k" className="field-label">
        {count.label}
      </label>
      <input
        id="filter-top-k"
        className="input input-number"
        type="number"
        inputMode="numeric"
        min={TOP_K_MIN}
        max={count.max}
        value={draft}
        onChange={(e) => {
          setDraft(e.target.value);
          const n = Number(e.target.value);
          if (e.target.value !== '' && Number.isFinite(n)) setFilters({ topK: Math.min(clampTopK(n), count.max) });
        }}
        onBlur={() => setDraft(String(topK))}
      />
    </div>
  );
}

/**
 * Any bundled translation for keyword search; semantic search and questions search the KJV and the WEB
 * (their index and knowledge), so there the choice says how the results are shown, and a note says so:
 * answers quote the KJV for the older translations and the WEB for the NHEB (`ANSWER_TRANSLATIONS`).
 */
function TranslationFilter() {
  const mode = useAppStore(selectMode);
  const { translation } = useAppStore(selectFilters);
  const setFilters = useAppStore((s) => s.setFilters);
  const searched = (TRANSLATIONS as readonly string[]).includes(translation);
  const noted = !searched && mode !== 'keyword';
  return (
    <div className="field">
      <label htmlFor="filter-translation" className="field-label">
        Translation
      </label>
      <select
        id="filter-translation"
        className="select"
        value={translation}
        aria-describedby={noted ? 'filter-translation-note' : undefined}
        onChange={(e) => setFilters({ translation: e.target.value as ReadingTranslation })}
      >
        {READING_TRANSLATIONS.map((t) => (
          <option key={t} value={t} title={TRANSLATION_NAMES[t]}>
            {READING_TRANSLATION_SHORT[t]}
          </option>
        ))}
      </select>
      {noted && (
        <span id="filter-translation-note" className="field-note">
          {mode === 'ask'
            ? `Answers quote the ${READING_TRANSLATION_SHORT[ANSWER_TRANSLATIONS[translation]]}`
            : `Searched in the KJV and WEB, shown in the ${READING_TRANSLATION_SHORT[translation]}`}
        </span>
      )}
    </div>
  );
}

/**
 * Under the search box: the offer to ask a question typed as a search (while there is one), then the
 * mode, the filters that mode honours, and the syntax hint (with the index status).
 */
export function SearchOptions() {
  const mode = useAppStore(selectMode);
  const { testament } = useAppStore(selectFilters);
  const setFilters = useAppStore((s) => s.setFilters);
  const info = modeInfo(mode);
  return (
    <div className="search-options" role="group" aria-label="Search options">
      <QuestionOffer />
      <ModeSwitch />
      <span className="options-divider" aria-hidden="true" />
      {modeUsesFilter(mode, 'book') && <BookFilter />}
      {modeUsesFilter(mode, 'testament') && (
        <Segmented<TestamentChoice>
          label="Testament"
          value={testament ?? 'all'}
          options={TESTAMENTS}
          onChange={(v) => setFilters({ testament: v === 'all' ? null : v })}
        />
      )}
      {modeUsesFilter(mode, 'theme') && <ThemeFilter />}
      <TopKFilter />
      <TranslationFilter />
      <div className="options-footer">
        <IndexStatus />
        <p className="syntax-hint" aria-label={`${info.label} search tips`}>
          {info.tips.map((tip) => (
            <span key={tip.example} className="syntax-tip" title={tip.meaning}>
              <code>{tip.example}</code> <span className="syntax-meaning">{tip.meaning}</span>
            </span>
          ))}
          {!modeUsesFilter(mode, 'book') && (
            <span className="syntax-tip scope-note" data-testid="scope-note">
              Whole Bible: book and testament filters apply to Keyword search
            </span>
          )}
        </p>
      </div>
    </div>
  );
}
