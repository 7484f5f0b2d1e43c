import { TRANSLATIONS, type Translation } from '#shared/contract/bible.ts';
import { escapeRegExp } from '#shared/regexp.ts';
import type { VerseStore } from '../bible/verse-store.ts';
import { splitVerseId } from '../bible/verse-id.ts';
import { stemTokens } from '../lexical/stem-tokens.ts';
import { isDivineName, saidPhrase } from './candidates.ts';
import type { RankedAnswer } from './factoid.ts';
import type { NameFacts, NameTest } from './names.ts';
import type { NarratorOf } from './narrator.ts';
import { GREETED_SCORE } from './recipients.ts';

// "Who does Peter call his son?", "Who does Paul call his fellow soldier in the letter to Philemon?":
// a book's teller calls someone by the noun with `my` or `our` (`Marcus my son`, 1 Peter 5:13;
// `Archippus our fellowsoldier`, Philemon 1:2; `my son Onesimus`, Philemon 1:10). The verses that
// say so seldom name the teller, so retrieval by his name misses them; his books' verses with the
// noun are read instead.

/** "Who does Peter call his son?": the teller and the noun (what follows `in`/`according to` is where to look). */
const ASKED =
  /^\s*[Ww]hom?\s+(?:does|did)\s+(\p{Lu}\p{L}+)\s+call\s+(?:his|her)\s+(\p{L}+(?:[\s-]+\p{L}+){0,3}?)(?:\s+(?:in|according\s+to)\s+.+?)?\s*\??\s*$/u;

export interface CalledAsked {
  teller: string;
  noun: string;
}

export function calledAsked(question: string): CalledAsked | undefined {
  const m = ASKED.exec(question);
  return m ? { teller: m[1]!, noun: m[2]! } : undefined;
}

/** Words that may stand between `my` and the noun: `my own son`, `my dearly beloved son`, `mine own son`. */
const BETWEEN = String.raw`(?:\s+(?:own|dearly|beloved|true|dear))*`;

export interface CalledDeps {
  store: VerseStore;
  isName: NameTest;
  names: NameFacts;
  narratorOf: NarratorOf;
  phraseVerses: (translation: Translation, stems: readonly string[]) => ReadonlySet<number>;
}

/** Whom the teller calls by the noun in the verses he tells (in `book`, when the question names one), the most said first. */
export function calledBy({ teller, noun }: CalledAsked, book: number | undefined, deps: CalledDeps): RankedAnswer[] {
  const key = deps.names.canonical(teller).toLowerCase();
  // `fellow soldier` is the KJV's `fellowsoldier`: the noun's words may be written as one.
  const said = noun
    .split(/[\s-]+/)
    .map((w) => escapeRegExp(w))
    .join(String.raw`[\s-]*`);
  const owner = String.raw`\b(?:my|our|mine)${BETWEEN}\s+${said}\b`;
  const before = new RegExp(String.raw`\b(\p{Lu}\p{Ll}+),?\s+${owner}`, 'gu');
  const after = new RegExp(String.raw`${owner},?\s+(\p{Lu}\p{Ll}+)`, 'gu');
  const head = noun.split(/[\s-]+/).at(-1)!;
  const found = new Map<string, RankedAnswer>();
  const add = (id: number, translation: Translation, name: string, start: number) => {
    if (!deps.isName(name) || isDivineName(name) || deps.names.canonical(name).toLowerCase() === key) return;
    const answerKey = stemTokens(name).join(' ');
    // As surely stated as a greeting's recipient: the teller's own words say it.
    const support = { id, translation, candidate: saidPhrase(answerKey, name, start, start + name.length), score: GREETED_SCORE, local: 1 };
    const entry = found.get(answerKey);
    if (!entry) found.set(answerKey, { key: answerKey, score: GREETED_SCORE, support: [support] });
    else if (!entry.support.some((s) => s.id === id)) entry.support.push(support);
  };
  for (const translation of TRANSLATIONS)
    for (const id of deps.phraseVerses(translation, stemTokens(head))) {
      if (book !== undefined && splitVerseId(id).book !== book) continue;
      const text = deps.store.getVerse(id, translation)?.text ?? '';
      const named = [...text.matchAll(before)].map((m) => ({ name: m[1]!, start: m.index }));
      for (const m of text.matchAll(after)) named.push({ name: m[1]!, start: m.index + m[0].length - m[1]!.length });
      // Who tells the verse is asked last: finding him reads the verse's chapter.
      if (named.length > 0 && deps.narratorOf(id)?.key === key) for (const { name, start } of named) add(id, translation, name, start);
    }
  return [...found.values()].sort((a, b) => b.support.length - a.support.length || a.support[0]!.id - b.support[0]!.id);
}
