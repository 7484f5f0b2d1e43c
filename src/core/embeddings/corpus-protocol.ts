/** Messages between `corpus-embedder.ts` (host) and `corpus-worker.ts`; both sides import these types only. */

import type { UseLiteOptions } from './use-lite.ts';

/** Passed as `workerData`; the worker loads its own USE-Lite with these options. */
export type WorkerInit = UseLiteOptions;

export interface EmbedRequest {
  readonly type: 'embed';
  readonly jobId: number;
  readonly texts: readonly string[];
}

/** Finish the job in hand, release the model, exit. (terminate() during a native onnxruntime run aborts the process.) */
export interface StopRequest {
  readonly type: 'stop';
}

export type HostMessage = EmbedRequest | StopRequest;

export type WorkerReply =
  | { readonly type: 'ready'; readonly id: string; readonly version: string; readonly dimensions: number }
  /** Rows for the job's texts, in the order they were sent, flattened (texts × dimensions). */
  | { readonly type: 'embedded'; readonly jobId: number; readonly vectors: Float32Array }
  | { readonly type: 'failed'; readonly message: string; readonly stack?: string };
