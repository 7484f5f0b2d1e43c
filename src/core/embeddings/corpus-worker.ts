/**
 * Worker-thread entry for `embedCorpus`: one USE-Lite per thread, one job at a time.
 * Each worker thread has its own JS realm, hence its own tfjs engine and WASM heap.
 */
import { parentPort, workerData } from 'node:worker_threads';
import type { EmbedRequest, WorkerInit, WorkerReply } from './corpus-protocol.ts';
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

try {
  const embedder = await loadUseLite(workerData as WorkerInit);
  port.on('message', (request: EmbedRequest) => {
    embedder.embed(request.texts).then((rows) => {
      const vectors = new Float32Array(rows.length * embedder.dimensions);
      rows.forEach((row, i) => vectors.set(row, i * embedder.dimensions));
      reply({ type: 'embedded', jobId: request.jobId, vectors }, [vectors.buffer]);
    }, fail);
  });
  reply({ type: 'ready', id: embedder.id, version: embedder.version, dimensions: embedder.dimensions });
} catch (err) {
  fail(err);
}
