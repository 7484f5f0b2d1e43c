import { describe, expect, it } from 'vitest';
import { DEFAULT_PACKS_FILE } from './checkout/packs.ts';
import { DEFAULT_DB_PATH, readConfig } from './config.ts';

describe('readConfig', () => {
  it('defaults every variable, treating empty ones as unset', () => {
    expect(readConfig({ PORT: '' })).toEqual({
      port: 8788,
      dbPath: DEFAULT_DB_PATH,
      packsFile: DEFAULT_PACKS_FILE,
      freeCredits: 0,
      webhookSecret: undefined,
      checkoutTtlSeconds: 1800,
    });
  });

  it('reads the variables', () => {
    expect(
      readConfig({
        PORT: '0',
        BILLING_DB: '/x/b.sqlite',
        BILLING_PACKS: '/x/p.json',
        BILLING_FREE_CREDITS: '50',
        BILLING_WEBHOOK_SECRET: 'whsec_0123456789abcdef',
        BILLING_CHECKOUT_TTL_SECONDS: '60',
      }),
    ).toEqual({ port: 0, dbPath: '/x/b.sqlite', packsFile: '/x/p.json', freeCredits: 50, webhookSecret: 'whsec_0123456789abcdef', checkoutTtlSeconds: 60 });
  });

  it('names the bad variable', () => {
    expect(() => readConfig({ PORT: '70000' })).toThrow(/^PORT:/);
    expect(() => readConfig({ PORT: '1.5' })).toThrow(/^PORT:/);
    expect(() => readConfig({ BILLING_FREE_CREDITS: '-1' })).toThrow(/^BILLING_FREE_CREDITS:/);
    expect(() => readConfig({ BILLING_WEBHOOK_SECRET: 'short' })).toThrow(/^BILLING_WEBHOOK_SECRET:/);
  });
});
