import type { AppState } from '../../store/types.ts';

export const selectAnswer = (s: AppState) => s.answer;
