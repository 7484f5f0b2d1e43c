import { contextBridge, ipcRenderer, type IpcRendererEvent } from 'electron';
import { INVOKE_CHANNEL, STREAM_CHANNEL, type ScriptureBridge } from '#shared/ipc.ts';

// Sandboxed preload: only `electron` and types may be imported (no npm packages at run time).
const bridge = {
  invoke: (method, input, options) => ipcRenderer.invoke(INVOKE_CHANNEL, method, input, options),
  onStreamEvent: (streamId, listener) => {
    const handler = (_event: IpcRendererEvent, id: unknown, piece: unknown) => {
      if (id === streamId) listener(piece as Parameters<typeof listener>[0]);
    };
    ipcRenderer.on(STREAM_CHANNEL, handler);
    return () => {
      ipcRenderer.removeListener(STREAM_CHANNEL, handler);
    };
  },
} satisfies ScriptureBridge;

contextBridge.exposeInMainWorld('scripture', bridge);
