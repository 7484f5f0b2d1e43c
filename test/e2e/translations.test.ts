import { describe, expect, it } from 'vitest';
import { DEFAULT_VIEWPORT, resize, SMALL_VIEWPORT, useApp } from './harness.ts';

describe('the bundled translations in the reading view', () => {
  const app = useApp({ freeCredits: 5, semantic: false });

  const toolbar = () => app.page.locator('.reader-toolbar');
  const waitForHeading = (text: string) =>
    app.page
      .locator('#reader-heading')
      .filter({ hasText: new RegExp(`^${text}$`) })
      .waitFor();
  const open = async (reference: string, heading: string) => {
    const box = app.page.getByRole('searchbox', { name: /^Search the Bible/ });
    await box.fill(reference);
    await box.press('Enter');
    await waitForHeading(heading);
  };
  const layout = () => app.page.getByRole('radiogroup', { name: 'Translations shown' });
  const column = (n: 'First' | 'Second' | 'Third') => toolbar().getByRole('combobox', { name: `${n} translation` });
  const headers = () => app.page.locator('.parallel-text thead th[data-translation]').allTextContents();
  const licences = () => app.page.locator('.reader-licences li').allTextContents();

  it('reads a chapter in any of the eight, named as core names them', async () => {
    const { page } = app;
    await open('Psalms 23', 'Psalms 23');
    const translation = toolbar().getByRole('combobox', { name: 'Translation', exact: true });
    expect(await translation.locator('option').count()).toBe(8);
    await expect.poll(() => translation.locator('option[value="ylt"]').textContent()).toBe("YLT · Young's Literal Translation (1898)");

    await translation.selectOption('ylt');
    await expect.poll(() => page.locator('.chapter-text').textContent()).toContain('Jehovah is my shepherd');
    expect(await page.locator('.chapter-text .verse').count()).toBe(6);
    expect(await page.locator('.reader-subtitle').textContent()).toBe("Young's Literal Translation (1898)");
    expect(await licences()).toEqual(["YLT · Young's Literal Translation (1898) · public domain"]);
  });

  it('shows two chosen translations side by side, verse by verse, and remembers them', async () => {
    const { page } = app;
    await layout().getByRole('radio', { name: 'Side by side' }).check();
    // The translation being read stays in view, in the first column.
    expect(await column('First').inputValue()).toBe('ylt');
    await column('Second').selectOption('asv');
    await expect.poll(headers).toEqual(["YLT · Young's Literal Translation (1898)", 'ASV · American Standard Version (1901)']);
    const rows = page.locator('.parallel-text tbody tr.verse');
    expect(await rows.count()).toBe(6);
    for (const n of [1, 2]) {
      const cells = page.locator(`.parallel-text tbody tr.verse td:nth-of-type(${n})`);
      expect(await cells.count()).toBe(6);
      expect((await cells.allTextContents()).every((text) => text.trim().length > 10)).toBe(true);
    }
    expect(await rows.first().locator('td').last().textContent()).toContain('Jehovah is my shepherd; I shall not want.');
    expect(await licences()).toEqual(["YLT · Young's Literal Translation (1898) · public domain", 'ASV · American Standard Version (1901) · public domain']);
    expect(await column('Third').inputValue()).toBe('');
    await app.screenshot('translations-side-by-side');

    await page.reload();
    await page.locator('[data-testid="balance"]').filter({ hasText: /\d/ }).waitFor();
    await open('ps 23', 'Psalms 23');
    expect(await layout().getByRole('radio', { name: 'Side by side' }).isChecked()).toBe(true);
    await expect.poll(headers).toEqual(["YLT · Young's Literal Translation (1898)", 'ASV · American Standard Version (1901)']);
    expect(await column('First').inputValue()).toBe('ylt');
    expect(await column('Second').inputValue()).toBe('asv');
  });

  it('highlights a verse selected side by side', async () => {
    const { page } = app;
    const row = page.locator('.parallel-text tr.verse[data-verse="4"]');
    await row.getByRole('button', { name: 'Verse 4', exact: true }).click();
    const tools = page.getByRole('region', { name: 'Study tools for Psalms 23:4' });
    await tools.waitFor();
    expect(await row.getAttribute('class')).toContain('is-selected');
    await tools.getByRole('button', { name: 'Highlight green' }).click();
    await expect.poll(() => row.getAttribute('data-highlight')).toBe('green');
    await tools.getByRole('button', { name: 'Clear selection' }).click();
    await tools.waitFor({ state: 'detached' });
    // The highlight is on the verse, whichever translation shows it.
    await layout().getByRole('radio', { name: 'Single' }).check();
    await expect.poll(() => page.locator('.chapter-text .verse[data-verse="4"]').getAttribute('data-highlight')).toBe('green');
    await layout().getByRole('radio', { name: 'Side by side' }).check();
    await expect.poll(() => row.getAttribute('data-highlight')).toBe('green');
  });

  it('adds a third column, where a verse a translation lacks shows as an empty cell', async () => {
    const { page } = app;
    await open('Mark 11:26', 'Mark 11');
    await column('Third').selectOption('nheb');
    await expect
      .poll(headers)
      .toEqual(["YLT · Young's Literal Translation (1898)", 'ASV · American Standard Version (1901)', 'NHEB · New Heart English Bible']);
    const missing = page.locator('.parallel-text tr.verse[data-verse="26"] td').nth(2);
    await expect.poll(() => missing.getAttribute('title')).toBe('Not in this translation');
    expect(await missing.locator('[aria-hidden="true"]').textContent()).toBe('—');
    expect(await page.locator('.parallel-text .parallel-missing').count()).toBe(1);
    expect(await licences()).toHaveLength(3);
    // Only the pane scrolls (to the verse), never the page.
    expect(await page.evaluate(() => document.documentElement.scrollTop)).toBe(0);
    await app.screenshot('translations-three-columns');

    // Choosing a translation already shown swaps the two columns.
    await column('First').selectOption('asv');
    await expect
      .poll(headers)
      .toEqual(['ASV · American Standard Version (1901)', "YLT · Young's Literal Translation (1898)", 'NHEB · New Heart English Bible']);
    await column('Third').selectOption('');
    await column('First').selectOption('ylt');
    await column('Second').selectOption('asv');
    await expect.poll(headers).toEqual(["YLT · Young's Literal Translation (1898)", 'ASV · American Standard Version (1901)']);
  });

  it('fits a small window', async () => {
    const { page } = app;
    await resize(page, SMALL_VIEWPORT);
    await open('Psalms 23', 'Psalms 23');
    await page.locator('.parallel-text tr.verse[data-verse="6"]').waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(800);
    await app.screenshot('translations-side-by-side-800x600');
    await resize(page, DEFAULT_VIEWPORT);
  });

  it('says what the Douay-Rheims leaves out: its books outside the 66, and the verses of a chapter it lacks', async () => {
    const { page } = app;
    await layout().getByRole('radio', { name: 'Single' }).check();
    await open('Isaiah 5', 'Isaiah 5');
    const translation = toolbar().getByRole('combobox', { name: 'Translation', exact: true });
    await translation.selectOption('rhe');
    await expect.poll(() => page.locator('.chapter-text').getAttribute('data-translation')).toBe('rhe');
    // Its file prints "dummy verses" for Isaiah 5:1-9: they are not shown, and the page says so under the heading.
    expect(await page.locator('.chapter-text .verse').first().getAttribute('data-verse')).toBe('10');
    const gaps = page.getByRole('list', { name: 'Verses missing from this chapter' });
    expect(await gaps.textContent()).toBe('Not in the Douay-Rheims (Challoner) here: verses 1–9.');
    await app.screenshot('translations-douay-rheims-gaps');
    // Under the text: the books it does not have here, and how many verses core could not place.
    const { translations } = await app.core.api['bible.listTranslations']({});
    const missing = translations.find((t) => t.id === 'rhe')!.missingVerses;
    const note = page.locator('.reader-translation-note');
    expect(await note.textContent()).toContain(
      'has only the 66 books here: its others (Tobit, Judith, Wisdom, Baruch, 2 Maccabees and others, and Daniel 13–14)',
    );
    expect(await note.textContent()).toContain(`${missing} verses it could not place with certainty, or that its source file lacks, are left out.`);
    expect(await licences()).toEqual(['DRA · Douay-Rheims (Challoner) · public domain']);
    await note.scrollIntoViewIfNeeded();
    await app.screenshot('translations-douay-rheims-note');

    // A chapter it has whole (opened from the reader's own picker, which keeps the translation): no
    // list of missing verses; the note on the whole Bible stays.
    await toolbar().getByRole('combobox', { name: 'Book' }).selectOption('Genesis');
    await waitForHeading('Genesis 1');
    expect(await page.locator('.chapter-text').getAttribute('data-translation')).toBe('rhe');
    expect(await gaps.count()).toBe(0);
    expect(await note.count()).toBe(1);
    // Another translation: no such note.
    await translation.selectOption('kjv');
    await expect.poll(() => note.count()).toBe(0);
  });

  it('searches any of them by keyword from the search bar', async () => {
    const { page } = app;
    await page.locator('#filter-translation').selectOption('ylt');
    const box = page.getByRole('searchbox', { name: /^Search the Bible/ });
    await box.fill('Jehovah shepherd');
    await box.press('Enter');
    const first = page.locator('.result-card').first();
    await first.waitFor();
    expect(await first.textContent()).toMatch(/Jehovah/);
    expect(await page.locator('.result-card').filter({ hasText: 'Psalms 23:1' }).count()).toBe(1);
    // The KJV writes "the LORD" there: the same search finds nothing in it.
    const core = await app.core.api['bible.search']({ query: 'Jehovah shepherd', top_k: 5, translation: 'kjv' });
    expect(core.total).toBe(0);
    await page.locator('#filter-translation').selectOption('kjv');
  });
});
