import { describe, expect, it } from 'vitest';
import { METHODS } from '#shared/contract/index.ts';
import { HTTP_ROUTES, routeFor, toHttpRequest } from '#shared/http-routes.ts';
import { ROUTES } from '../src/server/routes.ts';

describe('the shared /v1 route table', () => {
  it('gives every contract method exactly one route, and no two routes the same path and method', () => {
    expect(HTTP_ROUTES.map((r) => r.call).sort()).toEqual([...METHODS].sort());
    const keys = HTTP_ROUTES.map((r) => `${r.method} ${r.path}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it.each([
    ['bible.getVerses', { reference: 'John 3:16-18', translation: 'web' }],
    ['bible.search', { query: 'love', top_k: 5 }],
    ['credits.listUsage', { limit: 20 }],
    ['billing.getCheckout', { id: 'cs_1/2' }],
    ['billing.waitForCheckout', { id: 'cs_9', timeoutSeconds: 30 }],
  ] as const)('what the client sends for %s is what the server hands to core', (method, input) => {
    const request = toHttpRequest(routeFor(method)!, input);
    const url = new URL(request.path, 'http://127.0.0.1');
    const path = url.pathname;
    const route = ROUTES.find((r) => r.method === request.method && r.pattern.test(path))!;
    expect(route.call).toBe(method);
    const params = route.pattern
      .exec(path)!
      .slice(1)
      .map((p) => decodeURIComponent(p));
    const received = route.input({ params, query: url.searchParams, body: request.body });
    expect(received).toEqual(Object.fromEntries(Object.entries(input).map(([k, v]) => [k, request.method === 'GET' && typeof v === 'number' ? String(v) : v])));
  });
});
