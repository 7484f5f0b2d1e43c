import { describe, expect, it } from 'vitest';
import type { StudyItem } from '#shared/contract/study.ts';
import { chapterMarks, itemsOver } from './chapter-marks.ts';
import { parseTags, selectionReference } from './format.ts';

let n = 0;
function item(kind: StudyItem['kind'], chapter: number, verse: number, endChapter: number, endVerse: number, extra: Partial<StudyItem> = {}): StudyItem {
  n += 1;
  return {
    id: `id-${n}`,
    kind,
    reference: `John ${chapter}:${verse}`,
    book: 'John',
    bookIndex: 43,
    chapter,
    verse,
    endChapter,
    endVerse,
    color: null,
    label: null,
    folder: null,
    text: null,
    tags: [],
    createdAt: '2025-01-01T00:00:00Z',
    updatedAt: `2025-01-01T00:00:${String(n).padStart(2, '0')}Z`,
    ...extra,
  };
}

describe('chapterMarks', () => {
  it('colours each verse by the highlight changed last, marks bookmarks once and places notes after their last verse', () => {
    const older = item('highlight', 3, 14, 3, 17, { color: 'green' });
    const newer = item('highlight', 3, 16, 3, 16, { color: 'yellow' });
    const bookmark = item('bookmark', 3, 16, 3, 18);
    const note = item('note', 3, 16, 3, 17, { text: 'x' });
    const marks = chapterMarks([older, newer, bookmark, note], 3, 36);
    expect([14, 15, 16, 17].map((v) => marks.verses.get(v)?.color)).toEqual(['green', 'green', 'yellow', 'green']);
    expect(marks.verses.get(16)?.bookmark).toBe(bookmark);
    expect(marks.verses.get(17)?.bookmark ?? null).toBeNull();
    expect(marks.notesAfter.get(17)).toEqual([note]);
  });

  it('clips items that run across chapters to the chapter shown', () => {
    const across = item('note', 2, 20, 3, 2, { text: 'x' });
    const onward = item('highlight', 3, 35, 4, 1, { color: 'blue' });
    const marks = chapterMarks([across, onward], 3, 36);
    expect(marks.notesAfter.get(2)).toEqual([across]);
    expect(marks.verses.get(36)?.color).toBe('blue');
    expect(itemsOver([onward], 'highlight', { from: 35, to: 36 }, 3, 36).exact).toBe(onward);
  });

  it('tells an exact match from an overlap', () => {
    const wide = item('highlight', 3, 14, 3, 18, { color: 'pink' });
    const over = itemsOver([wide], 'highlight', { from: 16, to: 16 }, 3, 36);
    expect(over.exact).toBeNull();
    expect(over.overlapping).toEqual([wide]);
  });
});

describe('study formatting', () => {
  it('splits comma-separated tags, dropping blanks', () => {
    expect(parseTags(' faith,  new birth ,,love, ')).toEqual(['faith', 'new birth', 'love']);
    expect(parseTags('')).toEqual([]);
  });

  it('names the selected verses', () => {
    expect(selectionReference('John', 3, { from: 16, to: 16 })).toBe('John 3:16');
    expect(selectionReference('1 Corinthians', 13, { from: 4, to: 7 })).toBe('1 Corinthians 13:4-7');
  });
});
