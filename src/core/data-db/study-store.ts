import type { HighlightColor, StudyKind } from '#shared/contract/study.ts';
import { execute, queryAll, queryColumn, queryOne, sql, type Query } from '#sqlite/sql.ts';
import type { DataDb } from './open.ts';

// The `study_items`, `study_tags` and `study_text` tables (migration 0030). Callers run writes in
// one transaction (`inTransaction`), so an item, its tags and its words change together or not at all.

export interface StudyRow {
  id: string;
  kind: StudyKind;
  start_verse: number;
  end_verse: number;
  color: HighlightColor | null;
  label: string | null;
  folder: string | null;
  body: string | null;
  created_at: string;
  updated_at: string;
}

export interface StudyRowWithTags extends StudyRow {
  tags: string[];
}

export interface StudyFilter {
  kind?: StudyKind;
  tag?: string;
  color?: HighlightColor;
  /** Bookmarks in this folder, compared without case (the other kinds have none, so never match). */
  folder?: string;
  /** Items touching these verses (inclusive). */
  within?: { from: number; to: number };
  /** Changed in this span (ISO times, `Z`): from inclusive, to exclusive. */
  changed?: { from?: string; to?: string };
  /** An FTS5 MATCH expression over the item's words. */
  match?: string;
  /** Verse order (the reader) rather than newest change first (the Study panel). */
  byVerse?: boolean;
  limit: number;
}

const SELECT_ITEMS = sql`SELECT id, kind, start_verse, end_verse, color, label, folder, body, created_at, updated_at FROM study_items`;

export function readStudyItem(db: DataDb, id: string): StudyRowWithTags | undefined {
  const row = queryOne<StudyRow>(db, join([SELECT_ITEMS, sql`WHERE id = ${id}`]));
  return row && { ...row, tags: tagsOf(db, id) };
}

/** The highlight over exactly these verses, if there is one (a new one over them replaces its colour). */
export function highlightOver(db: DataDb, from: number, to: number): string | undefined {
  return queryOne<{ id: string }>(db, sql`SELECT id FROM study_items WHERE kind = 'highlight' AND start_verse = ${from} AND end_verse = ${to}`)?.id;
}

/** Inserts or replaces the item with its tags and indexed words. */
export function writeStudyItem(db: DataDb, row: StudyRowWithTags): void {
  execute(
    db,
    sql`INSERT INTO study_items (id, kind, start_verse, end_verse, color, label, folder, body, created_at, updated_at)
        VALUES (${row.id}, ${row.kind}, ${row.start_verse}, ${row.end_verse}, ${row.color}, ${row.label}, ${row.folder}, ${row.body}, ${row.created_at}, ${row.updated_at})
        ON CONFLICT (id) DO UPDATE SET kind = excluded.kind, start_verse = excluded.start_verse, end_verse = excluded.end_verse, color = excluded.color,
          label = excluded.label, folder = excluded.folder, body = excluded.body, updated_at = excluded.updated_at`,
  );
  execute(db, sql`DELETE FROM study_tags WHERE item_id = ${row.id}`);
  for (const tag of row.tags) execute(db, sql`INSERT INTO study_tags (item_id, tag) VALUES (${row.id}, ${tag}) ON CONFLICT DO NOTHING`);
  execute(db, sql`DELETE FROM study_text WHERE item_id = ${row.id}`);
  // The text may have changed: its vector is made again (see `writeStudyVector`).
  execute(db, sql`DELETE FROM study_vectors WHERE item_id = ${row.id}`);
  const words = [row.body, row.label, row.folder, ...row.tags].filter(Boolean).join('\n');
  if (words) execute(db, sql`INSERT INTO study_text (item_id, words) VALUES (${row.id}, ${words})`);
}

/** True if there was such an item. Its tags go with it (ON DELETE CASCADE), its words here. */
export function deleteStudyItem(db: DataDb, id: string): boolean {
  execute(db, sql`DELETE FROM study_text WHERE item_id = ${id}`);
  return execute(db, sql`DELETE FROM study_items WHERE id = ${id}`).changes === 1;
}

/** The matching items (at most `limit`, with their tags) and how many match in all. */
export function listStudyItems(db: DataDb, filter: StudyFilter): { rows: StudyRowWithTags[]; total: number } {
  const where = whereOf(filter);
  const order = filter.byVerse ? sql`ORDER BY start_verse, end_verse, created_at, id` : sql`ORDER BY updated_at DESC, id`;
  const rows = queryAll<StudyRow>(db, join([SELECT_ITEMS, where, order, sql`LIMIT ${filter.limit}`]));
  const total = queryOne<{ n: number }>(db, join([sql`SELECT count(*) AS n FROM study_items`, where]))!.n;
  return { rows: rows.map((row) => ({ ...row, tags: tagsOf(db, row.id) })), total };
}

function tagsOf(db: DataDb, id: string): string[] {
  return queryColumn<string>(db, sql`SELECT tag FROM study_tags WHERE item_id = ${id} ORDER BY tag`);
}

function whereOf(filter: StudyFilter): Query {
  const conditions: Query[] = [];
  if (filter.kind) conditions.push(sql`kind = ${filter.kind}`);
  if (filter.color) conditions.push(sql`color = ${filter.color}`);
  if (filter.folder) conditions.push(sql`folder = ${filter.folder} COLLATE NOCASE`);
  if (filter.tag) conditions.push(sql`id IN (SELECT item_id FROM study_tags WHERE tag = ${filter.tag})`);
  if (filter.within) conditions.push(sql`start_verse <= ${filter.within.to} AND end_verse >= ${filter.within.from}`);
  if (filter.changed?.from) conditions.push(sql`updated_at >= ${filter.changed.from}`);
  if (filter.changed?.to) conditions.push(sql`updated_at < ${filter.changed.to}`);
  if (filter.match) conditions.push(sql`id IN (SELECT item_id FROM study_text WHERE study_text MATCH ${filter.match})`);
  if (conditions.length === 0) return sql``;
  return join([sql`WHERE`, ...conditions.flatMap((c, i) => (i === 0 ? [c] : [sql`AND`, c]))]);
}

/** Queries one after another, separated by spaces, their values in order. */
function join(parts: readonly Query[]): Query {
  return { text: parts.map((p) => p.text).join(' '), values: parts.flatMap((p) => p.values) };
}

/** Every note vector from `embedder`, by item id (a note without one from it has none yet). */
export function readStudyVectors(db: DataDb, embedder: string): Map<string, Float32Array> {
  const rows = queryAll<{ item_id: string; vector: Buffer }>(db, sql`SELECT item_id, vector FROM study_vectors WHERE embedder = ${embedder}`);
  return new Map(rows.map((r) => [r.item_id, new Float32Array(r.vector.buffer.slice(r.vector.byteOffset, r.vector.byteOffset + r.vector.byteLength))]));
}

/** Stores a note's vector, unless the note was deleted meanwhile (the embedding ran outside its transaction). */
export function writeStudyVector(db: DataDb, id: string, embedder: string, vector: Float32Array): void {
  execute(
    db,
    sql`INSERT INTO study_vectors (item_id, embedder, vector) SELECT ${id}, ${embedder}, ${Buffer.from(vector.buffer, vector.byteOffset, vector.byteLength)}
        WHERE EXISTS (SELECT 1 FROM study_items WHERE id = ${id})
        ON CONFLICT (item_id) DO UPDATE SET embedder = excluded.embedder, vector = excluded.vector`,
  );
}
