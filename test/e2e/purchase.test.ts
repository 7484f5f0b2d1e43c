// Buying credits against the reference billing server, started here on a free port: Settings →
// packs → checkout → the hosted test-mode payment page (opened by the app in a new tab) → balance.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { resize, SMALL_VIEWPORT, useAppWithBilling } from './harness.ts';

describe('buying credits', () => {
  // Fast checkout polling; no background sync timer. The local free start matches the service's (0).
  const { app, billing } = useAppWithBilling({ freeCredits: 0, billing: { pollInitialMs: 150, pollMaxMs: 400, syncIntervalMs: 0 } });

  const settingsDialog = () => app.page.getByRole('dialog', { name: 'Settings' });
  const buyDialog = () => app.page.getByRole('dialog', { name: 'Buy credits' });

  it('connects to the billing service from Settings and checks what is typed', async () => {
    const { page } = app;
    await page.getByRole('button', { name: 'Settings' }).click();
    const dialog = settingsDialog();
    const url = dialog.getByRole('textbox', { name: 'Billing service address' });
    await url.fill('ftp://example.org');
    await dialog.getByRole('button', { name: 'Save' }).click();
    const urlResult = dialog.locator('#billing-url-result');
    await urlResult.filter({ hasText: 'must be an https URL' }).waitFor();
    expect(await url.getAttribute('aria-invalid')).toBe('true');

    await url.fill(billing.url);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await urlResult.filter({ hasText: 'Saved and connected' }).waitFor();
    // The first sync created the account; only the last four characters of its key are ever shown.
    expect(await dialog.getByTestId('account-key-hint').textContent()).toMatch(/In use: …\S{4}, kept on this computer/);
    expect(await dialog.getByTestId('embedding-model').textContent()).toMatch(/use-lite.*· ready/);

    const key = dialog.getByLabel('Restore an account on this computer');
    const keyResult = dialog.locator('#account-key-result');
    await key.fill('short');
    await dialog.getByRole('button', { name: 'Restore' }).click();
    await keyResult.filter({ hasText: 'This key must be at least 8 characters.' }).waitFor();
    await key.fill('sk_live_not_a_key_of_this_service');
    await dialog.getByRole('button', { name: 'Restore' }).click();
    await keyResult.filter({ hasText: 'does not recognise this key' }).waitFor();
    await keyResult.scrollIntoViewIfNeeded();
    await app.screenshot('settings');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
  });

  it('offers the packs when a search needs more credits than there are', async () => {
    const { page } = app;
    await page.getByRole('searchbox').fill('grace');
    await page.getByRole('searchbox').press('Enter');
    const alert = page.getByRole('alert');
    await alert.filter({ hasText: 'Not enough credits' }).waitFor();
    await alert.getByRole('button', { name: 'Buy credits' }).click();

    const dialog = buyDialog();
    const packs = dialog.getByRole('list', { name: 'Credit packs' }).getByRole('listitem');
    await packs.first().waitFor();
    const texts = await packs.allTextContents();
    expect(texts).toHaveLength(3);
    expect(texts[0]).toMatch(/Starter.*100 credits.*\$4\.99/);
    expect(texts[1]).toMatch(/Study.*500 credits.*\$19\.99/);
    expect(texts[2]).toMatch(/Scholar.*Best value.*2,000 credits.*\$59\.99/);
    expect(await dialog.getByTestId('stale-packs').count()).toBe(0);
    await app.screenshot('buy-credits');
  });

  it('pays on the hosted page and shows the new balance', async () => {
    const { page, context } = app;
    const dialog = buyDialog();
    const payPage = context.waitForEvent('page');
    await dialog.getByRole('button', { name: 'Buy the Starter pack: 100 credits for $4.99' }).click();
    const waiting = dialog.getByTestId('purchase-waiting');
    await waiting.waitFor();
    expect(await waiting.textContent()).toContain('Waiting for payment…');
    expect(await dialog.getByRole('heading', { name: 'Waiting for payment…' }).evaluate((h) => h === document.activeElement)).toBe(true);

    // The app opened the payment page itself (web mode); pay there as a user would.
    const pay: Page = await payPage;
    await pay.waitForLoadState();
    expect(new URL(pay.url()).origin).toBe(billing.url);
    await app.screenshot('purchase-waiting');
    await pay.getByRole('button', { name: /^Pay \$4\.99$/ }).click();
    await pay.getByRole('heading', { name: /Payment complete/ }).waitFor();
    await pay.close();

    const complete = dialog.getByTestId('purchase-complete');
    await complete.waitFor();
    expect(await complete.textContent()).toContain('Purchase complete');
    expect(await dialog.getByTestId('purchase-balance').textContent()).toBe('100 credits');
    await expect.poll(() => page.getByTestId('balance').textContent()).toContain('100');
    expect(await app.balance()).toBe(100);
    await app.screenshot('purchase-complete');
    await dialog.getByRole('button', { name: 'Done' }).click();
    await dialog.waitFor({ state: 'hidden' });

    // The search that was refused now runs.
    await page.getByRole('searchbox').press('Enter');
    await page.locator('.result-card').first().waitFor();
    expect(await app.balance()).toBe(99);

    await page.getByRole('button', { name: /Open the Credits panel/ }).click();
    const credits = page.getByRole('dialog', { name: 'Credits' });
    await credits.locator('.usage-table').waitFor();
    expect(await credits.locator('.usage-table').textContent()).toContain('Credit pack purchased');
    expect(await credits.getByTestId('sync-status').textContent()).toMatch(/Synced with your account/);
    await app.screenshot('credits-panel-synced');
    await page.keyboard.press('Escape');
    await credits.waitFor({ state: 'hidden' });
  });

  it('stops waiting when a checkout is cancelled', async () => {
    const { page, context } = app;
    await page.getByRole('button', { name: /Open the Credits panel/ }).click();
    await page.getByRole('dialog', { name: 'Credits' }).getByRole('button', { name: 'Buy credits' }).click();
    const dialog = buyDialog();
    const payPage = context.waitForEvent('page');
    await dialog.getByRole('button', { name: /Buy the Study pack/ }).click();
    await dialog.getByTestId('purchase-waiting').waitFor();
    await (await payPage).close();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.getByText('Checkout cancelled').waitFor();
    expect(await dialog.getByRole('list', { name: 'Credit packs' }).getByRole('listitem').count()).toBe(3);
    expect(await app.balance()).toBe(99);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
  });

  it('says when the billing service can’t be reached, and searching still works offline', async () => {
    const { page } = app;
    await billing.close();

    await page.getByRole('button', { name: /Open the Credits panel/ }).click();
    const credits = page.getByRole('dialog', { name: 'Credits' });
    await credits.getByRole('button', { name: 'Sync now' }).click();
    await credits.getByTestId('sync-status').filter({ hasText: 'can’t be reached' }).waitFor();
    const indicator = page.getByTestId('offline-indicator');
    await indicator.waitFor();
    expect(await indicator.textContent()).toContain('Offline');
    expect(await indicator.textContent()).toContain('Searching still works');

    // The last pack list seen is still shown, marked as possibly out of date.
    await credits.getByRole('button', { name: 'Buy credits' }).click();
    const dialog = buyDialog();
    await dialog.getByTestId('stale-packs').waitFor();
    expect(await dialog.getByTestId('stale-packs').textContent()).toContain('Prices may be out of date (offline)');
    expect(await dialog.getByRole('list', { name: 'Credit packs' }).getByRole('listitem').count()).toBe(3);
    await app.screenshot('buy-credits-offline');
    // "System" theme: the same dialog in the dark.
    await page.emulateMedia({ colorScheme: 'dark' });
    await app.screenshot('buy-credits-offline-dark');
    await page.emulateMedia({ colorScheme: 'light' });
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });

    await page.getByRole('searchbox').fill('peace');
    await page.getByRole('searchbox').press('Enter');
    await page.locator('.results-title').filter({ hasText: 'peace' }).waitFor();
    expect(await app.balance()).toBe(98);
    await app.screenshot('offline-search');

    await resize(page, SMALL_VIEWPORT);
    await indicator.waitFor();
    await app.screenshot('offline-search-800x600');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
