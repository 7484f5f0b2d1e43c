import { ipcMain, type IpcMainInvokeEvent } from 'electron';
import { isMethod, isStreamingMethod, type Api } from '#shared/contract/index.ts';
import { INVOKE_CHANNEL, STREAM_ID_PATTERN } from '#shared/ipc.ts';
import { dispatch } from './ipc-dispatch.ts';
import { streamToPage } from './ipc-stream.ts';

/**
 * The one IPC handler. It answers only the app's own top-level page, never a subframe or another origin.
 * A call with a `streamId` gets the pieces of a streaming method pushed to that same page only; the
 * call is aborted (and a paid answer not charged) if the page goes away.
 */
export function installIpc(api: Api, isAppUrl: (url: string) => boolean): void {
  ipcMain.handle(INVOKE_CHANNEL, async (event: IpcMainInvokeEvent, method: unknown, input: unknown, options: unknown) => {
    const frame = event.senderFrame;
    if (!frame || frame !== event.sender.mainFrame || !isAppUrl(frame.url)) {
      return { ok: false, error: { code: 'forbidden', message: 'Refused: not the app page' } };
    }
    const logError = (err: unknown) => console.error('Unexpected error in', method, err);
    if (!isMethod(method) || !isStreamingMethod(method)) return dispatch(api, method, input, logError);
    // A streaming method is watched for its page going away even when it asked for no pieces.
    const streamId = (options as { streamId?: unknown } | undefined)?.streamId;
    return streamToPage(api, method, input, event.sender, typeof streamId === 'string' && STREAM_ID_PATTERN.test(streamId) ? streamId : undefined, logError);
  });
}
