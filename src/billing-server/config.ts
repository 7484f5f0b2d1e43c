import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { z } from 'zod';
import { DEFAULT_CHECKOUT_TTL_SECONDS } from './checkout/checkout.ts';
import { DEFAULT_PACKS_FILE } from './checkout/packs.ts';
import { formatPath } from './errors.ts';
import { DEFAULT_PORT } from './server.ts';

/** Default database: one file under the OS temp dir, shared by every run on this machine until the OS clears it. */
export const DEFAULT_DB_PATH = join(tmpdir(), 'scripture-study-billing', 'billing.sqlite');

const intFromEnv = (min: number, max: number) => z.coerce.number().int().min(min).max(max);

const envSchema = z.object({
  PORT: intFromEnv(0, 65535).default(DEFAULT_PORT),
  BILLING_DB: z.string().min(1).default(DEFAULT_DB_PATH),
  BILLING_PACKS: z.string().min(1).default(DEFAULT_PACKS_FILE),
  BILLING_FREE_CREDITS: intFromEnv(0, 1_000_000).default(0),
  BILLING_WEBHOOK_SECRET: z.string().min(16).optional(),
  BILLING_CHECKOUT_TTL_SECONDS: intFromEnv(1, 7 * 24 * 3600).default(DEFAULT_CHECKOUT_TTL_SECONDS),
});

export interface CliConfig {
  port: number;
  dbPath: string;
  packsFile: string;
  freeCredits: number;
  webhookSecret: string | undefined;
  checkoutTtlSeconds: number;
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
    dbPath: parsed.BILLING_DB,
    packsFile: parsed.BILLING_PACKS,
    freeCredits: parsed.BILLING_FREE_CREDITS,
    webhookSecret: parsed.BILLING_WEBHOOK_SECRET,
    checkoutTtlSeconds: parsed.BILLING_CHECKOUT_TTL_SECONDS,
  };
}
