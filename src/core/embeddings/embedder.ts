/** Turns texts into fixed-size vectors; search compares them by dot product (rows are unit length). */
export interface Embedder {
  /** Stable model name, e.g. `use-lite`. */
  readonly id: string;
  /** Changes whenever vectors would change (model files, preprocessing); stored vectors with another version are stale. */
  readonly version: string;
  readonly dimensions: number;
  /** What runs the model, for status and diagnostics (e.g. `onnxruntime`, `tfjs-wasm`). */
  readonly runtime?: string;
  /** One L2-normalised row per text, in input order. */
  embed(texts: readonly string[]): Promise<Float32Array[]>;
  /** Frees the model; the embedder must not be used afterwards. */
  dispose(): Promise<void>;
}
