import type { PaidOperation } from '#shared/contract/credits.ts';

export interface SyntaxTip {
  example: string;
  meaning: string;
}

/** The search filters a mode can be narrowed by (translation and the number of results apply to every mode). */
export type ModeFilter = 'book' | 'testament' | 'theme';

export interface SearchModeInfo {
  id: string;
  label: string;
  /** Which entry of the cost table a search in this mode is charged as. */
  operation: PaidOperation;
  description: string;
  placeholder: string;
  tips: readonly SyntaxTip[];
  /** The filters this mode honours; the others are hidden while it is selected. */
  filters: readonly ModeFilter[];
  /** Runs on the semantic index, so it waits while the index is being built. */
  needsSemanticIndex: boolean;
  /** What the number filter counts in this mode, and the most core accepts (`top_k`). */
  count: { label: string; max: number };
  /** The search button's words, idle and while it runs. */
  submit: { label: string; busy: string };
  /** One search in this mode, for the cost hint (`a keyword search costs 1 credit`) and the cost table. */
  noun: string;
  /** Example searches for the welcome screen. */
  examples: readonly string[];
}

/**
 * The search modes the app offers, in switch order. Adding one means adding an entry here and its call
 * in the search slice's `searchCall` (Ask, whose result is an answer rather than verses, is handed to
 * the ask slice instead); the mode switch, costs, filters and history follow from it.
 */
export const SEARCH_MODES = [
  {
    id: 'keyword',
    label: 'Keyword',
    operation: 'keyword',
    description: 'Finds verses containing your words',
    placeholder: 'Words, phrases or John 3:16',
    tips: [
      { example: '"exact phrase"', meaning: 'words in this order' },
      { example: 'faith OR hope', meaning: 'either word' },
      { example: '-exclude', meaning: 'leave out verses with a word' },
      { example: 'prefix*', meaning: 'bless* finds blessed, blessing…' },
    ],
    filters: ['book', 'testament'],
    needsSemanticIndex: false,
    count: { label: 'Results', max: 50 },
    submit: { label: 'Search', busy: 'Searching…' },
    noun: 'keyword search',
    examples: ['"love one another"', 'faith OR hope', 'shepherd -wolf', 'bless* peace'],
  },
  {
    id: 'semantic',
    label: 'Semantic',
    operation: 'semantic',
    description: 'Finds verses by meaning, even without your words',
    placeholder: 'Describe an idea, or John 3:16',
    tips: [
      { example: 'comfort for those who mourn', meaning: 'describe an idea' },
      { example: 'God provides what we need', meaning: 'say it in your own words' },
    ],
    filters: ['theme'],
    needsSemanticIndex: true,
    count: { label: 'Results', max: 50 },
    submit: { label: 'Search', busy: 'Searching…' },
    noun: 'semantic search',
    examples: ['comfort in grief', 'worry about tomorrow', 'God keeps his promises'],
  },
  {
    id: 'ask',
    label: 'Ask',
    operation: 'ask',
    description: 'Answers a question from the verses, citing each one',
    placeholder: 'Ask a question, e.g. Who built the ark?',
    tips: [
      { example: 'Who… Where… When…?', meaning: 'ask about people, places and times' },
      { example: 'What is faith?', meaning: 'answers quote the verses they rest on' },
    ],
    filters: [],
    // While the index builds, answers are retrieved by keyword instead.
    needsSemanticIndex: false,
    count: { label: 'Passages', max: 10 },
    submit: { label: 'Ask', busy: 'Answering…' },
    noun: 'question',
    examples: ['Who built the ark?', 'What is faith?', 'Where was Jesus born?'],
  },
] as const satisfies readonly SearchModeInfo[];

export type SearchMode = (typeof SEARCH_MODES)[number]['id'];

export function modeInfo(mode: SearchMode): SearchModeInfo {
  return SEARCH_MODES.find((m) => m.id === mode) ?? SEARCH_MODES[0];
}

export const modeUsesFilter = (mode: SearchMode, filter: ModeFilter): boolean => modeInfo(mode).filters.includes(filter);
