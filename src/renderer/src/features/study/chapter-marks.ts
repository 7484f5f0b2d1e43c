import type { HighlightColor, StudyItem } from '#shared/contract/study.ts';
import type { VerseRange } from '../reader/state.ts';

/** What the reader draws on one verse. */
export interface VerseMarks {
  color: HighlightColor | null;
  /** A bookmark starting at this verse (its mark is drawn once, on its first verse). */
  bookmark: StudyItem | null;
}

/** A chapter's study items arranged for drawing: marks per verse, notes after the verse they end on. */
export interface ChapterMarks {
  verses: ReadonlyMap<number, VerseMarks>;
  notesAfter: ReadonlyMap<number, StudyItem[]>;
}

export const NO_MARKS: ChapterMarks = { verses: new Map(), notesAfter: new Map() };

/** The part of an item's verses that lies in this chapter (items may run across chapters). */
export function rangeInChapter(item: StudyItem, chapter: number, lastVerse: number): VerseRange {
  return { from: item.chapter === chapter ? item.verse : 1, to: item.endChapter === chapter ? item.endVerse : lastVerse };
}

export const sameRange = (a: VerseRange, b: VerseRange) => a.from === b.from && a.to === b.to;
export const overlaps = (a: VerseRange, b: VerseRange) => a.from <= b.to && b.from <= a.to;

export function chapterMarks(items: readonly StudyItem[], chapter: number, lastVerse: number): ChapterMarks {
  const verses = new Map<number, VerseMarks>();
  const notesAfter = new Map<number, StudyItem[]>();
  const marks = (verse: number) => verses.get(verse) ?? verses.set(verse, { color: null, bookmark: null }).get(verse)!;
  // Where highlights overlap, the one changed last shows.
  const colourAge = new Map<number, string>();
  for (const item of items) {
    const { from, to } = rangeInChapter(item, chapter, lastVerse);
    if (item.kind === 'highlight' && item.color) {
      for (let v = from; v <= to; v++) {
        if ((colourAge.get(v) ?? '') > item.updatedAt) continue;
        colourAge.set(v, item.updatedAt);
        marks(v).color = item.color;
      }
    } else if (item.kind === 'bookmark') {
      marks(from).bookmark ??= item;
    } else if (item.kind === 'note') {
      notesAfter.set(to, [...(notesAfter.get(to) ?? []), item]);
    }
  }
  return { verses, notesAfter };
}

/** The items of one kind over the selected verses: exactly those verses first, then any overlapping them. */
export function itemsOver(items: readonly StudyItem[], kind: StudyItem['kind'], selection: VerseRange, chapter: number, lastVerse: number) {
  const ofKind = items.filter((item) => item.kind === kind);
  return {
    exact: ofKind.find((item) => sameRange(rangeInChapter(item, chapter, lastVerse), selection)) ?? null,
    overlapping: ofKind.filter((item) => overlaps(rangeInChapter(item, chapter, lastVerse), selection)),
  };
}
