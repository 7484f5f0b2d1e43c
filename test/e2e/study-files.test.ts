import { afterAll, describe, expect, it } from 'vitest';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Download, Page } from 'playwright-core';
import { openApp, screenshotSmall, startApp, useApp, type TestApp } from './harness.ts';

const ZACCHAEUS = 'Zacchaeus climbed a sycamore tree to see Jesus; his greed turned to generosity.';
const GRIEF = 'Grief turns into joy when mourners are comforted.';
/** About the Zacchaeus note, sharing none of its words. */
const MEANING = 'tax collector who repents and helps the poor';
const JOHN_3_16_KJV =
  'For God so loved the world, that he gave his only begotten Son, that whosoever believeth in him should not perish, but have everlasting life.';
const JOHN_3_17_KJV = 'For God sent not his Son into the world to condemn the world; but that the world through him might be saved.';

const words = (text: string) => new Set(text.toLowerCase().match(/[a-z]+/g));

describe('study files, notes by meaning, cross-references and copying in the browser', () => {
  // The full semantic index (from this machine's cache), for notes by meaning.
  const app = useApp({ freeCredits: 5 });
  /** A second app on a fresh data folder, without semantic search, to restore the backup into. */
  let second: TestApp | undefined;
  let downloads: string | undefined;
  let backupPath = '';
  let balance: number;

  afterAll(async () => {
    try {
      if (second) expect(second.pageErrors).toEqual([]);
    } finally {
      await second?.close();
      if (downloads) await rm(downloads, { recursive: true, force: true });
    }
  });

  const waitForHeading = (page: Page, text: string) =>
    page
      .locator('#reader-heading')
      .filter({ hasText: new RegExp(`^${text}$`) })
      .waitFor();
  const tools = (page: Page) => page.getByRole('region', { name: /^Study tools for / });
  const open = async (page: Page, reference: string, chapter: string) => {
    const box = page.getByRole('searchbox', { name: /^Search the Bible/ });
    await box.fill(reference);
    await box.press('Enter');
    await waitForHeading(page, chapter);
  };
  const selectVerse = async (page: Page, verse: number) => {
    await page.getByRole('button', { name: `Verse ${verse}`, exact: true }).click();
    await tools(page).waitFor();
  };
  const addNote = async (page: Page, reference: string, text: string) => {
    await tools(page).getByRole('button', { name: 'Add note' }).click();
    const form = page.getByRole('form', { name: `Add note on ${reference}` });
    await form.getByLabel('Note (Markdown)').fill(text);
    await form.getByRole('button', { name: 'Save note' }).click();
    await page.getByRole('complementary', { name: `Note on ${reference}` }).waitFor();
  };
  const studyView = async (page: Page) => {
    await page.getByRole('button', { name: 'Study', exact: true }).click();
    const view = page.getByRole('region', { name: 'Your study' });
    await view.waitFor();
    return view;
  };
  /** Clicks a button that saves a file and keeps the file under the name the page gave it. */
  const download = async (page: Page, button: string): Promise<{ file: Download; path: string; text: string }> => {
    downloads ??= await mkdtemp(join(tmpdir(), 'scripture-e2e-downloads-'));
    const [file] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: button, exact: true }).click()]);
    const path = join(downloads, file.suggestedFilename());
    await file.saveAs(path);
    return { file, path, text: await readFile(path, 'utf8') };
  };

  it('writes notes in the reader and finds one by meaning with none of its words', async () => {
    const { page } = app;
    balance = await app.balance();
    await open(page, 'Luke 19:8', 'Luke 19');
    await selectVerse(page, 8);
    await addNote(page, 'Luke 19:8', ZACCHAEUS);
    await open(page, 'John 16:20', 'John 16');
    await selectVerse(page, 20);
    await addNote(page, 'John 16:20', GRIEF);
    await open(page, 'John 3:16', 'John 3');
    await selectVerse(page, 16);
    await tools(page).getByRole('button', { name: 'Highlight yellow' }).click();
    await expect.poll(() => page.locator('.chapter-text .verse[data-verse="16"]').getAttribute('data-highlight')).toBe('yellow');
    await tools(page).getByRole('button', { name: 'Clear selection' }).click();

    const view = await studyView(page);
    const rows = view.locator('.study-row');
    await expect.poll(() => rows.count()).toBe(3);
    const searchBy = view.getByRole('radiogroup', { name: 'Search' });
    expect(await searchBy.getByRole('radio', { name: 'By words' }).isChecked()).toBe(true);
    await searchBy.getByRole('radio', { name: 'By meaning' }).check();
    expect([...words(MEANING)].filter((w) => words(ZACCHAEUS).has(w))).toEqual([]);
    await view.getByRole('searchbox', { name: 'Search notes by meaning' }).fill(MEANING);
    const first = rows.first();
    await expect.poll(() => first.locator('.score').count()).toBe(1);
    expect(await view.locator('.study-meta').textContent()).toMatch(/^\d+ notes? close in meaning, closest first/);
    expect(await first.textContent()).toContain('Zacchaeus');
    expect(await first.getAttribute('data-kind')).toBe('note');
    expect(await first.locator('.score-value').textContent()).toMatch(/^Relevance \d{1,3}%$/);
    // Only notes are searched by meaning: the highlight is not listed.
    expect(await view.locator('.study-row[data-kind="highlight"]').count()).toBe(0);
    await app.screenshot('study-by-meaning');
    await screenshotSmall(app, 'study-by-meaning-800x600');

    await searchBy.getByRole('radio', { name: 'By words' }).check();
    await view.getByRole('searchbox', { name: 'Search notes, labels and tags' }).fill('');
    await expect.poll(() => rows.count()).toBe(3);
    expect(await rows.locator('.score').count()).toBe(0);
  });

  it('exports the items as Markdown and CSV, their verses quoted', async () => {
    const { page } = app;
    const view = page.getByRole('region', { name: 'Your study' });
    const markdown = await download(page, 'Export Markdown');
    expect(markdown.file.suggestedFilename()).toMatch(/^study-\d{4}-\d{2}-\d{2}\.md$/);
    expect(markdown.text).toMatch(/^# Bible study\n/);
    expect(markdown.text).toContain('## Luke 19:8 — Note');
    expect(markdown.text).toContain(ZACCHAEUS);
    expect(markdown.text).toContain('Behold, Lord, the half of my goods I give to the poor');
    expect(markdown.text).toContain('## John 3:16 — Highlight (yellow)');
    await expect.poll(() => view.getByRole('status').textContent()).toBe(`Exported 3 items to ${markdown.file.suggestedFilename()}.`);

    // The filters apply: notes only.
    await view.getByRole('radiogroup', { name: 'Kind' }).getByRole('radio', { name: 'Notes' }).check();
    await expect.poll(() => view.locator('.study-row').count()).toBe(2);
    const csv = await download(page, 'Export CSV');
    expect(csv.file.suggestedFilename()).toMatch(/^study-\d{4}-\d{2}-\d{2}\.csv$/);
    const lines = csv.text.trim().split(/\r?\n/);
    expect(lines[0]).toBe('reference,kind,color,label,folder,tags,note,verse_text,created_at,updated_at,id');
    expect(lines).toHaveLength(3);
    expect(csv.text).toContain(GRIEF);
    expect(csv.text).not.toContain('highlight');
    await view.getByRole('radiogroup', { name: 'Kind' }).getByRole('radio', { name: 'All' }).check();
    await expect.poll(() => view.locator('.study-row').count()).toBe(3);
  });

  it('backs up, and restores the backup in another data folder: the same items, and nothing added the second time', async () => {
    const { page } = app;
    const backup = await download(page, 'Back up');
    backupPath = backup.path;
    expect(backup.file.suggestedFilename()).toMatch(/^scripture-study-backup-\d{4}-\d{2}-\d{2}\.json$/);
    const content = JSON.parse(backup.text) as { format: string; version: number; items: { kind: string; text: string | null }[] };
    expect(content.format).toBe('scripture-study-backup');
    expect(content.version).toBe(1);
    expect(content.items.map((i) => i.kind).sort()).toEqual(['highlight', 'note', 'note']);
    const status = page.getByRole('region', { name: 'Your study' }).getByRole('status');
    await expect.poll(() => status.textContent()).toBe(`Backed up 3 items to ${backup.file.suggestedFilename()}.`);

    second = await startApp({ freeCredits: 5, semantic: false });
    await openApp(second);
    const other = second.page;
    const view = await studyView(other);
    await view.getByText('No highlights, bookmarks or notes yet.', { exact: false }).waitFor();
    const restore = view.getByLabel('Backup file to restore');

    await restore.setInputFiles(backupPath);
    await expect.poll(() => view.getByRole('status').textContent()).toBe('Added 3, updated 0, unchanged 0.');
    const rows = view.locator('.study-row');
    await expect.poll(() => rows.count()).toBe(3);
    const restored = await rows.locator('.study-row-reference').allTextContents();
    expect(restored.sort()).toEqual(['John 16:20', 'John 3:16', 'Luke 19:8']);
    expect(await rows.filter({ hasText: 'Zacchaeus' }).count()).toBe(1);
    await second.screenshot('study-restored');
    await screenshotSmall(second, 'study-restored-800x600');

    // The same file again: every item is already there.
    await restore.setInputFiles(backupPath);
    await expect.poll(() => view.getByRole('status').textContent()).toBe('Added 0, updated 0, unchanged 3.');
    expect(await rows.count()).toBe(3);

    // A file that is not JSON, and JSON that is not a backup, change nothing and say why.
    await restore.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('Zacchaeus, come down') });
    const alert = view.getByRole('alert');
    await expect.poll(() => alert.textContent()).toBe('“notes.txt” was not restored: it is not a JSON file. Nothing was changed.');
    await restore.setInputFiles({ name: 'other.json', mimeType: 'application/json', buffer: Buffer.from('{"format":"something-else","items":[]}') });
    await expect.poll(() => alert.textContent()).toBe('“other.json” was not restored: it is not a Scripture Study backup. Nothing was changed.');
    const damaged = { ...content, items: [{ ...content.items[0], reference: 'John 3:99' }] };
    await restore.setInputFiles({ name: 'damaged.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(damaged)) });
    // Core names the field and what is wrong with it.
    await expect
      .poll(() => alert.textContent())
      .toBe('“damaged.json” was not restored: items.0.reference: John 3 has 36 verses; there is no verse 99. Nothing was changed.');
    expect(await rows.count()).toBe(3);
    await second.screenshot('study-restore-refused');

    // Without semantic search, searching by meaning says so and points to words.
    await view.getByRole('radiogroup', { name: 'Search' }).getByRole('radio', { name: 'By meaning' }).check();
    await view.getByRole('searchbox', { name: 'Search notes by meaning' }).fill(MEANING);
    await view.getByText('Searching by meaning is unavailable').waitFor();
    expect(await view.locator('[data-error-code="semantic_unavailable"]').textContent()).toContain('Search by words still works.');
    await view.getByRole('radiogroup', { name: 'Search' }).getByRole('radio', { name: 'By words' }).check();
    await expect.poll(() => rows.count()).toBe(0);
    await view.getByRole('searchbox', { name: 'Search notes, labels and tags' }).fill('');
    await expect.poll(() => rows.count()).toBe(3);

    // The restored highlight shows in the reader.
    await open(other, 'John 3:16', 'John 3');
    await expect.poll(() => other.locator('.chapter-text .verse[data-verse="16"]').getAttribute('data-highlight')).toBe('yellow');
  });

  it('lists John 3:16’s cross-references, strongest first, shows one’s text and opens it', async () => {
    const { page } = app;
    await open(page, 'John 3:16', 'John 3');
    await selectVerse(page, 16);
    const button = tools(page).getByRole('button', { name: /^Cross-references/ });
    await expect.poll(() => button.textContent()).toMatch(/^Cross-references \(\d+\)$/);
    const total = Number(/\((\d+)\)/.exec((await button.textContent())!)![1]);
    expect(total).toBeGreaterThan(20);
    await button.click();
    expect(await button.getAttribute('aria-expanded')).toBe('true');

    const panel = page.getByRole('region', { name: 'Cross-references for John 3:16' });
    const rows = panel.locator('.cross-ref');
    await expect.poll(() => rows.count()).toBe(20);
    // Mutual links lead.
    expect(await rows.first().getAttribute('data-mutual')).toBe('true');
    expect(await rows.first().textContent()).toContain('Both ways');
    const mutual = await rows.evaluateAll((els) => els.map((el) => el.hasAttribute('data-mutual')));
    expect(mutual.indexOf(false)).toBeGreaterThan(0);
    expect(mutual.slice(mutual.indexOf(false)).every((m) => !m)).toBe(true);

    const show = panel.getByRole('button', { name: 'Show Romans 5:8' });
    await show.click();
    const hide = panel.getByRole('button', { name: 'Hide Romans 5:8' });
    expect(await hide.getAttribute('aria-expanded')).toBe('true');
    const text = panel.locator(`[id="${await hide.getAttribute('aria-controls')}"]`);
    expect(await text.textContent()).toContain('But God commendeth his love toward us');
    await hide.scrollIntoViewIfNeeded();
    await app.screenshot('reader-cross-references');
    await screenshotSmall(app, 'reader-cross-references-800x600', () => hide.scrollIntoViewIfNeeded());

    await panel.getByRole('button', { name: `Show all ${total}` }).click();
    await expect.poll(() => rows.count()).toBe(total);

    await panel.getByRole('button', { name: 'Open Romans 5:8' }).click();
    await waitForHeading(page, 'Romans 5');
    expect(await page.locator('.verse.is-focus').getAttribute('data-verse')).toBe('8');
    await tools(page).waitFor({ state: 'hidden' });
  });

  it('copies the selected verses as text, with verse numbers and as a Markdown quote', async () => {
    const { page } = app;
    const clipboard = () => page.evaluate(() => navigator.clipboard.readText());
    await open(page, 'John 3:16', 'John 3');
    await selectVerse(page, 16);
    await page.getByRole('button', { name: 'Verse 17', exact: true }).click({ modifiers: ['Shift'] });
    await expect.poll(() => tools(page).getAttribute('aria-label')).toBe('Study tools for John 3:16-17');
    // Cross-references are per verse: not offered for a range.
    expect(
      await tools(page)
        .getByRole('button', { name: /^Cross-references/ })
        .count(),
    ).toBe(0);

    const copy = tools(page).getByRole('button', { name: 'Copy', exact: true });
    await copy.click();
    const menu = page.getByRole('menu', { name: 'Copy John 3:16-17 (KJV) as' });
    expect(await menu.getByRole('menuitem').allTextContents()).toHaveLength(3);
    await app.screenshot('reader-copy-menu');
    await menu.getByRole('menuitem', { name: 'Markdown quote' }).click();
    await expect.poll(clipboard).toBe([`> ${JOHN_3_16_KJV}`, `> ${JOHN_3_17_KJV}`, '>', '> — John 3:16-17 (KJV)'].join('\n'));
    await tools(page).getByRole('button', { name: 'Copied', exact: true }).waitFor();
    await menu.waitFor({ state: 'detached' });

    // By keyboard: the arrow opens the menu on its first format; Escape closes only the menu.
    await tools(page).getByRole('button', { name: /^Cop/ }).focus();
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('menuitem');
    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'detached' });
    await tools(page).waitFor();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect.poll(clipboard).toBe(`${JOHN_3_16_KJV} ${JOHN_3_17_KJV} (John 3:16-17 KJV)`);

    // In the translation shown.
    const translation = page.locator('.reader-toolbar').getByRole('combobox', { name: 'Translation', exact: true });
    await translation.selectOption('web');
    await tools(page).getByRole('button', { name: /^Cop/ }).click();
    await page.getByRole('menu', { name: 'Copy John 3:16-17 (WEB) as' }).getByRole('menuitem', { name: 'With verse numbers' }).click();
    await expect.poll(clipboard).toMatch(/^16 For God so loved the world, .* 17 For God didn't send his Son .*\nJohn 3:16-17 \(WEB\)$/);
    await translation.selectOption('kjv');

    // Study is free.
    expect(await app.balance()).toBe(balance);
  });
});
