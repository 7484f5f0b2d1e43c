import { findBook } from '#shared/bible/books.ts';
import { TRANSLATIONS, type Translation } from '#shared/contract/bible.ts';
import type { VerseStore } from '../bible/verse-store.ts';
import { verseId } from '../bible/verse-id.ts';
import { STOPWORDS } from '../lexical/stopwords.ts';
import { stem } from './lexicon.ts';
import type { RankedAnswer } from './factoid.ts';
import { saidPhrase } from './candidates.ts';

// "What did God create on the fourth day?", "On which day did God create man?": Genesis 1 counts its
// days itself (`And the evening and the morning were the fourth day`), and says what each brings
// forth in its own words (`Let there be light`, `let the dry land appear`, `Let the earth bring forth
// grass`, `God made two great lights`, `So God created man`); the seventh is the day God `rested`.

const ORDINALS = ['first', 'second', 'third', 'fourth', 'fifth', 'sixth', 'seventh'] as const;
const ORDINAL = ORDINALS.join('|');

/** "What did God create on the fourth day?" → 4; "On which day did God create man?" → `man`. */
const WHAT_ON_DAY = new RegExp(String.raw`^\s*what\s+(?:did\s+god\s+(?:create|make|do)|was\s+(?:created|made))\s+on\s+the\s+(${ORDINAL})\s+day\b`, 'i');
const WHICH_DAY =
  /^\s*on\s+(?:which|what)\s+day(?:\s+of\s+(?:the\s+)?creation)?\s+(?:did\s+god\s+(?:create|make)|was|were|did\s+god)\s+(.+?)\s*(?:made|created)?\s*[?.!]*\s*$/i;

export function creationAsked(question: string): { day: number } | { thing: string } | undefined {
  const on = WHAT_ON_DAY.exec(question);
  if (on) return { day: ORDINALS.indexOf(on[1]!.toLowerCase() as (typeof ORDINALS)[number]) + 1 };
  const which = WHICH_DAY.exec(question);
  return which ? { thing: which[1]! } : undefined;
}

/** The verse that ends each day: `the evening and the morning were the first day` (the KJV's count). */
const DAY_ENDS = new RegExp(String.raw`\bthe\s+evening\s+and\s+the\s+morning\s+were\s+the\s+(${ORDINAL})\s+day\b`, 'i');
/** What a day brings forth, as the verse says it. */
const MADE = [
  /\blet\s+there\s+be\s+(?:a\s+|an\s+)?([a-z]+)/gi,
  /\blet\s+the\s+(dry\s+land)\s+appear/gi,
  /\blet\s+the\s+(?:earth|waters)\s+(?:bring|put)\s+forth\s+(?:abundantly\s+)?([^.;:]+)/gi,
  /\b(?:god|he)\s+(?:also\s+)?(?:created|made)\s+(?:the\s+)?((?:two\s+)?(?:great\s+|large\s+)?[a-z]+(?:\s+(?:creatures|lights|whales))?(?:\s+of\s+the\s+[a-z]+)?)/gi,
  /\blet\s+us\s+make\s+([a-z]+)/gi,
  /\blet\s+([a-z]+)\s+fly\b/gi,
  /\b(rested)\b/gi,
];
/** A thing is said up to the words that describe it (`the herb yielding seed`, `fowl that may fly`). */
const THING_ENDS = /(?:^|\s+)(?:yielding|after|that|which|whose|with|in|to|upon|above|and\s+divided|and\s+let|from)\b.*$/i;
const MOST_THINGS = 5;
const SAID = 0.6;

interface Day {
  day: number;
  /** The verses of the day, from the one after the day before ended to the one that ends it. */
  verses: number[];
  /** What it brought forth, in each translation's words, in the order told. */
  things: Record<Translation, { text: string; id: number }[]>;
}

/** Genesis 1:1 to 2:3, day by day, in the KJV's count. */
function creationDays(store: VerseStore): Day[] {
  const genesis = findBook('Genesis')!.index;
  const ids = [...Array.from({ length: 31 }, (_, i) => verseId(genesis, 1, i + 1)), verseId(genesis, 2, 1), verseId(genesis, 2, 2), verseId(genesis, 2, 3)];
  const days: Day[] = [];
  let current: number[] = [];
  for (const id of ids) {
    current.push(id);
    if (DAY_ENDS.test(store.getVerse(id, 'kjv')?.text ?? '')) {
      days.push({ day: days.length + 1, verses: current, things: { kjv: [], web: [] } });
      current = [];
    }
  }
  days.push({ day: 7, verses: current.filter((id) => id >= verseId(genesis, 2, 1)), things: { kjv: [], web: [] } });
  for (const d of days)
    for (const t of TRANSLATIONS) {
      const seen = new Set<string>();
      for (const id of d.verses) {
        const text = store.getVerse(id, t)?.text ?? '';
        const found = MADE.flatMap((pattern) => [...text.matchAll(pattern)]).sort((a, b) => a.index - b.index);
        for (const part of found.flatMap((m) => m[1]!.split(/,\s*(?:and\s+)?|\s+and\s+/))) {
          const thing = part
            .replace(THING_ENDS, '')
            .replace(/^(?:the|every|a|an)\s+/i, '')
            .trim();
          if (!thing || STOPWORDS.has(thing.toLowerCase())) continue;
          const key = stem(thing.split(/\s+/).at(-1)!.toLowerCase());
          if (seen.has(key)) continue;
          seen.add(key);
          d.things[t].push({ text: thing, id });
        }
      }
    }
  return days;
}

/**
 * What the asked day brought forth (`lights and stars`), or the day that brought forth the asked
 * thing (`the sixth day`), with the verses that say it; empty when Genesis 1 does not say.
 */
export function creationAnswer(
  asked: { day: number } | { thing: string },
  stems: ReadonlySet<string>,
  store: VerseStore,
  translation: Translation,
): RankedAnswer[] {
  const days = creationDays(store);
  if ('day' in asked) {
    const things = days[asked.day - 1]?.things[translation].slice(0, MOST_THINGS) ?? [];
    if (things.length === 0) return [];
    const names = things.map((t) => t.text);
    const text = names.length === 1 ? names[0]! : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
    return [answer(text, [...new Set(things.map((t) => t.id))], translation)];
  }
  // In either translation's words: the KJV's `fowl` are the WEB's `birds`.
  for (const day of days) {
    const made = TRANSLATIONS.flatMap((t) => day.things[t]).find((t) => t.text.split(/\s+/).some((w) => stems.has(stem(w.toLowerCase()))));
    if (made) return [answer(`the ${ORDINALS[day.day - 1]} day`, [made.id, day.verses.at(-1)!], translation)];
  }
  return [];
}

function answer(text: string, ids: readonly number[], translation: Translation): RankedAnswer {
  const key = text.toLowerCase();
  return {
    key,
    score: SAID,
    support: [...new Set(ids)].map((id) => ({
      id,
      translation,
      candidate: saidPhrase(key, text, 0, 0),
      score: SAID,
      local: 1,
    })),
  };
}
