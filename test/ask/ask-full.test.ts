import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadQuestions } from '../../bench/ask.ts';
import { citationProblems, openAskCore, type AskCore } from './helpers.ts';

// The whole Bible's semantic index, from the machine's cache (`npm test` builds it first when missing).
const FULL_BUILD_TIMEOUT = 30 * 60_000;

describe('answers with hybrid retrieval over the whole Bible', () => {
  let core: AskCore;
  beforeAll(async () => {
    // Every question of the set is asked (10 credits each), with room for the set to grow.
    core = openAskCore({ freeCredits: 100_000, semantic: true });
    await core.semanticReady;
  }, FULL_BUILD_TIMEOUT);
  afterAll(() => core?.cleanup());
  const ask = (question: string) => core.api['bible.ask']({ question, top_k: 5, translation: 'kjv' });

  it.each([
    ['Who built the ark?', /^Noah \((1 Peter 3:20|Hebrews 11:7|Genesis 6:22|Genesis 7:5|Genesis 8:6)\)\./],
    ['Where was Jesus born?', /^(In )?Bethlehem( of Judaea)? \((Matthew 2:1|Matthew 2:5|Luke 2:4)\)\./],
    ['How many apostles did Jesus choose?', /^Twelve \(Luke 6:13\)\./],
    ['When did Jesus rise from the dead?', /^The third day \(/],
    ['How old was Methuselah when he died?', /^Nine hundred sixty and nine years \(Genesis 5:27\)\./],
    // Joshua 10:12 "Then spake Joshua … and he said in the sight of Israel, Sun, stand thou still": the pronoun's name
    // (with 10:13 "the sun stood still" cited beside it since the lexicon knows `stood`).
    ['Who made the sun stand still?', /^Joshua \(Joshua 10:12(-13)?\)\./],
    // Obed is the father of Jesse, the father of David (Ruth 4:17): two facts of the knowledge layer.
    ["Who was David's grandfather?", /^Obed \(/],
    // 1 Kings 10:18 "the king made a great throne of ivory": the material after `of`, not the king before `made`.
    // Genesis 21:5 "Abraham was an hundred years old": the phrase itself names the years counted.
    ['How old was Abraham when Isaac was born?', /^(One|An) hundred years \(Genesis 21:5\)/],
    // Matthew 17:27 "thou shalt find a piece of money": the answer said whole, not `Money`.
    ['What did Peter find in the mouth of the fish?', /^Piece of money \(Matthew 17:27\)/],
    ["What was Solomon's great throne made of?", /^Ivory \((1 Kings 10:18|2 Chronicles 9:17)/],
    // Daniel 6:16 "the king commanded, and they brought Daniel": the king the chapter named before (`king Darius`).
    ['Which king threw Daniel into the den of lions?', /^Darius \(Daniel 6:/],
    // 1 Samuel 31:8 "fallen in mount Gilboa": the texts' `mount` is the question's `mountain`.
    ['On which mountain did Saul die?', /^Gilboa \(1 Samuel 31:/],
    // 1 Samuel 17:19 "in the valley of Elah": a place here, though the texts also name a king Elah.
    ['Which valley did Goliath fight in?', /^Elah \(1 Samuel 17:/],
    // 1 Samuel 17:50 `So David prevailed over the Philistine …, and smote the Philistine, and slew him`: the
    // chapter's `the Philistine` is Goliath, and David the subject of the chain of verbs; not the Elhanan who
    // slew `the brother of Goliath` (2 Samuel 21:19).
    ['Who killed Goliath?', /^David \(1 Samuel 17:5[01]\)/],
    // Exodus 2:12 `he slew the Egyptian`: each `he` of the verse is the Moses of 2:11.
    ['Who killed an Egyptian and hid him in the sand?', /^Moses \(Exodus 2:12\)/],
    // Numbers 13:8 `Of the tribe of Ephraim, Oshea the son of Nun`: Joshua before his renaming (13:16); one tribe, not a list.
    ['Which tribe was Joshua from?', /^Ephraim \(Numbers 13:8\)/],
    // John 1:42 `Thou art Simon the son of Jona`: Peter's father, told under his first name.
    ["Who was Peter's father?", /^Jonas? \(John (1:42|21:1[5-7])\)/],
    // Esther 2:17 `made her queen instead of Vashti`: the king Ahasuerus of those verses is no queen.
    ['Which queen replaced Vashti?', /^Esther \(Esther 2:/],
    // "in Genesis" says where to look: a book's title is no name the texts fail to mention.
    ['Who was the mighty hunter in Genesis?', /^Nimrod \((Genesis 10:9|1 Chronicles 1:10)/],
    // "the book of Proverbs": the answer is looked for in that book first (Proverbs 1:1, 25:1), not `Esaias` of Luke 4:17.
    ['Whose proverbs are in the book of Proverbs?', /^Solomon \(Proverbs /],
    // Joshua 6:25 "because she hid the messengers": `she` is Rahab, a person to the texts ("a prostitute whose name was Rahab", Joshua 2:1 WEB).
    ['Who hid the spies in Jericho?', /^Rahab \(Joshua /],
    // "Whose wife…" asks for a husband: `Herodias his brother Philip's wife` (Luke 3:19); and "Whose son…" for a parent.
    ['Whose wife was Herodias?', /^Philip \((Luke 3:19|Mark 6:17|Matthew 14:3)/],
    ['Whose son was Solomon?', /^David \(/],
    // Judges 16:23 `unto Dagon their god`: a name stands by its description with a possessive between, as with `the`.
    ["What was the name of the Philistines' god?", /^Dagon \(/],
    // 1 Kings 5:1 `Hiram king of Tyre`: of the realm's kings the knowledge layer gives, the one the verses about the temple name.
    ['Who was the king of Tyre who helped Solomon build the temple?', /^(Hiram|Huram) \(/],
    // Deuteronomy 3:1 `Og the king of Bashan`: a king the texts mostly name as his land (`the land of Og`).
    ['Who was the king of Bashan?', /^Og \(/],
    // 2 Kings 25:22 `over them he made Gedaliah … governor`: whom the king made, not the king of Babylon.
    ['Who did the king of Babylon make governor over Judah?', /^Gedaliah \(/],
    // Numbers 13:6 `Caleb the son of Jephunneh`, told in fifteen verses; not the Caleb of 1 Chronicles 2:18, son of Hezron.
    ["Who was Caleb's father?", /^Jephunneh \(/],
    // 2 Kings 9:14 `Jehu the son of Jehoshaphat the son of Nimshi`: the Jehu of the chapters that tell him most, not Obed's (1 Chronicles 2:38).
    ["Who was Jehu's father?", /^(Jehoshaphat|Nimshi) \(2 Kings 9:/],
    // Exodus 1:15 `the Hebrew midwives, of which the name of the one was Shiphrah, and the name of the other Puah`.
    ['What were the names of the Hebrew midwives?', /^Shiphrah \(Exodus 1:15\)/],
    // Genesis 32:30 `Jacob called the name of the place Peniel`: the name a naming verb gives, a place though a man is Penuel too.
    ['What did Jacob call the place where he saw God face to face?', /^Peniel \(Genesis 32:30\)/],
    // 1 Samuel 7:12 `called the name of it Eben-ezer`: the name given, not the word `name`.
    ['What did Samuel call the stone he set up?', /^Eben-ezer \(1 Samuel 7:12\)/],
    // 2 Kings 20:12 `Berodach-baladan … king of Babylon, sent letters and a present unto Hezekiah`, Isaiah's
    // `Merodach-baladan` (39:1): one king under two spellings, his verses together outweigh Nebuchadnezzar's.
    ['Which king of Babylon sent a present to Hezekiah?', /^(Berodach|Merodach)-baladan \((2 Kings 20:12|Isaiah 39:1)\)/],
    // Numbers 26:33 `the names of the daughters of Zelophehad were Mahlah, and Noah, …`: a father's list, not a clan's.
    ["What were the names of Zelophehad's daughters?", /^Mahlah, Noah, and Hoglah, and Milcah, and Tirzah \((Numbers 26:33|Numbers 27:1|Joshua 17:3)\)/],
    // Genesis 35:8 `Deborah Rebekah's nurse`: the owner's name between a name and its noun.
    ["What was the name of Rebekah's nurse?", /^Deborah \(Genesis 35:8\)/],
    // 2 Timothy 4:14 `Alexander the coppersmith`, Acts 13:8 `Elymas the sorcerer`: nouns for persons, though the question's words leave them things'.
    ['Which coppersmith did Paul say had done him great harm?', /^Alexander \(2 Timothy 4:14\)/],
    ['Which sorcerer did Paul strike blind?', /^Elymas \(Acts 13:8\)/],
    // James 2:25 `Rahab the harlot`: a noun the texts use often asks for a person too when WordNet's kinds of it are persons.
    ['Which harlot was justified by works?', /^Rahab \(James 2:25\)/],
    // Joshua 10:1 `Adoni-zedek king of Jerusalem`: `when` dates the question, it asks no successor.
    ['Who was king of Jerusalem when Joshua fought the five kings?', /^Adoni-zedek \(Joshua 10:(1|3)\)/],
    // Genesis 36:31-32 `the kings that reigned in the land of Edom … Bela the son of Beor reigned in Edom`: the first told.
    ['Who was the first king of Edom?', /^Bela \(Genesis 36:32\)/],
    // Romans 11:1 `I also am an Israelite, … of the tribe of Benjamin`: the writer's own tribe, cited though
    // retrieval finds King Saul's (Acts 13:21), whom Paul's other name would bring in.
    ['Which tribe was the apostle Paul from?', /^Benjamin \((Romans 11:1|Philippians 3:5)\)/],
    // Judges 3:15 `Ehud the son of Gera, a Benjamite`: a tribe's people's name after a person's.
    ['Which tribe was Ehud from?', /^Benjamite \(Judges 3:15\)/],
    // Judges 3:31 `six hundred men with an ox goad`: a two-letter noun is part of the thing.
    ['What did Shamgar use to kill six hundred Philistines?', /^Ox goad \(Judges 3:31\)/],
    // Revelation 13:18 `his number is Six hundred threescore and six`: a count asked without `how many`.
    ['What is the number of the beast?', /^Six hundred threescore and six \(Revelation 13:18\)/],
    // Numbers 11:27 `told Moses, and said, Eldad and Medad do prophesy`: Moses is told, and both men are named.
    ['Which two men prophesied in the camp?', /^Eldad and Medad \(Numbers 11:2[67]/],
    // Revelation 2:13 `Antipas was my faithful martyr`: what the verse says he was.
    ['Who was the faithful martyr killed in Pergamos?', /^Antipas \(Revelation 2:13\)/],
    // Daniel 6:22 `My God hath sent his angel, and hath shut the lions' mouths`: a doer without a name.
    ["Who shut the lions' mouths to save Daniel?", /^Angel \(Daniel 6:22\)/],
    // 1 Kings 22:48 `ships of Tharshish … the ships were broken at Ezion-geber`: Tharshish says what ships.
    ["Where were Jehoshaphat's ships broken?", /^Ezion-geber \(1 Kings 22:48\)/],
    // 2 Samuel 8:10 `Toi sent Joram his son unto king David`: `his son` is told of, not asked.
    ['Which king of Hamath sent his son to bless David?', /^Toi \(2 Samuel 8:(9|10)\)/],
    // Acts 18:8 `Crispus, the chief ruler of the synagogue, … and many of the Corinthians`: Corinth by its people.
    ['Which ruler of the synagogue in Corinth believed with all his house?', /^Crispus \(Acts 18:8\)/],
    // Acts 18:17 `took Sosthenes, …, and beat him`; Acts 16:3 `took and circumcised him` (Timotheus, 16:1).
    ["Who was beaten in front of Gallio's judgment seat?", /^Sosthenes \(Acts 18:17\)/],
    ['Whom did Paul circumcise because of the Jews?', /^Timothy \(Acts 16:3\)/],
    // Acts 18:24 `a certain Jew named Apollos, born at Alexandria, an eloquent man`: a people's name asks for a person.
    ['Which eloquent Jew from Alexandria came to Ephesus?', /^Apollos \(Acts 18:24\)/],
    // Judges 10:1-2 `Tola the son of Puah, the son of Dodo … And he judged Israel`: he is Tola, not his fathers.
    ['Who judged Israel after Abimelech died?', /^Tola \(Judges 10:[12]/],
    // Acts 24:24 `Felix came with his wife Drusilla`: Felix is a person (`Felix the governor`), though `came into Felix' room`.
    ["What was the name of Felix's wife?", /^Drusilla \(Acts 24:24\)/],
    // Genesis 38:9 `Onan … spilled it on the ground`; 46:12 `the sons of Judah; Er, and Onan`: in Genesis Judah is a man.
    ['Which son of Judah spilled his seed on the ground?', /^Onan \(Genesis (38:9|46:12)\)/],
    // 2 Kings 15:13 `Shallum … began to reign in the nine and thirtieth year of Uzziah …; and he reigned a full month`: the year's king dates it.
    ['Who reigned only one month in Samaria?', /^Shallum \(2 Kings 15:13\)/],
    // 2 Kings 1:2 `enquire of Baal-zebub the god of Ekron`: a god is named as a person is.
    ['Which god of Ekron did Ahaziah send to ask about his sickness?', /^Baal-zebub \(2 Kings 1:2\)/],
    // 2 Kings 15:25 `Pekah … smote him`: `King` before a name is its title, not a name to search for.
    ['Who killed King Pekahiah of Israel?', /^Pekah \(2 Kings 15:25\)/],
    // 1 Kings 16:23-24 `In the … year of Asa … began Omri to reign … And he bought the hill Samaria of Shemer`:
    // the `he` of a question that names the doer is that doer, not Asa, whose year dates the reign.
    ['From whom did Omri buy the hill of Samaria?', /^Shemer \(1 Kings 16:24\)/],
    // 2 Timothy 1:16 `the house of Onesiphorus; for he oft refreshed me, and was not ashamed of my chain`: a house is no `he`.
    ["Who was not ashamed of Paul's chain?", /^Onesiphorus \(2 Timothy 1:16\)/],
    // 1 Kings 11:3 `And he had seven hundred wives, … and three hundred concubines`, after 11:2 ends with Solomon:
    // in a verse that tells the deed asked, its leading `he` is the one the verse before ended with.
    ['How many concubines did Solomon have?', /^Three hundred \(1 Kings 11:3\)/],
    // 2 Kings 3:4-5 `Mesha king of Moab … when Ahab was dead, … the king of Moab rebelled`: a title with the
    // realm the question asks of is the one the chapter last gave it; Ahab's heirs in Israel are no kings of Moab.
    ['Which king of Moab rebelled against Israel after Ahab died?', /^Mesha \(2 Kings 3:5\)/],
    // Jonah 4:8 `God prepared a vehement east wind`: the kind asked is said with its noun, not `vehement east`.
    ['What kind of wind did God send on Jonah?', /^Vehement east wind \(Jonah 4:8\)/],
    // Jonah 3:6 `covered him with sackcloth, and sat in ashes`: the thing after the preposition the question ends with.
    ['What did the king of Nineveh sit in?', /^Ashes \(Jonah 3:6\)/],
    // Jeremiah 1:1 `The words of Jeremiah the son of Hilkiah`: the book's Jeremiah, not the one of 35:3, son of Habaziniah.
    ["Who was Jeremiah's father?", /^Hilkiah \(Jeremiah 1:1\)/],
    // Genesis 41:45 `he gave him to wife Asenath the daughter of Poti-pherah`: a wife's father (41:50) is a father-in-law.
    ["Who was Joseph's father-in-law?", /^Poti-pherah \(Genesis 41:(45|50)\)/],
    // Ezekiel 37:1 `set me down in the midst of the valley which was full of bones`: the prophet tells his own vision.
    ['Which prophet saw a valley of dry bones?', /^Ezekiel \(Ezekiel 37:\d+\)/],
    // Exodus 6:23 `Aaron took him Elisheba, daughter of Amminadab, sister of Naashon, to wife`.
    ["Who was Aaron's wife?", /^Elisheba \(Exodus 6:23\)/],
    // Joshua 2:18 `thou shalt bind this line of scarlet thread in the window`: `tie` read with WordNet's `bind`.
    ['What did Rahab tie in her window?', /^Line of scarlet thread \(Joshua 2:(18|21)\)/],
    // Acts 12:13 `a damsel came to hearken, named Rhoda`, the WEB's `a maid named Rhoda`: the texts' words for a girl.
    ['What was the name of the girl who answered the door for Peter?', /^Rhoda \(Acts 12:13\)/],
    // 2 Samuel 15:12 `Ahithophel the Gilonite, David's counsellor`: an adviser in the texts' word.
    ["Which of David's advisers hanged himself?", /^Ahithophel \(/],
    // Acts 18:24 `Apollos, born at Alexandria`: a birthplace is a home.
    ['Where was Apollos from?', /^Alexandria \(Acts 18:24\)/],
    // 2 Timothy 1:5 "thy mother Eunice": the letter's `thy` is Timothy.
    ["What was the name of Timothy's mother?", /^Eunice \(2 Timothy 1:5\)/],
    // The WEB's `twisted thorns into a crown` is said in the KJV's words: `a crown of thorns` (John 19:2).
    ["What did the soldiers put on Jesus' head?", /^Crown of thorns \(/],
    // Luke 19:4 `And he ran before, and climbed up into a sycomore tree`: `he` is the Zacchaeus of 19:2.
    ['Who climbed a sycamore tree to see Jesus?', /^Zacchaeus \(Luke 19:4\)/],
    // Revelation 3:8 `I have set before thee an open door`: `thee` is the church its letter opens with (3:7, Philadelphia).
    ['Which church had an open door set before it?', /^Philadelphia \(Revelation 3:8\)/],
    // Mark 4:39 `And he arose, and rebuked the wind`: a gospel's `he` whose chapter never names him is Jesus.
    ['Who rebuked the wind and the sea?', /^Jesus \(Mark 4:39\)/],
    // Hosea 3:2 `So I bought her to me for fifteen pieces of silver`: the book's teller says `I` where the question names him.
    ['How much silver did Hosea give for his wife?', /^Fifteen \(Hosea 3:2\)/],
    // Habakkuk 1:6 `I raise up the Chaldeans, that bitter and hasty nation`: a nation is a land or its people.
    ['Which nation does Habakkuk say is bitter and hasty?', /^Chaldeans \(Habakkuk 1:6\)/],
    // A trade the knowledge layer reads (`Luke, the beloved physician`), though no verse says `profession` of it.
    ["What was Luke's profession?", /^Beloved physician \(Colossians 4:14\)/],
    // Hosea 1:3 `he went and took Gomer …; which conceived, and bare him a son`: a marriage.
    ["Who was the prophet Hosea's wife?", /^Gomer \(Hosea 1:(1-)?3\)/],
    // The last of Judah's reigns that 2 Kings tells (24:18), not the Uzziah whom Zechariah 14:5 names last.
    ['Who was the last king of Judah before the Babylonian exile?', /^Zedekiah \(/],
    // Joshua 1:1 `after the death of Moses … the LORD spake unto Joshua`.
    ['Who took over after Moses died?', /^Joshua \(/],
    // Luke 20:42 `David himself saith in the book of Psalms`: the Psalms name no writer, another book does.
    ['Who wrote the Psalms?', /^David \(Luke 20:42\)/],
    // Revelation 1:9 `I John, who also am your brother`: the book names its writer.
    ['Who wrote the book of Revelation?', /^John \(Revelation 1:9\)/],
    // Genesis 23:1 sums up Sarah's life; Genesis 17:17's `an hundred years old` is Abraham at Isaac's birth.
    ['How old was Sarah when she died?', /^(One hundred twenty-seven years|An hundred and seven and twenty years) \(Genesis 23:1/],
    // Esther 8:4 `the king held out the golden sceptre toward Esther`; not the provinces of verses without
    // `held out`. Said in the KJV's spelling, though the WEB's `golden scepter` led.
    ['What did King Ahasuerus hold out to Esther?', /^Golden sceptre \(Esther (5:2|8:4)/],
    // 2 Chronicles 34:1 `Josiah was eight years old when he began to reign`: the age the knowledge layer holds.
    ['How old was Josiah when he became king?', /^Eight years \((2 Kings 22:1|2 Chronicles 34:1)\)/],
    // Judges 8:32 `buried in the sepulchre of Joash his father, in Ophrah`: the knowledge layer's burial place.
    ['Where was Gideon buried?', /^Ophrah \(Judges 8:32\)/],
    // Genesis 17:5 `thy name shall be Abraham`: the knowledge layer's renaming.
    ["What did God change Abram's name to?", /^Abraham \(Genesis 17:5\)/],
    // Esther 2:7 `Hadassah, that is, Esther`: two names of one person.
    ["What was Esther's Hebrew name?", /^Hadassah \(Esther 2:7\)/],
    // Typed in lower case: `samuel` is read as the name it is (it had answered `Mary`, the mother of James).
    ['who was the mother of samuel', /^Hannah \(/],
    // 1 Samuel 15:1 `Samuel also said unto Saul, The LORD sent me to anoint thee to be king`; not the David
    // whom `they anointed David king` (2 Samuel 5:3) and `David was anointed king` (1 Chronicles 14:8) name after the deed.
    ['Who anointed Saul as king?', /^Samuel \(1 Samuel 15:1\)/],
    // Daniel 4:18 `O Belteshazzar`: the king calls Daniel by his Babylonian name (Daniel 1:7); the answer says who he is.
    ["Who interpreted Nebuchadnezzar's dream?", /^Daniel, called Belteshazzar \(Daniel 4:18/],
    // Matthew 4:18 `Simon called Peter, and Andrew his brother … for they were fishers`: a trade, not `an apostle`.
    ["What was Peter's job before he followed Jesus?", /^Fishers \(Matthew 4:18\)/],
    // Exodus 7:7 `Moses was fourscore years old, and Aaron fourscore and three`: Moses' age, in the KJV's words.
    ['How old was Moses when he spoke to Pharaoh?', /^Fourscore years \(Exodus 7:7\)/],
    // Genesis 4:9 `the LORD said unto Cain, … And he said, I know not: Am I my brother's keeper?`
    ['Who said, "Am I my brother\'s keeper?"', /^Cain \(Genesis 4:9\)/],
    // Psalm 23:1 `The LORD is my shepherd; I shall not want`.
    ['Fill in the blank: The Lord is my ____, I shall not want.', /^Shepherd \(Psalms 23:1\)/],
    ['In which book of the Bible is the story of Jonah and the big fish?', /^The book of Jonah \(Jonah /],
    ['True or false: Jonah was swallowed by a great fish.', /^True\. “/],
    // Genesis 19:26 `and she became a pillar of salt`: the clause that tells what befell her.
    ["What happened to Lot's wife?", /^She became a pillar of salt \(Genesis 19:26\)/],
    // Acts 5:5, not the 5:3 of the question's own words: what befell him, said whole.
    ['What happened to Ananias when he lied to Peter?', /^Ananias hearing these words fell down, and gave up the ghost \(Acts 5:5\)/],
    // Matthew 27:5 `and went and hanged himself`, two verses after `Then Judas, which had betrayed him`; not Luke 6:16's `who also became a traitor`.
    ['What happened to Judas after he betrayed Jesus?', /^Went and hanged himself \(Matthew 27:5\)/],
    // 2 Kings 5:27 `And he went out from his presence a leper`: two verses after the one naming him, and of him, not of 4:32's `the child`.
    ['What happened to Gehazi?', /^He went out from his presence a leper as white as snow \(2 Kings 5:27\)/],
    // Exodus 2:15 `dwelt in the land of Midian`, the verse after the killing's, which names no place (see `scenePlaces`).
    ['Where did Moses run to after he killed the Egyptian?', /^Midian \(Exodus 2:1[45]/],
    // 1 Kings 17:6 `And the ravens brought him bread`, and 2 Peter 2:16 `the dumb ass speaking with man's
    // voice`: neither says `bird` or `animal`; WordNet says what kind of thing each is (see noun-classes.ts).
    ['What kind of bird brought Elijah food by the brook?', /^Ravens \(1 Kings 17:[46]\)/],
    ['What animal spoke to Balaam?', /^Mute donkey \(2 Peter 2:16\)/],
    // Matthew 19:24 `easier for a camel to go through the eye of a needle, than for a rich man to enter into the kingdom of God`: no kingdom is an animal.
    ['What animal did Jesus say could go through the eye of a needle more easily than a rich man?', /^Camel \((Matthew 19:24|Mark 10:25|Luke 18:25)\)/],
    // Matthew 3:16 `he saw the Spirit of God descending like a dove`; not the `preaching` of Luke 3:3 (`came
    // … preaching the baptism of repentance`): a lone verb in -ing is no thing.
    ['What bird came down on Jesus at his baptism?', /^Dove \(Matthew 3:16\)/],
    // Ruth 1:1 `went to sojourn in the country of Moab`, alone or opening its passage: where he went, not the Beth-lehem he left.
    ['Where did Elimelech take his family during the famine?', /^Moab \(Ruth 1:1[)-]/],
    // Mark 1:6 `and he did eat locusts and wild honey`, quoted there; not Luke 7:33's `neither eating bread`.
    [
      'What did John the Baptist eat?',
      /^Locusts and wild honey \((Mark 1:6|Matthew 3:4)\)\. “and he did eat locusts and wild honey”|^Locusts and wild honey \(Matthew 3:4\)/,
    ],
    // Revelation 6:8 `behold a pale horse: and his name that sat on him was Death`: the colour said of the asked thing.
    ['What color was the horse ridden by Death?', /^Pale \(Revelation 6:8\)/],
    // 1 Kings 6:1 `in the fourth year of Solomon's reign … he began to build the house of the LORD`: a time that names a year.
    ['In what year of his reign did Solomon start building the temple?', /^The fourth year \(1 Kings 6:1\)/],
  ])('leads a factoid answer with what the verses state: %s', async (question, lead) => {
    const output = await ask(question);
    expect(output).toMatchObject({ answered: true, retrieval: 'hybrid' });
    expect(output.answer).toMatch(lead);
    expect(await citationProblems(core, output)).toEqual([]);
  });

  it('reads closely the verses holding most of the question words, though neither search list ranked them high', async () => {
    // 2 Timothy 1:5 "thy mother Eunice": found by its words (`mother`, `Timothy` in its chapter), not by meaning.
    const output = await ask("What was the name of Timothy's mother?");
    expect(output.citations.map((c) => c.reference)).toContain('2 Timothy 1:5');
  });

  it('declines a question about a book its own verses do not answer, citing that book', async () => {
    // Hebrews names no author; outside it, `Shaphan` carried a book (2 Chronicles 34:16).
    const output = await ask('Who was the author of the book of Hebrews?');
    expect(output.answered).toBe(false);
    expect(output.answer).toMatch(/^The verses never name the writer of Hebrews\./);
    expect(output.citations.every((c) => c.reference.startsWith('Hebrews '))).toBe(true);
  });

  it('never answers with a number the question itself states', async () => {
    // Mark 8:19 `When I brake the five loaves among five thousand`: five loaves, not the five thousand fed.
    expect((await ask('How many loaves did Jesus use to feed the five thousand?')).answer).toMatch(/^Five \(/);
    expect((await ask('How many baskets of leftovers were there after Jesus fed the five thousand?')).answer).not.toMatch(/^Five thousand\b/);
  });

  it('never answers what thing with a count', async () => {
    // Judges 15:4 `caught three hundred foxes, and took firebrands`: the foxes' count is no thing tied to them.
    expect((await ask("What did Samson tie to the foxes' tails?")).answer).not.toMatch(/^Caught three hundred\b|^Three hundred\b/);
  });

  it('never answers where a deed was with the place that qualifies the asked name beside it', async () => {
    // John 19:19 `JESUS OF NAZARETH THE KING OF THE JEWS`, the title beside the crucifixion: where he came from, not where it was (see `scenePlaces`).
    expect((await ask('Where was Jesus crucified?')).answer).not.toMatch(/^Nazareth\b/i);
  });

  it('gives the explaining verses for why and how questions', async () => {
    const output = await ask('What are the wages of sin?');
    expect(output.citations[0]?.reference).toBe('Romans 6:23');
    const faith = await ask('What is faith?');
    expect(faith.citations.map((c) => c.reference)).toContain('Hebrews 11:1');
  });

  it('knows a word the KJV and the WEB never use when another bundled translation uses it', async () => {
    // Darby's `magi` (Matthew 2:1) and the NHEB's `doorposts` (Exodus 12:7) are words of the texts; `internet` is none.
    for (const [question, word] of [
      ['What did the magi give the baby Jesus?', 'magi'],
      ['What did the Israelites put on their doorposts?', 'doorposts'],
    ] as const)
      expect((await ask(question)).answer).not.toContain(`never uses the word ${word}`);
    expect((await ask('What does the Bible say about the internet?')).answer).toMatch(/^The Bible never uses the word internet/);
  });

  it('knows a name the KJV and the WEB hyphenate, asked as people spell it', async () => {
    // `Ish-bosheth the son of Saul` (2 Samuel 2:8), `Azariah, of Abed-nego` (Daniel 1:7); France is no name of the texts.
    expect((await ask('Whose son was Ishbosheth?')).answer).toMatch(/^Saul\b/);
    expect((await ask("What was Abednego's Hebrew name?")).answer).not.toContain('never mentions');
    expect((await ask('What is the capital of France?')).answer).toMatch(/^The Bible never mentions France/);
  });

  it('reads a misspelled name as the closest name of the texts', async () => {
    expect((await ask('Who killed Goliah?')).answer).toMatch(/^David\b/);
  });

  it('declines questions scripture does not answer, showing the closest verses', async () => {
    for (const question of [
      'What is the capital of France?',
      'What was the name of Lot’s wife?',
      'What does the Bible say about the internet?',
      // A date names a day or a month; `in the days of Herod` (Matthew 2:1) is a reign.
      'On what date of the year was Jesus born?',
      // No verse gives their colour, and none calls an apostle tall.
      'What color were Jesus’s eyes?',
      'Which apostle was the tallest?',
    ]) {
      const output = await ask(question);
      expect(output.answered, question).toBe(false);
      expect(output.answer).toMatch(/^(I found no verse that answers this question|The (Bible|verses) never )/);
      expect(await citationProblems(core, output)).toEqual([]);
    }
  });

  it('cites only verses that exist and quotes them verbatim, for every question of the question set', async () => {
    const questions = loadQuestions();
    expect(questions.length).toBeGreaterThan(400);
    const problems: string[] = [];
    for (const { question } of questions) {
      const output = await ask(question);
      for (const p of await citationProblems(core, output)) problems.push(`${question}: ${p}`);
    }
    expect(problems).toEqual([]);
  }, 300_000);

  it('answers within a second once warm (the benchmark measures p50/p95: `npx tsx bench/ask.ts`)', async () => {
    const started = performance.now();
    let first = 0;
    await core.api['bible.ask'](
      { question: 'Why should we forgive others?', top_k: 5, translation: 'kjv' },
      { emit: () => (first ||= performance.now() - started) },
    );
    expect(first).toBeGreaterThan(0);
    expect(performance.now() - started).toBeLessThan(1000);
  });
});
