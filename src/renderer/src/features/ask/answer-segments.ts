import { parseReference } from '#shared/bible/reference.ts';
import type { Citation } from '#shared/contract/ask.ts';

/**
 * A run of an answer's text: plain words, verbatim verse words (“…”), or a parenthesised citation
 * that opens its passage (`text` is the reference without its parentheses; `citation` its index).
 */
export type AnswerSegment = { kind: 'text'; text: string } | { kind: 'quote'; text: string } | { kind: 'cite'; text: string; citation: number };

/** Book, chapters and verses of a reference, so `Rom 8:38-39` and `Romans 8:38-39` are the same passage. */
function passageKey(reference: string): string {
  try {
    const { book, start, end } = parseReference(reference);
    return `${book.name} ${start.chapter}:${start.verse ?? ''}-${end.chapter}:${end.verse ?? ''}`;
  } catch {
    return reference.trim().toLowerCase();
  }
}

// A quotation (still open while the answer streams), or a parenthesised reference such as `(John 3:16)`.
const PIECE = /“[^”]*(?:”|$)|\(([^()]{1,60})\)/g;

/**
 * Splits an answer into what to draw: its quotations, and its citations as links once the citations
 * have arrived. A parenthesis that names no cited passage stays text, so nothing links to what the
 * answer does not cite.
 */
export function answerSegments(answer: string, citations: readonly Citation[] | null): AnswerSegment[] {
  const cited = new Map(citations?.map((c, i) => [passageKey(c.reference), i]));
  const segments: AnswerSegment[] = [];
  const push = (segment: AnswerSegment) => {
    const last = segments.at(-1);
    if (segment.text === '') return;
    if (segment.kind === 'text' && last?.kind === 'text') last.text += segment.text;
    else segments.push(segment);
  };
  let at = 0;
  for (const match of answer.matchAll(PIECE)) {
    push({ kind: 'text', text: answer.slice(at, match.index) });
    at = match.index + match[0].length;
    const reference = match[1];
    const citation = reference === undefined ? undefined : cited.get(passageKey(reference));
    if (reference === undefined) push({ kind: 'quote', text: match[0] });
    else if (citation === undefined) push({ kind: 'text', text: match[0] });
    else push({ kind: 'cite', text: reference, citation });
  }
  push({ kind: 'text', text: answer.slice(at) });
  return segments;
}

const nonEmpty = (s: AnswerSegment) => s.text !== '';

/**
 * The answer first, then its evidence: what the answer says before its first quotation (`Noah
 * (Genesis 6:22).`, `Yes.`, `The Bible never mentions France.`), split at a sentence's end, and the
 * quoted verses after it. An answer that opens with a quotation has no lead; one without any is all lead.
 */
export function splitLead(segments: readonly AnswerSegment[]): { lead: AnswerSegment[]; evidence: AnswerSegment[] } {
  const firstQuote = segments.findIndex((s) => s.kind === 'quote');
  if (firstQuote === -1) return { lead: [...segments], evidence: [] };
  for (let i = firstQuote - 1; i >= 0; i--) {
    const segment = segments[i]!;
    if (segment.kind !== 'text') continue;
    const end = /[.:!?]\s+(?=[^.:!?]*$)/.exec(segment.text);
    if (!end) continue;
    const cut = end.index + end[0].length;
    return {
      lead: [...segments.slice(0, i), { kind: 'text' as const, text: segment.text.slice(0, cut).trimEnd() }].filter(nonEmpty),
      evidence: [{ kind: 'text' as const, text: segment.text.slice(cut) }, ...segments.slice(i + 1)].filter(nonEmpty),
    };
  }
  return { lead: [], evidence: [...segments] };
}
