import type { Api } from '#shared/contract/index.ts';
import type { PlanId, PlanSummary } from '#shared/contract/plans.ts';
import { SINGLE_CHAPTER_BOOKS } from '#shared/bible/books.ts';
import { AppError } from '#shared/errors.ts';
import type { VerseStore } from '../bible/verse-store.ts';
import type { DataDb } from '../data-db/open.ts';
import { doneDays, markDay } from '../data-db/reading-progress-store.ts';

interface PlanDefinition {
  title: string;
  description: string;
  days: number;
  /** Which books, by canonical index, in reading order. */
  books: (index: number) => boolean;
}

const PLANS: Record<PlanId, PlanDefinition> = {
  'bible-in-a-year': {
    title: 'The Bible in a year',
    description: 'Every chapter from Genesis to Revelation, three or four a day.',
    days: 365,
    books: () => true,
  },
  'new-testament-90-days': {
    title: 'The New Testament in 90 days',
    description: 'Matthew to Revelation, about three chapters a day.',
    days: 90,
    books: (index) => index >= 40,
  },
  'psalms-proverbs-month': {
    title: 'Psalms and Proverbs in a month',
    description: 'All 150 psalms and 31 proverbs, six chapters a day.',
    days: 31,
    books: (index) => index === 19 || index === 20,
  },
};

/** How many days each plan has: what a backup's days read are checked against. */
export const planDays = (plan: PlanId): number => PLANS[plan].days;

type PlansApi = Pick<Api, 'plans.list' | 'plans.getDay' | 'plans.markDay'>;

/** Reading plans: each plan's chapters spread evenly over its days, and the days marked read. */
export function createPlansApi({ db, store, now }: { db: DataDb; store: VerseStore; now: () => Date }): PlansApi {
  let chapters: Record<PlanId, string[]> | undefined;
  /** Each plan's chapters in reading order (`Genesis 1`, … `Jude`), from the books the texts hold. */
  function chaptersOf(plan: PlanId): string[] {
    chapters ??= Object.fromEntries(
      Object.entries(PLANS).map(([id, def]) => [
        id,
        store
          .listBooks()
          .filter((b) => def.books(b.index))
          .flatMap((b) => Array.from({ length: b.chapters }, (_, i) => (SINGLE_CHAPTER_BOOKS.has(b.name) ? b.name : `${b.name} ${i + 1}`))),
      ]),
    ) as Record<PlanId, string[]>;
    return chapters[plan];
  }

  /** Day `day`'s chapters (1-based): the plan's chapters cut into `days` runs as even as whole chapters allow. */
  function readings(plan: PlanId, day: number): string[] {
    const all = chaptersOf(plan);
    const { days } = PLANS[plan];
    if (day > days) throw new AppError('not_found', `${PLANS[plan].title} has ${days} days`, { field: 'day' });
    return all.slice(Math.floor(((day - 1) * all.length) / days), Math.floor((day * all.length) / days));
  }

  function summary(plan: PlanId): PlanSummary {
    const def = PLANS[plan];
    const done = doneDays(db, plan);
    const read = new Set(done);
    let nextDay = 1;
    while (read.has(nextDay)) nextDay++;
    return {
      id: plan,
      title: def.title,
      description: def.description,
      days: def.days,
      chapters: chaptersOf(plan).length,
      doneDays: done,
      nextDay,
      nextReadings: nextDay > def.days ? [] : readings(plan, nextDay),
    };
  }

  return {
    async 'plans.list'() {
      return { plans: (Object.keys(PLANS) as PlanId[]).map(summary) };
    },
    async 'plans.getDay'(input) {
      return { plan: input.plan, day: input.day, readings: readings(input.plan, input.day), done: doneDays(db, input.plan).includes(input.day) };
    },
    async 'plans.markDay'(input) {
      readings(input.plan, input.day); // refuses a day past the plan's end
      markDay(db, input.plan, input.day, input.done, now().toISOString());
      return { plan: summary(input.plan) };
    },
  };
}
