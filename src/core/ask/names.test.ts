import { afterAll, describe, expect, it } from 'vitest';
import { defaultVersesDbPath } from '../paths.ts';
import { openVersesDb } from '../verses-db/open.ts';
import { readKnowledge } from '../verses-db/knowledge.ts';
import { readWordUsage } from '../verses-db/word-usage.ts';
import { createNameTest, createNounTest, restoreNameCase } from './names.ts';

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

describe('a question typed in lower case', () => {
  const usage = readWordUsage(db);
  const knowledge = readKnowledge(db);
  const restore = (question: string) =>
    restoreNameCase(
      question,
      createNameTest(() => usage),
      (word) => knowledge.nameInfo(word) !== undefined,
    );

  it('gives the names the texts know back their capitals', () => {
    expect(restore('who was the mother of samuel')).toBe('who was the mother of Samuel');
    expect(restore("where was jesus born? in bethlehem's stable?")).toBe("where was Jesus born? in Bethlehem's stable?");
    // `who's` is `who is`, no owner: the name after it is a name (`peter's job` is a common noun's).
    expect(restore("who's peter's brother")).toBe("who's Peter's brother");
    expect(restore("what's noah's wife's name")).toBe("what's Noah's wife's name");
  });

  it('gives a book its title where the question says where to look', () => {
    expect(restore('how many churches are addressed in revelation')).toBe('how many churches are addressed in Revelation');
    expect(restore('who wrote the gospel of mark')).toBe('who wrote the gospel of Mark');
    expect(restore('what spoils the vines in the song of solomon')).toBe('what spoils the vines in the Song of Solomon');
    expect(restore('what is the mark of the beast')).toBe('what is the mark of the beast');
    expect(restore('what did jesus say about numbers')).toBe('what did Jesus say about numbers');
  });

  it('leaves words the texts also write in lower case as typed', () => {
    // `mark` (the mark of the beast), `god` (other gods).
    expect(restore('what did god create')).toBe('what did god create');
    expect(restore("what was peter's job")).toBe("what was Peter's job");
    // A name the texts also use as a word (`lot`, `job`) is a name when it owns something.
    expect(restore("who was lot's uncle")).toBe("who was Lot's uncle");
    expect(restore('who cast lots')).toBe('who cast lots');
    // A name's possessive typed without its apostrophe, where the texts know no such word (`marks` they do).
    expect(restore('who was isaacs father')).toBe("who was Isaac's father");
    expect(restore('what marks did jesus have')).toBe('what marks did Jesus have');
    // A question with capitals is taken as typed: `Matthew's job` is no Job.
    expect(restore("What was Matthew's job?")).toBe("What was Matthew's job?");
  });
});
