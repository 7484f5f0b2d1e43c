// Following one's credits (the balance after each entry, filters, CSV export, receipts of purchases
// made against the reference billing server) and reading comfort (text size and line width, kept
// across a reload). The low-balance question before a search is test/e2e/low-balance.test.ts.
import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { screenshotSmall, useAppWithBilling } from './harness.ts';

/** The local calendar day of the browser page, `YYYY-MM-DD`, `offset` days from today. */
const pageDay = (page: Page, offset = 0) =>
  page.evaluate((days) => {
    const d = new Date();
    d.setDate(d.getDate() + days);
    return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
  }, offset);

const fontSize = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((el) => parseFloat(getComputedStyle(el).fontSize));

describe('credits a person can follow, and reading comfort', () => {
  // As in purchase.test.ts: fast checkout polling, no background sync, the service's free start (0);
  // and the app's own low-balance default (the harness turns it off unless asked).
  const { app, billing } = useAppWithBilling({
    freeCredits: 0,
    semantic: false,
    lowBalanceThreshold: 20,
    billing: { pollInitialMs: 150, pollMaxMs: 400, syncIntervalMs: 0 },
  });

  const creditsDialog = () => app.page.getByRole('dialog', { name: 'Credits' });
  const settingsDialog = () => app.page.getByRole('dialog', { name: 'Settings' });

  async function openCredits() {
    await app.page.getByRole('button', { name: /Open the Credits panel/ }).click();
    await creditsDialog().locator('.usage-table').waitFor();
    return creditsDialog();
  }

  async function closeDialog(dialog: ReturnType<typeof creditsDialog>) {
    await app.page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
  }

  async function search(query: string) {
    const { page } = app;
    await page.getByRole('searchbox').fill(query);
    await page.getByRole('searchbox').press('Enter');
    await page.locator('.results-title').filter({ hasText: query }).waitFor();
  }

  it('buys a pack against the billing service', async () => {
    const { page, context } = app;
    await page.getByRole('button', { name: 'Settings' }).click();
    const settings = settingsDialog();
    await settings.getByRole('textbox', { name: 'Billing service address' }).fill(billing.url);
    await settings.getByRole('button', { name: 'Save' }).click();
    await settings.locator('#billing-url-result').filter({ hasText: 'Saved and connected' }).waitFor();
    await closeDialog(settings);

    const credits = await openCredits();
    await credits.getByRole('button', { name: 'Buy credits' }).click();
    const buy = page.getByRole('dialog', { name: 'Buy credits' });
    const payPage = context.waitForEvent('page');
    await buy.getByRole('button', { name: 'Buy the Starter pack: 100 credits for $4.99' }).click();
    const pay = await payPage;
    await pay.waitForLoadState();
    await pay.getByRole('button', { name: /^Pay \$4\.99$/ }).click();
    await pay.getByRole('heading', { name: /Payment complete/ }).waitFor();
    await pay.close();
    await buy.getByTestId('purchase-complete').waitFor();
    await buy.getByRole('button', { name: 'Done' }).click();
    await buy.waitFor({ state: 'hidden' });
    expect(await app.balance()).toBe(100);
  });

  it('shows the balance after each entry of the usage history', async () => {
    await search('grace');
    await search('peace');
    expect(await app.balance()).toBe(98);

    const credits = await openCredits();
    const rows = credits.locator('.usage-table tbody tr');
    await expect.poll(() => rows.count()).toBeGreaterThanOrEqual(3);
    expect(await credits.getByRole('columnheader', { name: 'Balance after' }).count()).toBe(1);
    const texts = await rows.allTextContents();
    expect(texts[0]).toContain('Keyword search');
    expect(texts[0]).toContain('−1');
    expect(texts[2]).toContain('Credit pack purchased');
    expect(texts[2]).toContain('Starter pack · $4.99');
    expect(await credits.locator('.usage-balance').allTextContents()).toEqual(['98', '99', '100', ...Array(texts.length - 3).fill('0')]);
    await credits.locator('.usage-table').scrollIntoViewIfNeeded();
    await app.screenshot('credits-history');
    await screenshotSmall(app, 'credits-history-800x600', () => credits.locator('.usage-table').scrollIntoViewIfNeeded());
  });

  it('filters the history by operation and by date', async () => {
    const { page } = app;
    const credits = creditsDialog();
    const rows = credits.locator('.usage-table tbody tr');
    const all = await rows.count();

    await credits.getByRole('radio', { name: 'Keyword' }).check();
    await expect.poll(() => rows.count()).toBe(2);
    expect(await rows.allTextContents()).toEqual([expect.stringContaining('Keyword search'), expect.stringContaining('Keyword search')]);
    expect(await credits.locator('.usage-balance').allTextContents()).toEqual(['98', '99']);

    await credits.getByRole('radio', { name: 'Semantic' }).check();
    await credits.getByText('Nothing matches these filters.').waitFor();

    await credits.getByRole('radio', { name: 'All' }).check();
    await expect.poll(() => rows.count()).toBe(all);
    await credits.getByLabel('From', { exact: true }).fill(await pageDay(page, 1));
    await credits.getByText('Nothing matches these filters.').waitFor();
    await credits.getByLabel('From', { exact: true }).fill(await pageDay(page));
    await credits.getByLabel('To', { exact: true }).fill(await pageDay(page));
    await expect.poll(() => rows.count()).toBe(all);
    await credits.getByRole('button', { name: 'Any date' }).click();
    expect(await credits.getByLabel('From', { exact: true }).inputValue()).toBe('');
  });

  it('exports the history, as filtered, to a CSV file', async () => {
    const { page } = app;
    const credits = creditsDialog();
    await credits.getByRole('radio', { name: 'Keyword' }).check();
    await expect.poll(() => credits.locator('.usage-table tbody tr').count()).toBe(2);

    const download = page.waitForEvent('download');
    await credits.getByRole('button', { name: 'Export CSV' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^credits-\d{4}-\d{2}-\d{2}\.csv$/);
    const lines = (await readFile((await file.path())!, 'utf8')).trim().split(/\r?\n/);
    expect(lines[0]).toContain('balance_after');
    expect(lines).toHaveLength(3);
    const column = lines[0]!.split(',').indexOf('balance_after');
    expect(lines.slice(1).map((line) => line.split(',')[column])).toEqual(['98', '99']);
    await credits.getByRole('status').filter({ hasText: 'Saved 2 entries as credits-' }).waitFor();
  });

  it('lists purchases with their receipts', async () => {
    const credits = creditsDialog();
    await credits.getByRole('radio', { name: 'Purchases' }).check();
    const receipts = credits.getByRole('list', { name: 'Receipts' }).getByRole('listitem');
    await expect.poll(() => receipts.count()).toBe(1);
    const text = await receipts.first().textContent();
    expect(text).toContain('Starter pack');
    expect(text).toContain('100 credits');
    expect(text).toContain('$4.99');
    expect(text).toMatch(/Purchase id\s*cs_test_[0-9a-f]{32}/);
    await receipts.first().scrollIntoViewIfNeeded();
    await app.screenshot('credits-receipts');
    await closeDialog(credits);
  });

  it('remembers a larger text size and a wider line, and the reader follows them', async () => {
    const { page } = app;
    await page.getByRole('searchbox').fill('John 3');
    await page.getByRole('searchbox').press('Enter');
    await page.locator('#reader-heading').filter({ hasText: 'John 3' }).waitFor();
    const before = await fontSize(page, '.chapter-text');
    const widthBefore = await page.locator('.reader-page').evaluate((el) => getComputedStyle(el).maxWidth);

    await page.getByRole('button', { name: 'Settings' }).click();
    const settings = settingsDialog();
    const textSize = settings.getByRole('radiogroup', { name: 'Text size' });
    expect(await textSize.getByRole('radio').count()).toBe(5);
    expect(await textSize.getByRole('radio', { name: '100%' }).isChecked()).toBe(true);
    await textSize.getByRole('radio', { name: '140%' }).check();
    await settings.getByRole('radiogroup', { name: 'Line width' }).getByRole('radio', { name: 'Wide' }).check();
    expect(await settings.getByLabel('Warn when the balance would fall below').inputValue()).toBe('20');
    await app.screenshot('settings-reading-comfort');
    await screenshotSmall(app, 'settings-reading-comfort-800x600', () => textSize.scrollIntoViewIfNeeded());
    await closeDialog(settings);
    expect(await fontSize(page, '.chapter-text')).toBeCloseTo(before * 1.4, 1);

    await page.reload();
    await page.getByTestId('balance').filter({ hasText: /\d/ }).waitFor();
    await page.getByRole('button', { name: 'Settings' }).click();
    expect(await textSize.getByRole('radio', { name: '140%' }).isChecked()).toBe(true);
    expect(await settings.getByRole('radiogroup', { name: 'Line width' }).getByRole('radio', { name: 'Wide' }).isChecked()).toBe(true);
    await closeDialog(settings);

    await page.getByRole('searchbox').fill('John 3');
    await page.getByRole('searchbox').press('Enter');
    await page.locator('#reader-heading').filter({ hasText: 'John 3' }).waitFor();
    const after = await fontSize(page, '.chapter-text');
    expect(after).toBeGreaterThan(before);
    const widthAfter = await page.locator('.reader-page').evaluate((el) => getComputedStyle(el).maxWidth);
    expect(parseFloat(widthAfter)).toBeGreaterThan(parseFloat(widthBefore));
    await app.screenshot('reader-large-text');

    // Results are Bible text too.
    await search('light');
    expect(await fontSize(page, '.result-text')).toBeCloseTo(1.1 * 16 * 1.4, 1);
  });
});
