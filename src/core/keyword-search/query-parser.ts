import { AppError } from '#shared/errors.ts';
import { tokenize } from '../lexical/tokenizer.ts';

/** One searchable unit: a word, or a phrase of consecutive words; `prefix` applies to its last word. */
export interface Term {
  tokens: string[];
  prefix: boolean;
  /** Other spellings that match as well (`beth lehem` for `bethlehem`; see spellings.ts). */
  alternatives?: string[][];
}

/** Verses match a group when they contain every `required` term and no `excluded` one. */
export interface Group {
  required: Term[];
  excluded: Term[];
}

/** A parsed keyword query: verses matching any group match the query. */
export interface KeywordQuery {
  groups: Group[];
  /** The query as an FTS5 MATCH expression built only from quoted tokens and operators we emit. */
  fts: string;
}

/** Prefix search needs at least this many letters; `a*` would match a large part of the Bible. */
export const MIN_PREFIX = 2;

/**
 * At most this many words per query once repeats are folded, counting each word of a phrase and each
 * OR alternative: FTS5 reads every word's postings, so this bounds a query's work (`the` × 125 took 3.7 s).
 */
export const MAX_QUERY_WORDS = 32;

/**
 * At most this many prefix terms (`lov*`) per query once repeats are folded: a two-letter prefix stands
 * for up to 394 words (`co*`) and can match nearly every verse (`th*`: 29,332 of 31,102).
 */
export const MAX_PREFIX_TERMS = 8;

interface Lexeme {
  kind: 'term' | 'or' | 'not';
  text?: string;
  phrase?: boolean;
  negated?: boolean;
}

/** Breaks raw input into terms and operators. Operators are `OR`/`|`, `NOT`, `-` (upper-case words only). */
function lex(input: string): Lexeme[] {
  const out: Lexeme[] = [];
  let i = 0;
  while (i < input.length) {
    const ch = input[i]!;
    if (/\s/.test(ch)) {
      i++;
      continue;
    }
    let negated = false;
    while (input[i] === '-' && i + 1 < input.length && !/\s/.test(input[i + 1]!)) {
      negated = true;
      i++;
    }
    if (input[i] === '"') {
      // A phrase runs to the closing quote, or to the end when the quote is left open.
      const close = input.indexOf('"', i + 1);
      const end = close === -1 ? input.length : close;
      let text = input.slice(i + 1, end);
      i = close === -1 ? input.length : close + 1;
      if (input[i] === '*') {
        text += '*';
        i++;
      }
      out.push({ kind: 'term', text, phrase: true, negated });
      continue;
    }
    let end = i;
    while (end < input.length && !/[\s"]/.test(input[end]!)) end++;
    const word = input.slice(i, end);
    i = end;
    if (!negated && (word === 'OR' || word === '|' || word === '||')) out.push({ kind: 'or' });
    else if (!negated && word === 'NOT') out.push({ kind: 'not' });
    else if (!negated && word === 'AND') continue;
    else out.push({ kind: 'term', text: word, phrase: false, negated });
  }
  return out;
}

/** Turns a lexeme's text into terms: a phrase stays one term; a word splits at punctuation. */
function toTerms(text: string, phrase: boolean): Term[] {
  const prefix = text.endsWith('*');
  if (phrase) {
    const tokens = tokenize(text);
    return tokens.length ? [{ tokens, prefix: prefix && tokens.at(-1)!.length >= MIN_PREFIX }] : [];
  }
  // `God's` and `well-pleased` are one phrase; `NEAR(love` or `a:b` are separate words.
  return text
    .split(/[^\p{L}\p{N}\p{M}'\u2019-]+/u)
    .map((part, index, parts) => {
      const tokens = tokenize(part);
      const last = index === parts.length - 1 || parts.slice(index + 1).every((p) => tokenize(p).length === 0);
      return { tokens, prefix: prefix && last && (tokens.at(-1)?.length ?? 0) >= MIN_PREFIX };
    })
    .filter((t) => t.tokens.length > 0);
}

const termKey = (term: Term) => `${term.tokens.join(' ')}${term.prefix ? '*' : ''}`;

/** The first item of each key, in order. */
function uniqueBy<T>(items: readonly T[], key: (item: T) => string): T[] {
  const seen = new Set<string>();
  return items.filter((item) => !seen.has(key(item)) && seen.add(key(item)));
}

/** Folds repeated terms within a group, then groups that repeat one another (`a b OR b a`); none changes what matches. */
function foldRepeats(groups: readonly Group[]): Group[] {
  const folded = groups.map((g) => ({ required: uniqueBy(g.required, termKey), excluded: uniqueBy(g.excluded, termKey) }));
  const groupKey = (g: Group) => `${g.required.map(termKey).sort().join('\u0000')}\u0001${g.excluded.map(termKey).sort().join('\u0000')}`;
  return uniqueBy(folded, groupKey);
}

/** Refuses a query past `MAX_QUERY_WORDS` or `MAX_PREFIX_TERMS`, counted after repeats are folded. */
function checkLimits(groups: readonly Group[]): void {
  const terms = groups.flatMap((g) => [...g.required, ...g.excluded]);
  const words = terms.reduce((n, t) => n + t.tokens.length + (t.alternatives ?? []).reduce((m, a) => m + a.length, 0), 0);
  if (words > MAX_QUERY_WORDS) {
    throw new AppError(
      'invalid_request',
      `query: too many words (${words}; at most ${MAX_QUERY_WORDS} once repeats are folded, counting each word of a phrase and of each OR alternative)`,
      { field: 'query', words, maxWords: MAX_QUERY_WORDS },
    );
  }
  const prefixes = terms.filter((t) => t.prefix).length;
  if (prefixes > MAX_PREFIX_TERMS) {
    throw new AppError('invalid_request', `query: too many prefixes (${prefixes}; at most ${MAX_PREFIX_TERMS} terms such as lov*)`, {
      field: 'query',
      prefixes,
      maxPrefixes: MAX_PREFIX_TERMS,
    });
  }
}

function quote(term: Term): string {
  const quoted = `"${term.tokens.join(' ')}"${term.prefix ? '*' : ''}`;
  if (!term.alternatives?.length) return quoted;
  return `(${[quoted, ...term.alternatives.map((tokens) => `"${tokens.join(' ')}"`)].join(' OR ')})`;
}

function groupToFts(group: Group): string {
  const required = group.required.map(quote).join(' AND ');
  if (!group.excluded.length) return required;
  // A flat chain `(a AND b) NOT c NOT d`, not nested parentheses: FTS5's parser overflows its stack at about 100 levels.
  return [group.required.length > 1 ? `(${required})` : required, ...group.excluded.map(quote)].join(' NOT ');
}

/** A whole word or phrase (not a prefix) with the other spellings it matches as well. */
function withSpellings(term: Term, alternativesOf: (tokens: readonly string[]) => string[][]): Term {
  const alternatives = term.prefix ? [] : alternativesOf(term.tokens);
  return alternatives.length ? { ...term, alternatives } : term;
}

/**
 * Parses what a person types into a safe FTS5 query: plain words (all must match), `"exact phrase"`,
 * `OR`, `-word` / `NOT word`, prefix `lov*`. Nothing the user typed reaches FTS5 unquoted. A word or
 * phrase also matches the other spellings `alternativesOf` gives it (a hyphenated name's: spellings.ts).
 * Repeated terms and groups are folded. Throws `invalid_request` when nothing searchable remains
 * (only operators, punctuation or exclusions) or when the query is past `MAX_QUERY_WORDS` or `MAX_PREFIX_TERMS`.
 */
export function parseKeywordQuery(input: string, alternativesOf: (tokens: readonly string[]) => string[][] = () => []): KeywordQuery {
  const groups: Group[] = [{ required: [], excluded: [] }];
  let negateNext = false;
  for (const lexeme of lex(input)) {
    if (lexeme.kind === 'or') {
      groups.push({ required: [], excluded: [] });
      negateNext = false;
    } else if (lexeme.kind === 'not') {
      negateNext = true;
    } else {
      const terms = toTerms(lexeme.text!, lexeme.phrase!);
      const group = groups.at(-1)!;
      (lexeme.negated || negateNext ? group.excluded : group.required).push(...terms);
      if (terms.length) negateNext = false;
    }
  }
  // FTS5 cannot match "everything except": a group with nothing required is dropped.
  const searchable = foldRepeats(groups.filter((g) => g.required.length > 0)).map((g) => ({
    required: g.required.map((t) => withSpellings(t, alternativesOf)),
    excluded: g.excluded.map((t) => withSpellings(t, alternativesOf)),
  }));
  if (searchable.length === 0) {
    throw new AppError('invalid_request', 'query: nothing searchable (type at least one word that must match)', { field: 'query' });
  }
  checkLimits(searchable);
  const fts = searchable.length === 1 ? groupToFts(searchable[0]!) : searchable.map((g) => `(${groupToFts(g)})`).join(' OR ');
  return { groups: searchable, fts };
}
