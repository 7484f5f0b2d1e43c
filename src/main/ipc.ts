import { ipcMain, type IpcMainInvokeEvent } from 'electron';
import type { Api } from '#shared/contract/index.ts';
import { INVOKE_CHANNEL, STREAM_CHANNEL, STREAM_ID_PATTERN } from '#shared/ipc.ts';
import { dispatch } from './ipc-dispatch.ts';

/**
 * The one IPC handler. It answers only the app's own top-level page, never a subframe or another origin.
 * A call with a `streamId` gets the pieces of a streaming method pushed to that same page only; the
 * call is aborted if the page goes away.
 */
export function installIpc(api: Api, isAppUrl: (url: string) => boolean): void {
  ipcMain.handle(INVOKE_CHANNEL, async (event: IpcMainInvokeEvent, method: unknown, input: unknown, options: unknown) => {
    const frame = event.senderFrame;
    if (!frame || frame !== event.sender.mainFrame || !isAppUrl(frame.url)) {
      return { ok: false, error: { code: 'forbidden', message: 'Refused: not the app page' } };
    }
    const logError = (err: unknown) => console.error('Unexpected error in', method, err);
    const streamId = (options as { streamId?: unknown } | undefined)?.streamId;
    if (typeof streamId !== 'string' || !STREAM_ID_PATTERN.test(streamId)) return dispatch(api, method, input, logError);
    const sender = event.sender;
    const abort = new AbortController();
    const onGone = () => abort.abort();
    sender.once('destroyed', onGone);
    try {
      const emit = (piece: unknown) => {
        if (!sender.isDestroyed()) sender.send(STREAM_CHANNEL, streamId, piece);
      };
      return await dispatch(api, method, input, logError, { emit, signal: abort.signal });
    } finally {
      sender.off('destroyed', onGone);
    }
  });
}
