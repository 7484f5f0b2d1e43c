// Web mode: the core behind the local /v1 API, plus the built renderer, on 127.0.0.1.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { readLlmEnv } from '#core/ask/generative.ts';
import { readBillingEnv } from '#core/billing/env.ts';
import { createCore } from '#core/create-core.ts';
import { semanticHostOptions } from '#core/semantic/host-options.ts';
import { defaultCacheDir, defaultDataDir, defaultVersesDbPath, PROJECT_ROOT } from '#core/paths.ts';
import { loadOrCreateApiKey } from './api-key.ts';
import { startHttpServer } from './http-server.ts';

/** The documented default port of web mode; `PORT=0` picks a free one. */
const DEFAULT_PORT = 5299;

function readFreeCredits(): number | undefined {
  const value = process.env.SCRIPTURE_FREE_CREDITS;
  if (value === undefined || value === '') return undefined;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0) throw new Error(`SCRIPTURE_FREE_CREDITS must be a whole number ≥ 0, not "${value}"`);
  return n;
}

function readPort(): number {
  const value = process.env.PORT;
  if (value === undefined || value === '') return DEFAULT_PORT;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0 || n > 65535) throw new Error(`PORT must be 0..65535, not "${value}"`);
  return n;
}

const dataDir = defaultDataDir();
let freeCredits: number | undefined;
let port: number;
let billing: ReturnType<typeof readBillingEnv>;
let llm: ReturnType<typeof readLlmEnv>;
try {
  freeCredits = readFreeCredits();
  port = readPort();
  // The account key is kept in <data dir>/billing-api-key (0600) unless SCRIPTURE_BILLING_KEY is set.
  billing = readBillingEnv(process.env);
  // Optional: a local OpenAI-compatible LLM that rewrites answers from the retrieved verses.
  llm = readLlmEnv(process.env);
} catch (err) {
  console.error((err as Error).message);
  process.exit(1);
}
// Keyword search answers at once; the semantic index loads from the cache (or builds on worker threads).
const semantic = semanticHostOptions({ cacheDir: defaultCacheDir(), shippedIndexPath: join(PROJECT_ROOT, 'resources', 'semantic-index.db') });
const core = createCore({ versesDbPath: defaultVersesDbPath(), dataDir, freeCredits, billing, semantic, ...(llm && { ask: { llm } }) });
const staticDir = join(PROJECT_ROOT, 'out', 'web');
const server = await startHttpServer({
  api: core.api,
  apiKey: loadOrCreateApiKey(dataDir),
  port,
  staticDir: existsSync(staticDir) ? staticDir : undefined,
});
console.log(`Listening on ${server.url}`);
console.log(`Data folder: ${dataDir} (API key in ${process.env.SCRIPTURE_API_KEY ? 'SCRIPTURE_API_KEY' : join(dataDir, 'api-key')})`);

async function shutdown(): Promise<void> {
  await server.close();
  core.close();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown());
process.on('SIGTERM', () => void shutdown());
