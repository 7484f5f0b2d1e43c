// Web mode: the core behind the local /v1 API, plus the built renderer, on 127.0.0.1.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { coreOptionsFor, readHostConfigOrExit } from '#core/config/host-config.ts';
import { createCore } from '#core/create-core.ts';
import { PROJECT_ROOT } from '#core/paths.ts';
import { loadOrCreateApiKey } from './api-key.ts';
import { startHttpServer } from './http-server.ts';

const config = readHostConfigOrExit(process.env);
// Keyword search answers at once; the semantic index loads from the cache (or builds on worker threads).
// The account key is kept in <data dir>/billing-api-key (0600) unless SCRIPTURE_BILLING_KEY is set.
const core = createCore(coreOptionsFor(config, { semantic: { shippedIndexPath: join(PROJECT_ROOT, 'resources', 'semantic-index.db') } }));
const staticDir = join(PROJECT_ROOT, 'out', 'web');
const server = await startHttpServer({
  api: core.api,
  // The config has already read SCRIPTURE_API_KEY: the key file is the fallback only.
  apiKey: config.apiKey ?? loadOrCreateApiKey(config.dataDir),
  port: config.port,
  staticDir: existsSync(staticDir) ? staticDir : undefined,
});
console.log(`Listening on ${server.url}`);
console.log(`Data folder: ${config.dataDir} (API key in ${config.apiKey ? 'SCRIPTURE_API_KEY' : join(config.dataDir, 'api-key')})`);

async function shutdown(): Promise<void> {
  await server.close();
  core.close();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown());
process.on('SIGTERM', () => void shutdown());
