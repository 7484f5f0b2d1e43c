import type { Translation } from '#shared/contract/bible.ts';
import type { VerseStore } from '../bible/verse-store.ts';
import { escapeRegExp } from '#shared/regexp.ts';
import { CLAUSE_LEADS } from './clauses.ts';
import type { RankedAnswer } from './factoid.ts';
import type { Retrieved } from './retrieve.ts';
import { saidInBest } from './verses-about.ts';

// "What is the sword of the Spirit?", "What is the whole duty of man?", "What is the fulfilling of the
// law?" ask what the texts say a thing is, and they say it four ways: a copula (`the wages of sin is
// death`), an appositive (`the sword of the Spirit, which is the word of God`), the thing named after
// what it is (`love is the fulfilling of the law`), and `this` taking up the clause before (`Fear God,
// and keep his commandments: for this is the whole duty of man`).

/** "What is the sword of the Spirit?": a thing of at least two words (one word asks a topic: "What is faith?"). */
const ASKED = /^\s*what\s+(?:is|are|was|were)\s+((?:the|a|an)\s+[\p{L}'’ -]+?)\s*\??\s*$/iu;

/** The thing a "What is …?" question asks the texts to define, when it is a phrase. */
export function definitionAsked(question: string): string | undefined {
  const thing = ASKED.exec(question)?.[1];
  if (!thing) return undefined;
  const words = thing.split(/\s+/).filter((w) => !/^(?:the|a|an|of|in)$/i.test(w));
  return words.length >= 2 ? thing : undefined;
}

/** A clause before `this is` starts after one of these; a subject before `is`, also after a lead word (`CLAUSE_LEADS`). */
const CLAUSE_END = /[.:;?!]/;
/** A definition is a phrase or a clause, at most this many words. */
const MAX_WORDS = 24;

/** What a verse says the thing is: after `is` or `, which is`, the clause `this` takes up, or a subject before `is` it. */
export function definedIn(text: string, thing: string): { text: string; start: number; end: number } | undefined {
  // The thing as the verse writes it: its words in a row, any article before it.
  const words = thing.split(/\s+/).filter((w, i) => i > 0 || !/^(?:the|a|an)$/i.test(w));
  const named = new RegExp(String.raw`\b(?:(?:the|a|an)\s+)?${words.map((w) => escapeRegExp(w)).join(String.raw`\s+`)}\b`, 'i');
  const at = named.exec(text);
  if (!at) return undefined;
  const after = text.slice(at.index + at[0].length);
  // `the sword of the Spirit, which is the word of God`
  const which = /^,?\s+(?:which|that|who)\s+(?:is|are|was)\s+([^,;:.?!]+)/i.exec(after);
  if (which) return phrase(text, at.index + at[0].length + which.index + which[0].length - which[1]!.length, which[1]!);
  // `the wages of sin is death`
  const is = /^\s+(?:is|are|was)\s+([^,;:.?!]+)/i.exec(after);
  if (is && !/^(?:not|no)\b/i.test(is[1]!)) return phrase(text, at.index + at[0].length + is.index + is[0].length - is[1]!.length, is[1]!.trimEnd());
  const before = text.slice(0, at.index);
  // `Fear God, and keep his commandments: for this is the whole duty of man`
  const taken = /([^.:;?!]+)[:;.]\s*(?:for\s+)?this\s+(?:is|was)\s+$/i.exec(before);
  if (taken) return phrase(text, taken.index + (taken[1]!.length - taken[1]!.trimStart().length), taken[1]!.trim());
  // `therefore love is the fulfilling of the law`, `The fear of the LORD is the beginning of wisdom`
  const subject = /(?:^|[,.:;?!()]\s*)([^,.:;?!()]+?)\s+(?:is|are|was)\s+$/.exec(before);
  if (subject) {
    const lead = subject[1]!.split(/\s+/);
    while (lead.length > 1 && CLAUSE_LEADS.has(lead[0]!.toLowerCase())) lead.shift();
    const said = lead.join(' ');
    if (!/(?:^|\s)(?:this|it|that|he|she|they|there|which|who|what)$/i.test(said))
      return phrase(text, subject.index + subject[0].length - subject[1]!.length + subject[1]!.indexOf(said), said);
  }
  return undefined;
}

function phrase(text: string, start: number, said: string) {
  if (said.split(/\s+/).length > MAX_WORDS || CLAUSE_END.test(said)) return undefined;
  return { text: said, start, end: start + said.length };
}

/** What the verses about the question say the thing is, the best verse's first. */
export function definitionsOf(thing: string, retrieved: Retrieved, translation: Translation, store: VerseStore): RankedAnswer[] {
  return saidInBest(retrieved, translation, store, (text) => definedIn(text, thing));
}
