import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { SentencePieceTokenizer, type Vocabulary } from './sentencepiece.ts';
import { defaultModelDir, parseVocabulary } from './use-lite-files.ts';

describe('SentencePieceTokenizer (USE-Lite vocabulary)', () => {
  let vocabulary: Vocabulary;
  let tokenizer: SentencePieceTokenizer;
  const pieces = (text: string): string[] => tokenizer.encode(text).map((id) => vocabulary[id]![0]);

  beforeAll(() => {
    vocabulary = parseVocabulary(readFileSync(join(defaultModelDir(), 'vocab.json')));
    tokenizer = new SentencePieceTokenizer(vocabulary);
  });

  it('segments into pieces that spell the text with word markers', () => {
    const text = 'In the beginning God created the heaven and the earth.';
    expect(pieces(text).join('')).toBe('▁' + text.replaceAll(' ', '▁'));
    expect(pieces('the world')).toEqual(['▁the', '▁world']);
  });

  it('normalises NFKC and whitespace like SentencePiece', () => {
    expect(tokenizer.encode('ça')).toEqual(tokenizer.encode('c\u0327a'));
    expect(tokenizer.encode('  God \t so\n loved  ')).toEqual(tokenizer.encode('God so loved'));
  });

  it('gives nothing for blank text', () => {
    expect(tokenizer.encode('')).toEqual([]);
    expect(tokenizer.encode(' \n\t ')).toEqual([]);
  });

  it('merges a run of unknown symbols into one unknown id', () => {
    const ids = tokenizer.encode('a😹😹b');
    expect(ids.filter((id) => id === 0)).toHaveLength(1);
    expect(ids.length).toBeGreaterThanOrEqual(3);
  });

  it('treats the vocabulary null scores as 0, as the tfjs port does', () => {
    expect(vocabulary.every(([, score]) => Number.isFinite(score))).toBe(true);
    expect(pieces('Note: this')).toContain(':');
  });
});
