import { describe, expect, it } from 'vitest';
import { DEFAULT_VIEWPORT, resize, SMALL_VIEWPORT, useApp } from './harness.ts';

const START = 40;
const QUESTION = 'Who built the ark?';

describe('asking a question in the browser', () => {
  const app = useApp({ freeCredits: START });

  it('offers Keyword · Semantic · Ask with their costs, 1 · 3 · 10 credits', async () => {
    const { page } = app;
    const modes = page.getByRole('radiogroup', { name: 'Search mode' }).getByRole('radio');
    expect(await modes.evaluateAll((radios) => radios.map((r) => r.closest('label')?.textContent))).toEqual([
      'Keyword1 credit',
      'Semantic3 credits',
      'Ask10 credits',
    ]);
    // The welcome screen has questions to try.
    expect(await page.getByRole('region', { name: 'Ask a question' }).getByRole('button').allTextContents()).toContain(QUESTION);
  });

  it('a question: streams an answer naming Noah, charges 10 credits and links its citations into the reading view', async () => {
    const { page } = app;
    const before = await app.balance();
    await page.getByRole('radio', { name: /Ask.*10 credits/ }).check();
    // Ask honours the translation and the number of passages, not the book, testament or theme filters.
    expect(await page.getByLabel('Book').count()).toBe(0);
    expect(await page.getByRole('radiogroup', { name: 'Testament' }).count()).toBe(0);
    expect(await page.getByLabel('Passages').getAttribute('max')).toBe('10');
    expect(await page.getByRole('button', { name: 'Ask', exact: true }).count()).toBe(1);

    await page.getByRole('searchbox').fill(QUESTION);
    await page.getByRole('searchbox').press('Enter');

    const answer = page.locator('.answer');
    await answer.getByRole('heading', { name: QUESTION }).waitFor();
    const text = answer.locator('.answer-text');
    // Done when the citations have arrived and the meta line shows what it cost.
    await answer.locator('.citation').first().waitFor();
    await expect.poll(() => answer.locator('.results-meta').textContent()).toMatch(/Ask · King James Version · .*\d+ ms · 10 credits used/);
    expect(await text.textContent()).toMatch(/^Noah /);
    // The answer first, on its own, then the quoted verses that show it.
    expect(await answer.locator('.answer-lead').textContent()).toMatch(/^Noah \([^)]+\)\.$/);
    expect(await answer.locator('.answer-evidence .answer-quote').count()).toBeGreaterThan(0);
    expect(await answer.locator('.answer-body').getAttribute('aria-live')).toBe('polite');
    expect(await answer.locator('.answer-body').getAttribute('aria-busy')).toBe('false');

    // Exactly one question's cost, in core and on screen.
    expect(await app.balance()).toBe(before - 10);
    await expect.poll(() => page.getByTestId('balance').textContent()).toContain(String(before - 10));
    expect(await page.locator('.recent-item').first().textContent()).toContain(QUESTION);
    expect(await page.locator('.recent-item').first().textContent()).toMatch(/Ask · KJV · \d+ cited/);

    // Each "(reference)" the answer cites is a link to a cited passage.
    const citations = await answer.locator('.citation-reference').allTextContents();
    const inline = await text.locator('.answer-cite').allTextContents();
    expect(inline.length).toBeGreaterThan(0);
    for (const reference of inline) expect(citations).toContain(reference);
    await app.screenshot('ask-answer');

    // A citation opens the reading view at its (first) verse, highlighted.
    const reference = citations[0]!;
    const [, chapterRef, verse] = /^(.*?):(\d+)(?:-\d+)?$/.exec(reference)!;
    await answer.locator('.citation').first().click();
    await page.locator('#reader-heading').filter({ hasText: chapterRef! }).waitFor();
    expect(await page.locator('.verse.is-focus').first().getAttribute('data-verse')).toBe(verse);
    await app.screenshot('ask-citation-reader');

    // Back to the answer, unchanged and not charged again.
    await page.getByRole('button', { name: 'Answer' }).click();
    await answer.locator('.answer-text').waitFor();
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-citation-index'))).toBe('0');
    expect(await app.balance()).toBe(before - 10);

    // An inline citation in the answer opens its passage too.
    const [, inlineChapter] = /^(.*?):\d+/.exec(inline[0]!)!;
    await text.locator('.answer-cite').first().click();
    await page.locator('#reader-heading').filter({ hasText: inlineChapter! }).waitFor();
    await page.getByRole('button', { name: 'Answer' }).click();
  });

  it('says plainly when no verse answers, and shows the closest passages', async () => {
    const { page } = app;
    await page.getByRole('searchbox').fill('What is the capital of France?');
    await page.getByRole('searchbox').press('Enter');
    const answer = page.locator('.answer');
    await answer.getByRole('heading', { name: 'What is the capital of France?' }).waitFor();
    await answer.locator('.answer-flag').waitFor();
    expect(await answer.locator('.answer-text').textContent()).toMatch(/^(I found no verse that answers this question|The (Bible|verses) never )/);
    expect(await answer.getByRole('heading', { name: 'Closest passages' }).count()).toBe(1);
  });

  it('fits a small 800×600 window', async () => {
    const { page } = app;
    await resize(page, SMALL_VIEWPORT);
    await page.locator('.recent-item', { hasText: QUESTION }).locator('.recent-run').click();
    await page.locator('.answer').getByRole('heading', { name: QUESTION }).waitFor();
    await expect.poll(() => page.locator('.answer .results-meta').textContent()).toContain('10 credits used');
    await app.screenshot('ask-answer-800x600');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await resize(page, DEFAULT_VIEWPORT);
  });

  it('refuses a question it cannot afford, charges nothing and offers credit packs', async () => {
    const { page } = app;
    expect(await app.balance()).toBe(10);
    await page.getByRole('radio', { name: /Keyword/ }).check();
    await page.getByRole('searchbox').fill('grace');
    await page.getByRole('searchbox').press('Enter');
    await page.locator('.results-title').filter({ hasText: 'grace' }).waitFor();
    expect(await app.balance()).toBe(9);

    await page.getByRole('radio', { name: /Ask/ }).check();
    await page.getByRole('searchbox').fill('Where was Jesus born?');
    await page.getByRole('searchbox').press('Enter');
    const alert = page.getByRole('alert');
    await alert.waitFor();
    expect(await alert.getAttribute('data-error-code')).toBe('insufficient_credits');
    expect(await alert.textContent()).toContain('This question costs 10 credits and your balance is 9 credits');
    expect(await alert.getByRole('button', { name: /Buy credits/ }).count()).toBe(1);
    expect(await page.locator('.answer').count()).toBe(0);
    expect(await app.balance()).toBe(9);
    await app.screenshot('ask-insufficient-credits');
  });
});
