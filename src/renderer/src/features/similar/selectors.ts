import type { ReadingTranslation } from '#shared/contract/bible.ts';
import type { AppState } from '../../store/types.ts';
import { similarKey } from './store.ts';

export const selectSimilarFor = (reference: string, translation: ReadingTranslation) => (s: AppState) => s.similar[similarKey(reference, translation)];
