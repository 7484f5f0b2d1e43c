import { TRANSLATIONS, type Translation } from '#shared/contract/bible.ts';
import type { VerseStore } from '../bible/verse-store.ts';
import { stemTokens } from '../lexical/stem-tokens.ts';
import type { RankedAnswer } from './factoid.ts';
import type { Completion } from './shape.ts';
import { saidPhrase } from './candidates.ts';

// "Fill in the blank: The Lord is my ____, I shall not want.", "Complete the verse: In the beginning
// was the ___": the verse that holds the words before the blank (their longest run ending at it, in
// either translation; the words after it, when given, choose among verses), and what it says there:
// up to the words after the blank, else to the end of the clause. A blank the question ends with a
// full stop ("Jesus ____.") ends the verse's sentence or clause too: `Jesus wept.`

/** A completion as surely stated as a fact the knowledge layer states. */
const COMPLETED_SCORE = 0.6;
/** How many of the words after the blank must follow it in the verse. */
const AFTER_WORDS = 3;
/** Words said in more verses than this (`And the`) say too little to tell which verse is meant. */
const TOO_COMMON = 2000;
/** A blank completed by a whole sentence's end is a word or a few, not a clause. */
const SENTENCE_END_WORDS = 3;

export interface CompletionDeps {
  store: VerseStore;
  /** The verses holding these stems in a row, in one translation. */
  phraseVerses: (translation: Translation, stems: readonly string[]) => ReadonlySet<number>;
}

/** Where the stems (in a row) end in `text`: their first run there, at a sentence's start when asked. */
function endOf(text: string, stems: readonly string[], atSentenceStart: boolean): number | undefined {
  const words = Array.from(text.matchAll(/[\p{L}\p{N}'’]+/gu));
  // Stemmed only when its first letter could match: a stem starts as its word does.
  const stemmed: (string | undefined)[] = [];
  const stemAt = (i: number) => (stemmed[i] ??= stemTokens(words[i]![0])[0] ?? '');
  const matches = (i: number, stem: string) => words[i]![0][0]?.toLowerCase() === stem[0] && stemAt(i) === stem;
  const opens = (i: number) => i === 0 || /(?:[.?!:;]["“‘']?|["“‘])$/u.test(text.slice(0, words[i]!.index).trimEnd());
  for (let i = 0; i + stems.length <= words.length; i++) {
    if (!stems.every((s, j) => matches(i + j, s))) continue;
    if (atSentenceStart && !opens(i)) continue;
    const last = words[i + stems.length - 1]!;
    return last.index + last[0].length;
  }
  return undefined;
}

/** What fills the blank in the verses that hold the words before it. */
export function completeVerse(asked: Completion, deps: CompletionDeps, shortestRun = 2): RankedAnswer[] {
  const before = stemTokens(asked.before);
  const after = stemTokens(asked.after);
  const endsSentence = after.length === 0 && /^\s*[.!?]/.test(asked.after);
  // "Jesus ____.": a capital the words start with starts a sentence in the verse too (not `… the Lord Jesus.`).
  const startsSentence = /^\s*\p{Lu}/u.test(asked.before);
  for (let length = before.length; length >= Math.min(shortestRun, before.length); length--) {
    const run = before.slice(-length);
    const whole = length === before.length;
    const found: { id: number; translation: Translation; from: number; to: number; text: string }[] = [];
    for (const translation of TRANSLATIONS) {
      const holding = deps.phraseVerses(translation, run);
      if (holding.size > TOO_COMMON) continue;
      for (const id of holding) {
        const text = deps.store.getVerse(id, translation)?.text ?? '';
        const from = endOf(text, run, whole && startsSentence);
        if (from === undefined) continue;
        const rest = text.slice(from);
        const start = from + (/^[\s,;:]*/.exec(rest)?.[0].length ?? 0);
        let to: number | undefined;
        if (after.length > 0) {
          // Up to the words after the blank, as many of them in a row as the question gives (three at most).
          const next = endOf(text.slice(start), after.slice(0, AFTER_WORDS), false);
          const first = /[\p{L}\p{N}'’]+/u.exec(asked.after)?.[0] ?? '';
          const at = next === undefined ? -1 : text.slice(start).search(new RegExp(`\\b${first}\\b`, 'iu'));
          if (at > 0 && at < next!) to = start + at;
        } else {
          const end = /[,;:.?!]/.exec(text.slice(start));
          to = start + (end ? end.index : text.length - start);
          if (endsSentence && (!end || !/[.?!;:]/.test(end[0]) || text.slice(start, to).split(/\s+/).length > SENTENCE_END_WORDS)) to = undefined;
        }
        if (to === undefined) continue;
        const filled = text.slice(start, to).replace(/[\s,;:]+$/, '');
        if (filled.length > 0) found.push({ id, translation, from: start, to: start + filled.length, text: filled });
      }
    }
    if (found.length === 0) continue;
    // The filling most verses agree on, the shortest first.
    const byKey = new Map<string, RankedAnswer>();
    for (const f of found.sort((a, b) => a.text.length - b.text.length || a.id - b.id)) {
      const key = stemTokens(f.text).join(' ');
      const entry = byKey.get(key) ?? { key, score: 0, support: [] };
      byKey.set(key, entry);
      // A blank is a word more often than a phrase: each verse counts for less the more words fill it.
      entry.score += COMPLETED_SCORE / f.text.split(/\s+/).length;
      entry.support.push({
        id: f.id,
        translation: f.translation,
        candidate: saidPhrase(key, f.text, f.from, f.to),
        score: COMPLETED_SCORE,
        local: 1,
      });
    }
    return [...byKey.values()].sort((a, b) => b.score - a.score || a.key.length - b.key.length);
  }
  return [];
}
