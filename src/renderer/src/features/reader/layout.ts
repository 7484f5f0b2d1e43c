import { READING_TRANSLATIONS, type ReadingTranslation, type TranslationInfo, type Verse } from '#shared/contract/bible.ts';
import { READING_TRANSLATION_SHORT } from '../verse/translations.ts';
import type { PersistedReader, ReaderLayout } from './state.ts';

/** Side by side until the person chooses: the two translations everything searches. */
export const DEFAULT_COLUMNS: readonly ReadingTranslation[] = ['kjv', 'web'];
/** More columns than three leave too little room for each. */
export const MAX_COLUMNS = 3;

export const isReadingTranslation = (t: unknown): t is ReadingTranslation => (READING_TRANSLATIONS as readonly unknown[]).includes(t);

/** The translations on screen: the one chosen, or the side-by-side columns. */
export const shownTranslations = (layout: ReaderLayout, columns: readonly ReadingTranslation[]): readonly ReadingTranslation[] =>
  layout === 'both' ? columns : [layout];

/** Columns for side by side that keep the translation being read in view: first, when it was not among them. */
export function columnsKeeping(columns: readonly ReadingTranslation[], translation: ReadingTranslation): ReadingTranslation[] {
  if (columns.includes(translation)) return [...columns];
  return [translation, ...columns].slice(0, Math.max(2, columns.length));
}

/**
 * `translation` in column `index`. Columns stay different: one already shown elsewhere swaps places
 * with the one it replaces (and cannot be added again as a third). `null` drops the third column.
 */
export function placeColumn(columns: readonly ReadingTranslation[], index: number, translation: ReadingTranslation | null): ReadingTranslation[] {
  const next = [...columns];
  if (translation === null) return index >= 2 ? next.slice(0, index) : next;
  const at = next.indexOf(translation);
  if (index >= next.length) return at >= 0 || next.length >= MAX_COLUMNS ? next : [...next, translation];
  if (at >= 0) next[at] = next[index]!;
  next[index] = translation;
  return next;
}

/** The persisted reader choices, checked: storage may hold anything (older versions, hand edits). */
export function readPersistedReader(raw: Record<string, unknown>): Partial<PersistedReader> {
  const out: Partial<PersistedReader> = {};
  if (raw.readerLayout === 'both' || isReadingTranslation(raw.readerLayout)) out.readerLayout = raw.readerLayout;
  const columns = raw.readerColumns;
  if (
    Array.isArray(columns) &&
    columns.length >= 2 &&
    columns.length <= MAX_COLUMNS &&
    columns.every(isReadingTranslation) &&
    new Set(columns).size === columns.length
  ) {
    out.readerColumns = columns;
  }
  return out;
}

export const pickPersistedReader = (s: PersistedReader): PersistedReader => ({ readerLayout: s.readerLayout, readerColumns: s.readerColumns });

/** A translation as pickers and column headings name it: `YLT · Young's Literal Translation (1898)`, or the short name alone. */
export function translationLabel(id: ReadingTranslation, info: readonly TranslationInfo[] | null): string {
  const name = info?.find((t) => t.id === id)?.name;
  return name ? `${READING_TRANSLATION_SHORT[id]} · ${name}` : READING_TRANSLATION_SHORT[id];
}

/** The translation's full name, for sentences; its short name when core's list is not at hand. */
export const translationName = (id: ReadingTranslation, info: readonly TranslationInfo[] | null): string =>
  info?.find((t) => t.id === id)?.name ?? READING_TRANSLATION_SHORT[id];

/** The rights notice in two words where it says public domain: the sources spell it several ways (`PD`, `We believe … Public Domain.`). */
export function licenceText(license: string): string {
  const text = license.trim();
  return /public domain|^pd$/i.test(text) ? 'public domain' : text;
}

/** `ASV · American Standard Version (1901) · public domain`. */
export const licenceLine = (info: TranslationInfo): string => `${READING_TRANSLATION_SHORT[info.id]} · ${info.name} · ${licenceText(info.license)}`;

/** The verses of the KJV's numbering (the full one) that a translation's text of the chapter lacks. */
export function missingVerses(kjv: readonly Pick<Verse, 'verse'>[], verses: readonly Pick<Verse, 'verse'>[]): number[] {
  const present = new Set(verses.map((v) => v.verse));
  return kjv.map((v) => v.verse).filter((n) => !present.has(n));
}

const listFormat = new Intl.ListFormat('en', { type: 'conjunction' });

/** `[1, 2, 3, 9]` → `verses 1–3 and 9`; runs of three or more as a range. */
export function verseList(numbers: readonly number[]): string {
  const runs: [number, number][] = [];
  for (const n of numbers) {
    const last = runs.at(-1);
    if (last && n === last[1] + 1) last[1] = n;
    else runs.push([n, n]);
  }
  const parts = runs.flatMap(([from, to]) => (to === from ? [String(from)] : to === from + 1 ? [String(from), String(to)] : [`${from}–${to}`]));
  return `${numbers.length === 1 ? 'verse' : 'verses'} ${listFormat.format(parts)}`;
}
