/** One row of the route table: a method, a path pattern with `:name` segments, and what the handler answers in. */
export interface Route<Handler> {
  method: 'GET' | 'POST';
  path: string;
  /** Browser pages answer errors with HTML; the API answers with `{error}` JSON. */
  kind: 'json' | 'html';
  handler: Handler;
}

export type RouteMatch<Handler> =
  | { found: 'route'; route: Route<Handler>; params: Record<string, string> }
  | { found: 'other_method'; allow: string[]; kind: 'json' | 'html' }
  | { found: 'none' };

function matchPath(pattern: string, pathname: string): Record<string, string> | undefined {
  const want = pattern.split('/');
  const got = pathname.split('/');
  if (want.length !== got.length) return undefined;
  const params: Record<string, string> = {};
  for (let i = 0; i < want.length; i++) {
    const segment = want[i] ?? '';
    const actual = got[i] ?? '';
    if (segment.startsWith(':')) {
      if (actual === '') return undefined;
      try {
        params[segment.slice(1)] = decodeURIComponent(actual);
      } catch {
        return undefined;
      }
    } else if (segment !== actual) {
      return undefined;
    }
  }
  return params;
}

export function matchRoute<Handler>(routes: readonly Route<Handler>[], method: string, pathname: string): RouteMatch<Handler> {
  const allow: string[] = [];
  let kind: 'json' | 'html' = 'json';
  for (const route of routes) {
    const params = matchPath(route.path, pathname);
    if (!params) continue;
    if (route.method === method) return { found: 'route', route, params };
    allow.push(route.method);
    kind = route.kind;
  }
  return allow.length > 0 ? { found: 'other_method', allow, kind } : { found: 'none' };
}
