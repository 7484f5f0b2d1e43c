import { describe, expect, it } from 'vitest';
import { resize, SMALL_VIEWPORT, useApp } from './harness.ts';

const START = 20;

describe('keyword search in the browser', () => {
  const app = useApp({ freeCredits: START });

  it('finds 1 Corinthians 13:4 for "charity suffereth", highlights the words and charges one credit', async () => {
    const { page } = app;
    expect(await page.getByTestId('balance').textContent()).toContain(String(START));
    await page.getByRole('searchbox').fill('charity suffereth');
    await page.getByRole('searchbox').press('Enter');

    const first = page.locator('.result-card').first();
    await first.waitFor();
    expect(await first.locator('.result-reference').textContent()).toBe('1 Corinthians 13:4');
    const marks = await first.locator('mark').allTextContents();
    expect(marks.map((m) => m.toLowerCase())).toEqual(expect.arrayContaining(['charity', 'suffereth']));
    // The KJV translators' supplied words come through in italics.
    expect(await first.locator('i.supplied').count()).toBeGreaterThan(0);
    expect(await first.locator('.score-value').textContent()).toMatch(/\d+%/);
    expect(await page.locator('.results-title').textContent()).toContain('1 verse for');
    expect(await page.locator('.results-meta').textContent()).toMatch(/\d+ ms · 1 credit used/);

    await expect.poll(() => page.getByTestId('balance').textContent()).toContain(String(START - 1));
    expect(await app.balance()).toBe(START - 1);
    await app.screenshot('search-results');
  });

  it('copies "text — reference" and says so', async () => {
    const { page } = app;
    const first = page.locator('.result-card').first();
    await first.getByRole('button', { name: /^Copy / }).click();
    await first.getByText('Copied').waitFor();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toBe('Charity suffereth long, and is kind; charity envieth not; charity vaunteth not itself, is not puffed up, — 1 Corinthians 13:4');
  });

  it('refuses a 501-character query with a clear message and no charge; an empty query does nothing', async () => {
    const { page } = app;
    const before = await app.balance();
    const box = page.getByRole('searchbox');
    await box.fill('love '.repeat(101).slice(0, 501));
    expect(await page.locator('.search-counter').textContent()).toBe('501/500');
    await box.press('Enter');
    const alert = page.getByRole('alert');
    await alert.waitFor();
    const message = await alert.textContent();
    expect(message).toContain('500 characters');
    expect(message).toContain('Nothing was charged');
    expect(await page.locator('.result-card').count()).toBe(0);
    expect(await app.balance()).toBe(before);

    await box.fill('');
    await box.press('Enter');
    await box.fill('   ');
    await box.press('Enter');
    // Nothing ran: the refusal is still on screen and the balance is unchanged.
    expect(await page.getByRole('alert').textContent()).toContain('500 characters');
    expect(await app.balance()).toBe(before);
  });

  it('moves through results with the arrow keys and opens one with Enter', async () => {
    const { page } = app;
    // Ctrl+K reaches the search box from anywhere.
    await page.locator('.sidebar').click({ position: { x: 5, y: 5 } });
    await page.keyboard.press('Control+k');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('search-input');
    await page.keyboard.type('shepherd');
    await page.keyboard.press('Enter');
    await page.locator('.results-title').filter({ hasText: 'shepherd' }).waitFor();

    const focused = () => page.evaluate(() => document.activeElement?.getAttribute('data-result-index'));
    await page.keyboard.press('ArrowDown');
    expect(await focused()).toBe('0');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    expect(await focused()).toBe('2');
    await page.keyboard.press('ArrowUp');
    expect(await focused()).toBe('1');
    await app.screenshot('search-keyboard-focus');
    // One result at a time is the tab stop, so Tab leaves the list instead of visiting every result.
    expect(await page.locator('.result-card[tabindex="0"]').count()).toBe(1);

    const reference = await page.locator('.result-card[data-result-index="1"] .result-reference').textContent();
    const [, chapterRef, verse] = /^(.*?):(\d+)$/.exec(reference!)!;
    await page.keyboard.press('Enter');
    await page.locator('#reader-heading').filter({ hasText: chapterRef! }).waitFor();
    expect(await page.locator('.verse.is-focus').getAttribute('data-verse')).toBe(verse);

    // Back to the results, with focus on the result that was opened.
    await page.getByRole('button', { name: 'Results' }).click();
    await page.locator('.result-card').first().waitFor();
    expect(await focused()).toBe('1');
  });

  it('shows a helpful empty state when nothing matches', async () => {
    const { page } = app;
    await page.getByRole('searchbox').fill('xylophone');
    await page.getByRole('searchbox').press('Enter');
    await page.getByRole('heading', { name: /No verses match/ }).waitFor();
    expect(await page.locator('.empty-state').textContent()).toContain('bless*');
    await app.screenshot('search-empty');
  });

  it('keeps recent searches across reloads and re-runs one with a click', async () => {
    const { page } = app;
    const recent = page.locator('.recent-item');
    expect(await recent.first().locator('.recent-query').textContent()).toBe('xylophone');
    await page.reload();
    await page.locator('.recent-item').first().waitFor();
    expect(await recent.allTextContents()).toEqual(expect.arrayContaining([expect.stringContaining('charity suffereth'), expect.stringContaining('shepherd')]));
    const before = await app.balance();
    await recent.filter({ hasText: 'charity suffereth' }).locator('.recent-run').click();
    await page.locator('.result-card').first().waitFor();
    expect(await page.locator('.result-reference').first().textContent()).toBe('1 Corinthians 13:4');
    expect(await page.getByRole('searchbox').inputValue()).toBe('charity suffereth');
    expect(await app.balance()).toBe(before - 1);
  });

  it('shows balance, costs and usage history in the Credits panel', async () => {
    const { page } = app;
    await page.getByRole('button', { name: /Open the Credits panel/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Credits' });
    await dialog.locator('.usage-table').waitFor();
    const balance = await app.balance();
    expect(await dialog.getByTestId('dialog-balance').textContent()).toBe(String(balance));
    expect(await dialog.locator('.cost-table').textContent()).toContain('Keyword search');
    expect(await dialog.locator('.cost-table').textContent()).toContain('1 credit');
    const rows = dialog.locator('.usage-table tbody tr');
    expect(await rows.count()).toBe(START - balance + 1);
    expect(await rows.first().textContent()).toContain('Keyword search');
    expect(await rows.first().textContent()).toContain('−1');
    expect(await rows.last().textContent()).toContain(`+${START}`);
    await app.screenshot('credits-panel');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
  });

  it('fits a small 800×600 window', async () => {
    const { page } = app;
    await resize(page, SMALL_VIEWPORT);
    await page.getByRole('searchbox').fill('love one another');
    await page.getByRole('searchbox').press('Enter');
    await page.locator('.results-title').filter({ hasText: 'love one another' }).waitFor();
    await app.screenshot('search-results-800x600');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
