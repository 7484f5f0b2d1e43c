import type { Translation } from '#shared/contract/bible.ts';

export const TRANSLATION_NAMES: Record<Translation, string> = { kjv: 'King James Version', web: 'World English Bible' };

/** For translation switches: the short names people know them by. */
export const TRANSLATION_OPTIONS: readonly { value: Translation; label: string }[] = [
  { value: 'kjv', label: 'KJV' },
  { value: 'web', label: 'WEB' },
];
