import { TRANSLATIONS, type Translation } from '#shared/contract/bible.ts';
import type { VerseStore } from '../bible/verse-store.ts';
import { splitVerseId } from '../bible/verse-id.ts';
import { stemTokens } from '../lexical/stem-tokens.ts';
import { authorsOf } from './authors.ts';
import { isPersonName } from './narrator.ts';
import type { RankedAnswer, Support } from './factoid.ts';
import type { NameFacts, NameTest } from './names.ts';

// "Who said 'Am I my brother's keeper?'": the verse that holds the saying (in either translation's
// words: its longest run, at least three words and half the saying), and who says it there: the name
// before the verb of speech (`Then Samuel answered, Speak`), the one just spoken to when the verse
// says `he said` (`the LORD said unto Cain, … And he said, … Am I my brother's keeper?`), the one the
// verse before tells of when the saying opens the verse (`Then Job arose …` / `And said, … the LORD
// gave`), or the book's writer for `said I` (`Then said I, Here am I; send me`).

/** "Who said 'Here am I; send me'?", "Who asked Jesus "What is truth?"": the saying asked about. */
const WHO_SAID = /^\s*who (?:said|asked|says|asks|cried|answered|spoke|spake)\b[^"“'‘,:]*[,:]?\s*(?:["“](.+?)["”]|['‘](.+?)['’](?!\p{L}))/iu;
const WHO_SAID_BARE = /^\s*who (?:said|asked)[,:]\s*(.+?)\s*\??\s*$/i;

export function sayingAsked(question: string): string | undefined {
  const quoted = WHO_SAID.exec(question);
  return quoted ? (quoted[1] ?? quoted[2]) : WHO_SAID_BARE.exec(question)?.[1];
}

/** The fewest words of the saying a verse must hold in a row. */
const RUN = 3;
/** The share of the saying's words a verse must hold in a row. */
const HELD = 0.5;
/** A saying is said in a few verses at most. */
const SAID_IN_FEW = 20;
/** How strongly a saying's speaker answers: as surely as a fact the knowledge layer states. */
const SAID_SCORE = 0.6;

const SPEECH = /\b(?:said|saith|says|say|answered|spake|spoke|asked|cried)\b/g;

type Speaker = { name: string; id: number; translation: Translation; start: number } | undefined;

export interface SayingDeps {
  store: VerseStore;
  isName: NameTest;
  names: NameFacts;
  /** The verses holding these stems in a row. */
  phraseVerses: (translation: Translation, stems: readonly string[]) => ReadonlySet<number>;
}

/** The verses holding the longest run of the saying's words (a saying repeats words: `the LORD` twice), at least half of it. */
function holders(saying: string, deps: SayingDeps): { id: number; translation: Translation }[] {
  const stems = stemTokens(saying);
  for (let length = stems.length; length >= Math.max(RUN, Math.ceil(HELD * stems.length)); length--) {
    const found: { id: number; translation: Translation }[] = [];
    for (const translation of TRANSLATIONS)
      for (let from = 0; from + length <= stems.length; from++)
        for (const id of deps.phraseVerses(translation, stems.slice(from, from + length)))
          if (!found.some((f) => f.id === id && f.translation === translation)) found.push({ id, translation });
    // A run in many verses (`and the LORD`) is no one's saying.
    if (found.length) return found.length > SAID_IN_FEW ? [] : found.sort((a, b) => a.id - b.id);
  }
  return [];
}

const isPerson = (deps: SayingDeps, word: string) => isPersonName(deps.isName, deps.names, word);

/** The first person a verse names: the one it tells of. */
function firstPerson(deps: SayingDeps, id: number, translation: Translation): Speaker {
  const text = deps.store.getVerse(id, translation)?.text ?? '';
  const m = [...text.matchAll(/\p{Lu}\p{Ll}+/gu)].find((w) => w.index > 0 && isPerson(deps, w[0]));
  return m && { name: m[0], id, translation, start: m.index };
}

/** The last one spoken to (`said unto Cain`) in `text` before `at`. */
function spokenTo(deps: SayingDeps, text: string, at: number, id: number, translation: Translation): Speaker {
  const m = [...text.slice(0, at).matchAll(/\b(?:said|saith|spake|spoke|answered) (?:unto|to) (\p{Lu}\p{Ll}+)/gu)].at(-1);
  return m && isPerson(deps, m[1]!) ? { name: m[1]!, id, translation, start: m.index + m[0].length - m[1]!.length } : undefined;
}

/** Who says what stands at `at` in the verse. */
function speakerOf(deps: SayingDeps, id: number, translation: Translation, at: number): Speaker {
  const text = deps.store.getVerse(id, translation)?.text ?? '';
  const verb = [...text.slice(0, at).matchAll(SPEECH)].at(-1);
  const previous = () => {
    const told = deps.store.getVerse(id - 1, translation)?.text;
    return told ? (spokenTo(deps, told, told.length, id - 1, translation) ?? firstPerson(deps, id - 1, translation)) : undefined;
  };
  if (!verb) return previous();
  const head = text.slice(0, verb.index);
  // `Then Samuel answered`, `Thomas answered and said`, `Agrippa said unto Paul`, `Pilate saith unto him`.
  const named = /(\p{Lu}\p{Ll}+)(?: (?:answered|also|then)(?: and)?)? $/u.exec(head);
  if (named && isPerson(deps, named[1]!)) return { name: named[1]!, id, translation, start: named.index };
  // `Then said I`: the book's writer.
  if (/^ I\b/.test(text.slice(verb.index + verb[0].length)) || /\bI $/.test(head)) {
    const [writer] = authorsOf(splitVerseId(id).book, deps.store, deps.isName, deps.names);
    const fact = writer?.facts.find((f) => f.translation === translation) ?? writer?.facts[0];
    return fact && { name: fact.subjectAs, id: fact.verse, translation: fact.translation, start: fact.span[0] };
  }
  // `And he said`: the one just spoken to, in this verse or the one before; `And said` opening the verse: the one the verse before tells of.
  if (/\b(?:he|she) $/i.test(head)) return spokenTo(deps, text, verb.index, id, translation) ?? previous();
  if (/^\s*(?:And|Then)?\s*$/.test(head)) return previous();
  return undefined;
}

/** Where the saying starts in the verse: its first three words there, else two, else one. */
function startOf(saying: string, text: string): RegExpExecArray | null {
  const words = saying.split(/[^\p{L}]+/u).filter((w) => w.length > 0);
  for (let n = Math.min(3, words.length); n >= 1; n--) {
    const found = new RegExp(`\\b${words.slice(0, n).join('[^\\p{L}]+')}\\b`, 'iu').exec(text);
    if (found) return found;
  }
  return null;
}

/** The speaker of the asked saying, with the verse that says it (and the one that names the speaker). */
export function whoSaid(saying: string, deps: SayingDeps): RankedAnswer[] {
  const stems = stemTokens(saying);
  if (stems.length < RUN) return [];
  const byKey = new Map<string, RankedAnswer>();
  for (const h of holders(saying, deps)) {
    const text = deps.store.getVerse(h.id, h.translation)?.text ?? '';
    const first = startOf(saying, text);
    const speaker = speakerOf(deps, h.id, h.translation, first?.index ?? text.length);
    if (!speaker) continue;
    const key = deps.names.canonical(speaker.name).toLowerCase();
    const support = (id: number, translation: Translation, start: number, text: string): Support => ({
      id,
      translation,
      candidate: { key, text, start, end: start + text.length, from: 0, to: 0, kind: 'name' },
      score: SAID_SCORE,
      local: 1,
    });
    const entry = byKey.get(key) ?? { key, score: 0, support: [] };
    byKey.set(key, entry);
    entry.score += SAID_SCORE;
    if (!entry.support.some((s) => s.id === speaker.id)) entry.support.push(support(speaker.id, speaker.translation, speaker.start, speaker.name));
    if (speaker.id !== h.id && !entry.support.some((s) => s.id === h.id) && first)
      entry.support.push(support(h.id, h.translation, first.index, text.slice(first.index, first.index + first[0].length)));
  }
  return [...byKey.values()].sort((a, b) => b.score - a.score || a.key.localeCompare(b.key));
}
