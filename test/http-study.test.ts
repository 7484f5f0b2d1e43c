import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHttpServer, type RunningServer } from '../src/server/http-server.ts';
import { createTestCore } from './helpers.ts';
import { request } from './http-client.ts';

// The study routes over real HTTP: a round trip, and a table of bad requests each refused with a
// typed error and nothing written.

const KEY = 'sk_test_study_0123456789abcdef0123456789';
const auth = { Authorization: `Bearer ${KEY}` };
const json = { ...auth, 'Content-Type': 'application/json' };

let core: ReturnType<typeof createTestCore>;
let server: RunningServer;
const errors: unknown[] = [];

beforeAll(async () => {
  core = createTestCore({ freeCredits: 10 });
  server = await startHttpServer({ api: core.api, apiKey: KEY, port: 0, logError: (e) => errors.push(e) });
});
afterAll(async () => {
  await server.close();
  core.cleanup();
});

const post = (path: string, body: unknown) =>
  request(`${server.url}${path}`, { method: 'POST', headers: json, body: typeof body === 'string' ? body : JSON.stringify(body) });
const get = (path: string) => request(`${server.url}${path}`, { headers: auth });

describe('study routes', () => {
  it('save, list by chapter and by words, and delete', async () => {
    const saved = await post('/v1/study/items', { kind: 'note', reference: 'Jn 3:16', text: 'For God so loved', tags: ['love'] });
    expect(saved.status).toBe(200);
    const { id } = saved.json.item;
    expect(saved.json.item).toMatchObject({ kind: 'note', reference: 'John 3:16', text: 'For God so loved', tags: ['love'] });

    const chapter = await get('/v1/study/items?book=John&chapter=3');
    expect(chapter.status).toBe(200);
    expect(chapter.json.items.map((i: { id: string }) => i.id)).toEqual([id]);
    expect((await get('/v1/study/items?query=lov&kind=note')).json.total).toBe(1);
    expect((await get('/v1/study/items?kind=bookmark')).json.total).toBe(0);

    // A long note fits, though a search's body is limited to 16 KB.
    const long = await post('/v1/study/items', { kind: 'note', reference: 'John 3:17', text: 'é'.repeat(20_000) });
    expect([long.status, long.json.item.text.length]).toEqual([200, 20_000]);
    expect((await post(`/v1/study/items/${long.json.item.id}/delete`, {})).json).toEqual({ deleted: true });

    const deleted = await post(`/v1/study/items/${id}/delete`, {});
    expect([deleted.status, deleted.json]).toEqual([200, { deleted: true }]);
    expect((await get('/v1/study/items')).json.total).toBe(0);
  });

  it('moves a backup larger than a search body both ways; importing it again adds nothing', async () => {
    for (let i = 1; i <= 30; i++)
      expect((await post('/v1/study/items', { kind: 'note', reference: `Psalms 119:${i}`, text: `aleph ${i} `.repeat(100) })).status).toBe(200);
    const backup = await get('/v1/study/backup');
    expect(backup.status).toBe(200);
    expect(backup.text.length).toBeGreaterThan(16 * 1024);
    const again = await post('/v1/study/backup', backup.text);
    expect([again.status, again.json]).toEqual([200, { added: 0, updated: 0, unchanged: 30, daysRead: 0 }]);
    const md = await get('/v1/study/export?format=markdown&book=Psalms');
    expect([md.status, md.json.count]).toEqual([200, 30]);
    for (const item of backup.json.items) await post(`/v1/study/items/${item.id}/delete`, {});
  });

  it('refuses bad requests with a typed error and writes nothing', async () => {
    const kept = (await post('/v1/study/items', { kind: 'highlight', reference: 'Psalms 23:1', color: 'yellow' })).json.item;
    const table: [string, () => ReturnType<typeof request>, number, string][] = [
      ['unknown kind', () => post('/v1/study/items', { kind: 'essay', reference: 'John 1:1' }), 400, 'invalid_request'],
      ['no reference', () => post('/v1/study/items', { kind: 'bookmark' }), 400, 'invalid_request'],
      ['verse out of range', () => post('/v1/study/items', { kind: 'bookmark', reference: 'John 1:99' }), 404, 'not_found'],
      ['unknown book', () => post('/v1/study/items', { kind: 'bookmark', reference: 'Hezekiah 1:1' }), 404, 'not_found'],
      ['bad colour', () => post('/v1/study/items', { kind: 'highlight', reference: 'John 1:1', color: '#ff0' }), 400, 'invalid_request'],
      ['extra field', () => post('/v1/study/items', { kind: 'bookmark', reference: 'John 1:1', html: '<b>' }), 400, 'invalid_request'],
      ['prototype key', () => post('/v1/study/items', '{"kind":"bookmark","reference":"John 1:1","__proto__":{"x":1}}'), 400, 'invalid_request'],
      ['not JSON', () => post('/v1/study/items', '{"kind":'), 400, 'invalid_request'],
      ['array body', () => post('/v1/study/items', '[]'), 400, 'invalid_request'],
      ['note too long', () => post('/v1/study/items', { kind: 'note', reference: 'John 1:1', text: 'x'.repeat(20_001) }), 400, 'invalid_request'],
      [
        'unknown id',
        () => post('/v1/study/items', { kind: 'note', id: '11111111-1111-4111-8111-111111111111', reference: 'John 1:1', text: 'x' }),
        404,
        'not_found',
      ],
      ['id of another kind', () => post('/v1/study/items', { kind: 'note', id: kept.id, reference: 'John 1:1', text: 'x' }), 400, 'invalid_request'],
      ['delete a non-uuid', () => post('/v1/study/items/..%2f..%2fdata.db/delete', {}), 400, 'invalid_request'],
      ['list with a bad limit', () => get('/v1/study/items?limit=0'), 400, 'invalid_request'],
      ['list a chapter without a book', () => get('/v1/study/items?chapter=3'), 400, 'invalid_request'],
      ['list an unknown book', () => get('/v1/study/items?book=Nope'), 404, 'not_found'],
      ['delete with GET', () => get(`/v1/study/items/${kept.id}/delete`), 405, 'method_not_allowed'],
    ];
    for (const [what, send, status, code] of table) {
      const res = await send();
      expect([res.status, res.json?.error?.code], what).toEqual([status, code]);
    }
    expect((await get('/v1/study/items')).json.items).toEqual([kept]);
    expect(errors).toEqual([]);
  });
});
