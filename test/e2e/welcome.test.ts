import { describe, expect, it } from 'vitest';
import { useApp } from './harness.ts';

describe('the welcome page', () => {
  const app = useApp({ freeCredits: 5, semantic: false });

  it('shows the verse of the day for the person’s date, free, and opens it in context', async () => {
    const { page, core } = app;
    const figure = page.getByRole('figure', { name: 'Verse of the day' });
    await figure.waitFor();
    const date = await page.evaluate(() => {
      const d = new Date();
      return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
    });
    const { verse } = await core.api['bible.verseOfTheDay']({ date, translation: 'kjv' });
    expect(await figure.locator('blockquote').textContent()).toBe(verse.text);
    expect(await figure.textContent()).toContain(verse.reference);
    await app.screenshot('welcome-verse-of-the-day');
    await figure.getByRole('button', { name: 'Read in context' }).click();
    const [book, chapter] = [verse.book, verse.chapter];
    await page
      .locator('#reader-heading')
      .filter({ hasText: new RegExp(`^${book} ${chapter}$`) })
      .waitFor();
    expect(await page.locator('.verse.is-focus').getAttribute('data-verse')).toBe(String(verse.verse));
    expect(await app.balance()).toBe(5);
  });
});
