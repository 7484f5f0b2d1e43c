import { afterAll, describe, expect, it } from 'vitest';
import { createVerseStore } from '../bible/verse-store.ts';
import { defaultVersesDbPath } from '../paths.ts';
import { readKnowledge } from '../verses-db/knowledge.ts';
import { openVersesDb } from '../verses-db/open.ts';
import { readWordUsage } from '../verses-db/word-usage.ts';
import type { AnswerCandidate } from './candidates.ts';
import { wordsOf } from './clauses.ts';
import { chainedVerb, epithetsOf, idsBefore, namedBefore } from './coreference.ts';
import { createNameTest } from './names.ts';
import type { Shape } from './shape.ts';

const db = openVersesDb(defaultVersesDbPath());
afterAll(() => db.close());
const knowledge = readKnowledge(db);
const usage = readWordUsage(db);
const store = createVerseStore(db);
const isName = createNameTest(() => usage);
const versesOf = (key: string) => {
  const name = knowledge.nameInfo(key);
  return new Set(name ? [...name.verses.kjv, ...name.verses.web] : []);
};

const agent: Shape = { asksName: false, role: 'agent', type: 'person' };
/** The verb `chainedVerb` finds for the name `who` in `text`, as the verb's word, with `verbs` the relation's words. */
function chainFrom(text: string, who: string, verbs: readonly string[], shape = agent): string | undefined {
  const words = wordsOf(text);
  const at = words.findIndex((w) => w.text === who);
  const candidate: AnswerCandidate = { key: who.toLowerCase(), text: who, start: words[at]!.start, end: words[at]!.end, from: at, to: at, kind: 'name' };
  const hits = words.flatMap((w, i) => (verbs.includes(w.text) ? [i] : []));
  const verb = chainedVerb(shape, text, words, candidate, hits, isName);
  return verb === undefined ? undefined : words[verb]!.text;
}

describe('who the words stand for', () => {
  it('calls a rare name by its epithet, and a common one by none', () => {
    expect([...epithetsOf('Goliath', { store, versesOf })].sort()).toEqual(['Gittite', 'Philistine']);
    expect(epithetsOf('David', { store, versesOf }).size).toBe(0);
  });

  it('counts a chapter as naming someone only from the verse that names him on', () => {
    const goliath = versesOf('Goliath');
    // 1 Samuel 17:4 names him; 17:50 comes after, 2 Samuel 21:17 before 21:19.
    expect(namedBefore(goliath, 9_017_050)).toBe(true);
    expect(namedBefore(goliath, 10_021_017)).toBe(false);
    expect(namedBefore(goliath, 9_016_001)).toBe(false);
  });

  it('looks back within the chapter only, latest verse first', () => {
    expect(idsBefore(66_002_004, 12)).toEqual([66_002_003, 66_002_002, 66_002_001]);
    expect(idsBefore(9_017_050, 2)).toEqual([9_017_049, 9_017_048]);
    expect(idsBefore(9_017_001, 2)).toEqual([]);
  });

  it('finds the doer of a chain of predicates, however far the verb', () => {
    const kjv = store.getVerse(9_017_050, 'kjv')!.text;
    expect(chainFrom(kjv, 'David', ['smote', 'slew'])).toBe('smote');
    // `Joab and Abishai his brother slew Abner`: both do it.
    expect(chainFrom('So Joab and Abishai his brother, with all their men, slew Abner', 'Joab', ['slew'])).toBe('slew');
  });

  it('stops at another subject, a speaker, a sentence end or a name not in subject position', () => {
    expect(chainFrom('And Saul went up to the hill, and Jonathan his son slew the Philistines', 'Saul', ['slew'])).toBeUndefined();
    expect(chainFrom('And Joab said unto the young man, Absalom is dead; he slew him', 'Joab', ['slew'])).toBeUndefined();
    expect(chainFrom('And Joab went out from the king. And afterward he slew them', 'Joab', ['slew'])).toBeUndefined();
    expect(chainFrom('Then came the servants of Joab with all the host and slew them', 'Joab', ['slew'])).toBeUndefined();
    expect(chainFrom('So David prevailed over the Philistine, and slew him', 'David', ['slew'], { ...agent, role: 'any' })).toBeUndefined();
  });
});
