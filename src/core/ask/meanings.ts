import type { Translation } from '#shared/contract/bible.ts';
import { escapeRegExp } from '#shared/regexp.ts';
import type { VerseStore } from '../bible/verse-store.ts';
import { stemTokens } from '../lexical/stem-tokens.ts';
import { askedFirst } from './verses-about.ts';
import { toldAnswers, type RankedAnswer } from './factoid.ts';
import { saidPhrase } from './candidates.ts';

// "What does Emmanuel mean?": the texts say what a name or a word means in so many words, right after
// it: `Emmanuel, which being interpreted is, God with us`, `Golgotha, that is to say, a place of a
// skull`, `Cephas, which is by interpretation, A stone`; or they give the reason for a name as it is
// given: `called his wife's name Eve; because she was the mother of all living`, `called the name of the
// place Peniel: for I have seen God face to face`.

/** What may stand between the word and the formula that interprets it (`Talitha cumi; which`, `Golgotha," that`). */
const GAP = 12;
/** `which being interpreted is,`, `which is, being interpreted,`, `which is by interpretation,`, `that is to say,`, `which when translated, means`, `which is,`. */
const INTERPRETED =
  /^(?:which|that)\s+(?:is,?\s+being\s+interpreted,?(?:\s+is)?|being\s+interpreted,?\s+is|means,?\s+being\s+interpreted|is\s+by\s+interpretation|by\s+interpretation\s+is\s+called|when\s+translated,?\s+means|is\s+to\s+say|is,|means)[,:]?\s*/i;
/** A name given (`called his name`, `named the child`, `call me`) shortly before the word. */
const NAMING = /\b(?:call|called|calleth|name|named|surnamed)\b(?:\s+[\p{L}'’]+){0,5}\s*$/iu;
/** …and the reason given right after it: `; because`, `: for`, `, saying,`, `: and she said, Because`. */
const REASON = /^["”’]?[;:,]?\s*(?:and\s+(?:she|he)\s+said,?\s*)?(?:for,?\s+(?:he\s+said,\s*)?|saying,?\s*)?["“]?(?=\p{L})/iu;
const REASON_WORD = /^(?:because|for)\b/i;
/** A meaning ends at the end of its clause or quotation. */
const MEANING_END = /[;:.?!)”"]|\s\(/;
/** The longest meaning said, in words: an interpretation is short, a reason a clause. */
const MEANING_WORDS = 16;
/** How strongly one verse stating the meaning answers (as surely as a saying's speaker, see sayings.ts). */
const STATED = 0.6;

/** What a verse says the word means, where it stands: the interpretation after it, or the reason it was given. */
export function meaningIn(text: string, words: readonly string[]): { text: string; start: number } | undefined {
  const pattern = new RegExp(`(?<![\\p{L}-])(?:${words.map(escapeRegExp).join('|')})(?![\\p{L}-])`, 'giu');
  const found = [...text.matchAll(pattern)];
  const last = found.at(-1);
  if (!last) return undefined;
  const end = last.index + last[0].length;
  const after = text.slice(end);
  const gap = /^[\s"“”'‘’?!,;:(]*/.exec(after)![0];
  let start: number | undefined;
  const interpreted = gap.length <= GAP ? INTERPRETED.exec(after.slice(gap.length)) : null;
  if (interpreted) start = end + gap.length + interpreted[0].length;
  else if (NAMING.test(text.slice(0, found[0]!.index))) {
    const reason = REASON.exec(after);
    if (reason && (REASON_WORD.test(after.slice(reason[0].length)) || /saying|said|for/i.test(reason[0]))) start = end + reason[0].length;
  }
  if (start === undefined) return undefined;
  const rest = text.slice(start).replace(/^["“‘']+/, '');
  const from = text.length - rest.length;
  const stop = MEANING_END.exec(rest);
  const said = (stop ? rest.slice(0, stop.index) : rest).replace(/[\s,"“”'‘’]+$/, '');
  if (!said || said.split(/\s+/).length > MEANING_WORDS) return undefined;
  return { text: said, start: from };
}

/**
 * What the verses holding the word say it means, the meaning most of them state first (the asked
 * translation's words first); empty when none says it.
 */
export function meaningsOf(asked: { words: readonly string[]; ids: ReadonlySet<number> }, translation: Translation, store: VerseStore): RankedAnswer[] {
  const answers = toldAnswers();
  const order = askedFirst(translation);
  for (const id of [...asked.ids].sort((a, b) => a - b)) {
    for (const t of order) {
      const text = store.getVerse(id, t)?.text;
      const meaning = text && meaningIn(text, asked.words);
      if (!meaning) continue;
      const key = stemTokens(meaning.text).join(' ');
      if (!key) continue;
      answers.add(key, {
        id,
        translation: t,
        candidate: saidPhrase(key, meaning.text, meaning.start, meaning.start + meaning.text.length),
        score: STATED,
        local: 1,
      });
    }
  }
  return answers.ranked();
}
