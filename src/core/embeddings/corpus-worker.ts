/**
 * Worker-thread entry for `embedCorpus`: one USE-Lite per thread, one job at a time.
 * Each worker thread has its own JS realm, hence its own model. It leaves only when asked (`stop`)
 * and never in the middle of a job: terminating a thread inside a native onnxruntime run aborts
 * the whole process.
 */
import { parentPort, workerData } from 'node:worker_threads';
import type { HostMessage, WorkerInit, WorkerReply } from './corpus-protocol.ts';
import type { Embedder } from './embedder.ts';
import { loadUseLite } from './use-lite.ts';

const port = parentPort;
if (!port) throw new Error('corpus-worker.ts must run in a worker thread');

function reply(message: WorkerReply, transfer: ArrayBuffer[] = []): void {
  port!.postMessage(message, transfer);
}

function fail(err: unknown): void {
  const error = err instanceof Error ? err : new Error(String(err));
  reply({ type: 'failed', message: error.message, ...(error.stack ? { stack: error.stack } : {}) });
}

let embedder: Embedder | undefined;
let busy = true; // loading, then while a job runs
let stopping = false;

function exitWhenIdle(): void {
  if (!stopping || busy) return;
  void Promise.resolve(embedder?.dispose()).finally(() => process.exit(0)); // ends this thread only
}

port.on('message', (message: HostMessage) => {
  if (message.type === 'stop') {
    stopping = true;
    exitWhenIdle();
    return;
  }
  if (!embedder || stopping) return;
  const model = embedder;
  busy = true;
  model
    .embed(message.texts)
    .then((rows) => {
      const vectors = new Float32Array(rows.length * model.dimensions);
      rows.forEach((row, i) => vectors.set(row, i * model.dimensions));
      reply({ type: 'embedded', jobId: message.jobId, vectors }, [vectors.buffer]);
    }, fail)
    .finally(() => {
      busy = false;
      exitWhenIdle();
    });
});

try {
  embedder = await loadUseLite(workerData as WorkerInit);
  reply({ type: 'ready', id: embedder.id, version: embedder.version, dimensions: embedder.dimensions });
} catch (err) {
  fail(err);
} finally {
  busy = false;
  exitWhenIdle();
}
