import { createHash } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTempDir } from '../../../test/helpers.ts';
import { verseId } from './verse-id.ts';
import { loadCrossReferenceGraph } from '../semantic-search/cross-reference-graph.ts';
import { bufferOf } from '../verses-db/blobs.ts';
import { buildVersesDb, isVersesDbCurrent, type BuildProgress } from './build-verses-db.ts';
import type { VersesDb } from '../verses-db/open.ts';
import { VERSES_SCHEMA_VERSION } from '../verses-db/schema.ts';

const temp = makeTempDir('verses-db-');
const path = join(temp.dir, 'verses.db');
const progress: BuildProgress[] = [];
let db: Database.Database;

beforeAll(() => {
  buildVersesDb(path, (p) => progress.push(p));
  db = new Database(path, { readonly: true });
}, 180_000);
afterAll(() => {
  db?.close();
  temp.remove();
});

const one = <T>(sql: string, ...params: unknown[]) => db.prepare(sql).get(...params) as T;
const text = (translation: string, id: number) =>
  one<{ text: string; italics: string | null; paragraph: number }>(
    'SELECT text, italics, paragraph FROM verse_texts WHERE translation = ? AND verse_id = ?',
    translation,
    id,
  );

describe('the verse database build', () => {
  it('has every verse, book and chapter of the KJV', () => {
    expect(one<{ n: number }>('SELECT count(*) AS n FROM verses').n).toBe(31_102);
    expect(one<{ n: number }>('SELECT count(*) AS n FROM books').n).toBe(66);
    expect(one<{ n: number }>('SELECT count(*) AS n FROM chapters').n).toBe(1_189);
    expect(one<{ n: number }>('SELECT sum(verses) AS n FROM chapters').n).toBe(31_102);
    expect(one<{ n: number }>("SELECT count(*) AS n FROM verse_texts WHERE translation = 'kjv'").n).toBe(31_102);
    expect(one<{ n: number }>("SELECT count(*) AS n FROM verse_texts WHERE translation = 'web'").n).toBe(31_102);
    expect(one<{ name: string }>('SELECT name FROM books WHERE id = 22').name).toBe('Song of Solomon');
  });

  it('stays within the 150 MB the app ships (issue 17: eight translations, the knowledge layer, the ranking tables)', () => {
    expect(statSync(path).size).toBeLessThanOrEqual(150 * 1024 * 1024);
  });

  it('keeps known verses word for word, as clean text', () => {
    expect(text('kjv', verseId(43, 3, 16)).text).toBe(
      'For God so loved the world, that he gave his only begotten Son, that whosoever believeth in him should not perish, but have everlasting life.',
    );
    expect(text('kjv', verseId(43, 11, 35)).text).toBe('Jesus wept.');
    expect(text('web', verseId(43, 3, 16)).text).toMatch(/^For God so loved the world, that he gave his one and only Son/);
    const markup = one<{ n: number }>("SELECT count(*) AS n FROM verse_texts WHERE text GLOB '*[[#]*' OR text GLOB '*]*'").n;
    expect(markup).toBe(0);
  });

  it('keeps the translators’ added words as italic spans and paragraph starts as flags', () => {
    // Genesis 1:2: "...and darkness [was] upon the face of the deep."
    const gen = text('kjv', verseId(1, 1, 2));
    const spans = JSON.parse(gen.italics!) as [number, number][];
    expect(spans.map(([s, e]) => gen.text.slice(s, e))).toEqual(['was']);
    expect(gen.paragraph).toBe(0);
    expect(text('kjv', verseId(1, 1, 6)).paragraph).toBe(1); // "# And God said, Let there be a firmament"
    expect(one<{ n: number }>("SELECT count(*) AS n FROM verse_texts WHERE translation = 'kjv' AND paragraph = 1").n).toBe(2_936);
    expect(one<{ n: number }>("SELECT count(*) AS n FROM verse_texts WHERE translation = 'kjv' AND italics IS NOT NULL").n).toBe(14_233);
    // The WEB kept some of the ASV's brackets; they become italic spans too.
    const lev = text('web', verseId(3, 2, 12));
    expect(lev.text).toMatch(/^As an offering of first-fruits /);
    expect((JSON.parse(lev.italics!) as [number, number][]).map(([s, e]) => lev.text.slice(s, e))).toEqual(['fruits']);
  });

  it('aligns the WEB with KJV versification (Romans doxology at 16:25-27)', () => {
    expect(text('web', verseId(45, 16, 25)).text).toMatch(/^Now to him who is able to establish you/);
    expect(one<{ n: number }>('SELECT count(*) AS n FROM verse_texts WHERE verse_id NOT IN (SELECT id FROM verses)').n).toBe(0);
  });

  it('records its inputs and reports progress to the end', () => {
    expect(one<{ value: string }>("SELECT value FROM meta WHERE key = 'schema_version'").value).toBe(String(VERSES_SCHEMA_VERSION));
    expect(one<{ value: string }>("SELECT value FROM meta WHERE key = 'texts_hash'").value).toMatch(/^[0-9a-f]{64}$/);
    expect(isVersesDbCurrent(path)).toBe(true);
    expect(progress.at(-1)).toEqual({ phase: 'finishing', done: 1, total: 1 });
    expect(progress.some((p) => p.phase === 'verses' && p.done === p.total)).toBe(true);
  });

  it('stores the stemmed postings of both translations, every token counted once', () => {
    for (const translation of ['kjv', 'web']) {
      const docs = one<{ lengths: Buffer }>('SELECT lengths FROM stem_documents WHERE translation = ?', translation);
      expect(docs.lengths.byteLength).toBe(2 * 31_102);
      const tokens = new Uint16Array(new Uint8Array(docs.lengths).buffer).reduce((sum, n) => sum + n, 0);
      const counted = (db.prepare('SELECT tfs FROM stem_postings WHERE translation = ?').pluck().all(translation) as Buffer[]).reduce(
        (sum, tfs) => sum + tfs.reduce((s, n) => s + n, 0),
        0,
      );
      expect(counted).toBe(tokens);
    }
    // John 3:16 in the KJV: "loved" is stemmed to "love", and the verse holds it once.
    const ids = new Int32Array(new Uint8Array(one<{ verse_ids: Buffer }>("SELECT verse_ids FROM stem_documents WHERE translation = 'kjv'").verse_ids).buffer);
    const love = one<{ docs: Buffer; tfs: Buffer }>("SELECT docs, tfs FROM stem_postings WHERE translation = 'kjv' AND term = 'love'");
    const at = Array.from(new Uint16Array(new Uint8Array(love.docs).buffer)).indexOf(ids.indexOf(verseId(43, 3, 16)));
    expect(at).toBeGreaterThanOrEqual(0);
    expect(love.tfs[at]).toBe(1);
  });

  it('stores the Treasury of Scripture Knowledge’s cross-references, each once', () => {
    const row = one<{ verse_ids: Buffer; offsets: Buffer; targets: Buffer }>('SELECT verse_ids, offsets, targets FROM cross_references');
    const ids = new Int32Array(bufferOf(row.verse_ids));
    const offsets = new Uint32Array(bufferOf(row.offsets));
    expect(ids.length).toBe(31_102);
    expect(offsets[ids.length]).toBe(row.targets.byteLength / 2);
    expect(offsets[ids.length]).toBe(386_473);
    // John 3:16 refers to Romans 5:8 and 1 John 4:9 among its 23; 70 verses refer to it.
    const john = ids.indexOf(verseId(43, 3, 16));
    const targets = new Uint16Array(bufferOf(row.targets));
    const refs = Array.from(targets.subarray(offsets[john]!, offsets[john + 1]!), (p) => ids[p]!);
    expect(refs).toHaveLength(23);
    expect(refs).toEqual(expect.arrayContaining([verseId(45, 5, 8), verseId(62, 4, 9)]));
    expect(loadCrossReferenceGraph(db as unknown as VersesDb).inDegree(verseId(43, 3, 16))).toBe(70);
  });

  it('is deterministic: a second build is byte-identical', () => {
    const second = join(temp.dir, 'again.db');
    buildVersesDb(second);
    const sha = (file: string) => createHash('sha256').update(readFileSync(file)).digest('hex');
    expect(sha(second)).toBe(sha(path));
    // A whole build (seven translations) takes about half a minute on 2 cores, longer beside other tests.
  }, 180_000);

  it('treats a missing or foreign file as stale', () => {
    expect(isVersesDbCurrent(join(temp.dir, 'missing.db'))).toBe(false);
    expect(isVersesDbCurrent(__filename)).toBe(false);
  });
});
