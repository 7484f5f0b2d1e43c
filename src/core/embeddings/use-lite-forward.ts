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
 *   - each layer norm's gamma/beta is folded into the matmul after it, the attention scale into Q
 *     (use-lite-weights.ts, shared with the ONNX graph);
 *   - all heads' attention is two batch-1 matmuls (XNNPACK too; batched [H,T,d] matmuls take tfjs's
 *     naive loop, 2-3x slower): Q is stacked per head with the other heads' columns masked to 0;
 *   - layer 1's W2 is linear, so it commutes with the mean over tokens: one row instead of T.
 */
import * as tf from '@tensorflow/tfjs-core';
import {
  USE_LITE_EMBEDDING_WIDTH,
  USE_LITE_HEADS,
  USE_LITE_LAYER_NORM_EPSILON,
  USE_LITE_POSITIONS,
  USE_LITE_VOCABULARY,
  type DenseWeights,
  type LayerWeights,
  type UseLiteWeights,
} from './use-lite-weights.ts';

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
  readonly qkv: Dense;
  readonly output: Dense;
  readonly ffnIn: Dense;
  readonly ffnOut: Dense;
  /** [H, 1, width]: row h is 1 on head h's columns, 0 elsewhere. */
  readonly headMask: tf.Tensor3D;
}

interface Weights {
  readonly embeddings: Float32Array; // [8002, 256] row-major, read in JS
  readonly timing: Float32Array; // [128, 256] row-major
  readonly residual: Dense;
  readonly layers: readonly [TransformerLayer, TransformerLayer];
  readonly head: Dense;
  readonly epsilon: tf.Scalar;
}

/**
 * Uploads the folded weights (use-lite-weights.ts) to the current backend, which must be `wasm`.
 * The arrays stay the caller's: every tensor kept here is a copy.
 */
export function createUseLiteForward(weights: UseLiteWeights): UseLiteForward {
  if (tf.getBackend() !== 'wasm') throw new Error('the USE-Lite forward pass needs the TF.js wasm backend');
  const dense = ({ rows, cols, weight, bias }: DenseWeights): Dense => ({ weight: tf.tensor3d(weight, [1, rows, cols]), bias: tf.tensor1d(bias) });
  const layer = ({ width, qkv, output, ffnIn, ffnOut }: LayerWeights): TransformerLayer => ({
    width,
    qkv: dense(qkv),
    output: dense(output),
    ffnIn: dense(ffnIn),
    ffnOut: dense(ffnOut),
    headMask: headMask(width),
  });
  const forward = new Forward({
    embeddings: weights.embeddings,
    timing: weights.timing,
    residual: dense(weights.residual),
    layers: [layer(weights.layers[0]), layer(weights.layers[1])],
    head: dense(weights.head),
    epsilon: tf.scalar(USE_LITE_LAYER_NORM_EPSILON),
  });
  // The first run of each weight's matmul packs it for XNNPACK (~100 ms): pay it now, not on a query.
  forward.embedOne([1, 2, 3]);
  return forward;
}

function headMask(width: number): tf.Tensor3D {
  const headSize = width / USE_LITE_HEADS;
  const values = new Float32Array(USE_LITE_HEADS * width);
  for (let h = 0; h < USE_LITE_HEADS; h++) values.fill(1, h * width + h * headSize, h * width + (h + 1) * headSize);
  return tf.tensor3d(values, [USE_LITE_HEADS, 1, width]);
}

class Forward implements UseLiteForward {
  constructor(private readonly w: Weights) {}

  embedOne(ids: readonly number[]): Float32Array {
    const count = Math.min(ids.length, USE_LITE_POSITIONS);
    if (count === 0) throw new RangeError('embedOne needs at least one token id');
    const input = this.inputRows(ids, count);
    const out = tf.tidy(() => this.forward(tf.tensor3d(input, [1, count, USE_LITE_EMBEDDING_WIDTH])));
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
    const qHeads = tf.reshape(tf.mul(q, layer.headMask), [USE_LITE_HEADS * count, layer.width]);
    const weights = tf.softmax(tf.matMul(qHeads, tf.transpose(k, [0, 2, 1]))); // [1, H*T, T]
    // Block h of P V is P_h V over all columns; head h's output is its own columns of block h.
    const perHead = tf.reshape(tf.matMul(weights, v), [USE_LITE_HEADS, count, layer.width]);
    const mixed = tf.sum<tf.Tensor3D>(tf.mul(perHead, layer.headMask), 0, true);
    return fusedDense(mixed, layer.output);
  }

  /** x_t = e_t + (e_t + p_t), row-major [count, 256]; Float32Array stores round like float32 adds. */
  private inputRows(ids: readonly number[], count: number): Float32Array {
    const { embeddings, timing } = this.w;
    const out = new Float32Array(count * USE_LITE_EMBEDDING_WIDTH);
    for (let t = 0; t < count; t++) {
      const id = ids[t]!;
      if (!Number.isInteger(id) || id < 0 || id >= USE_LITE_VOCABULARY) throw new RangeError(`token id ${id} out of range`);
      const e = id * USE_LITE_EMBEDDING_WIDTH;
      const p = t * USE_LITE_EMBEDDING_WIDTH;
      for (let j = 0; j < USE_LITE_EMBEDDING_WIDTH; j++) {
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
