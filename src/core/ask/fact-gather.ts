import { splitVerseId } from '../bible/verse-id.ts';
import type { Knowledge, KnowledgeFact, Relation } from '../verses-db/knowledge.ts';

// The knowledge layer's facts as answers: grouped by what each answers, keyed as retrieval keys its
// candidates (a name lower case, a number of years as `120 year`) so the two can agree.

/** An answer the knowledge layer states outright, with the facts (and so the verses) that state it. */
export interface FactAnswer {
  /** The answer's canonical name (or its words, for a phrase or a number), lower case. */
  key: string;
  /** As the first fact's verse writes it. */
  text: string;
  facts: KnowledgeFact[];
}

/** What the knowledge layer says to a question; `strict` when no other answer can be right (a mother is a mother). */
export interface KnownAnswers {
  answers: FactAnswer[];
  strict: boolean;
  /**
   * The layer states the answer outright, a relative ("Who was David's grandfather?") or a person's
   * trade, so it is answered however few of the question's words its verses share.
   */
  outright?: boolean;
}

export const keyOf = (text: string) => text.toLowerCase();

/** The facts grouped by the answer each gives, the answer most facts give first. */
export function gather(facts: readonly KnowledgeFact[], answer: (f: KnowledgeFact) => { key: string; text: string } | undefined): FactAnswer[] {
  const byKey = new Map<string, FactAnswer>();
  for (const f of facts) {
    const a = answer(f);
    if (!a) continue;
    const entry = byKey.get(a.key);
    if (entry) entry.facts.push(f);
    else byKey.set(a.key, { ...a, facts: [f] });
  }
  return [...byKey.values()].sort((a, b) => b.facts.length - a.facts.length || a.key.localeCompare(b.key));
}

export const objectOf = (f: KnowledgeFact) => (f.object ? { key: keyOf(f.object), text: f.objectAs ?? f.object } : undefined);
export const subjectOf = (f: KnowledgeFact) => ({ key: keyOf(f.subject), text: f.subjectAs });
export const yearsOf = (f: KnowledgeFact) => (f.number !== undefined && f.objectText ? { key: `${f.number} year`, text: f.objectText } : undefined);
/** An age at accession: the texts write the number alone (`eight`), the answer says it whole. */
export const ageOf = (f: KnowledgeFact) =>
  f.number !== undefined && f.objectText ? { key: `${f.number} year`, text: `${f.objectText} years old` } : undefined;
export const roleOf = (f: KnowledgeFact) => (f.objectText ? { key: keyOf(f.objectText), text: f.objectText } : undefined);

/** How far apart (in chapters of one book) the two facts of a relative two steps away may be told. */
const CHAPTERS_APART = 2;

/**
 * The relatives two facts away, both told in one telling (one book, a few chapters apart): an uncle
 * is a parent's brother, a father-in-law a wife's father. Ruth's husband Boaz has a mother in
 * Matthew, not in Ruth; the Kish whose brother is Eleazar (1 Chronicles 23) is not Saul's father (8).
 */
export function twoSteps(knowledge: Knowledge, owner: string, first: readonly Relation[], then: readonly Relation[]): KnowledgeFact[] {
  const near = (a: KnowledgeFact, b: KnowledgeFact) => {
    const [x, y] = [splitVerseId(a.verse), splitVerseId(b.verse)];
    return x.book === y.book && Math.abs(x.chapter - y.chapter) <= CHAPTERS_APART;
  };
  const kin = first.flatMap((r) => knowledge.facts(r, owner)).filter((f) => f.object);
  return kin.flatMap((f) => then.flatMap((r) => knowledge.facts(r, f.object!)).filter((g) => g.object && g.object !== owner && near(f, g)));
}
