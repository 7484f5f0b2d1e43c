import type { VerseStore } from '../bible/verse-store.ts';
import { nameContexts, type Retrieved } from './retrieve.ts';
import type { TextFacts } from './text-facts.ts';

/** What the readers that find a noun or a name in the verses (eating.ts, destinations.ts) read them with. */
export type ReaderDeps = Pick<TextFacts, 'isName' | 'names' | 'nounlike'> & { store: VerseStore };

/** A question's name that a verse leaves to a pronoun counts for this much when the verse's chapter names it. */
const IN_CHAPTER = 0.6;
/** USE-Lite's cosine similarity of unrelated texts (see evidence.ts). */
const UNRELATED = 0.3;

/**
 * What the readers of one kind of question (fates.ts, eating.ts, destinations.ts, colours.ts) weigh of retrieval's
 * verses (its candidates and its broad list): how much of the question each holds, whether its
 * chapter names all the question's names, and how near in meaning it is.
 */
export function versesAbout(retrieved: Retrieved) {
  const { stats } = retrieved;
  const named = nameContexts(stats);
  const similarity = new Map(retrieved.candidates.map((c) => [c.id, c.similarity]));
  return {
    ids: [...new Set([...retrieved.candidates.map((c) => c.id), ...retrieved.broad.map((b) => b.id)])],
    /** The share (by rarity) of the question's words, those `counted`, the verse holds; 1 when none are counted. */
    share(id: number, counted: (term: number) => boolean = () => true): number {
      let total = 0;
      let held = 0;
      stats.forEach((s, i) => {
        if (!counted(i)) return;
        const weight = s.idf * s.term.weight;
        total += weight;
        held += (s.ids.has(id) ? 1 : named[i]?.(id) ? IN_CHAPTER : 0) * weight;
      });
      return total === 0 ? 1 : held / total;
    },
    /** Whether the verse's chapter names every name of the question (the verse may leave one to a pronoun). */
    namesAll: (id: number) => named.every((inChapter) => inChapter === undefined || inChapter(id)),
    /** How much nearer in meaning to the question the verse is than unrelated text (0..0.7). */
    meaning: (id: number) => Math.max(0, (similarity.get(id) ?? 0) - UNRELATED),
  };
}
