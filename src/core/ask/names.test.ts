import { afterAll, describe, expect, it } from 'vitest';
import { defaultVersesDbPath } from '../paths.ts';
import { openVersesDb } from '../verses-db/open.ts';
import { readWordUsage } from '../verses-db/word-usage.ts';
import { createNounTest } from './names.ts';

const db = openVersesDb(defaultVersesDbPath());
afterAll(() => db.close());

describe('the noun test', () => {
  const nounlike = createNounTest(() => readWordUsage(db));

  it('reads a word as a noun by how the texts use it', () => {
    expect(nounlike('coat')).toBeGreaterThan(0.9);
    expect(nounlike('ravens')).toBeGreaterThan(0.8);
  });

  it('gives a word the texts use but never as a noun little weight, and a word they never use an even chance', () => {
    // "What animal did Jesus ride into Jerusalem?" was answered `Except` (the WEB's Nehemiah 2:12: `no animal with me, except the animal that I rode on`).
    expect(nounlike('except')).toBeLessThan(0.45);
    expect(nounlike('whereby')).toBeLessThan(0.45);
    expect(nounlike('telephone')).toBe(0.5);
  });
});
