import type { ReadingTranslation, VerseOfTheDayOutput } from '#shared/contract/bible.ts';
import type { VersesDb } from '../verses-db/open.ts';
import { linksBothWays, readCrossReferences } from '../verses-db/cross-references.ts';
import type { VerseStore } from './verse-store.ts';

/** How many verses the days cycle through: a leap year's worth. */
const CYCLE = 366;
/** Longer verses read poorly on a welcome card. */
const MAX_LENGTH = 220;

/**
 * A verse for each day, the same all day: of the verses that read on their own (short, a whole
 * sentence in the WEB's punctuation, which the KJV's colons and semicolons hide), those other
 * passages point to most often in the Treasury of Scripture Knowledge (1 Peter 2:9, Isaiah 41:10,
 * John 1:14 …): what makes a verse well known in that tradition, with nothing typed in by hand. In a
 * fixed shuffle, so neighbouring days are not from one book.
 */
export function createVerseOfTheDay(db: VersesDb, store: VerseStore) {
  let chosen: number[] | undefined;

  function choose(): number[] {
    const stored = readCrossReferences(db);
    const { ids } = stored;
    const referred = linksBothWays(stored).inDegree;
    const best = Array.from(ids.keys())
      .filter((p) => selfContained(store, ids[p]!))
      .sort((a, b) => referred[b]! - referred[a]! || a - b)
      .slice(0, CYCLE)
      .map((p) => ids[p]!);
    // A fixed stride through the list (coprime with its length) spreads the books across the days.
    return best.map((_, i) => best[(i * 97) % best.length]!);
  }

  /** A short verse that is a whole sentence or more: the verse before it ends one, and it ends its own. */
  function selfContained(store: VerseStore, id: number): boolean {
    const text = store.getVerse(id, 'web')?.text ?? '';
    const before = store.getVerse(id - 1, 'web')?.text;
    return (
      text.length > 0 &&
      store.getVerse(id, 'kjv')!.text.length <= MAX_LENGTH &&
      /[.?!]["”’]?$/.test(text) &&
      (before === undefined || /[.?!]["”’]?$/.test(before))
    );
  }

  return function verseOfTheDay(date: string, translation: ReadingTranslation): VerseOfTheDayOutput {
    chosen ??= choose();
    const day = Math.floor(Date.parse(`${date}T00:00:00Z`) / 86_400_000);
    const id = chosen[((day % chosen.length) + chosen.length) % chosen.length]!;
    return { date, verse: store.verseOrKjv(id, translation) };
  };
}
