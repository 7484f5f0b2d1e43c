import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { LlmOptions } from '../ask/generative.ts';
import type { BillingOptions } from '../billing/billing-service.ts';
import type { CoreOptions } from '../create-core.ts';
import { BUNDLED_VERSES_DB, osCacheDir, osDataDir } from '../paths.ts';
import { semanticHostOptions, type EmbedderChoice, type SemanticHostConfig } from './semantic-options.ts';
import { HostConfigError, llmOptionsOf, readHostVariables, type HostEnv } from './host-env.ts';

/** Where a host keeps things when no variable says otherwise. */
export interface HostPaths {
  dataDir: string;
  cacheDir: string;
  versesDbPath: string;
}

/** The app's configuration, read once from the environment by `readHostConfig`. */
export interface HostConfig {
  /** `PORT`: web mode's port on 127.0.0.1 (the desktop app has no port). */
  port: number;
  /** `SCRIPTURE_DATA_DIR`: the ledger, keys and settings. */
  dataDir: string;
  /** `SCRIPTURE_API_KEY`: web mode's local API key; unset, the key file in the data folder. */
  apiKey?: string;
  /** `SCRIPTURE_FREE_CREDITS`: the free start of a new data folder; unset, the core's default. */
  freeCredits?: number;
  /** `SCRIPTURE_VERSES_DB`. */
  versesDbPath: string;
  /** `SCRIPTURE_CACHE_DIR`: built semantic indexes. */
  cacheDir: string;
  /** `SCRIPTURE_MODELS_DIR`, default `<dataDir>/models`. */
  modelsDir: string;
  /** `SCRIPTURE_EMBEDDING_MODEL`. */
  embedder: EmbedderChoice;
  /** `SCRIPTURE_BILLING_URL` and `SCRIPTURE_BILLING_KEY`: they win over the saved URL and the stored key. */
  billing: Pick<BillingOptions, 'url' | 'apiKey'>;
  /** `SCRIPTURE_LLM_URL` and `SCRIPTURE_LLM_MODEL`: the optional local model for answers. */
  llm?: LlmOptions;
}

export interface ReadHostConfigOptions {
  /**
   * Refuse an `hf:` model that is not in the models folder (default true), so a misspelt id stops
   * the host instead of leaving semantic search broken. `models:fetch` turns it off: it is about to
   * put the model there.
   */
  requireModelFiles?: boolean;
}

function missingModel(modelsDir: string, model: string): string | undefined {
  if (existsSync(join(modelsDir, model, 'config.json'))) return undefined;
  const owners = existsSync(modelsDir) ? readdirSync(modelsDir).join(', ') || 'none' : 'none';
  return (
    `SCRIPTURE_EMBEDDING_MODEL names hf:${model}, which is not in ${modelsDir} (no config.json; folders there: ${owners}); ` +
    `fetch it with \`npm run models:fetch ${model}\`, or set SCRIPTURE_MODELS_DIR to the folder that holds ${model}`
  );
}

/**
 * Reads and validates every variable once (`host-env.ts` lists them). A host passes its own paths;
 * the variables win over them. Throws `HostConfigError` naming each bad variable, never a key's value.
 */
export function readHostConfig(env: HostEnv, hostPaths: Partial<HostPaths> = {}, options: ReadHostConfigOptions = {}): HostConfig {
  const vars = readHostVariables(env);
  const dataDir = vars.SCRIPTURE_DATA_DIR ?? hostPaths.dataDir ?? osDataDir(env);
  const modelsDir = vars.SCRIPTURE_MODELS_DIR ?? join(dataDir, 'models');
  const choice = vars.SCRIPTURE_EMBEDDING_MODEL;
  const embedder: EmbedderChoice = choice.kind === 'use-lite' ? choice : { kind: 'transformers', model: choice.model, modelsDir };
  if (embedder.kind === 'transformers' && options.requireModelFiles !== false) {
    const problem = missingModel(modelsDir, embedder.model);
    if (problem) throw new HostConfigError([{ variable: 'SCRIPTURE_EMBEDDING_MODEL', message: problem }]);
  }
  const llm = llmOptionsOf(vars);
  const billing: HostConfig['billing'] = {
    ...(vars.SCRIPTURE_BILLING_URL !== undefined && { url: vars.SCRIPTURE_BILLING_URL }),
    ...(vars.SCRIPTURE_BILLING_KEY !== undefined && { apiKey: vars.SCRIPTURE_BILLING_KEY }),
  };
  return {
    port: vars.PORT,
    dataDir,
    ...(vars.SCRIPTURE_API_KEY !== undefined && { apiKey: vars.SCRIPTURE_API_KEY }),
    ...(vars.SCRIPTURE_FREE_CREDITS !== undefined && { freeCredits: vars.SCRIPTURE_FREE_CREDITS }),
    versesDbPath: vars.SCRIPTURE_VERSES_DB ?? hostPaths.versesDbPath ?? BUNDLED_VERSES_DB,
    cacheDir: vars.SCRIPTURE_CACHE_DIR ?? hostPaths.cacheDir ?? osCacheDir(env),
    modelsDir,
    embedder,
    billing,
    ...(llm && { llm }),
  };
}

/** What only the host can supply: its secret store and browser opener, its bundled workers and index. */
export interface HostParts {
  billing?: Omit<BillingOptions, 'url' | 'apiKey'>;
  semantic?: Omit<SemanticHostConfig, 'cacheDir' | 'embedder'>;
}

/** The `createCore` options for a configuration, the same for both hosts. */
export function coreOptionsFor(config: HostConfig, host: HostParts = {}): CoreOptions {
  return {
    versesDbPath: config.versesDbPath,
    dataDir: config.dataDir,
    ...(config.freeCredits !== undefined && { freeCredits: config.freeCredits }),
    billing: { ...host.billing, ...config.billing },
    semantic: semanticHostOptions({ ...host.semantic, cacheDir: config.cacheDir, embedder: config.embedder }),
    ...(config.llm && { ask: { llm: config.llm } }),
  };
}

/** For a command-line host (web mode, the index build): the configuration, or one line naming each bad variable and exit 1. */
export function readHostConfigOrExit(env: HostEnv): HostConfig {
  try {
    return readHostConfig(env);
  } catch (err) {
    if (!(err instanceof HostConfigError)) throw err;
    console.error(err.message);
    process.exit(1);
  }
}
