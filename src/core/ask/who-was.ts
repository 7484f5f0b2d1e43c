import type { Translation } from '#shared/contract/bible.ts';
import { escapeRegExp } from '#shared/regexp.ts';
import type { VerseStore } from '../bible/verse-store.ts';
import { stemTokens } from '../lexical/stem-tokens.ts';
import type { Knowledge } from '../verses-db/knowledge.ts';
import { isDivineName, saidPhrase } from './candidates.ts';
import { askedFirst } from './verses-about.ts';
import { toldAnswers, type RankedAnswer } from './factoid.ts';

// "Who was Barabbas?" asks what the texts call him, not another person's name: `Now Barabbas was a
// robber`, `a man of the Pharisees, named Nicodemus, a ruler of the Jews`, `Pontius Pilate the
// governor`, `Melchizedek king of Salem`. Each verse that names the person is read for such a
// description beside the name; the one most verses give answers (the earliest on a tie).

/** What a description may hold after its article: lower-case words, and names after `of` (`ruler of the Jews`, `priest of Midian`). */
const DESCRIPTION = String.raw`(?:(?!of\b)[a-z]+(?:'s)?\s+){0,6}(?!of\b)[a-z]+(?:'s)?(?:\s+of\s+(?:the\s+)?(?:[a-z]+\s+){0,3}(?:[A-Z][a-z]+|[a-z]+))?`;
/** Words a description ends before: what follows says something else of him (`a centurion … called`, `a mighty hunter before the LORD`). */
const ENDS = new Set('which who whose that named called and had was being before in out from with by unto to at for'.split(' '));
/** A description of these words alone says nothing (`a certain man named Demetrius`). */
const GENERIC = new Set('a an the certain man woman one young old men person people son daughter'.split(' '));
/** Offices told without an article: `Melchizedek king of Salem`, `Jethro priest of Midian`. */
const OFFICE = /^(?:king|queen|prince|priest|prophet|governor|judge|captain|chief)\s+of\s+(?:the\s+)?\p{Lu}\p{Ll}+/u;

/** Titles a name may be asked with (see shape.ts `whoWasAsked`). */
const TITLES = new Set(['king', 'queen', 'prophet', 'apostle']);
const MOST_WORDS = 8;
const SAID = 0.6;

/** A description as the verse says it, cut before the words that say something else. */
function cut(words: string): string | undefined {
  const kept: string[] = [];
  for (const word of words.split(/\s+/)) {
    if (kept.length > 0 && ENDS.has(word)) break;
    kept.push(word);
  }
  while (kept.length > 1 && /^(?:of|the)$/.test(kept.at(-1)!)) kept.pop();
  if (kept.length === 0 || kept.length > MOST_WORDS || kept.every((w) => GENERIC.has(w.toLowerCase()))) return undefined;
  return kept.join(' ');
}

/** The descriptions a verse gives the person beside his name, each with the article it is said with. */
export function descriptionsIn(text: string, names: readonly string[]): { said: string; start: number }[] {
  const name = `(?:${names.map(escapeRegExp).join('|')})`;
  const found: { said: string; start: number }[] = [];
  const take = (article: string, description: string, start: number) => {
    const kept = cut(description);
    if (kept) found.push({ said: `${article}${kept}`, start });
  };
  // `Pilate the governor`, `Nicodemus, a ruler of the Jews`, `Barabbas was a robber`, `Zacchaeus, which was the chief among the publicans`, `Caiaphas, being the high priest`.
  const after = new RegExp(String.raw`\b${name}(?:,?\s+(?:which|who)\s+(?:was|is)|\s+(?:was|is)|,?\s+being)?,?\s+(a|an|the)\s+(${DESCRIPTION})`, 'g');
  for (const m of text.matchAll(after)) take(`${m[1]} `, m[2]!, m.index + m[0].length - m[2]!.length - m[1]!.length - 1);
  // `Goliath the Philistine`, `Elijah the Tishbite`: the people he is of.
  for (const m of text.matchAll(new RegExp(String.raw`\b${name},?\s+the\s+(\p{Lu}\p{Ll}+)\b(?!['’])`, 'gu')))
    if (/(?:ite|ine|ian|ess)$/.test(m[1]!)) found.push({ said: `the ${m[1]}`, start: m.index + m[0].length - m[1]!.length - 'the '.length });
  // `a man of the Pharisees, named Nicodemus`, `a seller of purple` before `named Lydia`, `and his name was Boaz`.
  const before = new RegExp(String.raw`\b(a|an)\s+(${DESCRIPTION})(?:,?\s+(?:named|called)|[^.;:]{0,60}?\s+(?:his|her)\s+name\s+was)\s+${name}\b`, 'g');
  for (const m of text.matchAll(before)) take(`${m[1]} `, m[2]!, m.index + m[1]!.length + 1);
  // `Melchizedek king of Salem`.
  for (const m of text.matchAll(new RegExp(String.raw`\b${name},?\s+`, 'g'))) {
    const office = OFFICE.exec(text.slice(m.index + m[0].length));
    if (office) found.push({ said: office[0], start: m.index + m[0].length });
  }
  return found;
}

/**
 * What the verses naming the person call him, said as `Barabbas was a robber`, the description most
 * verses give first; empty when none gives one.
 */
export function whoWas(asked: string, knowledge: Knowledge, translation: Translation, store: VerseStore): RankedAnswer[] {
  const typed = asked.match(/\p{Lu}[\p{L}-]*/gu) ?? [];
  const named = typed.filter((w) => !TITLES.has(w.toLowerCase()));
  // Every word of the name is one the texts use (`Elon` is a Hittite, `Elon Musk` no one), and no name of God.
  if (named.length === 0 || named.some((w) => isDivineName(w) || knowledge.nameInfo(w) === undefined)) return [];
  const person = named.at(-1)!;
  const info = knowledge.nameInfo(person)!;
  const names = [...new Set([...typed, info.canonical])];
  // "Who was King David?" knows he was a king.
  const title = new Set(asked.toLowerCase().split(/\s+/));
  const answers = toldAnswers();
  const order = askedFirst(translation);
  for (const id of [...new Set([...info.verses.kjv, ...info.verses.web])].sort((a, b) => a - b)) {
    for (const t of order) {
      const text = store.getVerse(id, t)?.text;
      if (!text) continue;
      for (const d of descriptionsIn(text, names)) {
        const key = stemTokens(d.said).join(' ');
        if (!key || d.said.split(/\s+/).every((w) => title.has(w.toLowerCase()) || GENERIC.has(w.toLowerCase()))) continue;
        const said = `${typed.join(' ')} was ${d.said}`;
        answers.add(key, {
          id,
          translation: t,
          candidate: saidPhrase(key, said, d.start, d.start + d.said.length),
          score: SAID,
          local: 1,
        });
      }
    }
  }
  return answers.ranked();
}
