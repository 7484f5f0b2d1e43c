import { termHits, wordsOf, type Word } from './clauses.ts';
import type { TermStat } from './retrieve.ts';

/** What a verse says to a yes/no question: it affirms the question's statement or denies it. */
export type Verdict = 'yes' | 'no';

// `nor` only continues a negation already counted (`neither marry, nor are given in marriage`).
const NEGATOR = /^(?:not|no|never|neither|none|without|cannot|nothing|nay|nobody|shouldn't|didn't|don't|can't|won't)$/i;
/** Words either side of the question's words in which a `not` speaks of them. */
const REACH = 4;

/**
 * Whether a verse affirms or denies what the question asks, read from the sentence holding the
 * question's words: an odd number of negations near them denies it (`thou shalt not go over`, `he is
 * no respecter of persons`), an even number affirms it (`there is no man that sinneth not`), and a
 * negative question expects yes (`are not his sisters with us?`). The question's own negations
 * (`asked`) count the other way: "Should a man who will not work eat?" is denied by `if any would not
 * work, neither should he eat`.
 */
export function verdictOf(text: string, stats: readonly TermStat[], asked = 0): { verdict: Verdict; coverage: number } | undefined {
  const total = stats.reduce((sum, s) => sum + s.idf * s.term.weight, 0) || 1;
  let best: { verdict: Verdict; coverage: number } | undefined;
  let start = 0;
  for (const m of [...text.matchAll(/[.;:?!]+["'’)]*(?=\s|$)/g), { index: text.length, 0: '' }] as { index: number; 0: string }[]) {
    const end = m.index + m[0].length;
    const sentence = text.slice(start, end);
    start = end;
    const words = wordsOf(sentence);
    const { hits, matched } = termHits(words, stats);
    const coverage = [...matched].reduce((sum, t) => sum + stats[t]!.idf * stats[t]!.term.weight, 0) / total;
    if (hits.length === 0 || (best && coverage <= best.coverage)) continue;
    const from = Math.max(0, hits[0]! - REACH);
    const to = Math.min(words.length - 1, hits.at(-1)! + REACH);
    const negations = countNegations(words, from, to);
    const rhetorical = sentence.trimEnd().endsWith('?') && negations > 0;
    best = { verdict: (negations + asked) % 2 === 1 && !rhetorical ? 'no' : 'yes', coverage };
  }
  return best;
}

/** How many negations a question's words hold. */
export const negationsIn = (tokens: readonly string[]) => tokens.filter((t) => NEGATOR.test(t)).length;

function countNegations(words: readonly Word[], from: number, to: number): number {
  let count = 0;
  for (let i = from; i <= to; i++) if (NEGATOR.test(words[i]!.text)) count++;
  return count;
}

/** How many of the best verses are read, and the share of their weight one side needs to be the answer. */
const VOTERS = 3;
const MAJORITY = 0.6;

/**
 * "Is it wrong to…", "Is divorce allowed?": whether a verse's `not` says yes or no depends on the
 * judgement asked, so such questions get both sides shown, not a one-word verdict.
 */
const JUDGEMENT = /^(?:wrong|sin|sinful|allowed|permitted|okay|ok|acceptable|lawful|unlawful|forbidden|bad|good|right)$/;

export const asksJudgement = (tokens: readonly string[]) => /^(?:is|are)$/.test(tokens[0] ?? '') && tokens.some((t) => JUDGEMENT.test(t));

/**
 * The answer the best verses give, weighted by how well each answers the question: `yes` or `no`
 * when most agree, `both` when good verses say both.
 */
export function decide(
  evidence: readonly { id: number; text: string; score: number; coverage: number }[],
  stats: readonly TermStat[],
  asked = 0,
): { verdict: Verdict | 'both'; ids: number[] } | undefined {
  const votes = evidence
    .slice(0, VOTERS)
    .flatMap((e) => {
      const read = verdictOf(e.text, stats, asked);
      // A verse counts by how well it answers and how much of the question its sentence holds.
      return read ? [{ id: e.id, weight: e.score * read.coverage, verdict: read.verdict }] : [];
    })
    .filter((v) => v.weight > 0);
  if (votes.length === 0) return undefined;
  const total = votes.reduce((sum, v) => sum + v.weight, 0);
  const yes = votes.filter((v) => v.verdict === 'yes').reduce((sum, v) => sum + v.weight, 0);
  const verdict = yes / total >= MAJORITY ? 'yes' : (total - yes) / total >= MAJORITY ? 'no' : 'both';
  return { verdict, ids: votes.filter((v) => verdict === 'both' || v.verdict === verdict).map((v) => v.id) };
}
