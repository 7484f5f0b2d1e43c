import { afterEach, describe, expect, it } from 'vitest';
import { parseMethodInput } from '#shared/validate.ts';
import { createTestCore } from '../../../test/helpers.ts';
import { createCore } from '../create-core.ts';
import { defaultVersesDbPath } from '../paths.ts';

const cleanups: (() => void)[] = [];
afterEach(() => cleanups.splice(0).forEach((f) => f()));

function core() {
  const c = createTestCore();
  cleanups.push(c.cleanup);
  return c;
}

describe('reading plans', () => {
  it('spread each plan’s chapters over its days, in order, every chapter once', async () => {
    const c = core();
    const { plans } = await c.api['plans.list']({});
    expect(plans.map((p) => [p.id, p.days, p.chapters])).toEqual([
      ['bible-in-a-year', 365, 1189],
      ['new-testament-90-days', 90, 260],
      ['psalms-proverbs-month', 31, 181],
    ]);
    for (const plan of plans) {
      const days = await Promise.all(Array.from({ length: plan.days }, (_, i) => c.api['plans.getDay']({ plan: plan.id, day: i + 1 })));
      const all = days.flatMap((d) => d.readings);
      expect(all).toHaveLength(plan.chapters);
      expect(new Set(all).size).toBe(plan.chapters);
      const sizes = days.map((d) => d.readings.length);
      expect(Math.max(...sizes) - Math.min(...sizes)).toBeLessThanOrEqual(1);
    }
    expect((await c.api['plans.getDay']({ plan: 'bible-in-a-year', day: 1 })).readings).toEqual(['Genesis 1', 'Genesis 2', 'Genesis 3']);
    expect((await c.api['plans.getDay']({ plan: 'bible-in-a-year', day: 365 })).readings.at(-1)).toBe('Revelation 22');
    expect((await c.api['plans.getDay']({ plan: 'new-testament-90-days', day: 1 })).readings[0]).toBe('Matthew 1');
    expect((await c.api['plans.getDay']({ plan: 'psalms-proverbs-month', day: 31 })).readings.at(-1)).toBe('Proverbs 31');
  });

  it('keeps the days read across a restart; the next day is the first not read', async () => {
    const c = core();
    const mark = async (day: number, done: boolean) => (await c.api['plans.markDay']({ plan: 'psalms-proverbs-month', day, done })).plan;
    expect((await mark(1, true)).nextDay).toBe(2);
    const after = await mark(2, true);
    expect([after.doneDays, after.nextDay, after.nextReadings[0]]).toEqual([[1, 2], 3, 'Psalms 12']);
    expect((await mark(1, false)).nextDay).toBe(1);
    expect((await mark(2, true)).doneDays).toEqual([2]);
    c.close();
    const reopened = createCore({ versesDbPath: defaultVersesDbPath(), dataDir: c.dataDir });
    cleanups.unshift(() => reopened.close());
    const plan = (await reopened.api['plans.list']({})).plans.find((p) => p.id === 'psalms-proverbs-month')!;
    expect(plan.doneDays).toEqual([2]);
  });

  it('refuses a day past the plan’s end or an unknown plan, writing nothing', async () => {
    const c = core();
    await expect(c.api['plans.markDay']({ plan: 'new-testament-90-days', day: 91, done: true })).rejects.toMatchObject({
      code: 'not_found',
      details: { field: 'day' },
    });
    expect(() => parseMethodInput('plans.markDay', { plan: 'torah-in-a-week', day: 1, done: true })).toThrow(
      expect.objectContaining({ code: 'invalid_request' }),
    );
    expect(() => parseMethodInput('plans.markDay', { plan: 'bible-in-a-year', day: 0, done: true })).toThrow(
      expect.objectContaining({ code: 'invalid_request' }),
    );
    expect((await c.api['plans.list']({})).plans.every((p) => p.doneDays.length === 0)).toBe(true);
  });
});

describe('the verse of the day', () => {
  it('is one well-referenced verse, the same all day and different the next, cycling through 366', async () => {
    const c = core();
    const on = async (date: string) => (await c.api['bible.verseOfTheDay'](parseMethodInput('bible.verseOfTheDay', { date }))).verse;
    expect(await on('2026-11-25')).toEqual(await on('2026-11-25'));
    const year = await Promise.all(Array.from({ length: 366 }, (_, i) => on(new Date(Date.UTC(2027, 0, 1 + i)).toISOString().slice(0, 10))));
    expect(new Set(year.map((v) => v.reference)).size).toBe(366);
    expect(year.every((v) => v.text.length <= 220)).toBe(true);
    // Consecutive days are from different books as a rule.
    expect(year.filter((v, i) => i > 0 && v.book === year[i - 1]!.book).length).toBeLessThan(40);
    const web = (await c.api['bible.verseOfTheDay'](parseMethodInput('bible.verseOfTheDay', { date: '2026-11-25', translation: 'web' }))).verse;
    expect([web.translation, web.reference]).toEqual(['web', (await on('2026-11-25')).reference]);
    expect(() => parseMethodInput('bible.verseOfTheDay', { date: '25/11/2026' })).toThrow(expect.objectContaining({ code: 'invalid_request' }));
  });
});
