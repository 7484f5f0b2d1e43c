import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { KeywordSearchOutput } from '#shared/contract/bible.ts';
import { COSTS } from '#shared/contract/credits.ts';
import { DEFAULT_VIEWPORT, resize, SMALL_VIEWPORT, useApp } from './harness.ts';

const START = 40;
const QUESTION = 'Who was the first king of Israel?';

describe('question hints and the chart of matches by book', () => {
  const app = useApp({ freeCredits: START });

  it('offers Ask for a question typed as a keyword search, and charges nothing until the person chooses', async () => {
    const { page } = app;
    expect(await page.getByRole('radio', { name: /Keyword/ }).isChecked()).toBe(true);
    await page.getByRole('searchbox').fill(QUESTION);
    await page.getByRole('searchbox').press('Enter');

    const offer = page.getByTestId('question-offer');
    await offer.waitFor();
    expect(await offer.textContent()).toContain('Nothing has been charged');
    expect(await offer.getByRole('button', { name: `Ask this as a question (${COSTS.ask} credits)` }).count()).toBe(1);
    expect(await offer.getByRole('button', { name: `Search the words anyway (${COSTS.keyword} credit)` }).count()).toBe(1);
    // Nothing ran: no results, no "No verses match", the balance as it was.
    expect(await page.locator('.result-card').count()).toBe(0);
    expect(await page.getByRole('heading', { name: /No verses match/ }).count()).toBe(0);
    expect(await page.getByTestId('balance').textContent()).toContain(String(START));
    expect(await app.balance()).toBe(START);
    // Focus stays in the search box: a second Enter only shows the offer again.
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('search-input');
    await app.screenshot('question-offer');

    await offer.getByRole('button', { name: /^Ask this as a question/ }).click();
    const answer = page.locator('.answer');
    await answer.getByRole('heading', { name: QUESTION }).waitFor();
    await expect.poll(() => answer.locator('.results-meta').textContent()).toContain(`${COSTS.ask} credits used`);
    expect(await answer.locator('.answer-text').textContent()).toMatch(/\w/);
    expect(await page.getByRole('radio', { name: /Ask/ }).isChecked()).toBe(true);
    expect(await offer.count()).toBe(0);
    expect(await app.balance()).toBe(START - COSTS.ask);
    await expect.poll(() => page.getByTestId('balance').textContent()).toContain(String(START - COSTS.ask));
  });

  it('searches the words anyway at the mode’s cost, and withdraws the offer when the text changes', async () => {
    const { page } = app;
    await page.getByRole('radio', { name: /Semantic/ }).check();
    const box = page.getByRole('searchbox');
    await box.fill('What is faith?');
    await box.press('Enter');
    const offer = page.getByTestId('question-offer');
    await offer.waitFor();
    // Editing the text withdraws the offer; Enter brings it back.
    await box.press('Backspace');
    expect(await offer.count()).toBe(0);
    await box.press('Enter');
    await offer.waitFor();

    const before = await app.balance();
    await offer.getByRole('button', { name: `Search the words anyway (${COSTS.semantic} credits)` }).click();
    await page.locator('.results-title').filter({ hasText: 'closest in meaning' }).waitFor();
    expect(await page.locator('.result-card').count()).toBeGreaterThan(0);
    expect(await page.getByRole('radio', { name: /Semantic/ }).isChecked()).toBe(true);
    expect(await app.balance()).toBe(before - COSTS.semantic);
    // Semantic results are counted by book too; a bar shows one book's results, for free.
    const chart = page.getByTestId('book-chart');
    expect(await chart.getByRole('heading', { name: 'Results by book' }).count()).toBe(1);
    const firstBook = await firstResultBook(page);
    await chart.getByRole('button', { name: new RegExp(`^${firstBook}: \\d+ results? — filter to ${firstBook}$`) }).click();
    for (const reference of await page.locator('.result-reference').allTextContents()) expect(reference.startsWith(`${firstBook} `), reference).toBe(true);
    expect(await app.balance()).toBe(before - COSTS.semantic);
    expect(await page.locator('.results-title').textContent()).toContain(` in ${firstBook}`);
    await app.screenshot('search-analysis-semantic');
    await chart.getByRole('button', { name: 'All books (free)' }).click();
    expect(await page.locator('.results-title').textContent()).not.toContain(` in ${firstBook}`);
    await page.getByRole('radio', { name: /Keyword/ }).check();
  });

  it('charts where the matches of "love" fall, book by book, from every match', async () => {
    const { page } = app;
    const response = page.waitForResponse((r) => r.url().endsWith('/v1/bible/search') && r.request().method() === 'POST');
    await page.getByRole('searchbox').fill('love');
    await page.getByRole('searchbox').press('Enter');
    const body = (await (await response).json()) as KeywordSearchOutput;
    await page.locator('.results-title').filter({ hasText: 'love' }).waitFor();
    expect(await page.getByTestId('question-offer').count()).toBe(0);

    const chart = page.getByTestId('book-chart');
    const summary = await chart.getByRole('img').getAttribute('aria-label');
    expect(summary).toMatch(new RegExp(`^${body.total.toLocaleString('en-US')} matches in ${body.byBook.length} books, most in `));
    const firstJohn = body.byBook.find((b) => b.book === '1 John')!;
    expect(firstJohn.count).toBeGreaterThan(10);
    const bar = chart.getByRole('button', { name: `1 John: ${firstJohn.count} matches — filter to 1 John` });
    expect(await bar.count()).toBe(1);
    expect(await bar.getAttribute('title')).toContain(`(a new keyword search, ${COSTS.keyword} credit)`);
    // One bar per book with matches, counting all of them (not only the results shown).
    expect(await chart.getByRole('toolbar').getByRole('button').count()).toBe(body.byBook.length);
    expect(body.byBook.reduce((sum, b) => sum + b.count, 0)).toBe(body.total);
    expect(body.total).toBeGreaterThan(await page.locator('.result-card').count());
    await app.screenshot('search-analysis');

    // One tab stop; the arrow keys move along the bars.
    const first = chart.getByRole('toolbar').getByRole('button').first();
    await first.focus();
    await page.keyboard.press('ArrowRight');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(
      `${body.byBook[1]!.book}: ${body.byBook[1]!.count} matches — filter to ${body.byBook[1]!.book}`,
    );
    expect(await chart.locator('[tabindex="0"]').count()).toBe(1);

    // Folded away and back.
    const toggle = chart.getByRole('button', { name: 'Matches by book' });
    await toggle.click();
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    expect(await chart.getByRole('img').isVisible()).toBe(false);
    await toggle.click();
    expect(await chart.getByRole('img').isVisible()).toBe(true);
  });

  it('a click on a book’s bar searches that book alone, charged as a search', async () => {
    const { page } = app;
    const before = await app.balance();
    const chart = page.getByTestId('book-chart');
    await chart.getByRole('button', { name: /^1 John: \d+ matches — filter to 1 John$/ }).click();
    await page.locator('.results-meta').filter({ hasText: 'Keyword search · King James Version · 1 John' }).waitFor();
    const references = await page.locator('.result-reference').allTextContents();
    expect(references.length).toBeGreaterThan(0);
    for (const reference of references) expect(reference).toMatch(/^1 John \d+:\d+$/);
    expect(await page.getByRole('combobox', { name: 'Book' }).inputValue()).toBe('1 John');
    expect(await app.balance()).toBe(before - COSTS.keyword);
    await expect.poll(() => page.getByTestId('balance').textContent()).toContain(String(before - COSTS.keyword));
    expect(await chart.getByRole('toolbar').getByRole('button').count()).toBe(1);
    expect(await chart.getByRole('button', { name: `All books (${COSTS.keyword} credit)` }).count()).toBe(1);
    await app.screenshot('search-analysis-book');
  });

  it('reads well in the dark theme and fits an 800×600 window', async () => {
    const { page } = app;
    await page.getByRole('button', { name: `All books (${COSTS.keyword} credit)` }).click();
    await page.locator('.results-meta').filter({ hasText: 'Whole Bible' }).waitFor();
    await page.emulateMedia({ colorScheme: 'dark' });
    await app.screenshot('search-analysis-dark');
    await page.emulateMedia({ colorScheme: 'light' });

    await resize(page, SMALL_VIEWPORT);
    await app.screenshot('search-analysis-800x600');
    let overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);

    await page.getByRole('searchbox').fill('why do the heathen rage');
    await page.getByRole('searchbox').press('Enter');
    await page.getByTestId('question-offer').waitFor();
    await app.screenshot('question-offer-800x600');
    overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await resize(page, DEFAULT_VIEWPORT);
  });
});

/** The book of the first result, from its reference (`1 John 4:8` → `1 John`). */
async function firstResultBook(page: Page): Promise<string> {
  const reference = (await page.locator('.result-reference').first().textContent()) ?? '';
  return /^(.*) \d+:\d+$/.exec(reference)![1]!;
}
