import type { AskInput, AskOutput, Citation, Translation } from '#shared/contract/index.ts';

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
