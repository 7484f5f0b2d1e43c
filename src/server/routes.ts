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
  { method: 'GET', pattern: /^\/v1\/credits\/balance$/, call: 'credits.getBalance', input: () => ({}) },
  { method: 'GET', pattern: /^\/v1\/credits\/usage$/, call: 'credits.listUsage', input: (req) => ({ limit: optional(req.query, 'limit') }) },
];
