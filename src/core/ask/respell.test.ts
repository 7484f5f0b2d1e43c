import { describe, expect, it } from 'vitest';
import { openTextFacts } from '../../../test/ask/text-facts.ts';

const { respell } = openTextFacts();

describe('a misspelled name', () => {
  it('is read as the name of the texts it is closest to', () => {
    expect(respell('Who killed Goliah?')).toBe('Who killed Goliath?');
    expect(respell('Who betrayed Sampson to the Philistines?')).toBe('Who betrayed Samson to the Philistines?');
    expect(respell('Who was Isiah?')).toBe('Who was Isaiah?');
    // Two edits in a long name: `Nebuchadnezer`, `Methusaleh`.
    expect(respell("Who interpreted Nebuchadnezer's dream?")).toBe("Who interpreted Nebuchadnezzar's dream?");
    expect(respell('How old was Methusaleh when he died?')).toBe('How old was Methuselah when he died?');
    // Webster's one `Pharoah` is a slip, not a spelling: the texts say `Pharaoh` in hundreds of verses.
    expect(respell("Who interpreted Pharoah's dreams?")).toBe("Who interpreted Pharaoh's dreams?");
  });

  it('reads any word of a question typed in lower case, one letter added, dropped or swapped at most', () => {
    expect(respell('who killed goliah')).toBe('who killed Goliath');
    // Typed so, though a name known since has its capital back.
    expect(respell('who betrayed sampson to the Philistines', true)).toBe('who betrayed Samson to the Philistines');
    // Two edits are too many when any English word may be the one unknown, unless the word is long and ends as no English word does.
    expect(respell('how old was methusaleh')).toBe('how old was Methuselah');
    expect(respell("who interpreted nebuchadnezer's dream")).toBe("who interpreted Nebuchadnezzar's dream");
    for (const question of ['what does the bible say about narcissism', 'who invented the telephone', 'what is the capital of japan', 'is gluttony a sin'])
      expect(respell(question)).toBe(question);
  });

  it('leaves names the texts never use, names another translation spells so, and short words as typed', () => {
    // `Japan` is one letter from `Javan`, but a changed letter in a short name is more often another name.
    for (const question of ['What is the capital of Japan?', 'What is the capital of France?', 'Who painted the Mona Lisa?'])
      expect(respell(question)).toBe(question);
    // The NHEB's `Bathsheba`; a book's title.
    for (const question of ["Who was Bathsheba's son?", 'Who was the mighty hunter in Genesis?']) expect(respell(question)).toBe(question);
  });

  it("reads another translation's spelling as the texts' name when it stands in that name's verses", () => {
    // Young's and Webster's `Zaccheus` of Luke 19:2, 5 and 8 is the KJV's and the WEB's `Zacchaeus`.
    expect(respell("What was Zaccheus's job?")).toBe("What was Zacchaeus's job?");
  });
});
