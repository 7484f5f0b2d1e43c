import type { ReadingTranslation, Translation } from '#shared/contract/bible.ts';

export const TRANSLATION_NAMES: Record<ReadingTranslation, string> = {
  kjv: 'King James Version',
  web: 'World English Bible',
  asv: 'American Standard Version',
  darby: 'Darby Translation',
  wbt: "Webster's Bible",
  ylt: "Young's Literal Translation",
  nheb: 'New Heart English Bible',
  rhe: 'Douay-Rheims',
};

/** For translation switches: the short names people know them by. */
export const TRANSLATION_OPTIONS: readonly { value: Translation; label: string }[] = [
  { value: 'kjv', label: 'KJV' },
  { value: 'web', label: 'WEB' },
];

/** Every bundled translation's short name, as people cite it; what pickers fall back to when core's names are not at hand. */
export const READING_TRANSLATION_SHORT: Record<ReadingTranslation, string> = {
  kjv: 'KJV',
  web: 'WEB',
  asv: 'ASV',
  darby: 'Darby',
  wbt: 'WBT',
  ylt: 'YLT',
  nheb: 'NHEB',
  rhe: 'DRA',
};
