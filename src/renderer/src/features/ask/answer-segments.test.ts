import { describe, expect, it } from 'vitest';
import { answerSegments, splitLead, type AnswerSegment } from './answer-segments.ts';

const cite = (reference: string) => ({ reference, text: '…', score: 1 });

describe('answerSegments', () => {
  const answer = 'In Bethlehem of Judaea (Matthew 2:1). “when Jesus was born in Bethlehem of Judaea” (Matthew 2:1).';

  it('links each cited reference and keeps quotations apart', () => {
    expect(answerSegments(answer, [cite('Matthew 2:1')])).toEqual([
      { kind: 'text', text: 'In Bethlehem of Judaea ' },
      { kind: 'cite', text: 'Matthew 2:1', citation: 0 },
      { kind: 'text', text: '. ' },
      { kind: 'quote', text: '“when Jesus was born in Bethlehem of Judaea”' },
      { kind: 'text', text: ' ' },
      { kind: 'cite', text: 'Matthew 2:1', citation: 0 },
      { kind: 'text', text: '.' },
    ]);
  });

  it('links nothing before the citations arrive, and a quotation still open is a quotation', () => {
    expect(answerSegments('Noah (1 Peter 3:20). “Which sometime were', null)).toEqual([
      { kind: 'text', text: 'Noah (1 Peter 3:20). ' },
      { kind: 'quote', text: '“Which sometime were' },
    ]);
  });

  it('matches a range however it is written, and leaves what no citation names as text', () => {
    const segments = answerSegments('Nothing shall separate us (Rom 8:38-39), not even (this aside) or (John 3:16).', [cite('Romans 8:38-39')]);
    expect(segments.filter((s) => s.kind === 'cite')).toEqual([{ kind: 'cite', text: 'Rom 8:38-39', citation: 0 }]);
    expect(segments.map((s) => (s.kind === 'cite' ? `(${s.text})` : s.text)).join('')).toBe(
      'Nothing shall separate us (Rom 8:38-39), not even (this aside) or (John 3:16).',
    );
  });

  it('numbers links by their citation', () => {
    const segments = answerSegments('A (John 1:1). B (Genesis 1:1).', [cite('Genesis 1:1'), cite('John 1:1')]);
    expect(segments.flatMap((s) => (s.kind === 'cite' ? [s.citation] : []))).toEqual([1, 0]);
  });

  it('puts the answer first and its quoted evidence after, split at a sentence end', () => {
    const text = (segments: AnswerSegment[]) => segments.map((s) => (s.kind === 'cite' ? `(${s.text})` : s.text)).join('');
    const split = (answer: string) => {
      const { lead, evidence } = splitLead(answerSegments(answer, [cite('Genesis 6:22'), cite('Romans 8:38-39')]));
      return [text(lead), text(evidence)];
    };
    expect(split('Noah (Genesis 6:22). “Thus did Noah” (Genesis 6:22).')).toEqual(['Noah (Genesis 6:22).', '“Thus did Noah” (Genesis 6:22).']);
    expect(split('Yes. On one side, “Thus did Noah” (Genesis 6:22).')).toEqual(['Yes.', 'On one side, “Thus did Noah” (Genesis 6:22).']);
    expect(split('“Thus did Noah” (Genesis 6:22).')).toEqual(['', '“Thus did Noah” (Genesis 6:22).']);
    expect(split('I found no verse that answers this question.')).toEqual(['I found no verse that answers this question.', '']);
    expect(split('The Bible never mentions France. These are the closest passages, which may not address it: “Thus')).toEqual([
      'The Bible never mentions France. These are the closest passages, which may not address it:',
      '“Thus',
    ]);
  });
});
