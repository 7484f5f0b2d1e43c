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
  /** Example searches for the welcome screen. */
  examples: readonly string[];
}

/**
 * The search modes the app offers, in switch order. Adding one (Ask) means adding an entry here and its
 * call in the search slice's `searchCall`; the mode switch, costs, filters and history follow from it.
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
    examples: ['comfort in grief', 'worry about tomorrow', 'God keeps his promises'],
  },
] as const satisfies readonly SearchModeInfo[];

export type SearchMode = (typeof SEARCH_MODES)[number]['id'];

export function modeInfo(mode: SearchMode): SearchModeInfo {
  return SEARCH_MODES.find((m) => m.id === mode) ?? SEARCH_MODES[0];
}

export const modeUsesFilter = (mode: SearchMode, filter: ModeFilter): boolean => modeInfo(mode).filters.includes(filter);
