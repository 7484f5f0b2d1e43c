import {
  METHODS,
  type ApiClient,
  type AskEvent,
  type AskInput,
  type AskOutput,
  type Method,
  type MethodInput,
  type MethodOutput,
} from '#shared/contract/index.ts';
import { isAppError, type ErrorBody, type ErrorCode } from '#shared/errors.ts';
import type { Envelope, ScriptureBridge } from '#shared/ipc.ts';
import { routeFor, toHttpRequest } from '#shared/http-routes.ts';
import { parseMethodInput } from '#shared/validate.ts';

/** Host error codes, plus `network` for when the host could not be reached at all. */
export type ClientErrorCode = ErrorCode | 'network';

/** What every client call rejects with, whichever transport carried it. */
export class ApiError extends Error {
  constructor(
    readonly code: ClientErrorCode,
    message: string,
    readonly field?: string,
    /** Extra facts the host sent with the error, e.g. `balance` and `cost` for `insufficient_credits`. */
    readonly details: Readonly<Record<string, unknown>> = {},
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** Anything thrown by a call or an action, as an `ApiError` (bugs become `internal`). */
export function toApiError(err: unknown): ApiError {
  if (err instanceof ApiError) return err;
  if (isAppError(err)) {
    const field = typeof err.details.field === 'string' ? err.details.field : undefined;
    return new ApiError(err.code, err.message, field, err.details);
  }
  return new ApiError('internal', 'Something went wrong. Please try again.');
}

function fromErrorBody(error: ErrorBody['error']): ApiError {
  const { code, message, field, ...details } = error;
  return new ApiError(code, message, typeof field === 'string' ? field : undefined, details);
}

type Call = <M extends Method>(method: M, input: MethodInput<M>) => Promise<MethodOutput<M>>;

function clientFrom(call: Call): ApiClient {
  // Inputs are checked with the contract's own schemas first: a bad query is refused at once, the
  // same way the host would refuse it, without a round trip. The host still validates everything.
  const checked: Call = (method, input) => {
    try {
      parseMethodInput(method, input);
    } catch (err) {
      return Promise.reject(toApiError(err));
    }
    return call(method, input);
  };
  // Each entry is `checked` bound to its own method name, so the mapped type holds by construction.
  return Object.fromEntries(METHODS.map((method) => [method, (input: never) => checked(method, input)])) as unknown as ApiClient;
}

/** The desktop transport: one IPC channel, replies in an envelope. */
export function createIpcClient(bridge: ScriptureBridge): ApiClient {
  return clientFrom(async (method, input) => {
    let envelope: Envelope<MethodOutput<typeof method>>;
    try {
      envelope = await bridge.invoke(method, input);
    } catch {
      throw new ApiError('network', 'The app’s background service did not answer. Restart Scripture Study and try again.');
    }
    if (envelope.ok) return envelope.value;
    throw fromErrorBody(envelope.error);
  });
}

export interface HttpClientOptions {
  /** Origin of the local server, e.g. `http://127.0.0.1:5299`. */
  baseUrl: string;
  apiKey: string;
  fetch?: typeof globalThis.fetch;
}

/** The web-mode transport: the local `/v1` REST API with the Bearer key. */
export function createHttpClient(options: HttpClientOptions): ApiClient {
  const fetchFn = options.fetch ?? globalThis.fetch.bind(globalThis);
  return clientFrom(async (method, input) => {
    const target = routeFor(method);
    if (!target) throw new ApiError('not_found', `${method} is not available in the browser version; use the desktop app.`);
    const route = toHttpRequest(target, (input ?? {}) as Record<string, unknown>);
    const headers: Record<string, string> = { Authorization: `Bearer ${options.apiKey}`, Accept: 'application/json' };
    if (route.body !== undefined) headers['Content-Type'] = 'application/json';
    let response: Response;
    try {
      response = await fetchFn(new URL(route.path, options.baseUrl), {
        method: route.method,
        headers,
        body: route.body === undefined ? undefined : JSON.stringify(route.body),
      });
    } catch {
      throw new ApiError('network', 'Could not reach the Scripture Study server. Check that it is still running, then try again.');
    }
    let payload: unknown;
    try {
      payload = await response.json();
    } catch {
      throw new ApiError('internal', `The server sent an unreadable reply (HTTP ${response.status}).`);
    }
    if (response.ok) return payload as MethodOutput<typeof method>;
    const error = (payload as Partial<ErrorBody> | null)?.error;
    if (error && typeof error.code === 'string' && typeof error.message === 'string') throw fromErrorBody(error);
    throw new ApiError('internal', `The server refused the request (HTTP ${response.status}).`);
  });
}

/** The API key the web-mode server writes into the page it serves. */
export function readPageApiKey(doc: Document): string {
  return doc.querySelector<HTMLMetaElement>('meta[name="scripture-api-key"]')?.content ?? '';
}

/** IPC inside the desktop app, HTTP to the serving origin in a browser. */
export function createApiClient(win: Window = window): ApiClient {
  if (win.scripture) return createIpcClient(win.scripture);
  return createHttpClient({ baseUrl: win.location.origin, apiKey: readPageApiKey(win.document) });
}

/**
 * Asks a question and receives the answer as it is written: `token` pieces of text, then the
 * `citations`. Over IPC the pieces are pushed to the page; in a browser they come from the
 * `text/event-stream` of `POST /v1/bible/ask`. Resolves with the whole answer (the same object
 * `bible.ask` returns); rejects with an `ApiError`, also when the answer fails halfway.
 */
export async function askStream(input: AskInput, onEvent: (event: AskEvent) => void, win: Window = window): Promise<AskOutput> {
  try {
    parseMethodInput('bible.ask', input);
  } catch (err) {
    throw toApiError(err);
  }
  const bridge = win.scripture;
  if (bridge) {
    const streamId = crypto.randomUUID();
    const stop = bridge.onStreamEvent<'bible.ask'>(streamId, onEvent);
    let envelope: Envelope<AskOutput>;
    try {
      envelope = await bridge.invoke('bible.ask', input, { streamId });
    } catch {
      throw new ApiError('network', 'The app’s background service did not answer. Restart Scripture Study and try again.');
    } finally {
      stop();
    }
    if (envelope.ok) return envelope.value;
    throw fromErrorBody(envelope.error);
  }
  let response: Response;
  try {
    response = await fetch(new URL('/v1/bible/ask', win.location.origin), {
      method: 'POST',
      headers: { Authorization: `Bearer ${readPageApiKey(win.document)}`, Accept: 'text/event-stream', 'Content-Type': 'application/json' },
      body: JSON.stringify(input),
    });
  } catch {
    throw new ApiError('network', 'Could not reach the Scripture Study server. Check that it is still running, then try again.');
  }
  if (!response.ok || !response.body) {
    const error = ((await response.json().catch(() => null)) as Partial<ErrorBody> | null)?.error;
    if (error && typeof error.code === 'string') throw fromErrorBody(error);
    throw new ApiError('internal', `The server refused the request (HTTP ${response.status}).`);
  }
  // Server-sent events: frames separated by a blank line, each `event: <name>` and `data: <JSON>`.
  const decoder = new TextDecoder();
  let buffer = '';
  const reader = response.body.getReader();
  for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
    buffer += decoder.decode(chunk.value, { stream: true });
    let end: number;
    while ((end = buffer.indexOf('\n\n')) !== -1) {
      const frame = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      const event = /^event: (.*)$/m.exec(frame)?.[1];
      const data = /^data: (.*)$/m.exec(frame)?.[1] ?? '';
      if (event === 'token' || event === 'citations') onEvent({ event, data: JSON.parse(data) } as AskEvent);
      else if (event === 'result') return JSON.parse(data) as AskOutput;
      else if (event === 'error') throw fromErrorBody((JSON.parse(data) as ErrorBody).error);
    }
  }
  throw new ApiError('network', 'The answer was cut off. Try again.');
}
