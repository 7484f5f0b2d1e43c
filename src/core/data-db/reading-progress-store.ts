import { execute, queryColumn, sql } from '#sqlite/sql.ts';
import type { DataDb } from './open.ts';

// The `reading_progress` table (migration 0050): the days of each reading plan marked read.

export function doneDays(db: DataDb, plan: string): number[] {
  return queryColumn<number>(db, sql`SELECT day FROM reading_progress WHERE plan = ${plan} ORDER BY day`);
}

export function markDay(db: DataDb, plan: string, day: number, done: boolean, at: string): void {
  if (done) execute(db, sql`INSERT INTO reading_progress (plan, day, done_at) VALUES (${plan}, ${day}, ${at}) ON CONFLICT DO NOTHING`);
  else execute(db, sql`DELETE FROM reading_progress WHERE plan = ${plan} AND day = ${day}`);
}
