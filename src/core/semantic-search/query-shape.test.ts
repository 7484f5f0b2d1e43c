import { describe, expect, it } from 'vitest';
import { queryShape } from './query-shape.ts';

describe('query shape', () => {
  it('tells topics, phrases, sentences and questions apart by their form', () => {
    expect(queryShape('anxiety')).toBe('words');
    expect(queryShape('Jesus cried')).toBe('words');
    expect(queryShape('care for the sick')).toBe('phrase');
    expect(queryShape('treat other people the way you want them to treat you')).toBe('sentence');
    expect(queryShape('Who was the first king of Israel?')).toBe('question');
    expect(queryShape('how should I pray')).toBe('question');
    expect(queryShape('why?')).toBe('words');
  });
});
