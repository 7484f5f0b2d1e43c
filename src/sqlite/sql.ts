import type Database from 'better-sqlite3';

// The one way SQL reaches SQLite in this project (the app's databases and the reference billing
// server's): statements are built by the `sql` tag, which binds every value as a parameter, and run
// through the helpers below on a handle typed for what the caller may do.

/**
 * Handle types: functions that only read take a `ReadableDB`, so a write hidden in a read path fails
 * to compile. Both are the same better-sqlite3 connection at run time.
 */
export type ReadableDB = Database.Database & { readonly __readable: never };
export type WritableDB = ReadableDB & { readonly __writable: never };

export type SqlValue = string | number | bigint | Uint8Array | null;

/** A name spliced into SQL text (a table that varies by translation): only from `identifier`. */
export interface Identifier {
  readonly identifier: string;
}

/** A statement and its bound values; built only by `sql`, so values never reach the SQL text. */
export interface Query {
  readonly text: string;
  readonly values: readonly SqlValue[];
}

const IDENTIFIER = /^[a-z_][a-z0-9_]*(\.[a-z_][a-z0-9_]*)?$/;

/** A table or column name for `sql`; refuses anything but plain lower-case names, so it can never carry SQL. */
export function identifier(name: string): Identifier {
  if (!IDENTIFIER.test(name)) throw new Error(`not an SQL identifier: ${JSON.stringify(name)}`);
  return { identifier: name };
}

const isIdentifier = (value: unknown): value is Identifier => typeof value === 'object' && value !== null && 'identifier' in value;

/** Tagged template: every interpolated value becomes a `?` parameter; an `identifier(...)` is spliced as a name. */
export function sql(strings: TemplateStringsArray, ...values: (SqlValue | Identifier)[]): Query {
  let text = strings[0]!;
  const bound: SqlValue[] = [];
  values.forEach((value, i) => {
    if (isIdentifier(value)) text += value.identifier;
    else {
      text += '?';
      bound.push(value);
    }
    text += strings[i + 1]!;
  });
  return { text, values: bound };
}

// Prepared statements by connection and text: preparing costs more than running a small query.
const statements = new WeakMap<Database.Database, Map<string, Database.Statement>>();

function prepare(db: ReadableDB, query: Query): Database.Statement {
  let cache = statements.get(db);
  if (!cache) statements.set(db, (cache = new Map()));
  let statement = cache.get(query.text);
  if (!statement) cache.set(query.text, (statement = db.prepare(query.text)));
  // A cached statement is shared: a reader sets its modes on every use.
  return statement.reader ? statement.raw(false).pluck(false) : statement;
}

export function queryOne<Row>(db: ReadableDB, query: Query): Row | undefined {
  return prepare(db, query).get(...query.values) as Row | undefined;
}

export function queryAll<Row>(db: ReadableDB, query: Query): Row[] {
  return prepare(db, query).all(...query.values) as Row[];
}

/** The first column of every row. */
export function queryColumn<Value>(db: ReadableDB, query: Query): Value[] {
  return prepare(db, query)
    .pluck(true)
    .all(...query.values) as Value[];
}

/** Every row as an array of its columns, for large reads (no object per row). */
export function queryRows<Row extends unknown[]>(db: ReadableDB, query: Query): Row[] {
  return prepare(db, query)
    .raw(true)
    .all(...query.values) as Row[];
}

export function execute(db: WritableDB, query: Query): Database.RunResult {
  return prepare(db, query).run(...query.values);
}

/** Runs statements without parameters (schema scripts). */
export function executeScript(db: WritableDB, script: string): void {
  db.exec(script);
}

/** Runs `fn` in a BEGIN IMMEDIATE transaction, so a second process on the same file waits instead of failing mid-way. */
export function writeTransaction<T>(db: WritableDB, fn: () => T): T {
  return db.transaction(fn).immediate();
}

/** Reads a pragma's value (`user_version`, `journal_mode`); pragmas take no bound parameters. */
export function readPragma(db: ReadableDB, name: string): unknown {
  return db.pragma(name, { simple: true });
}

/** Sets a pragma (`journal_mode = WAL`); the names and values are the code's own, never input. */
export function setPragma(db: WritableDB, assignment: string): void {
  db.pragma(assignment);
}
