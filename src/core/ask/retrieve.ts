import { TRANSLATIONS } from '#shared/contract/bible.ts';
import { isAppError } from '#shared/errors.ts';
import { chapterKey, splitVerseId } from '../bible/verse-id.ts';
import type { Bm25Index } from '../lexical/bm25-index.ts';
import { stemTokens } from '../lexical/stem-tokens.ts';
import type { SemanticService } from '../semantic-search/semantic-service.ts';
import { dotRow } from '../embeddings/vector-math.ts';
import type { Question, TermGroup } from './question.ts';
import { isTopical } from './shape.ts';

/** A verse that may answer the question, with what retrieval knows about it. */
export interface Candidate {
  id: number;
  /** 0..1: the share of the question's words (weighted by rarity) the verse has, in either translation. */
  coverage: number;
  /** Cosine similarity of question and verse, the better of KJV and WEB; 0 without semantic search. */
  similarity: number;
  /** The hybrid search's fused 0..1 score; 0 when hybrid search did not return it. */
  fused: number;
}

/** How often a question word occurs: rare words weigh more, and a word the Bible never uses is telling. */
export interface TermStat {
  term: TermGroup;
  /** Verses (either translation) with the word or one of its synonyms. */
  ids: ReadonlySet<number>;
  idf: number;
}

export interface Retrieved {
  candidates: Candidate[];
  stats: TermStat[];
  mode: 'hybrid' | 'keyword';
  /**
   * The verses holding most of the question's words anywhere in the Bible (by coverage, a name the
   * verse's chapter mentions counting half), best first: where an answer stated many times is counted.
   */
  broad: { id: number; coverage: number }[];
}

const VERSES = 31_102;
/** How deep each list is read. Enough to hold the verses a careful reader would cite; small enough to score in a few ms. */
const HYBRID_DEPTH = 80;
/**
 * Semantic search's verse priors and cross-reference spread find topics; a question wants the verse
 * that states a fact, often a short one in a narrative nobody cross-references. With them on, the
 * answer phrase was right for 60 % of factoid questions instead of 68 % (`bench/ask.ts`). A question
 * quotes no verse, and the scores stay on the scale the answer thresholds were tuned on. The weights
 * search-ai gives a question's shape (verse vectors) stay off too: the answer thresholds were tuned
 * without them, and with them the dev half cited an expected verse less often (57 % → 56 %).
 */
const TOPIC_LEVERS_OFF = { versePriors: false, spreadWeight: 0, quoteBonus: 0, shapeAware: false } as const;
const KEYWORD_DEPTH = 60;

/** "What does the Bible say about anger?" → `anger`; "How should I treat my enemies?" → `treat my enemies`. */
export function topicOf(question: string): string {
  const topic = question
    .replace(/[?!.]+\s*$/, '')
    .replace(/^\s*(?:what does (?:the bible|god|scripture|jesus) (?:say|teach) (?:about|on|regarding)|what is the bible'?s view (?:of|on))\s+/i, '')
    .replace(/^\s*how (?:should|do|can|could|must|ought|shall|may|to)\s+(?:i|we|you|a christian|christians|believers|one|people)?\s*(?:to\s+)?/i, '');
  return topic.trim() || question;
}

/**
 * Where each of the question's names is spoken of though a verse may leave it to a pronoun ("he slew
 * him"): the chapters that name it. Undefined for the question's other words.
 */
export function nameContexts(stats: readonly TermStat[]): (((id: number) => boolean) | undefined)[] {
  return stats.map((s) => {
    if (!s.term.name) return undefined;
    const chapters = new Set([...s.ids].map(chapterKey));
    return (id: number) => chapters.has(chapterKey(id));
  });
}

/** A term group's words as stemmed phrases (`brought up` → [brought, up]), as FTS5 reads `"brought up"`. */
const phrasesOf = (term: TermGroup) => term.words.map(stemTokens).filter((p) => p.length > 0);

/**
 * Gathers candidate verses for a question: the hybrid (meaning + keyword) search when the semantic
 * index is ready, plus bm25 matches of all the question's words (each with its synonyms), so a verse
 * that says exactly what was asked is never missed. Without semantic search it runs on keywords only.
 */
export function createRetriever(bm25: () => Bm25Index, semantic: SemanticService | undefined) {
  function termStats(terms: readonly TermGroup[]): TermStat[] {
    return terms.map((term) => {
      const ids = new Set<number>();
      for (const t of TRANSLATIONS) for (const id of bm25().versesWithAny(t, phrasesOf(term))) ids.add(id);
      // `magi`, `doorposts`, `Bathsheba`: a word or name the KJV and the WEB never write so may be another
      // bundled translation's for the same verses (Darby's "magi" in Matthew 2, the NHEB's "doorposts" in
      // Exodus 12 and "Bathsheba" for `Bath-sheba`).
      if (ids.size === 0) for (const hit of bm25().searchAnyTranslation(bm25().stems(term.words.filter((w) => !w.includes(' '))), VERSES)) ids.add(hit.id);
      return { term, ids, idf: Math.log((VERSES + 1) / (ids.size + 1)) };
    });
  }

  /**
   * bm25 lists for every word together and for each set leaving one out: the verse that answers often
   * lacks one word of the question ("the ark rested" has no `come`; "there they crucified him", no `Jesus`).
   */
  function keywordLists(stats: readonly TermStat[], includeOr: boolean): number[][] {
    const present = stats.filter((s) => s.ids.size > 0);
    if (present.length === 0) return [];
    const groups = (terms: readonly TermStat[]) => terms.map((s) => phrasesOf(s.term));
    const queries: { groups: string[][][]; mode: 'all' | 'any' }[] = [{ groups: groups(present), mode: 'all' }];
    if (present.length >= 2) for (const left of present) queries.push({ groups: groups(present.filter((s) => s !== left)), mode: 'all' });
    if (includeOr && present.length > 1) queries.push({ groups: groups(present), mode: 'any' });
    return queries.flatMap((q) =>
      TRANSLATIONS.map((t) =>
        bm25()
          .match(t, q.groups, q.mode, KEYWORD_DEPTH)
          .map((hit) => hit.id),
      ),
    );
  }

  /** The question's vector, or undefined while the semantic index builds or when it is off (then keywords only). */
  async function questionVector(text: string): Promise<Float32Array | undefined> {
    if (!semantic) return undefined;
    try {
      return await semantic.embedQuery(text);
    } catch (err) {
      if (isAppError(err)) return undefined;
      throw err;
    }
  }

  return async function retrieve(question: Question): Promise<Retrieved> {
    const stats = termStats(question.terms);
    const vector = await questionVector(question.text);
    const fused = new Map<number, number>();
    // A topical or how-to question is a topic search: its topic's words, with semantic search's topic levers on.
    const topic = isTopical(question.shape.type) ? topicOf(question.text) : undefined;
    const topicVector = topic ? await questionVector(topic) : undefined;
    if (semantic && topic && topicVector) for (const hit of semantic.rank(topic, topicVector, HYBRID_DEPTH)) fused.set(hit.id, hit.score);
    else if (semantic && vector) for (const hit of semantic.rank(question.text, vector, HYBRID_DEPTH, TOPIC_LEVERS_OFF)) fused.set(hit.id, hit.score);
    const pool = new Set<number>(fused.keys());
    for (const list of keywordLists(stats, !vector)) for (const id of list) pool.add(id);

    const total = stats.reduce((sum, s) => sum + s.idf * s.term.weight, 0);
    // A name the verse does not repeat may still be its subject ("he slew him"): half credit within its chapter.
    const spokenOf = nameContexts(stats);
    const coverageOf = (id: number) => {
      if (total === 0) return 0;
      let got = 0;
      stats.forEach((s, i) => {
        if (s.ids.has(id)) got += s.idf * s.term.weight;
        else if (spokenOf[i]?.(id)) got += 0.5 * s.idf * s.term.weight;
        else if (!s.term.name && inPassage(s.ids, id)) got += PASSAGE_CREDIT * s.idf * s.term.weight;
      });
      return got / total;
    };
    const similarityOf = (id: number) => {
      if (!semantic || !vector) return 0;
      let best = 0;
      for (const variant of TRANSLATIONS) {
        const v = semantic.verseVector(variant, id);
        if (v) best = Math.max(best, dotRow(vector, v, 0, v.length));
      }
      return best;
    };
    const broad = broadly(stats, coverageOf, question.book);
    // The verses with most of the question's words are read closely too, though neither list ranked them high.
    for (const b of broad.slice(0, BROAD_READ)) pool.add(b.id);
    // Kept to the book before scoring: the similarity of a verse left out is never needed.
    const candidates = inBook(
      [...pool].map((id) => ({ id })),
      question.book,
    ).map(({ id }) => ({
      id,
      coverage: coverageOf(id),
      similarity: similarityOf(id),
      fused: fused.get(id) ?? 0,
    }));
    return { candidates, stats, mode: vector ? 'hybrid' : 'keyword', broad };
  };
}

/**
 * A story's words are spread over its verses: "Which woman judged Israel?" is answered by Judges 4:4
 * (`Deborah … judged Israel`), whose `woman` stands in 4:9. A question's word in a verse this close
 * (same chapter) counts for a little of the verse's coverage. Measured on the dev half of the
 * questions: 0.1-0.25 over 2-8 verses all gain; 0.15 over 5 most (see README).
 */
const PASSAGE_CREDIT = 0.15;
const PASSAGE_VERSES = 5;

/** Whether a verse within PASSAGE_VERSES of this one (ids count verses within a chapter) has the word. */
function inPassage(ids: ReadonlySet<number>, id: number): boolean {
  for (let k = 1; k <= PASSAGE_VERSES; k++) if (ids.has(id - k) || ids.has(id + k)) return true;
  return false;
}

export type Retriever = ReturnType<typeof createRetriever>;

/** The verses of the book a question points to, when it has any among them; all of them otherwise. */
function inBook<T extends { id: number }>(verses: T[], book: number | undefined): T[] {
  if (book === undefined) return verses;
  const within = verses.filter((v) => splitVerseId(v.id).book === book);
  return within.length > 0 ? within : verses;
}

/** How many verses the broad list holds, and the most verses a word may be in to bring its verses in. */
const BROAD = 300;
const BROAD_WORD_MAX_VERSES = 4000;
/** How many of the broad list's best join the verses scored like retrieval's own (similarity, close reading). */
const BROAD_READ = 20;

/** The verses with the most of the question's words, from its rarer words' verses (see `Retrieved.broad`). */
export function broadly(stats: readonly TermStat[], coverageOf: (id: number) => number, book: number | undefined): Retrieved['broad'] {
  const sources = stats.filter((s) => s.ids.size > 0 && s.ids.size <= BROAD_WORD_MAX_VERSES);
  const pool = new Set<number>();
  for (const s of sources.length ? sources : stats) for (const id of s.ids) pool.add(id);
  // Kept to the asked book before the cut: its verses may hold fewer of the words than the best elsewhere.
  return inBook(
    [...pool].map((id) => ({ id })),
    book,
  )
    .map(({ id }) => ({ id, coverage: coverageOf(id) }))
    .sort((a, b) => b.coverage - a.coverage || a.id - b.id)
    .slice(0, BROAD);
}
