import { formatRange, parseReference } from '#shared/bible/reference.ts';
import { verseId } from '../bible/verse-id.ts';

/** A verse the answer may cite: one the retrieval found, with its text in the answer's translation. */
export interface Citable {
  id: number;
  text: string;
  score: number;
}

/** A checked sentence: the text to show (citations in canonical form) and the passages it cites. */
export interface CheckedSentence {
  text: string;
  cited: { reference: string; ids: number[] }[];
}

const PARENTHESES = /\(([^()]*)\)/g;
// Straight or curly double quotes; a straight quote inside WEB text cannot be told from a closing one, so such a sentence is dropped.
const QUOTED = /“([^”]*)”|"([^"]*)"/g;

const normalize = (text: string) => text.toLowerCase().replace(/[‘’]/g, "'").replace(/\s+/g, ' ').trim();

/** The verse ids a parenthesised citation names (`John 3:16`, `Romans 8:38-39; 1 John 4:8`), or undefined if it is not one. */
function parseCitation(inner: string): { reference: string; ids: number[] }[] | undefined {
  const parts = inner.split(/\s*;\s*/).filter(Boolean);
  if (parts.length === 0) return undefined;
  const out: { reference: string; ids: number[] }[] = [];
  for (const part of parts) {
    let parsed;
    try {
      parsed = parseReference(part);
    } catch {
      return undefined;
    }
    const { book, start, end } = parsed;
    if (start.verse === undefined || end.verse === undefined || start.chapter !== end.chapter || end.verse - start.verse > 20) return undefined;
    const ids = Array.from({ length: end.verse - start.verse + 1 }, (_, i) => verseId(book.index, start.chapter, start.verse! + i));
    out.push({ reference: formatRange(book.name, { chapter: start.chapter, verse: start.verse }, { chapter: end.chapter, verse: end.verse }, false), ids });
  }
  return out;
}

/**
 * Checks one sentence of a generated answer against the retrieved verses. It is kept only if it cites
 * at least one passage, every passage it cites was retrieved, and every quotation in it is verbatim
 * text of the verses it cites. Citations are rewritten in canonical form (`Jn 3:16` → `John 3:16`).
 */
export function checkSentence(sentence: string, citable: ReadonlyMap<number, Citable>): CheckedSentence | undefined {
  const cited: CheckedSentence['cited'] = [];
  let invalid = false;
  const text = sentence.replace(PARENTHESES, (whole, inner: string) => {
    const refs = parseCitation(inner);
    if (!refs) return whole;
    if (refs.some((r) => r.ids.some((id) => !citable.has(id)))) invalid = true;
    cited.push(...refs);
    return `(${refs.map((r) => r.reference).join('; ')})`;
  });
  if (invalid || cited.length === 0) return undefined;
  const sources = cited.map((r) => normalize(r.ids.map((id) => citable.get(id)!.text).join(' ')));
  for (const m of text.matchAll(QUOTED)) {
    const quote = normalize(m[1] ?? m[2] ?? '').replace(/^[.,;:!?\s]+|[.,;:!?\s]+$/g, '');
    if (quote && !sources.some((s) => s.includes(quote))) return undefined;
  }
  return { text: text.trim(), cited };
}

/**
 * Splits streamed text into sentences as they complete. A sentence ends at `.`, `!` or `?` (after any
 * closing quote or bracket) followed by a space, outside quotation marks and not just before a
 * citation, so `“… Son of God?” (1 John 5:5).` stays whole.
 */
export function createSentenceSplitter() {
  let buffer = '';
  function take(final: boolean): string[] {
    const out: string[] = [];
    let start = 0;
    let inQuote = false;
    for (let i = 0; i < buffer.length; i++) {
      const ch = buffer[i]!;
      if (ch === '“') inQuote = true;
      else if (ch === '”') inQuote = false;
      else if (ch === '"') inQuote = !inQuote;
      if (inQuote || !/[.!?]/.test(ch)) continue;
      let end = i + 1;
      while (end < buffer.length && /["”’')\]]/.test(buffer[end]!)) end++;
      if (end >= buffer.length) break;
      if (!/\s/.test(buffer[end]!)) continue;
      const next = buffer.slice(end).trimStart();
      if (next.startsWith('(') || (!final && next === '')) continue;
      out.push(buffer.slice(start, end));
      start = end;
      i = end - 1;
    }
    buffer = buffer.slice(start);
    if (final && buffer.trim()) {
      out.push(buffer);
      buffer = '';
    }
    return out.map((s) => s.trim()).filter(Boolean);
  }
  return {
    push(chunk: string): string[] {
      buffer += chunk;
      return take(false);
    },
    end(): string[] {
      return take(true);
    },
  };
}
