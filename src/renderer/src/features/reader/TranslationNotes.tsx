import type { ReadingTranslation, TranslationInfo } from '#shared/contract/bible.ts';
import { licenceLine, missingVerses, translationName, verseList } from './layout.ts';
import type { ReaderPassage } from './state.ts';

/**
 * The Douay-Rheims' books outside the 66, which its source file has and the app leaves out (only the
 * 66 are read from it, src/core/bible/sources.ts); Daniel 13-14 are in its Daniel.
 */
const RHE_LEFT_OUT = 'Tobit, Judith, Wisdom, Baruch, 2 Maccabees and others, and Daniel 13–14';

/** What the Douay-Rheims lacks in the whole Bible: its other books, and the verses its map leaves out (core counts them). */
function douayRheimsNote(info: TranslationInfo | undefined): string {
  const missing = info
    ? ` ${info.missingVerses.toLocaleString('en')} verses it could not place with certainty, or that its source file lacks, are left out.`
    : '';
  return `The Douay-Rheims has only the 66 books here: its others (${RHE_LEFT_OUT}) are not included. Its verses, numbered as in the Vulgate, are set on the KJV’s numbering.${missing}`;
}

interface TranslationNotesProps {
  translations: readonly ReadingTranslation[];
  info: readonly TranslationInfo[] | null;
}

/**
 * The verses of this chapter a translation shown lacks, under the heading: they are simply absent from
 * its text (an empty cell side by side), so the page says so before the text starts.
 */
export function ChapterGaps({ passage, translations, info }: TranslationNotesProps & { passage: ReaderPassage }) {
  const gaps = translations.flatMap((t) => {
    const missing = t === 'kjv' ? [] : missingVerses(passage.texts.kjv, passage.texts[t]);
    return missing.length > 0 ? [`Not in the ${translationName(t, info)} here: ${verseList(missing)}.`] : [];
  });
  if (gaps.length === 0) return null;
  return (
    <ul className="reader-gaps" aria-label="Verses missing from this chapter">
      {gaps.map((gap) => (
        <li key={gap}>{gap}</li>
      ))}
    </ul>
  );
}

/** Under the text: what the Douay-Rheims leaves out, when it is shown, and each translation's rights notice. */
export function TranslationNotes({ translations, info }: TranslationNotesProps) {
  const licences = translations.flatMap((t) => info?.find((i) => i.id === t) ?? []);
  return (
    <>
      {translations.includes('rhe') && (
        <p className="reader-translation-note" data-translation="rhe">
          {douayRheimsNote(info?.find((i) => i.id === 'rhe'))}
        </p>
      )}
      {licences.length > 0 && (
        <ul className="reader-licences" aria-label="About these translations">
          {licences.map((t) => (
            <li key={t.id} title={`Source: ${t.source}`}>
              {licenceLine(t)}
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
