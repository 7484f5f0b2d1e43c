// The Electron host: wires the shared core to a window through one IPC channel. Everything else lives
// in its own file (security, protocol, window state, menu).
import { join } from 'node:path';
import { app, BrowserWindow } from 'electron';
import { createCore } from '#core/create-core.ts';
import { registerAppScheme, serveRenderer } from './app-protocol.ts';
import { installIpc } from './ipc.ts';
import { installMenu } from './menu.ts';
import { APP_ORIGIN } from './policy.ts';
import { installSessionPolicies, lockDownContents } from './security.ts';
import { createWindowState } from './window-state.ts';
import { mainWindowOptions } from './window-options.ts';

const devServerUrl = !app.isPackaged ? process.env.ELECTRON_RENDERER_URL : undefined;
const isAppUrl = (url: string) => url.startsWith(`${APP_ORIGIN}/`) || (devServerUrl !== undefined && url.startsWith(devServerUrl));

if (!app.requestSingleInstanceLock()) {
  app.quit();
} else {
  registerAppScheme();
  let mainWindow: BrowserWindow | undefined;

  app.on('second-instance', () => {
    if (!mainWindow) return;
    if (mainWindow.isMinimized()) mainWindow.restore();
    mainWindow.focus();
  });

  void app.whenReady().then(() => {
    const dataDir = process.env.SCRIPTURE_DATA_DIR ?? app.getPath('userData');
    // Packaged: verses.db ships unpacked in resources/; from source: the project's resources/.
    const versesDbPath = app.isPackaged ? join(process.resourcesPath, 'verses.db') : join(app.getAppPath(), 'resources', 'verses.db');
    const core = createCore({ versesDbPath, dataDir });
    app.on('will-quit', () => core.close());

    installSessionPolicies();
    serveRenderer(join(import.meta.dirname, '../renderer'));
    installIpc(core.api, isAppUrl);
    app.on('web-contents-created', (_event, contents) => lockDownContents(contents, isAppUrl));
    installMenu(
      () => mainWindow,
      async () => ({ dataDir, verses: (await core.api['system.health']({})).verses, embeddingModel: 'none (keyword search)' }),
    );

    const windowState = createWindowState();
    const createWindow = () => {
      mainWindow = new BrowserWindow(mainWindowOptions(join(import.meta.dirname, '../preload/index.cjs'), windowState.bounds()));
      windowState.track(mainWindow);
      if (windowState.maximized()) mainWindow.maximize();
      mainWindow.once('ready-to-show', () => mainWindow?.show());
      mainWindow.on('closed', () => (mainWindow = undefined));
      void mainWindow.loadURL(devServerUrl ?? `${APP_ORIGIN}/index.html`);
    };
    createWindow();
    app.on('activate', () => {
      if (BrowserWindow.getAllWindows().length === 0) createWindow();
    });
  });

  app.on('window-all-closed', () => {
    if (process.platform !== 'darwin') app.quit();
  });
}
