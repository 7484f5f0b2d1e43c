import { describe, expect, it } from 'vitest';
import { analyzeQuestion } from './question.ts';
import { negationsIn, verdictOf } from './yes-no.ts';

/** The question's words as retrieval weighs them, all alike. */
const statsOf = (question: string) => analyzeQuestion(question).terms.map((term) => ({ term, ids: new Set<number>(), idf: 1 }));

const verdict = (question: string, verse: string) => verdictOf(verse, statsOf(question), negationsIn(analyzeQuestion(question).tokens))?.verdict;

describe('what a verse says to a yes/no question', () => {
  it('reads a negation near the question’s words as no, two as yes', () => {
    expect(verdict('Is God a respecter of persons?', 'I perceive that God is no respecter of persons')).toBe('no');
    expect(verdict('Does a man sin?', 'there is no man that sinneth not')).toBe('yes');
  });

  it('counts the question’s own negations the other way', () => {
    const asked = 'Should a man who will not work eat?';
    expect(negationsIn(analyzeQuestion(asked).tokens)).toBe(1);
    expect(verdict(asked, 'if any would not work, neither should he eat')).toBe('no');
    // Without the question's `not`, the same verse would say yes to it.
    expect(verdict(asked, 'the man that will not work shall eat')).toBe('yes');
  });
});
