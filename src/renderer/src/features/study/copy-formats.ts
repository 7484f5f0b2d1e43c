// The selected verses as text to paste elsewhere: pure, so each format is tested without a page.

export const COPY_FORMATS = ['plain', 'numbered', 'markdown'] as const;
export type CopyFormat = (typeof COPY_FORMATS)[number];

export const COPY_FORMAT_NAMES: Record<CopyFormat, string> = {
  plain: 'Text with reference',
  numbered: 'With verse numbers',
  markdown: 'Markdown quote',
};

/** What a copied passage is made of: its verses in order, its reference and the translation's short name. */
export interface CopySource {
  verses: readonly { verse: number; text: string }[];
  /** `John 3:16-17`. */
  reference: string;
  /** `KJV`. */
  translation: string;
}

/** Verse text on one line: a verse's own line breaks (poetry, none today) would break a Markdown quote. */
const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

/**
 * - plain: `For God so loved … (John 3:16 KJV)`
 * - numbered: `16 For God … 17 For God sent …`, then `John 3:16-17 (KJV)` on its own line
 * - markdown: a `> ` line per verse, an empty quote line, then `> — John 3:16-17 (KJV)`; the empty
 *   line keeps the attribution a paragraph of its own when the quote is rendered.
 */
export function formatCopy(format: CopyFormat, { verses, reference, translation }: CopySource): string {
  const texts = verses.map((v) => oneLine(v.text));
  switch (format) {
    case 'plain':
      return `${texts.join(' ')} (${reference} ${translation})`;
    case 'numbered':
      return `${verses.map((v, i) => `${v.verse} ${texts[i]}`).join(' ')}\n${reference} (${translation})`;
    case 'markdown':
      return [...texts.map((t) => `> ${t}`), '>', `> — ${reference} (${translation})`].join('\n');
  }
}
