import { afterAll, describe, expect, it } from 'vitest';
import type { AskEvent } from '#shared/contract/index.ts';
import { COSTS } from '#shared/contract/index.ts';
import { parseMethodInput } from '#shared/validate.ts';
import { citationProblems, openAskCore } from './helpers.ts';

// Keyword-only retrieval (no semantic index): what the app answers with while its index builds.
describe('asking a question (extractive engine, keyword retrieval)', () => {
  const core = openAskCore({ freeCredits: 1000 });
  afterAll(() => core.cleanup());
  const ask = (question: string, events: AskEvent[] = [], translation: 'kjv' | 'web' = 'kjv') =>
    core.api['bible.ask']({ question, top_k: 5, translation }, { emit: (e) => events.push(e) });
  const balance = async () => (await core.api['credits.getBalance']({})).balance;

  it('streams the answer in token chunks, then one citations event, and charges 10 credits once', async () => {
    const before = await balance();
    const events: AskEvent[] = [];
    const output = await ask('What are the wages of sin?', events);
    const tokens = events.filter((e) => e.event === 'token');
    expect(tokens.length).toBeGreaterThan(1);
    expect(events.at(-1)).toEqual({ event: 'citations', data: output.citations });
    expect(events.filter((e) => e.event === 'citations')).toHaveLength(1);
    expect(tokens.map((e) => (e.event === 'token' ? e.data.text : '')).join('')).toBe(output.answer);
    expect(output).toMatchObject({
      answered: true,
      engine: 'extractive',
      retrieval: 'keyword',
      creditsUsed: COSTS.ask,
      balance: before - COSTS.ask,
      kind: 'what',
    });
    expect(output.answer).toContain('“the wages of sin is death” (Romans 6:23).');
    expect(await balance()).toBe(before - COSTS.ask);
    const [entry] = (await core.api['credits.listUsage']({ limit: 1 })).entries;
    expect(entry).toMatchObject({ kind: 'debit', operation: 'ask', credits: -COSTS.ask });
  });

  it('says plainly when no verse answers, shows the closest verses instead, and invents nothing', async () => {
    for (const question of ['What is the capital of France?', 'What does the Bible say about the internet?', 'Which programming language is the best?']) {
      const output = await ask(question);
      expect(output.answered, question).toBe(false);
      expect(output.answer).toMatch(/^(I found no verse that answers this question|The (Bible|verses) never )/);
      expect(output.citations.length).toBeLessThanOrEqual(3);
      expect(await citationProblems(core, output)).toEqual([]);
    }
  });

  it('cites only passages that exist, with their exact text, and quotes only their words (KJV and WEB)', async () => {
    const questions = [
      'Is divorce allowed?',
      'Should women keep silent in the church?',
      'How long did the Israelites wander in the wilderness?',
      'What are the fruits of the Spirit?',
      'Who was thrown into the den of lions?',
      'Is it a sin to be angry?',
    ];
    for (const translation of ['kjv', 'web'] as const) {
      for (const question of questions) {
        const output = await ask(question, [], translation);
        expect(output.citations.length, question).toBeGreaterThan(0);
        expect(output.translation).toBe(translation);
        expect(await citationProblems(core, output, translation), `${translation}: ${question}`).toEqual([]);
      }
    }
  });

  it('takes any listed translation: the older ones answer in the KJV, the NHEB in the WEB, each charged once', async () => {
    const question = 'Who was thrown into the den of lions?';
    const asked = (translation: string) => core.api['bible.ask'](parseMethodInput('bible.ask', { question, translation }));
    const kjv = await asked('kjv');
    const web = await asked('web');
    for (const [translation, quoted] of [
      ['ylt', kjv],
      ['rhe', kjv],
      ['asv', kjv],
      ['nheb', web],
    ] as const) {
      const before = await balance();
      const output = await asked(translation);
      expect(output.translation, translation).toBe(quoted.translation);
      expect([output.answer, output.citations]).toEqual([quoted.answer, quoted.citations]);
      expect([output.creditsUsed, await balance()]).toEqual([COSTS.ask, before - COSTS.ask]);
      expect(await citationProblems(core, output, output.translation)).toEqual([]);
    }
  });

  it('refuses with insufficient_credits before anything streams, charging nothing', async () => {
    const poor = openAskCore({ freeCredits: COSTS.ask - 1 });
    try {
      const events: AskEvent[] = [];
      await expect(
        poor.api['bible.ask']({ question: 'Who was the first man?', top_k: 5, translation: 'kjv' }, { emit: (e) => events.push(e) }),
      ).rejects.toMatchObject({
        code: 'insufficient_credits',
        details: { balance: COSTS.ask - 1, cost: COSTS.ask },
      });
      expect(events).toEqual([]);
      expect((await poor.api['credits.getBalance']({})).balance).toBe(COSTS.ask - 1);
    } finally {
      poor.cleanup();
    }
  });

  it('stops without charging when the caller goes away before the answer is complete', async () => {
    const before = await balance();
    const aborted = new AbortController();
    aborted.abort();
    await expect(core.api['bible.ask']({ question: 'Who was the first man?', top_k: 5, translation: 'kjv' }, { signal: aborted.signal })).rejects.toThrow();
    expect(await balance()).toBe(before);
  });
});
