import { describe, expect, it } from 'vitest';
import { DEFAULT_VIEWPORT, resize, screenshotSmall, SMALL_VIEWPORT, useApp } from './harness.ts';

const NOTE = 'Nicodemus lesson on rebirth.\nBorn of water and of the Spirit (v. 5).';

describe('highlights, bookmarks and notes in the browser', () => {
  const app = useApp({ freeCredits: 5, semantic: false });

  const waitForHeading = (text: string) =>
    app.page
      .locator('#reader-heading')
      .filter({ hasText: new RegExp(`^${text}$`) })
      .waitFor();
  const verse = (n: number) => app.page.locator(`.chapter-text .verse[data-verse="${n}"]`);
  const tools = () => app.page.getByRole('region', { name: /^Study tools for / });
  const note = () => app.page.getByRole('complementary', { name: 'Note on John 3:16' });
  const openJohn316 = async () => {
    const box = app.page.getByRole('searchbox', { name: /^Search the Bible/ });
    await box.fill('John 3:16');
    await box.press('Enter');
    await waitForHeading('John 3');
  };

  let balance: number;

  it('highlights, bookmarks and annotates a verse from the reader', async () => {
    const { page } = app;
    balance = await app.balance();
    await openJohn316();

    // Selecting a verse by its number shows the study tools for it.
    await page.getByRole('button', { name: 'Verse 16', exact: true }).click();
    await tools().waitFor();
    expect(await tools().getAttribute('aria-label')).toBe('Study tools for John 3:16');
    expect(await verse(16).getAttribute('class')).toContain('is-selected');

    await tools().getByRole('button', { name: 'Highlight yellow' }).click();
    await expect.poll(() => verse(16).getAttribute('data-highlight')).toBe('yellow');
    expect(await tools().getByRole('button', { name: 'Highlight yellow' }).getAttribute('aria-pressed')).toBe('true');
    await tools().getByRole('button', { name: 'Remove highlight' }).waitFor();

    // A highlight takes tags too, through the same form.
    await tools().getByRole('button', { name: 'Tag highlight' }).click();
    const tagForm = page.getByRole('form', { name: 'Tags for the yellow highlight on John 3:16' });
    await tagForm.getByLabel('Tags (comma-separated)').fill('promise, gospel');
    await tagForm.getByRole('button', { name: 'Save tags' }).click();
    await tagForm.waitFor({ state: 'detached' });
    await expect.poll(() => tools().getByRole('button', { name: 'Tag highlight' }).getAttribute('title')).toBe('Tags: gospel, promise');
    // The colour stays.
    expect(await verse(16).getAttribute('data-highlight')).toBe('yellow');

    await tools().getByRole('button', { name: 'Bookmark', exact: true }).click();
    const bookmarkForm = page.getByRole('form', { name: 'Add bookmark on John 3:16' });
    await bookmarkForm.getByLabel('Label (optional)').fill('Gospel in a verse');
    await bookmarkForm.getByLabel('Folder (optional)').fill('Gospels');
    await bookmarkForm.getByLabel('Tags (comma-separated)').fill('gospel, love');
    await bookmarkForm.getByRole('button', { name: 'Save bookmark' }).click();
    await verse(16).getByRole('img', { name: 'Bookmark: Gospel in a verse' }).waitFor();
    await tools().getByRole('button', { name: 'Edit bookmark' }).waitFor();
    // Focus goes back to the button that opened the form.
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent?.trim())).toBe('Edit bookmark');

    await tools().getByRole('button', { name: 'Add note' }).click();
    const noteForm = page.getByRole('form', { name: 'Add note on John 3:16' });
    await noteForm.getByLabel('Note (Markdown)').fill(NOTE);
    await noteForm.getByLabel('Tags (comma-separated)').fill('new birth');
    await noteForm.getByRole('button', { name: 'Save note' }).click();
    await note().waitFor();
    // Shown as written, line break included, never as HTML.
    expect(await note().locator('.study-note-text').innerText()).toBe(NOTE);
    expect(await note().getByRole('list', { name: 'Tags' }).textContent()).toBe('new birth');

    // Editing the note changes it in place.
    await note().getByRole('button', { name: 'Edit note on John 3:16' }).click();
    const editForm = page.getByRole('form', { name: 'Edit note on John 3:16' });
    expect(await editForm.getByLabel('Note (Markdown)').inputValue()).toBe(NOTE);
    await editForm.getByLabel('Note (Markdown)').fill(`${NOTE}\n*Read with John 1:12.*`);
    await editForm.getByRole('button', { name: 'Save note' }).click();
    await expect.poll(() => note().locator('.study-note-text').innerText()).toContain('*Read with John 1:12.*');
    expect(await page.locator('.study-note').count()).toBe(1);

    // Shift-click stretches the selection to a range.
    await page.getByRole('button', { name: 'Verse 18', exact: true }).click({ modifiers: ['Shift'] });
    await expect.poll(() => tools().getAttribute('aria-label')).toBe('Study tools for John 3:16-18');
    expect(await page.locator('.chapter-text .verse.is-selected').count()).toBe(3);
    await app.screenshot('study-tools');
    await tools().getByRole('button', { name: 'Clear selection' }).click();
    await tools().waitFor({ state: 'hidden' });
    await app.screenshot('study-reader');

    // By keyboard: Enter on a verse number selects it, Shift+Enter on another extends, Escape clears.
    await page.getByRole('button', { name: 'Verse 17', exact: true }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => tools().getAttribute('aria-label')).toBe('Study tools for John 3:17');
    await page.getByRole('button', { name: 'Verse 19', exact: true }).focus();
    await page.keyboard.press('Shift+Enter');
    await expect.poll(() => tools().getAttribute('aria-label')).toBe('Study tools for John 3:17-19');
    await page.keyboard.press('Escape');
    await tools().waitFor({ state: 'hidden' });

    // A small window keeps the tools usable without sideways scrolling.
    await resize(page, SMALL_VIEWPORT);
    await page.getByRole('button', { name: 'Verse 16', exact: true }).click();
    await tools().getByRole('button', { name: 'Edit note' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    await app.screenshot('study-tools-800x600');
    await tools().getByRole('button', { name: 'Clear selection' }).click();
    await resize(page, DEFAULT_VIEWPORT);
  });

  it('keeps them after a reload, in both layouts', async () => {
    const { page } = app;
    await page.reload();
    await page.locator('[data-testid="balance"]').filter({ hasText: /\d/ }).waitFor();
    await openJohn316();
    await expect.poll(() => verse(16).getAttribute('data-highlight')).toBe('yellow');
    await verse(16).getByRole('img', { name: 'Bookmark: Gospel in a verse' }).waitFor();
    expect(await note().locator('.study-note-text').innerText()).toContain('Nicodemus lesson on rebirth');
    // The bookmark's folder and the highlight's tags were kept.
    await page.getByRole('button', { name: 'Verse 16', exact: true }).click();
    expect(await tools().getByRole('button', { name: 'Tag highlight' }).getAttribute('title')).toBe('Tags: gospel, promise');
    await tools().getByRole('button', { name: 'Edit bookmark' }).click();
    const bookmarkForm = page.getByRole('form', { name: 'Edit bookmark on John 3:16' });
    expect(await bookmarkForm.getByLabel('Folder (optional)').inputValue()).toBe('Gospels');
    await bookmarkForm.getByRole('button', { name: 'Cancel' }).click();
    await tools().getByRole('button', { name: 'Clear selection' }).click();
    await tools().waitFor({ state: 'hidden' });

    await page.getByRole('radiogroup', { name: 'Translations shown' }).getByRole('radio', { name: 'Side by side' }).check();
    const row = page.locator('.parallel-text tr.verse[data-verse="16"]');
    await row.waitFor();
    expect(await row.getAttribute('data-highlight')).toBe('yellow');
    await row.getByRole('img', { name: 'Bookmark: Gospel in a verse' }).waitFor();
    await page.locator('.parallel-text .study-note-row').getByRole('complementary', { name: 'Note on John 3:16' }).waitFor();
    // The highlight stays readable in the dark theme (the "system" theme follows the page's scheme).
    await page.emulateMedia({ colorScheme: 'dark' });
    await row.scrollIntoViewIfNeeded();
    await app.screenshot('study-parallel-dark');
    await page.emulateMedia({ colorScheme: 'light' });
    await page.getByRole('radiogroup', { name: 'Translations shown' }).getByRole('radio', { name: 'Single' }).check();
  });

  it('finds, filters, opens and deletes them in the Study view', async () => {
    const { page } = app;
    await page.getByRole('button', { name: 'Study', exact: true }).click();
    const view = page.getByRole('region', { name: 'Your study' });
    await view.waitFor();
    const rows = view.locator('.study-row');
    // Poll the kinds listed, not only their count: one filter's single row
    // must not pass for the next filter's before the list re-renders.
    const kinds = () => rows.evaluateAll((els) => els.map((el) => el.getAttribute('data-kind')));
    await expect.poll(() => rows.count()).toBe(3);

    await view.getByRole('searchbox', { name: 'Search notes, labels and tags' }).fill('nicod');
    await expect.poll(() => rows.count()).toBe(1);
    expect(await rows.first().textContent()).toContain('Nicodemus lesson on rebirth');
    expect(await rows.first().getAttribute('data-kind')).toBe('note');
    await view.getByRole('searchbox', { name: 'Search notes, labels and tags' }).fill('');
    await expect.poll(() => rows.count()).toBe(3);

    await view.getByRole('radiogroup', { name: 'Kind' }).getByRole('radio', { name: 'Bookmarks' }).check();
    await expect.poll(kinds).toEqual(['bookmark']);
    expect(await rows.first().textContent()).toContain('Gospel in a verse');
    await view.getByRole('radiogroup', { name: 'Kind' }).getByRole('radio', { name: 'All' }).check();
    await view.getByLabel('Colour', { exact: true }).selectOption('yellow');
    await expect.poll(kinds).toEqual(['highlight']);
    await view.getByLabel('Colour', { exact: true }).selectOption('');
    await view.getByLabel('Tag', { exact: true }).selectOption('love');
    await expect.poll(kinds).toEqual(['bookmark']);
    // The highlight's tags filter like any other.
    await view.getByLabel('Tag', { exact: true }).selectOption('promise');
    await expect.poll(kinds).toEqual(['highlight']);
    expect(await rows.first().getByRole('list', { name: 'Tags' }).textContent()).toBe('gospelpromise');
    await view.getByLabel('Tag', { exact: true }).selectOption('gospel');
    await expect.poll(() => rows.count()).toBe(2);
    await view.getByLabel('Tag', { exact: true }).selectOption('');
    await expect.poll(() => rows.count()).toBe(3);

    // The bookmark's folder shows on its row and filters the list.
    const bookmarkRow = view.locator('.study-row[data-kind="bookmark"]');
    expect(await bookmarkRow.locator('.study-row-folder').textContent()).toBe('Folder: Gospels');
    const folder = view.getByLabel('Folder', { exact: true });
    expect(await folder.locator('option').allTextContents()).toEqual(['Any folder', 'Gospels']);
    await folder.selectOption('Gospels');
    await expect.poll(kinds).toEqual(['bookmark']);
    expect(await view.locator('.study-meta').textContent()).toMatch(/^1 item ·/);
    await folder.selectOption('');
    await expect.poll(() => rows.count()).toBe(3);
    await app.screenshot('study-view');

    // The list and its filters fit a small window without sideways scrolling.
    await screenshotSmall(app, 'study-view-800x600');
    // Folder, tags and filters stay readable in the dark theme.
    await page.emulateMedia({ colorScheme: 'dark' });
    await screenshotSmall(app, 'study-view-dark-800x600', () => view.locator('.study-row[data-kind="bookmark"]').scrollIntoViewIfNeeded());
    await page.emulateMedia({ colorScheme: 'light' });

    // A row opens its passage in the reader, the verse shown.
    await rows
      .filter({ hasText: 'Nicodemus' })
      .getByRole('button', { name: /^John 3:16/ })
      .click();
    await waitForHeading('John 3');
    expect(await page.locator('.verse.is-focus').getAttribute('data-verse')).toBe('16');

    await page.getByRole('button', { name: 'Study', exact: true }).click();
    await expect.poll(() => rows.count()).toBe(3);
    await view.getByRole('button', { name: 'Delete bookmark on John 3:16' }).click();
    await expect.poll(() => rows.count()).toBe(2);
    expect(await view.locator('.study-row[data-kind="bookmark"]').count()).toBe(0);

    await openJohn316();
    await expect.poll(() => verse(16).getAttribute('data-highlight')).toBe('yellow');
    expect(await verse(16).locator('.verse-bookmark').count()).toBe(0);
    await note().waitFor();

    // Study is free.
    expect(await app.balance()).toBe(balance);
  });

  it('filters by the day of the last change', async () => {
    const { page } = app;
    await page.getByRole('button', { name: 'Study', exact: true }).click();
    const view = page.locator('.study-view');
    const rows = view.locator('.study-row');
    await rows.first().waitFor();
    const all = await rows.count();
    const day = (offset: number) =>
      page.evaluate((o) => {
        const d = new Date();
        d.setDate(d.getDate() + o);
        return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
      }, offset);
    await page.locator('#study-from').fill(await day(1));
    await expect.poll(() => rows.count()).toBe(0);
    await page.locator('#study-from').fill(await day(0));
    await page.locator('#study-to').fill(await day(0));
    await expect.poll(() => rows.count()).toBe(all);
    await page.locator('#study-from').fill('');
    await page.locator('#study-to').fill('');
  });
});
