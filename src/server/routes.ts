import type { Method } from '#shared/contract/index.ts';
import { HTTP_ROUTES, pathParams } from '#shared/http-routes.ts';

export interface RouteRequest {
  /** Decoded path parameters, in pattern order. */
  params: string[];
  query: URLSearchParams;
  body: unknown;
}

export interface Route {
  method: 'GET' | 'POST';
  /** Matched against the whole decoded path; capture groups become `params`. */
  pattern: RegExp;
  /** The core method this route maps onto; the input is validated with its contract schema. */
  call: Method;
  input: (req: RouteRequest) => unknown;
  /** The largest body this route reads, when above the default (see `readJsonBody`). */
  maxBodyBytes?: number;
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The shared route table compiled for matching. A method's input is its JSON body (POST) or its
 * declared query parameters (GET), plus its path segments; anything else the body holds is left for
 * the contract schema to refuse.
 */
export const ROUTES: readonly Route[] = HTTP_ROUTES.map((route) => {
  const names = pathParams(route.path);
  const pattern = new RegExp(`^${route.path.split(/:\w+/).map(escape).join('([^/]+)')}$`);
  const queryNames: readonly string[] = 'query' in route ? route.query : [];
  return {
    method: route.method,
    pattern,
    call: route.call,
    ...('maxBodyBytes' in route && { maxBodyBytes: route.maxBodyBytes }),
    input: (req: RouteRequest) => {
      const params = Object.fromEntries(names.map((name, i) => [name, req.params[i]]));
      if (route.method === 'POST') return names.length === 0 ? req.body : isObject(req.body) ? { ...req.body, ...params } : req.body;
      const query = Object.fromEntries(queryNames.flatMap((name) => (req.query.has(name) ? [[name, req.query.get(name)]] : [])));
      return { ...params, ...query };
    },
  };
});
