// Words and names for exports, backups and restores: pure, so they are tested without a page.
import type { ImportBackupOutput } from '#shared/contract/study.ts';
import { localDate } from '#shared/dates.ts';
import type { ApiError } from '../../lib/api.ts';

/** `scripture-study-backup-2026-11-25.json`, dated on this computer's calendar. */
export function backupFileName(at: Date): string {
  return `scripture-study-backup-${localDate(at)}.json`;
}

export const itemCount = (n: number) => `${n.toLocaleString('en')} item${n === 1 ? '' : 's'}`;

/** `Added 3, updated 1, unchanged 0.`, and the reading-plan days it marked read, if any. */
export const importSummary = ({ added, updated, unchanged, daysRead }: ImportBackupOutput) =>
  `Added ${added}, updated ${updated}, unchanged ${unchanged}.${daysRead > 0 ? ` Reading-plan days marked read: ${daysRead}.` : ''}`;

/** The JSON a backup file holds, or undefined when it is not JSON at all. */
export function readJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Why a file was not restored, in words: what is wrong with it, naming the field core named. */
export function restoreRefusal(fileName: string, content: unknown, err?: ApiError): string {
  const name = `“${fileName}” was not restored`;
  const unchanged = 'Nothing was changed.';
  if (content === undefined) return `${name}: it is not a JSON file. ${unchanged}`;
  if (!isObject(content) || err?.field === 'format') return `${name}: it is not a Scripture Study backup. ${unchanged}`;
  if (err?.field === 'version' && typeof content.version === 'number' && content.version > 1) {
    return `${name}: it was made by a newer version of Scripture Study. Update the app, then try again. ${unchanged}`;
  }
  return `${name}: ${err ? err.message.replace(/\.?$/, '.') : 'it could not be read.'} ${unchanged}`;
}
