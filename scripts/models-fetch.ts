// `npm run models:fetch <owner/model> [--from <folder>] [--to <models dir>]`
// Downloads a Hugging Face ONNX sentence model on a connected machine (or copies one a user brought
// on a USB stick with --from), verifying every file against scripts/models-manifest.json before it
// lands in the app's models folder. Only pinned models are accepted.
import { copyFileSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { modelManifestSchema, verifyModelFiles } from '#core/embeddings/model-manifest.ts';
import { readHostConfig, type HostConfig } from '#core/config/host-config.ts';
import { HostConfigError } from '#core/config/host-env.ts';

const args = process.argv.slice(2);
const option = (name: string) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
};
const model = args.find((a, i) => !a.startsWith('--') && !['--from', '--to'].includes(args[i - 1] ?? ''));
const manifest = modelManifestSchema.parse(JSON.parse(readFileSync(new URL('./models-manifest.json', import.meta.url), 'utf8')));
if (!model || !manifest[model]) {
  console.error(`Usage: npm run models:fetch <model> [--from <folder>] [--to <models dir>]\nPinned models: ${Object.keys(manifest).join(', ')}`);
  process.exit(2);
}
const entry = manifest[model];
// The folder the app will look in (SCRIPTURE_MODELS_DIR, else <data dir>/models), by the app's own rules;
// the model need not be there yet: this puts it there.
let config: HostConfig;
try {
  config = readHostConfig(process.env, {}, { requireModelFiles: false });
} catch (err) {
  if (!(err instanceof HostConfigError)) throw err;
  console.error(err.message);
  process.exit(1);
}
const to = option('--to');
const modelsDir = to ? resolve(to) : config.modelsDir;
const target = join(modelsDir, model);
const staging = `${target}.partial`;
rmSync(staging, { recursive: true, force: true });

try {
  for (const path of Object.keys(entry.files)) {
    const destination = join(staging, path);
    mkdirSync(dirname(destination), { recursive: true });
    const from = option('--from');
    if (from) {
      copyFileSync(join(from, path), destination);
    } else {
      const url = `https://huggingface.co/${model}/resolve/${entry.revision}/${path}`;
      process.stderr.write(`Downloading ${url}\n`);
      const response = await fetch(url);
      if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
      writeFileSync(destination, Buffer.from(await response.arrayBuffer()));
    }
  }
  const problems = verifyModelFiles(staging, entry.files);
  if (problems.length) throw new Error(`verification failed:\n  ${problems.join('\n  ')}`);
  rmSync(target, { recursive: true, force: true });
  renameSync(staging, target);
  // A folder other than the app's needs SCRIPTURE_MODELS_DIR too, or the app would not find the model.
  const use =
    modelsDir === config.modelsDir ? `SCRIPTURE_EMBEDDING_MODEL=hf:${model}` : `SCRIPTURE_MODELS_DIR=${modelsDir} SCRIPTURE_EMBEDDING_MODEL=hf:${model}`;
  console.log(`${model} verified and installed in ${target}\nUse it with ${use} (dtype ${entry.dtype}, ${entry.pooling} pooling).`);
} catch (err) {
  rmSync(staging, { recursive: true, force: true });
  console.error(`models:fetch ${model}: ${(err as Error).message}`);
  process.exit(1);
}
