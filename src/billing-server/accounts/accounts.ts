import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { toIso, type Clock } from '../clock.ts';
import { execute, queryOne, sql, writeTransaction, type ReadableDB, type WritableDB } from '#sqlite/sql.ts';
import { appendLedgerEntry } from '../ledger/ledger.ts';

const API_KEY = /^sk_test_[A-Za-z0-9_-]{43}$/;

export interface NewAccount {
  accountId: string;
  /** Shown once; only its SHA-256 is stored. */
  apiKey: string;
}

function hashKey(apiKey: string): Buffer {
  return createHash('sha256').update(apiKey, 'utf8').digest();
}

/** Creates an account and, if `freeCredits` > 0, books its free-start grant in the same transaction. */
export function createAccount(db: WritableDB, clock: Clock, freeCredits: number): NewAccount {
  const accountId = `acct_${randomBytes(12).toString('hex')}`;
  // 256 bits of randomness: a plain SHA-256 is enough, no slow KDF needed.
  const apiKey = `sk_test_${randomBytes(32).toString('base64url')}`;
  const createdAt = toIso(clock());
  writeTransaction(db, () => {
    execute(db, sql`INSERT INTO accounts (id, key_hash, created_at) VALUES (${accountId}, ${hashKey(apiKey)}, ${createdAt})`);
    if (freeCredits > 0) {
      appendLedgerEntry(db, { accountId, kind: 'grant', credits: freeCredits, ref: 'free-start', createdAt });
    }
  });
  return { accountId, apiKey };
}

/** The account a key belongs to, or undefined. The lookup is by hash, so its timing reveals nothing about the key. */
export function findAccountByKey(db: ReadableDB, apiKey: string): string | undefined {
  if (!API_KEY.test(apiKey)) return undefined;
  const hash = hashKey(apiKey);
  const row = queryOne<{ id: string; key_hash: Buffer }>(db, sql`SELECT id, key_hash FROM accounts WHERE key_hash = ${hash}`);
  if (!row || row.key_hash.length !== hash.length || !timingSafeEqual(row.key_hash, hash)) return undefined;
  return row.id;
}

/** Extracts the key from an `Authorization: Bearer <key>` header value; undefined if it has another form. */
export function parseBearer(header: string): string | undefined {
  return /^Bearer +(\S+) *$/i.exec(header)?.[1];
}
