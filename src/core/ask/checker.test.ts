import { describe, expect, it } from 'vitest';
import { checkSentence, createSentenceSplitter, type Citable } from './checker.ts';

// John 3:16 and Romans 8:38-39, as retrieved; nothing else may be cited.
const citable = new Map<number, Citable>([
  [
    43003016,
    {
      id: 43003016,
      text: 'For God so loved the world, that he gave his only begotten Son, that whosoever believeth in him should not perish, but have everlasting life.',
      score: 0.9,
    },
  ],
  [
    45008038,
    {
      id: 45008038,
      text: 'For I am persuaded, that neither death, nor life, nor angels, nor principalities, nor powers, nor things present, nor things to come,',
      score: 0.8,
    },
  ],
  [
    45008039,
    {
      id: 45008039,
      text: 'Nor height, nor depth, nor any other creature, shall be able to separate us from the love of God, which is in Christ Jesus our Lord.',
      score: 0.8,
    },
  ],
]);

describe('checking a generated sentence', () => {
  it('keeps a sentence that cites retrieved verses and quotes them verbatim, with canonical citations', () => {
    const checked = checkSentence('God gave his Son so that “whosoever believeth in him should not perish” (Jn 3.16).', citable);
    expect(checked).toEqual({
      text: 'God gave his Son so that “whosoever believeth in him should not perish” (John 3:16).',
      cited: [{ reference: 'John 3:16', ids: [43003016] }],
    });
    expect(checkSentence('Nothing can "separate us from the love of God" (Romans 8:38-39).', citable)?.cited).toEqual([
      { reference: 'Romans 8:38-39', ids: [45008038, 45008039] },
    ]);
  });

  it('drops a sentence citing a verse that was not retrieved, even beside one that was', () => {
    expect(checkSentence('God loves the world (John 3:17).', citable)).toBeUndefined();
    expect(checkSentence('God loves the world (John 3:16; Genesis 1:1).', citable)).toBeUndefined();
    expect(checkSentence('Nothing separates us (Romans 8:37-39).', citable)).toBeUndefined();
  });

  it('drops a sentence whose quotation is not the verse text, and one without a citation', () => {
    expect(checkSentence('Jesus said “God loves everybody” (John 3:16).', citable)).toBeUndefined();
    expect(checkSentence('It says "whosoever believeth in him shall be rich" (John 3:16).', citable)).toBeUndefined();
    expect(checkSentence('God loves the world.', citable)).toBeUndefined();
    // A quotation may only use the verses that sentence cites.
    expect(checkSentence('“shall be able to separate us” (John 3:16).', citable)).toBeUndefined();
  });

  it('leaves parentheses that are not references alone', () => {
    expect(checkSentence('Love (agape) never fails (Romans 8:39).', citable)?.text).toBe('Love (agape) never fails (Romans 8:39).');
  });
});

describe('splitting streamed text into sentences', () => {
  it('waits for a sentence to complete, keeps a citation with its sentence and never splits inside a quotation', () => {
    const splitter = createSentenceSplitter();
    const out: string[] = [];
    for (const chunk of [
      'Who is he that overcometh? The verse asks “Who is he that ',
      'overcometh the world?” (1 John 5:5)',
      '. Love is kind',
      ' (1 Corinthians 13:4). Done.',
    ])
      out.push(...splitter.push(chunk));
    out.push(...splitter.end());
    expect(out).toEqual([
      'Who is he that overcometh?',
      'The verse asks “Who is he that overcometh the world?” (1 John 5:5).',
      'Love is kind (1 Corinthians 13:4).',
      'Done.',
    ]);
  });
});
