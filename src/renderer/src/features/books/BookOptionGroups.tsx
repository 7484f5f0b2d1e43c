import type { Book, Testament } from '#shared/contract/bible.ts';
import { booksOfTestament } from './selectors.ts';

const TESTAMENTS: { testament: Testament; label: string }[] = [
  { testament: 'old', label: 'Old Testament' },
  { testament: 'new', label: 'New Testament' },
];

/** The books as `<option>`s grouped by testament, for any book picker; `only` limits it to one testament. */
export function BookOptionGroups({ books, only = null }: { books: readonly Book[]; only?: Testament | null }) {
  return (
    <>
      {TESTAMENTS.filter((g) => only === null || g.testament === only).map((g) => (
        <optgroup key={g.testament} label={g.label}>
          {booksOfTestament(books, g.testament).map((b) => (
            <option key={b.index} value={b.name}>
              {b.name}
            </option>
          ))}
        </optgroup>
      ))}
    </>
  );
}
