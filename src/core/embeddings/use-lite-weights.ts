/**
 * USE-Lite's weights as plain Float32Arrays, read straight from the graph model's shards and folded
 * for inference (see use-lite-forward.ts for the computation they serve). Both runtimes start here:
 * the TF.js forward pass uploads them as tensors, the ONNX graph stores them as initializers.
 */
import type { io } from '@tensorflow/tfjs-core';

/** The graph keeps tokens at positions 0..127 only. */
export const USE_LITE_POSITIONS = 128;
export const USE_LITE_WIDTH = 512;
export const USE_LITE_EMBEDDING_WIDTH = 256;
export const USE_LITE_FFN_WIDTH = 1536;
export const USE_LITE_VOCABULARY = 8002;
export const USE_LITE_HEADS = 4;
export const USE_LITE_LAYER_NORM_EPSILON = 1e-6;

/** x W + b with W row-major [rows, cols]. */
export interface DenseWeights {
  readonly rows: number;
  readonly cols: number;
  readonly weight: Float32Array;
  readonly bias: Float32Array;
}

export interface LayerWeights {
  readonly width: number;
  /** Layer norm gamma/beta folded in, Q's columns scaled by 1/sqrt(head size); columns Q | K | V. */
  readonly qkv: DenseWeights;
  readonly output: DenseWeights;
  /** Layer norm gamma/beta folded in; followed by ReLU. */
  readonly ffnIn: DenseWeights;
  readonly ffnOut: DenseWeights;
}

export interface UseLiteWeights {
  /** [8002, 256] row-major. */
  readonly embeddings: Float32Array;
  /** [128, 256] row-major: the sin | cos timing signal. */
  readonly timing: Float32Array;
  /** Layer 0's 256 -> 512 projection of its input. */
  readonly residual: DenseWeights;
  readonly layers: readonly [LayerWeights, LayerWeights];
  /** The tanh layer. */
  readonly head: DenseWeights;
}

/** Splits the concatenated shards into named arrays (views), as `tf.io.decodeWeights` does, without a backend. */
export function decodeUseLiteWeights({ weightData, weightSpecs }: io.ModelArtifacts): Map<string, Float32Array | Int32Array> {
  if (!(weightData instanceof ArrayBuffer) || !weightSpecs) throw new Error('USE-Lite model has no weights');
  const named = new Map<string, Float32Array | Int32Array>();
  let offset = 0;
  for (const spec of weightSpecs) {
    if (spec.quantization || (spec.dtype !== 'float32' && spec.dtype !== 'int32')) throw new Error(`USE-Lite weight ${spec.name}: unexpected ${spec.dtype}`);
    const length = spec.shape.reduce((product, dim) => product * dim, 1);
    if (offset + 4 * length > weightData.byteLength) throw new Error('USE-Lite weights are shorter than their manifest');
    // Views, not copies: every weight is 4-byte aligned, and nothing writes to them (folding copies).
    named.set(spec.name, spec.dtype === 'float32' ? new Float32Array(weightData, offset, length) : new Int32Array(weightData, offset, length));
    offset += 4 * length;
  }
  return named;
}

/** Reads and folds the weights the forward pass needs out of the decoded graph weights. */
export function prepareUseLiteWeights(named: ReadonlyMap<string, Float32Array | Int32Array>): UseLiteWeights {
  /** The one float weight whose name ends with `suffix` (names are long TF-Hub scope paths). */
  const get = (suffix: string, length?: number): Float32Array => {
    const hits = [...named.keys()].filter((name) => name.endsWith(suffix));
    const value = hits.length === 1 ? named.get(hits[0]!) : undefined;
    if (!(value instanceof Float32Array)) throw new Error(`USE-Lite weight '${suffix}': ${hits.length} matches`);
    if (length !== undefined && value.length !== length) throw new Error(`USE-Lite weight '${suffix}' has ${value.length} values, not ${length}`);
    return value;
  };
  const scalar = (suffix: string) => get(suffix, 1)[0]!;
  const scope = (layer: number) => `Encode/Layer_${layer}/TransformerLayer`;
  const stack = (layer: number) => `Encode/TransformerStack/Layer_${layer}/TransformerLayer`;

  const epsilon = scalar('Layer_1/TransformerLayer/FFN/layer_prepostprocess/layer_norm/Cast/x');
  if (Math.fround(USE_LITE_LAYER_NORM_EPSILON) !== epsilon) throw new Error('USE-Lite layer norm epsilon is not the expected one');

  // The timing signal as the graph computes it: float32 position * inv_timescale, then sin | cos.
  const inverseTimescales = get('Layer_0/AddTimingSignal/TimingSignal/ExpandDims_1', USE_LITE_EMBEDDING_WIDTH / 2);
  const timing = new Float32Array(USE_LITE_POSITIONS * USE_LITE_EMBEDDING_WIDTH);
  const half = inverseTimescales.length;
  for (let position = 0; position < USE_LITE_POSITIONS; position++) {
    for (let j = 0; j < half; j++) {
      const angle = Math.fround(position * inverseTimescales[j]!);
      timing[position * USE_LITE_EMBEDDING_WIDTH + j] = Math.sin(angle);
      timing[position * USE_LITE_EMBEDDING_WIDTH + half + j] = Math.cos(angle);
    }
  }

  interface DenseSource {
    readonly kernel: string;
    readonly bias: string;
    readonly rows: number;
    readonly cols: number;
    /** The layer norm before it: LN(x) W + b = std(x) (gamma-scaled rows of W) + (beta W + b). */
    readonly norm?: string;
    /** Multiplier for the first third of the columns (Q of a Q|K|V projection). */
    readonly queryScale?: number;
  }
  const dense = ({ kernel, bias, rows, cols, norm, queryScale }: DenseSource): DenseWeights => {
    const w = get(kernel, rows * cols).slice();
    const b = get(bias, cols).slice();
    if (norm) {
      const gamma = get(`${norm}/layer_norm/layer_norm_scale/ConcatPartitions/concat`, rows);
      const beta = get(`${norm}/layer_norm/layer_norm_bias/ConcatPartitions/concat`, rows);
      const shift = new Float64Array(cols);
      for (let r = 0; r < rows; r++) {
        for (let c = 0; c < cols; c++) shift[c]! += beta[r]! * w[r * cols + c]!;
      }
      for (let c = 0; c < cols; c++) b[c] = shift[c]! + b[c]!;
      for (let r = 0; r < rows; r++) {
        for (let c = 0; c < cols; c++) w[r * cols + c] = w[r * cols + c]! * gamma[r]!;
      }
    }
    if (queryScale !== undefined) {
      for (let c = 0; c < cols / 3; c++) {
        b[c] = b[c]! * queryScale;
        for (let r = 0; r < rows; r++) w[r * cols + c] = w[r * cols + c]! * queryScale;
      }
    }
    return { rows, cols, weight: w, bias: b };
  };

  const layer = (index: 0 | 1): LayerWeights => {
    const width = index === 0 ? USE_LITE_EMBEDDING_WIDTH : USE_LITE_WIDTH;
    const attention = `${scope(index)}/MultiheadAttention`;
    return {
      width,
      qkv: dense({
        kernel: `${attention}/qkv_transform_single/kernel/part_0`,
        bias: `${attention}/qkv_transform_single/bias/ConcatPartitions/concat`,
        rows: width,
        cols: 3 * width,
        norm: `${scope(index)}/layer_prepostprocess`,
        queryScale: scalar(`${stack(index)}/MultiheadAttention/mul/y`),
      }),
      output: dense({
        kernel: `${attention}/output_transform_single/kernel/part_0`,
        bias: `${attention}/output_transform_single/bias/ConcatPartitions/concat`,
        rows: width,
        cols: USE_LITE_WIDTH,
      }),
      ffnIn: dense({
        kernel: `${stack(index)}/FFN/conv1/Tensordot/Reshape_1`,
        bias: `${scope(index)}/FFN/conv1/bias/ConcatPartitions/concat`,
        rows: USE_LITE_WIDTH,
        cols: USE_LITE_FFN_WIDTH,
        norm: `${scope(index)}/FFN/layer_prepostprocess`,
      }),
      ffnOut: dense({
        kernel: `${stack(index)}/FFN/conv2/Tensordot/Reshape_1`,
        bias: `${scope(index)}/FFN/conv2/bias/ConcatPartitions/concat`,
        rows: USE_LITE_FFN_WIDTH,
        cols: USE_LITE_WIDTH,
      }),
    };
  };

  return {
    embeddings: get('module/Embeddings_en', USE_LITE_VOCABULARY * USE_LITE_EMBEDDING_WIDTH),
    timing,
    residual: dense({
      kernel: `${scope(0)}/dense/kernel/ConcatPartitions/concat`,
      bias: `${scope(0)}/dense/bias/ConcatPartitions/concat`,
      rows: USE_LITE_EMBEDDING_WIDTH,
      cols: USE_LITE_WIDTH,
    }),
    layers: [layer(0), layer(1)],
    head: dense({ kernel: 'hidden_layers/tanh_layer_0/weights', bias: 'hidden_layers/tanh_layer_0/bias', rows: USE_LITE_WIDTH, cols: USE_LITE_WIDTH }),
  };
}
