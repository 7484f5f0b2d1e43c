// Numbers as the texts write them: "fifty and five", "one and thirty", "threescore and ten", "an
// hundred and twenty", "forty-one" (WEB), and ordinals: "the seven and thirtieth year", "thirty-eighth".

/** The cardinal number words with a value of their own (`hundred` and `thousand` multiply). */
export const NUMBER_UNITS: Readonly<Record<string, number>> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  thirteen: 13,
  fourteen: 14,
  fifteen: 15,
  sixteen: 16,
  seventeen: 17,
  eighteen: 18,
  nineteen: 19,
  twenty: 20,
  thirty: 30,
  forty: 40,
  fifty: 50,
  sixty: 60,
  seventy: 70,
  eighty: 80,
  ninety: 90,
};

const ORDINALS: Record<string, number> = {
  first: 1,
  second: 2,
  third: 3,
  fourth: 4,
  fifth: 5,
  sixth: 6,
  seventh: 7,
  eighth: 8,
  ninth: 9,
  tenth: 10,
  eleventh: 11,
  twelfth: 12,
  thirteenth: 13,
  fourteenth: 14,
  fifteenth: 15,
  sixteenth: 16,
  seventeenth: 17,
  eighteenth: 18,
  nineteenth: 19,
  twentieth: 20,
  thirtieth: 30,
  fortieth: 40,
  fiftieth: 50,
  sixtieth: 60,
  seventieth: 70,
  eightieth: 80,
  ninetieth: 90,
  hundredth: 100,
  thousandth: 1000,
};

/** The units the texts count scores of: "threescore", "fourscore", "sixscore" (units times twenty). */
export const SCORE_UNITS = ['two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'] as const;
const SCORE = new RegExp(`^(${SCORE_UNITS.join('|')})?score$`);

const MULTIPLIERS = ['hundred', 'thousand', 'hundredth', 'thousandth'];
const CARDINAL_WORDS = [...Object.keys(NUMBER_UNITS), 'hundred', 'thousand', 'score', ...SCORE_UNITS.map((u) => `${u}score`)];
/** The cardinal number words as one regular-expression alternation (`one|…|ninety|hundred|thousand|score|twoscore|…`). */
export const CARDINAL_WORD = CARDINAL_WORDS.join('|');
const ALL_WORDS = [...CARDINAL_WORDS, ...Object.keys(ORDINALS)];

/**
 * A regular-expression source matching a run of number words (cardinal or ending in an ordinal),
 * joined by spaces, hyphens or "and"; "a"/"an" only before hundred or thousand.
 */
export const NUMBER_WORDS_SOURCE = (() => {
  const alternatives = (words: string[]) => `(?:${[...words].sort((a, b) => b.length - a.length).join('|')})(?![a-z])`;
  const word = alternatives(ALL_WORDS);
  // The first word may start a sentence: `Thirty and two years old was he`.
  const capitalised = alternatives([...ALL_WORDS, ...ALL_WORDS.map((w) => w[0]!.toUpperCase() + w.slice(1))]);
  const first = `(?:[Aa]n? (?=hundred|thousand))?${capitalised}`;
  return `(?:${first}(?:(?: and |[ -])(?:an? (?=hundred|thousand))?${word})*)`;
})();

/**
 * The value of number words, or undefined when they are not a number the parser knows. Ordinal
 * words give their ordinal value (`seven and thirtieth` → 37).
 */
export function parseNumberWords(words: string): number | undefined {
  const parts = words
    .toLowerCase()
    .split(/[\s-]+/)
    .filter((w) => w && w !== 'and');
  if (!parts.length) return undefined;
  let total = 0;
  let current = 0;
  let seen = false;
  for (const [i, w] of parts.entries()) {
    const score = SCORE.exec(w);
    if ((w === 'a' || w === 'an') && i === 0) current = 1;
    else if (w in NUMBER_UNITS) current += NUMBER_UNITS[w]!;
    else if (w in ORDINALS && !MULTIPLIERS.includes(w)) {
      if (i !== parts.length - 1) return undefined;
      current += ORDINALS[w]!;
    } else if (score) current += 20 * (score[1] ? NUMBER_UNITS[score[1]]! : 1);
    else if (w === 'hundred' || w === 'hundredth') current = (current || 1) * 100;
    else if (w === 'thousand' || w === 'thousandth') {
      total += (current || 1) * 1000;
      current = 0;
    } else return undefined;
    seen = true;
  }
  return seen ? total + current : undefined;
}
