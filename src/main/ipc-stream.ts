import type { Api, StreamOptions, StreamingMethod } from '#shared/contract/index.ts';
import type { Envelope } from '#shared/ipc.ts';
import { STREAM_CHANNEL } from '#shared/ipc.ts';
import { dispatch } from './ipc-dispatch.ts';

/** The parts of Electron's `WebContents` a stream needs; free of Electron so it is testable. */
export interface StreamPage {
  send(channel: string, ...args: unknown[]): void;
  isDestroyed(): boolean;
  on(event: PageGoneEvent, listener: () => void): unknown;
  off(event: PageGoneEvent, listener: () => void): unknown;
}

/** The page that asked is gone: closed, crashed, or reloading (a new page will not read the old stream). */
const PAGE_GONE_EVENTS = ['destroyed', 'render-process-gone', 'did-start-loading'] as const;
type PageGoneEvent = (typeof PAGE_GONE_EVENTS)[number];

/**
 * Calls a streaming method for a page: its pieces are pushed to that page under `streamId` (when it
 * gave one), and the call is aborted (so a paid answer is not charged) as soon as the page goes away.
 */
export async function streamToPage(
  api: Api,
  method: unknown,
  input: unknown,
  page: StreamPage,
  streamId: string | undefined,
  logError: (err: unknown) => void,
): Promise<Envelope<unknown>> {
  const gone = new AbortController();
  const onGone = () => gone.abort();
  for (const event of PAGE_GONE_EVENTS) page.on(event, onGone);
  if (page.isDestroyed()) gone.abort();
  const stream: StreamOptions<StreamingMethod> = {
    emit: (piece) => {
      if (streamId !== undefined && !page.isDestroyed()) page.send(STREAM_CHANNEL, streamId, piece);
    },
    signal: gone.signal,
  };
  try {
    return await dispatch(api, method, input, logError, stream);
  } finally {
    for (const event of PAGE_GONE_EVENTS) page.off(event, onGone);
  }
}
