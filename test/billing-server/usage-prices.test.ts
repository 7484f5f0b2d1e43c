import { describe, expect, it } from 'vitest';
import { COSTS } from '#shared/contract/credits.ts';
import { USAGE_OPERATIONS, USAGE_PRICES } from '../../src/billing-server/ledger/sync.ts';

// The billing server keeps its own price list (it is a separate service and cannot import the app), so this
// test is what keeps it in step with the prices the app charges.
describe('usage prices', () => {
  it('are the app’s COSTS: the same operations at the same prices', () => {
    expect(USAGE_PRICES).toEqual(COSTS);
    expect([...USAGE_OPERATIONS].sort()).toEqual(Object.keys(COSTS).sort());
    expect(Object.keys(USAGE_PRICES).sort()).toEqual([...USAGE_OPERATIONS].sort());
  });
});
