import { describe, expect, it } from 'vitest';
import { DEFAULT_VIEWPORT, resize, SMALL_VIEWPORT, useApp } from './harness.ts';

const START = 30;

describe('semantic search in the browser', () => {
  const app = useApp({ freeCredits: START });

  it('switches to Semantic: the theme filter (30 themes with counts) replaces the book and testament filters', async () => {
    const { page } = app;
    const keyword = page.getByRole('radio', { name: /Keyword.*1 credit/ });
    const semantic = page.getByRole('radio', { name: /Semantic.*3 credits/ });
    expect(await keyword.isChecked()).toBe(true);
    expect(await page.getByRole('combobox', { name: 'Theme' }).count()).toBe(0);

    await semantic.check();
    expect(await page.locator('.credits-next').textContent()).toBe('Next search: 3');
    expect(await page.getByRole('combobox', { name: 'Book' }).count()).toBe(0);
    expect(await page.getByRole('radiogroup', { name: 'Testament' }).count()).toBe(0);
    expect(await page.getByTestId('scope-note').textContent()).toContain('book and testament filters apply to Keyword search');

    const theme = page.getByRole('combobox', { name: 'Theme' });
    const options = await theme.locator('option').allTextContents();
    expect(options[0]).toBe('All themes');
    expect(options).toHaveLength(31);
    for (const option of options.slice(1)) expect(option).toMatch(/^[A-Z][\w ]+ \(\d[\d,]*\)$/);
    expect(options).toContainEqual(expect.stringMatching(/^Love \(\d+\)$/));
  });

  it('finds John 3:16 for "God’s love for the world" with the love theme, every result tagged love, for 3 credits', async () => {
    const { page } = app;
    const before = await app.balance();
    await page.getByRole('combobox', { name: 'Theme' }).selectOption('love');
    await page.getByRole('spinbutton', { name: 'Results' }).fill('20');
    await page.getByRole('searchbox').fill('God’s love for the world');
    await page.getByRole('searchbox').press('Enter');

    await page.locator('.results-title').filter({ hasText: 'closest in meaning' }).waitFor();
    const cards = page.locator('.result-card');
    const references = await cards.locator('.result-reference').allTextContents();
    expect(references.length).toBeGreaterThan(5);
    expect(references).toContain('John 3:16');
    for (let i = 0; i < references.length; i++) {
      const chips = await cards.nth(i).locator('.theme-chip').allTextContents();
      expect(chips, references[i]).toContain('Love');
      expect(await cards.nth(i).locator('.theme-chip.is-active').textContent()).toBe('Love');
      expect(await cards.nth(i).locator('.score-value').textContent()).toMatch(/^Relevance \d{1,3}%$/);
    }
    expect(await page.locator('.results-meta').textContent()).toMatch(/Semantic search · King James Version · Theme: Love · \d+ ms · 3 credits used/);
    await expect.poll(() => page.getByTestId('balance').textContent()).toContain(String(before - 3));
    expect(await app.balance()).toBe(before - 3);
    expect(await page.locator('.recent-item').first().textContent()).toContain('Semantic · KJV · Love · 20 found');
    await app.screenshot('semantic-results-themes');
  });

  it('lists verses like a result with “More like this” for 1 credit, and hides and shows them for free', async () => {
    const { page } = app;
    const before = await app.balance();
    const card = page.locator('.result-card').filter({ has: page.locator('.result-reference', { hasText: /^John 3:16$/ }) });
    const more = card.getByRole('button', { name: 'More like this · 1 credit, John 3:16' });
    expect(await more.textContent()).toContain('More like this · 1 credit');
    await more.click();

    const panel = card.getByRole('region', { name: 'Verses like John 3:16' });
    await panel.locator('.similar-item').first().waitFor();
    const similar = await panel.locator('.similar-reference').allTextContents();
    expect(similar).toHaveLength(5);
    expect(similar).not.toContain('John 3:16');
    expect(similar).toContain('John 3:17');
    expect(await app.balance()).toBe(before - 1);
    await expect.poll(() => page.getByTestId('balance').textContent()).toContain(String(before - 1));
    await card.scrollIntoViewIfNeeded();
    await app.screenshot('semantic-more-like-this');

    const toggle = card.getByRole('button', { name: /similar verses/ });
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    await toggle.click();
    await panel.waitFor({ state: 'detached' });
    expect(await toggle.textContent()).toContain('Show similar verses');
    await toggle.click();
    await panel.locator('.similar-item').first().waitFor();
    expect(await app.balance()).toBe(before - 1);

    // A similar verse opens in the reading view, free.
    await panel.getByRole('button', { name: 'John 3:17' }).click();
    await page.locator('#reader-heading').filter({ hasText: 'John 3' }).waitFor();
    expect(await page.locator('.verse.is-focus').getAttribute('data-verse')).toBe('17');
    await page.getByRole('button', { name: 'Results' }).click();
    await page.locator('.result-card').first().waitFor();
  });

  it('fits a small 800×600 window in semantic mode', async () => {
    const { page } = app;
    await resize(page, SMALL_VIEWPORT);
    await page.locator('.results-title').waitFor();
    await app.screenshot('semantic-results-800x600');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await resize(page, DEFAULT_VIEWPORT);
    await page.emulateMedia({ colorScheme: 'dark' });
    await app.screenshot('semantic-results-dark');
    await page.emulateMedia({ colorScheme: 'light' });
  });

  it('says that semantic search and questions search the KJV and the WEB when another translation is chosen', async () => {
    const { page } = app;
    const translation = page.locator('#filter-translation');
    const note = page.locator('#filter-translation-note');
    await page.getByRole('radio', { name: /Semantic.*3 credits/ }).check();
    await translation.selectOption('web');
    expect(await note.count()).toBe(0);
    await translation.selectOption('rhe');
    expect(await note.textContent()).toBe('Searched in the KJV and WEB, shown in the DRA');
    expect(await translation.getAttribute('aria-describedby')).toBe('filter-translation-note');
    await page.getByRole('radio', { name: /Ask.*10 credits/ }).check();
    expect(await note.textContent()).toBe('Answers quote the KJV');
    // The NHEB is answered in the WEB's words.
    await translation.selectOption('nheb');
    expect(await note.textContent()).toBe('Answers quote the WEB');
    await translation.selectOption('rhe');
    // Keyword search searches the translation chosen: nothing to say.
    await page.getByRole('radio', { name: /Keyword.*1 credit/ }).check();
    expect(await note.count()).toBe(0);
    await page.getByRole('radio', { name: /Semantic.*3 credits/ }).check();
    await note.waitFor();
    await app.screenshot('semantic-translation-note');
    await translation.selectOption('kjv');
    expect(await note.count()).toBe(0);
  });
});
