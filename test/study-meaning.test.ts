import Database from 'better-sqlite3';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCore, type Core } from '#core/create-core.ts';
import { defaultCacheDir, defaultVersesDbPath } from '#core/paths.ts';
import { semanticHostOptions } from '#core/config/semantic-options.ts';
import { parseMethodInput } from '#shared/validate.ts';
import { makeTempDir } from './helpers.ts';

// Notes found by meaning, with the semantic index the app uses (built into the cache by `npm test`).

let core: Core;
const data = makeTempDir('study-meaning-');

beforeAll(async () => {
  core = createCore({ versesDbPath: defaultVersesDbPath(), dataDir: data.dir, semantic: semanticHostOptions({ cacheDir: defaultCacheDir() }) });
  await core.semanticReady;
}, 120_000);
afterAll(() => {
  core.close();
  data.remove();
});

const save = (reference: string, text: string) => core.api['study.saveItem'](parseMethodInput('study.saveItem', { kind: 'note', reference, text }));
const byMeaning = async (input: Record<string, unknown>) => core.api['study.listItems'](parseMethodInput('study.listItems', input));

describe('notes by meaning', () => {
  it('finds the note closest in meaning though it shares no word with the search', async () => {
    const shepherd = (await save('John 10:11', 'The good shepherd lays down his life for the sheep.')).item;
    const taxes = (await save('Matthew 22:21', 'Render to Caesar: paying taxes to the government.')).item;
    const worry = (await save('Matthew 6:34', 'Do not worry about tomorrow; each day has trouble enough.')).item;
    await core.api['study.saveItem'](parseMethodInput('study.saveItem', { kind: 'bookmark', reference: 'John 10:11', label: 'sheep' }));

    // Each note was embedded as it was saved.
    const db = new Database(join(data.dir, 'data.db'), { readonly: true });
    expect(db.prepare('SELECT count(*) FROM study_vectors').pluck().get()).toBe(3);
    db.close();

    const flock = await byMeaning({ meaning: 'looking after a flock of lambs' });
    expect(flock.items[0]!.id).toBe(shepherd.id);
    expect(flock.items[0]!.score).toBeGreaterThan(0.25);
    expect(flock.items.every((i) => i.kind === 'note')).toBe(true);
    expect((await byMeaning({ meaning: 'anxious about the future' })).items[0]!.id).toBe(worry.id);
    expect((await byMeaning({ meaning: 'money owed to the state' })).items[0]!.id).toBe(taxes.id);
    // Filters still apply; a bookmark has no meaning to search.
    expect((await byMeaning({ meaning: 'sheep', book: 'Matthew' })).items.every((i) => i.book === 'Matthew')).toBe(true);
    expect((await byMeaning({ meaning: 'sheep', kind: 'bookmark' })).total).toBe(0);
  });

  it('embeds an edited note again, and an imported one at its first search', async () => {
    const { item } = await save('Genesis 1:1', 'About the weather.');
    await core.api['study.saveItem'](
      parseMethodInput('study.saveItem', { kind: 'note', id: item.id, reference: 'Genesis 1:1', text: 'God made the heavens and the earth.' }),
    );
    const creation = await byMeaning({ meaning: 'the creation of the world' });
    expect(creation.items[0]!.id).toBe(item.id);

    const imported = {
      format: 'scripture-study-backup',
      version: 1,
      exportedAt: '2026-01-01T00:00:00.000Z',
      items: [
        {
          id: 'cccccccc-cccc-4ccc-8ccc-000000000001',
          kind: 'note',
          reference: 'Exodus 14:21',
          text: 'The sea parted before Moses.',
          color: null,
          label: null,
          folder: null,
          tags: [],
          createdAt: '2026-01-01T00:00:00.000Z',
          updatedAt: '2026-01-01T00:00:00.000Z',
        },
      ],
    };
    await core.api['study.importBackup'](parseMethodInput('study.importBackup', imported));
    expect((await byMeaning({ meaning: 'waters divided for the crossing' })).items[0]!.id).toBe('cccccccc-cccc-4ccc-8ccc-000000000001');
  });

  it('refuses words and meaning together', async () => {
    await expect(byMeaning({ meaning: 'x', query: 'y' })).rejects.toMatchObject({ code: 'invalid_request', details: { field: 'meaning' } });
  });
});
