import { describe, expect, it } from 'vitest';
import { resize, SMALL_VIEWPORT, useApp } from './harness.ts';

describe('the reading view in the browser', () => {
  const app = useApp({ freeCredits: 5 });

  const waitForHeading = (text: string) =>
    app.page
      .locator('#reader-heading')
      .filter({ hasText: new RegExp(`^${text}$`) })
      .waitFor();
  const toolbar = () => app.page.locator('.reader-toolbar');
  /** Whether the element is on screen inside the scrolling pane, below the sticky toolbar. */
  const onScreen = (selector: string) =>
    app.page.evaluate((s) => {
      const rect = document.querySelector(s)!.getBoundingClientRect();
      const pane = document.querySelector('.reader-toolbar')!.getBoundingClientRect();
      return rect.top >= pane.bottom && rect.bottom <= window.innerHeight;
    }, selector);

  it('opens a result as its whole chapter with the verse highlighted, and moves between chapters', async () => {
    const { page } = app;
    await page.getByRole('searchbox').fill('charity suffereth');
    await page.getByRole('searchbox').press('Enter');
    await page.locator('.result-card').first().getByRole('button', { name: 'Read chapter' }).click();

    await waitForHeading('1 Corinthians 13');
    expect(await page.locator('.chapter-text .verse').count()).toBe(13);
    const focused = page.locator('.verse.is-focus');
    expect(await focused.count()).toBe(1);
    expect(await focused.getAttribute('data-verse')).toBe('4');
    expect(await focused.textContent()).toContain('Charity suffereth long');
    expect(await onScreen('.verse.is-focus')).toBe(true);
    expect(await onScreen('#reader-heading')).toBe(true);
    expect(await page.locator('.chapter-text i.supplied').count()).toBeGreaterThan(0);
    await app.screenshot('reader-chapter');

    await toolbar().getByRole('button', { name: 'Next chapter: 1 Corinthians 14' }).click();
    await waitForHeading('1 Corinthians 14');
    expect(await page.locator('.verse.is-focus').count()).toBe(0);
    await toolbar()
      .getByRole('button', { name: /^Previous chapter/ })
      .click();
    await waitForHeading('1 Corinthians 13');
    await toolbar()
      .getByRole('button', { name: /^Previous chapter/ })
      .click();
    await waitForHeading('1 Corinthians 12');
    // Across a book boundary, from the footer.
    await page.locator('#reader-book').selectOption('Genesis');
    await waitForHeading('Genesis 1');
    expect(
      await toolbar()
        .getByRole('button', { name: /^Previous chapter/ })
        .isDisabled(),
    ).toBe(true);
    await page.locator('#reader-book').selectOption('Malachi');
    // The chapter list is Malachi's once its first chapter shows (choosing 4 before could pick Genesis 4).
    await waitForHeading('Malachi 1');
    await page.locator('#reader-chapter').selectOption('4');
    await waitForHeading('Malachi 4');
    await page.locator('.reader-footer').getByRole('button', { name: 'Next chapter: Matthew 1' }).click();
    await waitForHeading('Matthew 1');
  });

  it('opens a typed reference without spending credits', async () => {
    const { page } = app;
    const before = await app.balance();
    const box = page.getByRole('searchbox');
    await box.fill('John 3:16');
    expect(await page.locator('.search-submit').textContent()).toBe('Open');
    expect(await page.locator('.credits-next').textContent()).toBe('Passage: free');
    await box.press('Enter');
    await waitForHeading('John 3');
    expect(await page.locator('.verse.is-focus').getAttribute('data-verse')).toBe('16');
    expect(await page.locator('.verse.is-focus').textContent()).toContain('For God so loved the world');
    expect(await onScreen('.verse.is-focus')).toBe(true);
    expect(await app.balance()).toBe(before);
    expect(await page.locator('.recent-item').first().textContent()).toContain('John 3:16');
    // The KJV marks paragraphs (John 3 has one starting at verse 16); each starts a new block of text.
    expect(await page.locator('.chapter-paragraph').count()).toBeGreaterThan(1);
    expect(await page.locator('.chapter-paragraph > .verse:first-child[data-verse="16"]').count()).toBe(1);
  });

  it('switches between KJV, WEB and both side by side', async () => {
    const { page } = app;
    const layout = page.getByRole('radiogroup', { name: 'Translations shown' });
    const translation = toolbar().getByRole('combobox', { name: 'Translation', exact: true });
    await translation.selectOption('web');
    await expect.poll(() => page.locator('.verse.is-focus').textContent()).toContain('one and only Son');
    expect(await page.locator('.reader-subtitle').textContent()).toContain('World English Bible');

    await translation.selectOption('kjv');
    await expect.poll(() => page.locator('.verse.is-focus').textContent()).toContain('only begotten Son');

    await layout.getByRole('radio', { name: 'Side by side' }).check();
    const row = page.locator('.parallel-text tr.is-focus');
    await row.waitFor();
    expect(await row.locator('td').first().textContent()).toContain('only begotten Son');
    expect(await row.locator('td').last().textContent()).toContain('one and only Son');
    expect(await onScreen('.parallel-text tr.is-focus')).toBe(true);
    await app.screenshot('reader-side-by-side');
  });

  it('explains a verse that does not exist', async () => {
    const { page } = app;
    await page.getByRole('searchbox').fill('John 3:99');
    await page.getByRole('searchbox').press('Enter');
    const alert = page.getByRole('alert');
    await alert.waitFor();
    expect(await alert.textContent()).toContain('Passage not found');
    expect(await alert.textContent()).toContain('36 verses');
  });

  it('reads comfortably in the dark theme at 800×600', async () => {
    const { page } = app;
    await page.getByRole('button', { name: 'Settings' }).click();
    const dialog = page.getByRole('dialog', { name: 'Settings' });
    await dialog.getByRole('radio', { name: 'Dark' }).check();
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
    // Serif text is an option; the interface font is used when it is off.
    const verseFont = () => page.evaluate(() => getComputedStyle(document.querySelector('.verse-text')!).fontFamily);
    const uiFont = await page.evaluate(() => getComputedStyle(document.body).fontFamily);
    expect(await verseFont()).not.toBe(uiFont);
    await dialog.getByRole('checkbox', { name: 'Serif typeface for Bible text' }).uncheck();
    expect(await verseFont()).toBe(uiFont);
    await dialog.getByRole('checkbox', { name: 'Serif typeface for Bible text' }).check();
    await app.screenshot('settings-dark');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });

    await resize(page, SMALL_VIEWPORT);
    await page.getByRole('searchbox').fill('ps 23:1');
    await page.getByRole('searchbox').press('Enter');
    await waitForHeading('Psalms 23');
    expect(await onScreen('#reader-heading')).toBe(true);
    expect(await onScreen('.verse.is-focus')).toBe(true);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await app.screenshot('reader-dark-800x600');

    // The theme is a saved setting.
    await page.reload();
    await page.locator('[data-testid="balance"]').waitFor();
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
    await page.getByRole('heading', { name: 'Search the Scriptures' }).waitFor();
    await app.screenshot('welcome-dark-800x600');
  });
});
