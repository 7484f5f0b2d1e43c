/**
 * Universal Sentence Encoder Lite as a direct forward pass for ONE text on the TF.js WASM backend:
 * the same weights and, to float32 rounding (at most ~1e-6 per component), the same vectors as the
 * published graph model, without the graph executor's ~190 bookkeeping kernels (sparse input,
 * masking, shape arithmetic). A query's embedding takes about half the time the graph needs.
 *
 * What the graph computes for one text of T token ids (read off model.json):
 *
 *   positions  tokens at positions >= 128 are dropped (`ClipToMaxLength`), so T <= 128
 *   input      x_t = e_t + (e_t + p_t)      e_t = Embeddings[id_t] (8002 x 256); p_t the sin|cos timing
 *                                           signal; the embedding really is added twice
 *   LN(x)      (x - mean) * rsqrt(var + 1e-6) * gamma + beta over the features
 *   layer 0    width 256 -> 512, 4 heads:  h = x Wd + bd + MHA0(LN(x));  h = h + FFN0(LN(h))
 *   layer 1    width 512, 4 heads:         h = h + MHA1(LN(h));          h = h + FFN1(LN(h))
 *   MHA        [Q K V] = n Wqkv + bqkv, Q *= 1/sqrt(head size), per-head softmax(Q K^T) V, then Wo + bo
 *   FFN        relu(n W1 + b1) W2 + b2      512 -> 1536 -> 512
 *   output     tanh(mean_t(h_t) Wt + bt), l2-normalised (no final layer norm)
 *
 * Where it saves work:
 *   - input rows are built in JS (a table lookup and two float32 additions, bit-identical to the
 *     graph's Add kernels);
 *   - every dense layer is one `_FusedMatMul` kernel (bias and ReLU fused) on a [1, in, out] weight,
 *     which the wasm backend runs on XNNPACK's fully-connected path;
 *   - each layer norm's gamma/beta is folded into the matmul after it, the attention scale into Q;
 *   - all heads' attention is two batch-1 matmuls (XNNPACK too; batched [H,T,d] matmuls take tfjs's
 *     naive loop, 2-3x slower): Q is stacked per head with the other heads' columns masked to 0;
 *   - layer 1's W2 is linear, so it commutes with the mean over tokens: one row instead of T.
 */
import * as tf from '@tensorflow/tfjs-core';

/** The graph keeps tokens at positions 0..127 only. */
export const USE_LITE_POSITIONS = 128;
const DIMENSIONS = 512;
const EMBEDDING_WIDTH = 256;
const FFN_WIDTH = 1536;
const VOCABULARY_SIZE = 8002;
const HEADS = 4;
const LAYER_NORM_EPSILON = 1e-6;

export interface UseLiteForward {
  /** The graph's 512-d output for one tokenized text (ids past the 128th are ignored), before normalising. */
  embedOne(ids: readonly number[]): Float32Array;
  dispose(): void;
}

interface Dense {
  readonly weight: tf.Tensor3D; // [1, in, out]: the rank the wasm matmul kernels want
  readonly bias: tf.Tensor1D;
}

interface TransformerLayer {
  readonly width: number;
  readonly qkv: Dense; // LN gamma/beta and Q's scale folded in; columns Q | K | V
  readonly output: Dense;
  readonly ffnIn: Dense; // LN gamma/beta folded in; ReLU
  readonly ffnOut: Dense;
  /** [H, 1, width]: row h is 1 on head h's columns, 0 elsewhere. */
  readonly headMask: tf.Tensor3D;
}

interface Weights {
  readonly embeddings: Float32Array; // [8002, 256] row-major, read in JS
  readonly timing: Float32Array; // [128, 256] row-major
  readonly residual: Dense; // layer 0's 256 -> 512 projection of its input
  readonly layers: readonly [TransformerLayer, TransformerLayer];
  readonly head: Dense; // the tanh layer
  readonly epsilon: tf.Scalar;
}

/**
 * Builds the forward pass from the graph model's decoded weights (`tf.io.decodeWeights`) on the
 * current backend, which must be `wasm`. The caller keeps ownership of `named`: everything kept
 * here is a new tensor or a JS copy.
 */
export function createUseLiteForward(named: tf.NamedTensorMap): UseLiteForward {
  if (tf.getBackend() !== 'wasm') throw new Error('the USE-Lite forward pass needs the TF.js wasm backend');
  const forward = new Forward(prepareWeights(named));
  // The first run of each weight's matmul packs it for XNNPACK (~100 ms): pay it now, not on a query.
  forward.embedOne([1, 2, 3]);
  return forward;
}

function prepareWeights(named: tf.NamedTensorMap): Weights {
  /** The one weight whose name ends with `suffix` (names are long TF-Hub scope paths). */
  const get = (suffix: string): tf.Tensor => {
    const hits = Object.keys(named).filter((name) => name.endsWith(suffix));
    if (hits.length !== 1) throw new Error(`USE-Lite weight '${suffix}': ${hits.length} matches`);
    return named[hits[0]!]!;
  };
  const scalar = (suffix: string) => get(suffix).dataSync()[0]!;
  const scope = (layer: number) => `Encode/Layer_${layer}/TransformerLayer`;
  const stack = (layer: number) => `Encode/TransformerStack/Layer_${layer}/TransformerLayer`;

  const epsilon = scalar('Layer_1/TransformerLayer/FFN/layer_prepostprocess/layer_norm/Cast/x');
  if (Math.fround(LAYER_NORM_EPSILON) !== epsilon) throw new Error('USE-Lite layer norm epsilon is not the expected one');
  const embeddings = get('module/Embeddings_en').dataSync() as Float32Array;
  if (embeddings.length !== VOCABULARY_SIZE * EMBEDDING_WIDTH) throw new Error('unexpected USE-Lite embedding table');

  // The timing signal as the graph computes it: float32 position * inv_timescale, then Sin | Cos.
  const timing = tf.tidy(() => {
    const positions = tf.reshape(tf.range(0, USE_LITE_POSITIONS, 1, 'float32'), [USE_LITE_POSITIONS, 1]);
    const angles = tf.mul(positions, get('Layer_0/AddTimingSignal/TimingSignal/ExpandDims_1'));
    return tf.concat([tf.sin(angles), tf.cos(angles)], 1).dataSync() as Float32Array;
  });

  interface DenseSource {
    readonly kernel: string;
    readonly bias: string;
    readonly shape: readonly [rows: number, cols: number];
    /** The layer norm before it: LN(x) W + b = std(x) (gamma-scaled rows of W) + (beta W + b). */
    readonly norm?: string;
    /** Multiplier for the first third of the columns (Q of a Q|K|V projection). */
    readonly queryScale?: number;
  }
  const dense = ({ kernel, bias, shape: [rows, cols], norm, queryScale }: DenseSource): Dense =>
    tf.tidy(() => {
      let w = tf.reshape(get(kernel), [rows, cols]);
      let b = get(bias);
      if (norm) {
        const gamma = get(`${norm}/layer_norm/layer_norm_scale/ConcatPartitions/concat`);
        const beta = get(`${norm}/layer_norm/layer_norm_bias/ConcatPartitions/concat`);
        b = tf.add(tf.reshape(tf.matMul(tf.reshape(beta, [1, rows]), w), [cols]), b);
        w = tf.mul(w, tf.reshape(gamma, [rows, 1]));
      }
      if (queryScale !== undefined) {
        const columns = tf.concat([tf.fill([cols / 3], queryScale), tf.ones([(2 * cols) / 3])]);
        [w, b] = [tf.mul(w, columns), tf.mul(b, columns)];
      }
      return { weight: tf.reshape(w, [1, rows, cols]) as tf.Tensor3D, bias: tf.clone(b) as tf.Tensor1D };
    });

  const layer = (index: 0 | 1): TransformerLayer => {
    const width = index === 0 ? EMBEDDING_WIDTH : DIMENSIONS;
    const attention = `${scope(index)}/MultiheadAttention`;
    return {
      width,
      qkv: dense({
        kernel: `${attention}/qkv_transform_single/kernel/part_0`,
        bias: `${attention}/qkv_transform_single/bias/ConcatPartitions/concat`,
        shape: [width, 3 * width],
        norm: `${scope(index)}/layer_prepostprocess`,
        queryScale: scalar(`${stack(index)}/MultiheadAttention/mul/y`),
      }),
      output: dense({
        kernel: `${attention}/output_transform_single/kernel/part_0`,
        bias: `${attention}/output_transform_single/bias/ConcatPartitions/concat`,
        shape: [width, DIMENSIONS],
      }),
      ffnIn: dense({
        kernel: `${stack(index)}/FFN/conv1/Tensordot/Reshape_1`,
        bias: `${scope(index)}/FFN/conv1/bias/ConcatPartitions/concat`,
        shape: [DIMENSIONS, FFN_WIDTH],
        norm: `${scope(index)}/FFN/layer_prepostprocess`,
      }),
      ffnOut: dense({
        kernel: `${stack(index)}/FFN/conv2/Tensordot/Reshape_1`,
        bias: `${scope(index)}/FFN/conv2/bias/ConcatPartitions/concat`,
        shape: [FFN_WIDTH, DIMENSIONS],
      }),
      headMask: headMask(width),
    };
  };

  return {
    embeddings: embeddings.slice(),
    timing,
    residual: dense({
      kernel: `${scope(0)}/dense/kernel/ConcatPartitions/concat`,
      bias: `${scope(0)}/dense/bias/ConcatPartitions/concat`,
      shape: [EMBEDDING_WIDTH, DIMENSIONS],
    }),
    layers: [layer(0), layer(1)],
    head: dense({ kernel: 'hidden_layers/tanh_layer_0/weights', bias: 'hidden_layers/tanh_layer_0/bias', shape: [DIMENSIONS, DIMENSIONS] }),
    epsilon: tf.scalar(epsilon),
  };
}

function headMask(width: number): tf.Tensor3D {
  const headSize = width / HEADS;
  const values = new Float32Array(HEADS * width);
  for (let h = 0; h < HEADS; h++) values.fill(1, h * width + h * headSize, h * width + (h + 1) * headSize);
  return tf.tensor3d(values, [HEADS, 1, width]);
}

class Forward implements UseLiteForward {
  constructor(private readonly w: Weights) {}

  embedOne(ids: readonly number[]): Float32Array {
    const count = Math.min(ids.length, USE_LITE_POSITIONS);
    if (count === 0) throw new RangeError('embedOne needs at least one token id');
    const input = this.inputRows(ids, count);
    const out = tf.tidy(() => this.forward(tf.tensor3d(input, [1, count, EMBEDDING_WIDTH])));
    try {
      return out.dataSync() as Float32Array;
    } finally {
      out.dispose();
    }
  }

  dispose(): void {
    const { residual, layers, head, epsilon } = this.w;
    const dense = (d: Dense) => [d.weight, d.bias];
    tf.dispose([
      ...dense(residual),
      ...dense(head),
      epsilon,
      ...layers.flatMap((l) => [...dense(l.qkv), ...dense(l.output), ...dense(l.ffnIn), ...dense(l.ffnOut), l.headMask]),
    ]);
  }

  private forward(x: tf.Tensor3D): tf.Tensor {
    const [layer0, layer1] = this.w.layers;
    const std = (t: tf.Tensor3D) => standardize(t, this.w.epsilon);
    let h = tf.add<tf.Tensor3D>(fusedDense(x, this.w.residual), this.attention(std(x), layer0));
    h = tf.add<tf.Tensor3D>(h, fusedDense(fusedDense(std(h), layer0.ffnIn, 'relu'), layer0.ffnOut));
    h = tf.add<tf.Tensor3D>(h, this.attention(std(h), layer1));
    const hidden = fusedDense(std(h), layer1.ffnIn, 'relu'); // [1, T, 1536]
    // mean_t(h_t + hidden_t W2 + b2) = mean_t(h_t) + mean_t(hidden_t) W2 + b2
    const pooled = tf.add<tf.Tensor3D>(tf.mean(h, 1, true), fusedDense(tf.mean<tf.Tensor3D>(hidden, 1, true), layer1.ffnOut));
    return tf.tanh(fusedDense(pooled, this.w.head));
  }

  /** Multi-head self-attention of standardized rows [1, T, D] -> [1, T, 512], output projection included. */
  private attention(n: tf.Tensor3D, layer: TransformerLayer): tf.Tensor3D {
    const count = n.shape[1];
    const [q, k, v] = tf.split(fusedDense(n, layer.qkv), 3, 2) as [tf.Tensor3D, tf.Tensor3D, tf.Tensor3D];
    // Row block h of qHeads is Q on head h's columns only, so qHeads K^T stacks every head's logits.
    const qHeads = tf.reshape(tf.mul(q, layer.headMask), [HEADS * count, layer.width]);
    const weights = tf.softmax(tf.matMul(qHeads, tf.transpose(k, [0, 2, 1]))); // [1, H*T, T]
    // Block h of P V is P_h V over all columns; head h's output is its own columns of block h.
    const perHead = tf.reshape(tf.matMul(weights, v), [HEADS, count, layer.width]);
    const mixed = tf.sum<tf.Tensor3D>(tf.mul(perHead, layer.headMask), 0, true);
    return fusedDense(mixed, layer.output);
  }

  /** x_t = e_t + (e_t + p_t), row-major [count, 256]; Float32Array stores round like float32 adds. */
  private inputRows(ids: readonly number[], count: number): Float32Array {
    const { embeddings, timing } = this.w;
    const out = new Float32Array(count * EMBEDDING_WIDTH);
    for (let t = 0; t < count; t++) {
      const id = ids[t]!;
      if (!Number.isInteger(id) || id < 0 || id >= VOCABULARY_SIZE) throw new RangeError(`token id ${id} out of range`);
      const e = id * EMBEDDING_WIDTH;
      const p = t * EMBEDDING_WIDTH;
      for (let j = 0; j < EMBEDDING_WIDTH; j++) {
        const embedding = embeddings[e + j]!;
        out[p + j] = embedding + Math.fround(embedding + timing[p + j]!);
      }
    }
    return out;
  }
}

/** (x - mean) * rsqrt(var + eps) over the features: layer norm with gamma/beta folded away. */
function standardize(x: tf.Tensor3D, epsilon: tf.Scalar): tf.Tensor3D {
  const centred = tf.sub<tf.Tensor3D>(x, tf.mean<tf.Tensor3D>(x, 2, true));
  const variance = tf.mean(tf.square(centred), 2, true);
  return tf.mul<tf.Tensor3D>(centred, tf.rsqrt(tf.add(variance, epsilon)));
}

/** x W + b (+ ReLU) as one `_FusedMatMul` kernel; `tf.fused.matMul` would add three Reshape kernels around it. */
function fusedDense(x: tf.Tensor3D, { weight, bias }: Dense, activation: 'linear' | 'relu' = 'linear'): tf.Tensor3D {
  const attrs = { transposeA: false, transposeB: false, activation, leakyreluAlpha: 0 };
  return tf.engine().runKernel(tf._FusedMatMul, { a: x, b: weight, bias }, attrs);
}
