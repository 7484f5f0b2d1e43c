import { describe, expect, it } from 'vitest';
import { fateAsked, fateIn } from './fates.ts';

const whom = (asked: string) => ({ words: new Set(asked.toLowerCase().split(/\s+/)), many: /\band\b|[^s'’]s\b(?!['’])/.test(asked) });
const fate = (text: string, asked: string, names?: boolean) => fateIn(text, whom(asked), names)?.said;

describe('what befell someone', () => {
  it('reads who is asked about, without the circumstances, and only what happened', () => {
    expect(fateAsked("What happened to Lot's wife?")).toEqual({ whom: "Lot's wife" });
    expect(fateAsked('What happened to Ananias when he lied to Peter?')).toEqual({ whom: 'Ananias' });
    // "What happens to us when we die?" asks what scripture teaches.
    expect(fateAsked('What happens to us when we die?')).toBeUndefined();
  });

  it('tells the clause that says the fate, with the ones after it that say more', () => {
    expect(fate('But his wife looked back from behind him, and she became a pillar of salt.', "Lot's wife")).toBe('she became a pillar of salt');
    expect(fate('And Ananias hearing these words fell down, and gave up the ghost: and great fear came on all them', 'Ananias')).toBe(
      'Ananias hearing these words fell down, and gave up the ghost',
    );
    expect(fate('And Enoch walked with God: and he was not; for God took him.', 'Enoch')).toBe('God took him');
  });

  it('tells a deed done to him whoever did it, and what befell a thing', () => {
    // Joshua 7:25: `all Israel` did it; the fate is of `him`.
    expect(
      fate(
        'And Joshua said, Why hast thou troubled us? the LORD shall trouble thee this day. And all Israel stoned him with stones, and burned them with fire',
        'Achan',
      ),
    ).toBe('all Israel stoned him with stones');
    expect(fate('And he said, Throw her down. So they threw her down: and some of her blood was sprinkled on the wall', 'Jezebel')).toBe('they threw her down');
    expect(fate('the rod of Aaron for the house of Levi was budded, and brought forth buds', "Aaron's rod")).toBe(
      'the rod of Aaron for the house of Levi was budded',
    );
    // `the prophets of Baal` are several, so `slew them` may be their fate.
    expect(fate('and Elijah brought them down to the brook Kishon, and slew them there.', 'the prophets of Baal')).toBe('slew them there');
  });

  it('tells no fate of another named before it, nor of one named only after it, nor one that only dates what it tells', () => {
    expect(fate('Then they sent to Jezebel, saying, Naboth is stoned, and is dead.', 'Jezebel')).toBeUndefined();
    expect(fate('they are all of them unto me as Sodom, and the inhabitants thereof as Gomorrah', 'Sodom and Gomorrah', true)).toBeUndefined();
    expect(fate('In the year that king Uzziah died I saw also the Lord sitting upon a throne', 'Uzziah')).toBeUndefined();
    expect(fate('And when his armourbearer saw that Saul was dead, he fell likewise upon his sword', 'Saul')).toBeUndefined();
    // `and was dead` goes on with `when Jezebel heard that Naboth was stoned`.
    expect(fate('And it came to pass, when Jezebel heard that Naboth was stoned, and was dead, that Jezebel said to Ahab', 'Jezebel')).toBeUndefined();
  });

  it('tells no fate of one who only wishes, warns, or does the deed to others', () => {
    expect(
      fate('Arise, take thy wife, and thy two daughters, which are here; lest thou be consumed in the iniquity of the city.', "Lot's wife"),
    ).toBeUndefined();
    expect(
      fate('And Elijah said unto them, Take the prophets of Baal; and Elijah brought them down to the brook Kishon, and slew them there.', 'Elijah'),
    ).toBeUndefined();
    // A relative clause describes one; it tells nothing that befell him in the story.
    expect(fate('And Judas the brother of James, and Judas Iscariot, who also became a traitor.', 'Judas')).toBeUndefined();
    expect(fate('as he was telling the king how he had restored to life him who was dead', 'Gehazi')).toBeUndefined();
    // `Jehoiakim became his servant`: another's fate, in a verse naming the asked king.
    expect(fate('In his days Nebuchadnezzar king of Babylon came up, and Jehoiakim became his servant three years', 'Nebuchadnezzar')).toBeUndefined();
    expect(fate('And the earth opened her mouth, and swallowed them up, and their houses', 'Korah and his followers')).toBe(
      'the earth opened her mouth, and swallowed them up',
    );
  });
});
