import { Fragment, memo } from 'react';
import type { Span } from '#shared/contract/bible.ts';
import { segmentVerse } from './segments.ts';

interface VerseTextProps {
  text: string;
  italics?: readonly Span[];
  highlights?: readonly Span[];
}

/** Verse text with the translators' supplied words in italics and search hits marked. */
export const VerseText = memo(function VerseText({ text, italics, highlights }: VerseTextProps) {
  return (
    <>
      {segmentVerse(text, italics, highlights).map((segment, i) => {
        const content = segment.italic ? <i className="supplied">{segment.text}</i> : segment.text;
        return segment.mark ? <mark key={i}>{content}</mark> : <Fragment key={i}>{content}</Fragment>;
      })}
    </>
  );
});
