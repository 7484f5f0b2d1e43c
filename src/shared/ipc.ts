import type { ErrorBody } from './errors.ts';
import type { Method, MethodInput, MethodOutput } from './contract/index.ts';

/** The one IPC channel: every contract method goes through it by name. */
export const INVOKE_CHANNEL = 'scripture:invoke';

/** IPC replies in an envelope, because Electron passes only `message` of a thrown error to the renderer. */
export type Envelope<T> = { ok: true; value: T } | { ok: false; error: ErrorBody['error'] };

/** What the preload exposes on `window.scripture`: one typed function, never `ipcRenderer`. */
export interface ScriptureBridge {
  invoke<M extends Method>(method: M, input: MethodInput<M>): Promise<Envelope<MethodOutput<M>>>;
}
