import { describe, expect, it } from 'vitest';
import { openTextFacts, termWordsOf } from '../../../test/ask/text-facts.ts';

const wordsOf = termWordsOf(openTextFacts());

describe("a place in its people's words", () => {
  it('reads a place the question names with the gentilics the texts use for it', () => {
    // 2 Samuel 17:27 `Barzillai the Gileadite`; Ruth 1:22 `Ruth the Moabitess`; Judges 3:15 `Ehud … a Benjamite`.
    expect(wordsOf('Which old man from Gilead fed David?', 'gilead')).toEqual(expect.arrayContaining(['gileadite', 'gileadites']));
    expect(wordsOf('Who came back from Moab with Naomi?', 'moab')).toEqual(expect.arrayContaining(['moabitess', 'moabite']));
    expect(wordsOf('Which judge was from the tribe of Benjamin?', 'benjamin')).toContain('benjamite');
    // Acts 18:8 `many of the Corinthians`; Acts 19:28 `Diana of the Ephesians`; each form once.
    expect(wordsOf('Which ruler of the synagogue in Corinth believed?', 'corinth')).toEqual(['corinth', 'corinthians']);
    expect(wordsOf('Which goddess did the people of Ephesus worship?', 'ephesus')).toContain('ephesians');
    expect(wordsOf('Who wrote to the church at Philippi?', 'philippi')).toEqual(['philippi', 'philippians']);
  });

  it('leaves a name the texts make no people of as it is', () => {
    expect(wordsOf('Who killed Goliath?', 'goliath')).toEqual(['goliath']);
    // Numbers 26:15 `the family of the Shunites` are Shuni's, not Shunem's (`the Shunammite`).
    expect(wordsOf('Which prophet stayed with a woman of Shunem?', 'shunem')).toEqual(['shunem']);
  });
});
