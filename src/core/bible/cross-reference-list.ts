import type { CrossReferencesOutput, ReadingTranslation } from '#shared/contract/bible.ts';
import { AppError } from '#shared/errors.ts';
import type { VersesDb } from '../verses-db/open.ts';
import { linksBothWays, readCrossReferences } from '../verses-db/cross-references.ts';
import type { VerseStore } from './verse-store.ts';
import { verseId } from './verse-id.ts';

/**
 * A verse's cross-references as the reader lists them beside the text: the verses it refers to and
 * the verses referring to it, each once; those linked both ways first (the Treasury gives no weights,
 * and a link both passages make is the strongest it has), then canonical order. The arrays load on
 * first use (a few milliseconds).
 */
export function createCrossReferenceList(db: VersesDb, store: VerseStore) {
  let links: ((id: number) => { id: number; mutual: boolean }[]) | undefined;

  function load() {
    const stored = readCrossReferences(db);
    const { ids, offsets: outOffsets, targets } = stored;
    const { offsets, adjacency } = linksBothWays(stored);
    const position = new Map(Array.from(ids, (id, i) => [id, i]));
    /** Whether `from` refers to `to`: its references are stored ascending. */
    const refersTo = (from: number, to: number) => binarySearch(targets, outOffsets[from]!, outOffsets[from + 1]!, to);
    return (id: number) => {
      const p = position.get(id);
      if (p === undefined) return [];
      return Array.from(adjacency.subarray(offsets[p]!, offsets[p + 1]!), (q) => ({ id: ids[q]!, mutual: refersTo(p, q) && refersTo(q, p) })).sort(
        (a, b) => Number(b.mutual) - Number(a.mutual) || a.id - b.id,
      );
    };
  }

  return function crossReferences(reference: string, translation: ReadingTranslation, limit: number): CrossReferencesOutput {
    const passage = store.getPassage(reference, translation);
    const [verse] = passage.verses;
    if (!verse || passage.verses.length !== 1) throw new AppError('invalid_request', 'reference: name one verse, such as John 3:16', { field: 'reference' });
    const all = (links ??= load())(verseId(verse.bookIndex, verse.chapter, verse.verse));
    const crossReferences = all.slice(0, limit).flatMap(({ id, mutual }) => {
      const target = store.getVerse(id, translation);
      return target ? [{ reference: target.reference, text: target.text, mutual, verse: target }] : [];
    });
    return { reference: passage.reference, total: all.length, crossReferences };
  };
}

function binarySearch(sorted: Uint16Array, from: number, to: number, value: number): boolean {
  let lo = from;
  let hi = to;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (sorted[mid]! < value) lo = mid + 1;
    else hi = mid;
  }
  return lo < to && sorted[lo] === value;
}
