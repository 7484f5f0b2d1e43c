import { describe, expect, it } from 'vitest';
import { answerPhrases } from './answer-phrase.ts';
import { numberValue } from './candidates.ts';
import { clausesOf, quoteSpan, wordsOf } from './clauses.ts';

// Names are words never written in lower case; a fixed list stands in for the KJV's vocabulary here.
const NAMES = new Set(['Noah', 'Bethlehem', 'Judaea', 'Herod', 'Ararat', 'Jesus', 'Nineveh', 'Beth', 'Ephratah']);
const isName = (word: string) => NAMES.has(word);
const phrases = (text: string, expected: Parameters<typeof answerPhrases>[2], exclude: string[] = []) =>
  answerPhrases(text, wordsOf(text), expected, isName, new Set(exclude)).map((p) => p.text);

describe('answer phrases', () => {
  it('finds places with the words that place them, never a name the question used', () => {
    expect(phrases('Now when Jesus was born in Bethlehem of Judaea in the days of Herod the king', 'place', ['jesus'])).toEqual(['in Bethlehem of Judaea']);
    expect(phrases('And the ark rested in the seventh month, upon the mountains of Ararat.', 'place')).toEqual(['upon the mountains of Ararat']);
    // `Beth-lehem` is two words and one name.
    expect(phrases('he went to Beth-lehem Ephratah', 'place')).toEqual(['to Beth-lehem Ephratah']);
  });

  it('finds times, durations and counts, and no number inside a word', () => {
    expect(phrases('and that he rose again the third day according to the scriptures', 'time')).toEqual(['the third day']);
    // An ordinal with its count before it.
    expect(phrases('In the six hundredth year of Noah’s life, in the second month', 'time')).toEqual(['the six hundredth year', 'the second month']);
    expect(phrases('And the rain was upon the earth forty days and forty nights.', 'duration')).toEqual(['forty days and forty nights']);
    expect(phrases('And all the days of Methuselah were nine hundred sixty and nine years: and he died.', 'quantity')).toEqual([
      'nine hundred sixty and nine years',
    ]);
    // A count may say it is the whole of its unit.
    expect(phrases('And Paul dwelt two whole years in his own hired house', 'duration')).toEqual(['two whole years']);
    expect(phrases('till three whole weeks were fulfilled', 'quantity')).toEqual(['three whole weeks']);
    // A month's own name belongs to the time (Esther 9:21, Exodus 13:4), and a name after any other word does not.
    expect(phrases('that they should keep the fourteenth day of the month Adar, and the fifteenth day', 'time')).toEqual([
      'the fourteenth day of the month Adar',
      'the fifteenth day',
      'the month Adar',
    ]);
    expect(phrases('This day came ye out in the month Abib.', 'time')).toEqual(['the month Abib']);
    expect(phrases('on the third day Jesus came', 'time')).toEqual(['the third day']);
    expect(phrases('The burden of Nineveh.', 'quantity')).toEqual([]);
    // The KJV counts in scores: `sixscore` is a hundred and twenty (Jonah 4:11).
    expect(phrases('wherein are more than sixscore thousand persons that cannot discern', 'quantity')).toEqual(['sixscore thousand']);
    expect(numberValue('sixscore thousand')).toBe(120_000);
    expect(numberValue('threescore and ten')).toBe(70);
    // So many at a time is no count: `two and two` went into the ark, and eight souls were saved.
    expect(phrases('they went in unto Noah into the ark, two and two of all flesh', 'quantity')).toEqual([]);
  });

  it('finds people but not the question’s own names', () => {
    expect(phrases('Thus did Noah; according to all that God commanded him', 'person')).toEqual(['Noah']);
    expect(phrases('Thus did Noah', 'person', ['noah'])).toEqual([]);
  });
});

describe('quoting a clause', () => {
  it('returns a verbatim stretch of the verse without a leading conjunction or trailing punctuation', () => {
    const text = 'For the wages of sin is death; but the gift of God is eternal life through Jesus Christ our Lord.';
    const stats = [{ term: { word: 'wages', words: ['wages'], stems: new Set(['wag']), phrases: [], name: false, weight: 1 }, ids: new Set<number>(), idf: 5 }];
    const clauses = clausesOf(text, stats);
    const best = clauses.findIndex((c) => c.coverage > 0);
    const { start, end } = quoteSpan(text, clauses, best);
    expect(text.slice(start, end)).toBe('the wages of sin is death');
  });
});
