import { execute, queryAll, queryColumn, sql } from '#sqlite/sql.ts';
import type { DataDb } from './open.ts';

// The `reading_progress` table (migration 0050): the days of each reading plan marked read.

export function doneDays(db: DataDb, plan: string): number[] {
  return queryColumn<number>(db, sql`SELECT day FROM reading_progress WHERE plan = ${plan} ORDER BY day`);
}

export function markDay(db: DataDb, plan: string, day: number, done: boolean, at: string): void {
  if (done) execute(db, sql`INSERT INTO reading_progress (plan, day, done_at) VALUES (${plan}, ${day}, ${at}) ON CONFLICT DO NOTHING`);
  else execute(db, sql`DELETE FROM reading_progress WHERE plan = ${plan} AND day = ${day}`);
}

/** Every day read, by plan and day: what a backup holds. */
export function allDaysRead(db: DataDb): { plan: string; day: number; doneAt: string }[] {
  return queryAll(db, sql`SELECT plan, day, done_at AS doneAt FROM reading_progress ORDER BY plan, day`);
}

/** Marks a day read unless it is; true if it was added. */
export function addDayRead(db: DataDb, plan: string, day: number, at: string): boolean {
  return execute(db, sql`INSERT INTO reading_progress (plan, day, done_at) VALUES (${plan}, ${day}, ${at}) ON CONFLICT DO NOTHING`).changes === 1;
}
