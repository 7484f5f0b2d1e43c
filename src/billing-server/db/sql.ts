import type Database from 'better-sqlite3';

/**
 * Handle types: functions that only read take a `ReadableDB`, so a write hidden in a read path fails to compile.
 * Both are the same better-sqlite3 connection at run time.
 */
export type ReadableDB = Database.Database & { readonly __readable: never };
export type WritableDB = ReadableDB & { readonly __writable: never };

export type SqlValue = string | number | bigint | Buffer | null;

/** A statement and its bound values; built only by `sql`, so values never reach the SQL text. */
export interface Query {
  readonly text: string;
  readonly values: readonly SqlValue[];
}

/** Tagged template that turns every interpolation into a `?` parameter. */
export function sql(strings: TemplateStringsArray, ...values: SqlValue[]): Query {
  return { text: strings.join('?'), values };
}

export function queryOne<Row>(db: ReadableDB, query: Query): Row | undefined {
  return db.prepare(query.text).get(...query.values) as Row | undefined;
}

export function queryAll<Row>(db: ReadableDB, query: Query): Row[] {
  return db.prepare(query.text).all(...query.values) as Row[];
}

export function execute(db: WritableDB, query: Query): Database.RunResult {
  return db.prepare(query.text).run(...query.values);
}

/** Runs `fn` in a BEGIN IMMEDIATE transaction so a second process on the same file waits instead of failing mid-way. */
export function writeTransaction<T>(db: WritableDB, fn: () => T): T {
  return db.transaction(fn).immediate();
}
