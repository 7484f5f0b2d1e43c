import { describe, expect, it } from 'vitest';
import { segmentVerse } from './segments.ts';

describe('segmentVerse', () => {
  it('returns the text whole when nothing is marked', () => {
    expect(segmentVerse('In the beginning')).toEqual([{ text: 'In the beginning', italic: false, mark: false }]);
  });

  it('splits italics and highlights, including where they overlap', () => {
    // "Charity suffereth long, and is kind" with "is" supplied and "Charity suffereth" matched.
    const text = 'Charity suffereth long, and is kind';
    expect(
      segmentVerse(
        text,
        [[28, 30]],
        [
          [0, 7],
          [8, 17],
        ],
      ),
    ).toEqual([
      { text: 'Charity', italic: false, mark: true },
      { text: ' ', italic: false, mark: false },
      { text: 'suffereth', italic: false, mark: true },
      { text: ' long, and ', italic: false, mark: false },
      { text: 'is', italic: true, mark: false },
      { text: ' kind', italic: false, mark: false },
    ]);
    expect(segmentVerse('and is kind', [[0, 6]], [[4, 11]])).toEqual([
      { text: 'and ', italic: true, mark: false },
      { text: 'is', italic: true, mark: true },
      { text: ' kind', italic: false, mark: true },
    ]);
  });

  it('joins touching spans and clips spans past the end', () => {
    expect(
      segmentVerse(
        'love one another',
        [],
        [
          [0, 4],
          [4, 8],
          [9, 99],
        ],
      ),
    ).toEqual([
      { text: 'love one', italic: false, mark: true },
      { text: ' ', italic: false, mark: false },
      { text: 'another', italic: false, mark: true },
    ]);
  });
});
