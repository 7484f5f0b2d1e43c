import { afterAll, describe, expect, it } from 'vitest';
import { defaultVersesDbPath } from '../paths.ts';
import { readKnowledge } from '../verses-db/knowledge.ts';
import { openVersesDb } from '../verses-db/open.ts';
import { createVerseStore } from '../bible/verse-store.ts';
import { factAnswers, factOnly } from './fact-answers.ts';
import { analyzeQuestion } from './question.ts';

const db = openVersesDb(defaultVersesDbPath());
afterAll(() => db.close());
const knowledge = readKnowledge(db);
const answersTo = (text: string) => {
  const question = analyzeQuestion(text);
  return factAnswers(question, question.shape, knowledge);
};

describe('answers the knowledge layer states', () => {
  it('finds relatives generations away through each generation, keeping to the books that tell the line', () => {
    // Ruth 4:17: Obed "is the father of Jesse, the father of David".
    const grandfather = answersTo("Who was David's grandfather?");
    expect(grandfather.answers[0]?.text).toBe('Obed');
    expect(grandfather.outright).toBe(true);
    // Ruth → Obed → Jesse → David; a namesake of Obed in 2 Chronicles has a son Azariah, whose son is Amariah.
    expect(answersTo("Who was Ruth's great-grandson?").answers.map((a) => a.text)).toContain('David');
    expect(answersTo("Who was Ruth's great-grandson?").answers.map((a) => a.text)).not.toContain('Amariah');
    // Matthew 1:16 `Joseph the husband of Mary`: the Gospels never name his mother; Rachel is the mother of Jacob's son Joseph.
    expect(answersTo("What was the name of Jesus' grandmother?").answers).toEqual([]);
  });

  it('orders a realm by the reigns the history tells, not by the last verse that names a king', () => {
    // 2 Kings 17:1 `began Hoshea the son of Elah to reign`; 2 Kings 24:18 `Zedekiah was twenty and one years old when he began to reign`.
    expect(answersTo('Who was the last king of Israel?').answers.map((a) => a.text)).toEqual(['Hoshea']);
    expect(answersTo('Who was the last king of Judah?').answers.map((a) => a.text)).toEqual(['Zedekiah']);
    expect(answersTo('Who was the first king of Israel?').answers.map((a) => a.text)).toEqual(['Saul']);
  });

  it("answers a realm's king with the kings the texts give it, for retrieval to choose from", () => {
    // 1 Kings 5:1 `Hiram king of Tyre`; 2 Chronicles 2:3 `Huram the king of Tyre`.
    const tyre = answersTo('Who was the king of Tyre who helped Solomon build the temple?');
    expect(tyre.answers.map((a) => a.text)).toEqual(expect.arrayContaining(['Hiram', 'Huram']));
    expect(tyre.answers.map((a) => a.text)).not.toContain('Solomon');
    expect(tyre.strict).toBe(false);
    // The king is who acts here: whom he made governor is asked, and retrieval says it (Gedaliah, 2 Kings 25:22).
    expect(answersTo('Who did the king of Babylon make governor over Judah?').answers).toEqual([]);
  });

  it('answers the first holder of a trade by the verse that tells it first', () => {
    // Genesis 10:9 `Nimrod the mighty hunter` before Esau (25:27); Matthew 4:18 `for they were fishers`.
    expect(answersTo('Who was the first hunter?')).toMatchObject({ answers: [{ text: 'Nimrod' }], strict: true });
    expect(answersTo('Who was the first fisherman named in the Bible?').answers.map((a) => a.text)).toEqual(['Simon']);
    // In any of the trade's words: Genesis 4:2 `Abel was a keeper of sheep` is the first shepherd.
    expect(answersTo('Who was the first shepherd?')).toMatchObject({ answers: [{ text: 'Abel' }], strict: true });
    // Without `first`, several hunters leave it to retrieval.
    expect(answersTo('Who was a hunter?').answers.length).toBe(0);
    // A trade after the relative's name says which Levi is meant (Mark 2:14 `Levi the son of Alphaeus`), not who is asked.
    expect(answersTo('Who was the father of Levi the tax collector?').answers.map((a) => a.text)).toContain('Alphaeus');
    expect(answersTo('Who was the father of Levi the tax collector?').answers.map((a) => a.text)).not.toContain('Matthew');
  });

  it('answers who followed someone the texts have follow him, kings or not', () => {
    for (const question of ['Who took over after Moses died?', 'Who succeeded Moses as leader of Israel?', 'Who led the Israelites after Moses?'])
      expect(answersTo(question)).toMatchObject({ answers: [{ text: 'Joshua' }], strict: true });
  });

  it('answers how old someone was at death, and who lived longest, from the lives the texts sum up', () => {
    expect(answersTo('How old was Sarah when she died?')).toMatchObject({ answers: [{ key: '127 year' }], strict: true });
    expect(answersTo('Who was the oldest man in the Bible?').answers.map((a) => a.text)).toEqual(['Methuselah']);
    // Genesis 47:28 `the whole age of Jacob was an hundred forty and seven years`; his seventeen years in Egypt are another question.
    expect(answersTo('How long did Jacob live?')).toMatchObject({ answers: [{ key: '147 year' }], strict: true });
    expect(answersTo('How long did Jacob live in Egypt?').answers).toEqual([]);
    // The texts never sum up Eve's life: nothing is said, and retrieval decides.
    expect(answersTo('How old was Eve when she died?').answers).toEqual([]);
  });

  it('answers the age a king began to reign at, and the whole length of his reign', () => {
    // 2 Kings 22:1 `Josiah was eight years old when he began to reign`.
    expect(answersTo('How old was Josiah when he became king?')).toMatchObject({ answers: [{ key: '8 year' }], strict: true });
    // 2 Samuel 5:4-5: forty years in all; `seven years and six months` in Hebron is a part of them.
    expect(answersTo('How long did King David reign?').answers.map((a) => a.key)).toEqual(['40 year']);
    // 1 Kings 2:11 `seven years reigned he in Hebron`: the part the question asks.
    expect(answersTo('How long did David reign in Hebron?').answers.map((a) => a.key)).toEqual(['7 year']);
  });

  it('reads a number as a reign only when the question speaks of one', () => {
    // 2 Kings 21:1 `Manasseh … reigned fifty and five years`.
    expect(answersTo('Which king of Judah reigned fifty-five years?').answers.map((a) => a.text)).toContain('Manasseh');
    // `two men` counts the asked ones: no king who reigned two years (Amon, Nadab) is stated.
    expect(answersTo('Which two men plotted to kill King Ahasuerus?').strict).not.toBe(true);
  });

  it('answers a name given in place of another, asked either way', () => {
    expect(answersTo("What did God change Abram's name to?")).toMatchObject({ answers: [{ text: 'Abraham' }], outright: true });
    // Acts 13:9 `Saul, (who also is called Paul,)`, asked from the new name.
    expect(answersTo("What was Paul's name before?").answers.map((a) => a.text)).toEqual(['Saul']);
    // The change dates the name asked: Genesis 17:15 `thou shalt not call her name Sarai, but Sarah shall her name be`.
    expect(answersTo("What was Sarah's name before God changed it?").answers.map((a) => a.text)).toEqual(['Sarai']);
    // Of the question's names, the one renamed: Simon, not Jesus.
    expect(answersTo('What name did Jesus give Simon?').answers[0]?.text).toBe('Peter');
    // Esther 2:7 `Hadassah, that is, Esther`; Judges 7:1 `Jerubbaal, who is Gideon`: two names, either the one asked.
    expect(answersTo("What was Esther's Hebrew name?").answers.map((a) => a.text)).toEqual(['Hadassah']);
    expect(answersTo("What was Gideon's other name?").answers.map((a) => a.text)).toEqual(['Jerubbaal']);
    // A relative's name is no renaming.
    expect(answersTo("What was the name of Jacob's twin brother?").answers.map((a) => a.text)).not.toContain('Israel');
    // Nor a described one's: the boy's name is not another name of the Jesus his description mentions.
    expect(answersTo('What was the name of the boy who gave Jesus five loaves and two fish?').answers.map((a) => a.text)).not.toContain('Justus');
    // A nickname is one: Acts 4:36 `Joses, who by the apostles was surnamed Barnabas`; John 1:42 `thou shalt be called Cephas`.
    expect(answersTo('What nickname did the apostles give Joses?').answers.map((a) => a.text)).toEqual(['Barnabas']);
    expect(answersTo('Which apostle was nicknamed Cephas?').answers.map((a) => a.text)).toContain('Simon');
    // Asked of those given it, never of the giver (`Jesus, which is called Justus`, Colossians 4:11).
    expect(answersTo('What nickname did Jesus give James and John?').answers.map((a) => a.text)).not.toContain('Justus');
    expect(answersTo('Who did Jesus call Satan?').answers.map((a) => a.text)).not.toContain('Justus');
  });

  it("answers the parent of the namesake the texts tell far more often, else every namesake's", () => {
    // `Caleb the son of Jephunneh` in fifteen verses; `Caleb the son of Hezron` (1 Chronicles 2:18) and Hur's son in one each.
    expect(answersTo("Who was Caleb's father?")).toMatchObject({ answers: [{ text: 'Jephunneh' }], strict: true });
    // The Azariahs' eighteen fathers, none told far more often than the others: those told where an Azariah is told
    // most stay, for retrieval to choose; not Nathan, whose Azariah is one verse of Solomon's officers (1 Kings 4:5).
    const azariah = answersTo("Who was Azariah's father?").answers.map((a) => a.text);
    expect(azariah).toEqual(expect.arrayContaining(['Hilkiah', 'Amaziah', 'Johanan']));
    expect(azariah).not.toContain('Nathan');
  });

  it('answers the parent of the namesake told where the name is told most, with a parent told a chapter from it', () => {
    // 2 Kings 9:2 `Jehu the son of Jehoshaphat the son of Nimshi`, in the two chapters of his reign; not the
    // prophet Jehu son of Hanani (1 Kings 16:1) nor Obed's Jehu (1 Chronicles 2:38).
    const jehu = answersTo("Who was Jehu's father?").answers.map((a) => a.text);
    expect(jehu).toEqual(expect.arrayContaining(['Jehoshaphat', 'Nimshi']));
    expect(jehu).not.toContain('Hanani');
    expect(jehu).not.toContain('Obed');
    // Genesis 28:5 `Laban, son of Bethuel` and 29:5 `Laban the son of Nahor`, his grandfather: a chapter apart, one Laban.
    expect(answersTo("Who was Laban's father?").answers.map((a) => a.text)).toEqual(expect.arrayContaining(['Bethuel', 'Nahor']));
  });

  it("answers the parent of the namesake a book is named after as the book's opening verses give it", () => {
    // Jeremiah 1:1 `The words of Jeremiah the son of Hilkiah`; not Jaazaniah's grandfather, `Jeremiah, the son of Habaziniah` (35:3).
    expect(answersTo("Who was Jeremiah's father?").answers.map((a) => a.text)).toEqual(['Hilkiah']);
    // Zechariah 1:1 `Zechariah, the son of Berechiah, the son of Iddo`: not the Zechariahs of Chronicles.
    expect(answersTo("Who was Zechariah's father?").answers.map((a) => a.text)).toEqual(['Berechiah']);
  });

  it('reads a sibling as a brother or a sister', () => {
    // Numbers 26:59 `Aaron and Moses, and Miriam their sister`.
    expect(answersTo("Who was Aaron's sibling besides Moses?").answers.map((a) => a.text)).toContain('Miriam');
  });

  it('answers a first or second marriage in the order the texts tell them, a renamed wife once', () => {
    // Genesis 25:1 `Then again Abraham took a wife, and her name was Keturah`; Sarai and Sarah are one wife.
    expect(answersTo("Who was Abraham's second wife?").answers.map((a) => a.text)).toEqual(['Keturah']);
    expect(answersTo("Who was Abraham's first wife?").answers.map((a) => a.text)).toEqual(['Sarai']);
  });

  it('answers a second or third child in the order the texts name them', () => {
    // Job 42:14 `he called the name of the first, Jemima; and the name of the second, Kezia; and the name of the third, Keren-happuch`.
    expect(answersTo("What was the name of Job's second daughter?").answers.map((a) => a.text)).toEqual(['Kezia']);
    expect(answersTo("What was the name of Job's third daughter?").answers.map((a) => a.text)).toEqual(['Keren-happuch']);
  });

  it('answers an age at an event by the event the question names', () => {
    // Genesis 25:20 `Isaac was forty years old when he took Rebekah to wife`; 25:26 `threescore years old when she bare them`.
    expect(answersTo('How old was Isaac when Jacob and Esau were born?').answers.map((a) => a.key)).toEqual(['60 year']);
    expect(answersTo('How old was Isaac when he married Rebekah?').answers.map((a) => a.key)).toEqual(['40 year']);
    // Exodus 7:7 `Moses was fourscore years old, and Aaron fourscore and three years old, when they spake unto Pharaoh`.
    expect(answersTo('How old was Moses when he spoke to Pharaoh?').answers.map((a) => a.text)).toEqual(['fourscore years old']);
    expect(answersTo('How old was Moses when he crossed the sea?').answers).toEqual([]);
  });

  it('answers where someone was from or lived, not where they sailed from', () => {
    expect(answersTo('Where was Goliath from?').answers.map((a) => a.text)).toEqual(['Gath']);
    // Job 1:1 `There was a man in the land of Uz, whose name was Job`.
    expect(answersTo('Where did Job live?').answers.map((a) => a.text)).toEqual(['Uz']);
    expect(answersTo('From which port did Jonah sail when he ran away?').answers).toEqual([]);
  });

  it('answers who came from a place with whom the texts call of it', () => {
    // John 21:2 `Nathanael of Cana in Galilee`; 1 Samuel 17:4 `Goliath, of Gath`.
    expect(answersTo('Which disciple came from Cana?')).toMatchObject({ answers: [{ text: 'Nathanael' }], strict: true });
    expect(answersTo('Which giant came from Gath?').answers.map((a) => a.text)).toContain('Goliath');
  });

  it("answers an oldest brother with the father's firstborn", () => {
    // 1 Samuel 17:13 `Eliab the firstborn` of Jesse, David's father.
    expect(answersTo("Who was David's oldest brother?")).toMatchObject({ answers: [{ text: 'Eliab' }], strict: true });
  });

  it('answers whose firstborn someone was', () => {
    expect(answersTo("Who was David's firstborn son?").answers.map((a) => a.text)).toEqual(['Amnon']);
  });

  it('answers an uncle through a parent’s brother told a few chapters away at most', () => {
    // Genesis 11:27 `Terah begat Abram, Nahor, and Haran; and Haran begat Lot`.
    expect(answersTo("Who was Lot's uncle?").answers.map((a) => a.text)).toContain('Abram');
    // 1 Chronicles 23:21's Kish, brother of Eleazar, is a Levite, not Saul's father.
    expect(answersTo("Who was King Saul's uncle?").answers.map((a) => a.text)).not.toContain('Eleazar');
  });

  it('answers an in-law as named, or through a marriage told in one book', () => {
    // Genesis 29: Jacob's wives Leah and Rachel, Laban's daughters.
    expect(answersTo("Who was Jacob's father-in-law?").answers.map((a) => a.text)).toEqual(['Laban']);
    expect(answersTo('Who was the father-in-law of the high priest Caiaphas?').answers.map((a) => a.text)).toEqual(['Annas']);
    // Boaz's mother Rahab is told in Matthew, his marriage to Ruth in Ruth: no answer from the layer.
    expect(answersTo("Who was Ruth's mother-in-law?").answers).toEqual([]);
    // An in-law is no blood relative: the question asks no father.
    expect(analyzeQuestion("Who was Jacob's father-in-law?").shape.relation).toBeUndefined();
  });

  it('answers where the texts say someone died, unless a kind of place is asked', () => {
    // Numbers 33:38-39 mount Hor (four facts), Deuteronomy 10:6 Mosera (one).
    expect(answersTo('Where did Aaron die?').answers.map((a) => a.text)).toEqual(['Hor', 'Mosera']);
    // `the land of Moab` is no mountain: "On which mountain…" is left to retrieval (Nebo).
    expect(answersTo('On which mountain did Moses die?').answers).toEqual([]);
  });

  it('answers where the texts say someone was buried', () => {
    // Judges 8:32 `was buried in the sepulchre of Joash his father, in Ophrah of the Abiezrites`.
    expect(answersTo('Where was Gideon buried?')).toMatchObject({ answers: [{ text: 'Ophrah' }], outright: true });
  });

  it('answers the tribe the texts give a person', () => {
    expect(answersTo('Which tribe did Bezaleel belong to?')).toMatchObject({ answers: [{ text: 'Judah' }], outright: true });
  });

  it("answers a reign of the asked length though the texts never name the king's realm", () => {
    // Zimri reigned seven days (1 Kings 16:15); no verse calls him king of Israel.
    expect(answersTo('Which king of Israel reigned only seven days?').answers.map((a) => a.text)).toEqual(['Zimri']);
  });

  it("answers a person's trade or calling with what the texts call them", () => {
    // Colossians 4:14 `Luke, the beloved physician`; Genesis 4:2 `Abel was a keeper of sheep`.
    for (const [question, trade] of [
      ["What was Luke's profession?", 'physician'],
      ["What was Abel's occupation?", 'keeper of sheep'],
      ['What did Esau do for a living?', 'hunter'],
    ])
      expect(answersTo(question!)).toMatchObject({ answers: [{ text: trade }], outright: true });
    // Of the Simons, the one told beside Joppa (Acts 9:43 `in Joppa with one Simon a tanner`); a trade, not a calling the question names.
    expect(answersTo('What was the trade of Simon who lived in Joppa?')).toMatchObject({ answers: [{ text: 'tanner' }], strict: true });
    expect(answersTo("What was Amos's job before he was a prophet?").answers.map((a) => a.key)).toEqual(['herdman', 'herdsman']);
    // Matthew 4:18 `Simon called Peter, and Andrew his brother … for they were fishers`: a trade before the calling (`Peter, an apostle`).
    expect(answersTo("What was Peter's job before he followed Jesus?").answers.map((a) => a.key)).toEqual(['fisher']);
  });

  it('quotes a trade as its verse writes it, plural or not, never the man it is said of', () => {
    // Matthew 4:18 `for they were fishers` (the WEB's `fishermen`): the answer is keyed `fisher` and `fisherman`.
    const store = createVerseStore(db);
    const known = answersTo('What did Andrew do for a living?').answers;
    expect(known.map((a) => a.key)).toEqual(['fisher', 'fisherman']);
    for (const translation of ['kjv', 'web'] as const) {
      const quoted = known.flatMap((a) => factOnly(a, translation, store).support.map((s) => s.candidate.text));
      expect(quoted.length).toBeGreaterThan(0);
      for (const text of quoted) expect(text).toMatch(/^fisher(?:s|men)$/);
    }
  });

  it('answers who held a trade: of the asked relatives, else the one holder, else nothing', () => {
    // Genesis 25:27 `Esau was a cunning hunter`: of Isaac's sons, not Nimrod.
    expect(answersTo("Which of Isaac's sons was a skilful hunter?").answers.map((a) => a.text)).toEqual(['Esau']);
    // Colossians 4:14 `Luke, the beloved physician`: the one physician the texts name.
    expect(answersTo('Who was the physician who travelled with Paul?').answers.map((a) => a.text)).toEqual(['Luke']);
    // Esau and Nimrod are both hunters: the layer does not say which "the mighty hunter" is.
    expect(answersTo('Who was the famous mighty hunter in Genesis?').answers).toEqual([]);
  });
});
