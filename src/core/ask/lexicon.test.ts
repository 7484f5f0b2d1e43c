import { describe, expect, it } from 'vitest';
import { stem, synonymsOf } from './lexicon.ts';

describe('the question lexicon', () => {
  it('stems KJV and modern verb endings alike', () => {
    for (const group of [
      ['love', 'loved', 'loves', 'loveth', 'lovest'],
      ['believe', 'believeth', 'believed'],
      ['priest', 'priests'],
      ['sin', 'sins', 'sinned'],
      ['bless', 'blessed', 'blessings'],
    ]) {
      expect(new Set(group.map(stem)).size, group.join(' ')).toBe(1);
    }
    // A noun's `est` is no verb ending: `arrested` is not the city Ar, `forest` not `for`.
    expect(stem('arrested')).toBe(stem('arrest'));
    expect(stem('arrested')).not.toBe(stem('Ar'));
    expect(stem('forest')).not.toBe(stem('for'));
    expect(stem('king')).toBe('king');
    expect(stem('things')).toBe('thing');
  });

  it('maps modern words to the Bible’s wording, including irregular forms', () => {
    expect(synonymsOf('killed')).toEqual(expect.arrayContaining(['slew', 'slain', 'smote']));
    // "Who had John the Baptist killed?": `John, whom I beheaded` (Mark 6:16).
    expect(synonymsOf('killed')).toContain('beheaded');
    expect(synonymsOf('built')).toEqual(expect.arrayContaining(['builded', 'prepared']));
    // "Who urged the Jews to rebuild the temple?": `the elders of the Jews builded` (Ezra 6:14).
    expect(synonymsOf('rebuild')).toEqual(expect.arrayContaining(['build', 'builded']));
    expect(synonymsOf('make')).toEqual(expect.arrayContaining(['build', 'create', 'formed']));
    // "Which king of Judah got leprosy?": `Uzziah the king was a leper` (2 Chronicles 26:21).
    expect(synonymsOf('leprosy')).toContain('leper');
    // "Who fell asleep during Paul's sermon?": `fallen into a deep sleep: and as Paul was long preaching` (Acts 20:9).
    expect(synonymsOf('sermon')).toContain('preaching');
    expect(synonymsOf('asleep')).toContain('sleep');
    expect(synonymsOf('prostitute')).toEqual(expect.arrayContaining(['harlot', 'whoredoms']));
    // "What animals did Samson tie torches to?": the KJV's `firebrands` are the WEB's `torches` (Judges 15:4).
    expect(synonymsOf('torches')).toContain('firebrands');
    expect(synonymsOf('lampstand')).toContain('candlestick');
    expect(synonymsOf('boys')).toEqual(expect.arrayContaining(['lads', 'youths']));
    // Irregular pasts no stemmer finds: `told`, `knew`.
    expect(synonymsOf('told')).toContain('tell');
    expect(synonymsOf('know')).toEqual(expect.arrayContaining(['knew', 'known']));
    // Not `leave left`: `left` is also the hand ("sit at Jesus' right and left").
    expect(synonymsOf('left')).not.toContain('leave');
    // "What will rise with healing in its wings?": `the Sun of righteousness arise with healing` (Malachi 4:2).
    expect(synonymsOf('rise')).toContain('arise');
    expect(synonymsOf('grow')).toContain('brought up');
    // The KJV's `coast` and the WEB's `border` for a land's territory (1 Chronicles 4:10 `enlarge my coast`).
    expect(synonymsOf('territory')).toEqual(expect.arrayContaining(['coast', 'border']));
    // "How many stones did David pick up": `chose him five smooth stones` (1 Samuel 17:40).
    expect(synonymsOf('pick')).toContain('chose');
    expect(synonymsOf('hide')).toContain('hid');
    expect(synonymsOf('armor')).toContain('armour');
    expect(synonymsOf('donkeys')).toEqual(expect.arrayContaining(['ass', 'asses']));
    expect(synonymsOf('mountain')).toContain('mount');
    // "Who tricked Samson?": `thou hast deceived me` (Judges 16:13), `Wherefore have ye beguiled us?` (Joshua 9:22).
    expect(synonymsOf('tricked')).toEqual(expect.arrayContaining(['deceived', 'beguiled']));
    expect(synonymsOf('attacking')).toContain('besieged');
    expect(synonymsOf('herdsman')).toContain('herdmen');
    expect(synonymsOf('woman')).not.toContain('wosman');
    expect(synonymsOf('zebra')).toEqual(['zebra']);
  });
});
