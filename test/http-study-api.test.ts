import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createCore, type Core } from '#core/create-core.ts';
import { defaultCacheDir, defaultVersesDbPath } from '#core/paths.ts';
import { semanticHostOptions } from '#core/config/semantic-options.ts';
import { startHttpServer, type RunningServer } from '../src/server/http-server.ts';
import { createTestCore, makeTempDir } from './helpers.ts';
import { request, type TestResponse } from './http-client.ts';

// The /v1 study and bible routes as issue 17 names them, over real HTTP against a real core (the
// semantic index included) in a fresh data folder: each route's round trip, the shapes of the
// translations and cross-references, and a table of bad requests each refused with a typed error and
// nothing written (items, reading progress and credits unchanged).

const KEY = 'sk_test_study_api_0123456789abcdef01234567';
const auth = { Authorization: `Bearer ${KEY}` };
const json = { ...auth, 'Content-Type': 'application/json' };
const UNKNOWN_ID = '11111111-1111-4111-8111-111111111111';

let core: Core;
let server: RunningServer;
const data = makeTempDir('http-study-api-');
const errors: unknown[] = [];

beforeAll(async () => {
  core = createCore({
    versesDbPath: defaultVersesDbPath(),
    dataDir: data.dir,
    freeCredits: 50,
    semantic: semanticHostOptions({ cacheDir: defaultCacheDir() }),
  });
  await core.semanticReady;
  server = await startHttpServer({ api: core.api, apiKey: KEY, port: 0, logError: (e) => errors.push(e) });
}, 120_000);
afterAll(async () => {
  await server?.close();
  core?.close();
  data.remove();
});
// Each test starts with no study items.
afterEach(async () => {
  const { items } = await core.api['study.listItems']({ limit: 1000 });
  for (const { id } of items) await core.api['study.deleteItem']({ id });
  expect(errors).toEqual([]);
});

type Send = (path: string, body?: unknown) => Promise<TestResponse>;
const withBody =
  (method: string): Send =>
  (path, body = {}) =>
    request(`${server.url}${path}`, { method, headers: json, body: typeof body === 'string' ? body : JSON.stringify(body) });
const post = withBody('POST');
const patch = withBody('PATCH');
const get = (path: string) => request(`${server.url}${path}`, { headers: auth });
const del = (path: string) => request(`${server.url}${path}`, { method: 'DELETE', headers: auth });
const ids = (res: TestResponse) => res.json.items.map((i: { id: string }) => i.id).sort();

describe('bible routes', () => {
  it('GET /v1/bible/translations lists {id, name, year?, licence}', async () => {
    const res = await get('/v1/bible/translations');
    expect(res.status).toBe(200);
    const { translations } = res.json as { translations: { id: string; name: string; year?: number; licence: string; license: string }[] };
    expect(translations.map((t) => t.id)).toEqual(['kjv', 'web', 'asv', 'darby', 'wbt', 'ylt', 'nheb', 'rhe']);
    for (const t of translations) {
      expect(typeof t.name).toBe('string');
      expect(t.licence).toMatch(/public domain|^PD$/i);
      expect(t.licence).toBe(t.license);
    }
    const years = Object.fromEntries(translations.map((t) => [t.id, t.year]));
    // The years the names give; the WEB's, the NHEB's and the Douay-Rheims' names give none.
    expect(years).toEqual({ kjv: 1769, web: undefined, asv: 1901, darby: 1890, wbt: 1833, ylt: 1898, nheb: undefined, rhe: undefined });
  });

  it('GET /v1/bible/cross-references/:reference gives {reference, crossReferences: [{reference, text}]}, free', async () => {
    const before = (await get('/v1/credits/balance')).json.balance;
    const res = await get('/v1/bible/cross-references/jn%203:16?translation=ylt&limit=5');
    expect(res.status).toBe(200);
    expect(res.json.reference).toBe('John 3:16');
    expect(res.json.crossReferences).toHaveLength(5);
    for (const c of res.json.crossReferences) {
      expect(c).toMatchObject({ reference: expect.stringMatching(/^\S.* \d+:\d+$/), text: expect.any(String) });
      expect([c.reference, c.text, c.verse.translation]).toEqual([c.verse.reference, c.verse.text, 'ylt']);
    }
    expect((await get('/v1/credits/balance')).json.balance).toBe(before);
  });

  it('every bible route takes any listed translation; questions quote the KJV or the WEB, charged once each', async () => {
    const shown = (res: TestResponse) => [res.status, ...res.json.verses.map((v: { translation: string }) => v.translation)];
    expect(shown(await get('/v1/bible/verses/Psalm%2023:1-2?translation=nheb'))).toEqual([200, 'nheb', 'nheb']);
    expect((await get('/v1/bible/verse-of-the-day?date=2026-11-25&translation=rhe')).json.verse.translation).toBe('rhe');
    expect(shown(await post('/v1/bible/search', { query: 'shepherd', top_k: 2, translation: 'darby' }))).toEqual([200, 'darby', 'darby']);
    expect(shown(await post('/v1/bible/search-ai', { query: 'the Lord cares for me', top_k: 2, translation: 'ylt' }))).toEqual([200, 'ylt', 'ylt']);
    expect(shown(await post('/v1/bible/similar', { reference: 'John 3:16', top_k: 2, translation: 'asv' }))).toEqual([200, 'asv', 'asv']);
    // The answer engine reads its answers in the KJV's or the WEB's words (see README, The local /v1 API):
    // the older translations are answered in the KJV, the NHEB in the WEB, and the reply says which.
    const ask = (translation: string) =>
      request(`${server.url}/v1/bible/ask`, {
        method: 'POST',
        headers: { ...json, Accept: 'application/json' },
        body: JSON.stringify({ question: 'Who built the ark?', top_k: 2, translation }),
      });
    for (const [asked, quoted] of [
      ['ylt', 'kjv'],
      ['nheb', 'web'],
    ] as const) {
      const before = (await get('/v1/credits/balance')).json.balance;
      const res = await ask(asked);
      expect([res.status, res.json.translation, res.json.answered, res.json.creditsUsed], asked).toEqual([200, quoted, true, 10]);
      expect((await get('/v1/credits/balance')).json.balance).toBe(before - 10);
      for (const c of res.json.citations)
        expect(
          (await get(`/v1/bible/verses/${encodeURIComponent(c.reference)}?translation=${quoted}`)).json.verses.map((v: { text: string }) => v.text).join(' '),
        ).toBe(c.text);
    }
    const unknown = await ask('rsv');
    expect([unknown.status, unknown.json.error.code, unknown.json.error.field]).toEqual([400, 'invalid_request', 'translation']);
  });
});

describe('study routes by kind', () => {
  it('notes: POST creates and returns the item with its id; GET lists by q, tag and book; PATCH; DELETE', async () => {
    const created = await post('/v1/study/notes', { reference: 'Jn 10:11', text: 'The good shepherd gives his life.', tags: ['flock'] });
    expect(created.status).toBe(200);
    const shepherd = created.json;
    expect(shepherd).toMatchObject({ id: expect.stringMatching(/^[0-9a-f-]{36}$/), kind: 'note', reference: 'John 10:11', tags: ['flock'] });
    const psalm = (await post('/v1/study/notes', { reference: 'Psalms 23:1', text: 'My shepherd: I shall not want.' })).json;
    const worry = (await post('/v1/study/notes', { reference: 'Matthew 6:34', text: 'Enough for the day.', tags: ['flock'] })).json;
    await post('/v1/study/highlights', { reference: 'John 10:11', color: 'green', tags: ['flock'] });

    expect(ids(await get('/v1/study/notes'))).toEqual([shepherd.id, psalm.id, worry.id].sort());
    expect(ids(await get('/v1/study/notes?q=shepherd'))).toEqual([shepherd.id, psalm.id].sort());
    expect(ids(await get('/v1/study/notes?tag=flock'))).toEqual([shepherd.id, worry.id].sort());
    expect(ids(await get('/v1/study/notes?book=John'))).toEqual([shepherd.id]);
    expect(ids(await get('/v1/study/notes?q=shep&tag=flock&book=jn'))).toEqual([shepherd.id]);

    const changed = await patch(`/v1/study/notes/${shepherd.id}`, { text: 'He lays down his life for the sheep.', reference: 'John 10:11-12' });
    expect(changed.status).toBe(200);
    expect(changed.json).toMatchObject({ id: shepherd.id, reference: 'John 10:11-12', text: 'He lays down his life for the sheep.', tags: ['flock'] });
    expect(changed.json.createdAt).toBe(shepherd.createdAt);
    expect(ids(await get('/v1/study/notes?q=sheep'))).toEqual([shepherd.id]);

    expect([(await del(`/v1/study/notes/${shepherd.id}`)).json]).toEqual([{ deleted: true }]);
    expect(ids(await get('/v1/study/notes'))).toEqual([psalm.id, worry.id].sort());
    const again = await del(`/v1/study/notes/${shepherd.id}`);
    expect([again.status, again.json.error.code]).toEqual([404, 'not_found']);
  });

  it('highlights: create, list by tag, book and q (tags), recolour, delete', async () => {
    const yellow = await post('/v1/study/highlights', { reference: 'John 3:16', color: 'yellow', tags: ['gospel'] });
    expect([yellow.status, yellow.json.kind, yellow.json.color]).toEqual([200, 'highlight', 'yellow']);
    const other = (await post('/v1/study/highlights', { reference: 'Genesis 1:1', color: 'pink' })).json;
    expect(ids(await get('/v1/study/highlights?tag=gospel'))).toEqual([yellow.json.id]);
    expect(ids(await get('/v1/study/highlights?q=gospel'))).toEqual([yellow.json.id]);
    expect(ids(await get('/v1/study/highlights?book=Genesis'))).toEqual([other.id]);
    expect(ids(await get('/v1/study/highlights?color=pink'))).toEqual([other.id]);

    const blue = await patch(`/v1/study/highlights/${yellow.json.id}`, { color: 'blue' });
    expect([blue.status, blue.json.id, blue.json.color, blue.json.tags]).toEqual([200, yellow.json.id, 'blue', ['gospel']]);
    expect((await del(`/v1/study/highlights/${other.id}`)).json).toEqual({ deleted: true });
    expect(ids(await get('/v1/study/highlights'))).toEqual([yellow.json.id]);
  });

  it('bookmarks: create with a label and folder, list by q, tag and book, clear the label, delete', async () => {
    const morning = await post('/v1/study/bookmarks', { reference: 'Lamentations 3:22-23', label: 'Morning reading', folder: 'daily', tags: ['mercy'] });
    expect([morning.status, morning.json.kind, morning.json.reference]).toEqual([200, 'bookmark', 'Lamentations 3:22-23']);
    const plain = (await post('/v1/study/bookmarks', { reference: 'Romans 8:28' })).json;
    expect(plain).toMatchObject({ label: null, folder: null, tags: [] });
    expect(ids(await get('/v1/study/bookmarks?q=morning'))).toEqual([morning.json.id]);
    expect(ids(await get('/v1/study/bookmarks?tag=mercy'))).toEqual([morning.json.id]);
    expect(ids(await get('/v1/study/bookmarks?book=Rom'))).toEqual([plain.id]);
    // By folder, compared without case, here and in the generic list and the export; a note is in no folder.
    const evening = (await post('/v1/study/bookmarks', { reference: 'Psalms 4:8', folder: 'Daily' })).json;
    await post('/v1/study/notes', { reference: 'Psalms 4:8', text: 'A daily psalm.' });
    expect(ids(await get('/v1/study/bookmarks?folder=daily'))).toEqual([morning.json.id, evening.id].sort());
    expect(ids(await get('/v1/study/bookmarks?folder=daily&q=morning'))).toEqual([morning.json.id]);
    expect(ids(await get('/v1/study/bookmarks?folder=weekly'))).toEqual([]);
    expect(ids(await get('/v1/study/items?folder=DAILY'))).toEqual([morning.json.id, evening.id].sort());
    expect(ids(await get('/v1/study/items?folder=daily&kind=note'))).toEqual([]);
    expect((await get('/v1/study/export?format=csv&folder=daily')).json.count).toBe(2);
    expect((await get('/v1/study/items/export?format=markdown&folder=Daily&book=Psalms')).json.count).toBe(1);
    const empty = await get('/v1/study/bookmarks?folder=');
    expect([empty.status, empty.json.error.field]).toEqual([400, 'folder']);
    await del(`/v1/study/bookmarks/${evening.id}`);

    const cleared = await patch(`/v1/study/bookmarks/${morning.json.id}`, { label: null });
    expect([cleared.status, cleared.json.label, cleared.json.folder]).toEqual([200, null, 'daily']);
    expect((await del(`/v1/study/bookmarks/${plain.id}`)).json).toEqual({ deleted: true });
    expect(ids(await get('/v1/study/bookmarks'))).toEqual([morning.json.id]);
  });

  it('POST /v1/study/notes/search-ai finds notes by meaning, free', async () => {
    const shepherd = (await post('/v1/study/notes', { reference: 'John 10:11', text: 'The good shepherd lays down his life for the sheep.' })).json;
    await post('/v1/study/notes', { reference: 'Matthew 22:21', text: 'Render to Caesar: paying taxes to the government.' });
    await post('/v1/study/notes', { reference: 'Matthew 6:34', text: 'Do not worry about tomorrow; each day has trouble enough.' });
    await post('/v1/study/bookmarks', { reference: 'John 10:11', label: 'sheep and lambs' });
    const before = (await get('/v1/credits/balance')).json.balance;

    const res = await post('/v1/study/notes/search-ai', { query: 'looking after a flock of lambs', top_k: 2 });
    expect(res.status).toBe(200);
    expect(res.json.items[0]).toMatchObject({ id: shepherd.id, kind: 'note', score: expect.any(Number) });
    expect(res.json.items.length).toBeLessThanOrEqual(2);
    expect(res.json.items.every((i: { kind: string }) => i.kind === 'note')).toBe(true);
    expect((await post('/v1/study/notes/search-ai', { query: 'money owed to the state' })).json.items[0].reference).toBe('Matthew 22:21');
    expect((await get('/v1/credits/balance')).json.balance).toBe(before);
  });
});

describe('export and import', () => {
  /** A note, a highlight and a bookmark, and a reading-plan day read. */
  async function seed() {
    await post('/v1/study/notes', { reference: 'John 3:16', text: 'God so loved the world.', tags: ['gospel'] });
    await post('/v1/study/highlights', { reference: 'Psalms 23:1', color: 'green' });
    await post('/v1/study/bookmarks', { reference: 'Romans 8:28', label: 'All things' });
    expect((await post('/v1/plans/psalms-proverbs-month/days/1', { done: true })).status).toBe(200);
  }

  it('GET /v1/study/export?format=json|markdown|csv: the whole backup, or the items as Markdown or CSV', async () => {
    await seed();
    const backup = await get('/v1/study/export?format=json');
    expect(backup.status).toBe(200);
    expect(backup.json).toMatchObject({ format: 'scripture-study-backup', version: 1, exportedAt: expect.any(String) });
    expect(backup.json.items.map((i: { kind: string }) => i.kind).sort()).toEqual(['bookmark', 'highlight', 'note']);
    expect(backup.json.readingProgress).toMatchObject([{ plan: 'psalms-proverbs-month', day: 1 }]);

    const md = await get('/v1/study/export?format=markdown');
    expect(md.json).toMatchObject({ mediaType: 'text/markdown', count: 3, filename: expect.stringMatching(/\.md$/) });
    expect(md.json.content).toContain('## John 3:16 — Note');
    expect(md.json.content).toContain('> For God so loved the world');
    const ylt = await get('/v1/study/export?format=markdown&kind=note&translation=ylt');
    expect([ylt.json.count, ylt.json.content]).toEqual([1, expect.stringContaining('> for God did so love the world')]);

    const csv = await get('/v1/study/export?format=csv&tag=gospel');
    expect(csv.json).toMatchObject({ mediaType: 'text/csv', count: 1, filename: expect.stringMatching(/\.csv$/) });
    expect(csv.json.content.split('\r\n')[0]).toMatch(/^reference,kind,color,label,folder,tags,note,verse_text/);
  });

  it('POST /v1/study/import merges a backup into a fresh data folder → {added, updated, unchanged}; again adds nothing', async () => {
    await seed();
    const exported = await get('/v1/study/export?format=json');
    const fresh = createTestCore();
    const other = await startHttpServer({ api: fresh.api, apiKey: KEY, port: 0, logError: (e) => errors.push(e) });
    try {
      const into = (body: string) => request(`${other.url}/v1/study/import`, { method: 'POST', headers: json, body });
      const first = await into(exported.text);
      expect([first.status, first.json]).toEqual([200, { added: 3, updated: 0, unchanged: 0, daysRead: 1 }]);
      const listed = await request(`${other.url}/v1/study/items`, { headers: auth });
      expect(ids(listed)).toEqual(exported.json.items.map((i: { id: string }) => i.id).sort());
      const again = await into(exported.text);
      expect([again.status, again.json]).toEqual([200, { added: 0, updated: 0, unchanged: 3, daysRead: 0 }]);

      // A copy changed later wins.
      const note = exported.json.items.find((i: { kind: string }) => i.kind === 'note');
      const edited = { ...exported.json, items: [{ ...note, text: 'Edited elsewhere.', updatedAt: '2999-01-01T00:00:00.000Z' }] };
      expect((await into(JSON.stringify(edited))).json).toEqual({ added: 0, updated: 1, unchanged: 0, daysRead: 0 });
    } finally {
      await other.close();
      fresh.cleanup();
    }
    // And into the folder it came from: nothing added.
    expect((await post('/v1/study/import', exported.text)).json).toMatchObject({ added: 0, updated: 0, unchanged: 3 });
  });
});

describe('bad input on every study and plans route', () => {
  it('is refused with a typed 400 or 404, and nothing is written', async () => {
    const note = (await post('/v1/study/notes', { reference: 'John 1:1', text: 'In the beginning.' })).json;
    const mark = (await post('/v1/study/highlights', { reference: 'John 1:2', color: 'yellow' })).json;
    const book = (await post('/v1/study/bookmarks', { reference: 'John 1:3', label: 'All things' })).json;
    expect((await post('/v1/plans/new-testament-90-days/days/2', { done: true })).status).toBe(200);
    const state = async () => ({
      items: (await get('/v1/study/backup')).json.items,
      plans: (await get('/v1/plans')).json.plans.map((p: { id: string; doneDays: number[] }) => [p.id, p.doneDays]),
      balance: (await get('/v1/credits/balance')).json.balance,
    });
    const before = await state();
    expect(before.items).toHaveLength(3);

    const item = (over: object) => ({
      id: UNKNOWN_ID,
      kind: 'note',
      reference: 'John 1:4',
      color: null,
      label: null,
      folder: null,
      text: 'x',
      tags: [],
      createdAt: '2026-01-01T00:00:00.000Z',
      updatedAt: '2026-01-01T00:00:00.000Z',
      ...over,
    });
    const backup = (over: object) =>
      JSON.stringify({ format: 'scripture-study-backup', version: 1, exportedAt: '2026-01-01T00:00:00.000Z', items: [item({})], ...over });
    const put = (path: string) => request(`${server.url}${path}`, { method: 'PUT', headers: json, body: '{}' });
    const table: [string, () => Promise<TestResponse>, number, string][] = [
      // Create.
      ['note without text', () => post('/v1/study/notes', { reference: 'John 1:4' }), 400, 'invalid_request'],
      ['note without reference', () => post('/v1/study/notes', { text: 'x' }), 400, 'invalid_request'],
      ['note with an empty text', () => post('/v1/study/notes', { reference: 'John 1:4', text: '   ' }), 400, 'invalid_request'],
      ['note too long', () => post('/v1/study/notes', { reference: 'John 1:4', text: 'x'.repeat(20_001) }), 400, 'invalid_request'],
      ['note with a colour', () => post('/v1/study/notes', { reference: 'John 1:4', text: 'x', color: 'blue' }), 400, 'invalid_request'],
      ['note with an id', () => post('/v1/study/notes', { id: UNKNOWN_ID, reference: 'John 1:4', text: 'x' }), 400, 'invalid_request'],
      ['a highlight sent to /notes', () => post('/v1/study/notes', { kind: 'highlight', reference: 'John 1:4', color: 'blue' }), 400, 'invalid_request'],
      ['verse out of range', () => post('/v1/study/notes', { reference: 'John 1:99', text: 'x' }), 404, 'not_found'],
      ['unknown book', () => post('/v1/study/bookmarks', { reference: 'Hezekiah 1:1' }), 404, 'not_found'],
      ['a chapter past the book’s end', () => post('/v1/study/bookmarks', { reference: 'John 99' }), 404, 'not_found'],
      ['not JSON', () => post('/v1/study/notes', '{"reference":'), 400, 'invalid_request'],
      ['array body', () => post('/v1/study/highlights', '[]'), 400, 'invalid_request'],
      ['prototype key', () => post('/v1/study/bookmarks', '{"reference":"John 1:4","__proto__":{"x":1}}'), 400, 'invalid_request'],
      ['highlight without colour', () => post('/v1/study/highlights', { reference: 'John 1:4' }), 400, 'invalid_request'],
      ['highlight of a bad colour', () => post('/v1/study/highlights', { reference: 'John 1:4', color: '#ff0' }), 400, 'invalid_request'],
      ['bookmark label too long', () => post('/v1/study/bookmarks', { reference: 'John 1:4', label: 'x'.repeat(201) }), 400, 'invalid_request'],
      ['tag with a comma', () => post('/v1/study/bookmarks', { reference: 'John 1:4', tags: ['a,b'] }), 400, 'invalid_request'],
      ['old route, unknown kind', () => post('/v1/study/items', { kind: 'essay', reference: 'John 1:4' }), 400, 'invalid_request'],
      // List.
      ['list an unknown book', () => get('/v1/study/notes?book=Nope'), 404, 'not_found'],
      ['list with limit 0', () => get('/v1/study/highlights?limit=0'), 400, 'invalid_request'],
      ['list a chapter without a book', () => get('/v1/study/bookmarks?chapter=3'), 400, 'invalid_request'],
      ['list a tag with a comma', () => get('/v1/study/notes?tag=a,b'), 400, 'invalid_request'],
      ['list a bad colour', () => get('/v1/study/highlights?color=red'), 400, 'invalid_request'],
      ['list a folder too long', () => get(`/v1/study/bookmarks?folder=${'x'.repeat(81)}`), 400, 'invalid_request'],
      // Change.
      ['change nothing', () => patch(`/v1/study/notes/${note.id}`, {}), 400, 'invalid_request'],
      ['change an unknown id', () => patch(`/v1/study/notes/${UNKNOWN_ID}`, { text: 'x' }), 404, 'not_found'],
      ['change a highlight as a note', () => patch(`/v1/study/notes/${mark.id}`, { text: 'x' }), 404, 'not_found'],
      ['change a non-uuid', () => patch('/v1/study/notes/..%2f..%2fdata.db', { text: 'x' }), 400, 'invalid_request'],
      ['change to an empty text', () => patch(`/v1/study/notes/${note.id}`, { text: '' }), 400, 'invalid_request'],
      ['change a note’s colour', () => patch(`/v1/study/notes/${note.id}`, { color: 'blue' }), 400, 'invalid_request'],
      ['change the kind', () => patch(`/v1/study/notes/${note.id}`, { kind: 'bookmark', label: 'x' }), 400, 'invalid_request'],
      ['change to a verse out of range', () => patch(`/v1/study/notes/${note.id}`, { reference: 'John 99:1' }), 404, 'not_found'],
      ['change to a bad colour', () => patch(`/v1/study/highlights/${mark.id}`, { color: 'red' }), 400, 'invalid_request'],
      ['change to a label too long', () => patch(`/v1/study/bookmarks/${book.id}`, { label: 'x'.repeat(201) }), 400, 'invalid_request'],
      ['change with a body that is not JSON', () => patch(`/v1/study/bookmarks/${book.id}`, '{'), 400, 'invalid_request'],
      // Delete.
      ['delete an unknown id', () => del(`/v1/study/notes/${UNKNOWN_ID}`), 404, 'not_found'],
      ['delete a highlight as a note', () => del(`/v1/study/notes/${mark.id}`), 404, 'not_found'],
      ['delete a non-uuid', () => del('/v1/study/bookmarks/x'), 400, 'invalid_request'],
      ['old delete of a non-uuid', () => post('/v1/study/items/..%2f..%2fdata.db/delete', {}), 400, 'invalid_request'],
      ['PUT is no method here', () => put('/v1/study/notes'), 405, 'method_not_allowed'],
      ['GET of one item', () => get(`/v1/study/notes/${note.id}`), 405, 'method_not_allowed'],
      // Notes by meaning.
      ['search-ai without a query', () => post('/v1/study/notes/search-ai', {}), 400, 'invalid_request'],
      ['search-ai of nothing', () => post('/v1/study/notes/search-ai', { query: ' ' }), 400, 'invalid_request'],
      ['search-ai top_k 0', () => post('/v1/study/notes/search-ai', { query: 'x', top_k: 0 }), 400, 'invalid_request'],
      ['search-ai extra field', () => post('/v1/study/notes/search-ai', { query: 'x', meaning: 'y' }), 400, 'invalid_request'],
      // Export.
      ['export as pdf', () => get('/v1/study/export?format=pdf'), 400, 'invalid_request'],
      ['export without a format', () => get('/v1/study/export'), 400, 'invalid_request'],
      ['export json with a filter', () => get('/v1/study/export?format=json&kind=note'), 400, 'invalid_request'],
      ['export in an unbundled translation', () => get('/v1/study/export?format=csv&translation=rsv'), 400, 'invalid_request'],
      ['export an unknown book', () => get('/v1/study/export?format=markdown&book=Nope'), 404, 'not_found'],
      ['old export as pdf', () => get('/v1/study/items/export?format=pdf'), 400, 'invalid_request'],
      // Import: damaged and hostile files.
      ['import a truncated file', () => post('/v1/study/import', backup({}).slice(0, 60)), 400, 'invalid_request'],
      ['import another format', () => post('/v1/study/import', backup({ format: 'evil' })), 400, 'invalid_request'],
      ['import a newer version', () => post('/v1/study/import', backup({ version: 2 })), 400, 'invalid_request'],
      ['import items that are no list', () => post('/v1/study/import', backup({ items: 'x' })), 400, 'invalid_request'],
      ['import an unknown field', () => post('/v1/study/import', backup({ items: [item({ html: '<b>' })] })), 400, 'invalid_request'],
      ['import a prototype key', () => post('/v1/study/import', backup({}).replace('"items":[{', '"items":[{"__proto__":{"x":1},')), 400, 'invalid_request'],
      [
        'import a highlight without colour',
        () => post('/v1/study/import', backup({ items: [item({ kind: 'highlight', text: null })] })),
        400,
        'invalid_request',
      ],
      ['import a bad id', () => post('/v1/study/import', backup({ items: [item({ id: '../x' })] })), 400, 'invalid_request'],
      ['import a bad time', () => post('/v1/study/import', backup({ items: [item({ updatedAt: 'tomorrow' })] })), 400, 'invalid_request'],
      ['import a note too long', () => post('/v1/study/import', backup({ items: [item({ text: 'x'.repeat(20_001) })] })), 400, 'invalid_request'],
      [
        'import a good item then a verse out of range',
        () => post('/v1/study/import', backup({ items: [item({}), item({ id: '22222222-2222-4222-8222-222222222222', reference: 'John 1:99' })] })),
        404,
        'not_found',
      ],
      [
        'import a day past a plan’s end',
        () => post('/v1/study/import', backup({ readingProgress: [{ plan: 'psalms-proverbs-month', day: 32, doneAt: '2026-01-01T00:00:00.000Z' }] })),
        400,
        'invalid_request',
      ],
      [
        'import an unknown plan',
        () => post('/v1/study/import', backup({ readingProgress: [{ plan: 'nope', day: 1, doneAt: '2026-01-01T00:00:00.000Z' }] })),
        400,
        'invalid_request',
      ],
      [
        'import as text',
        () => request(`${server.url}/v1/study/import`, { method: 'POST', headers: { ...auth, 'Content-Type': 'text/plain' }, body: backup({}) }),
        415,
        'unsupported_media_type',
      ],
      ['old import, damaged', () => post('/v1/study/backup', '{"format":"scripture-study-backup",'), 400, 'invalid_request'],
      // Reading plans.
      ['mark a day of an unknown plan', () => post('/v1/plans/nope/days/1', { done: true }), 400, 'invalid_request'],
      ['mark a day past the plan’s end', () => post('/v1/plans/psalms-proverbs-month/days/32', { done: true }), 404, 'not_found'],
      ['mark day 0', () => post('/v1/plans/bible-in-a-year/days/0', { done: true }), 400, 'invalid_request'],
      ['mark day x', () => post('/v1/plans/bible-in-a-year/days/x', { done: true }), 400, 'invalid_request'],
      ['mark without done', () => post('/v1/plans/bible-in-a-year/days/1', {}), 400, 'invalid_request'],
      ['mark done as text', () => post('/v1/plans/bible-in-a-year/days/1', { done: 'yes' }), 400, 'invalid_request'],
      ['mark with an extra field', () => post('/v1/plans/bible-in-a-year/days/1', { done: true, note: 'x' }), 400, 'invalid_request'],
      ['read a day of an unknown plan', () => get('/v1/plans/nope/days/1'), 400, 'invalid_request'],
      ['read day 367', () => get('/v1/plans/bible-in-a-year/days/367'), 400, 'invalid_request'],
    ];
    for (const [what, send, status, code] of table) {
      const res = await send();
      expect([res.status, res.json?.error?.code, typeof res.json?.error?.message], what).toEqual([status, code, 'string']);
    }
    expect(await state()).toEqual(before);
  });
});
