import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api.ts';
import { backupFileName, importSummary, itemCount, readJson, restoreRefusal } from './study-files.ts';

describe('study files', () => {
  it('names a backup by the local date', () => {
    expect(backupFileName(new Date(2026, 0, 5, 23, 59))).toBe('scripture-study-backup-2026-01-05.json');
    expect(backupFileName(new Date(2025, 11, 31))).toBe('scripture-study-backup-2025-12-31.json');
  });

  it('counts items and what a restore did', () => {
    expect(itemCount(1)).toBe('1 item');
    expect(itemCount(1200)).toBe('1,200 items');
    expect(importSummary({ added: 3, updated: 0, unchanged: 1, daysRead: 0 })).toBe('Added 3, updated 0, unchanged 1.');
    expect(importSummary({ added: 0, updated: 0, unchanged: 1, daysRead: 2 })).toBe('Added 0, updated 0, unchanged 1. Reading-plan days marked read: 2.');
  });

  it('reads JSON, and nothing from a file that is not JSON', () => {
    expect(readJson('{"a":1}')).toEqual({ a: 1 });
    expect(readJson('not json')).toBeUndefined();
    expect(readJson('')).toBeUndefined();
  });

  it('says why a file was not restored, naming the field core refused', () => {
    expect(restoreRefusal('notes.txt', undefined)).toBe('“notes.txt” was not restored: it is not a JSON file. Nothing was changed.');
    expect(restoreRefusal('a.json', [1, 2], new ApiError('invalid_request', 'Invalid input'))).toContain('it is not a Scripture Study backup');
    const wrongFormat = new ApiError('invalid_request', 'format: Invalid input', 'format');
    expect(restoreRefusal('a.json', { format: 'other' }, wrongFormat)).toContain('it is not a Scripture Study backup');
    const newer = new ApiError('invalid_request', 'version: Invalid input', 'version');
    expect(restoreRefusal('a.json', { format: 'scripture-study-backup', version: 2 }, newer)).toContain('a newer version of Scripture Study');
    const badItem = new ApiError('invalid_request', 'items.0.reference: must not be empty', 'items.0.reference');
    expect(restoreRefusal('a.json', { format: 'scripture-study-backup', version: 1 }, badItem)).toBe(
      '“a.json” was not restored: items.0.reference: must not be empty. Nothing was changed.',
    );
  });
});
