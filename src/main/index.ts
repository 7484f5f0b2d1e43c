// The Electron host: wires the shared core to a window through one IPC channel. Everything else lives
// in its own file (security, protocol, window state, menu).
import { join } from 'node:path';
import { app, BrowserWindow, dialog } from 'electron';
import { coreOptionsFor, readHostConfig, type HostConfig } from '#core/config/host-config.ts';
import { HostConfigError } from '#core/config/host-env.ts';
import { createCore } from '#core/create-core.ts';
import corpusWorker from '#core/embeddings/corpus-worker.ts?modulePath';
import indexWriter from '#core/semantic-index/index-writer-worker.ts?modulePath';
import { registerAppScheme, serveRenderer } from './app-protocol.ts';
import { installIpc } from './ipc.ts';
import { installMenu } from './menu.ts';
import { APP_ORIGIN } from './policy.ts';
import { createSafeStorageSecretStore } from './secret-store.ts';
import { installSessionPolicies, lockDownContents, openExternalIfVetted } from './security.ts';
import { createWindowState } from './window-state.ts';
import { mainWindowOptions } from './window-options.ts';

const devServerUrl = !app.isPackaged ? process.env.ELECTRON_RENDERER_URL : undefined;
const isAppUrl = (url: string) => url.startsWith(`${APP_ORIGIN}/`) || (devServerUrl !== undefined && url.startsWith(devServerUrl));

/**
 * The environment, read by the same rules as web mode, over the desktop app's own folders. A bad
 * value is shown and the app quits: ignoring it would run with settings the user did not choose.
 */
function readConfig(): HostConfig | undefined {
  const userData = app.getPath('userData');
  // Packaged: verses.db ships unpacked in resources/; from source: the project's resources/.
  const versesDbPath = app.isPackaged ? join(process.resourcesPath, 'verses.db') : join(app.getAppPath(), 'resources', 'verses.db');
  try {
    return readHostConfig(process.env, { dataDir: userData, cacheDir: join(userData, 'cache'), versesDbPath });
  } catch (err) {
    const message = err instanceof HostConfigError ? err.message : String(err);
    console.error(message);
    dialog.showErrorBox('Scripture Study cannot start', `${message}\n\nCorrect or unset the variable, then start the app again.`);
    return undefined;
  }
}

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
    // After ready, so that on Linux the error box is a window and not a line on stderr.
    const config = readConfig();
    if (!config) {
      app.exit(1);
      return;
    }
    const { dataDir } = config;
    const resourcesDir = app.isPackaged ? process.resourcesPath : join(app.getAppPath(), 'resources');
    const core = createCore(
      coreOptionsFor(config, {
        billing: { secretStore: createSafeStorageSecretStore(dataDir), openExternal: openExternalIfVetted },
        // The packaged app ships its semantic index; a changed embedder rebuilds into the cache instead.
        semantic: { shippedIndexPath: join(resourcesDir, 'semantic-index.db'), workerEntry: corpusWorker, writerEntry: indexWriter },
      }),
    );
    app.on('will-quit', () => core.close());

    installSessionPolicies(devServerUrl !== undefined);
    serveRenderer(join(import.meta.dirname, '../renderer'));
    installIpc(core.api, isAppUrl);
    app.on('web-contents-created', (_event, contents) => lockDownContents(contents, isAppUrl));
    installMenu(
      () => mainWindow,
      async () => {
        const health = await core.api['system.health']({});
        return { dataDir, verses: health.verses, embeddingModel: `${health.semantic.embedder} (${health.semantic.status})` };
      },
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
