import type { Knowledge, KnowledgeFact, Relation } from '../verses-db/knowledge.ts';
import { ageOf, gather, keyOf, objectOf, roleOf, subjectOf, twoSteps, yearsOf, type FactAnswer, type KnownAnswers } from './fact-gather.ts';
import { NUMBER_WORDS_SOURCE } from '../bible/knowledge/numbers.ts';
import { wordsOf } from './clauses.ts';
import type { TermGroup } from './question.ts';
import { PERSON_CLASS, type Shape } from './shape.ts';

// Questions about one person's life that the knowledge layer answers from facts naming the person:
// firstborn, in-laws, length of life, age at an event, a king's age and reign, changed names, burial
// and death places, home and tribe.

/** A people's name's place, as the texts name it: `Moabitess` → Moab, `Syrian` → Syria, `Benjamite` → Benjamin. */
function placeOfPeople(knowledge: Knowledge, f: KnowledgeFact): { key: string; text: string } | undefined {
  const stem = f.objectText?.replace(/(?:itess|ites?|ians?|eans?|enes?|n)$/, '');
  if (!stem || stem.length < 3) return undefined;
  for (const ending of ['', 'a', 'e', 'h', 'ah', 'ia', 'in']) {
    const place = knowledge.nameInfo(stem + ending)?.canonical;
    if (place) return { key: keyOf(place), text: place };
  }
  return undefined;
}

/** An in-law as two steps of kinship: a father-in-law is a spouse's father, a son-in-law a daughter's husband. */
const IN_LAW = {
  father: { named: 'father_in_law', first: ['wife', 'husband'], then: ['father'] },
  mother: { named: 'mother_in_law', first: ['wife', 'husband'], then: ['mother'] },
  son: { named: 'son_in_law', first: ['daughter'], then: ['husband'] },
  daughter: { named: 'daughter_in_law', first: ['son'], then: ['wife'] },
} satisfies Record<string, { named: Relation; first: Relation[]; then: Relation[] }>;

/** What the layer states outright: no other answer is right, however few of the question's words its verses share. */
const stated = (answers: FactAnswer[]): KnownAnswers => ({ answers, strict: true, outright: true });

/** The facts with the largest number: the whole reign (not `seven years in Hebron`), the longest life. */
function largest(facts: readonly KnowledgeFact[]): KnowledgeFact[] {
  const counted = facts.filter((f) => f.number !== undefined);
  const top = Math.max(...counted.map((f) => f.number!));
  return counted.filter((f) => f.number === top);
}

const AGE = new RegExp(`^${NUMBER_WORDS_SOURCE}`);
/** An age at an event as the fact's verse writes it: `fourscore years old`, not Aaron's beside it. */
const ageWhenOf = (f: KnowledgeFact) => {
  const words = f.objectText && AGE.exec(f.objectText)?.[0];
  return f.number !== undefined && words ? { key: `${f.number} year`, text: `${words} years old` } : undefined;
};

/**
 * "How old was Isaac when Jacob and Esau were born?": the person's ages at events (`Isaac was threescore
 * years old when she bare them`), the ones whose event says most of the question's words after `when`.
 */
function agesAt(knowledge: Knowledge, person: string, event: readonly TermGroup[]): KnowledgeFact[] {
  const shared = (f: KnowledgeFact) => {
    const stems = new Set(wordsOf(f.objectText?.replace(/^.*?\bwhen\b/, '') ?? '').map((w) => w.stem));
    return event.filter((t) => [...t.stems].some((s) => stems.has(s))).length;
  };
  const ages = knowledge.facts('age_when', person).map((f) => ({ f, n: shared(f) }));
  const most = Math.max(0, ...ages.map((a) => a.n));
  return most === 0 ? [] : ages.filter((a) => a.n === most).map((a) => a.f);
}

/**
 * What the layer says of the person `names[0]` (the last renamed one, for names) when the question
 * asks one of these; undefined when it asks none or the layer holds nothing for it.
 */
export function lifeFacts(
  text: string,
  shape: Shape,
  knowledge: Knowledge,
  names: readonly string[],
  terms: readonly TermGroup[] = [],
): KnownAnswers | undefined {
  // "Who was David's oldest brother?": his father's firstborn (`Eliab the firstborn`, 1 Samuel 17:13), not he.
  if (/\b(?:oldest|eldest|first[- ]?born) (?:brother|sister)\b/.test(text) && names.length) {
    const fathers = knowledge.facts('father', names[0]!).flatMap((f) => f.object ?? []);
    const firstborn = [...new Set(fathers)].flatMap((father) => knowledge.facts('firstborn', father)).filter((f) => f.object !== names[0]);
    if (firstborn.length) return stated(gather(firstborn, objectOf));
  }
  // "Who was Jacob's firstborn son?": `Reuben, Jacob's firstborn`.
  if (/\b(?:first[- ]?born|eldest son|oldest son|first son)\b/.test(text) && names.length) {
    const firstborn = knowledge.facts('firstborn', names[0]!);
    if (firstborn.length) return stated(gather(firstborn, objectOf));
  }
  // "Who was Jacob's father-in-law?": his wife's father (Laban), through two facts of the layer.
  const inLaw = /\b(father|mother|son|daughter)[\s-]in[\s-]law\b/.exec(text);
  if (inLaw && names.length) {
    const way = IN_LAW[inLaw[1] as keyof typeof IN_LAW];
    // As the texts name them (`Jethro, Moses' father in law`), else through the marriage.
    const named = knowledge.facts(way.named, names[0]!);
    const facts = named.length ? named : twoSteps(knowledge, names[0]!, way.first, way.then);
    if (facts.length) return stated(gather(facts, objectOf));
  }
  // "How old was Moses when he died?": the life the texts sum up (`Moses was an hundred and twenty years old
  // when he died`). "How long did Jacob live?" asks the same, "How long did Jacob live in Egypt?" does not.
  const wholeLife = /\b(?:how long|how many years)\b/.test(text) && /\blived?(?: on (?:the )?earth| in all)?\s*\??$/.test(text);
  const lifeAsked = (/\bhow old\b/.test(text) && /\b(?:die|died|death)\b/.test(text)) || wholeLife;
  if ((shape.type === 'number' || shape.type === 'duration') && lifeAsked && names.length)
    return stated(gather(knowledge.facts('lifespan', names[0]!), yearsOf));
  // "How old was Josiah when he became king?": `Josiah was eight years old when he began to reign`.
  const reigning = /\b(?:king|queen|reign|reigned|throne|crowned|rule|ruled)\b/.test(text) && names.length > 0;
  if (shape.type === 'number' && /\bhow old\b/.test(text) && reigning) return stated(gather(knowledge.facts('reign_age', names[0]!), ageOf));
  // "How long did David reign?": the whole reign, the longest the texts give (`seven years in Hebron` is a
  // part), unless the question asks the part: "How long did David reign in Hebron?".
  if ((shape.type === 'duration' || shape.type === 'number') && /\b(?:how long|how many years)\b/.test(text) && reigning) {
    const reigns = knowledge.facts('reign_length', names[0]!);
    const there = reigns.filter((f) => names.slice(1).some((place) => f.objectText?.includes(place)));
    const whole = largest(there.length ? there : reigns);
    if (whole.length) return stated(gather(whole, yearsOf));
  }
  // "How old was Noah when the flood came?": `Noah was six hundred years old when the flood of waters was upon the earth`.
  const when = /\bhow old\b.*\bwhen\b(.*)$/.exec(text)?.[1];
  if (shape.type === 'number' && when && names.length) {
    const asked = new Set(wordsOf(when).map((w) => w.text));
    const event = terms.filter((t) => asked.has(t.word) && t.word !== keyOf(names[0]!));
    const ages = agesAt(knowledge, names[0]!, event);
    if (ages.length) return stated(gather(ages, ageWhenOf));
  }
  // "Who was the oldest man?", "Who lived the longest?": the longest life the texts sum up.
  if (shape.type === 'person' && names.length === 0 && /\b(?:oldest|lived (?:the )?longest|longest life)\b/.test(text)) {
    const longest = largest([...knowledge].filter((f) => f.relation === 'lifespan'));
    if (longest.length) return stated(gather(longest, subjectOf));
  }
  // "What did God change Abram's name to?", "What was Paul's name before?": a name given in place of
  // another (`thy name shall be Abraham`, `Saul, (who also is called Paul,)`), asked either way;
  // "What was Esther's Hebrew name?" asks for the other of two names (`Hadassah, that is, Esther`)
  // whichever came first. Of the question's names, the last the texts rename: "What name did Jesus
  // give Simon?" asks of Simon. Not "What was the name of Jacob's twin brother?": a name asked of a
  // relative or a description.
  const renaming =
    /\b(?:name|renamed?|surnamed|called|call|nicknamed?)\b/.test(text) &&
    /\b(?:change[sd]?|new|give|gave|given|renamed?|surnamed|called|call|before|original|originally|old|other|another|also|known|nicknamed?)\b|['’]s? (?:[a-z]+ )?name\b/.test(
      text,
    );
  // Nor "What was the name of the boy who gave Jesus five loaves?": the name of one described (`the
  // boy`, `the centurion`), never another name of a person the description mentions.
  const described = shape.asksName && !!shape.classNoun && PERSON_CLASS.has(shape.classNoun);
  if (renaming && !shape.relation && !described && names.length && (shape.type === 'person' || shape.type === 'thing')) {
    const before = /\b(?:before|original|originally|old|previous|formerly|used to be|real|birth)\b/.test(text);
    // "What was Sarah's name before God changed it?": the change is what `before` dates, so the old name is asked.
    const after = !before && /\b(?:change[sd]?|new|give|gave|given|renamed?|surnamed)\b/.test(text);
    const otherNames = (name: string) => [
      ...(before ? [] : knowledge.facts('renamed', name)),
      ...(after ? [] : knowledge.factsAbout(name, 'renamed')),
      ...knowledge.facts('also_called', name),
      ...knowledge.factsAbout(name, 'also_called'),
    ];
    // "What nickname did Jesus give James and John?", "Who did Jesus call Satan?" ask of those given
    // or called it, never of the giver.
    const given = /\b(?:give|gave|given|call|called|nicknamed|surnamed)\b/.exec(text);
    const receivers = given ? names.filter((name) => text.indexOf(name.toLowerCase(), given.index) >= 0) : [];
    const asked = [...(receivers.length ? receivers : names)].reverse().find((name) => otherNames(name).length > 0);
    if (asked) {
      const own = new Set(knowledge.aliasesOf(asked));
      return stated(gather(otherNames(asked), (f) => (own.has(f.subject) ? objectOf(f) : subjectOf(f))));
    }
  }
  // "Where was Samuel buried?": `buried him in his house at Ramah`.
  if (shape.type === 'place' && /\b(?:buried|bury|burial|grave|tomb|sepulchre)\b/.test(text) && names.length) {
    const graves = knowledge.facts('buried_in', names[0]!);
    if (graves.length) return stated(gather(graves, (f) => objectOf(f) ?? roleOf(f)));
  }
  // "Where did Aaron die?": `went up into mount Hor … and died there`. Not "On which mountain…": a
  // land the texts give (`died there in the land of Moab`) is no mountain.
  if (shape.type === 'place' && !shape.classNoun && /\b(?:die|died|death)\b/.test(text) && names.length) {
    const deaths = knowledge.facts('died_in', names[0]!);
    if (deaths.length) return stated(gather(deaths, objectOf));
  }
  // "Where was Goliath from?", "What town was Jesus from?", "Where did Job live?": `Goliath, of Gath`,
  // `Jesus of Nazareth`, `a man in the land of Uz, whose name was Job`.
  const fromWhere =
    /\bfrom\W*$|\b(?:home ?town|native of)\b|\b(?:live|lived|dwell|dwelt)\W*$/.test(text) && !/\b(?:tribe|sail|sailed|flee|fled|send|sent)\b/.test(text);
  if (shape.type === 'place' && fromWhere && names.length) {
    const homes = knowledge.facts('from_place', names[0]!);
    if (homes.length) return stated(gather(homes, (f) => objectOf(f) ?? placeOfPeople(knowledge, f)));
  }
  // "Which disciple came from Cana?": whom the texts call of the place (`Nathanael of Cana in Galilee`).
  const home = /\b(?:came|come|comes|was|were|is|hailed) from (?:the (?:town|city|village) of )?([\p{L}-]+)/u.exec(text)?.[1];
  const place = home && names.find((n) => n.toLowerCase() === home);
  if ((shape.type === 'person' || shape.type === 'people') && place) {
    const natives = gather(knowledge.factsAbout(place, 'from_place'), subjectOf);
    if (natives.length === 1) return stated(natives);
    if (natives.length > 1) return { answers: natives, strict: false, outright: true };
  }
  // "Which tribe was Bezaleel from?": `Bezaleel the son of Uri, the son of Hur, of the tribe of Judah`.
  if (/\btribe\b/.test(text) && names.length) {
    const tribes = knowledge.facts('tribe', names[0]!);
    if (tribes.length) return stated(gather(tribes, objectOf));
  }
  return undefined;
}
