import { describe, expect, it } from 'vitest';
import { DEFAULT_VIEWPORT, resize, SMALL_VIEWPORT, useApp } from './harness.ts';

describe('reading plans in the browser', () => {
  const app = useApp({ freeCredits: 5, semantic: false });

  const plan = () => app.page.getByRole('article', { name: 'Psalms and Proverbs in a month' });
  const readings = () => plan().locator('.plan-readings').getByRole('button').allTextContents();
  const openPlans = async () => {
    await app.page.getByRole('button', { name: 'Plans', exact: true }).click();
    await app.page.getByRole('heading', { name: 'Reading plans', level: 1 }).waitFor();
  };

  it('lists the plans with their progress and the next day to read', async () => {
    const { page } = app;
    const before = await app.balance();
    await openPlans();
    expect(await page.getByRole('button', { name: 'Plans', exact: true }).getAttribute('aria-current')).toBe('page');
    expect(await page.locator('.plan-card .plan-title').allTextContents()).toEqual([
      'The Bible in a year',
      'The New Testament in 90 days',
      'Psalms and Proverbs in a month',
    ]);
    expect(await plan().locator('.plan-progress-text').textContent()).toBe('0 of 31 days read');
    expect(await plan().locator('.plan-next-day strong').textContent()).toBe('Day 1:');
    expect(await readings()).toEqual(['Psalms 1', 'Psalms 2', 'Psalms 3', 'Psalms 4', 'Psalms 5']);
    expect(await app.balance()).toBe(before);
  });

  it('marks a day read, keeps it over a reload and can take it back', async () => {
    const { page } = app;
    await plan().getByRole('button', { name: 'Mark day 1 read' }).click();
    await expect.poll(() => plan().locator('.plan-progress-text').textContent()).toBe('1 of 31 days read');
    expect(await plan().locator('.plan-next-day strong').textContent()).toBe('Day 2:');
    expect(await readings()).toEqual(['Psalms 6', 'Psalms 7', 'Psalms 8', 'Psalms 9', 'Psalms 10', 'Psalms 11']);
    expect(
      await plan()
        .locator('progress')
        .evaluate((p: HTMLProgressElement) => [p.value, p.max]),
    ).toEqual([1, 31]);
    expect(await plan().getByRole('button', { name: 'Day 1', exact: true }).getAttribute('aria-pressed')).toBe('true');
    await app.screenshot('plans');

    await page.reload();
    await page.locator('[data-testid="balance"]').filter({ hasText: /\d/ }).waitFor();
    await openPlans();
    await expect.poll(() => plan().locator('.plan-progress-text').textContent()).toBe('1 of 31 days read');
    expect(await plan().getByRole('button', { name: 'Mark day 2 read' }).isVisible()).toBe(true);
    // The other plans are untouched.
    expect(await page.getByRole('article', { name: 'The Bible in a year' }).locator('.plan-progress-text').textContent()).toBe('0 of 365 days read');

    // A day marked by mistake is taken back from the strip of days.
    await plan().getByRole('button', { name: 'Day 1', exact: true }).click();
    await expect.poll(() => plan().locator('.plan-progress-text').textContent()).toBe('0 of 31 days read');
    expect(await plan().getByRole('button', { name: 'Day 1', exact: true }).getAttribute('aria-pressed')).toBe('false');
    await plan().getByRole('button', { name: 'Mark day 1 read' }).click();
    await plan().getByRole('button', { name: 'Mark day 2 read' }).waitFor();
  });

  it('opens a chapter of the next day in the reader', async () => {
    const { page } = app;
    await plan().getByRole('button', { name: 'Psalms 7', exact: true }).click();
    await page
      .locator('#reader-heading')
      .filter({ hasText: /^Psalms 7$/ })
      .waitFor();
    expect(await page.locator('.chapter-text .verse').count()).toBe(17);
    expect(await page.locator('.verse.is-focus').count()).toBe(0);
  });

  it('fits a small window', async () => {
    const { page } = app;
    await resize(page, SMALL_VIEWPORT);
    await openPlans();
    await plan().waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(800);
    await plan().scrollIntoViewIfNeeded();
    await app.screenshot('plans-800x600');
    await resize(page, DEFAULT_VIEWPORT);
  });
});
