import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';

/**
 * Starts a worker thread from a module entry. A bundled host (Electron) passes the built `.js` file;
 * from source (tsx, vitest) the entry is a `.ts` file: Node 20 ignores `--import tsx` in a worker's
 * execArgv and vitest's transform does not reach worker threads, so a small bootstrap loads the
 * entry through tsx's API.
 */
export function spawnWorker(entry: string | URL, workerData: unknown, transferList: ArrayBuffer[] = []): Worker {
  const url = entry instanceof URL ? entry : pathToFileURL(entry);
  if (!url.pathname.endsWith('.ts')) return new Worker(url, { workerData, transferList });
  const tsx = import.meta.resolve('tsx/esm/api');
  const bootstrap = `import(${JSON.stringify(tsx)}).then((api) => api.tsImport(${JSON.stringify(url.href)}, ${JSON.stringify(url.href)}))`;
  return new Worker(bootstrap, { eval: true, workerData, transferList });
}
