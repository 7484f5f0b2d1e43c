// The kinds of place a question may ask ("Which town…", "At which brook…") and the texts' words for each.
export const CITY = ['city', 'town', 'village', 'cities', 'towns', 'villages'];
/**
 * The kinds of place a question may name, each with the texts' other words for it: "Which town…" is
 * answered by what the texts call a city (`a city called Nain`), "Which mountain…" by a `mount`.
 */
export const PLACE_KINDS: readonly (readonly string[])[] = [
  CITY,
  ['mountain', 'mount', 'hill', 'mountains'],
  ['sea', 'lake'],
  ['river', 'brook', 'rivers'],
  ['country', 'land', 'region', 'province'],
  ['island', 'isle'],
  ['valley', 'vale'],
  ['wilderness', 'desert'],
  ['forest'],
  ['cave'],
];

/** The texts' words for the kind of place a noun names, or undefined for no kind of place (`house`, `church`). */
export const placeKindOf = (noun: string) => PLACE_KINDS.find((kind) => kind.includes(noun.toLowerCase()));
