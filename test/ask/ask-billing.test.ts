import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COSTS } from '#shared/contract/index.ts';
import { ledgerRows, serverState, startTestBilling, storedKey, type TestBilling } from '../billing/helpers.ts';
import { openAskCore, type AskCore } from './helpers.ts';
import { startTestLlm, type TestLlm } from './llm-server.ts';

// Charging happens only when an answer completes, so a failed answer leaves no debit for the sync to
// deliver and nothing to refund; the service's ledger counts exactly the completed answers.
describe('questions and the billing service', () => {
  let billing: TestBilling;
  let llm: TestLlm;
  let fail = false;
  let core: AskCore;
  beforeAll(async () => {
    billing = await startTestBilling({ freeCredits: 100 });
    llm = await startTestLlm((req) => ({
      stream: [`It says “${req.verses[0]!.text.split(' ').slice(0, 3).join(' ')}” (${req.verses[0]!.reference}). `, 'More', ' words.'],
      ...(fail && { failAfter: 2 }),
    }));
    core = openAskCore({
      freeCredits: 100,
      llm: { url: llm.url, timeoutMs: 5000 },
      billing: { url: billing.url, syncOnStart: false, syncIntervalMs: 0, requestTimeoutMs: 5000, log: () => undefined },
    });
  });
  afterAll(async () => {
    core.cleanup();
    await llm.close();
    await billing.close();
  });

  it('delivers one `ask` usage per completed answer and none for an answer that failed midway', async () => {
    await core.api['billing.sync']({});
    const key = storedKey(core.dataDir);
    expect((await serverState(billing.url, key)).balance).toBe(100);

    const answered = await core.api['bible.ask']({ question: 'What are the wages of sin?', top_k: 5, translation: 'kjv' });
    expect(answered).toMatchObject({ engine: 'generative', creditsUsed: COSTS.ask, balance: 100 - COSTS.ask });
    fail = true;
    await expect(
      core.api['bible.ask']({ question: 'What are the wages of sin?', top_k: 5, translation: 'kjv' }, { emit: () => undefined }),
    ).rejects.toMatchObject({ code: 'internal' });
    expect((await core.api['credits.getBalance']({})).balance).toBe(100 - COSTS.ask);

    const synced = await core.api['billing.sync']({});
    expect(synced).toMatchObject({ pushedUsage: 1, balance: 100 - COSTS.ask, serverBalance: 100 - COSTS.ask });
    expect((await serverState(billing.url, key)).totals.used).toBe(COSTS.ask);
    const debits = ledgerRows(core.dataDir).filter((r) => r.kind === 'debit');
    expect(debits.map((d) => [d.credits, d.synced_at !== null])).toEqual([[-COSTS.ask, true]]);
    expect(ledgerRows(core.dataDir).filter((r) => r.kind === 'refund')).toEqual([]);
  });
});
