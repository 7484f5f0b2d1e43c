import { z } from 'zod';
import { queryText, readingTranslationSchema, topK } from './bible.ts';
import { dateBound } from './credits.ts';
import { planIdSchema } from './plans.ts';

// The person's own study: highlights, bookmarks and notes on verses, with tags. Free, kept in the
// data folder's database (src/core/study).

export const STUDY_KINDS = ['highlight', 'bookmark', 'note'] as const;
export const studyKindSchema = z.enum(STUDY_KINDS);
export type StudyKind = z.infer<typeof studyKindSchema>;

/** The five highlight colours, named by hue so each theme can draw them its own way. */
export const HIGHLIGHT_COLORS = ['yellow', 'green', 'blue', 'pink', 'purple'] as const;
export const highlightColorSchema = z.enum(HIGHLIGHT_COLORS);
export type HighlightColor = z.infer<typeof highlightColorSchema>;

/** Stable ids: a UUID, made by core on creation and kept through backups. */
export const studyIdSchema = z.uuid();

/** A verse or a range of verses as typed: `John 3:16`, `1 Cor 13:4-7`. A whole chapter is no verse. */
const passageText = z.string().trim().min(1, 'must not be empty').max(100);

/** A tag as typed; trimmed, one line, no commas (CSV export lists tags with commas). */
export const tagSchema = z
  .string()
  .trim()
  .min(1, 'must not be empty')
  .max(40, 'must be at most 40 characters')
  .regex(/^[^,\r\n]+$/, 'must be one line without commas');

/** At most 20 tags, each once (compared without case). */
/** Each tag once, the first spelling kept (`Love` and `love` are one tag, as the database compares them). */
const uniqueTags = (tags: string[]) => tags.filter((t, i) => tags.findIndex((u) => u.toLowerCase() === t.toLowerCase()) === i);
const tagListSchema = z.array(tagSchema).max(20).transform(uniqueTags);
const tagsSchema = tagListSchema.default([]);

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `must be at most ${max} characters`)
    .nullish()
    .transform((s) => (s ? s : null));

const common = {
  /** Given: the item to change (it must exist and be of this kind). Absent: a new item. */
  id: studyIdSchema.optional(),
  reference: passageText,
  tags: tagsSchema,
};

/** A note's text is Markdown, shown as written (never as HTML). */
const noteText = z.string().trim().min(1, 'must not be empty').max(20_000, 'must be at most 20000 characters');

/** A highlight over the same verses as an existing one replaces its colour (and tags) rather than stacking. */
const highlightInput = z.strictObject({ kind: z.literal('highlight'), ...common, color: highlightColorSchema });
const bookmarkInput = z.strictObject({ kind: z.literal('bookmark'), ...common, label: optionalText(200), folder: optionalText(80) });
const noteInput = z.strictObject({ kind: z.literal('note'), ...common, text: noteText });

export const saveStudyItemInput = z.discriminatedUnion('kind', [highlightInput, bookmarkInput, noteInput]);
export type SaveStudyItemInput = z.input<typeof saveStudyItemInput>;

/** A new item: what `study.saveItem` takes, without an `id` (core makes one). */
export const createStudyItemInput = z.discriminatedUnion('kind', [
  highlightInput.omit({ id: true }),
  bookmarkInput.omit({ id: true }),
  noteInput.omit({ id: true }),
]);
export type CreateStudyItemInput = z.input<typeof createStudyItemInput>;

/** A changed label or folder: absent keeps it, null or empty clears it. */
const changedText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `must be at most ${max} characters`)
    .nullable()
    .optional()
    .transform((s) => (s === undefined ? undefined : s || null));

const changed = { id: studyIdSchema, reference: passageText.optional(), tags: tagListSchema.optional() };

/** What changes in an item of `kind`: only the fields given; the kind itself never changes. */
export const updateStudyItemInput = z
  .discriminatedUnion('kind', [
    z.strictObject({ kind: z.literal('highlight'), ...changed, color: highlightColorSchema.optional() }),
    z.strictObject({ kind: z.literal('bookmark'), ...changed, label: changedText(200), folder: changedText(80) }),
    z.strictObject({ kind: z.literal('note'), ...changed, text: noteText.optional() }),
  ])
  .refine((input) => Object.entries(input).some(([key, value]) => key !== 'id' && key !== 'kind' && value !== undefined), {
    message: 'nothing to change: give reference, tags or what the kind carries (color, label, folder, text)',
  });
export type UpdateStudyItemInput = z.input<typeof updateStudyItemInput>;

export const studyItemSchema = z.object({
  id: z.string(),
  kind: studyKindSchema,
  /** The verses, normalised: `John 3:16`, `1 Corinthians 13:4-7`. */
  reference: z.string(),
  book: z.string(),
  bookIndex: z.int(),
  /** First and last verse, inclusive. */
  chapter: z.int(),
  verse: z.int(),
  endChapter: z.int(),
  endVerse: z.int(),
  color: highlightColorSchema.nullable(),
  label: z.string().nullable(),
  folder: z.string().nullable(),
  /** A note's Markdown. */
  text: z.string().nullable(),
  tags: z.array(z.string()),
  /** ISO 8601 times. */
  createdAt: z.string(),
  updatedAt: z.string(),
  /** Searching by meaning: how close the note is to the text searched for (cosine, -1..1). */
  score: z.number().optional(),
});
export type StudyItem = z.infer<typeof studyItemSchema>;

export const saveStudyItemOutput = z.object({ item: studyItemSchema });
export type SaveStudyItemOutput = z.infer<typeof saveStudyItemOutput>;

/**
 * The bookmarks in one folder, compared without case (ASCII letters, as tags). Only bookmarks have
 * folders: with a folder, the other kinds match nothing (`kind=note&folder=…` lists no items).
 */
const folderFilter = z.string().trim().min(1).max(80).optional();

export const listStudyItemsInput = z.strictObject({
  kind: studyKindSchema.optional(),
  tag: tagSchema.optional(),
  /** A book by name or abbreviation; with `chapter`, the items touching that chapter (what the reader shows). */
  book: z.string().trim().min(1).max(40).optional(),
  chapter: z.coerce.number().pipe(z.int().min(1).max(150)).optional(),
  color: highlightColorSchema.optional(),
  folder: folderFilter,
  /** Words to find in notes, labels and tags (all of them, prefixes too: `shep` finds `shepherd`). */
  query: z.string().trim().min(1).max(200).optional(),
  /** Items changed on or after this day (`YYYY-MM-DD`, UTC) or time (ISO 8601). */
  since: dateBound.optional(),
  /** Items changed on or before this day, or before this time. */
  until: dateBound.optional(),
  /** Notes by meaning: the notes closest to this text first, with their `score` (needs semantic search). */
  meaning: z.string().trim().min(1).max(500).optional(),
  limit: z.coerce.number().pipe(z.int().min(1).max(1000)).default(200),
});
export type ListStudyItemsInput = z.input<typeof listStudyItemsInput>;

export const listStudyItemsOutput = z.object({
  /** Newest change first; in canonical order of the verses when `book` is given. */
  items: z.array(studyItemSchema),
  /** How many match in all (`items` holds at most `limit`). */
  total: z.int(),
});
export type ListStudyItemsOutput = z.infer<typeof listStudyItemsOutput>;

export const deleteStudyItemInput = z.strictObject({
  id: studyIdSchema,
  /** Given: the item must be of this kind, and an id that is no such item is `not_found` rather than `deleted: false`. */
  kind: studyKindSchema.optional(),
});
export const deleteStudyItemOutput = z.object({ deleted: z.boolean() });
export type DeleteStudyItemOutput = z.infer<typeof deleteStudyItemOutput>;

/** Notes by meaning, best first, each with its `score` (needs semantic search). */
export const searchNotesInput = z.strictObject({ query: queryText, top_k: topK });

/** The backup file's marker and schema version: a newer version is refused rather than half read. */
export const BACKUP_FORMAT = 'scripture-study-backup';
export const BACKUP_VERSION = 1;

const isoTime = z.iso.datetime({ offset: true });

/** One item as a backup holds it: its stable id, its verses as a reference, and what its kind carries. */
export const backupItemSchema = z
  .strictObject({
    id: studyIdSchema,
    kind: studyKindSchema,
    reference: passageText,
    color: highlightColorSchema.nullable(),
    label: z.string().trim().max(200).nullable(),
    folder: z.string().trim().max(80).nullable(),
    text: z.string().trim().max(20_000).nullable(),
    tags: tagListSchema,
    createdAt: isoTime,
    updatedAt: isoTime,
  })
  .refine((item) => (item.kind === 'highlight') === (item.color !== null), { message: 'a highlight, and only a highlight, has a colour', path: ['color'] })
  .refine((item) => (item.kind === 'note') === (item.text !== null && item.text !== ''), { message: 'a note, and only a note, has text', path: ['text'] })
  .refine((item) => item.kind === 'bookmark' || (item.label === null && item.folder === null), {
    message: 'only a bookmark has a label or folder',
    path: ['label'],
  });
export type BackupItem = z.infer<typeof backupItemSchema>;

/** A reading-plan day marked read (see plans.ts). */
export const backupPlanDaySchema = z.strictObject({ plan: planIdSchema, day: z.int().min(1).max(366), doneAt: isoTime });

export const studyBackupSchema = z.strictObject({
  format: z.literal(BACKUP_FORMAT),
  version: z.literal(BACKUP_VERSION),
  exportedAt: isoTime,
  items: z.array(backupItemSchema).max(100_000),
  /** The reading plans' days read; absent in a backup that has none. */
  readingProgress: z.array(backupPlanDaySchema).max(10_000).default([]),
});
export type StudyBackup = z.infer<typeof studyBackupSchema>;

export const exportBackupInput = z.strictObject({});

/** Importing merges by id: a new id is added, a known one takes the file's version only if it was changed later. */
export const importBackupOutput = z.object({
  added: z.int(),
  updated: z.int(),
  unchanged: z.int(),
  /** Reading-plan days the backup marked read that were not yet (days are only ever added). */
  daysRead: z.int(),
});
export type ImportBackupOutput = z.infer<typeof importBackupOutput>;

export const EXPORT_FORMATS = ['markdown', 'csv'] as const;

export const exportItemsInput = z.strictObject({
  format: z.enum(EXPORT_FORMATS),
  kind: studyKindSchema.optional(),
  tag: tagSchema.optional(),
  book: z.string().trim().min(1).max(40).optional(),
  color: highlightColorSchema.optional(),
  folder: folderFilter,
  since: dateBound.optional(),
  until: dateBound.optional(),
  query: z.string().trim().min(1).max(200).optional(),
  /** The text the verses are quoted in (the KJV's where it lacks them). */
  translation: readingTranslationSchema.default('kjv'),
});
export type ExportItemsInput = z.input<typeof exportItemsInput>;

export const exportItemsOutput = z.object({
  /** A file name to save it under, e.g. `study-2026-11-25.md`. */
  filename: z.string(),
  mediaType: z.enum(['text/markdown', 'text/csv']),
  content: z.string(),
  count: z.int(),
});
export type ExportItemsOutput = z.infer<typeof exportItemsOutput>;

/** `json`: the whole backup (takes no filters); `markdown` and `csv`: the items, as `study.exportItems`. */
export const exportStudyInput = z.discriminatedUnion('format', [z.strictObject({ format: z.literal('json') }), exportItemsInput]);
export type ExportStudyInput = z.input<typeof exportStudyInput>;
export const exportStudyOutput = z.union([studyBackupSchema, exportItemsOutput]);
export type ExportStudyOutput = z.infer<typeof exportStudyOutput>;
