import { describe, expect, it } from 'vitest';
import { METHODS } from '#shared/contract/index.ts';
import { hasBody, HTTP_ROUTES, routeFor, toHttpRequest, type HttpRoute } from '#shared/http-routes.ts';
import { ROUTES } from '../src/server/routes.ts';

const ID = '3b1886a5-d29c-47ac-b0b0-cd7ea5d5067b';
const routes: readonly HttpRoute[] = HTTP_ROUTES;

/** What the server hands to core for the request a client builds. */
function received(request: ReturnType<typeof toHttpRequest>) {
  const url = new URL(request.path, 'http://127.0.0.1');
  const path = url.pathname;
  const route = ROUTES.find((r) => r.method === request.method && r.pattern.test(path))!;
  const params = route.pattern
    .exec(path)!
    .slice(1)
    .map((p) => decodeURIComponent(p));
  return { call: route.call, input: route.input({ params, query: url.searchParams, body: request.body }) };
}

/** Query parameters arrive as text. */
const asSent = (request: ReturnType<typeof toHttpRequest>, input: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(input).map(([k, v]) => [k, !hasBody(request.method) && typeof v === 'number' ? String(v) : v]));

describe('the shared /v1 route table', () => {
  it('gives every contract method a route, and no two routes the same path and method', () => {
    expect([...new Set(routes.map((r) => r.call))].sort()).toEqual([...METHODS].sort());
    const keys = routes.map((r) => `${r.method} ${r.path}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('gives a method several routes only where the public contract names them apart', () => {
    const counts = new Map<string, number>();
    for (const r of routes) counts.set(r.call, (counts.get(r.call) ?? 0) + 1);
    // The per-kind study routes (/v1/study/notes, …), and import under its backup and its issue-17 name.
    expect(Object.fromEntries([...counts].filter(([, n]) => n > 1))).toEqual({
      'study.createItem': 3,
      'study.updateItem': 3,
      'study.listItems': 4,
      'study.deleteItem': 4,
      'study.importBackup': 2,
    });
    // Routes of one method that the path alone tells apart: each fixes a different kind, or none.
    for (const call of counts.keys()) {
      const fixed = routes.filter((r) => r.call === call && r.fixed).map((r) => JSON.stringify(r.fixed));
      expect(new Set(fixed).size, call).toBe(fixed.length);
    }
  });

  it('reads a query only on GET and DELETE routes, and a body only on POST and PATCH routes', () => {
    for (const r of routes) {
      if (hasBody(r.method)) expect(r.query, r.path).toBeUndefined();
      else expect(r.maxBodyBytes, r.path).toBeUndefined();
      for (const name of Object.keys(r.queryFields ?? {})) expect(r.query, r.path).toContain(name);
    }
  });

  it.each([
    ['bible.getVerses', { reference: 'John 3:16-18', translation: 'web' }],
    ['bible.search', { query: 'love', top_k: 5 }],
    ['credits.listUsage', { limit: 20 }],
    ['billing.getCheckout', { id: 'cs_1/2' }],
    ['billing.waitForCheckout', { id: 'cs_9', timeoutSeconds: 30 }],
    ['study.createItem', { kind: 'bookmark', reference: 'John 3:16', label: 'x' }],
    ['study.updateItem', { kind: 'highlight', id: ID, color: 'blue' }],
    ['study.deleteItem', { id: ID }],
    ['study.listItems', { kind: 'note', query: 'shep', limit: 5 }],
    ['study.exportStudy', { format: 'csv', book: 'John' }],
  ] as const)('what the client sends for %s is what the server hands to core', (method, input) => {
    const request = toHttpRequest(routeFor(method)!, input);
    const { call, input: got } = received(request);
    expect(call).toBe(method);
    expect(got).toEqual(asSent(request, input));
  });

  it('sends an item to the route of its kind, which gives core the kind from its path', () => {
    const patch = toHttpRequest(routeFor('study.updateItem')!, { kind: 'bookmark', id: ID, label: null });
    expect(patch).toEqual({ method: 'PATCH', path: `/v1/study/bookmarks/${ID}`, body: { label: null } });
    for (const r of routes.filter((r) => r.fixed)) {
      const input = { ...r.fixed, ...(r.path.endsWith(':id') && { id: ID }), ...(r.method === 'GET' ? { query: 'lamb', tag: 'a' } : {}) };
      const request = toHttpRequest(r, input);
      expect(request.method).toBe(r.method);
      expect(request.body && 'kind' in request.body, r.path).toBeFalsy();
      expect(received(request), `${r.method} ${r.path}`).toEqual({ call: r.call, input });
    }
    // The list routes read `q` into `query`, as the public contract names it.
    const notes = routes.find((r) => r.method === 'GET' && r.path === '/v1/study/notes')!;
    expect(toHttpRequest(notes, { kind: 'note', query: 'lamb' }).path).toBe('/v1/study/notes?q=lamb');
  });
});
