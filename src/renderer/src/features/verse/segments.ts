import type { Span } from '#shared/contract/bible.ts';

export interface Segment {
  text: string;
  /** Inside a span of words the translators supplied (printed in italics in the KJV). */
  italic: boolean;
  /** Inside a span that matched the search. */
  mark: boolean;
}

const inside = (spans: readonly Span[], at: number) => spans.some(([start, end]) => at >= start && at < end);

/**
 * Cuts verse text at every span boundary so italics and search hits can overlap freely; adjacent
 * pieces with the same styling are joined. Spans outside the text are clipped.
 */
export function segmentVerse(text: string, italics: readonly Span[] = [], highlights: readonly Span[] = []): Segment[] {
  const cuts = new Set([0, text.length]);
  for (const [start, end] of [...italics, ...highlights]) {
    cuts.add(Math.min(Math.max(start, 0), text.length));
    cuts.add(Math.min(Math.max(end, 0), text.length));
  }
  const points = [...cuts].sort((a, b) => a - b);
  const segments: Segment[] = [];
  for (let i = 0; i + 1 < points.length; i++) {
    const [start, end] = [points[i]!, points[i + 1]!];
    if (start === end) continue;
    const piece = { text: text.slice(start, end), italic: inside(italics, start), mark: inside(highlights, start) };
    const last = segments.at(-1);
    if (last && last.italic === piece.italic && last.mark === piece.mark) last.text += piece.text;
    else segments.push(piece);
  }
  return segments;
}
