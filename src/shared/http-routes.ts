import type { Method } from './contract/index.ts';

/**
 * One route of the public `/v1` REST contract: a thin mapping onto one core method. The server
 * matches requests with it and the web client builds requests from it, so the two cannot drift.
 */
export interface HttpRoute {
  method: 'GET' | 'POST';
  /** The path, with `:name` segments filled from the input field of that name. */
  path: string;
  call: Method;
  /** GET only: the input fields sent as query parameters. */
  query?: readonly string[];
  /** POST only: a larger body than the server's default limit (a note's text). */
  maxBodyBytes?: number;
}

export const HTTP_ROUTES = [
  { method: 'GET', path: '/v1/health', call: 'system.health' },
  { method: 'POST', path: '/v1/bible/search', call: 'bible.search' },
  { method: 'GET', path: '/v1/bible/verses/:reference', call: 'bible.getVerses', query: ['translation'] },
  { method: 'GET', path: '/v1/bible/cross-references/:reference', call: 'bible.getCrossReferences', query: ['translation', 'limit'] },
  { method: 'GET', path: '/v1/bible/verse-of-the-day', call: 'bible.verseOfTheDay', query: ['date', 'translation'] },
  { method: 'GET', path: '/v1/bible/books', call: 'bible.listBooks' },
  { method: 'GET', path: '/v1/bible/translations', call: 'bible.listTranslations' },
  { method: 'POST', path: '/v1/bible/search-ai', call: 'bible.searchSemantic' },
  { method: 'POST', path: '/v1/bible/similar', call: 'bible.similar' },
  { method: 'GET', path: '/v1/bible/themes', call: 'bible.listThemes' },
  // Streams text/event-stream unless the client accepts only JSON (see src/server/sse.ts).
  { method: 'POST', path: '/v1/bible/ask', call: 'bible.ask' },
  // A note may hold 20,000 characters of up to 4 bytes each.
  { method: 'POST', path: '/v1/study/items', call: 'study.saveItem', maxBodyBytes: 96 * 1024 },
  {
    method: 'GET',
    path: '/v1/study/items',
    call: 'study.listItems',
    query: ['kind', 'tag', 'book', 'chapter', 'color', 'since', 'until', 'query', 'meaning', 'limit'],
  },
  { method: 'POST', path: '/v1/study/items/:id/delete', call: 'study.deleteItem' },
  { method: 'GET', path: '/v1/study/backup', call: 'study.exportBackup' },
  // A backup of many notes is large; it is read whole and checked before anything is written.
  { method: 'POST', path: '/v1/study/backup', call: 'study.importBackup', maxBodyBytes: 64 * 1024 * 1024 },
  {
    method: 'GET',
    path: '/v1/study/export',
    call: 'study.exportItems',
    query: ['format', 'kind', 'tag', 'book', 'color', 'since', 'until', 'query', 'translation'],
  },
  { method: 'GET', path: '/v1/plans', call: 'plans.list' },
  { method: 'GET', path: '/v1/plans/:plan/days/:day', call: 'plans.getDay' },
  { method: 'POST', path: '/v1/plans/:plan/days/:day', call: 'plans.markDay' },
  { method: 'GET', path: '/v1/credits/balance', call: 'credits.getBalance' },
  { method: 'GET', path: '/v1/credits/usage', call: 'credits.listUsage', query: ['limit', 'kind', 'operation', 'since', 'until'] },
  { method: 'GET', path: '/v1/credits/usage/export', call: 'credits.exportUsage', query: ['kind', 'operation', 'since', 'until'] },
  // Credits sync and purchases, proxied through the core's billing service (src/core/billing).
  { method: 'GET', path: '/v1/billing/packs', call: 'billing.listPacks' },
  { method: 'POST', path: '/v1/billing/checkout', call: 'billing.startCheckout' },
  { method: 'GET', path: '/v1/billing/checkout/:id', call: 'billing.getCheckout' },
  { method: 'POST', path: '/v1/billing/checkout/:id/wait', call: 'billing.waitForCheckout' },
  { method: 'POST', path: '/v1/billing/sync', call: 'billing.sync' },
  { method: 'GET', path: '/v1/billing/status', call: 'billing.getStatus' },
  { method: 'POST', path: '/v1/billing/settings', call: 'billing.setSettings' },
  { method: 'POST', path: '/v1/billing/account-key', call: 'billing.setAccountKey' },
] as const satisfies readonly HttpRoute[];

/** The names of a path's `:name` segments, in order. */
export function pathParams(path: string): string[] {
  return Array.from(path.matchAll(/:(\w+)/g), (m) => m[1]!);
}

export function routeFor(method: Method): HttpRoute | undefined {
  return (HTTP_ROUTES as readonly HttpRoute[]).find((r) => r.call === method);
}

/** The request a client sends for a method's input: path segments filled, the rest as query or body. */
export function toHttpRequest(route: HttpRoute, input: Record<string, unknown>): { method: 'GET' | 'POST'; path: string; body?: Record<string, unknown> } {
  const rest = { ...input };
  const path = route.path.replace(/:(\w+)/g, (_, name: string) => {
    const value = rest[name];
    delete rest[name];
    return encodeURIComponent(String(value ?? ''));
  });
  if (route.method === 'POST') return { method: 'POST', path, body: rest };
  const search = new URLSearchParams();
  for (const name of route.query ?? []) {
    const value = rest[name];
    if (value !== undefined && value !== null) search.set(name, String(value));
  }
  const query = search.toString();
  return { method: 'GET', path: query ? `${path}?${query}` : path };
}
