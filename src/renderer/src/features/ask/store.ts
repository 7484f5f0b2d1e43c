import { ANSWER_TRANSLATIONS, type AskEvent, type AskInput, type AskOutput } from '#shared/contract/index.ts';
import type { SliceCreator } from '../../store/types.ts';
import type { Answer, AskSlice } from './state.ts';

/**
 * Asks a question and reports the answer's pieces as they are written; resolves with the whole
 * answer. The app passes `askStream` from `lib/api.ts`; without it the store awaits `bible.ask`.
 */
export type AskStreamer = (input: AskInput, onEvent: (event: AskEvent) => void) => Promise<AskOutput>;

export const createAskSlice =
  (ask: AskStreamer): SliceCreator<AskSlice> =>
  (set) => ({
    answer: null,
    streamAnswer: async (input, isCurrent) => {
      set({ answer: { question: input.question, translation: ANSWER_TRANSLATIONS[input.translation ?? 'kjv'], text: '', citations: null, output: null } });
      const update = (patch: (answer: Answer) => Partial<Answer>) => {
        if (!isCurrent()) return;
        set((s) => (s.answer ? { answer: { ...s.answer, ...patch(s.answer) } } : {}));
      };
      const output = await ask(input, (event) => {
        if (event.event === 'token') update((a) => ({ text: a.text + event.data.text }));
        else update(() => ({ citations: event.data }));
      });
      // The whole answer replaces the pieces: a transport that does not stream sends only this.
      update(() => ({ text: output.answer, citations: output.citations, output }));
      return output;
    },
  });
