import { bookByIndex } from '#shared/bible/books.ts';
import type { Translation } from '#shared/contract/bible.ts';
import type { VerseStore } from '../bible/verse-store.ts';
import { chapterKey } from '../bible/verse-id.ts';
import { STOPWORDS } from '../lexical/stopwords.ts';
import { answerPhrases, type Phrase } from './answer-phrase.ts';
import { authorAsked, authorsOf } from './authors.ts';
import { sayingAsked, whoSaid } from './sayings.ts';
import { completeVerse } from './completions.ts';
import { bookAsked } from './book-asked.ts';
import { recipientAsked, recipientsOf } from './recipients.ts';
import { betterKnownName } from './same-person.ts';
import { rankAnswers, saidWhole, type RankedAnswer } from './factoid.ts';
import { answerFeatures, rerank } from './answer-rerank.ts';
import { factAnswers, factOnly, withFacts } from './fact-answers.ts';
import type { TextFacts } from './text-facts.ts';
import { clausesOf, quoteSpan, type Clause, type Word } from './clauses.ts';
import type { Question, TermGroup } from './question.ts';
import { nameContexts, type Candidate, type Retrieved } from './retrieve.ts';
import { FACTOID_VERSE_WEIGHTS, KEYWORD_VERSE_WEIGHTS, TOPICAL_VERSE_WEIGHTS, VERSE_WEIGHTS, verseScore, type VerseFeatures } from './verse-score.ts';
import { BOOK_ASKED, QUOTED_RUN, completionAsked, isFactoid, isTopical, quotedUpTo } from './shape.ts';
import { negationsIn, verdictOf } from './yes-no.ts';
import { readersAnswer } from './readers.ts';
import { colourAsked } from './colours.ts';

/** A verse judged as an answer: its score, the words to quote and any answer phrase it states. */
export interface Evidence {
  id: number;
  reference: string;
  /** The verse in the requested translation. */
  text: string;
  /** How well the verse answers the question: about 0..1, a little over for the best (citations clamp it). */
  score: number;
  /** 0..1: the share of the question's words (by rarity) the verse has (see `Candidate`). */
  coverage: number;
  /** The span of `text` to quote. */
  quote: { start: number; end: number };
  /** Phrases of the expected kind (a name, a place, a time, a number) near the question's words, with how near. */
  phrases: (Phrase & { distance: number })[];
  /** -1 when the quoted words forbid or warn, +1 when they allow or commend, 0 when neither (yes/no questions). */
  polarity: -1 | 0 | 1;
  /** What its score weighs (see verse-score.ts). */
  features?: VerseFeatures;
}

export interface Judged {
  evidence: Evidence[];
  /** The phrase most of the best verses state, when the question expects one. */
  answer?: {
    phrase: Phrase;
    id: number;
    share: number;
    /** The ranked answer's own score (factoid questions). */ score?: number;
    /** Its best verse's share of the question's words around it. */ local?: number;
    /** The name the texts mostly use for the person answered by a rarer one (`Daniel` for `Belteshazzar`). */
    knownAs?: string;
  };
  /** Why the texts cannot answer, when the knowledge layer shows it (they never name Noah's wife). */
  unstated?: string;
  /** A factoid's candidate answers as the rules ranked them, with the features the model weighs (see answer-rerank.ts). */
  considered?: { answers: readonly RankedAnswer[]; features: readonly (readonly number[])[] };
}

/** How many candidates are read closely (clauses, phrases): the best by the retrieval scores alone. */
const CLOSE_READING = 80;
/** A phrase further than this many words from the question's words is not taken as the answer. */
const PHRASE_REACH = 8;

// What a clause that explains looks like: a cause or a purpose.
const CAUSE =
  /\b(?:because|for (?:our|the|us|all|many|his|your|their|my|sins?|this cause)|that (?:we|ye|he|they|it|i|thou) (?:might|may|should|could|shalt)|to (?:give|save|bring|redeem|deliver|make|bear)|lest|wherefore|therefore|by reason)\b/i;
const COPULA = new Set(['is', 'are', 'was', 'were', 'cometh', 'worketh']);

/** Cosine similarity of USE-Lite vectors sits around 0.3 for unrelated text and 0.7 for close paraphrase. */
const similarityScore = (s: number) => Math.min(1, Math.max(0, (s - 0.3) / 0.4));

/** For yes/no questions: -1 when the quoted words deny what is asked, +1 when they affirm it (see yes-no.ts). */
function polarityOf(quote: string, stats: Retrieved['stats'], asked: number): -1 | 0 | 1 {
  const verdict = verdictOf(quote, stats, asked)?.verdict;
  return verdict === 'no' ? -1 : verdict === 'yes' ? 1 : 0;
}

/** A clause that fits the kind of question: a cause for "why", a definition (`faith is`) for "what". */
function cueOf(question: Question, clause: Clause): number {
  if (clause.hits.length === 0) return 0;
  const text = clause.words.map((w) => w.text).join(' ');
  if (question.kind === 'why') return CAUSE.test(text) ? 1 : 0;
  if (question.kind === 'what' && question.expected === 'none')
    return clause.hits.some((h) => COPULA.has(clause.words[h + 1]?.text.toLowerCase() ?? '')) ? 1 : 0;
  return 0;
}

/** The share of the question's words (by rarity) a verse has, either translation. */
function coverageIn(id: number, stats: Retrieved['stats']): number {
  const total = stats.reduce((sum, s) => sum + s.idf * s.term.weight, 0) || 1;
  return stats.reduce((sum, s) => sum + (s.ids.has(id) ? s.idf * s.term.weight : 0), 0) / total;
}

export function judge(question: Question, retrieved: Retrieved, store: VerseStore, translation: Translation, facts: TextFacts): Judged {
  const { isName } = facts;
  const weights = retrieved.mode === 'keyword' ? KEYWORD_VERSE_WEIGHTS : isTopical(question.shape.type) ? TOPICAL_VERSE_WEIGHTS : VERSE_WEIGHTS;
  const prelim = (c: Candidate) => weights.coverage * c.coverage + weights.similarity * similarityScore(c.similarity) + weights.fused * c.fused;
  // The hand-set weights choose the verses read and say their relevance, on which the answer model was
  // fit; a factoid's verses are then ranked by learned ones (see verse-score.ts).
  const final = weights === VERSE_WEIGHTS && isFactoid(question.shape.type) ? FACTOID_VERSE_WEIGHTS : weights;
  const exclude = new Set([...question.tokens, ...question.terms.flatMap((t) => t.words.map((w) => w.toLowerCase()))]);
  const relation = question.asksName ? relationPattern(question) : undefined;
  const ranked = retrieved.candidates.sort((a, b) => prelim(b) - prelim(a) || a.id - b.id).slice(0, CLOSE_READING);
  const neighbours = passageSupport(ranked);
  // A yes/no question's own negations count against each verse's (see yes-no.ts).
  const questionNegations = negationsIn(question.tokens);
  const readOne = (c: Candidate): Evidence => {
    // A verse the asked translation lacks (the WEB leaves out a few) is read in the KJV's words.
    const verse = store.verseOrKjv(c.id, translation);
    const clauses = clausesOf(verse.text, retrieved.stats);
    const words = clauses.flatMap((cl) => cl.words);
    // "What was the name of Noah's wife": the name must stand by `wife`, not by `Noah`.
    const hitIndexes = anchorHits(clauses, words, question.asksName ? retrieved.stats.filter((s) => !s.term.name) : retrieved.stats);
    const reach = relation ? (relation.test(verse.text) ? NAME_REACH : -1) : PHRASE_REACH;
    const phrases = answerPhrases(verse.text, words, question.expected, isName, exclude)
      .filter((p) => !question.counted || countsIt(words, p, question.counted))
      .map((p) => ({ ...p, distance: distanceToHits(words, hitIndexes, p, clauses, question.expected === 'person') }))
      .filter((p) => p.distance <= reach);
    const best = bestClause(question, clauses, phrases);
    const clause = clauses[best]!;
    const quote = quoteSpan(
      verse.text,
      clauses,
      best,
      phrases.find((p) => p.start >= clause.start && p.end <= clause.end),
    );
    const features: VerseFeatures = {
      coverage: c.coverage,
      similarity: similarityScore(c.similarity),
      fused: c.fused,
      clause: Math.max(...clauses.map((cl) => cl.coverage)),
      // An answer phrase counts for as much of the question as the verse is about.
      phrase: c.coverage * Math.max(0, ...phrases.map((p) => 1 / (1 + p.distance / 3))),
      cue: cueOf(question, clause),
      neighbours: neighbours.get(c.id) ?? 0,
    };
    const score = verseScore(final, features);
    const evidence: Evidence = {
      id: c.id,
      reference: verse.reference,
      text: verse.text,
      score,
      coverage: c.coverage,
      quote,
      phrases,
      polarity: question.shape.type === 'yesno' ? polarityOf(verse.text.slice(quote.start, quote.end), retrieved.stats, questionNegations) : 0,
      features,
    };
    return evidence;
  };
  const read = ranked.map(readOne).sort((a, b) => b.score - a.score || a.id - b.id);
  const shape = question.shape;
  // "How did Judas die?", "Who was Barabbas?": the kinds no candidate answer names have readers of their own.
  const told = readersAnswer(question, retrieved, translation, store, facts);
  // "What color were Jesus' eyes?": no other answer names a colour.
  if (told.length === 0 && colourAsked(question.text)) return { evidence: read, unstated: 'the verses never give the colour asked about' };
  if (!isFactoid(shape.type) && told.length === 0) return { evidence: read, ...voteAnswer(read) };
  const spokenOf = nameContexts(retrieved.stats);
  const chapterNames = (id: number) => new Set(retrieved.stats.filter((s, i) => spokenOf[i]?.(id)).map((s) => s.term.word));
  const inRanked = new Set(ranked.map((c) => c.id));
  const verses = [
    ...ranked.map((c) => ({ id: c.id, relevance: prelim(c), chapterNames: chapterNames(c.id) })),
    ...retrieved.broad
      .filter((b) => !inRanked.has(b.id))
      .map((b) => ({ id: b.id, relevance: weights.coverage * b.coverage, chapterNames: chapterNames(b.id) })),
  ];
  // "Who wrote the book of Revelation?": the book says who writes it (`I John`), when it does.
  const book = authorAsked(question.text);
  const authors = book === undefined ? [] : authorsOf(book, store, isName, facts.names, facts.phraseVerses);
  // "Who wrote Hebrews?": no verse names its writer, and a Pilate who `wrote … in Hebrew` is no answer.
  if (book !== undefined && authors.length === 0) return { evidence: read, unstated: `the verses never name the writer of ${bookByIndex(book)!.name}` };
  const known = factAnswers(question, shape, facts.knowledge());
  const owner = shape.asksName && shape.relation?.of ? facts.knowledge().nameInfo(shape.relation.of) : undefined;
  // "What was the name of Noah's wife?": the texts know Noah and never state a wife's name.
  if (owner && known.answers.length === 0)
    return { evidence: read, unstated: `the verses never give the name of ${owner.canonical}'s ${shape.relation!.kind}` };
  // "Who said 'Am I my brother's keeper?'": who says it in the verse that holds it; "Fill in the
  // blank: The Lord is my ____": what the verse says there; "Which book tells …": where the verses gather.
  const saying = sayingAsked(question.text);
  const completion = completionAsked(question.text);
  // "The wages of sin is what?": the verse that says those words, when one does, fills the blank.
  const quoted = completion ? undefined : quotedUpTo(question.text);
  // "Who is 3 John written to?": the book's greeting says; Hebrews greets no one.
  const greeted = recipientAsked(question.text);
  const recipients = greeted === undefined ? [] : recipientsOf(greeted, store, isName);
  if (greeted !== undefined && recipients.length === 0)
    return { evidence: read, unstated: `the verses never say whom ${bookByIndex(greeted)!.name} was written to` };
  const speakers =
    saying !== undefined
      ? whoSaid(saying, { store, isName, names: facts.names, phraseVerses: facts.phraseVerses })
      : completion !== undefined
        ? completeVerse(completion, { store, phraseVerses: facts.phraseVerses })
        : quoted !== undefined
          ? completeVerse(quoted, { store, phraseVerses: facts.phraseVerses }, QUOTED_RUN)
          : greeted !== undefined
            ? recipients
            : BOOK_ASKED.test(question.text)
              ? bookAsked(verses, /\bgospel\b/i.test(question.text), shape.ordinal === 'first')
              : [];
  let answers: RankedAnswer[];
  let considered: Judged['considered'];
  let share: number | undefined;
  if (told.length) answers = told;
  else if (speakers.length) answers = speakers;
  // The one the book names most as its writer is the answer, from the verses that name him.
  else if (authors.length) answers = [factOnly(authors[0]!, translation, store)];
  else {
    const byRules = withFacts(rankAnswers({ question, shape, stats: retrieved.stats, verses, store, ...facts }), known, translation, store);
    const similarity = new Map(retrieved.candidates.map((c) => [c.id, c.similarity]));
    const place = new Map(verses.map((v, rank) => [v.id, { rank, relevance: v.relevance, similarity: similarity.get(v.id) ?? 0 }]));
    const features = answerFeatures(byRules, {
      placeOf: (id) => place.get(id),
      coverageOf: (id) => coverageIn(id, retrieved.stats),
      known: new Set(known.answers.map((a) => a.key)),
    });
    considered = { answers: byRules.slice(0, features.length), features };
    ({ answers, share } = rerank(byRules, features));
  }
  const [top] = answers;
  if (!top) return { evidence: read, considered };
  // The verses the knowledge layer cites may lie outside what retrieval read: read them too.
  for (const s of top.support)
    if (!read.some((e) => e.id === s.id)) read.push(readOne({ id: s.id, coverage: coverageIn(s.id, retrieved.stats), similarity: 0, fused: 0 }));
  // How clearly the best answer beats the next: 1 alone, 0.5 for a tie (the model says it for retrieval's answers).
  share ??= top.score / (top.score + (answers[1]?.score ?? 0));
  const lead = top.support[0]!;
  const supporting = new Set(top.support.map((s) => s.id));
  // The verses that state the answer lead the evidence, in the order of how well they state it.
  const evidence = [...read].sort((a, b) => Number(supporting.has(b.id)) - Number(supporting.has(a.id)) || 0);
  const answerKey = top.key;
  const said = saidWhole(shape, lead, translation);
  // "Who interpreted Nebuchadnezzar's dream?": `Belteshazzar` is Daniel, unless the question says so already.
  const other =
    lead.candidate.kind === 'name' && (shape.type === 'person' || shape.type === 'people') ? betterKnownName(facts.knowledge(), said.text, lead.id) : undefined;
  const knownAs = other && !question.tokens.includes(other.toLowerCase()) ? other : undefined;
  for (const e of evidence)
    if (supporting.has(e.id) && !e.phrases.some((p) => p.key === answerKey)) e.phrases.push({ ...lead.candidate, key: answerKey, distance: 0 });
  // A reader's answer is quoted where its verse says it (`and he did eat locusts and wild honey`), not
  // where most of the question's words stand (`John was clothed with camel's hair`); a blank's filling and a greeting too.
  if (told.length > 0 || (answers === speakers && ((completion ?? quoted) !== undefined || greeted !== undefined)))
    for (const s of top.support)
      requote(
        evidence.find((e) => e.id === s.id),
        s,
        translation,
        retrieved.stats,
      );
  return {
    evidence,
    considered,
    answer: {
      phrase: { key: answerKey, text: said.text, start: said.start, end: said.end },
      id: lead.id,
      share,
      score: top.score,
      local: lead.local,
      ...(knownAs && { knownAs }),
    },
  };
}

/** Quotes the clause of the verse that holds the support's own words, when it is in the words read. */
function requote(evidence: Evidence | undefined, support: RankedAnswer['support'][number], translation: Translation, stats: Retrieved['stats']): void {
  const { candidate } = support;
  if (!evidence || support.translation !== translation) return;
  if (evidence.text.slice(candidate.start, candidate.end).toLowerCase() !== candidate.text.toLowerCase()) return;
  const clauses = clausesOf(evidence.text, stats);
  const at = clauses.findIndex((c) => candidate.start >= c.start && candidate.start < c.end);
  if (at >= 0) evidence.quote = quoteSpan(evidence.text, clauses, at, candidate);
}

/** "The name of Noah's wife": the answer must stand within this many words of `wife`. */
const NAME_REACH = 4;

/**
 * For "what was the name of X's Y": a verse can name Y only if it says whose Y it is (`Lot's wife`,
 * `the wife of Lot`, `Lot … his wife`); "Abram took Sarai his wife, and Lot" names Abram's wife.
 */
function relationPattern(question: Question): RegExp | undefined {
  const alternatives = (terms: Question['terms']) =>
    terms
      .flatMap((t) => t.words)
      .map((w) => w.replace(/[^\p{L} ]/gu, ''))
      .join('|');
  const names = alternatives(question.terms.filter((t) => t.name));
  const relations = alternatives(question.terms.filter((t) => !t.name));
  if (!names || !relations) return undefined;
  return new RegExp(
    `\\b(?:${names})['’]s\\s+(?:\\w+\\s+)?(?:${relations})\\b|\\b(?:${relations})\\s+of\\s+(?:${names})\\b|\\b(?:${names})\\b[^.;:]{0,20}\\bhis\\s+(?:${relations})\\b`,
    'iu',
  );
}

function passageSupport(candidates: readonly Candidate[]): Map<number, number> {
  const support = new Map<number, number>();
  for (const c of candidates) {
    let sum = 0;
    for (const o of candidates) if (o !== c && chapterKey(o.id) === chapterKey(c.id) && Math.abs(o.id - c.id) <= 3) sum += o.coverage;
    support.set(c.id, Math.min(1, sum / 2));
  }
  return support;
}

/** A number followed by a noun counts that noun: `seven churches` is no answer to "how many books". */
function countsIt(words: readonly Word[], phrase: Phrase, counted: TermGroup): boolean {
  const next = words.find((w) => w.start >= phrase.end);
  return !next || STOPWORDS.has(next.text.toLowerCase()) || counted.stems.has(next.stem);
}

/** Specific words (not `made`, `come`) anchor an answer phrase: "which Moses put there … made" says nothing of who made it. */
const ANCHOR_MAX_VERSES = 1500;

function anchorHits(clauses: readonly Clause[], words: readonly Word[], stats: Retrieved['stats']): number[] {
  const all = clauses.flatMap((cl) => cl.hits.map((h) => cl.words[h]!));
  const specific = all.filter((w) => stats.some((s) => s.ids.size <= ANCHOR_MAX_VERSES && s.term.stems.has(w.stem)));
  return (specific.length > 0 ? specific : all).map((w) => words.indexOf(w));
}

/**
 * Words between a phrase and the nearest specific word of the question (0 when they touch). A place,
 * time or number in the same clause counts as near however long the clause ("the ark rested … upon
 * the mountains of Ararat"); a name must be close to count. No anchor at all means far.
 */
function distanceToHits(words: readonly Word[], hits: readonly number[], phrase: Phrase, clauses: readonly Clause[], personal: boolean): number {
  const from = words.findIndex((w) => w.start >= phrase.start);
  let to = from;
  while (to + 1 < words.length && words[to + 1]!.end <= phrase.end) to++;
  const clause = clauses.find((c) => phrase.start >= c.start && phrase.start < c.end);
  let best = Infinity;
  for (const h of hits) {
    if (h >= from && h <= to) continue;
    const d = h < from ? from - h - 1 : h - to - 1;
    const sameClause = clause !== undefined && words[h]!.start >= clause.start && words[h]!.start < clause.end;
    best = Math.min(best, sameClause && !personal ? Math.min(d, PHRASE_REACH - 2) : d);
  }
  return best;
}

function bestClause(question: Question, clauses: readonly Clause[], phrases: readonly Phrase[]): number {
  let best = 0;
  let bestScore = -1;
  clauses.forEach((cl, i) => {
    const hasPhrase = phrases.some((p) => p.start >= cl.start && p.end <= cl.end);
    const score = cl.coverage + (hasPhrase ? 0.3 : 0) + 0.15 * cueOf(question, cl) + Math.min(cl.words.length, 8) / 100;
    if (score > bestScore) {
      best = i;
      bestScore = score;
    }
  });
  return best;
}

const VOTER_COVERAGE = 0.7;
/** Votes are read from the best verses first; when none of them states a phrase, from further down. */
const VOTE_WINDOWS = [8, 30];

/** The phrase the best verses agree on, weighted by rank, score and closeness; none when nothing was found. */
function voteAnswer(evidence: readonly Evidence[]): Pick<Judged, 'answer'> {
  for (const window of VOTE_WINDOWS) {
    const votes = new Map<string, { weight: number; phrase: Phrase; id: number; best: number }>();
    let total = 0;
    evidence.slice(0, window).forEach((e, rank) => {
      // Only a verse about the whole question may supply its answer ("Noah lived after the flood
      // three hundred and fifty years" does not say how long it rained).
      if (e.coverage < VOTER_COVERAGE) return;
      const seen = new Set<string>();
      for (const p of [...e.phrases].sort((a, b) => a.distance - b.distance)) {
        if (seen.has(p.key)) continue;
        seen.add(p.key);
        const weight = e.score / (1 + p.distance / 4) / (1 + rank / 3);
        total += weight;
        const v = votes.get(p.key);
        if (!v) votes.set(p.key, { weight, phrase: p, id: e.id, best: weight });
        else {
          v.weight += weight;
          if (weight > v.best) Object.assign(v, { phrase: p, id: e.id, best: weight });
        }
      }
    });
    const winner = [...votes.values()].sort((a, b) => b.weight - a.weight)[0];
    if (winner && total > 0) return { answer: { phrase: winner.phrase, id: winner.id, share: winner.weight / total } };
  }
  return {};
}
