import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadPacks } from './packs.ts';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'billing-packs-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

async function packsFile(content: unknown): Promise<string> {
  const file = join(dir, 'packs.json');
  await writeFile(file, typeof content === 'string' ? content : JSON.stringify(content));
  return file;
}

const pack = { id: 'p', name: 'P', credits: 1, amountCents: 100, currency: 'usd' };

describe('loadPacks', () => {
  it('loads the default file', () => {
    expect(loadPacks().map((p) => [p.id, p.credits, p.amountCents])).toEqual([
      ['starter', 100, 499],
      ['study', 500, 1999],
      ['scholar', 2000, 5999],
    ]);
  });

  it('names what is wrong with a bad file', async () => {
    await expect(async () => loadPacks(await packsFile('{'))).rejects.toThrow(/Cannot read packs file/);
    await expect(async () => loadPacks(join(dir, 'missing.json'))).rejects.toThrow(/Cannot read packs file/);
    await expect(async () => loadPacks(await packsFile({ packs: [] }))).rejects.toThrow(/packs:/);
    await expect(async () => loadPacks(await packsFile({ packs: [pack, pack] }))).rejects.toThrow(/unique/);
    await expect(async () => loadPacks(await packsFile({ packs: [{ ...pack, currency: 'eur' }] }))).rejects.toThrow(/packs\[0\]\.currency/);
    await expect(async () => loadPacks(await packsFile({ packs: [{ ...pack, id: 'Bad Id' }] }))).rejects.toThrow(/packs\[0\]\.id/);
    await expect(async () => loadPacks(await packsFile({ packs: [{ ...pack, credits: 1.5 }] }))).rejects.toThrow(/packs\[0\]\.credits/);
  });
});
