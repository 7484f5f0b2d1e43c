import type { Knowledge } from '../verses-db/knowledge.ts';
import type { VersesDb } from '../verses-db/open.ts';
import { readAllTexts } from '../verses-db/texts.ts';
import { STOPWORDS } from '../lexical/stopwords.ts';

/**
 * Tells proper names (`Noah`, `Bethlehem`) from other capitalised words. The KJV capitalises the
 * first word of every sentence and of quoted speech (`saith unto him, Verily`), so position says
 * little; what does is whether the word is ever written in lower case. `God`, `Lord` and `Spirit`
 * are (`other gods`, `lord of`, `a spirit`), so divine titles do not count as names either.
 */
export function createNameTest(db: VersesDb) {
  let lowercase: Set<string> | undefined;
  const vocabulary = () => {
    // Built on first use (~150 ms, a few hundred KB): every word the KJV writes in lower case.
    if (!lowercase) {
      const text = readAllTexts(db, 'kjv')
        .map((v) => v.text)
        .join(' ');
      // The first part of a hyphenated word only: `Bar-jesus` does not make `jesus` a common word.
      lowercase = new Set(
        text
          .split(/[^A-Za-z-]+/)
          .map((w) => w.split('-')[0]!)
          .filter((w) => w.charCodeAt(0) >= 97),
      );
    }
    return lowercase;
  };
  return function isName(word: string): boolean {
    if (!/^\p{Lu}/u.test(word) || word.length < 2) return false;
    const lower = word.toLowerCase();
    return !STOPWORDS.has(lower) && !vocabulary().has(lower);
  };
}

export type NameTest = ReturnType<typeof createNameTest>;

const DETERMINER = new Set(['the', 'a', 'an', 'his', 'her', 'their', 'my', 'thy', 'our', 'your', 'its', 'this', 'that', 'these', 'those', 'every', 'no']);
const SUBJECT_PRONOUN = new Set(['he', 'she', 'they', 'we', 'i', 'thou', 'ye', 'it', 'who', 'which', 'shall', 'will', 'not', 'did']);

/**
 * How nounlike each lower-case word is, from how the texts use it: the share of its uses right after a
 * determiner (`the ravens`, `his coat`) against those right after a subject or an auxiliary (`he
 * fed`, `shall eat`), times how often, after a determiner, it ends the phrase rather than qualifies
 * the noun after it (`the first day`, `a certain man`: adjectives). Read once from the texts (~1 s).
 */
export function createNounTest(db: VersesDb) {
  let scores: Map<string, number> | undefined;
  const load = () => {
    if (scores) return scores;
    const verses = (['kjv', 'web'] as const).flatMap((t) => readAllTexts(db, t).map((v) => v.text.toLowerCase().match(/[a-z']+|[^a-z'\s]/g) ?? []));
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
    // Followed by a word that is itself mostly a noun, it qualified that noun.
    scores = new Map(
      [...counts].map(([w, c]) => {
        let qualifying = 0;
        for (const [next, n] of c.before) if (!STOPWORDS.has(next) && (basic.get(next) ?? 0) >= QUALIFIED_NOUN) qualifying += n;
        return [w, basic.get(w)! * ((c.noun - qualifying + 0.5) / (c.noun + 1))];
      }),
    );
    return scores;
  };
  /** 0..1: how often the word is used as a noun where the texts show it; 0.5 when they never show it. */
  return (word: string): number => load().get(word.toLowerCase()) ?? 0.5;
}

/** A word after a determiner followed by a word this nounlike (or more) qualifies it. */
const QUALIFIED_NOUN = 0.7;

export type NounTest = ReturnType<typeof createNounTest>;

/** How the texts use a name, for ranking candidate answers. */
export interface NameFacts {
  /** Shares of the name's uses that mark a person, a place, a people (0..1 each); undefined when it is not a name. */
  kinds(name: string): { person: number; place: number; people: number } | undefined;
  /** The one form all spellings of a name share (`Elias` → `Elijah`). */
  canonical(name: string): string;
  gender(name: string): 'male' | 'female' | undefined;
}

/** The knowledge layer's name index as the answer engine reads it: kinds, gender and one spelling per name. */
export function createNameFacts(knowledge: () => Knowledge): NameFacts {
  const info = (name: string) => knowledge().nameInfo(name.replace(/['’]s$/, ''));
  return {
    kinds(name) {
      const found = info(name);
      if (!found) return undefined;
      const { person, place, people } = found.usage;
      return person + place + people > 0 ? found.kind : undefined;
    },
    canonical: (name) => info(name)?.canonical ?? name.replace(/['’]s$/, ''),
    gender: (name) => info(name)?.gender,
  };
}
