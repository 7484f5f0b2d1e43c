import type { ErrorBody } from './errors.ts';
import type { Method, MethodInput, MethodOutput, StreamEvent, StreamingMethod } from './contract/index.ts';

/** The one IPC channel: every contract method goes through it by name. */
export const INVOKE_CHANNEL = 'scripture:invoke';

/** IPC replies in an envelope, because Electron passes only `message` of a thrown error to the renderer. */
export type Envelope<T> = { ok: true; value: T } | { ok: false; error: ErrorBody['error'] };

/** Main → page: the pieces of a streaming method's answer, sent as `(streamId, event)` to the page that asked. */
export const STREAM_CHANNEL = 'scripture:stream';

/** The ids a page may choose for a stream; main ignores any other. */
export const STREAM_ID_PATTERN = /^[\w-]{1,64}$/;

export interface InvokeOptions {
  /** For a streaming method (`bible.ask`): its pieces are pushed under this id to `onStreamEvent`. */
  streamId?: string;
}

/** What the preload exposes on `window.scripture`: named typed functions, never `ipcRenderer`. */
export interface ScriptureBridge {
  invoke<M extends Method>(method: M, input: MethodInput<M>, options?: InvokeOptions): Promise<Envelope<MethodOutput<M>>>;
  /** Listens to the pieces of the call made with `streamId`; returns the function that stops listening. */
  onStreamEvent<M extends StreamingMethod>(streamId: string, listener: (event: StreamEvent<M>) => void): () => void;
}
