import type { ScriptureBridge } from '#shared/ipc.ts';

declare global {
  interface Window {
    /** Present in the desktop app; absent in web mode, where the renderer uses HTTP. */
    scripture?: ScriptureBridge;
  }
}

export {};
