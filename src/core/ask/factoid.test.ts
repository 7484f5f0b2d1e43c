import { describe, expect, it } from 'vitest';
import { wordsOf } from './clauses.ts';
import {
  ageOwnerFit,
  calledThee,
  countFit,
  datesDeed,
  definedAs,
  doneByGodBefore,
  firstAndLast,
  givenName,
  homeEpithet,
  materialCue,
  objectPronouns,
  negated,
  negationFit,
  personTitle,
  placeNoun,
  predicateOf,
  prepositionCue,
  qualifiesName,
  toldOf,
  wholeCountFit,
} from './factoid.ts';
import type { AnswerCandidate } from './candidates.ts';
import type { NameFacts } from './names.ts';
import type { Shape } from './shape.ts';

/** The number candidate at `number` in `text`, one word long. */
function numberIn(text: string, number: string): { words: ReturnType<typeof wordsOf>; candidate: AnswerCandidate } {
  const words = wordsOf(text);
  const at = words.findIndex((w) => w.text === number);
  const candidate: AnswerCandidate = { key: number, text: number, start: words[at]!.start, end: words[at]!.end, from: at, to: at, kind: 'number' };
  return { words, candidate };
}

/** A text's words and where `word` first stands among them, for the tests of one word's place. */
const wordAt = (text: string, word: string) => {
  const words = wordsOf(text);
  return [words, words.findIndex((w) => w.text === word)] as const;
};

/** The one-word name candidate at `name` in `text` (the first occurrence). */
function nameIn(text: string, name: string): { words: ReturnType<typeof wordsOf>; candidate: AnswerCandidate } {
  const { words, candidate } = numberIn(text, name);
  return { words, candidate: { ...candidate, kind: 'name' } };
}

describe('factoid answers', () => {
  it('reads the one told of a deed as no doer of it, unless the question asks who told', () => {
    const agent: Shape = { type: 'person', role: 'agent', asksName: false };
    const text = 'And there ran a young man, and told Moses, and said, Eldad and Medad do prophesy in the camp.';
    const { words, candidate } = nameIn(text, 'Moses');
    const prophesy = words.findIndex((w) => w.text === 'prophesy');
    expect(toldOf(agent, words, candidate, [prophesy], ['which', 'two', 'men', 'prophesied'])).toBe(true);
    expect(toldOf(agent, words, nameIn(text, 'Medad').candidate, [prophesy], ['which', 'two', 'men', 'prophesied'])).toBe(false);
    expect(toldOf(agent, words, candidate, [prophesy], ['who', 'told', 'moses'])).toBe(false);
    // One spoken to is often bidden to do the deed: `said unto me, Prophesy upon these bones`.
    const bidden = nameIn('Again he said unto Ezekiel, Prophesy upon these bones', 'Ezekiel');
    expect(toldOf(agent, bidden.words, bidden.candidate, [bidden.words.findIndex((w) => w.text === 'Prophesy')], ['which', 'prophet'])).toBe(false);
  });

  it('reads the one a deed is done to by the pronoun right after its verb', () => {
    const text = 'Then all the Greeks took Sosthenes, the chief ruler of the synagogue, and beat him before the judgment seat.';
    const words = wordsOf(text);
    const names: NameFacts = { kinds: (n) => (n === 'Sosthenes' ? { person: 1, place: 0, people: 0 } : undefined), canonical: (n) => n, gender: () => 'male' };
    const found = [nameIn(text, 'Sosthenes').candidate];
    const beat = words.findIndex((w) => w.text === 'beat');
    const patient: Shape = { type: 'person', role: 'patient', asksName: false };
    expect(objectPronouns(patient, words, found, names, [beat], () => []).map((c) => [c.text, words[c.from]!.text])).toEqual([['Sosthenes', 'him']]);
    // Not for the doer, nor after another verb than the question's.
    expect(objectPronouns({ ...patient, role: 'agent' }, words, found, names, [beat], () => [])).toEqual([]);
    expect(objectPronouns(patient, words, found, names, [], () => [])).toEqual([]);
    // A verse that names no one before the pronoun takes the last one the verses before named (Acts 16:1, 3).
    const acts = 'Him would Paul have to go forth with him; and took and circumcised him because of the Jews';
    const actsWords = wordsOf(acts);
    const circumcised = actsWords.findIndex((w) => w.text === 'circumcised');
    const earlier = () => [{ key: 'timothy', text: 'Timothy' }];
    expect(objectPronouns(patient, actsWords, [], names, [circumcised], earlier).map((c) => c.text)).toEqual(['Timothy']);
  });

  it('reads the thing after the preposition a question ends with, and a likeness only of the question’s word', () => {
    const thing: Shape = { type: 'thing', role: 'agent', asksName: false };
    const cue = (question: string, text: string, noun: string) => {
      const { words, candidate } = numberIn(text, noun);
      return prepositionCue(thing, question.toLowerCase().replace('?', '').split(' '), words, candidate);
    };
    expect(cue('What did the king of Nineveh sit in?', 'covered him with sackcloth, and sat in ashes', 'ashes')).toBe(1.5);
    const song = 'Set me as a seal upon thine heart, as a seal upon thine arm: for love is strong as death';
    expect(cue('Love is strong as what?', song, 'death')).toBe(3);
    expect(cue('Love is strong as what?', song, 'seal')).toBe(1);
    expect(cue('Love is strong as what?', song, 'arm')).toBe(1);
    // An instrument is what the deed is done with.
    const sling = 'David prevailed over the Philistine with a sling and with a stone, and smote the Philistine';
    expect(cue('What did David use to kill Goliath?', sling, 'sling')).toBe(1.5);
    expect(cue('What did David use to kill Goliath?', sling, 'stone')).toBe(1.5);
    expect(cue('What did David use to kill Goliath?', sling, 'Philistine')).toBe(1);
  });

  it('reads a name the verse speaks to as standing where it then says `thee`', () => {
    const text = 'But thou, Beth-lehem Ephratah, though thou be little among the thousands of Judah, yet out of thee shall he come forth';
    const words = wordsOf(text);
    // The name's run: `Beth`, `lehem`.
    const from = words.findIndex((w) => w.text === 'Beth');
    const bethlehem: AnswerCandidate = {
      key: 'beth-lehem',
      text: 'Beth-lehem',
      start: words[from]!.start,
      end: words[from + 1]!.end,
      from,
      to: from + 1,
      kind: 'name',
    };
    const judah = nameIn(text, 'Judah').candidate;
    expect(calledThee(words, [bethlehem, judah]).map((c) => [c.text, words[c.from]!.text, c.from])).toEqual([
      ['Beth-lehem', 'thou', words.findIndex((w, i) => i > from + 1 && w.text === 'thou')],
      ['Beth-lehem', 'thee', words.findIndex((w) => w.text === 'thee')],
    ]);
    // A name no one speaks to stands only where it is.
    expect(calledThee(words, [judah])).toEqual([]);
  });

  it('reads the fathers in a name’s appositive as qualifying it, not one a verb leads to', () => {
    const judges = wordsOf('And after Abimelech there arose to defend Israel Tola the son of Puah, the son of Dodo, a man of Issachar');
    const at = (words: ReturnType<typeof wordsOf>, name: string) => words.findIndex((w) => w.text === name);
    expect(['Tola', 'Puah', 'Dodo'].map((n) => qualifiesName(judges, at(judges, n)))).toEqual([false, true, true]);
    const begat = wordsOf('Cush became the father of Nimrod. He began to be a mighty one in the earth.');
    expect(qualifiesName(begat, at(begat, 'Nimrod'))).toBe(false);
  });

  it('reads a `he` after God’s deed to `him` as the one the verses before named', () => {
    const name = (words: ReturnType<typeof wordsOf>, text: string): AnswerCandidate => {
      const at = words.findIndex((w) => w.text === text);
      return { key: text.toLowerCase(), text, start: words[at]!.start, end: words[at]!.end, from: at, to: at, kind: 'name' };
    };
    const second = (words: ReturnType<typeof wordsOf>) => words.map((w) => w.text).lastIndexOf('he');
    // Acts 12:23: Herod, named two verses before, is smitten and eaten of worms.
    const smitten = wordsOf('And immediately the angel of the Lord smote him, because he gave not God the glory: and he was eaten of worms');
    expect(doneByGodBefore(smitten, [], second(smitten), 'male')).toBe(true);
    // A person named before the pronoun is its antecedent; without God's deed to `him`, no reading across verses.
    const joab = wordsOf('And Joab smote him, because he would not hearken');
    expect(doneByGodBefore(joab, [name(joab, 'Joab')], second(joab), 'male')).toBe(false);
    const told = wordsOf('And the LORD said, because he hath done this');
    expect(doneByGodBefore(told, [], second(told), 'male')).toBe(false);
  });

  it('reads a king after `year of` as the date of a deed, not its doer', () => {
    const dated = wordsOf('Shallum the son of Jabesh began to reign in the nine and thirtieth year of Uzziah king of Judah');
    const at = (name: string) => dated.findIndex((w) => w.text === name);
    expect(['Shallum', 'Jabesh', 'Uzziah'].map((n) => datesDeed(dated, at(n)))).toEqual([false, false, true]);
  });

  it('reads what a verse says one was as what "Who was the …" asks', () => {
    expect(predicateOf(['who', 'was', 'the', 'faithful', 'martyr', 'killed', 'in', 'pergamos'])).toBe('martyr');
    expect(predicateOf(['who', 'was', 'the', 'father', 'of', 'all', 'who', 'play', 'the', 'harp'])).toBe('father');
    expect(predicateOf(['who', 'killed', 'goliath'])).toBeUndefined();
    expect(predicateOf(['what', 'is', 'the', 'root', 'of', 'all', 'evil'])).toBe('root');
    const martyr = nameIn('even in those days wherein Antipas was my faithful martyr, who was slain among you', 'Antipas');
    expect(definedAs(martyr.words, martyr.candidate, 'martyr')).toBe(true);
    const seat = nameIn("where Satan's seat is: and thou holdest fast my name", 'Satan');
    expect(definedAs(seat.words, seat.candidate, 'martyr')).toBe(false);
  });

  const stones: Shape = { type: 'number', role: 'any', asksName: false, counted: 'stones' };
  const lepers: Shape = { ...stones, counted: 'lepers' };

  it('counts what the number stands before, a describing word between them included', () => {
    const fit = (text: string, number: string, shape = stones) => {
      const { words, candidate } = numberIn(text, number);
      return countFit(shape, words, candidate);
    };
    expect(fit('and chose him five smooth stones out of the brook', 'five')).toBe(1);
    expect(fit('took twelve stones out of the midst of Jordan', 'twelve')).toBe(1);
    expect(fit('there met him ten men that were lepers, which stood afar off', 'ten', lepers)).toBeGreaterThan(0.8);
    expect(fit('and the seven churches which are in Asia', 'seven')).toBeLessThan(0.5);
    // People are counted as souls, and never in days.
    const people: Shape = { ...stones, counted: 'people' };
    expect(fit('wherein few, that is, eight souls were saved by water', 'eight', people)).toBe(1);
    const { words, candidate } = numberIn('and it came to pass at the end of forty days, that Noah opened the window', 'forty');
    expect(countFit(people, words, { ...candidate, to: candidate.to + 1 })).toBeLessThan(0.5);
    // The years of `two daughters, and six years` are the six's (Genesis 31:41).
    const years: Shape = { ...stones, counted: 'years' };
    expect(fit('I served thee fourteen years for thy two daughters, and six years for thy cattle', 'two', years)).toBeLessThan(0.5);
    expect(fit('I served thee fourteen years for thy two daughters, and six years for thy cattle', 'fourteen', years)).toBe(1);
    // A count ending the verse counts what it is about (1 Chronicles 25:10 `his brethren, were twelve`): no age.
    expect(fit('The third to Zaccur, he, his sons, and his brethren, were twelve', 'twelve', years)).toBeLessThan(0.5);
    expect(fit('The third to Zaccur, he, his sons, and his brethren, were twelve', 'twelve', { ...stones, counted: 'sons' })).toBe(1);
    // "How old was Mary Magdalene…": Mark 16:9 `out of whom he had cast seven devils` counts devils, and
    // Daniel 6:12 `within thirty days` no age; Genesis 21:4 `being eight days old` is one.
    expect(fit('Mary Magdalene, out of whom he had cast seven devils', 'seven', years)).toBeLessThan(0.1);
    const { words: decree, candidate: thirty } = numberIn('any God or man within thirty days, save of thee', 'thirty');
    expect(countFit(years, decree, { ...thirty, to: thirty.to + 1 })).toBeLessThan(0.1);
    const { words: isaac, candidate: eight } = numberIn('his son Isaac being eight days old', 'eight');
    expect(countFit(years, isaac, { ...eight, to: eight.to + 1 })).toBe(1);
  });

  it('reads a count of some of a group as less than how many there were in all', () => {
    const fit = (text: string, number: string) => {
      const { words, candidate } = numberIn(text, number);
      return wholeCountFit(words, candidate);
    };
    expect(fit('he sent two of his disciples', 'two')).toBeLessThan(1);
    expect(fit('when he had called unto him his twelve disciples', 'twelve')).toBe(1);
    expect(fit('then sent Jesus two disciples', 'two')).toBe(1);
  });

  it('reads an age as the age of the name just before it', () => {
    const age: Shape = { type: 'number', role: 'any', asksName: false, counted: 'years' };
    // Genesis 17:17: `him that is an hundred years old` is Abraham; `Sarah, that is ninety years old`.
    const text = 'Shall a child be born unto him that is an hundred years old? and shall Sarah, that is ninety years old, bear?';
    const words = wordsOf(text);
    const sarah = [words.findIndex((w) => w.text === 'Sarah')];
    const isName = (word: string) => /^\p{Lu}/u.test(word) && word !== 'Shall';
    expect(ageOwnerFit(age, words, numberIn(text, 'ninety').candidate, sarah, isName)).toBe(1);
    // 21:5 `Abraham was an hundred years old`, asked of Sarah.
    const other = wordsOf('And Abraham was an hundred years old, when his son Isaac was born unto him');
    const hundred = other.findIndex((w) => w.text === 'hundred');
    const candidate: AnswerCandidate = {
      key: '100',
      text: 'an hundred',
      start: other[hundred - 1]!.start,
      end: other[hundred]!.end,
      from: hundred - 1,
      to: hundred,
      kind: 'number',
    };
    expect(ageOwnerFit(age, other, candidate, [], isName)).toBe(1);
    expect(ageOwnerFit(age, other, candidate, [other.findIndex((w) => w.text === 'Isaac')], isName)).toBeLessThan(0.5);
    // "How old was Jesus when Joseph died?": Genesis 50:26 `Joseph died, being an hundred and ten years old` never names Jesus.
    const joseph = wordsOf('So Joseph died, being an hundred and ten years old');
    const at = joseph.findIndex((w) => w.text === 'hundred');
    const josephsAge: AnswerCandidate = { ...candidate, start: joseph[at - 1]!.start, end: joseph[at + 2]!.end, from: at - 1, to: at + 2 };
    expect(ageOwnerFit(age, joseph, josephsAge, [1], isName, [])).toBe(0);
    expect(ageOwnerFit(age, joseph, josephsAge, [1], isName)).toBe(1);
  });

  it('reads the name a naming verb gives as what "What did X name…" asks, and no name beside a deed', () => {
    const given = (text: string, name: string) => {
      const { words, candidate } = nameIn(text, name);
      return givenName(words, candidate);
    };
    expect(given('and Isaac called the name of the well Esek', 'Esek')).toBe(true);
    expect(given('and he called it Nehushtan', 'Nehushtan')).toBe(true);
    // Genesis 4:17: the name the city was given after.
    expect(given('and he builded a city, and called the name of the city, after the name of his son, Enoch', 'Enoch')).toBe(true);
    // Exodus 17:13: who did the deed is not what the altar was named.
    expect(given('And Joshua discomfited Amalek and his people with the edge of the sword', 'Joshua')).toBe(false);
  });

  it('reads a name after a noun for one place as a place there, not after a plural', () => {
    const at = (text: string, name: string) => placeNoun(...wordAt(text, name));
    expect(at('were in the valley of Elah, fighting with the Philistines', 'Elah')).toBe(true);
    expect(at('found Saul and his three sons fallen in mount Gilboa', 'Gilboa')).toBe(true);
    expect(at('in all the cities of Israel', 'Israel')).toBe(false);
    expect(at('In the twentieth year of Asa king of Judah', 'Asa')).toBe(false);
  });

  it('reads a material after `of` or `were`, with a count between, near the question’s word', () => {
    const material: Shape = { type: 'thing', role: 'patient', asksName: false, material: true };
    const cue = (text: string, thing: string, word: string) => {
      const words = wordsOf(text);
      const at = words.findIndex((w) => w.text === thing);
      const candidate: AnswerCandidate = { key: thing, text: thing, start: words[at]!.start, end: words[at]!.end, from: at, to: at, kind: 'phrase' };
      return materialCue(material, words, candidate, [words.findIndex((w) => w.text === word)]);
    };
    expect(cue('And the twelve gates were twelve pearls', 'pearls', 'gates')).toBe(1);
    expect(cue('every several gate was of one pearl', 'pearl', 'gate')).toBe(1);
    expect(cue('Make thee an ark of gopher wood', 'gopher', 'ark')).toBe(1);
    expect(cue('new Jerusalem, coming down from God out of heaven', 'heaven', 'Jerusalem')).toBeLessThan(1);
  });

  it('reads `first and last` as the whole of something, not a first', () => {
    const at = (text: string, word: string) => firstAndLast(...wordAt(text, word));
    expect(at('the rest of the acts of Jehoshaphat, first and last, behold, they are written', 'first')).toBe(true);
    expect(at('I am the first and the last', 'last')).toBe(true);
    expect(at('Saul was the first king', 'first')).toBe(false);
  });

  it('reads the people’s word after the asked name as where he is from, only when that is asked', () => {
    const place: Shape = { type: 'place', role: 'any', asksName: false };
    const home = (text: string, name: string, subject: string, tokens: string[]) => {
      const { words, candidate } = nameIn(text, name);
      return homeEpithet(place, words, candidate, [words.findIndex((w) => w.text === subject)], tokens);
    };
    const from = ['where', 'was', 'nahum', 'from'];
    expect(home('The book of the vision of Nahum the Elkoshite', 'Elkoshite', 'Nahum', from)).toBe(true);
    expect(home('The book of the vision of Nahum the Elkoshite', 'Elkoshite', 'Nahum', ['where', 'did', 'nahum', 'live'])).toBe(false);
    expect(home('Send me Uriah the Hittite', 'Hittite', 'Send', from)).toBe(false);
    expect(home('The burden of Nineveh', 'Nineveh', 'burden', from)).toBe(false);
  });

  it('reads a name with a person’s title beside it as a person’s, not a title’s realm', () => {
    const at = (text: string, name: string) => personTitle(...wordAt(text, name));
    expect(at('the word of the LORD came unto the prophet Gad, David’s seer', 'Gad')).toBe(true);
    expect(at('and of Gad the king’s seer, and Nathan the prophet', 'Gad')).toBe(true);
    expect(at('Manasseh king of Judah hath done these abominations', 'Manasseh')).toBe(true);
    expect(at('the children of Gad and the children of Reuben', 'Gad')).toBe(false);
    expect(at('Cyrus the king of Babylon the same king Cyrus made a decree', 'Babylon')).toBe(false);
  });

  it('takes nothing a negator denies by the question’s verb for what was done, and only that when the question denies', () => {
    const denied = (text: string, thing: string, verb: string) => {
      const words = wordsOf(text);
      const at = words.findIndex((w) => w.text === thing);
      const candidate: AnswerCandidate = { key: thing, text: thing, start: words[at]!.start, end: words[at]!.end, from: at, to: at, kind: 'phrase' };
      return negated(words, candidate, [words.findIndex((w) => w.text === verb)]);
    };
    expect(denied('For John the Baptist came neither eating bread nor drinking wine', 'bread', 'eating')).toBe(true);
    expect(denied('and he did eat locusts and wild honey', 'locusts', 'eat')).toBe(false);
    // A negator between the verb and the thing right after it; not one before a thing further on.
    expect(denied('Drink no longer water, but use a little wine for thy stomach', 'water', 'Drink')).toBe(true);
    expect(denied('Drink no longer water, but use a little wine for thy stomach', 'wine', 'Drink')).toBe(false);
    expect(denied('Many waters cannot quench love', 'love', 'quench')).toBe(true);
    expect(denied('the wild asses quench their thirst', 'thirst', 'quench')).toBe(false);
    expect([negationFit(false, true), negationFit(false, false), negationFit(true, false), negationFit(true, true), negationFit(true, undefined)]).toEqual([
      0.3, 1, 0.3, 1, 1,
    ]);
  });
});
