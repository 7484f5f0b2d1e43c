import { foldToken } from '../lexical/tokenizer.ts';
import { stem } from './lexicon.ts';
import type { TermStat } from './retrieve.ts';

/** A word of a verse with where it stands, for quoting exact spans and measuring distances. */
export interface Word {
  text: string;
  stem: string;
  start: number;
  end: number;
}

/** A part of a verse between `.;:?!`: the unit the answer quotes. */
export interface Clause {
  start: number;
  end: number;
  words: Word[];
  /** 0..1: the share of the question's words (weighted by rarity) the clause has. */
  coverage: number;
  /** Indexes into `words` of the words that matched the question. */
  hits: number[];
}

/** Words a clause may open with before its subject (`: and the dead in Christ`, `therefore love is`). */
export const CLAUSE_LEADS: ReadonlySet<string> = new Set('and but for then so now therefore wherefore'.split(' '));

const WORD = /[\p{L}\p{N}\p{M}]+/gu;

export function wordsOf(text: string): Word[] {
  return Array.from(text.matchAll(WORD), (m) => ({ text: m[0], stem: stem(foldToken(m[0])), start: m.index, end: m.index + m[0].length }));
}

/** The last word of a hyphenated name starting at `at` (`Beth-lehem`, `Abed-nego`: two words, one name). */
export function hyphenatedEnd(text: string, words: readonly Word[], at: number): number {
  let to = at;
  while (words[to + 1] && text.slice(words[to]!.end, words[to + 1]!.start) === '-') to++;
  return to;
}

/** Which words of `words` carry each question term (a phrase marks all its words). */
export function termHits(words: readonly Word[], stats: readonly TermStat[]): { hits: number[]; matched: Set<number> } {
  const hits: number[] = [];
  const matched = new Set<number>();
  stats.forEach((s, t) => {
    words.forEach((w, i) => {
      if (s.term.stems.has(w.stem)) {
        hits.push(i);
        matched.add(t);
      }
      for (const phrase of s.term.phrases) {
        if (phrase.every((p, k) => words[i + k]?.stem === p)) {
          for (let k = 0; k < phrase.length; k++) hits.push(i + k);
          matched.add(t);
        }
      }
    });
  });
  return { hits: [...new Set(hits)].sort((a, b) => a - b), matched };
}

/** Splits a verse into clauses and scores each against the question's words. */
export function clausesOf(text: string, stats: readonly TermStat[]): Clause[] {
  const total = stats.reduce((sum, s) => sum + s.idf * s.term.weight, 0) || 1;
  const clauses: Clause[] = [];
  let start = 0;
  for (const m of text.matchAll(/[.;:?!]+["'’)]*(?=\s|$)/g)) {
    const end = m.index + m[0].length;
    if (text.slice(start, end).trim()) clauses.push({ start, end, words: [], coverage: 0, hits: [] });
    start = end;
  }
  if (text.slice(start).trim()) clauses.push({ start, end: text.length, words: [], coverage: 0, hits: [] });
  for (const clause of clauses) {
    clause.words = wordsOf(text.slice(clause.start, clause.end)).map((w) => ({ ...w, start: w.start + clause.start, end: w.end + clause.start }));
    const { hits, matched } = termHits(clause.words, stats);
    clause.hits = hits;
    clause.coverage = [...matched].reduce((sum, t) => sum + stats[t]!.idf * stats[t]!.term.weight, 0) / total;
  }
  return clauses;
}

const LEADING_CONJUNCTION = /^\s*\(?\s*(?:And|But|For|Then|Now|So|Also|Yea|Howbeit)\b[,]?\s+/;
/** Quotes longer than this are cut at a comma; short sentences read better. */
const MAX_QUOTE_WORDS = 26;
const MIN_QUOTE_WORDS = 6;

/**
 * The exact stretch of verse text worth quoting: the best clause (plus its neighbour when it is very
 * short), trimmed of a leading `And`/`For` and trailing punctuation, and cut at a comma when long.
 * Always a verbatim substring of `text`.
 */
export function quoteSpan(text: string, clauses: readonly Clause[], best: number, focus?: { start: number; end: number }): { start: number; end: number } {
  let first = best;
  let last = best;
  const words = () => clauses.slice(first, last + 1).reduce((n, c) => n + c.words.length, 0);
  while (words() < MIN_QUOTE_WORDS && (last + 1 < clauses.length || first > 0)) {
    if (last + 1 < clauses.length) last++;
    else first--;
  }
  let start = clauses[first]!.start;
  let end = clauses[last]!.end;
  if (words() > MAX_QUOTE_WORDS) {
    // Keep the comma-separated stretch around the matched words (or the answer phrase).
    const inside = clauses.slice(first, last + 1);
    const anchorWords = focus ? [focus] : inside.flatMap((c) => c.hits.map((h) => c.words[h]!));
    const anchorStart = anchorWords.length ? Math.min(...anchorWords.map((w) => w.start)) : start;
    const anchorEnd = anchorWords.length ? Math.max(...anchorWords.map((w) => w.end)) : end;
    const commas = [...text.slice(start, end).matchAll(/,\s/g)].map((m) => start + m.index);
    const before = commas.filter((c) => c < anchorStart);
    const after = commas.filter((c) => c >= anchorEnd);
    const span = (s: number, e: number) => wordsOf(text.slice(s, e)).length;
    let cutStart = start;
    let cutEnd = end;
    for (const c of after) {
      if (span(cutStart, c) >= MIN_QUOTE_WORDS) {
        cutEnd = c;
        break;
      }
    }
    for (const c of [...before].reverse()) {
      if (span(cutStart, cutEnd) <= MAX_QUOTE_WORDS) break;
      cutStart = c + 2;
    }
    start = cutStart;
    end = cutEnd;
  }
  const slice = text.slice(start, end);
  const lead = LEADING_CONJUNCTION.exec(slice);
  if (lead && wordsOf(slice.slice(lead[0].length)).length >= 3) start += lead[0].length;
  while (start < end && /[\s(,;:]/.test(text[start]!)) start++;
  while (end > start && /[\s,;:.)'’]/.test(text[end - 1]!)) end--;
  // An unbalanced bracket inside would read as a citation; stop the quote before it.
  const inner = text.slice(start, end);
  const open = inner.indexOf('(');
  const close = inner.indexOf(')');
  if (open !== -1 && (close === -1 || close < open)) end = start + open;
  else if (close !== -1 && open === -1) end = start + close;
  while (end > start && /[\s,;:.]/.test(text[end - 1]!)) end--;
  return { start, end };
}
