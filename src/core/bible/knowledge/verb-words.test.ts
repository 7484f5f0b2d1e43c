import { afterAll, describe, expect, it } from 'vitest';
import { defaultVersesDbPath } from '../../paths.ts';
import { openVersesDb } from '../../verses-db/open.ts';
import { readVerbWords } from '../../verses-db/verb-words.ts';
import { verbWords } from './verb-words.ts';

// The texts' words for each verb form of theirs, from WordNet: the builder on a few verses, and the
// built verses.db (`npm test` builds it first).
const db = openVersesDb(defaultVersesDbPath());
afterAll(() => db.close());

describe("verbs in the texts' other words", () => {
  it('gives each verb form of the texts the forms of its synonyms they use', () => {
    // 2 Timothy 4:10, Acts 21:11, and a WEB-like verse with the modern verbs.
    const rows = verbWords({
      kjv: [
        { id: 55004010, text: 'For Demas hath forsaken me, having loved this present world.' },
        { id: 44021011, text: 'He took Paul’s girdle, and bound his own hands and feet.' },
      ],
      web: [
        { id: 55004010, text: 'Demas deserted me, and they tied the cord.' },
        { id: 44021011, text: 'He stopped and gave it to them.' },
      ],
    });
    const row = (word: string) => rows.find((r) => r.word === word);
    // `desert` is `forsake` to WordNet; `forsaken` its irregular form, `tie` is `bind`, `bound` its past.
    expect(row('deserted')).toEqual({ word: 'deserted', verses: 1, synonyms: ['forsaken'] });
    expect(row('tied')?.synonyms).toEqual(['bound']);
    expect(row('forsaken')?.synonyms).toEqual(['deserted']);
    // A light verb stands for nothing (`gave`), and a word that is no verb form has no row (`me`).
    expect(row('gave')?.synonyms).toEqual([]);
    expect(row('me')).toBeUndefined();
    // `stopped` is `stop` with its consonant doubled.
    expect(row('stopped')).toBeDefined();
    expect(new Set(rows.map((r) => r.word)).size).toBe(rows.length);
  });

  it('reads a verb form of the built database, and nothing for a word that is none', () => {
    const verbs = readVerbWords(db);
    const deserted = verbs.get('deserted')!;
    expect(deserted.verses).toBeLessThan(10);
    expect(deserted.synonyms).toEqual(expect.arrayContaining(['forsaken', 'forsook', 'forsake']));
    expect(verbs.get('tied')!.synonyms).toEqual(expect.arrayContaining(['bound', 'bind']));
    // `pulled` is `pull` (`draw`), not `pule` (`wail`): no consonant is undoubled before an `e`.
    expect(verbs.get('pulled')!.synonyms).not.toContain('wail');
    expect(verbs.get('telephone')).toBeUndefined();
  });
});
