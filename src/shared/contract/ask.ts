import { z } from 'zod';
import { readingTranslationSchema, translationSchema, type ReadingTranslation, type Translation } from './bible.ts';

/** How the question was read; it decides how the answer is built (see `src/core/ask`). */
export const QUESTION_KINDS = ['who', 'what', 'where', 'when', 'why', 'how', 'yesno', 'other'] as const;
export const questionKindSchema = z.enum(QUESTION_KINDS);
export type QuestionKind = z.infer<typeof questionKindSchema>;

/**
 * The text an answer quotes for each listed translation. The answer engine reads and quotes the KJV
 * and the WEB only (its rules, facts and quotation checks work on their words), so the older
 * translations are answered in the KJV's words and the modern NHEB in the WEB's.
 */
export const ANSWER_TRANSLATIONS = {
  kjv: 'kjv',
  web: 'web',
  asv: 'kjv',
  darby: 'kjv',
  wbt: 'kjv',
  ylt: 'kjv',
  rhe: 'kjv',
  nheb: 'web',
} as const satisfies Record<ReadingTranslation, Translation>;

export const askInput = z.strictObject({
  question: z.string().trim().min(1, 'must not be empty').max(500, 'must be at most 500 characters'),
  /** The most passages the answer may cite. */
  top_k: z.int().min(1).max(10).default(5),
  /**
   * Any listed translation; the answer quotes the KJV or the WEB as `ANSWER_TRANSLATIONS` maps it (the
   * output's `translation` says which). Both are searched either way.
   */
  translation: readingTranslationSchema.default('kjv'),
});
export type AskInput = z.input<typeof askInput>;

export const citationSchema = z.object({
  /** A verse or a range of adjacent verses (`Romans 8:38-39`), exactly as the answer cites it. */
  reference: z.string(),
  /** The verse text (a range's verses joined by spaces) in the requested translation. */
  text: z.string(),
  /** 0..1: how well the passage answers the question. */
  score: z.number().min(0).max(1),
});
export type Citation = z.infer<typeof citationSchema>;

export const askOutput = z.object({
  /** Short sentences, each ending with the citation it rests on, e.g. `(John 3:16)`. */
  answer: z.string(),
  /** Every passage the answer cites, in the order first cited; the answer cites nothing else. */
  citations: z.array(citationSchema),
  /** False when no verse found addresses the question: the answer says so and shows the closest verses. */
  answered: z.boolean(),
  kind: questionKindSchema,
  /** Which engine wrote the answer: `extractive` (built in) or `generative` (a local LLM, checked). */
  engine: z.enum(['extractive', 'generative']),
  /** `keyword` while semantic search is unavailable (disabled, or its index still building). */
  retrieval: z.enum(['hybrid', 'keyword']),
  /** The translation the answer and its citations quote: `kjv` for a question asked in `ylt`. */
  translation: translationSchema,
  creditsUsed: z.int(),
  balance: z.int(),
  tookMs: z.number(),
});
export type AskOutput = z.infer<typeof askOutput>;

/** The pieces of an answer as they are produced: text chunks, then the citations once it is paid for. */
export const askEventSchema = z.discriminatedUnion('event', [
  z.object({ event: z.literal('token'), data: z.object({ text: z.string() }) }),
  z.object({ event: z.literal('citations'), data: z.array(citationSchema) }),
]);
export type AskEvent = z.infer<typeof askEventSchema>;
