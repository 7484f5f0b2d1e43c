import type { Method } from './contract/index.ts';

/**
 * One route of the public `/v1` REST contract: a thin mapping onto one core method. The server
 * matches requests with it and the web client builds requests from it, so the two cannot drift.
 * A method may have several routes (the per-kind study routes share theirs, told apart by `fixed`).
 */
export interface HttpRoute {
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  /** The path, with `:name` segments filled from the input field of that name. */
  path: string;
  call: Method;
  /** GET only: the query parameters read, each into the input field of its name (or of `queryFields[name]`). */
  query?: readonly string[];
  /** GET only: query parameters named otherwise than their input field (`q` for `query`). */
  queryFields?: Readonly<Record<string, string>>;
  /** Input fields the path decides (`kind: 'note'` on `/v1/study/notes`); a body may not say otherwise. */
  fixed?: Readonly<Record<string, string>>;
  /** POST and PATCH only: a larger body than the server's default limit (a note's text). */
  maxBodyBytes?: number;
}

/** Whether requests of this method carry the input as a JSON body (the others as path and query). */
export const hasBody = (method: HttpRoute['method']): boolean => method === 'POST' || method === 'PATCH';

// A note may hold 20,000 characters of up to 4 bytes each.
const NOTE_BYTES = 96 * 1024;
// A backup of many notes is large; it is read whole and checked before anything is written.
const BACKUP_BYTES = 64 * 1024 * 1024;
const LIST_QUERY = ['q', 'tag', 'book', 'chapter', 'since', 'until', 'limit'] as const;
// The filters an export of study items reads (old and new route alike).
const EXPORT_QUERY = ['format', 'kind', 'tag', 'book', 'color', 'folder', 'since', 'until', 'query', 'translation'] as const;

/** `/v1/study/notes` and its kin: create, list, change and delete the items of one kind. */
function studyKindRoutes(kind: 'highlight' | 'bookmark' | 'note', path: string, listQuery: readonly string[]) {
  const fixed = { kind };
  return [
    { method: 'POST', path, call: 'study.createItem', fixed, maxBodyBytes: NOTE_BYTES },
    { method: 'GET', path, call: 'study.listItems', fixed, query: listQuery, queryFields: { q: 'query' } },
    { method: 'PATCH', path: `${path}/:id`, call: 'study.updateItem', fixed, maxBodyBytes: NOTE_BYTES },
    { method: 'DELETE', path: `${path}/:id`, call: 'study.deleteItem', fixed },
  ] as const satisfies readonly HttpRoute[];
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
  { method: 'POST', path: '/v1/study/items', call: 'study.saveItem', maxBodyBytes: NOTE_BYTES },
  {
    method: 'GET',
    path: '/v1/study/items',
    call: 'study.listItems',
    query: ['kind', 'tag', 'book', 'chapter', 'color', 'folder', 'since', 'until', 'query', 'meaning', 'limit'],
  },
  { method: 'POST', path: '/v1/study/items/:id/delete', call: 'study.deleteItem' },
  {
    method: 'GET',
    path: '/v1/study/items/export',
    call: 'study.exportItems',
    query: EXPORT_QUERY,
  },
  { method: 'GET', path: '/v1/study/backup', call: 'study.exportBackup' },
  { method: 'POST', path: '/v1/study/backup', call: 'study.importBackup', maxBodyBytes: BACKUP_BYTES },
  // The public contract's names for the same (issue 17).
  ...studyKindRoutes('note', '/v1/study/notes', LIST_QUERY),
  ...studyKindRoutes('highlight', '/v1/study/highlights', [...LIST_QUERY, 'color']),
  ...studyKindRoutes('bookmark', '/v1/study/bookmarks', [...LIST_QUERY, 'folder']),
  { method: 'POST', path: '/v1/study/notes/search-ai', call: 'study.searchNotes' },
  {
    method: 'GET',
    path: '/v1/study/export',
    call: 'study.exportStudy',
    query: EXPORT_QUERY,
  },
  { method: 'POST', path: '/v1/study/import', call: 'study.importBackup', maxBodyBytes: BACKUP_BYTES },
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

/** Whether an input has the values a route's path decides (any input fits a route that decides none). */
function fits(route: HttpRoute, input: Record<string, unknown>): boolean {
  return Object.entries(route.fixed ?? {}).every(([name, value]) => input[name] === value);
}

/** The route a client uses for a method: its first, or with an input, the first that fits it. */
export function routeFor(method: Method, input?: Record<string, unknown>): HttpRoute | undefined {
  return (HTTP_ROUTES as readonly HttpRoute[]).find((r) => r.call === method && (input === undefined || fits(r, input)));
}

/**
 * The request a client sends for a method's input: path segments filled, the rest as query or body.
 * When the input does not fit `route` (another kind), the method's route that fits it is used.
 */
export function toHttpRequest(route: HttpRoute, input: Record<string, unknown>): { method: HttpRoute['method']; path: string; body?: Record<string, unknown> } {
  const target = fits(route, input) ? route : (routeFor(route.call, input) ?? route);
  const rest = { ...input };
  for (const name of Object.keys(target.fixed ?? {})) delete rest[name];
  const path = target.path.replace(/:(\w+)/g, (_, name: string) => {
    const value = rest[name];
    delete rest[name];
    return encodeURIComponent(String(value ?? ''));
  });
  if (hasBody(target.method)) return { method: target.method, path, body: rest };
  const search = new URLSearchParams();
  for (const name of target.query ?? []) {
    const value = rest[target.queryFields?.[name] ?? name];
    if (value !== undefined && value !== null) search.set(name, String(value));
  }
  const query = search.toString();
  return { method: target.method, path: query ? `${path}?${query}` : path };
}
