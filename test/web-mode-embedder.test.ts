import type { ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '#core/paths.ts';
import { request } from './http-client.ts';
import { startWebMode } from './web-mode-process.ts';

// A 2-layer BERT with random weights in transformers.js layout, kept outside the project (never
// committed): its vectors mean nothing, so this checks the wiring, not search quality.
const MODELS = join(PROJECT_ROOT, '..', 'shared', 'models');
const FIXTURE = 'fixtures/tiny-random-bert';
const present = existsSync(join(MODELS, FIXTURE, 'config.json'));
if (!present) console.warn(`Skipping the web-mode SCRIPTURE_EMBEDDING_MODEL test: ${join(MODELS, FIXTURE)} is absent`);

const KEY = 'sk_local_web_mode_embedder_test_key';
const children: ChildProcess[] = [];
const temps: string[] = [];
afterEach(async () => {
  // Wait for each to exit before removing its folders: one may still be writing its index.
  await Promise.all(
    children.splice(0).map((child) =>
      child.exitCode !== null || child.signalCode !== null
        ? undefined
        : new Promise((resolve) => {
            child.once('exit', resolve);
            child.kill('SIGTERM');
          }),
    ),
  );
  for (const dir of temps.splice(0)) rmSync(dir, { recursive: true, force: true });
});

// Not test/helpers.ts's makeTempDir: that module loads the whole core into the test process.
function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'web-mode-embedder-'));
  temps.push(dir);
  return dir;
}

/** Web mode with a known key and no embedder settings inherited from this shell. */
function start(env: Record<string, string>) {
  return startWebMode({ SCRIPTURE_EMBEDDING_MODEL: '', SCRIPTURE_MODELS_DIR: '', PORT: '0', SCRIPTURE_API_KEY: KEY, ...env }, children);
}

const auth = { Authorization: `Bearer ${KEY}` };

describe('web mode: SCRIPTURE_EMBEDDING_MODEL', () => {
  it.skipIf(!present)(
    'uses an hf: model from SCRIPTURE_MODELS_DIR, reports it in /v1/health and builds its own index in a fresh cache',
    async () => {
      const cacheDir = tempDir();
      const { url } = await start({
        SCRIPTURE_DATA_DIR: tempDir(),
        SCRIPTURE_CACHE_DIR: cacheDir,
        SCRIPTURE_MODELS_DIR: MODELS,
        SCRIPTURE_EMBEDDING_MODEL: `hf:${FIXTURE}`,
        SCRIPTURE_FREE_CREDITS: '10',
      });
      let semantic: { status: string; embedder: string; message?: string } | undefined;
      const deadline = Date.now() + 240_000;
      while (Date.now() < deadline) {
        semantic = (await request(`${url}/v1/health`, { headers: auth })).json.semantic;
        if (semantic?.status === 'ready' || semantic?.status === 'failed') break;
        await new Promise((r) => setTimeout(r, 500));
      }
      expect(semantic).toMatchObject({ status: 'ready', embedder: `hf:${FIXTURE} (32-d)` });
      expect(readdirSync(cacheDir).filter((f) => /^semantic-[0-9a-f]+\.db$/.test(f))).toHaveLength(1);

      const search = await request(`${url}/v1/bible/search-ai`, {
        method: 'POST',
        headers: { ...auth, 'Content-Type': 'application/json' },
        body: JSON.stringify({ query: 'the lord is my shepherd', top_k: 3 }),
      });
      expect(search.status).toBe(200);
      expect(search.json).toMatchObject({ creditsUsed: 3, balance: 7 });
      expect(search.json.verses).toHaveLength(3);
    },
    300_000,
  );

  it('stops at once on a nonsense value, naming the variable', async () => {
    await expect(start({ SCRIPTURE_DATA_DIR: tempDir(), SCRIPTURE_EMBEDDING_MODEL: 'banana' })).rejects.toThrow(
      /exited with 1:\nSCRIPTURE_EMBEDDING_MODEL must be "use-lite", "use-lite-tfjs" or "hf:<owner>\/<model>", not "banana"\n$/,
    );
  });

  it('stops at once on a model that is not in the models folder, saying how to get it', async () => {
    const models = tempDir();
    await expect(
      start({ SCRIPTURE_DATA_DIR: tempDir(), SCRIPTURE_MODELS_DIR: models, SCRIPTURE_EMBEDDING_MODEL: 'hf:Xenova/all-MiniLM-L6-v2' }),
    ).rejects.toThrow(`SCRIPTURE_EMBEDDING_MODEL names hf:Xenova/all-MiniLM-L6-v2, which is not in ${models}`);
  });

  it('refuses a bad billing key without printing it', async () => {
    const secret = 'sk_live_leaked secret';
    const error = await start({ SCRIPTURE_DATA_DIR: tempDir(), SCRIPTURE_BILLING_KEY: secret }).then(
      () => undefined,
      (err: Error) => err,
    );
    expect(error?.message).toMatch(/exited with 1:\nSCRIPTURE_BILLING_KEY must be printable ASCII without spaces\n$/);
    expect(error?.message).not.toContain('leaked');
  });
});
