import { homedir } from 'node:os';
import { posix, win32 } from 'node:path';
import { z } from 'zod';
import { DEFAULT_CHECKOUT_TTL_SECONDS } from './checkout/checkout.ts';
import { DEFAULT_PACKS_FILE } from './checkout/packs.ts';
import { formatPath } from './errors.ts';
import { publicUrlSchema } from './http/request-guards.ts';
import { DEFAULT_PORT } from './server.ts';

const DATA_FOLDER = 'scripture-study-billing';
const DB_FILE = 'billing.sqlite';

/**
 * The default database lives in the user's own data folder, not the shared temp dir, where other users
 * could read its key hashes and the OS may clear it: `$XDG_DATA_HOME` or `~/.local/share` on Linux,
 * `~/Library/Application Support` on macOS, `%LOCALAPPDATA%` on Windows.
 */
export function defaultDbPath(env: NodeJS.ProcessEnv, platform: NodeJS.Platform = process.platform, home: string = homedir()): string {
  if (platform === 'win32') {
    const appData = env.LOCALAPPDATA;
    const local = appData && win32.isAbsolute(appData) ? appData : win32.join(home, 'AppData', 'Local');
    return win32.join(local, DATA_FOLDER, DB_FILE);
  }
  if (platform === 'darwin') return posix.join(home, 'Library', 'Application Support', DATA_FOLDER, DB_FILE);
  // The XDG spec says a relative XDG_DATA_HOME is invalid and must be ignored.
  const xdg = env.XDG_DATA_HOME;
  const data = xdg && posix.isAbsolute(xdg) ? xdg : posix.join(home, '.local', 'share');
  return posix.join(data, DATA_FOLDER, DB_FILE);
}

const intFromEnv = (min: number, max: number) => z.coerce.number().int().min(min).max(max);

const envSchema = z.object({
  PORT: intFromEnv(0, 65535).default(DEFAULT_PORT),
  BILLING_DB: z.string().min(1).optional(),
  BILLING_PACKS: z.string().min(1).default(DEFAULT_PACKS_FILE),
  BILLING_FREE_CREDITS: intFromEnv(0, 1_000_000).default(0),
  BILLING_WEBHOOK_SECRET: z.string().min(16).optional(),
  BILLING_CHECKOUT_TTL_SECONDS: intFromEnv(1, 7 * 24 * 3600).default(DEFAULT_CHECKOUT_TTL_SECONDS),
  BILLING_PUBLIC_URL: publicUrlSchema.optional(),
});

export interface CliConfig {
  port: number;
  dbPath: string;
  packsFile: string;
  freeCredits: number;
  webhookSecret: string | undefined;
  checkoutTtlSeconds: number;
  publicUrl: string | undefined;
}

/** Reads the environment; empty variables count as unset. Throws naming the bad variable. */
export function readConfig(env: NodeJS.ProcessEnv): CliConfig {
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ''));
  const result = envSchema.safeParse(present);
  if (!result.success) {
    const issue = result.error.issues[0];
    throw new Error(`${formatPath(issue?.path ?? [])}: ${issue?.message ?? 'invalid'}`);
  }
  const parsed = result.data;
  return {
    port: parsed.PORT,
    dbPath: parsed.BILLING_DB ?? defaultDbPath(present),
    packsFile: parsed.BILLING_PACKS,
    freeCredits: parsed.BILLING_FREE_CREDITS,
    webhookSecret: parsed.BILLING_WEBHOOK_SECRET,
    checkoutTtlSeconds: parsed.BILLING_CHECKOUT_TTL_SECONDS,
    publicUrl: parsed.BILLING_PUBLIC_URL,
  };
}
