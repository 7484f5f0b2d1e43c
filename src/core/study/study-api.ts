import { randomUUID } from 'node:crypto';
import type { Api, MethodParsedInput } from '#shared/contract/index.ts';
import type { PlanId } from '#shared/contract/plans.ts';
import type { StudyItem } from '#shared/contract/study.ts';
import { AppError } from '#shared/errors.ts';
import type { VerseStore } from '../bible/verse-store.ts';
import { verseId } from '../bible/verse-id.ts';
import { inTransaction, type DataDb } from '../data-db/open.ts';
import {
  deleteStudyItem,
  highlightOver,
  listStudyItems,
  readStudyItem,
  readStudyVectors,
  writeStudyItem,
  writeStudyVector,
  type StudyRowWithTags,
} from '../data-db/study-store.ts';
import { planDays } from './reading-plans.ts';
import { toBackup, toCsv, toMarkdown } from './study-files.ts';
import { filterOf, toItem } from './study-query.ts';
import { addDayRead, allDaysRead } from '../data-db/reading-progress-store.ts';

/** The sentence embedder semantic search uses, for notes by meaning; absent without semantic search. */
export interface NoteEmbedder {
  /** Which embedder (its vectors are comparable only with its own). */
  label(): string;
  /** Throws `index_building` or `semantic_unavailable` when it cannot run yet. */
  embed(text: string): Promise<Float32Array>;
}

export interface StudyDeps {
  db: DataDb;
  store: VerseStore;
  now: () => Date;
  embedder?: NoteEmbedder;
}

/** Notes less close than this to the text searched by meaning are left out (USE-Lite: unrelated text scores 0-0.2). */
const MIN_MEANING_SCORE = 0.25;

type StudyMethod =
  | 'study.saveItem'
  | 'study.createItem'
  | 'study.updateItem'
  | 'study.listItems'
  | 'study.searchNotes'
  | 'study.deleteItem'
  | 'study.exportBackup'
  | 'study.importBackup'
  | 'study.exportItems'
  | 'study.exportStudy';
type StudyApi = Pick<Api, StudyMethod>;

/** More than anyone keeps: exports and backups hold every item. */
const EVERY_ITEM = 1_000_000;

/** Highlights, bookmarks and notes: free, written to the data folder's database in one transaction each. */
export function createStudyApi({ db, store, now, embedder }: StudyDeps): StudyApi {
  /** The first and last verse of a typed reference, checked against the texts (`not_found` past a chapter's end). */
  function versesOf(reference: string): { from: number; to: number } {
    const { verses } = store.getPassage(reference, 'kjv');
    const [first, last] = [verses[0], verses.at(-1)];
    if (!first || !last) throw new AppError('not_found', `No verses in "${reference}"`, { field: 'reference' });
    return { from: verseId(first.bookIndex, first.chapter, first.verse), to: verseId(last.bookIndex, last.chapter, last.verse) };
  }

  /** Embeds a note's text with the embedder `label` names and stores the vector for next time. */
  async function embedNote(item: { id: string; body: string }, by: NoteEmbedder, label: string): Promise<Float32Array> {
    const vector = await by.embed(item.body);
    writeStudyVector(db, item.id, label, vector);
    return vector;
  }

  /** The notes among `rows` closest in meaning to `text`, best first, with their scores. */
  async function byMeaning(rows: readonly StudyRowWithTags[], text: string, limit: number): Promise<{ items: StudyItem[]; total: number }> {
    if (!embedder) throw new AppError('semantic_unavailable', 'Searching notes by meaning needs semantic search, which is off');
    const label = embedder.label();
    const query = await embedder.embed(text);
    // The stored vectors in one read; a note without one (saved while the index built, or restored) is embedded now.
    const stored = readStudyVectors(db, label);
    const scored: StudyItem[] = [];
    for (const row of rows) {
      const vector = row.body === null ? undefined : (stored.get(row.id) ?? (await embedNote({ id: row.id, body: row.body }, embedder, label)));
      const score = vector && dot(query, vector);
      if (score !== undefined && score >= MIN_MEANING_SCORE) scored.push({ ...toItem(row), score: Math.round(score * 1000) / 1000 });
    }
    scored.sort((a, b) => b.score! - a.score! || a.id.localeCompare(b.id));
    return { items: scored.slice(0, limit), total: scored.length };
  }

  /** Creates or changes an item in one transaction, then embeds a note's text. */
  async function save(input: MethodParsedInput<'study.saveItem'>): Promise<StudyItem> {
    const { from, to } = versesOf(input.reference);
    const at = now().toISOString();
    const row = inTransaction(db, () => {
      const id = input.id ?? (input.kind === 'highlight' ? highlightOver(db, from, to) : undefined);
      const existing = id === undefined ? undefined : readStudyItem(db, id);
      if (input.id !== undefined && !existing) throw new AppError('not_found', `No study item ${input.id}`, { field: 'id' });
      if (existing && existing.kind !== input.kind)
        throw new AppError('invalid_request', `id: item ${existing.id} is a ${existing.kind}, not a ${input.kind}`, { field: 'id' });
      const next: StudyRowWithTags = {
        id: existing?.id ?? randomUUID(),
        kind: input.kind,
        start_verse: from,
        end_verse: to,
        color: input.kind === 'highlight' ? input.color : null,
        label: input.kind === 'bookmark' ? input.label : null,
        folder: input.kind === 'bookmark' ? input.folder : null,
        body: input.kind === 'note' ? input.text : null,
        tags: input.tags,
        created_at: existing?.created_at ?? at,
        updated_at: at,
      };
      writeStudyItem(db, next);
      return readStudyItem(db, next.id)!;
    });
    // Embedded as it is saved, outside the write (a few milliseconds); while the semantic index
    // builds it is embedded at the first search by meaning instead.
    if (embedder && row.body !== null) {
      try {
        await embedNote({ id: row.id, body: row.body }, embedder, embedder.label());
      } catch (err) {
        if (!(err instanceof AppError)) throw err;
      }
    }
    return toItem(row);
  }

  const api: StudyApi = {
    async 'study.saveItem'(input) {
      return { item: await save(input) };
    },

    async 'study.createItem'(input) {
      return save(input);
    },

    async 'study.updateItem'(input) {
      // Read and handed to `save` with no await between: no other write can come in the middle.
      const row = readStudyItem(db, input.id);
      if (!row || row.kind !== input.kind) throw new AppError('not_found', `No ${input.kind} ${input.id}`, { field: 'id' });
      const was = toItem(row);
      const common = { id: was.id, reference: input.reference ?? was.reference, tags: input.tags ?? was.tags };
      switch (input.kind) {
        case 'highlight':
          return save({ ...common, kind: 'highlight', color: input.color ?? was.color! });
        case 'bookmark':
          return save({
            ...common,
            kind: 'bookmark',
            label: input.label === undefined ? was.label : input.label,
            folder: input.folder === undefined ? was.folder : input.folder,
          });
        case 'note':
          return save({ ...common, kind: 'note', text: input.text ?? was.text! });
      }
    },

    async 'study.listItems'(input) {
      if (input.meaning !== undefined) {
        if (input.query !== undefined) throw new AppError('invalid_request', 'meaning: search by words (query) or by meaning, not both', { field: 'meaning' });
        const filter = filterOf({ ...input, kind: 'note' }, EVERY_ITEM)!;
        if (input.kind !== undefined && input.kind !== 'note') return { items: [], total: 0 };
        return byMeaning(listStudyItems(db, filter).rows, input.meaning, input.limit);
      }
      const filter = filterOf(input, input.limit);
      if (!filter) return { items: [], total: 0 };
      const { rows, total } = listStudyItems(db, filter);
      return { items: rows.map(toItem), total };
    },

    async 'study.searchNotes'(input) {
      return api['study.listItems']({ kind: 'note', meaning: input.query, limit: input.top_k });
    },

    async 'study.exportBackup'() {
      const progress = allDaysRead(db).map((d) => ({ ...d, plan: d.plan as PlanId }));
      return toBackup(listStudyItems(db, { limit: EVERY_ITEM }).rows.map(toItem), progress, now());
    },

    async 'study.importBackup'(backup) {
      // Every reference is checked before anything is written: a damaged file changes nothing.
      const verses = backup.items.map((item, i) => {
        try {
          return versesOf(item.reference);
        } catch (err) {
          if (err instanceof AppError) throw new AppError(err.code, `items.${i}.reference: ${err.message}`, { field: `items.${i}.reference` });
          throw err;
        }
      });
      backup.readingProgress.forEach(({ plan, day }, i) => {
        if (day > planDays(plan))
          throw new AppError('invalid_request', `readingProgress.${i}.day: the plan has ${planDays(plan)} days`, { field: `readingProgress.${i}.day` });
      });
      return inTransaction(db, () => {
        const counts = { added: 0, updated: 0, unchanged: 0, daysRead: 0 };
        for (const { plan, day, doneAt } of backup.readingProgress) if (addDayRead(db, plan, day, doneAt)) counts.daysRead++;
        backup.items.forEach((item, i) => {
          const existing = readStudyItem(db, item.id);
          // The copy changed last wins; an id of another kind is someone else's item, left alone.
          if (existing && (existing.kind !== item.kind || existing.updated_at >= item.updatedAt)) return void counts.unchanged++;
          writeStudyItem(db, {
            id: item.id,
            kind: item.kind,
            start_verse: verses[i]!.from,
            end_verse: verses[i]!.to,
            color: item.color,
            label: item.label || null,
            folder: item.folder || null,
            body: item.text,
            tags: item.tags,
            created_at: item.createdAt,
            updated_at: item.updatedAt,
          });
          counts[existing ? 'updated' : 'added']++;
        });
        return counts;
      });
    },

    async 'study.exportItems'(input) {
      const filter = filterOf(input, EVERY_ITEM);
      const items = filter ? listStudyItems(db, { ...filter, byVerse: true }).rows.map(toItem) : [];
      const date = now();
      const day = date.toISOString().slice(0, 10);
      return input.format === 'markdown'
        ? { filename: `study-${day}.md`, mediaType: 'text/markdown', content: toMarkdown(items, store, input.translation, date), count: items.length }
        : { filename: `study-${day}.csv`, mediaType: 'text/csv', content: toCsv(items, store, input.translation), count: items.length };
    },

    async 'study.exportStudy'(input) {
      return input.format === 'json' ? api['study.exportBackup']({}) : api['study.exportItems'](input);
    },

    async 'study.deleteItem'(input) {
      const deleted = inTransaction(db, () => {
        const row = input.kind === undefined ? undefined : readStudyItem(db, input.id);
        if (input.kind !== undefined && row?.kind !== input.kind) throw new AppError('not_found', `No ${input.kind} ${input.id}`, { field: 'id' });
        return deleteStudyItem(db, input.id);
      });
      return { deleted };
    },
  };
  return api;
}

/** Both vectors are unit length: their dot product is the cosine. */
function dot(a: Float32Array, b: Float32Array): number {
  let sum = 0;
  for (let i = 0; i < a.length; i++) sum += a[i]! * b[i]!;
  return sum;
}
