import { emit, endOf, group, mention, person, type VerseScan } from './scan.ts';
import { pattern } from './text.ts';

// A name given in place of another, or beside it: "thy name shall be called no more Jacob, but
// Israel", "thou shalt not call her name Sarai, but Sarah shall her name be", "he gave unto Daniel the
// name of Belteshazzar", "thou shalt be called Cephas", "Saul, (who also is called Paul,)", "Moses
// called Oshea the son of Nun Jehoshua", "Call me not Naomi, call me Mara", "changed his name to
// Zedekiah", "Pharaoh called Joseph's name Zaphnath-paaneah". The fact runs from the old name to the new.
//
// Two names the verse gives one person without saying which came first ("Hadassah, that is, Esther",
// "Jerubbaal, who is Gideon", "Tabitha, which by interpretation is called Dorcas", "Esau is Edom") are
// `also_called`, in the order written.

/** Each pattern with the groups of the old and the new name. */
const RENAMES = [
  // `thy name shall be called no more Jacob, but Israel`; `not be called Abram, but thy name shall be Abraham`
  { re: pattern(`\\bcalled (?:any more |no more |no longer )?{N},? but (?:(?:thy|your|his|her) name (?:shall|will) be )?{N}`), old: 1, new: 2 },
  // `thou shalt not call her name Sarai, but Sarah shall her name be` / `but her name will be Sarah`
  { re: pattern(`\\bcall (?:her|his) name {N},? but (?:{N} shall (?:her|his) name be|(?:her|his) name (?:shall|will) be {N})`), old: 1, new: [2, 3] },
  // `he gave unto Daniel the name of Belteshazzar`
  { re: pattern(`\\bgave (?:unto|to) {N} the name (?:of )?{N}`), old: 1, new: 2 },
  // `; and to Hananiah, of Shadrach` (Daniel 1:7, after the first)
  { re: pattern(`[;,] and to {N},? (?:of )?{N}`), old: 1, new: 2, after: /\bthe name (?:of )?[A-Z]/ },
  // `Thou art Simon the son of Jona: thou shalt be called Cephas`
  { re: pattern(`{N}(?: the son of {N})?[.:;,] (?:thou shalt|you shall) be called {N}`), old: 1, new: 3 },
  // `Simon he surnamed Peter`; `Simon, (whom he also named Peter,)`; `Simon (to whom he gave the name Peter)`
  { re: pattern(`{N},? \\(?(?:he surnamed|(?:whom|to whom) he (?:also )?(?:named|surnamed|gave the name)) {N}`), old: 1, new: 2 },
  // `Saul, (who also is called Paul,)`; `Joses, who by the apostles was surnamed Barnabas`
  { re: pattern(`{N},? \\(?(?:who|which)(?: by the apostles)? (?:also )?(?:is |was )?(?:also )?(?:called|surnamed) {N}`), old: 1, new: 2 },
  // `Moses called Oshea the son of Nun Jehoshua`
  { re: pattern(`\\bcalled {N} the son of {N},? {N}\\.`), old: 1, new: 3 },
  // `Call me not Naomi, call me Mara`; `Don't call me Naomi. Call me Mara`
  { re: pattern(`\\b(?:[Cc]all me not|[Dd]on['’]t call me) {N}[,.;] [Cc]all me {N}`), old: 1, new: 2 },
  // `made Mattaniah his father's brother king in his stead, and changed his name to Zedekiah`
  { re: pattern(`\\bmade {N}[^.;]*? (?:turned|changed) his name to {N}`), old: 1, new: 2 },
  // `Pharaoh called Joseph's name Zaphnath-paaneah`
  { re: pattern(`\\bcalled {N}['’]s name {N}`), old: 1, new: 2 },
];

/** `Hadassah, that is, Esther`; `Jerubbaal, who is Gideon`; `Jerubbaal, namely, Gideon`; `Tabitha, which when translated, means Dorcas`; `Esau, who is Edom`. */
const ALSO_CALLED = [
  pattern(`{N}, (?:that is|who is|namely),? {N}\\b(?!['’])`),
  pattern(`{N}, which (?:by interpretation is called|when translated, means) {N}`),
  // `Thus dwelt Esau in mount Seir: Esau is Edom.`: the whole sentence.
  pattern(`(?:^|[.:;] ){N} is {N}\\.`),
];

/** Every change of name the verse tells. */
export function extractRenames(scan: VerseScan): void {
  for (const { re, old, new: renamed, after } of RENAMES) {
    if (after && !after.test(scan.text)) continue;
    for (const m of scan.text.matchAll(re)) {
      const from = person(scan, m, old);
      const at = (Array.isArray(renamed) ? renamed : [renamed]).find((i) => m[i] !== undefined);
      const to = at === undefined ? undefined : group(scan, m, at);
      // `the city of David, which is called Bethlehem`: a name after `of` only qualifies.
      if (!from || !to || /\bof $/.test(scan.text.slice(0, from.start))) continue;
      emit(scan, { relation: 'renamed', subject: from, object: mention(to), start: m.index, end: endOf(m), inverse: false });
    }
  }
  for (const re of ALSO_CALLED)
    for (const m of scan.text.matchAll(re)) {
      const first = person(scan, m, 1);
      const second = group(scan, m, 2);
      // `the land of Canaan, that is, Beth-el`: a name after `of` only qualifies.
      if (!first || !second || first.name === second.word || /\bof $/.test(scan.text.slice(0, first.start))) continue;
      emit(scan, { relation: 'also_called', subject: first, object: mention(second), start: first.start, end: endOf(m), inverse: false });
    }
}
