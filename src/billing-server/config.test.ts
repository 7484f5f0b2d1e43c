import { homedir, tmpdir } from 'node:os';
import { isAbsolute, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFAULT_PACKS_FILE } from './checkout/packs.ts';
import { defaultDbPath, readConfig } from './config.ts';

describe('readConfig', () => {
  it('defaults every variable, treating empty ones as unset', () => {
    expect(readConfig({ PORT: '' })).toEqual({
      port: 8788,
      dbPath: defaultDbPath({}),
      packsFile: DEFAULT_PACKS_FILE,
      freeCredits: 0,
      webhookSecret: undefined,
      checkoutTtlSeconds: 1800,
      publicUrl: undefined,
    });
  });

  it('defaults the database to a per-user data folder, not the shared temp dir', () => {
    const { dbPath } = readConfig({});
    const fromTmp = relative(tmpdir(), dbPath);
    expect(fromTmp.startsWith('..') || isAbsolute(fromTmp), dbPath).toBe(true);
    expect(dbPath.startsWith(homedir()), dbPath).toBe(true);
    expect(readConfig({ XDG_DATA_HOME: '/x/data' }).dbPath).toBe(
      process.platform === 'linux' ? '/x/data/scripture-study-billing/billing.sqlite' : defaultDbPath({}),
    );
  });

  it('picks the usual data folder on each platform', () => {
    const home = '/home/u';
    expect(defaultDbPath({}, 'linux', home)).toBe('/home/u/.local/share/scripture-study-billing/billing.sqlite');
    expect(defaultDbPath({ XDG_DATA_HOME: '/d' }, 'linux', home)).toBe('/d/scripture-study-billing/billing.sqlite');
    // The XDG spec says to ignore a relative XDG_DATA_HOME.
    expect(defaultDbPath({ XDG_DATA_HOME: 'rel' }, 'linux', home)).toBe('/home/u/.local/share/scripture-study-billing/billing.sqlite');
    expect(defaultDbPath({}, 'darwin', '/Users/u')).toBe('/Users/u/Library/Application Support/scripture-study-billing/billing.sqlite');
    expect(defaultDbPath({ LOCALAPPDATA: 'C:\\Users\\u\\AppData\\Local' }, 'win32', 'C:\\Users\\u')).toBe(
      'C:\\Users\\u\\AppData\\Local\\scripture-study-billing\\billing.sqlite',
    );
    expect(defaultDbPath({}, 'win32', 'C:\\Users\\u')).toBe('C:\\Users\\u\\AppData\\Local\\scripture-study-billing\\billing.sqlite');
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
        BILLING_PUBLIC_URL: 'https://billing.example.com/',
      }),
    ).toEqual({
      port: 0,
      dbPath: '/x/b.sqlite',
      packsFile: '/x/p.json',
      freeCredits: 50,
      webhookSecret: 'whsec_0123456789abcdef',
      checkoutTtlSeconds: 60,
      publicUrl: 'https://billing.example.com',
    });
  });

  it('names the bad variable', () => {
    expect(() => readConfig({ PORT: '70000' })).toThrow(/^PORT:/);
    expect(() => readConfig({ PORT: '1.5' })).toThrow(/^PORT:/);
    expect(() => readConfig({ BILLING_FREE_CREDITS: '-1' })).toThrow(/^BILLING_FREE_CREDITS:/);
    expect(() => readConfig({ BILLING_WEBHOOK_SECRET: 'short' })).toThrow(/^BILLING_WEBHOOK_SECRET:/);
    for (const url of ['billing.example.com', 'ftp://billing.example.com', 'https://billing.example.com/api', 'https://u:p@b.example.com']) {
      expect(() => readConfig({ BILLING_PUBLIC_URL: url }), url).toThrow(/^BILLING_PUBLIC_URL:/);
    }
  });
});
