import { describe, expect, it } from 'vitest';
import { matchRoute, type Route } from './router.ts';

const routes: Route<string>[] = [
  { method: 'GET', path: '/v1/things/:id', kind: 'json', handler: 'get' },
  { method: 'POST', path: '/v1/things/:id', kind: 'json', handler: 'post' },
  { method: 'POST', path: '/page/:id', kind: 'html', handler: 'page' },
];

describe('matchRoute', () => {
  it('matches method and path and decodes parameters', () => {
    expect(matchRoute(routes, 'POST', '/v1/things/a%20b')).toMatchObject({ found: 'route', params: { id: 'a b' }, route: { handler: 'post' } });
  });

  it('tells a wrong method from an unknown path', () => {
    expect(matchRoute(routes, 'DELETE', '/v1/things/x')).toEqual({ found: 'other_method', allow: ['GET', 'POST'], kind: 'json' });
    expect(matchRoute(routes, 'GET', '/page/x')).toEqual({ found: 'other_method', allow: ['POST'], kind: 'html' });
    for (const path of ['/v1/things', '/v1/things/', '/v1/things/x/y', '/v1/things/%E0%A4%A', '']) {
      expect(matchRoute(routes, 'GET', path), path).toEqual({ found: 'none' });
    }
  });
});
