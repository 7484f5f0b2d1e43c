import { homedir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { readHostVariables } from './config/host-env.ts';

/** The folder the app keeps user data in; Electron's `userData` for the same app name. */
export const APP_DIR_NAME = 'scripture-study';

/** The repository root when running from source (`src/core/paths.ts` is two levels down). */
export const PROJECT_ROOT = resolve(fileURLToPath(new URL('../..', import.meta.url)));

/** The verse database `npm run db:build` writes. */
export const BUNDLED_VERSES_DB = join(PROJECT_ROOT, 'resources', 'verses.db');

// The OS folders below read only the OS's own variables; the app's (SCRIPTURE_*) are read by
// src/core/config, which falls back to these.

/** The OS user-data folder, the same one the desktop app uses. */
export function osDataDir(env: NodeJS.ProcessEnv = process.env): string {
  if (process.platform === 'win32') return join(env.APPDATA ?? join(homedir(), 'AppData', 'Roaming'), APP_DIR_NAME);
  if (process.platform === 'darwin') return join(homedir(), 'Library', 'Application Support', APP_DIR_NAME);
  return join(env.XDG_CONFIG_HOME ?? join(homedir(), '.config'), APP_DIR_NAME);
}

/** The OS cache folder: built semantic indexes by inputs hash, so tests, web mode and CI on one machine build each index once. */
export function osCacheDir(env: NodeJS.ProcessEnv = process.env): string {
  if (process.platform === 'win32') return join(env.LOCALAPPDATA ?? join(homedir(), 'AppData', 'Local'), APP_DIR_NAME, 'cache');
  if (process.platform === 'darwin') return join(homedir(), 'Library', 'Caches', APP_DIR_NAME);
  return join(env.XDG_CACHE_HOME ?? join(homedir(), '.cache'), APP_DIR_NAME);
}

/** For scripts, tests and benchmarks: the cache web mode uses (`SCRIPTURE_CACHE_DIR`, else the OS cache folder). */
export function defaultCacheDir(env: NodeJS.ProcessEnv = process.env): string {
  return readHostVariables(env, ['SCRIPTURE_CACHE_DIR']).SCRIPTURE_CACHE_DIR ?? osCacheDir(env);
}

/** For scripts, tests and benchmarks: the verse database web mode opens (`SCRIPTURE_VERSES_DB`, else `resources/verses.db`). */
export function defaultVersesDbPath(env: NodeJS.ProcessEnv = process.env): string {
  return readHostVariables(env, ['SCRIPTURE_VERSES_DB']).SCRIPTURE_VERSES_DB ?? BUNDLED_VERSES_DB;
}
