import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { billingUrlSchema, creditPackSchema } from '#shared/contract/billing.ts';
import { deleteState, insertStateIfAbsent, readState, writeState } from '../data-db/billing-state-store.ts';
import type { DataDb } from '../data-db/open.ts';

// Billing facts kept in the data folder (table `billing_state`, one JSON value per key). Each value is
// checked when read back: a value that does not parse counts as absent, never as a crash.

const cachedPacksSchema = z.object({ packs: z.array(creditPackSchema), fetchedAt: z.string() });
export type CachedPacks = z.infer<typeof cachedPacksSchema>;

const serverTotalsSchema = z.object({
  /** Which account these totals belong to (a hash of its key, never the key). */
  account: z.string(),
  granted: z.int(),
  purchased: z.int(),
  used: z.int(),
  balance: z.int(),
  syncedAt: z.string(),
});
export type ServerTotals = z.infer<typeof serverTotalsSchema>;

const SCHEMAS = {
  'device-id': z.string().min(1).max(100),
  'billing-url': billingUrlSchema,
  packs: cachedPacksSchema,
  'server-totals': serverTotalsSchema,
} as const;
type StateKey = keyof typeof SCHEMAS;

export function createBillingState(db: DataDb) {
  function read<K extends StateKey>(key: K): z.output<(typeof SCHEMAS)[K]> | undefined {
    const text = readState(db, key);
    if (text === undefined) return undefined;
    let raw: unknown;
    try {
      raw = JSON.parse(text);
    } catch {
      return undefined;
    }
    const parsed = SCHEMAS[key].safeParse(raw);
    return parsed.success ? (parsed.data as z.output<(typeof SCHEMAS)[K]>) : undefined;
  }
  const write = <K extends StateKey>(key: K, value: z.input<(typeof SCHEMAS)[K]>) => writeState(db, key, JSON.stringify(value));

  return {
    /** This installation's id for the service's audit trail; created once, kept for good. */
    deviceId(): string {
      const existing = read('device-id');
      if (existing) return existing;
      // Two processes may race here; the first insert wins and both read it back.
      insertStateIfAbsent(db, 'device-id', JSON.stringify(`device-${randomUUID()}`));
      return read('device-id')!;
    },
    billingUrl: () => read('billing-url'),
    setBillingUrl(url: string | null) {
      if (url === null) deleteState(db, 'billing-url');
      else write('billing-url', url);
    },
    packs: () => read('packs'),
    setPacks: (value: CachedPacks) => write('packs', value),
    serverTotals: () => read('server-totals'),
    setServerTotals: (value: ServerTotals) => write('server-totals', value),
  };
}

export type BillingState = ReturnType<typeof createBillingState>;
