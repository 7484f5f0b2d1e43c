/**
 * The part of onnx.proto (github.com/onnx/onnx, onnx/onnx.proto) a plain inference graph needs,
 * encoded with protobufjs. Field numbers are the upstream ones; fields we never write are left out.
 */
import protobuf from 'protobufjs/light.js';

/** TensorProto.DataType */
export const OnnxType = { FLOAT: 1, INT64: 7 } as const;
/** AttributeProto.AttributeType */
const AttributeType = { FLOAT: 1, INT: 2, INTS: 7 } as const;

const root = protobuf.Root.fromJSON({
  nested: {
    onnx: {
      nested: {
        AttributeProto: {
          fields: {
            name: { type: 'string', id: 1 },
            f: { type: 'float', id: 2 },
            i: { type: 'int64', id: 3 },
            ints: { rule: 'repeated', type: 'int64', id: 8 },
            type: { type: 'int32', id: 20 },
          },
        },
        NodeProto: {
          fields: {
            input: { rule: 'repeated', type: 'string', id: 1 },
            output: { rule: 'repeated', type: 'string', id: 2 },
            name: { type: 'string', id: 3 },
            opType: { type: 'string', id: 4 },
            attribute: { rule: 'repeated', type: 'AttributeProto', id: 5 },
          },
        },
        TensorProto: {
          fields: {
            dims: { rule: 'repeated', type: 'int64', id: 1 },
            dataType: { type: 'int32', id: 2 },
            name: { type: 'string', id: 8 },
            rawData: { type: 'bytes', id: 9 },
          },
        },
        TensorShapeProto: {
          fields: { dim: { rule: 'repeated', type: 'Dimension', id: 1 } },
          nested: { Dimension: { fields: { dimValue: { type: 'int64', id: 1 }, dimParam: { type: 'string', id: 2 } } } },
        },
        TypeProto: {
          fields: { tensorType: { type: 'Tensor', id: 1 } },
          nested: { Tensor: { fields: { elemType: { type: 'int32', id: 1 }, shape: { type: 'TensorShapeProto', id: 2 } } } },
        },
        ValueInfoProto: { fields: { name: { type: 'string', id: 1 }, type: { type: 'TypeProto', id: 2 } } },
        GraphProto: {
          fields: {
            node: { rule: 'repeated', type: 'NodeProto', id: 1 },
            name: { type: 'string', id: 2 },
            initializer: { rule: 'repeated', type: 'TensorProto', id: 5 },
            input: { rule: 'repeated', type: 'ValueInfoProto', id: 11 },
            output: { rule: 'repeated', type: 'ValueInfoProto', id: 12 },
          },
        },
        OperatorSetIdProto: { fields: { domain: { type: 'string', id: 1 }, version: { type: 'int64', id: 2 } } },
        ModelProto: {
          fields: {
            irVersion: { type: 'int64', id: 1 },
            producerName: { type: 'string', id: 2 },
            graph: { type: 'GraphProto', id: 7 },
            opsetImport: { rule: 'repeated', type: 'OperatorSetIdProto', id: 8 },
          },
        },
      },
    },
  },
});
const ModelProto = root.lookupType('onnx.ModelProto');

/** An INT or INTS attribute, or a FLOAT one written `{ float }` (JS numbers cannot tell 1 from 1.0). */
type Attributes = Record<string, number | readonly number[] | { readonly float: number }>;
/** A dimension: a size, or the name of a size given at run time. */
export type OnnxDim = number | string;

interface Node {
  readonly opType: string;
  readonly input: readonly string[];
  readonly output: readonly string[];
  readonly attribute: readonly object[];
}

/** Builds one graph node by node; names of intermediate values are generated. */
export class OnnxGraphBuilder {
  private readonly nodes: Node[] = [];
  private readonly initializers: object[] = [];
  private readonly inputs: object[] = [];
  private readonly outputs: object[] = [];
  private counter = 0;

  /** A graph input; returns its name. */
  input(name: string, elemType: number, shape: readonly OnnxDim[]): string {
    this.inputs.push(valueInfo(name, elemType, shape));
    return name;
  }

  /** Marks `value` as the graph output `name`. */
  output(value: string, name: string, elemType: number, shape: readonly OnnxDim[]): void {
    this.node('Identity', [value], {}, name);
    this.outputs.push(valueInfo(name, elemType, shape));
  }

  /** A constant tensor (an initializer); returns its name. */
  constant(values: Float32Array | BigInt64Array, dims: readonly number[]): string {
    const name = `c${this.counter++}`;
    const dataType = values instanceof Float32Array ? OnnxType.FLOAT : OnnxType.INT64;
    // raw_data is little-endian, like every platform onnxruntime-node ships for.
    const rawData = new Uint8Array(values.buffer, values.byteOffset, values.byteLength);
    this.initializers.push({ name, dims, dataType, rawData });
    return name;
  }

  /** An int64 vector constant (shapes, axes, split sizes); returns its name. */
  ints(values: readonly number[]): string {
    return this.constant(BigInt64Array.from(values, BigInt), [values.length]);
  }

  /** Adds a node with one output; returns the output's name (`outputName`, or a generated one). */
  node(opType: string, input: readonly string[], attributes: Attributes = {}, outputName?: string): string {
    return this.add(opType, input, attributes, [outputName ?? `v${this.counter++}`])[0]!;
  }

  /** Adds a node with `outputs` outputs; returns their generated names. */
  nodeN(opType: string, input: readonly string[], attributes: Attributes, outputs: number): string[] {
    return this.add(
      opType,
      input,
      attributes,
      Array.from({ length: outputs }, () => `v${this.counter++}`),
    );
  }

  private add(opType: string, input: readonly string[], attributes: Attributes, output: string[]): string[] {
    const attribute = Object.entries(attributes).map(([name, value]) =>
      typeof value === 'object' && 'float' in value
        ? { name, type: AttributeType.FLOAT, f: value.float }
        : typeof value === 'number'
          ? { name, type: AttributeType.INT, i: value }
          : { name, type: AttributeType.INTS, ints: value },
    );
    this.nodes.push({ opType, input, output, attribute });
    return output;
  }

  /** The serialised ModelProto. */
  encode(name: string, opset: number): Uint8Array {
    const graph = { name, node: this.nodes, initializer: this.initializers, input: this.inputs, output: this.outputs };
    // IR version 8 is the one that goes with opsets 17 and 18.
    const model = { irVersion: 8, producerName: 'scripture-study', graph, opsetImport: [{ domain: '', version: opset }] };
    return ModelProto.encode(ModelProto.fromObject(model)).finish();
  }
}

function valueInfo(name: string, elemType: number, shape: readonly OnnxDim[]): object {
  const dim = shape.map((size) => (typeof size === 'number' ? { dimValue: size } : { dimParam: size }));
  return { name, type: { tensorType: { elemType, shape: { dim } } } };
}
