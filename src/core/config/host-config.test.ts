import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { BUNDLED_VERSES_DB, defaultCacheDir, defaultVersesDbPath, osCacheDir, osDataDir } from '../paths.ts';
import { coreOptionsFor, readHostConfig } from './host-config.ts';
import { DEFAULT_PORT, HOST_VARIABLES, HostConfigError, readHostVariables } from './host-env.ts';

const temp = mkdtempSync(join(tmpdir(), 'host-config-'));
afterAll(() => rmSync(temp, { recursive: true, force: true }));

/** A models folder holding `owner/model` (only config.json matters to the config). */
function modelsFolder(model: string): string {
  const dir = mkdtempSync(join(temp, 'models-'));
  mkdirSync(join(dir, model), { recursive: true });
  writeFileSync(join(dir, model, 'config.json'), '{"hidden_size":32}');
  return dir;
}

/** The message `readHostConfig` throws for this environment. */
function problem(env: Record<string, string>): string {
  try {
    readHostConfig(env);
  } catch (err) {
    expect(err).toBeInstanceOf(HostConfigError);
    return (err as Error).message;
  }
  throw new Error(`accepted ${JSON.stringify(env)}`);
}

describe('readHostConfig', () => {
  it('has a default for everything', () => {
    expect(readHostConfig({})).toEqual({
      port: DEFAULT_PORT,
      dataDir: osDataDir({}),
      versesDbPath: BUNDLED_VERSES_DB,
      cacheDir: osCacheDir({}),
      modelsDir: join(osDataDir({}), 'models'),
      embedder: { kind: 'use-lite' },
      billing: {},
    });
  });

  it('counts an empty or blank variable as unset', () => {
    const blank = Object.fromEntries(HOST_VARIABLES.map((name, i) => [name, i % 2 ? '' : '  ']));
    expect(readHostConfig(blank)).toEqual(readHostConfig({}));
  });

  it('reads every variable', () => {
    const models = modelsFolder('acme/mini');
    const config = readHostConfig({
      PORT: '0',
      SCRIPTURE_DATA_DIR: 'data',
      SCRIPTURE_API_KEY: ' sk_local_abc ',
      SCRIPTURE_FREE_CREDITS: '7',
      SCRIPTURE_VERSES_DB: '/srv/verses.db',
      SCRIPTURE_CACHE_DIR: '/srv/cache',
      SCRIPTURE_EMBEDDING_MODEL: ' hf:acme/mini ',
      SCRIPTURE_MODELS_DIR: models,
      SCRIPTURE_BILLING_URL: 'https://billing.example.com',
      SCRIPTURE_BILLING_KEY: ' sk_live_12345678 ',
      SCRIPTURE_LLM_URL: 'http://localhost:11434/v1',
      SCRIPTURE_LLM_MODEL: 'llama3',
    });
    expect(config).toEqual({
      port: 0,
      dataDir: resolve('data'),
      apiKey: 'sk_local_abc',
      freeCredits: 7,
      versesDbPath: '/srv/verses.db',
      cacheDir: '/srv/cache',
      modelsDir: models,
      embedder: { kind: 'transformers', model: 'acme/mini', modelsDir: models },
      billing: { url: 'https://billing.example.com', apiKey: 'sk_live_12345678' },
      llm: { url: 'http://localhost:11434/v1', model: 'llama3' },
    });
  });

  it('puts the variables over the host’s own paths, and the models folder in the data folder', () => {
    const host = { dataDir: '/electron/userData', cacheDir: '/electron/userData/cache', versesDbPath: '/app/resources/verses.db' };
    expect(readHostConfig({}, host)).toMatchObject({ ...host, modelsDir: '/electron/userData/models' });
    expect(readHostConfig({ SCRIPTURE_DATA_DIR: '/d', SCRIPTURE_CACHE_DIR: '/c', SCRIPTURE_VERSES_DB: '/v.db' }, host)).toMatchObject({
      dataDir: '/d',
      cacheDir: '/c',
      versesDbPath: '/v.db',
      modelsDir: '/d/models',
    });
  });

  it('refuses a bad value with one line naming the variable and the rule', () => {
    expect(problem({ SCRIPTURE_FREE_CREDITS: 'lots' })).toBe('SCRIPTURE_FREE_CREDITS must be a whole number ≥ 0, not "lots"');
    for (const bad of ['-1', '1.5', '1e3', '99999999999999999999'])
      expect(problem({ SCRIPTURE_FREE_CREDITS: bad })).toMatch(/^SCRIPTURE_FREE_CREDITS must be a whole number/);
    for (const bad of ['65536', 'http', '-1']) expect(problem({ PORT: bad })).toBe(`PORT must be 0..65535, not "${bad}"`);
    expect(problem({ SCRIPTURE_BILLING_URL: 'http://billing.example.com' })).toBe(
      'SCRIPTURE_BILLING_URL must be an https URL, or http on 127.0.0.1 or localhost, not "http://billing.example.com"',
    );
    expect(problem({ SCRIPTURE_EMBEDDING_MODEL: 'banana' })).toBe(
      'SCRIPTURE_EMBEDDING_MODEL must be "use-lite", "use-lite-tfjs" or "hf:<owner>/<model>", not "banana"',
    );
    expect(problem({ SCRIPTURE_LLM_MODEL: 'x'.repeat(201) })).toMatch(/^SCRIPTURE_LLM_MODEL must be at most 200 characters, not "x+…"$/);
    expect(problem({ SCRIPTURE_VERSES_DB: 'a\0b' })).toMatch(/^SCRIPTURE_VERSES_DB must be a path/);
  });

  it('reports every bad variable, each on its line, and keeps a value with a line break on its own', () => {
    expect(problem({ PORT: 'x', SCRIPTURE_FREE_CREDITS: 'y\nz' }).split('\n')).toEqual([
      'PORT must be 0..65535, not "x"',
      'SCRIPTURE_FREE_CREDITS must be a whole number ≥ 0, not "y\\nz"',
    ]);
  });

  it('never repeats a key', () => {
    for (const [name, secret] of [
      ['SCRIPTURE_BILLING_KEY', 'short'],
      ['SCRIPTURE_BILLING_KEY', 'sk_live_with space'],
      ['SCRIPTURE_BILLING_KEY', `sk_${'z'.repeat(300)}`],
      ['SCRIPTURE_API_KEY', 'sk_local_é_secret'],
    ] as const) {
      const message = problem({ [name]: secret });
      expect(message).toMatch(new RegExp(`^${name} must be `));
      expect(message).not.toContain(secret.slice(0, 8));
    }
    expect(problem({ SCRIPTURE_BILLING_URL: 'https://me:hunter2@billing.example.com' })).toBe(
      'SCRIPTURE_BILLING_URL must be an https URL, or http on 127.0.0.1 or localhost, not "https://…@billing.example.com"',
    );
  });

  it('takes SCRIPTURE_EMBEDDING_MODEL as use-lite or an hf: model that is in the models folder', () => {
    const models = modelsFolder('fixtures/tiny');
    expect(readHostConfig({ SCRIPTURE_EMBEDDING_MODEL: 'use-lite' }).embedder).toEqual({ kind: 'use-lite' });
    expect(readHostConfig({ SCRIPTURE_EMBEDDING_MODEL: 'use-lite-tfjs' }).embedder).toEqual({ kind: 'use-lite', runtime: 'tfjs' });
    expect(readHostConfig({ SCRIPTURE_EMBEDDING_MODEL: 'hf:fixtures/tiny', SCRIPTURE_MODELS_DIR: models }).embedder).toEqual({
      kind: 'transformers',
      model: 'fixtures/tiny',
      modelsDir: models,
    });
    for (const bad of ['hf:tiny', 'hf:a/b/c', 'hf:../models', 'hf:fixtures/..', 'Xenova/all-MiniLM-L6-v2', 'USE-lite']) {
      expect(problem({ SCRIPTURE_EMBEDDING_MODEL: bad, SCRIPTURE_MODELS_DIR: models })).toMatch(
        /^SCRIPTURE_EMBEDDING_MODEL must be "use-lite", "use-lite-tfjs" or "hf:<owner>\/<model>"/,
      );
    }
    const missing = problem({ SCRIPTURE_EMBEDDING_MODEL: 'hf:Xenova/not-here', SCRIPTURE_MODELS_DIR: models });
    expect(missing).toContain(`SCRIPTURE_EMBEDDING_MODEL names hf:Xenova/not-here, which is not in ${models}`);
    expect(missing).toContain('npm run models:fetch Xenova/not-here');
    expect(missing).not.toContain('\n');
    // models:fetch reads the same config before the model is there.
    expect(
      readHostConfig({ SCRIPTURE_EMBEDDING_MODEL: 'hf:Xenova/not-here', SCRIPTURE_MODELS_DIR: models }, {}, { requireModelFiles: false }).embedder,
    ).toMatchObject({ model: 'Xenova/not-here' });
  });

  it('accepts only an http(s) language model on this machine', () => {
    expect(readHostConfig({ SCRIPTURE_LLM_MODEL: 'llama3' }).llm).toBeUndefined();
    expect(readHostConfig({ SCRIPTURE_LLM_URL: 'http://127.0.0.1:8080' }).llm).toEqual({ url: 'http://127.0.0.1:8080' });
    expect(readHostConfig({ SCRIPTURE_LLM_URL: ' http://[::1]:8080 ', SCRIPTURE_LLM_MODEL: ' ' }).llm).toEqual({ url: 'http://[::1]:8080' });
    expect(problem({ SCRIPTURE_LLM_URL: 'not a url' })).toBe('SCRIPTURE_LLM_URL must be a URL like http://127.0.0.1:8080, not "not a url"');
    for (const bad of ['https://api.example.com/v1', 'http://192.168.1.5:8080', 'ftp://127.0.0.1', 'http://127.0.0.1.example.com']) {
      expect(problem({ SCRIPTURE_LLM_URL: bad })).toBe(`SCRIPTURE_LLM_URL must be an http(s) address on this machine (127.0.0.1 or localhost), not "${bad}"`);
    }
  });
});

describe('readHostVariables', () => {
  it('parses only the variables asked for, so a tool is not stopped by one it does not use', () => {
    expect(readHostVariables({ PORT: 'x', SCRIPTURE_CACHE_DIR: 'c' }, ['SCRIPTURE_CACHE_DIR'])).toEqual({ SCRIPTURE_CACHE_DIR: resolve('c') });
    expect(defaultCacheDir({ SCRIPTURE_CACHE_DIR: '/c' })).toBe('/c');
    expect(defaultCacheDir({ SCRIPTURE_CACHE_DIR: '' })).toBe(osCacheDir({}));
    expect(defaultVersesDbPath({})).toBe(BUNDLED_VERSES_DB);
  });
});

describe('coreOptionsFor', () => {
  it('gives both hosts the same createCore options, the host adding only its own parts', () => {
    const models = modelsFolder('acme/mini');
    const config = readHostConfig({
      SCRIPTURE_DATA_DIR: '/d',
      SCRIPTURE_FREE_CREDITS: '0',
      SCRIPTURE_BILLING_URL: 'http://127.0.0.1:8788',
      SCRIPTURE_LLM_URL: 'http://localhost:8080',
      SCRIPTURE_EMBEDDING_MODEL: 'hf:acme/mini',
      SCRIPTURE_MODELS_DIR: models,
    });
    const openExternal = () => true;
    const options = coreOptionsFor(config, { billing: { openExternal }, semantic: { shippedIndexPath: '/shipped.db' } });
    expect(options).toMatchObject({
      versesDbPath: BUNDLED_VERSES_DB,
      dataDir: '/d',
      freeCredits: 0,
      billing: { url: 'http://127.0.0.1:8788', openExternal },
      semantic: { cacheDir: osCacheDir({}), shippedIndexPath: '/shipped.db' },
      ask: { llm: { url: 'http://localhost:8080' } },
    });
    expect(options.semantic?.loadEmbedder).toBeTypeOf('function');
    expect(coreOptionsFor(readHostConfig({}))).not.toHaveProperty('freeCredits');
    expect(coreOptionsFor(readHostConfig({}))).not.toHaveProperty('ask');
  });
});
