import { describe, expect, it } from 'vitest';
import { useApp } from './harness.ts';

describe('with no credits left', () => {
  const app = useApp({ freeCredits: 0, semantic: false });

  it('welcomes a new user with examples, the balance and the cost of a search', async () => {
    const { page } = app;
    await page.getByRole('heading', { name: 'Search the Scriptures' }).waitFor();
    expect(await page.getByTestId('balance').textContent()).toContain('0');
    expect(await page.locator('.credits-next').textContent()).toBe('Next search: 1');
    expect(await page.getByRole('radio', { name: /Keyword.*1 credit/ }).isChecked()).toBe(true);
    // This host runs without semantic search: the mode is there, disabled, with the reason next to it.
    expect(await page.getByRole('radio', { name: /Semantic.*3 credits/ }).isDisabled()).toBe(true);
    expect(await page.getByTestId('index-status').textContent()).toContain('Semantic search is not available');
    expect(await page.locator('.syntax-hint').textContent()).toContain('"exact phrase"');
    await app.screenshot('welcome');
  });

  it('refuses a search with a clear explanation and shows no results', async () => {
    const { page } = app;
    await page.getByRole('searchbox').fill('grace');
    await page.getByRole('searchbox').press('Enter');
    const alert = page.getByRole('alert');
    await alert.waitFor();
    const text = await alert.textContent();
    expect(text).toContain('Not enough credits');
    expect(text).toContain('costs 1 credit and your balance is 0 credits');
    expect(text).toContain('Buy a credit pack to continue');
    expect(await alert.getAttribute('data-error-code')).toBe('insufficient_credits');
    expect(await page.locator('.result-card').count()).toBe(0);
    expect(await app.balance()).toBe(0);
    await app.screenshot('insufficient-credits');
  });

  it('offers to buy credits, and says plainly that purchases are unavailable without a billing service', async () => {
    const { page } = app;
    await page.getByRole('alert').getByRole('button', { name: 'Buy credits' }).click();
    const dialog = page.getByRole('dialog', { name: 'Buy credits' });
    const alert = dialog.getByRole('alert');
    await alert.waitFor();
    expect(await alert.getAttribute('data-error-code')).toBe('billing_unavailable');
    expect(await alert.textContent()).toContain('Purchases are unavailable: no billing service is configured');
    expect(await alert.textContent()).toContain('Searching works as usual');
    await app.screenshot('purchases-unavailable');

    // The way out leads to the billing address in Settings.
    await alert.getByRole('button', { name: 'Open Settings' }).click();
    const settings = page.getByRole('dialog', { name: 'Settings' });
    await settings.waitFor();
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('billing-url');
    expect(await settings.getByTestId('account-key-hint').textContent()).toContain('set the billing service address first');
    await page.keyboard.press('Escape');
    await settings.waitFor({ state: 'hidden' });
  });

  it('shows the balance and the history in the Credits panel, with no billing service', async () => {
    const { page } = app;
    await page.getByRole('button', { name: /Open the Credits panel/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Credits' });
    await dialog.locator('.usage-table').waitFor();
    expect(await dialog.getByTestId('dialog-balance').textContent()).toBe('0');
    expect(await dialog.locator('.usage-table tbody tr').count()).toBe(1);
    expect(await dialog.getByTestId('sync-status').textContent()).toContain('No billing service is configured');
    expect(await dialog.locator('.cost-table').textContent()).toMatch(/Semantic search.*3 credits.*More like this.*1 credit/);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'hidden' });
  });

  it('still opens passages for free', async () => {
    const { page } = app;
    await page.getByRole('searchbox').fill('Romans 8:28');
    await page.getByRole('searchbox').press('Enter');
    await page.locator('#reader-heading').filter({ hasText: 'Romans 8' }).waitFor();
    expect(await page.locator('.verse.is-focus').textContent()).toContain('all things work together for good');
  });
});
