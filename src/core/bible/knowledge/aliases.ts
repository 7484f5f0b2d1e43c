import type { NameLexicon } from './names.ts';
import type { Texts } from './text.ts';

// Spelling variants across the two translations and the testaments. The KJV writes the New
// Testament's Old Testament names in their Greek forms (Elias, Noe, Osee, Juda, Esaias), the WEB in
// the Hebrew ones; the two are aligned verse by verse, so a verse whose KJV and WEB names differ by
// one name each way pairs the two spellings. A pair becomes an alias only when the spellings are
// alike and the swap is how one translation writes that name, not a choice made in a verse or two:
// the KJV's "Jesus" in Acts 7:45 and Hebrews 4:8 is the WEB's "Joshua", and the two stay apart.

/** Levenshtein distance. */
function editDistance(a: string, b: string): number {
  let row = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const next = [i];
    for (let j = 1; j <= b.length; j++) next[j] = Math.min(row[j]! + 1, next[j - 1]! + 1, row[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    row = next;
  }
  return row[b.length]!;
}

/** The letters of a spelling, case and hyphens aside: `Beth-lehem` and `Bethlehem` are one name. */
export const letters = (name: string) => name.toLowerCase().replaceAll('-', '');

/**
 * Alike enough to be one name's spellings: at most 2 edits in 5 letters (Osee/Hosea, Esaias/Isaiah),
 * 2 after a shared start (Noe/Noah), or 3 after a shared stem (Jeremy/Jeremiah).
 */
export function similarSpellings(a: string, b: string, ratio = 0.4): boolean {
  const x = letters(a);
  const y = letters(b);
  const distance = editDistance(x, y);
  if (distance <= ratio * Math.max(x.length, y.length)) return true;
  if (ratio < 0.4) return false;
  let prefix = 0;
  while (prefix < Math.min(x.length, y.length) && x[prefix] === y[prefix]) prefix++;
  return (prefix >= 2 && distance <= 2) || (prefix >= 5 && distance <= 3);
}

/** Gentilic and plural endings: `Ephraimites` is not a spelling of `Ephraim`, nor `Nazarene` of `Nazareth`. */
const GENTILIC = /(?:ites?|itess|itish|ish|ians?|eans?|enes?|ines?|ims?|ees|ans|ack)$/;

/** A spelling that is one part of the other's compound: `Gilgal` of `Beth-gilgal`, `Beth` of `Beth-el`. */
const partOf = (a: string, b: string) => b.toLowerCase().split('-').includes(a.toLowerCase()) || a.toLowerCase().split('-').includes(b.toLowerCase());

/** One spelling is the other with a gentilic ending: `Ephraimites` of `Ephraim` (whose own `-im` looks like one). */
function derived(a: string, b: string): boolean {
  const [short, long] = a.length < b.length ? [letters(a), letters(b)] : [letters(b), letters(a)];
  return long.startsWith(short) && GENTILIC.test(long.slice(short.length - 1));
}

function sameKind(a: string, b: string): boolean {
  return GENTILIC.test(a) === GENTILIC.test(b) && !partOf(a, b) && !derived(a, b);
}

export interface AliasPair {
  kjv: string;
  web: string;
  /** Verses whose names differ by exactly these two spellings. */
  verses: number;
}

export interface Aliases {
  /** Each name's canonical spelling (the most frequent of its group). */
  canonical: ReadonlyMap<string, string>;
  /** The accepted pairs: evidence from the aligned verses (0 verses for spellings with the same letters). */
  pairs: readonly AliasPair[];
  /** The pairs seen but refused, with their evidence, for the build report. */
  refused: readonly AliasPair[];
  /** In one verse, the WEB spelling of a KJV name the two translations swap only there (Acts 7:45: Jesus → Joshua). */
  local: ReadonlyMap<number, ReadonlyMap<string, string>>;
}

/** A swap must account for at least half of the rarer spelling's verses in its own translation. */
const MIN_SHARE = 0.5;

/**
 * A spelling paired with several others that are not alike among themselves (KJV `Henoch` is the
 * WEB's `Enoch` in 1 Chronicles 1:3 and its `Hanoch` in 1:33) keeps only its best-attested pair,
 * or none on a tie, so two names do not merge through it.
 */
function dropConflicts(pairs: AliasPair[], refused: AliasPair[]): void {
  const partners = new Map<string, AliasPair[]>();
  for (const p of pairs) for (const side of [`k${p.kjv}`, `w${p.web}`]) partners.set(side, [...(partners.get(side) ?? []), p]);
  const dropped = new Set<AliasPair>();
  for (const [side, list] of partners) {
    if (list.length < 2) continue;
    const others = list.map((p) => (side.startsWith('k') ? p.web : p.kjv));
    if (others.every((a) => others.every((b) => a === b || similarSpellings(a, b, 0.25)))) continue;
    const sorted = [...list].sort((a, b) => b.verses - a.verses);
    const keep = sorted[0]!.verses > sorted[1]!.verses ? sorted[0] : undefined;
    for (const p of list) if (p !== keep) dropped.add(p);
  }
  for (let i = pairs.length - 1; i >= 0; i--) {
    if (dropped.has(pairs[i]!)) refused.push(...pairs.splice(i, 1));
  }
}

export function findAliases(texts: Texts, lexicon: NameLexicon): Aliases {
  const evidence = new Map<string, AliasPair>();
  const local = new Map<number, Map<string, string>>();
  const addEvidence = (k: string, w: string) => {
    const key = `${k}\t${w}`;
    const pair = evidence.get(key) ?? { kjv: k, web: w, verses: 0 };
    pair.verses++;
    evidence.set(key, pair);
  };
  texts.kjv.forEach((verse, i) => {
    const kjv = new Set(lexicon.tokens.kjv[i]!.map((t) => t.word));
    const web = new Set(lexicon.tokens.web[i]!.map((t) => t.word));
    const kjvLetters = new Set([...kjv].map(letters));
    const webLetters = new Set([...web].map(letters));
    const kjvOnly = [...kjv].filter((n) => !webLetters.has(letters(n)));
    const webOnly = [...web].filter((n) => !kjvLetters.has(letters(n)));
    if (!kjvOnly.length || !webOnly.length || kjvOnly.length > 6 || webOnly.length > 6) return;
    if (kjvOnly.length === 1 && webOnly.length === 1 && similarSpellings(kjvOnly[0]!, webOnly[0]!, 0.5) && sameKind(kjvOnly[0]!, webOnly[0]!)) {
      local.set(verse.id, new Map([[kjvOnly[0]!, webOnly[0]!]]));
    }
    // Several differences (the genealogies): pair the most alike spellings first, each once.
    const candidates = kjvOnly
      .flatMap((k) => webOnly.map((w) => ({ k, w, d: editDistance(letters(k), letters(w)) / Math.max(k.length, w.length) })))
      .filter((c) => similarSpellings(c.k, c.w) && sameKind(c.k, c.w))
      .sort((a, b) => a.d - b.d || (a.k + a.w < b.k + b.w ? -1 : 1));
    const used = new Set<string>();
    for (const c of candidates) {
      if (used.has(`k${c.k}`) || used.has(`w${c.w}`)) continue;
      used.add(`k${c.k}`).add(`w${c.w}`);
      addEvidence(c.k, c.w);
    }
  });

  const count = (name: string, t: 'kjv' | 'web') => lexicon.verses.get(name)?.[t].length ?? 0;
  const pairs: AliasPair[] = [];
  const refused: AliasPair[] = [];
  for (const pair of evidence.values()) {
    // The KJV spelling is the WEB's spelling in most of the verses where the KJV uses it, or the other way round.
    const share = Math.max(pair.verses / Math.max(1, count(pair.kjv, 'kjv')), pair.verses / Math.max(1, count(pair.web, 'web')));
    // And the two translations do not both use both spellings for different people.
    const bothUseBoth = count(pair.kjv, 'web') > count(pair.kjv, 'kjv') / 2 && count(pair.web, 'kjv') > count(pair.web, 'web') / 2;
    (share >= MIN_SHARE && !bothUseBoth ? pairs : refused).push(pair);
  }

  dropConflicts(pairs, refused);

  // Union-find over the accepted pairs and the spellings with the same letters.
  const parent = new Map<string, string>();
  const find = (n: string): string => {
    let root = n;
    while (parent.get(root) !== root) root = parent.get(root)!;
    parent.set(n, root);
    return root;
  };
  for (const name of lexicon.verses.keys()) parent.set(name, name);
  const union = (a: string, b: string) => parent.set(find(a), find(b));
  const byLetters = new Map<string, string>();
  for (const name of lexicon.verses.keys()) {
    const same = byLetters.get(letters(name));
    if (same) {
      union(name, same);
      pairs.push({ kjv: name, web: same, verses: 0 });
    } else byLetters.set(letters(name), name);
  }
  for (const p of pairs) union(p.kjv, p.web);

  const frequency = (n: string) => count(n, 'kjv') + count(n, 'web');
  const best = new Map<string, string>();
  for (const name of lexicon.verses.keys()) {
    const root = find(name);
    const current = best.get(root);
    if (!current || frequency(name) > frequency(current) || (frequency(name) === frequency(current) && name < current)) best.set(root, name);
  }
  const canonical = new Map([...lexicon.verses.keys()].map((n) => [n, best.get(find(n))!]));
  return { canonical, pairs, refused, local };
}
