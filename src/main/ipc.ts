import { ipcMain, type IpcMainInvokeEvent } from 'electron';
import type { Api } from '#shared/contract/index.ts';
import { INVOKE_CHANNEL } from '#shared/ipc.ts';
import { dispatch } from './ipc-dispatch.ts';

/** The one IPC handler. It answers only the app's own top-level page, never a subframe or another origin. */
export function installIpc(api: Api, isAppUrl: (url: string) => boolean): void {
  ipcMain.handle(INVOKE_CHANNEL, (event: IpcMainInvokeEvent, method: unknown, input: unknown) => {
    const frame = event.senderFrame;
    if (!frame || frame !== event.sender.mainFrame || !isAppUrl(frame.url)) {
      return { ok: false, error: { code: 'forbidden', message: 'Refused: not the app page' } };
    }
    return dispatch(api, method, input, (err) => console.error('Unexpected error in', method, err));
  });
}
