import { describe, expect, it } from 'vitest';
import { openTextSources } from '../../../test/ask/text-facts.ts';
import { calledAsked, calledBy } from './called.ts';

const { store, facts } = openTextSources();
const called = (question: string, book?: number) =>
  calledBy(calledAsked(question)!, book, { ...facts, store }).map((a) => [a.support[0]!.candidate.text, a.support[0]!.id]);

describe('whom a book’s teller calls by a noun', () => {
  it('reads the teller and the noun, and leaves where to look to the book', () => {
    expect(calledAsked('Who does Peter call his son?')).toEqual({ teller: 'Peter', noun: 'son' });
    expect(calledAsked('Whom did Paul call his fellow soldier in the letter to Philemon?')).toEqual({ teller: 'Paul', noun: 'fellow soldier' });
    expect(calledAsked('Who called Peter his son?')).toBeUndefined();
  });

  it('finds the name beside the teller’s `my` or `our` and the noun, in the verses he tells', () => {
    // 1 Peter 5:13 `Marcus my son`; 1 Timothy 1:2 `Unto Timothy, my own son in the faith`.
    expect(called('Who does Peter call his son?')).toEqual([['Marcus', 60005013]]);
    expect(called('Who did Paul call his son in the faith?')[0]).toEqual(['Timothy', 54001002]);
    // Philemon 1:2 `Archippus our fellowsoldier`: the KJV writes the noun as one word.
    expect(called('Who does Paul call his fellow soldier?', 57)).toEqual([['Archippus', 57001002]]);
  });

  it('takes no one from a verse another tells', () => {
    // Genesis 27:8 `Now therefore, my son, obey my voice`: Rebekah speaks, and Genesis has no teller.
    expect(called('Who does Rebekah call her son?')).toEqual([]);
  });
});
