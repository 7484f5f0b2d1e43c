import { describe, expect, it } from 'vitest';
import type { ApiClient } from '#shared/contract/index.ts';
import { createAppStore } from '../../store/app-store.ts';
import { crossesLowBalance } from './low-balance.ts';
import { selectLowBalancePrompt } from './selectors.ts';

describe('crossesLowBalance', () => {
  it('is true only for the spend that takes the balance from the threshold or above to below it', () => {
    expect(crossesLowBalance(25, 3, 20)).toBe(false);
    expect(crossesLowBalance(23, 3, 20)).toBe(false);
    expect(crossesLowBalance(22, 3, 20)).toBe(true);
    expect(crossesLowBalance(20, 1, 20)).toBe(true);
    expect(crossesLowBalance(30, 10, 21)).toBe(true);
  });

  it('does not ask again once the balance is already below the threshold', () => {
    expect(crossesLowBalance(19, 1, 20)).toBe(false);
    expect(crossesLowBalance(5, 3, 20)).toBe(false);
  });

  it('is off at a threshold of 0, for free work, and when core would refuse the spend anyway', () => {
    expect(crossesLowBalance(1, 1, 0)).toBe(false);
    expect(crossesLowBalance(20, 0, 20)).toBe(false);
    expect(crossesLowBalance(5, 10, 4)).toBe(false);
  });
});

describe('confirmLowBalance', () => {
  // No call reaches core here: every method refuses, loudly, if one did.
  const api = new Proxy({} as ApiClient, { get: (_, method) => () => Promise.reject(new Error(`unexpected call: ${String(method)}`)) });
  const storage = { getItem: () => null, setItem: () => {}, removeItem: () => {} };

  function storeWith(balance: number | null, threshold = 20) {
    const store = createAppStore({ api, storage });
    store.setState({ balance, lowBalanceThreshold: threshold });
    return store;
  }

  it('resolves at once when the search leaves the balance at or above the threshold', async () => {
    const store = storeWith(30);
    await expect(store.getState().confirmLowBalance(10)).resolves.toBe(true);
    expect(selectLowBalancePrompt(store.getState())).toBeNull();
  });

  it('resolves at once when the balance is not known yet, or the warning is off', async () => {
    await expect(storeWith(null).getState().confirmLowBalance(3)).resolves.toBe(true);
    await expect(storeWith(20, 0).getState().confirmLowBalance(3)).resolves.toBe(true);
  });

  it('asks when the search crosses the threshold, and runs it only on Continue', async () => {
    const store = storeWith(21);
    const answer = store.getState().confirmLowBalance(3);
    expect(selectLowBalancePrompt(store.getState())).toEqual({ balance: 21, cost: 3, threshold: 20 });
    store.getState().answerLowBalance(true);
    await expect(answer).resolves.toBe(true);
    expect(selectLowBalancePrompt(store.getState())).toBeNull();

    const cancelled = store.getState().confirmLowBalance(3);
    store.getState().answerLowBalance(false);
    await expect(cancelled).resolves.toBe(false);
  });

  it('cancels a waiting search when a newer one asks', async () => {
    const store = storeWith(20);
    const first = store.getState().confirmLowBalance(1);
    const second = store.getState().confirmLowBalance(10);
    await expect(first).resolves.toBe(false);
    expect(selectLowBalancePrompt(store.getState())?.cost).toBe(10);
    store.getState().answerLowBalance(true);
    await expect(second).resolves.toBe(true);
  });
});
