import { memo } from 'react';
import type { Translation, Verse } from '#shared/contract/bible.ts';
import { VerseText } from '../verse/VerseText.tsx';
import { TRANSLATION_NAMES } from '../verse/translations.ts';
import type { ReaderPassage, VerseRange } from './state.ts';

const inRange = (range: VerseRange | null, verse: number) => range !== null && verse >= range.from && verse <= range.to;

/**
 * Verse numbers where a paragraph starts. Only the KJV source marks paragraphs; verse divisions are
 * the same in both translations, so its marks serve the WEB text too.
 */
function paragraphStarts(passage: ReaderPassage): Set<number> {
  const starts = new Set<number>([passage.texts.kjv[0]?.verse ?? 1]);
  for (const v of passage.texts.kjv) if (v.paragraph) starts.add(v.verse);
  return starts;
}

function groupParagraphs(verses: readonly Verse[], starts: Set<number>): Verse[][] {
  const paragraphs: Verse[][] = [];
  for (const verse of verses) {
    if (starts.has(verse.verse) || paragraphs.length === 0) paragraphs.push([]);
    paragraphs.at(-1)!.push(verse);
  }
  return paragraphs;
}

interface SingleProps {
  passage: ReaderPassage;
  translation: Translation;
  focus: VerseRange | null;
}

/** One translation as flowing paragraphs with verse numbers. */
export const SingleText = memo(function SingleText({ passage, translation, focus }: SingleProps) {
  const paragraphs = groupParagraphs(passage.texts[translation], paragraphStarts(passage));
  return (
    <div className="chapter-text verse-text" lang="en" data-translation={translation}>
      {paragraphs.map((verses) => (
        <p key={verses[0]!.verse} className="chapter-paragraph">
          {verses.map((v) => (
            <span key={v.verse} className={`verse${inRange(focus, v.verse) ? ' is-focus' : ''}`} data-verse={v.verse}>
              <sup className="verse-number">{v.verse}</sup>
              <VerseText text={v.text} italics={v.italics} />{' '}
            </span>
          ))}
        </p>
      ))}
    </div>
  );
});

/** Both translations verse by verse, as a table so each row reads across. */
export const ParallelText = memo(function ParallelText({ passage, focus }: Omit<SingleProps, 'translation'>) {
  const starts = paragraphStarts(passage);
  const web = new Map(passage.texts.web.map((v) => [v.verse, v]));
  return (
    <table className="parallel-text verse-text">
      <caption className="visually-hidden">{passage.reference} in the King James Version and the World English Bible, verse by verse</caption>
      <thead>
        <tr>
          <th scope="col" className="parallel-number">
            <span className="visually-hidden">Verse</span>
          </th>
          <th scope="col">KJV · {TRANSLATION_NAMES.kjv}</th>
          <th scope="col">WEB · {TRANSLATION_NAMES.web}</th>
        </tr>
      </thead>
      <tbody>
        {passage.texts.kjv.map((v) => {
          const other = web.get(v.verse);
          const classes = ['verse', inRange(focus, v.verse) && 'is-focus', starts.has(v.verse) && v.verse !== 1 && 'is-paragraph'];
          return (
            <tr key={v.verse} className={classes.filter(Boolean).join(' ')} data-verse={v.verse}>
              <th scope="row" className="parallel-number">
                {starts.has(v.verse) && v.verse !== 1 && (
                  <span className="pilcrow" title="A new paragraph starts here">
                    ¶
                  </span>
                )}
                {v.verse}
              </th>
              <td>
                <VerseText text={v.text} italics={v.italics} />
              </td>
              <td>{other && <VerseText text={other.text} italics={other.italics} />}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
});
