import { billingUrlSchema, pastedAccountKeySchema } from '#shared/contract/billing.ts';
import type { BillingOptions } from './billing-service.ts';

/**
 * The billing overrides a host reads from its environment: `SCRIPTURE_BILLING_URL` (wins over the
 * saved setting) and `SCRIPTURE_BILLING_KEY` (wins over the stored key). Empty counts as unset; a bad
 * value throws a message naming the variable, never echoing a key.
 */
export function readBillingEnv(env: NodeJS.ProcessEnv): Pick<BillingOptions, 'url' | 'apiKey'> {
  const options: Pick<BillingOptions, 'url' | 'apiKey'> = {};
  if (env.SCRIPTURE_BILLING_URL) {
    const url = billingUrlSchema.safeParse(env.SCRIPTURE_BILLING_URL);
    if (!url.success) throw new Error(`SCRIPTURE_BILLING_URL ${url.error.issues[0]?.message ?? 'is not valid'}, not "${env.SCRIPTURE_BILLING_URL}"`);
    options.url = url.data;
  }
  if (env.SCRIPTURE_BILLING_KEY) {
    const key = pastedAccountKeySchema.safeParse(env.SCRIPTURE_BILLING_KEY);
    if (!key.success) throw new Error(`SCRIPTURE_BILLING_KEY ${key.error.issues[0]?.message ?? 'is not valid'}`);
    options.apiKey = key.data;
  }
  return options;
}
