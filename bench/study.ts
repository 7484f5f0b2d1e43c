import { createCore } from '#core/create-core.ts';
import { defaultCacheDir, defaultVersesDbPath } from '#core/paths.ts';
import { semanticHostOptions } from '#core/config/semantic-options.ts';
import { makeTempDir } from '../test/helpers.ts';

// Study data: saving a note (with its embedding, which the issue bounds at 50 ms), and finding notes by
// words and by meaning among a thousand.

const percentile = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(p * xs.length))]!;

export interface StudyFigures {
  save: { p50: number; p95: number };
  byWords: { p50: number; p95: number };
  byMeaning: { p50: number; p95: number };
  notes: number;
}

export async function measureStudy(notes = 1000): Promise<StudyFigures> {
  const data = makeTempDir('bench-study-');
  const core = createCore({ versesDbPath: defaultVersesDbPath(), dataDir: data.dir, semantic: semanticHostOptions({ cacheDir: defaultCacheDir() }) });
  try {
    await core.semanticReady;
    const saves: number[] = [];
    for (let i = 0; i < notes; i++) {
      const started = performance.now();
      await core.api['study.saveItem']({
        kind: 'note',
        reference: `Psalms 119:${(i % 176) + 1}`,
        text: `Thought ${i}: ${['mercy endures', 'the law is a lamp', 'waiting on the Lord', 'praise at midnight'][i % 4]} in verse ${i % 176}.`,
        tags: [`t${i % 9}`],
      });
      saves.push(performance.now() - started);
    }
    const time = async (run: () => Promise<unknown>) => {
      const times: number[] = [];
      for (let i = 0; i < 30; i++) {
        const started = performance.now();
        await run();
        times.push(performance.now() - started);
      }
      return { p50: percentile(times, 0.5), p95: percentile(times, 0.95) };
    };
    return {
      save: { p50: percentile(saves, 0.5), p95: percentile(saves, 0.95) },
      byWords: await time(() => core.api['study.listItems']({ query: 'lamp', limit: 200 })),
      byMeaning: await time(() => core.api['study.listItems']({ meaning: 'a light for my path', limit: 200 })),
      notes,
    };
  } finally {
    core.close();
    data.remove();
  }
}
