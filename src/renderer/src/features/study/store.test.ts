import { describe, expect, it, vi } from 'vitest';
import type { ApiClient, CrossReferencesOutput, MethodInput, StudyBackup } from '#shared/contract/index.ts';
import { ApiError } from '../../lib/api.ts';
import { createAppStore } from '../../store/app-store.ts';

function memoryStorage() {
  const data = new Map<string, string>();
  return {
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
    removeItem: (k: string) => void data.delete(k),
  };
}

const BACKUP: StudyBackup = { format: 'scripture-study-backup', version: 1, exportedAt: '2026-01-05T10:00:00.000Z', items: [], readingProgress: [] };

/** A store over a fake API: only the methods a test gives exist. */
function storeWith(methods: Partial<Record<keyof ApiClient, (input: never) => Promise<unknown>>>) {
  return createAppStore({ api: methods as unknown as ApiClient, storage: memoryStorage() });
}

const crossRefs = (reference: string, total: number): CrossReferencesOutput => ({ reference, total, crossReferences: [] });

describe('the study slice', () => {
  it('searches by words or by meaning, and exports with the filters but never the search by meaning', async () => {
    const listItems = vi.fn(async (_: MethodInput<'study.listItems'>) => ({ items: [], total: 0 }));
    const exportItems = vi.fn(async (_: MethodInput<'study.exportItems'>) => ({
      filename: 'study.md',
      mediaType: 'text/markdown' as const,
      content: '# x',
      count: 2,
    }));
    const store = storeWith({ 'study.listItems': listItems, 'study.exportItems': exportItems });

    store.getState().setStudyFilters({ query: 'lost sheep', kind: 'note' });
    await vi.waitFor(() => expect(listItems).toHaveBeenCalledWith(expect.objectContaining({ query: 'lost sheep', kind: 'note' })));
    store.getState().setStudyFilters({ searchBy: 'meaning' });
    await vi.waitFor(() => expect(listItems).toHaveBeenCalledWith(expect.objectContaining({ meaning: 'lost sheep', kind: 'note' })));
    expect(listItems.mock.calls.find(([input]) => 'meaning' in input)![0]).not.toHaveProperty('query');

    expect(await store.getState().exportStudyItems('markdown')).toMatchObject({ filename: 'study.md', content: '# x' });
    expect(exportItems).toHaveBeenLastCalledWith({ format: 'markdown', translation: 'kjv', kind: 'note' });
    expect(store.getState().studyFilesNote).toEqual({ tone: 'done', text: 'Exported 2 items to study.md.' });
  });

  it('names the backup file by its date and says what a restore did, refusing a file that is not JSON without a call', async () => {
    const importBackup = vi.fn(async () => ({ added: 2, updated: 1, unchanged: 0 }));
    const store = storeWith({ 'study.exportBackup': async () => BACKUP, 'study.importBackup': importBackup });

    const file = await store.getState().backUpStudy();
    expect(file?.filename).toMatch(/^scripture-study-backup-2026-01-0[45]\.json$/);
    expect(JSON.parse(file!.content)).toEqual(BACKUP);

    expect(await store.getState().restoreStudyBackup('not json', 'notes.txt')).toBe(false);
    expect(importBackup).not.toHaveBeenCalled();
    expect(store.getState().studyFilesNote).toEqual({ tone: 'error', text: '“notes.txt” was not restored: it is not a JSON file. Nothing was changed.' });

    expect(await store.getState().restoreStudyBackup(JSON.stringify(BACKUP), 'backup.json')).toBe(true);
    expect(importBackup).toHaveBeenCalledWith(BACKUP);
    expect(store.getState().studyFilesNote).toEqual({ tone: 'done', text: 'Added 2, updated 1, unchanged 0.' });
    expect(store.getState().studyFilesBusy).toBe(false);
  });

  it('keeps only the newest verse’s cross-references, and does not fetch a loaded verse again', async () => {
    const answers: Record<string, (out: CrossReferencesOutput) => void> = {};
    const getCrossReferences = vi.fn(
      (input: MethodInput<'bible.getCrossReferences'>) => new Promise<CrossReferencesOutput>((resolve) => (answers[input.reference] = resolve)),
    );
    const store = storeWith({ 'bible.getCrossReferences': getCrossReferences });

    const first = store.getState().loadCrossRefs('John 3:16', 'kjv');
    const second = store.getState().loadCrossRefs('John 3:17', 'kjv');
    answers['John 3:17']!(crossRefs('John 3:17', 12));
    answers['John 3:16']!(crossRefs('John 3:16', 80));
    await Promise.all([first, second]);
    expect(store.getState().crossRefs).toMatchObject({ reference: 'John 3:17', status: 'ready', total: 12 });

    await store.getState().loadCrossRefs('John 3:17', 'kjv');
    expect(getCrossReferences).toHaveBeenCalledTimes(2);
    void store.getState().loadCrossRefs('John 3:17', 'web');
    expect(getCrossReferences).toHaveBeenCalledTimes(3);
  });

  it('tells why core refused a backup, naming the field', async () => {
    const refusal = new ApiError('not_found', 'items.0.reference: John 3 has 36 verses; there is no verse 99', 'items.0.reference');
    const store = storeWith({ 'study.importBackup': () => Promise.reject(refusal) });
    expect(await store.getState().restoreStudyBackup(JSON.stringify(BACKUP), 'b.json')).toBe(false);
    expect(store.getState().studyFilesNote?.text).toBe(
      '“b.json” was not restored: items.0.reference: John 3 has 36 verses; there is no verse 99. Nothing was changed.',
    );
  });

  it('lists the folders in use and asks core for one folder, in the list and the export', async () => {
    const item = (id: string, folder: string | null) => ({
      id,
      kind: 'bookmark' as const,
      reference: 'John 3:16',
      book: 'John',
      bookIndex: 43,
      chapter: 3,
      verse: 16,
      endChapter: 3,
      endVerse: 16,
      color: null,
      label: null,
      folder,
      text: null,
      tags: [],
      createdAt: '2026-01-05T10:00:00.000Z',
      updatedAt: '2026-01-05T10:00:00.000Z',
    });
    const items = [item('a', 'Gospels'), item('b', 'Psalms'), item('c', 'gospels'), item('d', null)];
    // Core filters by folder: this fake answers a folder's list with the two in it.
    const listItems = vi.fn(async (input: MethodInput<'study.listItems'>) =>
      input.folder ? { items: [items[0]!, items[2]!], total: 2 } : { items, total: items.length },
    );
    const exportItems = vi.fn(async (_: MethodInput<'study.exportItems'>) => ({
      filename: 'study.md',
      mediaType: 'text/markdown' as const,
      content: '#',
      count: 2,
    }));
    const store = storeWith({ 'study.listItems': listItems, 'study.exportItems': exportItems });

    await store.getState().loadStudyList();
    expect(store.getState().studyFolders).toEqual(['Gospels', 'Psalms']);
    store.getState().setStudyFilters({ folder: 'Gospels' });
    await vi.waitFor(() => expect(store.getState().studyItems.map((i) => i.id)).toEqual(['a', 'c']));
    expect(store.getState().studyTotal).toBe(2);
    expect(listItems).toHaveBeenCalledWith({ limit: 200, folder: 'Gospels' });

    await store.getState().exportStudyItems('csv');
    expect(exportItems).toHaveBeenLastCalledWith({ format: 'csv', translation: 'kjv', folder: 'Gospels' });
    expect(store.getState().studyFilesNote?.text).toBe('Exported 2 items to study.md.');
  });
});
