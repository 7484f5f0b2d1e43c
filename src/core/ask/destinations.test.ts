import { describe, expect, it } from 'vitest';
import { openTextSources } from '../../../test/ask/text-facts.ts';
import { destinationAsked, destinationIn } from './destinations.ts';
import { analyzeQuestion } from './question.ts';

const { store, facts } = openTextSources();
const deps = { store, isName: facts.isName, names: facts.names, nounlike: facts.nounlike };
const where = (question: string, text: string) => destinationIn(text, analyzeQuestion(question), deps)?.text;

describe('where someone went', () => {
  it('reads a question asking where someone went, not where from', () => {
    expect(destinationAsked(analyzeQuestion('Where was Jonah trying to run away to?'))).toBe(true);
    expect(destinationAsked(analyzeQuestion('Which city did God send Jonah to warn?'))).toBe(true);
    expect(destinationAsked(analyzeQuestion('From which port did Jonah sail when he ran away?'))).toBe(false);
    expect(destinationAsked(analyzeQuestion('Where was Jesus born?'))).toBe(false);
  });

  it('takes the place after a verb of going and `to`, `unto`, `in`', () => {
    const question = 'Where was Jonah trying to run away to?';
    expect(where(question, 'But Jonah rose up to flee unto Tarshish from the presence of the LORD, and went down to Joppa')).toBe('Tarshish');
    expect(where('Where did Elimelech take his family?', 'a certain man of Beth-lehem-judah went to sojourn in the country of Moab, he, and his wife')).toBe(
      'Moab',
    );
    // A place named without going there is no answer, nor a person's name after `to`.
    expect(where(question, 'Now the word of the LORD came unto Jonah the son of Amittai')).toBeUndefined();
  });

  it('takes the place right after the asked one’s name where a list leaves out its verb', () => {
    const verse = 'For Demas hath forsaken me, having loved this present world, and is departed unto Thessalonica; Crescens to Galatia, Titus unto Dalmatia.';
    expect(where('Where did Crescens go?', verse)).toBe('Galatia');
    // Not a name the texts use too rarely to show it is a place (`Dalmatia`, once): `Daniel to Melzar` is a man.
    expect(where('Where did Titus go?', verse)).toBe('Thessalonica');
    expect(where('Where did Demas go?', verse)).toBe('Thessalonica');
  });
});
