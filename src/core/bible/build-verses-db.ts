import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { BOOKS } from '#shared/bible/books.ts';
import { READING_TRANSLATIONS, TRANSLATIONS, type ReadingTranslation, type Translation } from '#shared/contract/bible.ts';
import { writeCrossReferences } from '../verses-db/cross-references.ts';
import { writeKnowledgeAliases, writeKnowledgeFacts, writeKnowledgeNames } from '../verses-db/knowledge.ts';
import { writeWordUsage } from '../verses-db/word-usage.ts';
import { writeNounClasses } from '../verses-db/noun-classes.ts';
import { writeVerbWords } from '../verses-db/verb-words.ts';
import { writeWordBridge } from '../verses-db/word-bridge.ts';
import { STOPWORDS } from '../lexical/stopwords.ts';
import { createCachedStemTokens } from '../lexical/stem-tokens.ts';
import { anyTranslationScores } from '../lexical/any-translation-scores.ts';
import { groupPostings } from '../lexical/postings.ts';
import { stemSiblings } from '../lexical/stem-siblings.ts';
import { optimizeFts, writeFtsText } from '../verses-db/fts.ts';
import { recordedInputsHash, writeMeta } from '../verses-db/meta.ts';
import { createVersesDb, inBuildTransaction, type VersesWriter } from '../verses-db/create.ts';
import { VERSES_SCHEMA_VERSION } from '../verses-db/schema.ts';
import { writeAnyTranslationScores, writeStemPostings, writeStemSiblings } from '../verses-db/stem-postings.ts';
import { writeBook, writeChapter, writeTranslation, writeVerse, writeVerseText } from '../verses-db/texts.ts';
import { CROSS_REFERENCE_SOURCE, readCrossReferences } from './cross-references.ts';
import { extractKnowledge } from './knowledge/extract.ts';
import { wordUsage } from './knowledge/word-usage.ts';
import { wordBridge } from './knowledge/word-bridge.ts';
import { nounClasses, WORDNET_FILES } from './knowledge/noun-classes.ts';
import { VERB_FILES, verbWords } from './knowledge/verb-words.ts';
import { PLACEHOLDER_TEXT, readKjv, readReadingTranslation, readWeb, SOURCE_FILES, TRANSLATION_INFO, type SourceVerse } from './sources.ts';
import { rheUnderKjvIds } from './rhe-verse-map.ts';
import { splitVerseId } from './verse-id.ts';

/** Bump when the builder's output changes for the same sources (new columns, text cleaning). */
const BUILDER_VERSION = 5;
/** The most verses the WEB may leave out (it leaves out 3); more would mean its file changed under us. */
const MAX_WEB_OMITTED = 10;

/** The knowledge layer's rules: a changed pattern changes the output, so they are inputs too. */
const KNOWLEDGE_RULES = new URL('./knowledge/', import.meta.url);
/** So are the source readers (what they tidy and place), the Douay-Rheims verse map's thresholds and the terms it compares verses by. */
const READERS = ['./sources.ts', './rhe-verse-map.ts', './verse-terms.ts'].map((file) => new URL(file, import.meta.url));

export interface BuildProgress {
  phase: 'reading' | 'verses' | 'indexing' | 'stems' | 'cross-references' | 'knowledge' | 'finishing';
  done: number;
  total: number;
}

/** A hash of everything the database is made from: sources, book table, schema and builder. */
export function versesInputsHash(): string {
  const hash = createHash('sha256');
  hash.update(`schema:${VERSES_SCHEMA_VERSION};builder:${BUILDER_VERSION};`);
  hash.update(JSON.stringify(BOOKS));
  for (const file of [...Object.values(SOURCE_FILES), CROSS_REFERENCE_SOURCE, ...WORDNET_FILES, ...VERB_FILES, ...READERS]) hash.update(readFileSync(file));
  for (const rule of readdirSync(KNOWLEDGE_RULES)
    .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))
    .sort()) {
    hash.update(`${rule}\n`).update(readFileSync(new URL(rule, KNOWLEDGE_RULES)));
  }
  return hash.digest('hex');
}

export function isVersesDbCurrent(path: string): boolean {
  return recordedInputsHash(path) === versesInputsHash();
}

/**
 * A hash of the verse texts alone: what the semantic index embeds. It changes with the words, not
 * with the database layout, so a schema change does not send every machine into a re-embedding.
 */
function textsHash(texts: Record<Translation, SourceVerse[]>): string {
  const hash = createHash('sha256');
  for (const t of TRANSLATIONS) for (const v of texts[t]) hash.update(`${t}\t${v.id}\t${v.text}\n`);
  return hash.digest('hex');
}

function addCrossReferences(db: VersesWriter, verses: ReadonlySet<number>, chapters: ReadonlyMap<number, number>): void {
  const { references, skipped } = readCrossReferences(verses, chapters);
  // A few stray references are tolerable; many would mean the source's layout changed under us.
  if (references.length < 300_000 || skipped > references.length / 100) {
    throw new Error(`cross-references: ${references.length} read, ${skipped} skipped; the source is not as expected`);
  }
  writeCrossReferences(
    db,
    [...verses].sort((a, b) => a - b),
    references,
  );
}

/**
 * Checks that both translations cover exactly the same verses (KJV versification); a verse the WEB
 * leaves out is there with no text.
 */
function checkAlignment(kjv: SourceVerse[], web: SourceVerse[]): void {
  const kjvIds = new Set(kjv.map((v) => v.id));
  const webIds = new Set(web.map((v) => v.id));
  if (kjvIds.size !== kjv.length || webIds.size !== web.length) throw new Error('duplicate verse ids in a source');
  const missing = [...kjvIds].filter((id) => !webIds.has(id));
  const extra = [...webIds].filter((id) => !kjvIds.has(id));
  if (missing.length || extra.length) {
    throw new Error(`WEB is not aligned with KJV: ${missing.length} verses missing, ${extra.length} extra`);
  }
  const empty = kjv.filter((v) => v.text === '').length;
  if (empty) throw new Error(`${empty} empty verses in the KJV source`);
  const omitted = web.filter((v) => v.text === '').length;
  if (omitted > MAX_WEB_OMITTED) throw new Error(`the WEB source leaves out ${omitted} verses; it is not as expected`);
}

/**
 * Builds the verse database at `outPath` from the npm sources. Deterministic: the same inputs give
 * the same rows in the same order. Writes to a temporary file and renames it, so a reader never sees
 * a half-built database.
 */
export function buildVersesDb(outPath: string, onProgress: (p: BuildProgress) => void = () => {}): { verses: number; inputsHash: string } {
  onProgress({ phase: 'reading', done: 0, total: READING_TRANSLATIONS.length });
  // The WEB leaves out Luke 17:36, Acts 8:37 and Acts 15:34, and its file holds a placeholder there. The
  // verse stays, with no text, so the two stay aligned verse by verse; no reader ever sees it (texts.ts).
  const web = readWeb().map((v) => (v.text === PLACEHOLDER_TEXT ? { ...v, text: '', italics: [] } : v));
  const texts: Record<Translation, SourceVerse[]> = { kjv: readKjv(), web };
  checkAlignment(texts.kjv, texts.web);
  for (const list of Object.values(texts)) list.sort((a, b) => a.id - b.id);
  // The reading translations, under the KJV's verse ids: a verse outside its numbering is left out.
  const kjvIds = new Set(texts.kjv.map((v) => v.id));
  const readingOnly = READING_TRANSLATIONS.filter((t): t is Exclude<ReadingTranslation, Translation> => !(TRANSLATIONS as readonly string[]).includes(t));
  const reading = Object.fromEntries(
    readingOnly.map((t, i) => {
      const read = [...new Map(readReadingTranslation(SOURCE_FILES[t]).map((v) => [v.id, v])).values()];
      // The Douay-Rheims numbers its verses as the Vulgate does: aligned onto the KJV's by their words.
      const verses = (t === 'rhe' ? rheUnderKjvIds(read, texts.kjv).verses : read).filter((v) => kjvIds.has(v.id));
      onProgress({ phase: 'reading', done: TRANSLATIONS.length + i + 1, total: READING_TRANSLATIONS.length });
      return [t, verses.sort((a, b) => a.id - b.id)];
    }),
  ) as Record<Exclude<ReadingTranslation, Translation>, SourceVerse[]>;
  const allTexts: Record<ReadingTranslation, SourceVerse[]> = { ...texts, ...reading };

  const { db, commit, discard } = createVersesDb(outPath);
  try {
    const chapterVerses = new Map<string, number>();
    for (const v of texts.kjv) {
      const { book, chapter, verse } = splitVerseId(v.id);
      const key = `${book}:${chapter}`;
      chapterVerses.set(key, Math.max(chapterVerses.get(key) ?? 0, verse));
    }
    const bookChapters = new Map<number, number>();
    for (const key of chapterVerses.keys()) {
      const book = Number(key.split(':')[0]);
      bookChapters.set(book, (bookChapters.get(book) ?? 0) + 1);
    }

    const inputsHash = versesInputsHash();
    inBuildTransaction(db, () => {
      for (const b of BOOKS) {
        writeBook(db, {
          id: b.index,
          name: b.name,
          osis: b.osis,
          testament: b.testament,
          chapters: bookChapters.get(b.index) ?? 0,
          abbreviations: JSON.stringify(b.abbreviations),
        });
      }
      for (const [key, verses] of chapterVerses) {
        const [book, chapter] = key.split(':').map(Number) as [number, number];
        writeChapter(db, { book_id: book, chapter, verses });
      }
      for (const t of READING_TRANSLATIONS) writeTranslation(db, { id: t, ...TRANSLATION_INFO[t] });
      for (const v of texts.kjv) writeVerse(db, { id: v.id, ...splitVerseId(v.id) });
    });

    const total = READING_TRANSLATIONS.reduce((n, t) => n + allTexts[t].length, 0);
    let done = 0;
    for (const t of READING_TRANSLATIONS) {
      const chunk = 2_000;
      for (let i = 0; i < allTexts[t].length; i += chunk) {
        inBuildTransaction(db, () => {
          for (const v of allTexts[t].slice(i, i + chunk)) {
            writeVerseText(db, t, {
              verse_id: v.id,
              text: v.text,
              italics: v.italics.length ? JSON.stringify(v.italics) : null,
              paragraph: v.paragraph ? 1 : 0,
            });
            writeFtsText(db, t, v.id, v.text);
          }
        });
        done += Math.min(chunk, allTexts[t].length - i);
        onProgress({ phase: 'verses', done, total });
      }
    }

    onProgress({ phase: 'indexing', done: 0, total: READING_TRANSLATIONS.length });
    READING_TRANSLATIONS.forEach((t, i) => {
      optimizeFts(db, t);
      onProgress({ phase: 'indexing', done: i + 1, total: READING_TRANSLATIONS.length });
    });

    // Every translation's stems grouped into postings, by position in the KJV's verse order (none
    // where a translation lacks the verse): written for the searched translations, scored for all.
    const documents = Int32Array.from(texts.kjv, (v) => v.id);
    const stemTokens = createCachedStemTokens();
    const stemSteps = READING_TRANSLATIONS.length + 1;
    onProgress({ phase: 'stems', done: 0, total: stemSteps });
    const postings = READING_TRANSLATIONS.map((t, i) => {
      const textOf = new Map(allTexts[t].map((v) => [v.id, v.text]));
      const grouped = groupPostings(Array.from(documents, (id) => stemTokens(textOf.get(id) ?? '')));
      onProgress({ phase: 'stems', done: i + 1, total: stemSteps });
      return grouped;
    });
    inBuildTransaction(db, () => {
      for (const t of TRANSLATIONS) writeStemPostings(db, t, documents, postings[READING_TRANSLATIONS.indexOf(t)]!);
      const any = anyTranslationScores(postings);
      writeAnyTranslationScores(db, any);
      writeStemSiblings(db, stemSiblings(any));
    });
    onProgress({ phase: 'stems', done: stemSteps, total: stemSteps });

    onProgress({ phase: 'cross-references', done: 0, total: 1 });
    addCrossReferences(db, new Set(texts.kjv.map((v) => v.id)), bookChapters);
    onProgress({ phase: 'cross-references', done: 1, total: 1 });

    onProgress({ phase: 'knowledge', done: 0, total: 1 });
    const knowledge = extractKnowledge(texts);
    inBuildTransaction(db, () => {
      writeKnowledgeNames(db, knowledge.names);
      writeKnowledgeAliases(db, knowledge.aliases);
      writeKnowledgeFacts(db, knowledge.facts);
      writeWordUsage(db, wordUsage(texts, STOPWORDS));
      writeNounClasses(db, nounClasses(texts));
      writeVerbWords(db, verbWords(texts));
      writeWordBridge(db, wordBridge(allTexts));
    });
    onProgress({ phase: 'knowledge', done: 1, total: 1 });

    onProgress({ phase: 'finishing', done: 0, total: 1 });
    writeMeta(db, 'schema_version', String(VERSES_SCHEMA_VERSION));
    writeMeta(db, 'inputs_hash', inputsHash);
    writeMeta(db, 'verse_count', String(texts.kjv.length));
    writeMeta(db, 'texts_hash', textsHash(texts));
    writeMeta(db, 'source', JSON.stringify(Object.fromEntries(READING_TRANSLATIONS.map((t) => [t, TRANSLATION_INFO[t].source]))));
    commit();
    onProgress({ phase: 'finishing', done: 1, total: 1 });
    return { verses: texts.kjv.length, inputsHash };
  } catch (err) {
    discard();
    throw err;
  }
}
