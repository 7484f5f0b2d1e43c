import { spawn } from 'node:child_process';
import { copyFileSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { parseMethodInput } from '#shared/validate.ts';
import { migrate } from '#sqlite/migrate.ts';
import { createTestCore, makeTempDir } from '../../../test/helpers.ts';
import { createCore } from '../create-core.ts';
import { defaultVersesDbPath } from '../paths.ts';
import { DATA_MIGRATIONS } from '../data-db/migrations/index.ts';
import { openDataDb, type DataDb } from '../data-db/open.ts';
import { createLedger } from '../ledger/ledger.ts';
import { matchExpression } from './study-query.ts';

const cleanups: (() => void)[] = [];
afterEach(() => cleanups.splice(0).forEach((f) => f()));

let clock = Date.parse('2026-11-25T10:00:00Z');
const now = () => new Date((clock += 1000));

function core() {
  const c = createTestCore({ now });
  cleanups.push(c.cleanup);
  return c;
}

/** Calls a method as a host does: the input parsed by the contract first. */
const save = async (c: ReturnType<typeof core>, input: unknown) => c.api['study.saveItem'](parseMethodInput('study.saveItem', input));
const list = async (c: ReturnType<typeof core>, input: unknown = {}) => c.api['study.listItems'](parseMethodInput('study.listItems', input));

describe('study items', () => {
  it('keeps highlights, bookmarks and notes on verses, listed for their chapter in verse order, across a restart', async () => {
    const c = core();
    const note = await save(c, { kind: 'note', reference: 'jn 3:16-17', text: 'God so loved: *the world*.\nSecond line.', tags: ['Love', 'gospel', 'love'] });
    const highlight = await save(c, { kind: 'highlight', reference: 'John 3:16', color: 'yellow' });
    const bookmark = await save(c, { kind: 'bookmark', reference: 'John 3:3', label: 'Born again', folder: 'Nicodemus' });
    await save(c, { kind: 'highlight', reference: 'John 4:1', color: 'green' });

    expect(note.item).toMatchObject({
      kind: 'note',
      reference: 'John 3:16-17',
      book: 'John',
      bookIndex: 43,
      chapter: 3,
      verse: 16,
      endChapter: 3,
      endVerse: 17,
      text: 'God so loved: *the world*.\nSecond line.',
      tags: ['gospel', 'Love'],
      color: null,
    });
    expect(note.item.createdAt).toBe(note.item.updatedAt);
    const chapter = await list(c, { book: 'John', chapter: '3' });
    expect(chapter.items.map((i) => [i.kind, i.reference])).toEqual([
      ['bookmark', 'John 3:3'],
      ['highlight', 'John 3:16'],
      ['note', 'John 3:16-17'],
    ]);
    expect(chapter.total).toBe(3);
    expect(chapter.items[0]).toMatchObject({ label: 'Born again', folder: 'Nicodemus' });

    // A second core over the same data folder (the app restarted) sees the same items.
    c.close();
    const reopened = createCore({ versesDbPath: defaultVersesDbPath(), dataDir: c.dataDir, now });
    cleanups.unshift(() => reopened.close());
    const all = await reopened.api['study.listItems'](parseMethodInput('study.listItems', {}));
    expect(all.total).toBe(4);
    expect(all.items.map((i) => i.id)).toEqual(expect.arrayContaining([note.item.id, highlight.item.id, bookmark.item.id]));
    // Newest change first.
    expect(all.items[0]!.reference).toBe('John 4:1');
  });

  it('changes an item in place: a highlight over the same verses takes the new colour, a note keeps its id and creation time', async () => {
    const c = core();
    const first = await save(c, { kind: 'highlight', reference: 'Psalms 23:1', color: 'yellow' });
    const second = await save(c, { kind: 'highlight', reference: 'Ps 23:1', color: 'blue' });
    expect(second.item.id).toBe(first.item.id);
    expect(second.item.color).toBe('blue');
    expect((await list(c, { kind: 'highlight' })).total).toBe(1);

    const note = await save(c, { kind: 'note', reference: 'Psalms 23:1', text: 'first thought' });
    const edited = await save(c, { kind: 'note', id: note.item.id, reference: 'Psalms 23:1-2', text: 'second thought', tags: ['rest'] });
    expect(edited.item).toMatchObject({ id: note.item.id, createdAt: note.item.createdAt, text: 'second thought', reference: 'Psalms 23:1-2', tags: ['rest'] });
    expect(edited.item.updatedAt > note.item.updatedAt).toBe(true);
    expect((await list(c, { query: 'first' })).total).toBe(0);
    expect((await list(c, { query: 'second' })).items.map((i) => i.id)).toEqual([note.item.id]);
  });

  it('refuses what cannot be saved, with a typed error and no write', async () => {
    const c = core();
    const note = await save(c, { kind: 'note', reference: 'Genesis 1:1', text: 'In the beginning' });
    const refused: [unknown, string, string][] = [
      [{ kind: 'note', reference: 'John 3:99', text: 'x' }, 'not_found', 'reference'],
      [{ kind: 'note', reference: 'Nope 1:1', text: 'x' }, 'not_found', 'reference'],
      [{ kind: 'note', reference: 'John 3:16-4', text: 'x' }, 'invalid_request', 'reference'],
      [{ kind: 'highlight', id: note.item.id, reference: 'Genesis 1:1', color: 'pink' }, 'invalid_request', 'id'],
      [{ kind: 'note', id: '00000000-0000-4000-8000-000000000000', reference: 'Genesis 1:1', text: 'x' }, 'not_found', 'id'],
      [{ kind: 'highlight', reference: 'Genesis 1:1', color: 'red' }, 'invalid_request', 'color'],
      [{ kind: 'note', reference: 'Genesis 1:1', text: '   ' }, 'invalid_request', 'text'],
      [{ kind: 'note', reference: 'Genesis 1:1', text: 'x'.repeat(20_001) }, 'invalid_request', 'text'],
      [{ kind: 'note', reference: 'Genesis 1:1', text: 'x', tags: ['a,b'] }, 'invalid_request', 'tags.0'],
      [{ kind: 'note', reference: 'Genesis 1:1', text: 'x', tags: Array.from({ length: 21 }, (_, i) => `t${i}`) }, 'invalid_request', 'tags'],
      [{ kind: 'bookmark', reference: 'Genesis 1:1', text: 'a note field on a bookmark' }, 'invalid_request', 'text'],
      [{ kind: 'comment', reference: 'Genesis 1:1' }, 'invalid_request', 'kind'],
    ];
    for (const [input, code, field] of refused) {
      await expect(save(c, input), JSON.stringify(input).slice(0, 80)).rejects.toMatchObject({ code, details: { field } });
    }
    await expect(list(c, { chapter: 3 })).rejects.toMatchObject({ code: 'invalid_request', details: { field: 'chapter' } });
    await expect(list(c, { book: 'Nope' })).rejects.toMatchObject({ code: 'not_found', details: { field: 'book' } });
    const { items } = await list(c);
    expect(items).toEqual([note.item]);
  });

  it('finds items by the words of notes, labels and tags (prefixes too), and filters by kind, colour, tag and book', async () => {
    const c = core();
    await save(c, { kind: 'note', reference: 'John 10:11', text: 'The good shepherd gives his life.', tags: ['shepherds'] });
    await save(c, { kind: 'note', reference: 'Psalms 23:1', text: 'The LORD is my shepherd; I lack nothing.' });
    await save(c, { kind: 'bookmark', reference: 'Luke 15:4', label: 'The lost sheep', tags: ['parables'] });
    await save(c, { kind: 'highlight', reference: 'Luke 15:7', color: 'pink', tags: ['parables'] });
    const refs = async (input: unknown) => (await list(c, input)).items.map((i) => i.reference).sort();

    expect(await refs({ query: 'shep' })).toEqual(['John 10:11', 'Psalms 23:1']);
    expect(await refs({ query: 'good shepherd' })).toEqual(['John 10:11']);
    expect(await refs({ query: 'lost' })).toEqual(['Luke 15:4']);
    expect(await refs({ query: 'parables' })).toEqual(['Luke 15:4', 'Luke 15:7']);
    // FTS5 syntax typed into the box is only words.
    expect(await refs({ query: 'shepherd OR NEAR( "x' })).toEqual([]);
    expect(await refs({ query: '*** ???' })).toEqual([]);
    expect(await refs({ kind: 'note' })).toEqual(['John 10:11', 'Psalms 23:1']);
    expect(await refs({ color: 'pink' })).toEqual(['Luke 15:7']);
    expect(await refs({ tag: 'PARABLES' })).toEqual(['Luke 15:4', 'Luke 15:7']);
    expect(await refs({ book: 'lk' })).toEqual(['Luke 15:4', 'Luke 15:7']);
    expect(await refs({ book: 'Luke', chapter: 15, kind: 'bookmark' })).toEqual(['Luke 15:4']);
    // By the day (UTC) or time of the last change.
    const all = (await list(c)).items;
    const day = all[0]!.updatedAt.slice(0, 10);
    expect((await list(c, { since: day, until: day })).total).toBe(4);
    expect((await list(c, { until: new Date(Date.parse(day) - 86_400_000).toISOString().slice(0, 10) })).total).toBe(0);
    const third = [...all].sort((x, y) => x.updatedAt.localeCompare(y.updatedAt))[2]!;
    expect((await list(c, { since: third.updatedAt })).total).toBe(2);
    expect((await list(c, { until: third.updatedAt })).total).toBe(3);
    await expect(list(c, { since: 'last week' })).rejects.toMatchObject({ code: 'invalid_request', details: { field: 'since' } });
    const limited = await list(c, { limit: 2 });
    expect([limited.items.length, limited.total]).toEqual([2, 4]);
  });

  it('filters bookmarks by folder (without case) in lists and exports; the other kinds have none and never match', async () => {
    const c = core();
    const born = await save(c, { kind: 'bookmark', reference: 'John 3:3', label: 'Born again', folder: 'Gospels' });
    const shepherd = await save(c, { kind: 'bookmark', reference: 'John 10:11', folder: 'gospels', tags: ['flock'] });
    await save(c, { kind: 'bookmark', reference: 'Psalms 23:1', folder: 'Psalms' });
    await save(c, { kind: 'bookmark', reference: 'Romans 8:28' });
    // A note whose words name the folder: the folder filter is no word search.
    await save(c, { kind: 'note', reference: 'John 3:16', text: 'Read with the Gospels folder.' });
    const ids = async (input: object) => (await list(c, input)).items.map((i) => i.id).sort();

    expect(await ids({ folder: 'Gospels' })).toEqual([born.item.id, shepherd.item.id].sort());
    expect(await ids({ folder: ' GOSPELS ' })).toEqual([born.item.id, shepherd.item.id].sort());
    expect((await list(c, { folder: 'Gospels', limit: 1 })).total).toBe(2);
    expect(await ids({ folder: 'Gospels', tag: 'flock' })).toEqual([shepherd.item.id]);
    expect(await ids({ folder: 'Gospels', book: 'John', chapter: 3 })).toEqual([born.item.id]);
    expect(await ids({ folder: 'Gospel' })).toEqual([]);
    expect(await ids({ folder: 'Gospels', kind: 'note' })).toEqual([]);
    expect(await ids({ folder: 'Gospels', kind: 'bookmark' })).toHaveLength(2);
    await expect(list(c, { folder: '' })).rejects.toMatchObject({ code: 'invalid_request', details: { field: 'folder' } });
    await expect(list(c, { folder: 'x'.repeat(81) })).rejects.toMatchObject({ code: 'invalid_request', details: { field: 'folder' } });

    const exported = await c.api['study.exportItems'](parseMethodInput('study.exportItems', { format: 'csv', folder: 'gospels' }));
    expect(exported.count).toBe(2);
    expect(
      exported.content
        .trimEnd()
        .split('\r\n')
        .slice(1)
        .map((row) => row.split(',')[0]),
    ).toEqual(['John 3:3', 'John 10:11']);
    const md = await c.api['study.exportStudy'](parseMethodInput('study.exportStudy', { format: 'markdown', folder: 'Psalms' }));
    expect(md).toMatchObject({ count: 1, content: expect.stringContaining('## Psalms 23:1 — Bookmark') });
    expect(await c.api['study.exportItems'](parseMethodInput('study.exportItems', { format: 'csv', folder: 'Gospels', kind: 'note' }))).toMatchObject({
      count: 0,
    });
  });

  it('deletes an item with its tags and words; deleting again says there was none', async () => {
    const c = core();
    const { item } = await save(c, { kind: 'note', reference: 'Romans 8:28', text: 'all things together', tags: ['hope'] });
    expect(await c.api['study.deleteItem']({ id: item.id })).toEqual({ deleted: true });
    expect(await c.api['study.deleteItem']({ id: item.id })).toEqual({ deleted: false });
    expect((await list(c, { query: 'together' })).total).toBe(0);
    expect((await list(c, { tag: 'hope' })).total).toBe(0);
  });

  it('is free: no credits move', async () => {
    const c = core();
    const before = (await c.api['credits.getBalance']({})).balance;
    await save(c, { kind: 'bookmark', reference: 'Genesis 1:1' });
    await list(c, { query: 'x' });
    expect((await c.api['credits.getBalance']({})).balance).toBe(before);
    expect((await c.api['credits.listUsage']({ limit: 50 })).entries.filter((e) => e.kind === 'debit')).toEqual([]);
  });

  it('quotes every word of a search for FTS5', () => {
    expect(matchExpression('Good "shepherd" NEAR(x')).toBe('"good"* "shepherd"* "near"* "x"*');
    expect(matchExpression('—…')).toBe('');
  });
});

describe('backup, import and export', () => {
  async function filled() {
    const c = core();
    await save(c, { kind: 'note', reference: 'John 3:16', text: 'Loved, "so" much,\nthen gave.', tags: ['love', 'gospel'] });
    await save(c, { kind: 'highlight', reference: 'Psalms 23:1-2', color: 'green' });
    await save(c, { kind: 'bookmark', reference: 'Genesis 1:1', label: '=HYPERLINK("http://x")', folder: 'Beginnings' });
    await c.api['plans.markDay']({ plan: 'psalms-proverbs-month', day: 2, done: true });
    return c;
  }
  const comparable = (items: { updatedAt: string }[]) => [...items].sort((a, b) => a.updatedAt.localeCompare(b.updatedAt));

  it('restores every item into another data folder by its stable id; importing again adds nothing', async () => {
    const from = await filled();
    const backup = await from.api['study.exportBackup']({});
    expect(backup).toMatchObject({ format: 'scripture-study-backup', version: 1 });
    expect(backup.items).toHaveLength(3);
    // Through JSON and the contract, as a file would come back.
    const file = JSON.parse(JSON.stringify(backup));
    const to = core();
    const importBackup = async (input: unknown) => to.api['study.importBackup'](parseMethodInput('study.importBackup', input));
    expect(file.readingProgress).toEqual([{ plan: 'psalms-proverbs-month', day: 2, doneAt: expect.any(String) }]);
    expect(await importBackup(file)).toEqual({ added: 3, updated: 0, unchanged: 0, daysRead: 1 });
    expect((await to.api['plans.list']({})).plans.find((p) => p.id === 'psalms-proverbs-month')!.doneDays).toEqual([2]);
    expect(comparable((await list(to)).items)).toEqual(comparable((await list(from)).items));
    expect(await importBackup(file)).toEqual({ added: 0, updated: 0, unchanged: 3, daysRead: 0 });
    expect((await list(to)).total).toBe(3);

    // An item changed later in the file replaces the older copy; an older copy never replaces a newer one.
    const note = file.items.find((i: { kind: string }) => i.kind === 'note');
    const later = { ...file, items: [{ ...note, text: 'rewritten', updatedAt: '2030-01-01T00:00:00.000Z' }] };
    expect(await importBackup(later)).toEqual({ added: 0, updated: 1, unchanged: 0, daysRead: 0 });
    expect((await list(to, { query: 'rewritten' })).total).toBe(1);
    expect(await importBackup({ ...file, items: [note] })).toEqual({ added: 0, updated: 0, unchanged: 1, daysRead: 0 });
    expect((await list(to, { query: 'rewritten' })).total).toBe(1);
  });

  it('refuses a damaged or hostile backup with a clear error, changing nothing', async () => {
    const c = await filled();
    const file = JSON.parse(JSON.stringify(await c.api['study.exportBackup']({})));
    const fresh = { ...file, items: file.items.map((i: object, k: number) => ({ ...i, id: `aaaaaaaa-aaaa-4aaa-8aaa-00000000000${k}` })) };
    const before = (await list(c)).items;
    const bad: [string, unknown, string][] = [
      ['not a backup', { hello: 'world' }, 'invalid_request'],
      ['another format', { ...file, format: 'other-app' }, 'invalid_request'],
      ['a newer version', { ...file, version: 2 }, 'invalid_request'],
      ['an id that is no uuid', { ...fresh, items: [{ ...fresh.items[0], id: '../../etc' }] }, 'invalid_request'],
      ['a note without text', { ...fresh, items: [{ ...fresh.items[0], kind: 'note', text: null }] }, 'invalid_request'],
      ['a highlight without colour', { ...fresh, items: [{ ...fresh.items[1], color: null }] }, 'invalid_request'],
      ['an unknown field', { ...fresh, items: [{ ...fresh.items[0], html: '<script>' }] }, 'invalid_request'],
      ['a bad time', { ...fresh, items: [{ ...fresh.items[0], updatedAt: 'yesterday' }] }, 'invalid_request'],
      [
        'a plan day past its end',
        { ...fresh, readingProgress: [{ plan: 'psalms-proverbs-month', day: 32, doneAt: '2026-01-01T00:00:00.000Z' }] },
        'invalid_request',
      ],
      ['an unknown plan', { ...fresh, readingProgress: [{ plan: 'torah-in-a-week', day: 1, doneAt: '2026-01-01T00:00:00.000Z' }] }, 'invalid_request'],
      // Valid items first, then one whose verse does not exist: the valid ones are not written either.
      [
        'a verse that does not exist',
        { ...fresh, items: [...fresh.items, { ...fresh.items[0], id: 'bbbbbbbb-bbbb-4bbb-8bbb-000000000000', reference: 'John 3:99' }] },
        'not_found',
      ],
    ];
    for (const [what, input, code] of bad) {
      await expect((async () => c.api['study.importBackup'](parseMethodInput('study.importBackup', input)))(), what).rejects.toMatchObject({ code });
    }
    expect((await list(c)).items).toEqual(before);
    expect((await c.api['plans.list']({})).plans.find((p) => p.id === 'psalms-proverbs-month')!.doneDays).toEqual([2]);
  });

  it('exports notes and verse lists as Markdown and CSV with the verses quoted', async () => {
    const c = await filled();
    const md = await c.api['study.exportItems'](parseMethodInput('study.exportItems', { format: 'markdown' }));
    expect(md).toMatchObject({ mediaType: 'text/markdown', count: 3 });
    expect(md.filename).toMatch(/^study-\d{4}-\d{2}-\d{2}\.md$/);
    expect(md.content).toContain('## John 3:16 — Note');
    expect(md.content).toContain('> For God so loved the world');
    expect(md.content).toContain('Loved, "so" much,\nthen gave.');
    expect(md.content).toContain('Tags: #gospel #love');
    expect(md.content).toContain('## Psalms 23:1-2 — Highlight (green)');
    expect(md.content).toContain('> [1] The LORD is my shepherd; I shall not want. [2] He maketh me');
    // Canonical order.
    expect(md.content.indexOf('Genesis 1:1')).toBeLessThan(md.content.indexOf('Psalms 23'));

    const csv = await c.api['study.exportItems'](parseMethodInput('study.exportItems', { format: 'csv', translation: 'web' }));
    const [header, ...rows] = csv.content.trimEnd().split('\r\n');
    expect(header).toBe('reference,kind,color,label,folder,tags,note,verse_text,created_at,updated_at,id');
    expect(csv.count).toBe(3);
    // A label a spreadsheet would run as a formula is written as text; quotes and line breaks are quoted.
    expect(rows[0]).toMatch(/^Genesis 1:1,bookmark,,"'=HYPERLINK\(""http:\/\/x""\)",Beginnings,,,In the beginning God created the heavens/);
    expect(csv.content).toContain('"Loved, ""so"" much,\nthen gave."');
    const notes = await c.api['study.exportItems'](parseMethodInput('study.exportItems', { format: 'csv', kind: 'note' }));
    expect(notes.count).toBe(1);
  });
});

describe('study data on disk', () => {
  it('loses nothing committed when the writing process is killed mid-write (SIGKILL)', async () => {
    const temp = makeTempDir('study-kill-');
    cleanups.push(temp.remove);
    const child = spawn(process.execPath, ['--import', 'tsx', 'test/fixtures/write-notes.ts', temp.dir], {
      cwd: process.cwd(),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const exited = new Promise<NodeJS.Signals | null>((resolve) => child.once('exit', (_, signal) => resolve(signal)));
    await new Promise<void>((resolve, reject) => {
      child.stdout.on('data', (chunk: Buffer) => {
        stdout += chunk.toString();
        if (stdout.split('\n').length > 200) resolve();
      });
      child.once('exit', () => reject(new Error(`writer exited early: ${stderr}`)));
    });
    child.kill('SIGKILL');
    expect(await exited).toBe('SIGKILL');
    const committed = stdout.split('\n').slice(0, -1);

    const db = openDataDb(temp.dir);
    cleanups.unshift(() => db.close());
    expect(db.pragma('integrity_check', { simple: true })).toBe('ok');
    db.exec("INSERT INTO study_text (study_text, rank) VALUES ('integrity-check', 1)");
    const stored = new Set(db.prepare('SELECT id FROM study_items').pluck().all() as string[]);
    expect(committed.filter((id) => !stored.has(id))).toEqual([]);
    // Every stored note has its words and its tag: no half-written item.
    expect(db.prepare('SELECT count(*) FROM study_items WHERE id NOT IN (SELECT item_id FROM study_text)').pluck().get()).toBe(0);
    expect(db.prepare('SELECT count(*) FROM study_items WHERE id NOT IN (SELECT item_id FROM study_tags)').pluck().get()).toBe(0);
  }, 60_000);

  it('migrates a data folder made before study data, keeping its ledger, usage and billing state', () => {
    const temp = makeTempDir('study-migrate-');
    cleanups.push(temp.remove);
    // The folder as the app before this change left it: migrations up to 0020, a grant and a debit, a saved setting.
    const old = new Database(join(temp.dir, 'data.db')) as unknown as DataDb;
    migrate(
      old,
      DATA_MIGRATIONS.filter((m) => m.version <= 20),
    );
    const ledger = createLedger(old, { freeCredits: 42, now });
    old.prepare("INSERT INTO ledger (id, kind, operation, credits, at, detail) VALUES ('d1', 'debit', 'keyword', -1, '2026-01-01T00:00:00Z', '{}')").run();
    old.prepare("INSERT INTO billing_state (key, value) VALUES ('billingUrl', '\"https://billing.example/\"')").run();
    const before = {
      balance: ledger.balance(),
      entries: old.prepare('SELECT * FROM ledger ORDER BY seq').all(),
      state: old.prepare('SELECT * FROM billing_state').all(),
    };
    old.close();

    const db = openDataDb(temp.dir);
    cleanups.unshift(() => db.close());
    expect(db.pragma('user_version', { simple: true })).toBe(DATA_MIGRATIONS.at(-1)!.version);
    expect(createLedger(db, { freeCredits: 999, now }).balance()).toBe(before.balance);
    expect(db.prepare('SELECT * FROM ledger ORDER BY seq').all()).toEqual(before.entries);
    expect(db.prepare('SELECT * FROM billing_state').all()).toEqual(before.state);
    expect(db.prepare('SELECT count(*) FROM study_items').pluck().get()).toBe(0);
  });

  it('opens a data folder the app made before study data existed, keeping its ledger, usage and settings', async () => {
    // Made by main at 1b465e9 (the commit before study data, migrations 0010-0020), through its own
    // createCore: a free start of 100, two keyword searches, a question, and a billing URL saved in Settings.
    const temp = makeTempDir('study-old-folder-');
    cleanups.push(temp.remove);
    copyFileSync(new URL('../../../test/fixtures/data-folder-before-study/data.db', import.meta.url), join(temp.dir, 'data.db'));
    const old = new Database(join(temp.dir, 'data.db'), { readonly: true });
    const before = {
      version: old.pragma('user_version', { simple: true }),
      ledger: old.prepare('SELECT * FROM ledger ORDER BY seq').all(),
      state: old.prepare('SELECT * FROM billing_state ORDER BY key').all(),
    };
    old.close();
    expect(before.version).toBe(20);
    expect(before.ledger).toHaveLength(4);

    const core = createCore({ versesDbPath: defaultVersesDbPath(), dataDir: temp.dir, freeCredits: 500, now });
    cleanups.unshift(() => core.close());
    expect(await core.api['credits.getBalance']({})).toMatchObject({ balance: 88 });
    const usage = await core.api['credits.listUsage']({ limit: 10 });
    expect(usage.entries.map((e) => [e.kind, e.operation, e.credits])).toEqual([
      ['debit', 'ask', -10],
      ['debit', 'keyword', -1],
      ['debit', 'keyword', -1],
      ['grant', null, 100],
    ]);
    expect(await core.api['billing.getStatus']({})).toMatchObject({ billingUrl: 'https://billing.example.com', unsyncedCredits: 12 });
    // The study tables are new and work at once; nothing the old app wrote has moved.
    await core.api['study.saveItem'](parseMethodInput('study.saveItem', { kind: 'note', reference: 'John 10:11', text: 'kept' }));
    const db = new Database(join(temp.dir, 'data.db'), { readonly: true });
    cleanups.unshift(() => db.close());
    expect(db.pragma('user_version', { simple: true })).toBe(DATA_MIGRATIONS.at(-1)!.version);
    expect(db.prepare('SELECT * FROM ledger ORDER BY seq').all()).toEqual(before.ledger);
    expect(db.prepare('SELECT * FROM billing_state ORDER BY key').all()).toEqual(before.state);
  });
});
