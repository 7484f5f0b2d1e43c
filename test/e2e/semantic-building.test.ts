import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createVerseStore } from '#core/bible/verse-store.ts';
import { verseId } from '#core/bible/verse-id.ts';
import { openVersesDb } from '#core/verses-db/open.ts';
import { defaultVersesDbPath } from '#core/paths.ts';
import { openApp, startApp, type TestApp } from './harness.ts';

/** A few chapters: the index builds in a few seconds, long enough to see it being prepared. */
function smallIndexVerses(): number[] {
  const db = openVersesDb(defaultVersesDbPath());
  try {
    const store = createVerseStore(db);
    return ['John 3', 'Psalms 23', '1 Corinthians 13', 'Matthew 6']
      .flatMap((p) => store.getPassage(p, 'kjv').verses)
      .map((v) => verseId(v.bookIndex, v.chapter, v.verse));
  } finally {
    db.close();
  }
}

describe('while the semantic index is being built', () => {
  let app: TestApp;
  let cacheDir: string;

  beforeAll(async () => {
    cacheDir = await mkdtemp(join(tmpdir(), 'scripture-e2e-index-'));
    app = await startApp({ freeCredits: 20, semantic: { cacheDir, verseIds: smallIndexVerses() } });
    await openApp(app);
  });

  afterAll(async () => {
    if (app) {
      expect(app.pageErrors).toEqual([]);
      await app.close();
    }
    if (cacheDir) await rm(cacheDir, { recursive: true, force: true });
  });

  it('shows the progress, keeps Semantic disabled with the reason, and keyword search works', async () => {
    const { page } = app;
    const status = page.getByTestId('index-status');
    await status.waitFor();
    expect(await status.textContent()).toMatch(/Preparing semantic search\s*\d{1,3}%/);
    expect(await status.textContent()).toContain('Keyword search works meanwhile');
    const semantic = page.getByRole('radio', { name: /Semantic.*3 credits/ });
    expect(await semantic.isDisabled()).toBe(true);
    // The disabled option points at its explanation.
    expect(await semantic.getAttribute('aria-describedby')).toBe(await status.getAttribute('id'));
    expect(await page.getByRole('progressbar', { name: 'Semantic index progress' }).count()).toBe(1);
    await app.screenshot('semantic-index-building');

    await page.getByRole('searchbox').fill('charity');
    await page.getByRole('searchbox').press('Enter');
    await page.locator('.results-title').filter({ hasText: 'charity' }).waitFor();
    expect(await page.locator('.result-card').count()).toBeGreaterThan(0);
    // "More like this" also waits for the index.
    expect(
      await page
        .locator('.result-card')
        .first()
        .getByRole('button', { name: /More like/ })
        .isDisabled(),
    ).toBe(true);
  });

  it('enables Semantic once the index is ready, without a reload', async () => {
    const { page } = app;
    const semantic = page.getByRole('radio', { name: /Semantic.*3 credits/ });
    await expect.poll(() => semantic.isEnabled(), { timeout: 60_000, interval: 500 }).toBe(true);
    await page.getByTestId('index-status').waitFor({ state: 'detached' });
    expect(await page.locator('[role="status"]').allTextContents()).toContain('Semantic search is ready.');

    await semantic.check();
    await page.getByRole('searchbox').fill('the Lord is my shepherd');
    await page.getByRole('searchbox').press('Enter');
    await page.locator('.results-title').filter({ hasText: 'closest in meaning' }).waitFor();
    expect(await page.locator('.result-reference').first().textContent()).toBe('Psalms 23:1');
  }, 70_000);
});
