// The Electron host: wires the shared core to a window through one IPC channel. Everything else lives
// in its own file (security, protocol, window state, menu).
import { join } from 'node:path';
import { app, BrowserWindow } from 'electron';
import { readLlmEnv } from '#core/ask/generative.ts';
import { readBillingEnv } from '#core/billing/env.ts';
import { createCore } from '#core/create-core.ts';
import corpusWorker from '#core/embeddings/corpus-worker.ts?modulePath';
import indexWriter from '#core/semantic/index-writer-worker.ts?modulePath';
import { semanticHostOptions } from '#core/semantic/host-options.ts';
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

/** SCRIPTURE_BILLING_URL / SCRIPTURE_BILLING_KEY; a bad value is reported and ignored rather than stopping the app. */
function billingEnv(): ReturnType<typeof readBillingEnv> {
  try {
    return readBillingEnv(process.env);
  } catch (err) {
    console.error((err as Error).message);
    return {};
  }
}

/** SCRIPTURE_LLM_URL / SCRIPTURE_LLM_MODEL: the optional local LLM for answers; a bad value is reported and ignored. */
function llmEnv(): ReturnType<typeof readLlmEnv> {
  try {
    return readLlmEnv(process.env);
  } catch (err) {
    console.error((err as Error).message);
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
    const dataDir = process.env.SCRIPTURE_DATA_DIR ?? app.getPath('userData');
    // Packaged: verses.db ships unpacked in resources/; from source: the project's resources/.
    const versesDbPath = app.isPackaged ? join(process.resourcesPath, 'verses.db') : join(app.getAppPath(), 'resources', 'verses.db');
    const billing = { ...billingEnv(), secretStore: createSafeStorageSecretStore(dataDir), openExternal: openExternalIfVetted };
    const resourcesDir = app.isPackaged ? process.resourcesPath : join(app.getAppPath(), 'resources');
    // The packaged app ships its semantic index; a changed embedder rebuilds into the cache instead.
    const semantic = semanticHostOptions({ cacheDir: join(app.getPath('userData'), 'cache'), shippedIndexPath: join(resourcesDir, 'semantic-index.db'), workerEntry: corpusWorker, writerEntry: indexWriter });
    const llm = llmEnv();
    const core = createCore({ versesDbPath, dataDir, billing, semantic, ...(llm && { ask: { llm } }) });
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
