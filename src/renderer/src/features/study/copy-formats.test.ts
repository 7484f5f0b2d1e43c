import { describe, expect, it } from 'vitest';
import { formatCopy, type CopySource } from './copy-formats.ts';

const JOHN_3_16: CopySource = {
  verses: [{ verse: 16, text: 'For God so loved the world, that he gave his only begotten Son.' }],
  reference: 'John 3:16',
  translation: 'KJV',
};

const JOHN_3_16_17: CopySource = {
  verses: [
    { verse: 16, text: 'For God so loved the world.' },
    { verse: 17, text: '  For God sent not his Son\ninto the world to condemn the world. ' },
  ],
  reference: 'John 3:16-17',
  translation: 'WEB',
};

describe('formatCopy', () => {
  it('copies plain text followed by the reference and translation in brackets', () => {
    expect(formatCopy('plain', JOHN_3_16)).toBe('For God so loved the world, that he gave his only begotten Son. (John 3:16 KJV)');
    expect(formatCopy('plain', JOHN_3_16_17)).toBe(
      'For God so loved the world. For God sent not his Son into the world to condemn the world. (John 3:16-17 WEB)',
    );
  });

  it('puts each verse’s number before it and the reference on a line of its own', () => {
    expect(formatCopy('numbered', JOHN_3_16_17)).toBe(
      '16 For God so loved the world. 17 For God sent not his Son into the world to condemn the world.\nJohn 3:16-17 (WEB)',
    );
  });

  it('quotes each verse as a Markdown line and attributes the quote after an empty quote line', () => {
    expect(formatCopy('markdown', JOHN_3_16_17)).toBe(
      ['> For God so loved the world.', '> For God sent not his Son into the world to condemn the world.', '>', '> — John 3:16-17 (WEB)'].join('\n'),
    );
    expect(formatCopy('markdown', JOHN_3_16).split('\n')).toHaveLength(3);
  });
});
