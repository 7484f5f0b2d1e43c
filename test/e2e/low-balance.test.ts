import { describe, expect, it } from 'vitest';
import { COSTS } from '#shared/contract/credits.ts';
import { screenshotSmall, useApp } from './harness.ts';

// The low-balance notice (default threshold 20): a search that would take the balance from 20 or
// more to below it asks first; Cancel charges nothing, Continue runs it.
const START = 21;

describe('the low-balance notice', () => {
  const app = useApp({ freeCredits: START, lowBalanceThreshold: 20 });

  it('asks before a search crosses the threshold, and charges only on Continue', async () => {
    const { page } = app;
    const search = async (query: string) => {
      await page.getByRole('searchbox').fill(query);
      await page.getByRole('searchbox').press('Enter');
    };
    const dialog = page.getByRole('dialog', { name: 'Your balance is getting low' });

    // 21 → 20: not below the threshold, no question.
    await search('shepherd');
    await expect.poll(() => app.balance()).toBe(START - COSTS.keyword);
    expect(await dialog.count()).toBe(0);

    // 20 → 19 would cross it.
    await search('charity');
    await dialog.waitFor();
    expect(await dialog.textContent()).toContain('20');
    await app.screenshot('low-balance-notice');
    await screenshotSmall(app, 'low-balance-notice-800x600');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(await app.balance()).toBe(START - COSTS.keyword);

    await search('charity');
    await dialog.getByRole('button', { name: `Continue (${COSTS.keyword} credit)` }).click();
    await expect.poll(() => app.balance()).toBe(START - 2 * COSTS.keyword);
    await page.locator('.result-card').first().waitFor();
    // Already below: no question again.
    await search('faith');
    await expect.poll(() => app.balance()).toBe(START - 3 * COSTS.keyword);
    expect(await dialog.count()).toBe(0);
  });
});
