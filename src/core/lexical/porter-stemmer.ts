/**
 * SQLite FTS5's `porter` tokenizer, ported from fts5PorterCb and its steps in ext/fts5/fts5_tokenize.c,
 * so that query words meet the stemmed indexes' terms without a round trip through SQL. It is not
 * Porter's paper (nor the npm stemmers that follow it): FTS5 wants a non-empty stem before every
 * suffix (`ating` stays `at`, a lone `eed` becomes `e`), has `logi` and `bli` in step 2, and stems
 * any token, whatever its script, by its UTF-8 bytes. porter-stemmer.test.ts compares it with FTS5
 * on every distinct word of the bundled translations and six more.
 */

/** FTS5 passes tokens longer than this many bytes through unstemmed (FTS5_PORTER_MAX_TOKEN). */
export const PORTER_MAX_TOKEN_BYTES = 64;

type Condition = (stem: string) => boolean;
/** A suffix, what replaces it, and the condition its stem must meet. */
type Rule = readonly [suffix: string, replacement: string, condition: Condition];

// eslint-disable-next-line no-control-regex -- the whole ASCII range, NUL included, is the point
const ASCII = /^[\x00-\x7f]*$/;

/**
 * The stem FTS5's porter tokenizer makes of one token already split and folded by unicode61 (see
 * `tokenize` in tokenizer.ts).
 */
export function porterStem(token: string): string {
  if (ASCII.test(token)) return stemBytes(token);
  // FTS5 stems UTF-8 bytes, not characters: lengths count bytes, and a non-ASCII byte is a consonant
  // (`ωs` is 3 bytes, so it becomes `ω`). A latin1 string holds one byte per character.
  const bytes = Buffer.from(token, 'utf8').toString('latin1');
  const stem = stemBytes(bytes);
  // A stem can end inside a character (`a丸ed`: 丸 is E4 B8 B8, and the "double consonant" B8 B8
  // loses a byte). Decoding gives U+FFFD for the broken tail, as better-sqlite3 reads FTS5's term.
  return stem === bytes ? token : Buffer.from(stem, 'latin1').toString('utf8');
}

/** fts5PorterCb on a string of one character per byte. */
function stemBytes(token: string): string {
  if (token.length < 3 || token.length > PORTER_MAX_TOKEN_BYTES) return token;
  let w = step1a(token);
  w = step1b(w);
  if (w.endsWith('y') && hasVowel(w.slice(0, -1))) w = `${w.slice(0, -1)}i`;
  w = applyFirst(STEP2, w);
  w = applyFirst(STEP3, w);
  w = applyFirst(STEP4, w);
  if (w.endsWith('e')) {
    const stem = w.slice(0, -1);
    const m = measure(stem);
    if (m > 1 || (m === 1 && !endsCvc(stem))) w = stem;
  }
  if (w.endsWith('ll') && measure(w.slice(0, -1)) > 1) w = w.slice(0, -1);
  return w;
}

function isVowel(c: string | undefined, yIsVowel: boolean): boolean {
  return c === 'a' || c === 'e' || c === 'i' || c === 'o' || c === 'u' || (yIsVowel && c === 'y');
}

/** Whether each character is a consonant; `y` is one at the start or after a vowel. */
function consonants(w: string): boolean[] {
  const out: boolean[] = [];
  for (let i = 0; i < w.length; i++) out.push(!isVowel(w[i], i > 0 && out[i - 1]!));
  return out;
}

/**
 * Porter's m, the number of vowel-consonant sequences. FTS5 asks only m > 0, m > 1 and m = 1
 * (fts5PorterGobbleVC once or twice), which this count answers the same way.
 */
function measure(stem: string): number {
  const cons = consonants(stem);
  let m = 0;
  for (let i = 1; i < cons.length; i++) if (cons[i] && !cons[i - 1]) m++;
  return m;
}

const mGt0: Condition = (stem) => measure(stem) > 0;
const mGt1: Condition = (stem) => measure(stem) > 1;

/** (*v*) as fts5Porter_Vowel has it: `y` counts anywhere but first, whatever precedes it. */
function hasVowel(stem: string): boolean {
  for (let i = 0; i < stem.length; i++) if (isVowel(stem[i], i > 0)) return true;
  return false;
}

/** (*o): consonant, vowel, consonant other than w, x or y at the end. */
function endsCvc(stem: string): boolean {
  const last = stem.at(-1);
  if (last === 'w' || last === 'x' || last === 'y' || stem.length < 3) return false;
  const cons = consonants(stem).slice(-3);
  return cons[0]! && !cons[1] && cons[2]!;
}

/** sses → ss, ies → i, ss stays, s goes; `ies` and `ses` alone only lose the `s`. */
function step1a(w: string): string {
  if (!w.endsWith('s')) return w;
  if (w.at(-2) === 'e') return (w.length > 4 && w.endsWith('sses')) || (w.length > 3 && w.at(-3) === 'i') ? w.slice(0, -2) : w.slice(0, -1);
  return w.at(-2) === 's' ? w : w.slice(0, -1);
}

function step1b(w: string): string {
  // The generated steps test a suffix only when a non-empty stem precedes it, so `eed` alone is
  // taken as `e` + `ed`, and a longer `-eed` that fails (m > 0) does not fall back to `-ed`.
  if (w.length > 3 && w.endsWith('eed')) return mGt0(w.slice(0, -3)) ? w.slice(0, -1) : w;
  let stem: string;
  if (w.length > 2 && w.endsWith('ed')) stem = w.slice(0, -2);
  else if (w.length > 3 && w.endsWith('ing')) stem = w.slice(0, -3);
  else return w;
  if (!hasVowel(stem)) return w;
  // Same non-empty stem rule: `ating` stays `at` rather than becoming `ate`.
  if (stem.length > 2 && (stem.endsWith('at') || stem.endsWith('bl') || stem.endsWith('iz'))) return `${stem}e`;
  const last = stem.at(-1)!;
  if (!isVowel(last, false) && last !== 'l' && last !== 's' && last !== 'z' && last === stem.at(-2)) return stem.slice(0, -1);
  if (measure(stem) === 1 && endsCvc(stem)) return `${stem}e`;
  return stem;
}

/**
 * Applies the first rule whose suffix ends `w` after a non-empty stem, if its condition holds. In
 * fts5_tokenize.c rules are grouped by the suffix's next-to-last letter, and a failed condition
 * ends the step, so the first match in this flat list (longer suffixes before their tails) is theirs.
 */
function applyFirst(rules: readonly Rule[], w: string): string {
  for (const [suffix, replacement, condition] of rules) {
    if (w.length > suffix.length && w.endsWith(suffix)) {
      const stem = w.slice(0, -suffix.length);
      return condition(stem) ? stem + replacement : w;
    }
  }
  return w;
}

const rules = (condition: Condition, pairs: readonly (readonly [string, string])[]): Rule[] => pairs.map(([s, r]) => [s, r, condition]);

const STEP2 = rules(mGt0, [
  ['ational', 'ate'],
  ['tional', 'tion'],
  ['enci', 'ence'],
  ['anci', 'ance'],
  ['izer', 'ize'],
  ['logi', 'log'],
  ['bli', 'ble'],
  ['alli', 'al'],
  ['entli', 'ent'],
  ['eli', 'e'],
  ['ousli', 'ous'],
  ['ization', 'ize'],
  ['ation', 'ate'],
  ['ator', 'ate'],
  ['alism', 'al'],
  ['iveness', 'ive'],
  ['fulness', 'ful'],
  ['ousness', 'ous'],
  ['aliti', 'al'],
  ['iviti', 'ive'],
  ['biliti', 'ble'],
]);

const STEP3 = rules(mGt0, [
  ['ical', 'ic'],
  ['ness', ''],
  ['icate', 'ic'],
  ['iciti', 'ic'],
  ['ful', ''],
  ['ative', ''],
  ['alize', 'al'],
]);

const STEP4: Rule[] = [
  ...rules(mGt1, [
    ['al', ''],
    ['ance', ''],
    ['ence', ''],
    ['er', ''],
    ['ic', ''],
    ['able', ''],
    ['ible', ''],
    ['ant', ''],
    ['ement', ''],
    ['ment', ''],
    ['ent', ''],
  ]),
  ['ion', '', (stem) => (stem.endsWith('s') || stem.endsWith('t')) && mGt1(stem)],
  ...rules(mGt1, [
    ['ou', ''],
    ['ism', ''],
    ['ate', ''],
    ['iti', ''],
    ['ous', ''],
    ['ive', ''],
    ['ize', ''],
  ]),
];
