import { homedir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The folder the app keeps user data in; Electron's `userData` for the same app name. */
export const APP_DIR_NAME = 'scripture-study';

/** `SCRIPTURE_DATA_DIR`, else the OS user-data folder (the same one the desktop app uses). */
export function defaultDataDir(env: NodeJS.ProcessEnv = process.env): string {
  if (env.SCRIPTURE_DATA_DIR) return resolve(env.SCRIPTURE_DATA_DIR);
  if (process.platform === 'win32') return join(env.APPDATA ?? join(homedir(), 'AppData', 'Roaming'), APP_DIR_NAME);
  if (process.platform === 'darwin') return join(homedir(), 'Library', 'Application Support', APP_DIR_NAME);
  return join(env.XDG_CONFIG_HOME ?? join(homedir(), '.config'), APP_DIR_NAME);
}

/**
 * `SCRIPTURE_CACHE_DIR`, else the OS cache folder: where built semantic indexes are kept by inputs
 * hash, so tests, web mode and CI on one machine build each index once.
 */
export function defaultCacheDir(env: NodeJS.ProcessEnv = process.env): string {
  if (env.SCRIPTURE_CACHE_DIR) return resolve(env.SCRIPTURE_CACHE_DIR);
  if (process.platform === 'win32') return join(env.LOCALAPPDATA ?? join(homedir(), 'AppData', 'Local'), APP_DIR_NAME, 'cache');
  if (process.platform === 'darwin') return join(homedir(), 'Library', 'Caches', APP_DIR_NAME);
  return join(env.XDG_CACHE_HOME ?? join(homedir(), '.cache'), APP_DIR_NAME);
}

/** The repository root when running from source (`src/core/paths.ts` is two levels down). */
export const PROJECT_ROOT = resolve(fileURLToPath(new URL('../..', import.meta.url)));

/** `SCRIPTURE_VERSES_DB`, else `resources/verses.db` in the project. */
export function defaultVersesDbPath(env: NodeJS.ProcessEnv = process.env): string {
  return env.SCRIPTURE_VERSES_DB ? resolve(env.SCRIPTURE_VERSES_DB) : join(PROJECT_ROOT, 'resources', 'verses.db');
}
