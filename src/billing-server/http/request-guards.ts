import type { IncomingMessage } from 'node:http';
import { z } from 'zod';
import { BillingError } from '../errors.ts';

/** `BILLING_PUBLIC_URL`: the origin browsers and providers use when the server sits behind a proxy. */
export const publicUrlSchema = z
  .url({ protocol: /^https?$/ })
  .refine((raw) => {
    // Refinements run even after the url check failed.
    if (!URL.canParse(raw)) return true;
    const url = new URL(raw);
    return url.username === '' && url.password === '' && url.pathname === '/' && url.search === '' && url.hash === '';
  }, 'must be an http(s) origin without a path, e.g. https://billing.example.com')
  .transform((raw) => new URL(raw).origin);

/** Who may address this server: host names for the Host header, exact origins for a browser's Origin. */
export interface AllowedOrigins {
  hostnames: ReadonlySet<string>;
  origins: ReadonlySet<string>;
}

const LOOPBACK_NAMES = ['127.0.0.1', 'localhost', '[::1]'];

/** The address the server listens on (with its loopback aliases when it is loopback) and its public URL. */
export function allowedOrigins(listenUrl: string, publicUrl: string | undefined): AllowedOrigins {
  const own = new URL(listenUrl);
  const names = LOOPBACK_NAMES.includes(own.hostname) ? LOOPBACK_NAMES : [own.hostname];
  const hostnames = new Set(names);
  const origins = new Set(names.map((name) => `http://${name}:${own.port}`));
  if (publicUrl !== undefined) {
    const url = new URL(publicUrl);
    hostnames.add(url.hostname);
    origins.add(url.origin);
  }
  return { hostnames, origins };
}

const HOST_HEADER = /^(\[[0-9a-f:.]+\]|[a-z0-9.-]+)(?::\d{1,5})?$/;

function forbidden(message: string): BillingError {
  return new BillingError('forbidden', message);
}

/**
 * Refuses requests a browser was tricked into sending. The Host must name this server, which defeats DNS
 * rebinding; only the name is compared, because a rebinding page controls the name, not the port, and
 * port forwarders (SSH tunnels, the app tests' TCP proxy) change the port. A browser's Origin must be
 * exactly ours, so another site (or another local port) cannot create accounts, spend or pay. No Origin
 * (the app's fetch, curl, a provider's webhook) is allowed. `Sec-Fetch-Site: cross-site` is refused except
 * for following a link to a page: the app's web UI opens the pay page from its own origin, and a GET
 * navigation changes nothing and cannot read the reply.
 */
export function checkHostAndOrigin(req: IncomingMessage, allowed: AllowedOrigins, isPage: boolean): void {
  const host = HOST_HEADER.exec((req.headers.host ?? '').toLowerCase());
  if (!host || !allowed.hostnames.has(host[1] ?? '')) {
    throw forbidden('The Host header does not name this server');
  }
  const origin = req.headers.origin;
  if (origin !== undefined && !allowed.origins.has(origin.toLowerCase())) {
    throw forbidden('Requests from other origins are not allowed');
  }
  const navigation = isPage && req.method === 'GET' && req.headers['sec-fetch-mode'] === 'navigate';
  if (req.headers['sec-fetch-site'] === 'cross-site' && !navigation) {
    throw forbidden('Cross-site requests are not allowed');
  }
}
