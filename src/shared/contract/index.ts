import type { z } from 'zod';
import * as billing from './billing.ts';
import * as bible from './bible.ts';
import * as credits from './credits.ts';
import * as semantic from './semantic.ts';
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
  // Semantic search (src/core/semantic).
  /** Search by meaning: hybrid of sentence-embedding neighbours and bm25 over KJV and WEB; costs `COSTS.semantic`. */
  'bible.searchSemantic': { input: semantic.semanticSearchInput, output: semantic.semanticSearchOutput },
  /** "More like this": the verses nearest in meaning to a verse, excluding itself; costs `COSTS.similar`. */
  'bible.similar': { input: semantic.similarInput, output: semantic.similarOutput },
  /** The 30 themes with how many verses carry each; free. */
  'bible.listThemes': { input: semantic.listThemesInput, output: semantic.listThemesOutput },
  /** The local credit balance and the cost table; free. */
  'credits.getBalance': { input: credits.getBalanceInput, output: credits.getBalanceOutput },
  /** The newest ledger entries (grants, purchases, debits), newest first; free. */
  'credits.listUsage': { input: credits.listUsageInput, output: credits.listUsageOutput },
  /** Liveness and database facts; free. */
  'system.health': { input: system.healthInput, output: system.healthOutput },
  // Credits sync and credit pack purchases (src/core/billing).
  /** Billing URL, masked account key, unsynced usage and the last sync; free, never calls the service. */
  'billing.getStatus': { input: billing.billingStatusInput, output: billing.billingStatusOutput },
  /** Saves (or, with null, forgets) the billing service URL in the data folder. */
  'billing.setSettings': { input: billing.setBillingSettingsInput, output: billing.billingStatusOutput },
  /** Checks an existing account key with the service, stores it and syncs, restoring that account's balance. */
  'billing.setAccountKey': { input: billing.setAccountKeyInput, output: billing.billingStatusOutput },
  /** The credit packs on sale; offline, the last list seen with `stale: true`. */
  'billing.listPacks': { input: billing.listPacksInput, output: billing.listPacksOutput },
  /** Opens a checkout for a pack and, in the desktop app, its payment page in the system browser. */
  'billing.startCheckout': { input: billing.startCheckoutInput, output: billing.startCheckoutOutput },
  /** One look at a checkout; once it is complete, syncs so the purchase is credited. */
  'billing.getCheckout': { input: billing.getCheckoutInput, output: billing.checkoutStateOutput },
  /** Polls a checkout with backoff until it completes (then syncs), expires or the wait times out. */
  'billing.waitForCheckout': { input: billing.waitForCheckoutInput, output: billing.checkoutStateOutput },
  /** Delivers unsynced usage and takes the service's balance and purchases. */
  'billing.sync': { input: billing.billingSyncInput, output: billing.billingSyncOutput },
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

export * from './billing.ts';
export * from './bible.ts';
export * from './credits.ts';
export * from './semantic.ts';
export * from './system.ts';
