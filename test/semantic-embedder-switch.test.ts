import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createCore } from '#core/create-core.ts';
import { defaultVersesDbPath, PROJECT_ROOT } from '#core/paths.ts';
import { verseId } from '#core/bible/verse-id.ts';
import { semanticHostOptions, type EmbedderChoice } from '#core/config/semantic-options.ts';
import { THEMES } from '#core/semantic-index/themes.ts';
import { parseReference } from '#shared/bible/reference.ts';
import { makeTempDir } from './helpers.ts';

const MODELS = join(PROJECT_ROOT, '..', 'shared', 'models');
const present = existsSync(join(MODELS, 'fixtures', 'tiny-random-bert', 'config.json'));
if (!present) console.warn('Skipping the embedder switch test: ../shared/models/fixtures/tiny-random-bert is absent');

// Theme anchors plus a few verses: enough for an index whose themes can be tagged.
const ANCHORS = THEMES.flatMap((t) => t.anchors);
const verseIds = [verseId(43, 3, 16), verseId(43, 3, 17), verseId(19, 23, 1)];

describe.skipIf(!present)('an index built with another embedder', () => {
  const cache = makeTempDir('switch-cache-');
  const data = makeTempDir('switch-data-');
  afterAll(() => {
    cache.remove();
    data.remove();
  });

  async function open(embedder: EmbedderChoice) {
    const statuses: string[] = [];
    const core = createCore({
      versesDbPath: defaultVersesDbPath(),
      dataDir: data.dir,
      semantic: {
        ...semanticHostOptions({ cacheDir: cache.dir, embedder }),
        verseIds: [...verseIds, ...anchorIds()],
        onStatus: (s) => statuses.push(`${s.status}:${s.embedder}`),
      },
    });
    await core.semanticReady;
    const health = await core.api['system.health']({});
    core.close();
    return {
      statuses,
      health,
      files: readdirSync(cache.dir)
        .filter((f) => f.endsWith('.db'))
        .sort(),
    };
  }

  it('is rebuilt (with progress) instead of being read with the wrong vectors, and each stays cached', async () => {
    const use = await open({ kind: 'use-lite' });
    expect(use.statuses.some((s) => s.startsWith('building:use-lite'))).toBe(true);
    expect(use.health.semantic).toMatchObject({ status: 'ready', embedder: 'use-lite (512-d, onnxruntime)' });

    const bert = await open({ kind: 'transformers', modelsDir: MODELS, model: 'fixtures/tiny-random-bert' });
    expect(bert.statuses.some((s) => s.startsWith('building:hf:fixtures/tiny-random-bert'))).toBe(true);
    expect(bert.health.semantic).toMatchObject({ status: 'ready', embedder: 'hf:fixtures/tiny-random-bert (32-d)' });
    expect(bert.files).toHaveLength(2);

    const again = await open({ kind: 'use-lite' });
    expect(again.statuses.filter((s) => s.startsWith('building:use-lite'))).toEqual([]);
    expect(again.files).toEqual(bert.files);
  }, 120_000);
});

function anchorIds(): number[] {
  return ANCHORS.map((ref) => {
    const { book, start } = parseReference(ref);
    return verseId(book.index, start.chapter, start.verse!);
  });
}
