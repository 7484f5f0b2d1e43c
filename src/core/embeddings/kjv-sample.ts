import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

/**
 * Every KJV verse as plain text, in canonical order, for tests and `bench/embeddings.ts` (the `kjv`
 * package is a devDependency; the app reads verses from its database).
 */
export function loadKjvVerses(): string[] {
  const path = createRequire(import.meta.url).resolve('kjv/json/verses-1769.json');
  const verses = JSON.parse(readFileSync(path, 'utf8')) as Record<string, string>;
  // `#` marks a paragraph start and `[...]` the translators' italics; neither is part of the wording.
  return Object.values(verses).map((text) =>
    text
      .replace(/[#[\]]/g, '')
      .replace(/\s+/g, ' ')
      .trim(),
  );
}

/** Every `stride`-th verse, up to `count`: a spread over the whole Bible with realistic lengths. */
export function kjvSample(count: number, stride = 15): string[] {
  return loadKjvVerses()
    .filter((_, i) => i % stride === 0)
    .slice(0, count);
}
