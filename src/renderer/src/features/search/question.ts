import { looksLikeReference } from '#shared/bible/reference.ts';

/** Words that open a question wherever they stand first: `who was the first king`. */
const QUESTION_WORDS = new Set(['who', 'whom', 'whose', 'what', 'when', 'where', 'why', 'how', 'which']);

/**
 * Verbs that open a question only when a subject follows (`did Jesus weep`, `is God real`): followed by
 * anything else they open a phrase worth searching (`will of God`, `do not fear`, `was made flesh`).
 * `have`, `had` and `may` are left out: `have mercy`, `had a dream`, `may the Lord bless` are no questions.
 */
const QUESTION_VERBS = new Set(['is', 'are', 'am', 'was', 'were', 'do', 'does', 'did', 'can', 'could', 'should', 'would', 'will', 'shall', 'has']);

/** What may follow a question verb as its subject; names typed in lower case are the common ones. */
const SUBJECTS = new Set([
  ...['i', 'you', 'we', 'he', 'she', 'it', 'they', 'ye', 'thou', 'there', 'anyone', 'someone', 'everyone', 'people'],
  ...['the', 'a', 'an', 'this', 'that', 'these', 'those', 'my', 'your', 'his', 'her', 'our', 'their', 'all', 'every'],
  ...['god', 'jesus', 'christ', 'lord'],
]);

/** Keyword search syntax: a phrase in quotes, `OR`/`NOT`/`AND`/`|`, an excluded `-word` or a `prefix*`. */
const SEARCH_SYNTAX = /"|(^|\s)(OR|NOT|AND|\|\|?)(\s|$)|(^|\s)-\S|\S\*/;

/** Enough words to ask something: `who was Moses`, `is God real` (but not `how long` or `who`). */
const MIN_WORDS = 3;

/**
 * True when text typed as a search reads as a question, so the person can be offered Ask instead of
 * paying for a search that only matches its words: it ends with `?`, or opens with a question word,
 * or with a verb and its subject. Search syntax (`"who" OR "what"`) and references are never questions.
 */
export function looksLikeQuestion(text: string): boolean {
  const trimmed = text.trim();
  if (trimmed === '' || SEARCH_SYNTAX.test(trimmed) || looksLikeReference(trimmed)) return false;
  if (trimmed.endsWith('?')) return /\p{L}/u.test(trimmed);
  const words = trimmed.split(/\s+/);
  if (words.length < MIN_WORDS) return false;
  const [first, second] = words.map((w) => w.replace(/[^\p{L}']/gu, ''));
  const opener = first!.toLowerCase();
  if (QUESTION_WORDS.has(opener)) return true;
  if (!QUESTION_VERBS.has(opener)) return false;
  // A capitalised word names someone (`Did Moses see God`), unless every word is capitalised (`Will Of God`).
  const named = /^\p{Lu}/u.test(second!) && !words.every((w) => /^\P{Ll}/u.test(w));
  return named || SUBJECTS.has(second!.toLowerCase());
}
