import { createHash } from 'node:crypto';
import { cpSync, existsSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { makeTempDir } from '../../../test/helpers.ts';
import { PROJECT_ROOT } from '../paths.ts';
import { modelManifestSchema, verifyModelFiles } from './model-manifest.ts';

const FIXTURE = join(PROJECT_ROOT, '..', 'shared', 'models', 'fixtures', 'tiny-random-bert');
const present = existsSync(join(FIXTURE, 'config.json'));

describe('the pinned model manifest', () => {
  it('is valid and pins the real all-MiniLM-L6-v2 weights', () => {
    const manifest = modelManifestSchema.parse(JSON.parse(readFileSync(join(PROJECT_ROOT, 'scripts', 'models-manifest.json'), 'utf8')));
    expect(manifest['Xenova/all-MiniLM-L6-v2']!.files['onnx/model_quantized.onnx']).toEqual({
      size: 22_972_370,
      sha256: 'afdb6f1a0e45b715d0bb9b11772f032c399babd23bfc31fed1c170afc848bdb1',
    });
  });

  it('refuses paths that climb out of the model folder', () => {
    expect(() =>
      modelManifestSchema.parse({ 'a/b': { revision: 'main', dtype: 'q8', pooling: 'mean', files: { '../x': { maxSize: 1, json: true } } } }),
    ).toThrow();
  });
});

describe.skipIf(!present)('verifying a model folder (tiny random BERT fixture)', () => {
  const temp = makeTempDir('model-verify-');
  afterAll(() => temp.remove());
  const onnx = 'onnx/model_quantized.onnx';
  const pins = () => ({
    [onnx]: {
      size: statSync(join(FIXTURE, onnx)).size,
      sha256: createHash('sha256')
        .update(readFileSync(join(FIXTURE, onnx)))
        .digest('hex'),
    },
    'config.json': { maxSize: 65_536, json: true as const },
  });

  it('accepts an intact copy', () => {
    cpSync(FIXTURE, join(temp.dir, 'ok'), { recursive: true });
    expect(verifyModelFiles(join(temp.dir, 'ok'), pins())).toEqual([]);
  });

  it('names each damaged, wrong or missing file', () => {
    cpSync(FIXTURE, join(temp.dir, 'bad'), { recursive: true });
    const bytes = readFileSync(join(temp.dir, 'bad', onnx));
    bytes[1000] = bytes[1000]! ^ 0xff;
    writeFileSync(join(temp.dir, 'bad', onnx), bytes);
    writeFileSync(join(temp.dir, 'bad', 'config.json'), '{ not json');
    const problems = verifyModelFiles(join(temp.dir, 'bad'), { ...pins(), 'tokenizer.missing.json': { maxSize: 10, json: true } });
    expect(problems).toEqual([`${onnx}: sha256 does not match the manifest`, 'config.json: not valid JSON', 'tokenizer.missing.json: missing']);
  });
});
