import { afterAll, describe, expect, it } from 'vitest';
import { defaultVersesDbPath } from '../../paths.ts';
import { openVersesDb } from '../../verses-db/open.ts';
import { readWordBridge } from '../../verses-db/word-bridge.ts';
import { wordBridge } from './word-bridge.ts';

const verses = (...texts: string[]) => texts.map((text, i) => ({ id: 1_001_001 + i, text }));

describe('the older words learned from the same verse in the translations', () => {
  it('pairs the words each translation alone has, in more than one verse', () => {
    const rows = wordBridge({
      web: verses('Esau ate the stew.', 'Jacob boiled stew.', 'The tall men came.'),
      nheb: verses('Esau ate the stew.', 'Jacob boiled stew.', 'The tall men came.'),
      kjv: verses('Esau ate the pottage.', 'Jacob sod pottage.', 'The peeled men came.'),
      asv: verses('Esau ate the pottage.', 'Jacob boiled pottage.', 'The peeled men came.'),
    });
    const bridge = new Map(rows.map((r) => [r.stem, r.words]));
    expect(bridge.get('stew')).toEqual(['pottage']);
    // One verse's rendering makes no correspondence, however often the translations repeat it.
    expect(bridge.has('tall')).toBe(false);
    // A word both translations have is no one's alone.
    expect(bridge.has('esau')).toBe(false);
  });

  it('pairs no word the modern translations write as often as the older ones', () => {
    // Two verses where the WEB says `leaders` and the KJV `Jews`, ten where both say `Jews`.
    const jews = Array<string>(10).fill('The Jews went.');
    const rows = wordBridge({
      web: verses('The leaders came.', 'The leaders said.', ...jews),
      kjv: verses('The Jews came.', 'The Jews said.', ...jews),
    });
    expect(rows.find((r) => r.stem === 'leader')).toBeUndefined();
  });

  it('keeps the words written as the texts write them, best first', () => {
    const rows = wordBridge({
      web: verses('They pretend to be sick.', 'She will pretend.', 'Do not pretend.'),
      kjv: verses('They feign themselves sick.', 'She will feign.', 'Do not feign.'),
      darby: verses('They dissemble themselves sick.', 'She will dissemble.', 'Do not feign.'),
    });
    expect(rows.find((r) => r.stem === 'pretend')?.words).toEqual(['feign', 'dissemble']);
  });
});

// The bridge of the built verses.db (`npm test` builds it first).
describe('the bridge in verses.db', () => {
  const db = openVersesDb(defaultVersesDbPath());
  afterAll(() => db.close());
  const bridge = readWordBridge(db);

  it('holds the older words for modern ones', () => {
    // 2 Samuel 13:5 NHEB `pretend to be sick`, ASV `feign thyself sick`; Genesis 25:29 WEB `stew`, KJV `pottage`; Joshua 9 NHEB `treaty`, KJV `league`.
    expect(bridge.get('pretend')).toEqual(['feign']);
    expect(bridge.get('stew')).toEqual(['pottage']);
    expect(bridge.get('treati')).toEqual(['league']);
    // Acts 27:30's `pretending` beside the KJV's `foreship` is one verse's loose rendering: no pair.
    expect(bridge.get('pretend')).not.toContain('foreship');
    // The WEB writes `Jews` as often as the KJV: no older word for its `leaders`, beside which it stands in John 7.
    expect(bridge.get('leader') ?? []).not.toContain('jews');
  });
});
