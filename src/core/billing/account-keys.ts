import { z } from 'zod';
import { accountKeySchema } from '#shared/contract/billing.ts';
import type { SecretStore } from './secret-store.ts';

/*
 * Account keys, each bound to the billing origin it was issued or pasted for. A key is sent only to its
 * own origin: pointing the app at another billing address sets the key aside (kept, never sent there),
 * and pointing it back puts the key in use again. All keys live in one secret, as JSON, so a change is
 * one atomic write.
 */

const SECRET = 'billing-api-key';
/** More than anyone switches between; the oldest are dropped past it. */
const MAX_KEYS = 20;

const boundKeySchema = z.object({
  /** `https://host[:port]`; null for a key stored before keys were bound, with no billing address to bind it to. */
  origin: z.string().nullable(),
  key: accountKeySchema,
});
export type BoundKey = z.infer<typeof boundKeySchema>;

const storedSchema = z.object({ version: z.literal(1), keys: z.array(boundKeySchema).max(MAX_KEYS) });

/** The origin a key is bound to: scheme, host and port of the billing URL. */
export const originOf = (url: string) => new URL(url).origin;

/**
 * `legacyOrigin`: the billing origin in effect when the app started, which a key stored by an older
 * version (a bare key, bound to nothing) is bound to the first time it is read.
 */
export function createAccountKeys(secrets: SecretStore, legacyOrigin: string | undefined) {
  async function load(): Promise<BoundKey[]> {
    const raw = await secrets.get(SECRET);
    if (raw === undefined) return [];
    let json: unknown;
    try {
      json = JSON.parse(raw);
    } catch {
      json = undefined;
    }
    const parsed = storedSchema.safeParse(json);
    if (parsed.success) return parsed.data.keys;
    // A bare key from an older version: bind it once, to the service the app was started with.
    const legacy = accountKeySchema.safeParse(raw);
    if (!legacy.success) return [];
    const keys = [{ origin: legacyOrigin ?? null, key: legacy.data }];
    await store(keys);
    return keys;
  }

  const store = (keys: BoundKey[]) => secrets.set(SECRET, JSON.stringify({ version: 1, keys: keys.slice(-MAX_KEYS) }));

  return {
    list: load,

    /** The key bound to `origin`, if any. */
    async keyFor(origin: string): Promise<string | undefined> {
      return (await load()).find((k) => k.origin === origin)?.key;
    },

    /** Binds `key` to `origin`, replacing that origin's earlier key; keys of other origins stay. */
    async save(origin: string, key: string): Promise<void> {
      const others = (await load()).filter((k) => k.origin !== origin);
      await store([...others, { origin, key }]);
    },
  };
}

export type AccountKeys = ReturnType<typeof createAccountKeys>;
