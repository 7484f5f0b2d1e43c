import type { z } from 'zod';
import * as bible from './bible.ts';
import * as credits from './credits.ts';
import * as system from './system.ts';

/**
 * Every operation the core offers, by globally unique `domain.verbNoun` name, with its input and
 * output schemas. IPC and HTTP both validate against these; core implements `Api`.
 */
export const contract = {
  /** Keyword (FTS5) search over one translation; costs `COSTS.keyword`. */
  'bible.search': { input: bible.keywordSearchInput, output: bible.keywordSearchOutput },
  /** Verses or a whole chapter by a typed reference; free. */
  'bible.getVerses': { input: bible.getVersesInput, output: bible.getVersesOutput },
  /** The 66 books with testament, chapter counts and abbreviations; free. */
  'bible.listBooks': { input: bible.listBooksInput, output: bible.listBooksOutput },
  /** The local credit balance and the cost table; free. */
  'credits.getBalance': { input: credits.getBalanceInput, output: credits.getBalanceOutput },
  /** The newest ledger entries (grants, purchases, debits), newest first; free. */
  'credits.listUsage': { input: credits.listUsageInput, output: credits.listUsageOutput },
  /** Liveness and database facts; free. */
  'system.health': { input: system.healthInput, output: system.healthOutput },
} as const;

export type Contract = typeof contract;
export type Method = keyof Contract;
export type MethodInput<M extends Method> = z.input<Contract[M]['input']>;
export type MethodParsedInput<M extends Method> = z.output<Contract[M]['input']>;
export type MethodOutput<M extends Method> = z.output<Contract[M]['output']>;

/** What core implements: each method takes the parsed (defaults applied) input. */
export type Api = { [M in Method]: (input: MethodParsedInput<M>) => Promise<MethodOutput<M>> };

/** What clients call: each method takes the raw input, as a user or script would write it. */
export type ApiClient = { [M in Method]: (input: MethodInput<M>) => Promise<MethodOutput<M>> };

export const METHODS = Object.keys(contract) as Method[];

export function isMethod(name: unknown): name is Method {
  return typeof name === 'string' && Object.hasOwn(contract, name);
}

export * from './bible.ts';
export * from './credits.ts';
export * from './system.ts';
