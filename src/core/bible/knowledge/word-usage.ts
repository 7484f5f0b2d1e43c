import type { WordUsageRow } from '../../verses-db/word-usage.ts';
import type { Texts } from './text.ts';

// How the texts use each lower-case word, counted once at build time so a question never has to read
// the whole Bible: whether the KJV ever writes it in lower case (so a capitalised `Lord` is no
// name; the WEB's words the KJV lacks count by the WEB), and how nounlike it is (see `nounScores`).

// Not `that`: the KJV's `that` is mostly a conjunction or a relative (`that except`, `that wherein`).
const DETERMINER = new Set(['the', 'a', 'an', 'his', 'her', 'their', 'my', 'thy', 'our', 'your', 'its', 'this', 'these', 'those', 'every', 'no']);
const SUBJECT_PRONOUN = new Set(['he', 'she', 'they', 'we', 'i', 'thou', 'ye', 'it', 'who', 'which', 'shall', 'will', 'not', 'did']);
/** A word after a determiner followed by a word this nounlike (or more) qualifies it. */
const QUALIFIED_NOUN = 0.7;

/**
 * Every word the KJV writes in lower case, and the WEB's modern words the KJV never uses at all
 * (`whoever`, `anyone`: else a WEB verse's first word reads as a name); the first part of a
 * hyphenated word only (`Bar-jesus` makes no `jesus`).
 */
function lowercaseWords(texts: Texts): Set<string> {
  const words = new Set<string>();
  const kjv = new Set<string>();
  const heads = (text: string) => text.split(/[^A-Za-z-]+/).flatMap((w) => (w ? [w.split('-')[0]!] : []));
  for (const { text } of texts.kjv)
    for (const w of heads(text)) {
      kjv.add(w.toLowerCase());
      if (w.charCodeAt(0) >= 97) words.add(w);
    }
  for (const { text } of texts.web) for (const w of heads(text)) if (w.charCodeAt(0) >= 97 && !kjv.has(w)) words.add(w);
  return words;
}

/**
 * 0..1 per word: the share of its uses right after a determiner (`the ravens`, `his coat`) against
 * those right after a subject or an auxiliary (`he fed`, `shall eat`), times how often, after a
 * determiner, it ends the phrase rather than qualifies the noun after it (`the first day`, `a certain
 * man`: adjectives). `stopwords`: words that never count as the qualified noun.
 */
function nounScores(texts: Texts, stopwords: ReadonlySet<string>): Map<string, number> {
  const verses = [...texts.kjv, ...texts.web].map((v) => v.text.toLowerCase().match(/[a-z']+|[^a-z'\s]/g) ?? []);
  const counts = new Map<string, { noun: number; verb: number; before: Map<string, number> }>();
  for (const tokens of verses) {
    for (let i = 1; i < tokens.length; i++) {
      const noun = DETERMINER.has(tokens[i - 1]!);
      const verb = SUBJECT_PRONOUN.has(tokens[i - 1]!);
      if (!noun && !verb) continue;
      let c = counts.get(tokens[i]!);
      if (!c) counts.set(tokens[i]!, (c = { noun: 0, verb: 0, before: new Map() }));
      if (verb) c.verb++;
      else {
        c.noun++;
        const next = tokens[i + 1] ?? '.';
        c.before.set(next, (c.before.get(next) ?? 0) + 1);
      }
    }
  }
  const basic = new Map([...counts].map(([w, c]) => [w, (c.noun + 0.5) / (c.noun + c.verb + 1)]));
  return new Map(
    [...counts].map(([w, c]) => {
      let qualifying = 0;
      for (const [next, n] of c.before) if (!stopwords.has(next) && (basic.get(next) ?? 0) >= QUALIFIED_NOUN) qualifying += n;
      return [w, basic.get(w)! * ((c.noun - qualifying + 0.5) / (c.noun + 1))];
    }),
  );
}

/** One row per word either measure knows, sorted. */
export function wordUsage(texts: Texts, stopwords: ReadonlySet<string>): WordUsageRow[] {
  const lowercase = lowercaseWords(texts);
  const nounlike = nounScores(texts, stopwords);
  const words = [...new Set([...lowercase, ...nounlike.keys()])].sort();
  return words.map((word) => ({ word, kjvLowercase: lowercase.has(word), nounlike: nounlike.get(word) ?? null }));
}
