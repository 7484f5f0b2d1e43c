import type { Method } from '#shared/contract/index.ts';

export interface RouteRequest {
  /** Decoded path parameters, in pattern order. */
  params: string[];
  query: URLSearchParams;
  body: unknown;
}

export interface Route {
  method: 'GET' | 'POST';
  /** Matched against the whole path; capture groups become `params`. */
  pattern: RegExp;
  /** The core method this route maps onto; the input is validated with its contract schema. */
  call: Method;
  input: (req: RouteRequest) => unknown;
}

const optional = (query: URLSearchParams, name: string) => query.get(name) ?? undefined;
const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The public `/v1` REST contract, each route a thin mapping onto one core method. */
export const ROUTES: readonly Route[] = [
  { method: 'GET', pattern: /^\/v1\/health$/, call: 'system.health', input: () => ({}) },
  { method: 'POST', pattern: /^\/v1\/bible\/search$/, call: 'bible.search', input: (req) => req.body },
  {
    method: 'GET',
    pattern: /^\/v1\/bible\/verses\/([^/]+)$/,
    call: 'bible.getVerses',
    input: (req) => ({ reference: req.params[0], translation: optional(req.query, 'translation') }),
  },
  { method: 'GET', pattern: /^\/v1\/bible\/books$/, call: 'bible.listBooks', input: () => ({}) },
  { method: 'POST', pattern: /^\/v1\/bible\/search-ai$/, call: 'bible.searchSemantic', input: (req) => req.body },
  { method: 'POST', pattern: /^\/v1\/bible\/similar$/, call: 'bible.similar', input: (req) => req.body },
  { method: 'GET', pattern: /^\/v1\/bible\/themes$/, call: 'bible.listThemes', input: () => ({}) },
  { method: 'GET', pattern: /^\/v1\/credits\/balance$/, call: 'credits.getBalance', input: () => ({}) },
  { method: 'GET', pattern: /^\/v1\/credits\/usage$/, call: 'credits.listUsage', input: (req) => ({ limit: optional(req.query, 'limit') }) },
  // Credits sync and purchases, proxied through the core's billing service (src/core/billing).
  { method: 'GET', pattern: /^\/v1\/billing\/packs$/, call: 'billing.listPacks', input: () => ({}) },
  { method: 'POST', pattern: /^\/v1\/billing\/checkout$/, call: 'billing.startCheckout', input: (req) => req.body },
  { method: 'GET', pattern: /^\/v1\/billing\/checkout\/([^/]+)$/, call: 'billing.getCheckout', input: (req) => ({ id: req.params[0] }) },
  {
    method: 'POST',
    pattern: /^\/v1\/billing\/checkout\/([^/]+)\/wait$/,
    call: 'billing.waitForCheckout',
    input: (req) => (isObject(req.body) ? { ...req.body, id: req.params[0] } : req.body),
  },
  { method: 'POST', pattern: /^\/v1\/billing\/sync$/, call: 'billing.sync', input: (req) => req.body },
  { method: 'GET', pattern: /^\/v1\/billing\/status$/, call: 'billing.getStatus', input: () => ({}) },
  { method: 'POST', pattern: /^\/v1\/billing\/settings$/, call: 'billing.setSettings', input: (req) => req.body },
  { method: 'POST', pattern: /^\/v1\/billing\/account-key$/, call: 'billing.setAccountKey', input: (req) => req.body },
];
