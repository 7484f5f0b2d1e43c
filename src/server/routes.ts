import type { Method } from '#shared/contract/index.ts';
import { AppError } from '#shared/errors.ts';
import { hasBody, HTTP_ROUTES, pathParams, type HttpRoute } from '#shared/http-routes.ts';
import { escapeRegExp } from '#shared/regexp.ts';

export interface RouteRequest {
  /** Decoded path parameters, in pattern order. */
  params: string[];
  query: URLSearchParams;
  body: unknown;
}

export interface Route {
  method: HttpRoute['method'];
  /** Matched against the whole decoded path; capture groups become `params`. */
  pattern: RegExp;
  /** The core method this route maps onto; the input is validated with its contract schema. */
  call: Method;
  input: (req: RouteRequest) => unknown;
  /** Whether the route reads a JSON body (POST, PATCH). */
  hasBody: boolean;
  /** The largest body this route reads, when above the default (see `readJsonBody`). */
  maxBodyBytes?: number;
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
/**
 * The shared route table compiled for matching. A method's input is its JSON body (POST, PATCH) or
 * its declared query parameters (GET, DELETE), plus its path segments and the fields its path fixes;
 * anything else the body holds is left for the contract schema to refuse.
 */
export const ROUTES: readonly Route[] = (HTTP_ROUTES as readonly HttpRoute[]).map((route) => {
  const names = pathParams(route.path);
  const pattern = new RegExp(`^${route.path.split(/:\w+/).map(escapeRegExp).join('([^/]+)')}$`);
  const fixed = route.fixed ?? {};
  const body = hasBody(route.method);
  return {
    method: route.method,
    pattern,
    call: route.call,
    hasBody: body,
    ...(route.maxBodyBytes !== undefined && { maxBodyBytes: route.maxBodyBytes }),
    input: (req: RouteRequest) => {
      const params = { ...Object.fromEntries(names.map((name, i) => [name, req.params[i]])), ...fixed };
      if (body) {
        if (!isObject(req.body)) return req.body;
        // A body may repeat what the path says, never contradict it (a highlight sent to /notes).
        for (const [name, value] of Object.entries(fixed))
          if (Object.hasOwn(req.body, name) && req.body[name] !== value)
            throw new AppError('invalid_request', `${name}: this route is for ${String(value)}`, { field: name });
        return Object.keys(params).length === 0 ? req.body : { ...req.body, ...params };
      }
      const query = (route.query ?? []).flatMap((name) => (req.query.has(name) ? [[route.queryFields?.[name] ?? name, req.query.get(name)]] : []));
      return { ...params, ...Object.fromEntries(query) };
    },
  };
});
