import { BACKUP_FORMAT, BACKUP_VERSION, type StudyBackup, type StudyItem } from '#shared/contract/study.ts';
import type { ReadingTranslation } from '#shared/contract/bible.ts';
import { toCsvText } from '#shared/csv.ts';
import type { VerseStore } from '../bible/verse-store.ts';

// The study's files: the JSON backup (everything, to restore or move to another computer) and the
// Markdown and CSV exports (to read, print or open in a spreadsheet).

export function toBackup(items: readonly StudyItem[], readingProgress: StudyBackup['readingProgress'], exportedAt: Date): StudyBackup {
  return {
    format: BACKUP_FORMAT,
    version: BACKUP_VERSION,
    exportedAt: exportedAt.toISOString(),
    items: items.map(({ id, kind, reference, color, label, folder, text, tags, createdAt, updatedAt }) => ({
      id,
      kind,
      reference,
      color,
      label,
      folder,
      text,
      tags,
      createdAt,
      updatedAt,
    })),
    readingProgress,
  };
}

/**
 * The verses an item is on, as one line with verse numbers: `[16] For God so loved… [17] For God sent…`;
 * the KJV's where the translation has none of them (the Douay-Rheims lacks a few).
 */
function passageText(store: VerseStore, reference: string, translation: ReadingTranslation): string {
  const found = store.getPassage(reference, translation).verses;
  const verses = found.length > 0 ? found : store.getPassage(reference, 'kjv').verses;
  return verses.length === 1 ? verses[0]!.text : verses.map((v) => `[${v.verse}] ${v.text}`).join(' ');
}

const KIND_TITLES = { highlight: 'Highlight', bookmark: 'Bookmark', note: 'Note' } as const;

/** One section per item: its reference, the verses quoted, then the note, label and tags. */
export function toMarkdown(items: readonly StudyItem[], store: VerseStore, translation: ReadingTranslation, exportedAt: Date): string {
  const lines = [`# Bible study`, '', `Exported ${exportedAt.toISOString().slice(0, 10)}; verses quoted from the ${translation.toUpperCase()}.`, ''];
  for (const item of items) {
    const detail = item.kind === 'highlight' ? ` (${item.color})` : item.label ? `: ${item.label}` : '';
    lines.push(`## ${item.reference} — ${KIND_TITLES[item.kind]}${detail}`, '');
    lines.push(`> ${passageText(store, item.reference, translation)}`, '');
    if (item.text) lines.push(item.text, '');
    if (item.folder) lines.push(`Folder: ${item.folder}`, '');
    if (item.tags.length) lines.push(`Tags: ${item.tags.map((t) => `#${t.replace(/\s+/g, '-')}`).join(' ')}`, '');
  }
  return lines.join('\n');
}

const CSV_COLUMNS = ['reference', 'kind', 'color', 'label', 'folder', 'tags', 'note', 'verse_text', 'created_at', 'updated_at', 'id'] as const;

export function toCsv(items: readonly StudyItem[], store: VerseStore, translation: ReadingTranslation): string {
  return toCsvText(
    CSV_COLUMNS,
    items.map((item) => [
      item.reference,
      item.kind,
      item.color,
      item.label,
      item.folder,
      item.tags.join('; '),
      item.text,
      passageText(store, item.reference, translation),
      item.createdAt,
      item.updatedAt,
      item.id,
    ]),
  );
}
