import type { AskEvent, AskInput, AskOutput, Citation, Translation } from '#shared/contract/index.ts';
import type { SliceCreator } from '../../store/types.ts';

/**
 * Asks a question and reports the answer's pieces as they are written; resolves with the whole
 * answer. The app passes `askStream` from `lib/api.ts`; without it the store awaits `bible.ask`.
 */
export type AskStreamer = (input: AskInput, onEvent: (event: AskEvent) => void) => Promise<AskOutput>;

/** The answer on screen: its text as far as it has arrived, then its citations and the rest. */
export interface Answer {
  question: string;
  /** The translation the answer quotes, and its citations open in. */
  translation: Translation;
  text: string;
  /** Null until the citations arrive (after the last piece of text). */
  citations: Citation[] | null;
  /** The complete answer; null while it is still being written. */
  output: AskOutput | null;
}

export interface AskSlice {
  answer: Answer | null;
  /**
   * Streams the answer to a question into `answer`. A piece is written only while `isCurrent()`
   * holds, so an older question finishing late cannot overwrite a newer search. Rejects with what
   * `ask` rejects with; the search slice shows the error.
   */
  streamAnswer(input: AskInput, isCurrent: () => boolean): Promise<AskOutput>;
}

export const createAskSlice =
  (ask: AskStreamer): SliceCreator<AskSlice> =>
  (set) => ({
    answer: null,
    streamAnswer: async (input, isCurrent) => {
      set({ answer: { question: input.question, translation: input.translation ?? 'kjv', text: '', citations: null, output: null } });
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
