import { contextBridge, ipcRenderer } from 'electron';
import { INVOKE_CHANNEL, type ScriptureBridge } from '#shared/ipc.ts';

// Sandboxed preload: only `electron` and types may be imported (no npm packages at run time).
const bridge = {
  invoke: (method, input) => ipcRenderer.invoke(INVOKE_CHANNEL, method, input),
} satisfies ScriptureBridge;

contextBridge.exposeInMainWorld('scripture', bridge);
