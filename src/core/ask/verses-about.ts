import { TRANSLATIONS, type Translation } from '#shared/contract/bible.ts';
import type { VerseStore } from '../bible/verse-store.ts';
import { stemTokens } from '../lexical/stem-tokens.ts';
import { saidPhrase, type AnswerCandidate } from './candidates.ts';
import { toldAnswers, type RankedAnswer } from './factoid.ts';
import { nameContexts, type Retrieved } from './retrieve.ts';
import type { TextFacts } from './text-facts.ts';

/** What the readers that find a noun or a name in the verses (eating.ts, destinations.ts) read them with. */
export type ReaderDeps = Pick<TextFacts, 'isName' | 'names' | 'nounlike'> & { store: VerseStore };

/** The translations in the order readers read them: the asked one first, so an answer told in both is said in its words. */
export const askedFirst = (translation: Translation): Translation[] => [translation, ...TRANSLATIONS.filter((t) => t !== translation)];

/** A question's name that a verse leaves to a pronoun counts for this much when the verse's chapter names it. */
const IN_CHAPTER = 0.6;
/** USE-Lite's cosine similarity of unrelated texts (see evidence.ts). */
const UNRELATED = 0.3;
/** How much nearness in meaning adds to a verse's share of the question's words. */
export const MEANING = 0.5;

/**
 * What the readers of one kind of question (fates.ts, eating.ts, destinations.ts, colours.ts) weigh of retrieval's
 * verses (its candidates and its broad list): how much of the question each holds, whether its
 * chapter names all the question's names, and how near in meaning it is.
 */
export function versesAbout(retrieved: Retrieved) {
  const { stats } = retrieved;
  const named = nameContexts(stats);
  const similarity = new Map(retrieved.candidates.map((c) => [c.id, c.similarity]));
  const ids = [...new Set([...retrieved.candidates.map((c) => c.id), ...retrieved.broad.map((b) => b.id)])];
  const share = (id: number, counted: (term: number) => boolean = () => true): number => {
    let total = 0;
    let held = 0;
    stats.forEach((s, i) => {
      if (!counted(i)) return;
      const weight = s.idf * s.term.weight;
      total += weight;
      held += (s.ids.has(id) ? 1 : named[i]?.(id) ? IN_CHAPTER : 0) * weight;
    });
    return total === 0 ? 1 : held / total;
  };
  const namesAll = (id: number) => named.every((inChapter) => inChapter === undefined || inChapter(id));
  const meaning = (id: number) => Math.max(0, (similarity.get(id) ?? 0) - UNRELATED);
  return {
    ids,
    /** The share (by rarity) of the question's words, those `counted`, the verse holds; 1 when none are counted. */
    share,
    /** Whether the verse's chapter names every name of the question (the verse may leave one to a pronoun). */
    namesAll,
    /** How much nearer in meaning to the question the verse is than unrelated text (0..0.7). */
    meaning,
    /**
     * The best `read` verses about the question: those whose chapter names all its names, by the share
     * of its words they hold and their nearness in meaning, at least `least`, best first.
     */
    best(read: number, least: number): { id: number; local: number }[] {
      return ids
        .filter(namesAll)
        .map((id) => ({ id, local: share(id) + MEANING * meaning(id) }))
        .filter((v) => v.local >= least)
        .sort((a, b) => b.local - a.local || a.id - b.id)
        .slice(0, read);
    },
  };
}

/** How many of the verses about him `toldInBest` reads: the best few, so that an answer said in many verses does not outweigh them. */
const TOLD_READ = 12;
/** The share of the question's words a verse must hold for `toldInBest` to read it. */
const TOLD_LEAST = 0.5;

/**
 * What the best few verses about the question say (eating.ts, destinations.ts): in each, the first
 * answer `find` finds (see `firstTold`), scored by the cube of the verse's share of the question; `find`
 * may give the verse before as the one that says it.
 */
export function toldInBest(retrieved: Retrieved, translation: Translation, store: VerseStore, find: FindTold): RankedAnswer[] {
  return firstTold(versesAbout(retrieved).best(TOLD_READ, TOLD_LEAST), translation, store, 3, find);
}

/** How many of the verses about the question `saidInBest` reads, and the share of its words each must hold. */
const SAID_READ = 8;
const SAID_LEAST = 0.5;

/**
 * A stretch of text the best few verses about the question say (promised.ts, defined.ts): in each, the
 * first `find` finds, as the answer's phrase (see `firstTold`), scored by the square of the verse's share.
 */
export function saidInBest(
  retrieved: Retrieved,
  translation: Translation,
  store: VerseStore,
  find: (text: string) => { text: string; start: number; end: number } | undefined,
): RankedAnswer[] {
  return firstTold(versesAbout(retrieved).best(SAID_READ, SAID_LEAST), translation, store, 2, (_, text) => {
    const found = find(text);
    if (!found) return undefined;
    const key = stemTokens(found.text).join(' ');
    return { candidate: saidPhrase(key, found.text, found.start, found.end) };
  });
}

/** What a reader finds told in a verse's text (in one translation), and the verse that says it when not this one. */
export type FindTold = (id: number, text: string, translation: Translation) => { candidate: AnswerCandidate; id?: number } | undefined;

/**
 * The answers these verses tell (fates.ts, `toldInBest`): in each verse, read in the asked translation
 * first, the first answer `find` finds, scored by the verse's share of the question (`local`) to `power`.
 */
export function firstTold(
  verses: readonly { id: number; local: number }[],
  translation: Translation,
  store: VerseStore,
  power: number,
  find: FindTold,
): RankedAnswer[] {
  const answers = toldAnswers();
  const order = askedFirst(translation);
  for (const { id, local } of verses) {
    for (const t of order) {
      const text = store.getVerse(id, t)?.text;
      const found = text ? find(id, text, t) : undefined;
      if (!found) continue;
      answers.add(found.candidate.key, { id: found.id ?? id, translation: t, candidate: found.candidate, score: local ** power, local });
      break;
    }
  }
  return answers.ranked();
}
