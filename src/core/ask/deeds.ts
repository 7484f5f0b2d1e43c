import type { Translation } from '#shared/contract/bible.ts';
import type { VerseStore } from '../bible/verse-store.ts';
import { termHits, wordsOf, type Word } from './clauses.ts';
import { toldAnswers, type RankedAnswer } from './factoid.ts';
import type { Retrieved } from './retrieve.ts';
import { askedFirst, versesAbout } from './verses-about.ts';
import { saidPhrase } from './candidates.ts';

// "What did Paul tell the Thessalonians to do without ceasing?", "What should everything that has
// breath do?" ask for a deed, which no candidate (a name, a noun) is. The verses say it as a command:
// a verb in its plain form opening a clause (`Pray without ceasing.`, `In every thing give thanks`,
// `Dost thou still retain thine integrity? curse God, and die.`) or after `let` and its subject
// (`Let every thing that hath breath praise the LORD`). What a verse tells happened ("What did Jesus
// do at Cana?") is not read here.

const ASKED =
  /^\s*what\s+(?:(?:did|does|do)\s+.+?\s+(?:tell|command|urge|say|ask|bid|charge|teach|instruct|want)\s+(?:.+?\s+)?to\s+do|(?:should|must|shall|ought)\s+.+?\s+do)\b/i;

/** "What did Job's wife tell him to do?", "What should everything that has breath do?" */
export const deedAsked = (question: string) => ASKED.test(question);

/** "…tell him to do?" asks what someone said: the command then follows a word of saying in its verse. */
const TOLD = /\b(?:tell|command|urge|say|ask|bid|charge|teach|instruct)\b/i;
const SAYING = /^(?:said|saith|say|saying|spake|told|commanded|charged|bade|besought|exhorted|answered|cried)$/i;
/** A noun the texts also use as a verb is no command before these (`labour of love`, `Grace be unto you`). */
const NOUN_AFTER = /^(?:of|be|is|was|are)$/i;

/** Words a clause may open with before its verb: `And pray`, `but rather give thanks`. */
const LEADS = new Set('and but then now also therefore wherefore so rather o'.split(' '));
/** A deed ends before these (`pray for them which…` is `pray`; `give thanks: for` is `give thanks`). */
const ENDS = new Set('and but or for that which who whom when lest because if unto to with without in as than'.split(' '));
/** Forms no command takes: `saith`, `hast`, `prayed`, `praying`; and the helpers. */
const NOT_PLAIN = /(?:eth|est|ed|ing|th)$|^(?:is|are|was|were|be|am|have|has|had|do|did|shall|will|may|can|must|let|said|say)$/i;
const EVERY = /^(?:every|everything|all|each)$/i;
/** Words in a deed: the verb and a few after it (`praise the LORD`, `curse God`). */
const DEED_WORDS = 3;
/** A deed stands this many stretches (between commas and stops) or fewer from the question's own words; in what someone says, from the sayer. */
const REACH = 1;
const SPEECH_REACH = 3;
/** The share of the question's words (by rarity, with nearness in meaning) a verse must hold. */
const MIN_LOCAL = 0.5;
/** How many of the verses about the question are read. */
const READ = 8;

export interface DeedDeps {
  store: VerseStore;
  /** Whether a word is one of the texts' verb forms. */
  isVerb: (word: string) => boolean;
}

/** The commands the verses about the question give, nearest its own words first. */
export function deedsTold(question: string, retrieved: Retrieved, translation: Translation, deps: DeedDeps): RankedAnswer[] {
  const told = TOLD.test(question);
  const answers = toldAnswers();
  for (const { id, local } of versesAbout(retrieved).best(READ, MIN_LOCAL)) {
    for (const t of askedFirst(translation)) {
      const text = deps.store.getVerse(id, t)?.text;
      if (!text) continue;
      for (const deed of commandsIn(text, (words) => termHits(words, retrieved.stats).hits, deps.isVerb, told)) {
        answers.add(deed.key, {
          id,
          translation: t,
          candidate: saidPhrase(deed.key, deed.text, deed.start, deed.end),
          score: local ** 2 / (1 + deed.gap),
          local,
        });
      }
    }
  }
  return answers.ranked();
}

/** The commands of a verse in the stretch (between commas and stops) that holds the question's words, or the next. */
export function commandsIn(text: string, hitsOf: (words: readonly Word[]) => number[], isVerb: (word: string) => boolean, told: boolean) {
  const words = wordsOf(text);
  const hits = hitsOf(words);
  // Which stretch each word stands in: `Love your enemies, bless them …, and pray for them`.
  const stretch: number[] = [];
  words.forEach((w, i) => stretch.push(i === 0 ? 0 : stretch[i - 1]! + Number(/[,;:.?!]/.test(text.slice(words[i - 1]!.end, w.start)))));
  const found: { key: string; text: string; start: number; end: number; gap: number }[] = [];
  words.forEach((_, first) => {
    if (first > 0 && stretch[first] === stretch[first - 1]) return;
    // A capital opens a command only where a sentence starts (`Pray without ceasing.`, not `…, Lord?`).
    const opensSentence = first === 0 || /[.?!;:]/.test(text.slice(words[first - 1]!.end, words[first]!.start));
    const verb = commandAt(words, first, opensSentence, isVerb);
    if (verb === undefined || hits.includes(verb) || NOUN_AFTER.test(words[verb + 1]?.text ?? '')) return;
    if (told && !words.slice(0, first).some((w) => SAYING.test(w.text))) return;
    let to = verb;
    const joins = (k: number) => stretch[k] === stretch[verb] && !ENDS.has(words[k]!.text.toLowerCase()) && !hits.includes(k);
    while (to + 1 < words.length && to - verb + 1 < DEED_WORDS && joins(to + 1)) to++;
    const gap = Math.min(...hits.map((h) => Math.abs(stretch[h]! - stretch[verb]!)));
    if (gap > (told ? SPEECH_REACH : REACH)) return;
    const key = words
      .slice(verb, to + 1)
      .map((w) => w.stem)
      .join(' ');
    found.push({ key, text: text.slice(words[verb]!.start, words[to]!.end), start: words[verb]!.start, end: words[to]!.end, gap });
  });
  return found;
}

/** The verb a stretch opening at `first` commands: its first word (past a lead, or `In every thing`), or the verb after `let` and its subject. */
function commandAt(words: readonly Word[], first: number, opensSentence: boolean, isVerb: (word: string) => boolean): number | undefined {
  const plainVerb = (i: number) => {
    const w = words[i]?.text ?? '';
    return ((i === first && opensSentence) || /^\p{Ll}/u.test(w)) && isVerb(w.toLowerCase()) && !NOT_PLAIN.test(w);
  };
  let i = first;
  while (i < words.length && LEADS.has(words[i]!.text.toLowerCase())) i++;
  if (words[i]?.text.toLowerCase() === 'let') {
    // `Let every thing that hath breath praise the LORD`: the subject, then its verb.
    for (let k = i + 2; k < Math.min(words.length, i + 8); k++) if (plainVerb(k)) return k;
    return undefined;
  }
  if (plainVerb(i)) return i;
  // `In every thing give thanks`, `In all thy ways acknowledge him`: how often or where, then the verb.
  if (words[i]?.text.toLowerCase() === 'in' && EVERY.test(words[i + 1]?.text ?? ''))
    for (let k = i + 2; k < Math.min(words.length, i + 5); k++) if (plainVerb(k)) return k;
  return undefined;
}
