import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { isStreamingMethod, type Api, type StreamOptions, type StreamingMethod } from '#shared/contract/index.ts';
import { AppError, ERROR_STATUS, isAppError, toErrorBody } from '#shared/errors.ts';
import { parseMethodInput } from '#shared/validate.ts';
import { checkBearer, checkHostAndOrigin, afterBodyDrained, readJsonBody } from './request-guards.ts';
import { ROUTES } from './routes.ts';
import { streamCall, wantsEventStream } from './sse.ts';
import { createStaticHandler } from './static-files.ts';

export interface HttpServerOptions {
  api: Api;
  apiKey: string;
  /** 0 picks a free port. */
  port: number;
  host?: string;
  /** The built renderer to serve at `/`; API only when absent. */
  staticDir?: string;
  /** Where unexpected errors are reported (with their stacks); never sent to clients. */
  logError?: (err: unknown) => void;
}

export interface RunningServer {
  url: string;
  port: number;
  close(): Promise<void>;
}

const SECURITY_HEADERS = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'no-referrer',
  'X-Frame-Options': 'DENY',
  'Cross-Origin-Resource-Policy': 'same-origin',
};

function sendJson(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': Buffer.byteLength(text),
    'Cache-Control': 'no-store',
    ...headers,
  });
  res.end(text);
}

/** Starts the local `/v1` API (and, in web mode, the UI) on 127.0.0.1. */
export async function startHttpServer(options: HttpServerOptions): Promise<RunningServer> {
  const { api, apiKey } = options;
  const logError = options.logError ?? ((err) => console.error('Unexpected error:', err));
  const serveStatic = options.staticDir ? createStaticHandler(options.staticDir, apiKey) : undefined;
  let port = 0;

  async function handle(req: IncomingMessage, res: ServerResponse, gone: AbortSignal): Promise<void> {
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) res.setHeader(name, value);
    checkHostAndOrigin(req, port);
    let url: URL;
    try {
      url = new URL(req.url ?? '/', 'http://localhost');
    } catch {
      throw new AppError('invalid_request', 'The request path is not valid');
    }
    // Routes match the raw path; each parameter is decoded on its own, so an encoded `/` stays inside it.
    const pathname = url.pathname;

    if (!url.pathname.startsWith('/v1/')) {
      if (!serveStatic) throw new AppError('not_found', `No such route: ${url.pathname}`);
      if (req.method !== 'GET' && req.method !== 'HEAD') throw new AppError('method_not_allowed', `${req.method} is not allowed here`, { allow: 'GET, HEAD' });
      return serveStatic(url.pathname, res, req.method === 'HEAD');
    }

    checkBearer(req, apiKey);
    const matching = ROUTES.filter((r) => r.pattern.test(pathname));
    if (matching.length === 0) throw new AppError('not_found', `No such route: ${url.pathname}`);
    const route = matching.find((r) => r.method === req.method);
    if (!route) {
      const allow = matching.map((r) => r.method).join(', ');
      throw new AppError('method_not_allowed', `${req.method} is not allowed on ${url.pathname}; use ${allow}`, { allow });
    }
    let params: string[];
    try {
      params = route.pattern
        .exec(pathname)!
        .slice(1)
        .map((p) => decodeURIComponent(p));
    } catch {
      throw new AppError('invalid_request', 'The request path is not valid');
    }
    const body = route.hasBody ? await readJsonBody(req, route.maxBodyBytes) : undefined;
    const input = parseMethodInput(route.call, route.input({ params, query: url.searchParams, body }));
    const call = api[route.call] as (input: unknown, stream?: StreamOptions<StreamingMethod>) => Promise<unknown>;
    if (!isStreamingMethod(route.call)) return sendJson(res, 200, await call(input));
    // A streaming method (a paid answer) is told when its client goes away, whether it streams or not.
    if (wantsEventStream(req)) return streamCall(req, res, (stream) => call(input, stream), gone, logError);
    sendJson(res, 200, await call(input, { signal: gone }));
  }

  const server = createServer((req, res) => {
    // Watched from the first moment, before the body is read: a client that leaves at any point is seen.
    const gone = new AbortController();
    res.on('close', () => {
      if (!res.writableFinished) gone.abort();
    });
    handle(req, res, gone.signal).catch((err: unknown) => {
      // The client left, and the work stopped because of it: nobody to answer, nothing unexpected.
      if (gone.signal.aborted) return void res.destroy();
      if (!isAppError(err)) logError(err);
      const body = toErrorBody(err);
      const status = ERROR_STATUS[body.error.code];
      const headers: Record<string, string> = {};
      if (isAppError(err) && typeof err.details.allow === 'string') headers.Allow = err.details.allow;
      delete body.error.allow;
      if (res.headersSent) return void res.destroy();
      // An oversized body may still be arriving: read it to its end, then answer and close.
      if (status === 413) return afterBodyDrained(req, () => sendJson(res, status, body, { ...headers, Connection: 'close' }));
      sendJson(res, status, body, headers);
    });
  });
  server.headersTimeout = 10_000;
  server.requestTimeout = 30_000;

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host ?? '127.0.0.1', () => resolve());
  });
  port = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
