/**
 * USE-Lite's forward pass (use-lite-forward.ts describes it) as an ONNX graph for onnxruntime, built
 * in memory from the model's own folded weights. It takes a batch of texts of EQUAL token length,
 * so it needs no padding masks: `ids` int64 [batch, tokens <= 128] -> `embedding` float [batch, 512],
 * before the l2 normalisation.
 */
import { OnnxGraphBuilder, OnnxType } from './onnx-proto.ts';
import {
  USE_LITE_EMBEDDING_WIDTH,
  USE_LITE_HEADS,
  USE_LITE_LAYER_NORM_EPSILON,
  USE_LITE_POSITIONS,
  USE_LITE_VOCABULARY,
  USE_LITE_WIDTH,
  type DenseWeights,
  type LayerWeights,
  type UseLiteWeights,
} from './use-lite-weights.ts';

/** LayerNormalization needs opset 17; ReduceMean keeps its axes attribute up to 17. */
const OPSET = 17;

export function buildUseLiteOnnx(weights: UseLiteWeights): Uint8Array {
  const g = new OnnxGraphBuilder();
  const ids = g.input('ids', OnnxType.INT64, ['batch', 'tokens']);

  // x_t = e_t + (e_t + p_t): the graph really adds the embedding twice.
  const table = g.constant(weights.embeddings, [USE_LITE_VOCABULARY, USE_LITE_EMBEDDING_WIDTH]);
  const timing = g.constant(weights.timing, [USE_LITE_POSITIONS, USE_LITE_EMBEDDING_WIDTH]);
  const e = g.node('Gather', [table, ids], { axis: 0 });
  const tokens = g.node('Shape', [ids], { start: 1, end: 2 });
  const p = g.node('Slice', [timing, g.ints([0]), tokens, g.ints([0])]);
  const x = g.node('Add', [e, g.node('Add', [e, p])]);

  const ones = (width: number) => g.constant(new Float32Array(width).fill(1), [width]);
  const zeros = (width: number) => g.constant(new Float32Array(width), [width]);
  const norms = new Map<number, [string, string]>();
  /** Layer norm with gamma/beta folded into the next matmul. */
  const standardize = (value: string, width: number): string => {
    if (!norms.has(width)) norms.set(width, [ones(width), zeros(width)]);
    const [scale, bias] = norms.get(width)!;
    return g.node('LayerNormalization', [value, scale, bias], { axis: -1, epsilon: { float: USE_LITE_LAYER_NORM_EPSILON } });
  };
  const dense = (value: string, { rows, cols, weight, bias }: DenseWeights): string =>
    g.node('Add', [g.node('MatMul', [value, g.constant(weight, [rows, cols])]), g.constant(bias, [cols])]);

  /** Multi-head self-attention of standardized rows [B, T, D] -> [B, T, 512], output projection included. */
  const attention = (n: string, layer: LayerWeights): string => {
    const width = layer.width;
    const [q, k, v] = g.nodeN('Split', [dense(n, layer.qkv), g.ints([width, width, width])], { axis: 2 }, 3) as [string, string, string];
    const heads = g.ints([0, 0, USE_LITE_HEADS, width / USE_LITE_HEADS]); // 0 keeps that dimension
    const split = (value: string, perm: number[]) => g.node('Transpose', [g.node('Reshape', [value, heads])], { perm });
    const logits = g.node('MatMul', [split(q, [0, 2, 1, 3]), split(k, [0, 2, 3, 1])]); // [B, H, T, T]
    const mixed = g.node('MatMul', [g.node('Softmax', [logits], { axis: -1 }), split(v, [0, 2, 1, 3])]); // [B, H, T, d]
    const joined = g.node('Reshape', [g.node('Transpose', [mixed], { perm: [0, 2, 1, 3] }), g.ints([0, 0, width])]);
    return dense(joined, layer.output);
  };

  const [layer0, layer1] = weights.layers;
  let h = g.node('Add', [dense(x, weights.residual), attention(standardize(x, USE_LITE_EMBEDDING_WIDTH), layer0)]);
  h = g.node('Add', [h, dense(g.node('Relu', [dense(standardize(h, USE_LITE_WIDTH), layer0.ffnIn)]), layer0.ffnOut)]);
  h = g.node('Add', [h, attention(standardize(h, USE_LITE_WIDTH), layer1)]);
  const hidden = g.node('Relu', [dense(standardize(h, USE_LITE_WIDTH), layer1.ffnIn)]); // [B, T, 1536]
  // mean_t(h_t + hidden_t W2 + b2) = mean_t(h_t) + mean_t(hidden_t) W2 + b2: one row through W2, not T.
  const mean = (value: string) => g.node('ReduceMean', [value], { axes: [1], keepdims: 0 });
  const pooled = g.node('Add', [mean(h), dense(mean(hidden), layer1.ffnOut)]);
  g.output(g.node('Tanh', [dense(pooled, weights.head)]), 'embedding', OnnxType.FLOAT, ['batch', USE_LITE_WIDTH]);
  return g.encode('use-lite', OPSET);
}
