import { z } from 'zod';
import { queryText, readingTranslationSchema, scoredVerseSchema, topK } from './bible.ts';

/** The 30 theme tags of the public service, in its order. */
export const THEME_IDS = [
  'salvation',
  'love',
  'faith',
  'hope',
  'grace',
  'prayer',
  'forgiveness',
  'peace',
  'wisdom',
  'joy',
  'righteousness',
  'redemption',
  'holy_spirit',
  'creation',
  'judgment',
  'covenant',
  'worship',
  'discipleship',
  'service',
  'humility',
  'suffering',
  'perseverance',
  'community',
  'resurrection',
  'prophecy',
  'kingdom',
  'justice',
  'mercy',
  'truth',
  'baptism',
] as const;
export const themeSchema = z.enum(THEME_IDS);
export type ThemeId = z.infer<typeof themeSchema>;

export const semanticVerseSchema = scoredVerseSchema.extend({
  /** The themes this verse is tagged with. */
  themes: z.array(themeSchema),
});
export type SemanticVerse = z.infer<typeof semanticVerseSchema>;

export const semanticSearchInput = z.strictObject({
  query: queryText,
  top_k: topK,
  theme: themeSchema.optional(),
  /** Which text the results show (any bundled translation); the KJV and the WEB are searched either way. */
  translation: readingTranslationSchema.default('kjv'),
});
export type SemanticSearchInput = z.input<typeof semanticSearchInput>;

export const semanticSearchOutput = z.object({
  verses: z.array(semanticVerseSchema),
  creditsUsed: z.int(),
  balance: z.int(),
  tookMs: z.number(),
});
export type SemanticSearchOutput = z.infer<typeof semanticSearchOutput>;

export const similarInput = z.strictObject({
  reference: z.string().trim().min(1, 'must not be empty').max(100),
  top_k: topK,
  translation: readingTranslationSchema.default('kjv'),
});
export const similarOutput = semanticSearchOutput.extend({
  /** The verse the results are like. */
  reference: z.string(),
});
export type SimilarOutput = z.infer<typeof similarOutput>;

export const listThemesInput = z.strictObject({});
export const listThemesOutput = z.object({
  themes: z.array(z.object({ id: themeSchema, label: z.string(), description: z.string(), verses: z.int() })),
});
export type ListThemesOutput = z.infer<typeof listThemesOutput>;

export const semanticStatusSchema = z.object({
  /** `disabled` when the host runs without semantic search (some tests). */
  status: z.enum(['ready', 'building', 'failed', 'disabled']),
  /** 0..1 while building. */
  progress: z.number().min(0).max(1),
  /** Seconds left, estimated, while building. */
  etaSeconds: z.number().optional(),
  /** Which embedder the index is (being) built with. */
  embedder: z.string(),
  message: z.string().optional(),
});
export type SemanticStatus = z.infer<typeof semanticStatusSchema>;
