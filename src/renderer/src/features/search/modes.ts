import type { PaidOperation } from '#shared/contract/credits.ts';

export interface SyntaxTip {
  example: string;
  meaning: string;
}

export interface SearchModeInfo {
  id: string;
  label: string;
  /** Which entry of the cost table a search in this mode is charged as. */
  operation: PaidOperation;
  description: string;
  placeholder: string;
  tips: readonly SyntaxTip[];
}

/**
 * The search modes the app offers, in switch order. A mode appears here only once core serves it;
 * adding semantic or ask search means adding an entry (and its call in the search slice).
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
  },
] as const satisfies readonly SearchModeInfo[];

export type SearchMode = (typeof SEARCH_MODES)[number]['id'];

export function modeInfo(mode: SearchMode): SearchModeInfo {
  return SEARCH_MODES.find((m) => m.id === mode) ?? SEARCH_MODES[0];
}
