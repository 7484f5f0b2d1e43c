import { describe, expect, it, vi } from 'vitest';
import type { ApiClient, MethodInput, PlanSummary } from '#shared/contract/index.ts';
import { createAppStore } from '../../store/app-store.ts';

const storage = () => {
  const data = new Map<string, string>();
  return { getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v), removeItem: () => {} };
};

const PSALMS: PlanSummary = {
  id: 'psalms-proverbs-month',
  title: 'Psalms and Proverbs in a month',
  description: 'All 150 psalms and 31 proverbs, six chapters a day.',
  days: 31,
  chapters: 181,
  doneDays: [],
  nextDay: 1,
  nextReadings: ['Psalms 1', 'Psalms 2'],
};

describe('the plans slice', () => {
  it('lists the plans and replaces one with core’s answer when a day is marked', async () => {
    const markDay = vi.fn(async ({ day, done }: MethodInput<'plans.markDay'>) => ({
      plan: { ...PSALMS, doneDays: done ? [day] : [], nextDay: done ? 2 : 1, nextReadings: done ? ['Psalms 6'] : PSALMS.nextReadings },
    }));
    const api = { 'plans.list': async () => ({ plans: [PSALMS] }), 'plans.markDay': markDay } as unknown as ApiClient;
    const store = createAppStore({ api, storage: storage() });
    await store.getState().loadPlans();
    expect(store.getState().plans).toEqual([PSALMS]);

    expect(await store.getState().markPlanDay('psalms-proverbs-month', 1, true)).toBe(true);
    expect(markDay).toHaveBeenCalledWith({ plan: 'psalms-proverbs-month', day: 1, done: true });
    expect(store.getState().plans[0]).toMatchObject({ doneDays: [1], nextDay: 2, nextReadings: ['Psalms 6'] });
    expect(store.getState().plansBusy).toBeNull();
  });

  it('opens a reading as a whole chapter, one-chapter books included', async () => {
    const getVerses = vi.fn(async (_: MethodInput<'bible.getVerses'>) => ({ reference: 'Jude 1', translation: 'kjv' as const, verses: [] }));
    const api = { 'bible.getVerses': getVerses, 'study.listItems': async () => ({ items: [], total: 0 }) } as unknown as ApiClient;
    const store = createAppStore({ api, storage: storage() });
    await store.getState().openPlanReading('Jude 1');
    expect(getVerses.mock.calls.map(([input]) => input.reference)).toEqual(['Jude']);
    expect(store.getState().readerFocus).toBeNull();
    expect(store.getState().view).toBe('reader');
  });
});
