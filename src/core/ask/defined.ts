import type { Translation } from '#shared/contract/bible.ts';
import type { VerseStore } from '../bible/verse-store.ts';
import { findBook } from '#shared/bible/books.ts';
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

/** The words that may stand before the thing; a possessive is any speaker's (`their strength` is the verse's `your strength`). */
const POSSESSIVE = 'my|our|your|thy|their|his|her';
const OWNER = new RegExp(`^(?:${POSSESSIVE})$`, 'i');
const DETERMINER = new RegExp(`^(?:the|a|an|${POSSESSIVE})$`, 'i');
/**
 * "What is the sword of the Spirit?", "What did Nehemiah say was their strength?", "Who is a liar?": a
 * thing of at least two words, a possessive counting as one (one word asks a topic: "What is faith?"),
 * or a kind of person ("Who is a liar?", which the texts answer `Who is a liar but he that…`).
 */
const ASKED = new RegExp(
  String.raw`^\s*(what|who)\s+(?:(?:did|does|do)\s+[\p{L}'’ ]+?\s+say\s+)?(?:is|are|was|were)\s+((?:the|a|an|${POSSESSIVE})\s+[\p{L}'’ -]+?)\s*\??\s*$`,
  'iu',
);
/** ", according to 1 John", " in Nehemiah": where to look, not the thing. */
const BOOK_SCOPED = /,?\s+(?:according to|in)\s+(?:the\s+)?(?:(?:book|letter|epistle|gospel)\s+of\s+)?((?:[123]\s)?\p{L}+)\s*\??\s*$/iu;

/** What a "What is …?" question asks the texts to define, when it is a phrase; `who` when it asks a person ("Who is a liar?"). */
export interface Definition {
  thing: string;
  who: boolean;
}

/** The thing a "What is …?" or "Who is a …?" question asks the texts to define. */
export function definitionAsked(question: string): Definition | undefined {
  const scope = BOOK_SCOPED.exec(question);
  const asked = ASKED.exec(scope && findBook(scope[1]!) ? question.slice(0, scope.index) : question);
  if (!asked) return undefined;
  const thing = asked[2]!;
  const words = thing.split(/\s+/).filter((w) => !/^(?:the|a|an|of|in)$/i.test(w));
  const who = /^who$/i.test(asked[1]!);
  return words.length >= 2 || (who && /^an?\s/i.test(thing)) ? { thing, who } : undefined;
}

/** A clause before `this is` starts after one of these; a subject before `is`, also after a lead word (`CLAUSE_LEADS`). */
const CLAUSE_END = /[.:;?!]/;
/** A definition is a phrase or a clause, at most this many words. */
const MAX_WORDS = 24;

/**
 * What a verse says the thing is: after `is` or `, which is`, the clause `this` takes up, or a subject
 * before `is` it. Who a person is, only as the texts ask it (`Who is a liar but…`): "Who was the mother
 * of Jesus?" asks the name that stands by those words, which the other readers find.
 */
export function definedIn(text: string, { thing, who }: Definition): { text: string; start: number; end: number } | undefined {
  // The thing as the verse writes it: its words in a row, any article before it, or any possessive for the question's.
  const words = thing.split(/\s+/).filter((w, i) => i > 0 || !DETERMINER.test(w));
  const owned = OWNER.test(thing.split(/\s+/)[0]!);
  const determiner = owned ? `(?:${POSSESSIVE})` : '(?:the|a|an)';
  const named = new RegExp(String.raw`\b(?:${determiner}\s+)${owned ? '' : '?'}${words.map((w) => escapeRegExp(w)).join(String.raw`\s+`)}\b`, 'i');
  const at = named.exec(text);
  if (!at) return undefined;
  const after = text.slice(at.index + at[0].length);
  // `Who is a liar but he that denieth that Jesus is the Christ?`: the one the texts ask `who … but`.
  const but = /^\s+(?:but|save)\s+([^,;:.?!]+)/i.exec(after);
  if (but && /\bwho\s+(?:is|are)\s+$/i.test(text.slice(0, at.index)))
    return phrase(text, at.index + at[0].length + but.index + but[0].length - but[1]!.length, but[1]!);
  if (who) return undefined;
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
export function definitionsOf(thing: Definition, retrieved: Retrieved, translation: Translation, store: VerseStore): RankedAnswer[] {
  return saidInBest(retrieved, translation, store, (text) => definedIn(text, thing));
}
