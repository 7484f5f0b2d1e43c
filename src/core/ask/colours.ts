import type { Translation } from '#shared/contract/bible.ts';
import type { VerseStore } from '../bible/verse-store.ts';
import { clausesOf } from './clauses.ts';
import { toldAnswers, type RankedAnswer } from './factoid.ts';
import type { Retrieved, TermStat } from './retrieve.ts';
import { askedFirst, versesAbout } from './verses-about.ts';
import { saidPhrase } from './candidates.ts';

// "What color was the robe they put on Jesus?" asks for a colour word the verses say of the asked
// thing (`a scarlet robe`, `a pale horse`, `this line of scarlet thread`), which no candidate answer
// (a name, a noun) is. A verse that says no colour of it (Jesus' eyes) leaves the question unanswered.

/** The colour words of the KJV and the WEB. */
const COLOURS = new Set(
  'white black red green blue purple scarlet crimson pale yellow grey gray brown sorrel speckled spotted ringstraked grisled bay vermilion'.split(' '),
);
const ASKED = /^\s*(?:what|which) colou?r (?:was|were|is|are)\s+\S|^\s*what was the colou?r of\s+\S/i;

/** "What color was the horse ridden by Death?" (not "What color is used for …?"). */
export const colourAsked = (question: string) => ASKED.test(question);

/** A colour stands this many words or fewer from the asked thing's word (`scarlet robe`: 0; `line of scarlet thread`: 0). */
const REACH = 2;
/** The share of the question's words (by rarity) around a colour for it to be said of the asked thing. */
const MIN_LOCAL = 0.5;

/**
 * The colours the best verses say of the asked thing, the one most say first. Each of the question's
 * names must stand in the verse's chapter (the robe of Matthew 27:28 is Jesus' though the verse says
 * `him`), and a colour counts beside the question's other words only, within its clause.
 */
export function coloursSaid(retrieved: Retrieved, translation: Translation, store: VerseStore): RankedAnswer[] {
  const colour = retrieved.stats.map((s) => s.term.words.some((w) => /^colou?rs?$/i.test(w)));
  const things = retrieved.stats.filter((s, i) => !s.term.name && !colour[i]);
  const about = versesAbout(retrieved);
  const answers = toldAnswers();
  const order = askedFirst(translation);
  for (const id of about.ids) {
    if (!about.namesAll(id)) continue;
    const local = about.share(id, (i) => !colour[i]);
    if (local < MIN_LOCAL) continue;
    for (const t of order) {
      const text = store.getVerse(id, t)?.text;
      if (!text) continue;
      for (const said of coloursBeside(text, things)) {
        answers.add(said.key, {
          id,
          translation: t,
          candidate: saidPhrase(said.key, said.text, said.start, said.end),
          score: local ** 2 / (1 + said.gap),
          local,
        });
      }
    }
  }
  return answers.ranked();
}

/** The colour words of a verse within REACH words of one of the things' words, in the same clause. */
function coloursBeside(text: string, things: readonly TermStat[]) {
  const found: { key: string; text: string; start: number; end: number; gap: number }[] = [];
  for (const clause of clausesOf(text, things)) {
    const { words, hits } = clause;
    words.forEach((w, i) => {
      const key = w.text.toLowerCase();
      if (!COLOURS.has(key)) return;
      const gap = Math.min(...hits.map((h) => Math.abs(h - i) - 1));
      if (gap <= REACH) found.push({ key, text: w.text, start: w.start, end: w.end, gap });
    });
  }
  return found;
}
