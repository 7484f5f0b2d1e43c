import { describe, expect, it, vi } from 'vitest';
import type { ApiClient, GetVersesOutput, MethodInput, ReadingTranslation } from '#shared/contract/index.ts';
import { PERSIST_KEY, createAppStore } from '../../store/app-store.ts';

function memoryStorage() {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
    removeItem: (k: string) => void data.delete(k),
  };
}

/** Psalm 23 in any translation: six verses, each saying which translation it is. */
const psalm = async ({ reference, translation = 'kjv' }: MethodInput<'bible.getVerses'>): Promise<GetVersesOutput> => ({
  reference: 'Psalms 23',
  translation,
  previousChapter: 'Psalms 22',
  nextChapter: 'Psalms 24',
  verses: Array.from({ length: reference === 'Psalms 23:1' ? 1 : 6 }, (_, i) => ({
    reference: `Psalms 23:${i + 1}`,
    book: 'Psalms',
    bookIndex: 19,
    chapter: 23,
    verse: i + 1,
    translation,
    text: `${translation} ${i + 1}`,
    italics: [],
    paragraph: false,
  })),
});

function storeWith(storage = memoryStorage()) {
  const getVerses = vi.fn(psalm);
  const listStudy = vi.fn(async () => ({ items: [], total: 0 }));
  const api = { 'bible.getVerses': getVerses, 'study.listItems': listStudy } as unknown as ApiClient;
  return { store: createAppStore({ api, storage }), getVerses, storage };
}

const fetched = (getVerses: ReturnType<typeof storeWith>['getVerses']) =>
  getVerses.mock.calls.filter(([input]) => input.reference === 'Psalms 23').map(([input]) => input.translation as ReadingTranslation);

describe('the reader slice', () => {
  it('loads only the translations shown, and the KJV for its numbering', async () => {
    const { store, getVerses } = storeWith();
    store.getState().setReaderLayout('ylt');
    expect(await store.getState().openPassage('Psalms 23')).toBe(true);
    expect(fetched(getVerses).sort()).toEqual(['kjv', 'ylt']);
    expect(store.getState().readerPassage?.texts.ylt[0]?.text).toBe('ylt 1');
    expect(store.getState().readerPassage?.texts.asv).toEqual([]);

    getVerses.mockClear();
    store.getState().setReaderLayout('both');
    expect(store.getState().readerColumns).toEqual(['ylt', 'kjv']);
    store.getState().setReaderColumn(1, 'asv');
    await vi.waitFor(() => expect(store.getState().readerPassage?.translations).toContain('asv'));
    // What the chapter already had is not asked for again.
    expect(fetched(getVerses)).toEqual(['asv']);
    expect(store.getState().readerStatus).toBe('ready');
  });

  it('opens a passage in the translation it was found in, unless side by side', async () => {
    const { store } = storeWith();
    await store.getState().openPassage('Psalms 23:1', { translation: 'darby' });
    expect(store.getState().readerLayout).toBe('darby');
    expect(store.getState().readerFocus).toEqual({ from: 1, to: 1 });
    expect(store.getState().readerPassage?.texts.darby).toHaveLength(6);

    store.getState().setReaderLayout('both');
    await store.getState().openPassage('Psalms 23', { translation: 'nheb' });
    expect(store.getState().readerLayout).toBe('both');
    expect(store.getState().readerColumns).toEqual(['darby', 'kjv']);
  });

  it('remembers the translations chosen, over the default translation', async () => {
    const { store, storage } = storeWith();
    store.getState().setDefaultTranslation('web');
    store.getState().setReaderLayout('both');
    store.getState().setReaderColumn(0, 'ylt');
    store.getState().setReaderColumn(2, 'nheb');
    expect(JSON.parse(storage.data.get(PERSIST_KEY)!).state).toMatchObject({ readerLayout: 'both', readerColumns: ['ylt', 'web', 'nheb'] });

    const later = storeWith(storage).store;
    expect(later.getState()).toMatchObject({ defaultTranslation: 'web', readerLayout: 'both', readerColumns: ['ylt', 'web', 'nheb'] });
  });

  it('starts in the default translation until the reader was set', () => {
    const storage = memoryStorage();
    storage.setItem(PERSIST_KEY, JSON.stringify({ state: { defaultTranslation: 'web' }, version: 1 }));
    expect(storeWith(storage).store.getState()).toMatchObject({ readerLayout: 'web', readerColumns: ['kjv', 'web'] });
  });
});
