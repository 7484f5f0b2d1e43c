import { restoreNameCase, typedInLowerCase } from './names.ts';
import { analyzeQuestion, type Question } from './question.ts';
import { withClassWords } from './class-words.ts';
import { withVerbWords } from './verb-words.ts';
import { withGentilics } from './gentilics.ts';
import { withBridgeWords } from './bridge-words.ts';
import { joinCompounds } from './compounds.ts';
import type { TextFacts } from './text-facts.ts';

/**
 * A question as the answer engine reads it: names' case restored ("who killed goliath"), hyphenated
 * compounds read as the texts write them (`lefthanded`), misspelled names respelled, then analysed; a
 * person noun the texts hardly use is read with their words for it (`girl`: `damsel`, `maid`), and so
 * is a verb (`deserted`: `forsaken`), a place with its people (`Gilead`: `Gileadite`), and a modern word
 * the KJV never writes with the older translations' words for it (`stew`: `pottage`). The app
 * and the benchmarks that fit its weights read through this one path, so what they fit is what the app
 * sees.
 */
export function readQuestion(asked: string, facts: TextFacts): Question {
  const restored = restoreNameCase(asked, facts.isName, (word) => facts.knowledge().nameInfo(word) !== undefined);
  const analysed = analyzeQuestion(facts.respell(joinCompounds(restored, facts.isWord), typedInLowerCase(asked)));
  return [withClassWords, withVerbWords, withGentilics, withBridgeWords].reduce((question, widen) => widen(question, facts), analysed);
}
