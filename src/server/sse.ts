import type { IncomingMessage, ServerResponse } from 'node:http';
import type { StreamEvent, StreamOptions, StreamingMethod } from '#shared/contract/index.ts';
import { isAppError, toErrorBody } from '#shared/errors.ts';

/**
 * Whether a streaming route should answer as server-sent events: yes, unless the client accepts only
 * JSON (the app's own HTTP client asks for `application/json` and gets the whole output at once).
 */
export function wantsEventStream(req: IncomingMessage): boolean {
  const accept = (req.headers.accept ?? '').toLowerCase();
  return accept.includes('text/event-stream') || !accept.includes('application/json');
}

const frame = (event: string | undefined, data: string) => `${event ? `event: ${event}\n` : ''}data: ${data}\n\n`;

/**
 * Runs a streaming core method and writes `text/event-stream`: one event per piece (`event: token`,
 * `event: citations`, …), then `event: result` with the method's whole output and `data: [DONE]`.
 * The response starts with the first piece, so anything thrown before it (bad input, too few credits)
 * is still an ordinary JSON error from the caller; a failure after it is `event: error` with the
 * usual `{error: {code, message}}` body, and the stream ends without `[DONE]`. A client that goes away
 * aborts the call (and is never charged: see core/ask/ask-api.ts).
 */
export async function streamCall<M extends StreamingMethod>(
  req: IncomingMessage,
  res: ServerResponse,
  call: (stream: StreamOptions<M>) => Promise<unknown>,
  /** Aborted when the client goes away (watched by the server from the start of the request). */
  gone: AbortSignal,
  logError: (err: unknown) => void,
): Promise<void> {
  const start = () => {
    if (res.headersSent) return;
    res.writeHead(200, {
      'Content-Type': 'text/event-stream; charset=utf-8',
      'Cache-Control': 'no-store',
      Connection: 'keep-alive',
      'X-Accel-Buffering': 'no',
    });
    req.socket.setNoDelay(true);
  };
  const write = (event: string | undefined, data: string) => {
    start();
    if (!res.destroyed) res.write(frame(event, data));
  };
  try {
    const output = await call({
      emit: (piece: StreamEvent<M>) => write(piece.event, JSON.stringify(piece.data)),
      signal: gone,
    });
    write('result', JSON.stringify(output));
    write(undefined, '[DONE]');
    res.end();
  } catch (err) {
    if (!res.headersSent || gone.aborted) throw err;
    if (!isAppError(err)) logError(err);
    write('error', JSON.stringify(toErrorBody(err)));
    res.end();
  }
}
