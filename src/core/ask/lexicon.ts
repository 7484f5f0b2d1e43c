import { tokenize } from '../lexical/tokenizer.ts';

/** Words whose `est` is no KJV verb ending: `arrest` is not `ar` (the city Ar), `forest` not `for`, `earnest` not `earn`. */
const EST_WORDS = new Set(['arrest', 'forest', 'earnest', 'harvest', 'interest', 'honest', 'modest', 'request', 'conquest', 'tempest', 'behest']);

/**
 * A light stemmer for matching question words with verse words in clause selection. It folds the
 * KJV's verb endings (`loveth`, `believest`) with the modern ones, so `loves`, `loved`, `loveth` and
 * `love` meet. Retrieval itself uses SQLite's porter-stemmed indexes; this only has to agree with
 * itself.
 */
export function stem(word: string): string {
  let w = word.toLowerCase().replace(/'s$/, '');
  if (w.length <= 3) return w;
  const before = w;
  // Two passes, so a plural is stemmed like its singular (`priests` → `priest` → `pri`, as `priest`).
  for (let pass = 0; pass < 2; pass++) {
    if (w.endsWith('ies') && w.length > 4) {
      w = `${w.slice(0, -3)}y`;
      continue;
    }
    const suffix = ['ingly', 'edst', 'eth', 'est', 'ing', 'ed', 'es', 's'].find(
      (s) => w.endsWith(s) && w.length - s.length >= 3 && !(s === 'est' && EST_WORDS.has(w)),
    );
    if (!suffix || (suffix === 's' && /(ss|us|is)$/.test(w))) break;
    w = w.slice(0, -suffix.length);
  }
  if (w !== before && /([^aeiouls])\1$/.test(w)) w = w.slice(0, -1);
  if (w.length > 3 && w.endsWith('e')) w = w.slice(0, -1);
  // `marry` meets `married`, `carry` `carried`.
  if (w.length > 3 && w.endsWith('y')) w = `${w.slice(0, -1)}i`;
  return w;
}

/**
 * Words a modern question uses and the words the KJV and WEB use for the same thing. A question word
 * found here also matches every word of its group; irregular forms (`slew`, `spake`, `builded`) are
 * listed because no stemmer finds them. `_` joins the words of a phrase, matched as a whole.
 */
const SYNONYM_GROUPS: readonly string[] = [
  'build built builded builder make made prepare prepared',
  'make made create created form formed',
  'rebuild rebuilt rebuilding build built builded',
  'jesus christ',
  'kill killed slay slew slain smote smite murder murdered behead beheaded',
  'defeat defeated discomfited overcame overcome prevailed',
  'die died dead death dieth perish perished',
  'born birth bare bore',
  'betray betrayed betrayer betrayeth',
  'throw threw thrown cast',
  'swallow swallowed',
  'fish whale',
  'ark ship',
  'baptize baptized baptizing baptism baptist',
  'write wrote written writing',
  'wise wisdom wiser wisest',
  'climb climbed clomb',
  'angry anger wrath wroth',
  'worry worried worrying anxious anxiety careful troubled',
  'forgive forgave forgiven forgiveness forgiving remission',
  'pray prayer prayed praying supplication',
  'save saved salvation saviour savior',
  'sell sold',
  'buy bought',
  'divorce divorced divorcement',
  'drink drunk drunken drunkenness',
  'rest rested',
  'rise rose risen raised resurrection',
  'return coming',
  'flood deluge',
  'suffer suffering sufferings affliction afflictions tribulation',
  'tax taxes tribute',
  'oath oaths swear sware sworn',
  'brother brothers brethren',
  'silent silence',
  'church churches congregation',
  'sin sins sinned iniquity iniquities transgression transgressions',
  'spirit ghost',
  'hell hades sheol',
  'apostle apostles disciple disciples',
  'crucify crucified cross',
  'israelite israelites israel',
  'jonah jonas',
  'elijah elias',
  'noah noe',
  'isaiah esaias',
  'lion lions',
  'give gave given',
  'speak spoke spake spoken',
  'see saw seen',
  'go went gone',
  'come came cometh',
  'take took taken',
  'eat ate eaten',
  'grow grew brought_up',
  'lead led leddest',
  'deny denied',
  'teach taught',
  'choose chose chosen ordained pick picked',
  'fight fought',
  'love loved charity',
  'wife wives',
  'husband husbands',
  'child children',
  'man men',
  'woman women',
  'rich riches wealth',
  'money silver',
  'enemy enemies',
  'fear afraid',
  'happy joy glad',
  'sad sorrow sorrowful',
  'heal healed healing',
  'leprosy leper lepers leprous',
  'sermon preach preached preaching',
  'prostitute prostitutes prostitution harlot harlots whore whoredom whoredoms',
  'lie lied lying liar',
  'steal stole stolen thief',
  'command commandment commandments commanded',
  'offering offerings sacrifice sacrifices',
  'hair hairs',
  // Irregular verbs, whose past forms no stemmer finds (the regular ones it does).
  'hide hid hidden',
  'find found',
  'bring brought',
  'fall fell fallen',
  'stand stood',
  'sit sat',
  'send sent',
  'keep kept',
  'lay laid',
  'meet met',
  'feed fed',
  'flee fled',
  'weep wept',
  'sleep slept asleep',
  'bind bound',
  'strike struck',
  'wear wore worn',
  'begin began begun',
  'ride rode ridden',
  'run ran',
  'hold held',
  'sing sang sung',
  'drive drove driven',
  'forsake forsook forsaken',
  'break brake broke broken',
  'tear tore torn rent',
  'seek sought',
  'think thought',
  'catch caught',
  'fly flew flown',
  'draw drew drawn',
  'dig digged dug',
  'shake shook',
  'arise arose',
  'rise arise',
  'get got gat',
  'sow sowed sown',
  'hew hewed hewn',
  'beat beaten',
  'lend lent',
  'lose lost',
  'win won',
  'spend spent',
  'stink stank',
  'shine shone',
  'tell told',
  'know knew known',
  'hear heard',
  'dwell dwelt',
  'pay paid',
  'understand understood',
  'burn burnt',
  'deal dealt',
  'blow blew blown',
  'swim swam',
  'sink sank sunk',
  'tread trode trodden',
  'weave wove woven',
  'wake woke',
  'shoot shot',
  // American spellings of the KJV's British ones.
  'armor armour',
  'honor honour',
  'neighbor neighbour neighbors neighbours',
  'color colour colors colours',
  'labor labour',
  'favor favour',
  'savor savour',
  'behavior behaviour',
  'center centre',
  'gray grey',
  // Modern words for the texts' own.
  'donkey donkeys ass asses',
  'trick tricked deceive deceived beguile beguiled',
  'attack attacked attacking besiege besieged',
  'pig pigs swine',
  'boy boys lad lads youth youths',
  'torch torches firebrand firebrands',
  'lampstand lampstands candlestick candlesticks',
  'snake snakes serpent serpents',
  'boat ship',
  'jail prison',
  'bronze brass',
  'grain corn',
  'mountain mountains mount',
  'territory territories border borders coast coasts',
];

// A word in several groups gets all of them: `make` is `build` in "who built the ark" and `create` in "how did God make man".
const groupOf = new Map<string, readonly string[]>();
for (const line of SYNONYM_GROUPS) {
  const entries = line.split(' ').map((w) => w.replace(/_/g, ' '));
  for (const word of entries) {
    if (word.includes(' ')) continue;
    const key = stem(word);
    groupOf.set(key, [...new Set([...(groupOf.get(key) ?? []), ...entries])]);
  }
}

/** The question word and the other words that mean the same in the Bible's wording. */
export function synonymsOf(word: string): readonly string[] {
  const group = groupOf.get(stem(word));
  return [...new Set([word, ...(group ?? []), ...manForms(word)])];
}

/**
 * A `-man` compound's other forms, which no stemmer finds: `herdsman` is the KJV's `herdmen`,
 * `horseman` its `horsemen`. Short stems (`woman`, `amen`) and names (`Naaman`) are left alone.
 */
function manForms(word: string): string[] {
  const parts = /^(\p{Ll}{3,}?)s?m[ae]n$/u.exec(word);
  if (!parts) return [];
  const base = parts[1]!;
  return [`${base}man`, `${base}men`, `${base}sman`, `${base}smen`];
}

/** A text's tokens with their stems, for clause matching. */
export function stemTokens(text: string): string[] {
  return tokenize(text).map(stem);
}
