import { availableParallelism } from 'node:os';
import type { Worker } from 'node:worker_threads';
import { spawnWorker } from '../workers/spawn-worker.ts';
import type { EmbedRequest, StopRequest, WorkerInit, WorkerReply } from './corpus-protocol.ts';
import type { UseLiteOptions } from './use-lite.ts';

export interface EmbedderInfo {
  readonly id: string;
  readonly version: string;
  readonly dimensions: number;
}

export interface CorpusProgress {
  readonly done: number;
  readonly total: number;
  /** Estimated from the characters still to embed at the rate seen so far. */
  readonly etaSeconds: number;
}

/** One finished job: `vectors` holds one row per entry of `indices` (input positions), same order. */
export interface CorpusBatch {
  readonly indices: Uint32Array;
  readonly vectors: Float32Array;
}

export interface CorpusOptions {
  /**
   * Worker threads, each with its own model, sharing the cores as onnxruntime threads. Default: one
   * worker with every core when onnxruntime-node loads (one model in memory, as fast as one worker a
   * core), else one single-threaded TF.js worker a core.
   */
  readonly workers?: number;
  /** Texts sent to a worker per job (default 16 to 128 by corpus size); a worker runs a job in batches of one token length. */
  readonly jobSize?: number;
  readonly embedder?: UseLiteOptions;
  /**
   * The worker entry. The default, `./corpus-worker.ts` beside this file, works under tsx and
   * vitest (the worker then gets tsx's loader). A bundling host passes the built file instead; with
   * electron-vite: `import workerPath from '#core/embeddings/corpus-worker.ts?modulePath'` and
   * `{ workerEntry: workerPath }`.
   */
  readonly workerEntry?: string | URL;
  readonly signal?: AbortSignal;
  readonly onProgress?: (progress: CorpusProgress) => void;
}

export interface CorpusEmbedding extends EmbedderInfo {
  /** texts × dimensions, row i for texts[i]. */
  readonly vectors: Float32Array;
}

/** Embeds every text on worker threads and returns the rows in input order. */
export async function embedCorpus(texts: readonly string[], options: CorpusOptions = {}): Promise<CorpusEmbedding> {
  let vectors = new Float32Array(0);
  const info = await streamCorpus(
    texts,
    (batch, model) => {
      if (vectors.length === 0) vectors = new Float32Array(texts.length * model.dimensions);
      batch.indices.forEach((input, row) => {
        vectors.set(batch.vectors.subarray(row * model.dimensions, (row + 1) * model.dimensions), input * model.dimensions);
      });
    },
    options,
  );
  return { ...info, vectors };
}

/**
 * Embeds every text on worker threads and hands over each finished job as it arrives (jobs finish
 * out of input order). Rejects, after stopping every worker, on abort or on any worker failure.
 */
export async function streamCorpus(
  texts: readonly string[],
  onBatch: (batch: CorpusBatch, model: EmbedderInfo) => void,
  options: CorpusOptions = {},
): Promise<EmbedderInfo> {
  const { signal, onProgress } = options;
  signal?.throwIfAborted();
  const layout = await workerLayout(options);
  const wanted = layout.workers;
  // Big jobs keep message traffic negligible; small corpora still get several jobs per worker.
  const jobSize = options.jobSize ?? Math.min(128, Math.max(16, Math.ceil(texts.length / (wanted * 8))));
  const jobs = planJobs(texts, jobSize);
  const weight = (input: number): number => texts[input]!.length + PER_TEXT_WEIGHT;
  const totalWeight = texts.reduce((sum, _, i) => sum + weight(i), 0);
  const entry = options.workerEntry ?? new URL('./corpus-worker.ts', import.meta.url);
  const count = Math.max(1, Math.min(wanted, jobs.length));
  const workers: Worker[] = [];
  const exited = new WeakSet<Worker>();
  /** Asks a worker to stop after its job in hand and waits for it to exit; cut off only if it hangs. */
  const stopWorker = (worker: Worker): Promise<void> =>
    new Promise((resolve) => {
      if (exited.has(worker)) return resolve();
      worker.once('exit', () => resolve());
      worker.postMessage({ type: 'stop' } satisfies StopRequest);
      setTimeout(() => void worker.terminate(), STOP_TIMEOUT_MS).unref();
    });

  return new Promise<EmbedderInfo>((resolve, reject) => {
    let settled = false;
    let info: EmbedderInfo | undefined;
    let next = 0;
    let done = 0;
    let doneWeight = 0;
    let startedAt = 0;
    const running = new Map<number, Uint32Array>();

    const settle = (error: unknown, result?: EmbedderInfo): void => {
      if (settled) return;
      settled = true;
      signal?.removeEventListener('abort', onAbort);
      // Resolve only once every thread is gone, so callers never leak workers.
      void Promise.all(workers.map(stopWorker)).then(() => (error === undefined ? resolve(result!) : reject(error)));
    };
    const onAbort = (): void => settle(signal!.reason);
    signal?.addEventListener('abort', onAbort, { once: true });

    const dispatch = (worker: Worker): void => {
      if (settled) return;
      const jobId = next++;
      const indices = jobs[jobId];
      if (!indices) {
        if (running.size === 0) settle(undefined, info);
        return;
      }
      running.set(jobId, indices);
      const request: EmbedRequest = { type: 'embed', jobId, texts: Array.from(indices, (i) => texts[i]!) };
      worker.postMessage(request);
    };

    const onReply = (worker: Worker, message: WorkerReply): void => {
      if (settled) return;
      if (message.type === 'failed') {
        settle(new Error(`Embedding worker failed: ${message.message}`, { cause: message.stack }));
      } else if (message.type === 'ready') {
        if (info && info.version !== message.version) {
          settle(new Error(`Embedding workers disagree on the model version (${info.version}, ${message.version})`));
          return;
        }
        info ??= { id: message.id, version: message.version, dimensions: message.dimensions };
        startedAt ||= performance.now();
        dispatch(worker);
      } else {
        const indices = running.get(message.jobId)!;
        running.delete(message.jobId);
        try {
          onBatch({ indices, vectors: message.vectors }, info!);
          done += indices.length;
          indices.forEach((input) => (doneWeight += weight(input)));
          const rate = doneWeight / Math.max(performance.now() - startedAt, 1);
          onProgress?.({ done, total: texts.length, etaSeconds: (totalWeight - doneWeight) / rate / 1000 });
        } catch (err) {
          settle(err);
          return;
        }
        dispatch(worker);
      }
    };

    try {
      for (let i = 0; i < count; i++) {
        const init: WorkerInit = { threads: layout.threads, ...options.embedder, singleTextForward: false };
        const worker = spawnWorker(entry, init);
        workers.push(worker);
        worker.on('message', (message: WorkerReply) => onReply(worker, message));
        worker.on('error', (err) => settle(err));
        worker.on('exit', (code) => {
          exited.add(worker);
          settle(new Error(`Embedding worker exited early (code ${code})`));
        });
      }
    } catch (err) {
      settle(err);
    }
  });
}

/** A job takes well under a second; a worker still busy after this is stuck and is terminated. */
const STOP_TIMEOUT_MS = 30_000;

async function workerLayout({ workers, embedder }: CorpusOptions): Promise<{ workers: number; threads: number }> {
  const cores = availableParallelism();
  if (workers !== undefined) return { workers: Math.max(1, workers), threads: Math.max(1, Math.floor(cores / workers)) };
  const native =
    embedder?.runtime !== 'tfjs' &&
    (await import('onnxruntime-node').then(
      () => true,
      () => false,
    ));
  return native ? { workers: 1, threads: cores } : { workers: cores, threads: 1 };
}

/** Per-text cost that does not depend on length, in characters, for the ETA. */
const PER_TEXT_WEIGHT = 16;

/**
 * Cuts the texts into jobs of neighbours in length order, longest first: each graph run pads to its
 * longest text, and ending on short jobs keeps the workers finishing together.
 */
function planJobs(texts: readonly string[], jobSize: number): Uint32Array[] {
  const order = Uint32Array.from(texts.keys()).sort((a, b) => texts[b]!.length - texts[a]!.length);
  const jobs: Uint32Array[] = [];
  for (let start = 0; start < order.length; start += jobSize) jobs.push(order.subarray(start, start + jobSize));
  return jobs;
}
