import { describe, expect, it } from 'vitest';
import { analyzeQuestion, plainQuestion } from './question.ts';
import { topicOf } from './retrieve.ts';

const read = (text: string) => {
  const q = analyzeQuestion(text);
  return { kind: q.kind, expected: q.expected, words: q.terms.map((t) => `${t.word}${t.name ? '*' : ''}`) };
};

describe('reading a question', () => {
  it.each([
    ['Who built the ark?', 'who', 'person', ['built', 'ark']],
    ['Where was Jesus born?', 'where', 'place', ['jesus*', 'born']],
    ['When did Jesus rise from the dead?', 'when', 'time', ['jesus*', 'rise', 'dead']],
    ['How long did it rain during the flood?', 'when', 'duration', ['rain', 'flood']],
    ['How many sons did Jacob have?', 'how', 'quantity', ['sons', 'jacob*']],
    ['What was the name of Noah’s wife?', 'who', 'person', ['noah*', 'wife']],
    ['Why did God send the flood?', 'why', 'none', ['god*', 'send', 'flood']],
    ['How should we pray?', 'how', 'none', ['pray']],
    ['Is it wrong to drink wine?', 'yesno', 'none', ['wrong', 'drink', 'wine']],
    // After an opening auxiliary a question word starts a clause; the question asks yes or no.
    ['Should a man who will not work eat?', 'yesno', 'none', ['man', 'work', 'eat']],
    ['Did Sarah laugh when she heard she would have a son?', 'yesno', 'none', ['sarah*', 'laugh', 'heard', 'son']],
    ['Where was Saul going when Jesus appeared to him?', 'where', 'place', ['saul*', 'going', 'jesus*', 'appeared']],
    ['Tell me about forgiveness', 'other', 'none', ['forgiveness']],
    // `whose` asks, as `who` does: no verse is about it.
    ['Whose donkey talked?', 'who', 'person', ['donkey', 'talked']],
  ] as const)('%s', (text, kind, expected, words) => {
    expect(read(text)).toEqual({ kind, expected, words });
  });

  it('weighs words that frame the question less than its subject', () => {
    const q = analyzeQuestion('Is it wrong to drink wine?');
    expect(q.terms.map((t) => t.weight)).toEqual([0.4, 1, 1]);
    // An epithet tells the person apart; the verses mostly name him without it.
    const baptist = analyzeQuestion('What did John the Baptist eat?').terms;
    expect(baptist.map((t) => [t.word, t.name, t.weight])).toEqual([
      ['john', true, 1],
      ['baptist', true, 0.3],
      ['eat', false, 1],
    ]);
    expect(analyzeQuestion('Who was the Baptist?').terms.map((t) => t.weight)).toEqual([1]);
    // `use to` only leads to the deed, which the texts tell with the thing used (`with a sling`).
    expect(analyzeQuestion('What did David use to kill Goliath?').terms.map((t) => t.word)).toEqual(['david', 'kill', 'goliath']);
    expect(analyzeQuestion('What was the name of Lot’s wife?').asksName).toBe(true);
  });

  it.each([
    ['Who was the mother of Samuel?', { type: 'person', relation: { kind: 'mother', of: 'Samuel' }, role: 'agent' }],
    ["Who was Samuel's mother?", { type: 'person', relation: { kind: 'mother', of: 'Samuel' } }],
    // A name ending in s, its possessive typed without the apostrophe.
    ['Who was Moses mother?', { type: 'person', relation: { kind: 'mother', of: 'Moses' } }],
    ['Who did Moses marry?', { type: 'person', relation: { kind: 'spouse', of: 'Moses' } }],
    // "Whose…" asks for the other side of the relation: her husband, his parents.
    ['Whose wife was Herodias?', { type: 'person', relation: { kind: 'husband', of: 'Herodias' } }],
    ['Whose son was Solomon?', { type: 'person', relation: { kind: 'parents', of: 'Solomon' } }],
    ['Who was the first king of Israel?', { type: 'person', ordinal: 'first' }],
    // A title before the owner's name, capitalised or not, is no owner.
    ['Who was the mother of King Manasseh?', { type: 'person', relation: { kind: 'mother', of: 'Manasseh' } }],
    // A plural of a person noun asks for persons: one of them after `Which of`.
    ["Which of Rehoboam's officers did Israel stone to death?", { type: 'person', classNoun: 'officers' }],
    ['Whom did Samuel anoint?', { type: 'person', role: 'patient' }],
    ['Who was thrown into the den of lions?', { type: 'person', role: 'patient' }],
    ['What was the name of the servant whose ear was cut off?', { type: 'person', asksName: true, classNoun: 'servant' }],
    ["What was the rich young ruler's name?", { type: 'person', asksName: true, classNoun: 'ruler' }],
    // A name asked by `called`; a name given (`call the place`), of the kind of what was named.
    ["What were Samuel's sons called?", { type: 'people', asksName: true, relation: { kind: 'sons', of: 'Samuel' } }],
    ['What did Jacob call the place where he saw God face to face?', { type: 'place', asksName: true, classNoun: 'place' }],
    ['What did Hezekiah call the bronze serpent?', { type: 'thing', asksName: true, given: true }],
    ['What did Moses name the altar he built after defeating Amalek?', { type: 'thing', asksName: true, given: true }],
    // To call down fire is no naming.
    ['What did Elijah call down on the captains Ahaziah sent?', { type: 'thing', asksName: false }],
    // A name asked by `called` before the clause that says which place.
    ['What was the place called where the people who craved meat were buried?', { type: 'place', asksName: true, classNoun: 'place' }],
    // What a named place or thing was called: the noun after the article says which.
    ["What was the field bought with Judas' money called?", { type: 'place', asksName: true, classNoun: 'field' }],
    ['What is the sword of the Spirit called?', { type: 'thing', asksName: true }],
    ['What did the people of Lystra call Barnabas?', { type: 'thing', asksName: true }],
    ['Which prophetess saw the baby Jesus in the temple?', { type: 'person', classNoun: 'prophetess' }],
    ['In which cave did David hide from Saul?', { type: 'place', classNoun: 'cave' }],
    // A kind of place's other words are places too (`brook` with `river`).
    ["At which brook did two hundred of David's men stay behind?", { type: 'place', classNoun: 'brook' }],
    // A god is named as a person is (`Baal-zebub the god of Ekron`, `the great goddess Diana`).
    ['Which goddess did the people of Ephesus worship?', { type: 'person', classNoun: 'goddess' }],
    // More than one asked by a plural without an `s`: all of them are named.
    ['Which two men prophesied in the camp?', { type: 'people', classNoun: 'men' }],
    ['Which man was swallowed by a fish?', { type: 'person', classNoun: 'man' }],
    ["What was Solomon's great throne made of?", { type: 'thing', material: true, role: 'patient' }],
    ['What kind of wood was the ark built from?', { type: 'thing', material: true, classNoun: 'wood' }],
    // The last of two words before the verb is the noun; not a word after the verb (`What bit Paul on…`).
    ['What musical instrument did Miriam play?', { type: 'thing', classNoun: 'instrument' }],
    ['What bit Paul on the island of Malta?', { type: 'thing', classNoun: 'bit' }],
    // The noun before `of` names the class ("What flower of Sharon…").
    ['What flower of Sharon is named in the Song of Solomon?', { type: 'thing', classNoun: 'flower' }],
    // A subject between the modal and its verb leaves the object asked; "Who will…" asks the doer.
    ['What will the moon be turned into before the day of the Lord?', { type: 'thing', role: 'patient' }],
    ['Who will judge the world?', { type: 'person', role: 'agent' }],
    // A capitalised word after `which` and an adjective is the class (a people's name, which readQuestion reads as persons').
    ['Which eloquent Jew from Alexandria came to Ephesus?', { type: 'thing', classNoun: 'jew' }],
    ['How far is the moon from the earth?', { type: 'number' }],
    // A count asked without `how many`; an age in years.
    ['What is the number of the beast?', { type: 'number' }],
    ['What was the age of Sarah when she died?', { type: 'number', counted: 'years' }],
    ['On what date was the temple finished?', { type: 'time', classNoun: 'date' }],
    ['Does God forgive sin?', { type: 'yesno' }],
    ['What was the trade of Simon who lived in Joppa?', { type: 'thing', occupation: true }],
    ['Fill in the blank: The Lord is my ____, I shall not want.', { type: 'thing' }],
    ['Which book of the Bible tells of the tower of Babel?', { type: 'thing', classNoun: 'book' }],
    // A writer of a gospel is a person, not the gospel.
    ['Which gospel writer was a doctor?', { type: 'person', classNoun: 'writer' }],
    // A kin asked with `what` is a person; a trade of a kin is not.
    ["What was Jacob's favourite son?", { type: 'person', relation: { kind: 'son', of: 'Jacob' } }],
    ["What was Moses' brother?", { type: 'person', relation: { kind: 'brother', of: 'Moses' } }],
    ["What was the trade of Joseph, Mary's husband?", { type: 'thing', occupation: true }],
    ['What sea did the Israelites cross?', { type: 'place', classNoun: 'sea' }],
    // A question word that ends the question asks, however late it comes.
    ['Mark was the cousin of which missionary?', { type: 'person', classNoun: 'missionary' }],
    // One of a group, named after its owner or its article: not `David`, not `twelve`, and one person, not people.
    ["Which of David's advisers hanged himself?", { type: 'person', classNoun: 'advisers' }],
    ['Which of the twelve apostles doubted?', { type: 'person', classNoun: 'apostles' }],
    ['What does the Bible say about anxiety?', { type: 'topical' }],
    ['How should I treat my enemies?', { type: 'howto' }],
    // A book before the comma says where to look: the question word after it asks, however late it comes.
    ["In Paul's first letter to the Corinthians, who watered what Paul planted?", { type: 'person' }],
    ['In the first year of Cyrus, what did the king make a proclamation about?', { type: 'thing' }],
  ] as const)('reads the shape of %s', (text, shape) => {
    expect(analyzeQuestion(text).shape).toMatchObject(shape);
  });

  it('reads an in-law, plural or not, as no blood relative', () => {
    for (const text of ["Who was Jacob's father-in-law?", "Who were Naomi's daughters-in-law?"]) expect(analyzeQuestion(text).shape.relation).toBeUndefined();
  });

  it('asks no relation the deed of a question for one of another class is done to', () => {
    expect(analyzeQuestion("Which prophet told Jeroboam's wife that her son would die?").shape).toMatchObject({ type: 'person', classNoun: 'prophet' });
    expect(analyzeQuestion("Which prophet told Jeroboam's wife that her son would die?").shape.relation).toBeUndefined();
    // One of the relatives asked for still asks the relation.
    expect(analyzeQuestion('Which son of Gideon killed his brothers?').shape.relation).toMatchObject({ kind: 'son', of: 'Gideon' });
  });

  it('asks no relation that only tells who a named person is', () => {
    expect(analyzeQuestion('Who killed Lahmi, the brother of Goliath?').shape.relation).toBeUndefined();
    expect(analyzeQuestion('Who killed the brother of Goliath?').shape.relation).toEqual({ kind: 'brother', of: 'Goliath' });
  });

  it('asks for no spouse when the marriage is denied', () => {
    expect(analyzeQuestion('Who did Moses marry?').shape.relation).toEqual({ kind: 'spouse', of: 'Moses' });
    expect(analyzeQuestion("Who didn't marry Ruth?").shape.relation).toBeUndefined();
    expect(analyzeQuestion('What was the name of the relative who would not marry Ruth?').shape.relation).toBeUndefined();
    // A relative the question tells of (`his son`, `forty sons`) is no relation it asks; a counted owner's is.
    expect(analyzeQuestion('Which king of Hamath sent his son to bless David?').shape.relation).toBeUndefined();
    expect(analyzeQuestion('Which judge had forty sons and thirty nephews?').shape.relation).toBeUndefined();
    expect(analyzeQuestion("What were the names of Adam and Eve's first two sons?").shape.relation).toEqual({ kind: 'sons', of: 'Eve' });
  });

  it('counts no auxiliary: "How many did…" names nothing counted', () => {
    expect(analyzeQuestion('How many did Jesus send out two by two?').shape).toMatchObject({ type: 'number' });
    expect(analyzeQuestion('How many did Jesus send out two by two?').shape.counted).toBeUndefined();
  });

  it('leaves out a verb that only leads to the asked one (`trying to`, `wanted to`)', () => {
    expect(read('Where was Jonah trying to run away to?').words).toEqual(['jonah*', 'run', 'away']);
    expect(read('Who wanted to destroy all the Jews?').words).toEqual(['destroy', 'jews*']);
    // Not a verb of its own: `tried` by fire.
    expect(read('Who was tried in the fire?').words).toContain('tried');
  });

  it('names no one a "whose" relation is of when the question does not', () => {
    expect(analyzeQuestion('Whose daughter did Jesus raise from the dead?').shape.relation).toEqual({ kind: 'parents' });
  });

  it('reads a first word as a name when a verb follows it as its subject', () => {
    expect(read('Hadassah is better known by what name?').words).toContain('hadassah*');
    expect(read('Mark was the cousin of which missionary?').words).toContain('mark*');
    expect(read('According to Peter, one day with the Lord is like how many years?').words).not.toContain('according*');
    expect(read('Who was the first king of Israel?').words).not.toContain('who*');
  });

  it('reads a title before a name as the name’s, not a name of its own', () => {
    expect(read('Who killed King Pekahiah of Israel?').words).toEqual(expect.arrayContaining(['king', 'pekahiah*']));
    expect(read('Which queen refused to come when King Ahasuerus called her?').words).toContain('king');
    // A capitalised title alone is still read as written.
    expect(read('Who was the King of Kings?').words).toContain('king*');
  });

  it('reads the sex of the one asked for from the noun that names it, not from a possessor or an object', () => {
    const gender = (text: string) => analyzeQuestion(text).shape.gender;
    expect(gender('Who was the first woman?')).toBe('female');
    expect(gender('Which queen replaced Vashti?')).toBe('female');
    expect(gender('Which prophetess saw the baby Jesus in the temple?')).toBe('female');
    expect(gender('Which king threw Daniel into the den of lions?')).toBe('male');
    expect(gender("Who was the king's wife?")).toBeUndefined();
    expect(gender('What did the woman touch?')).toBeUndefined();
    expect(gender('Who killed the woman?')).toBeUndefined();
  });

  it('reads a quiz’s other forms as the question they ask', () => {
    expect(plainQuestion('True or false: Moses entered the promised land.')).toEqual({
      text: 'Did it happen that Moses entered the promised land?',
      form: 'true-or-false',
    });
    expect(analyzeQuestion('True or false: Moses entered the promised land.')).toMatchObject({ shape: { type: 'yesno' }, form: 'true-or-false' });
    expect(plainQuestion('Name the brother of Moses.').text).toBe('Who was the brother of Moses?');
    expect(plainQuestion("Name one of Job's three friends.").text).toBe("Who were Job's three friends?");
    expect(plainQuestion('Name the river Jesus was baptized in.').text).toBe('Which river Jesus was baptized in?');
    // A question word in it asks already; a name is no imperative.
    expect(plainQuestion('Name the garden where Adam and Eve lived.').text).toBe('Name the garden where Adam and Eve lived.');
    expect(plainQuestion("Naomi's husband was who?").text).toBe("Naomi's husband was who?");
    // Everyday words for kin, and a contraction typed without its apostrophe.
    expect(plainQuestion("Who was Samuel's mom?").text).toBe("Who was Samuel's mother?");
    expect(plainQuestion('Dad of David?').text).toBe('Who was the father of David?');
    expect(plainQuestion("Whats the name of Moses' sister?").text).toBe("What is the name of Moses' sister?");
    expect(plainQuestion("Who's the father of John the Baptist?").text).toBe('Who is the father of John the Baptist?');
    expect(plainQuestion("Who was David's dad's dad?").text).toBe("Who was David's father's father?");
    expect(analyzeQuestion("Who was Samuel's mom?").shape.relation).toEqual({ kind: 'mother', of: 'Samuel' });
    // Typed without its mark, a question is still asked as one (its embedding reads the mark).
    expect(plainQuestion('which woman judged Israel').text).toBe('Which woman judged Israel?');
    expect(plainQuestion('  who was the first king of Israel  ').text).toBe('Who was the first king of Israel?');
    expect(plainQuestion('Tell me about forgiveness').text).toBe('Tell me about forgiveness');
    expect(plainQuestion('Mark was the cousin of which missionary').text).toBe('Mark was the cousin of which missionary?');
    expect(plainQuestion('did Enoch die').text).toBe('Did Enoch die?');
    expect(plainQuestion('For God so loved the world').text).toBe('For God so loved the world');
    // A quiz's fragment naming a person by kin or office and a name asks who that is; a topic stays one.
    expect(plainQuestion("Isaac's father?").text).toBe("Who was Isaac's father?");
    expect(plainQuestion('Mother of Jacob?').text).toBe('Who was the mother of Jacob?');
    expect(plainQuestion("Jezebel's husband was?").text).toBe("Who was Jezebel's husband?");
    expect(plainQuestion('Sons of Jacob?').text).toBe('Who were the sons of Jacob?');
    for (const topic of ['Women pastors?', "God's love?", 'Forgiveness?']) expect(plainQuestion(topic).text).toBe(topic);
    // Typed without its mark, only a possessive name's kin or `kin of` a name: a name beside a noun may be a topic.
    expect(plainQuestion("Isaac's father").text).toBe("Who was Isaac's father?");
    expect(plainQuestion('The wife of Uriah').text).toBe('Who was the wife of Uriah?');
    for (const topic of ['Jesus the son of God', 'David and Goliath', "God's love"]) expect(plainQuestion(topic).text).toBe(topic);
    // A polite or indirect frame before a question word is left off: it asks the question, not whether one can.
    expect(plainQuestion('Can you tell me who killed Goliath?').text).toBe('Who killed Goliath?');
    expect(plainQuestion('Do you know where Jesus was born').text).toBe('Where Jesus was born?');
    expect(plainQuestion("I'd like to know who was thrown into the lions' den.").text).toBe("Who was thrown into the lions' den.");
    expect(analyzeQuestion('Can you tell me who killed Goliath?').shape.type).toBe('person');
    expect(plainQuestion('Quick question: who built the ark?').text).toBe('Who built the ark?');
    expect(analyzeQuestion('Can you forgive a brother seventy times?').shape.type).toBe('yesno');
    // Saying a question is asked of the Bible asks nothing more, unless the Bible is what it asks about.
    expect(plainQuestion('Who was Nimrod in the Bible?').text).toBe('Who was Nimrod?');
    expect(plainQuestion('According to the Bible, who built the ark?').text).toBe('Who built the ark?');
    expect(plainQuestion('where was jesus born according to scripture').text).toBe('Where was jesus born?');
    expect(plainQuestion('How many books are in the Bible?').text).toBe('How many books are in the Bible?');
  });

  it('searches for what a book is asked for by, not for the book', () => {
    expect(analyzeQuestion('Which book of the Bible tells the story of Ruth and Naomi?').terms.map((t) => t.word)).toEqual(['ruth', 'naomi']);
  });

  it('reads no class from `else`', () => {
    expect(analyzeQuestion('What else does 2 Thessalonians call the man of sin?').shape.classNoun).toBeUndefined();
  });

  it('reads the book a question points to', () => {
    // A numbered book's name is its title, which its verses do not say (3 John never names John): no word to search for.
    const third = analyzeQuestion('Who loved to have the first place among them in 3 John?');
    expect([third.book, third.terms.map((t) => t.word)]).toEqual([64, ['loved', 'first', 'place']]);
    expect(analyzeQuestion('Who was Elihu’s father in the book of Job?').terms.map((t) => t.word)).toContain('job');
    expect(analyzeQuestion('Who was the mighty hunter in Genesis?').book).toBe(1);
    expect(analyzeQuestion('Which city is the book of Nahum about?').book).toBe(34);
    // A question may open with its book: "In Isaiah, …", "According to 1 John, …".
    expect(analyzeQuestion('In Isaiah, which animal will the wolf live with?').book).toBe(23);
    expect(analyzeQuestion('According to 1 John, what is God?').book).toBe(62);
    expect(analyzeQuestion('according to Proverbs, whoever finds what finds a good thing?').book).toBe(20);
    expect(analyzeQuestion('Who is the letter of 2 John addressed to?').book).toBe(63);
    // A numbered book named in words is its title, and its `first` asks for no first.
    const corinthians = analyzeQuestion('In First Corinthians, who is the greatest of these?');
    expect([corinthians.book, corinthians.shape.ordinal]).toEqual([46, undefined]);
    expect(analyzeQuestion("What does Peter's second letter say a day is with the Lord?").book).toBe(61);
    expect(analyzeQuestion('Who does Paul call his fellow soldier in the letter to Philemon?').book).toBe(57);
    expect(analyzeQuestion('What did Jesus say in Jerusalem?').book).toBeUndefined();
    expect(analyzeQuestion("What beasts came up in Daniel's vision?").book).toBeUndefined();
    // A book's writer telling something ("What does Jude urge…") is his book telling it, which seldom names him.
    const jude = analyzeQuestion('What does Jude urge believers to contend for?');
    expect([jude.book, jude.terms.map((t) => t.word)]).toEqual([65, ['urge', 'contend']]);
    expect(analyzeQuestion('Which town did Micah say the ruler of Israel would come from?').book).toBe(33);
    // The psalmist is the Psalms, whose verses never say `psalmist`.
    const psalmist = analyzeQuestion('What does the psalmist lift up his eyes to?');
    expect([psalmist.book, psalmist.terms.map((t) => t.word)]).toEqual([19, ['lift', 'eyes']]);
    // Not a deed of the book's namesake in a story told elsewhere too.
    expect(analyzeQuestion('Where did Jonah try to flee from the Lord?').book).toBeUndefined();
  });

  it('reads the topic of a topical or how-to question', () => {
    expect(topicOf('What does the Bible say about anxiety?')).toBe('anxiety');
    expect(topicOf('How should I treat my enemies?')).toBe('treat my enemies');
    expect(topicOf('How do we pray?')).toBe('pray');
  });
});
