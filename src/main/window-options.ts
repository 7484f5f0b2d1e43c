import type { BrowserWindowConstructorOptions } from 'electron';

export interface WindowBounds {
  x?: number;
  y?: number;
  width: number;
  height: number;
}

export const DEFAULT_BOUNDS: WindowBounds = { width: 1280, height: 800 };

/**
 * The main window's options, kept apart from window creation so a unit test can check the security
 * settings without Electron: isolated, sandboxed, no Node in the page, no webview, no remote content.
 */
export function mainWindowOptions(preloadPath: string, bounds: WindowBounds = DEFAULT_BOUNDS): BrowserWindowConstructorOptions {
  return {
    ...bounds,
    minWidth: 720,
    minHeight: 520,
    show: false,
    title: 'Scripture Study',
    backgroundColor: '#f7f5f0',
    webPreferences: {
      preload: preloadPath,
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      nodeIntegrationInWorker: false,
      nodeIntegrationInSubFrames: false,
      webviewTag: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
      experimentalFeatures: false,
      spellcheck: true,
    },
  };
}
