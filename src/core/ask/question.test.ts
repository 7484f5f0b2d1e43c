import { describe, expect, it } from 'vitest';
import { analyzeQuestion } from './question.ts';

const read = (text: string) => {
  const q = analyzeQuestion(text);
  return { kind: q.kind, expected: q.expected, words: q.terms.map((t) => `${t.word}${t.name ? '*' : ''}`) };
};

describe('reading a question', () => {
  it.each([
    ['Who built the ark?', 'who', 'person', ['built', 'ark']],
    ['Where was Jesus born?', 'where', 'place', ['jesus*', 'born']],
    ['When did Jesus rise from the dead?', 'when', 'time', ['jesus*', 'rise', 'dead']],
    ['How long did it rain during the flood?', 'when', 'duration', ['rain', 'flood']],
    ['How many sons did Jacob have?', 'how', 'quantity', ['sons', 'jacob*']],
    ['What was the name of Noah’s wife?', 'who', 'person', ['noah*', 'wife']],
    ['Why did God send the flood?', 'why', 'none', ['god*', 'send', 'flood']],
    ['How should we pray?', 'how', 'none', ['pray']],
    ['Is it wrong to drink wine?', 'yesno', 'none', ['wrong', 'drink', 'wine']],
    ['Where was Saul going when Jesus appeared to him?', 'where', 'place', ['saul*', 'going', 'jesus*', 'appeared']],
    ['Tell me about forgiveness', 'other', 'none', ['forgiveness']],
  ] as const)('%s', (text, kind, expected, words) => {
    expect(read(text)).toEqual({ kind, expected, words });
  });

  it('weighs words that frame the question less than its subject', () => {
    const q = analyzeQuestion('Is it wrong to drink wine?');
    expect(q.terms.map((t) => t.weight)).toEqual([0.4, 1, 1]);
    expect(analyzeQuestion('What was the name of Lot’s wife?').asksName).toBe(true);
  });
});
