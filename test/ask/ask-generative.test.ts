import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { COSTS, type AskEvent } from '#shared/contract/index.ts';
import { completionsUrl } from '#core/ask/generative.ts';
import { readHostConfig } from '#core/config/host-config.ts';
import { citationProblems, openAskCore, type AskCore } from './helpers.ts';
import { startTestLlm, type ChatRequest, type LlmReply, type TestLlm } from './llm-server.ts';

const QUESTION = 'What are the wages of sin?';

/** A model that follows the instructions for the first verse offered, then breaks them three ways. */
function mixedAnswer(req: ChatRequest): string[] {
  const [first, second] = req.verses;
  // Verbatim: the first words of the verse's first clause.
  const words = first!.text
    .split(/[.,;:]/)[0]!
    .split(' ')
    .slice(0, 5)
    .join(' ');
  const abbreviated = second!.reference.replace(/^Romans /, 'Rom ');
  return [
    `Scripture says “${words}” (${first!.reference}). `,
    'Sin is forgiven by good deeds (Obadiah 1:21). ',
    `It also says “sin is a small matter” (${first!.reference}). `,
    'Every sin is paid for. ',
    `See also (${abbreviated}).`,
  ];
}

describe('the generative engine (a local OpenAI-compatible server)', () => {
  let llm: TestLlm;
  let reply: (req: ChatRequest) => LlmReply = () => ({ status: 500 });
  let core: AskCore;
  beforeAll(async () => {
    llm = await startTestLlm((req) => reply(req));
    core = openAskCore({ freeCredits: 1000, llm: { url: `${llm.url}/v1`, model: 'test-model', timeoutMs: 5000 } });
  });
  afterAll(async () => {
    core.cleanup();
    await llm.close();
  });
  afterEach(() => {
    llm.requests.length = 0;
  });
  const ask = async (question: string) => {
    const events: AskEvent[] = [];
    const output = await core.api['bible.ask']({ question, top_k: 5, translation: 'kjv' }, { emit: (e) => events.push(e) });
    return { output, events };
  };

  it('rewrites the answer from the retrieved verses and drops every sentence that cites or quotes beyond them', async () => {
    reply = (req) => ({ stream: mixedAnswer(req) });
    const before = (await core.api['credits.getBalance']({})).balance;
    const { output, events } = await ask(QUESTION);
    const [request] = llm.requests;
    expect(request).toMatchObject({ model: 'test-model', stream: true });
    expect(request!.verses.length).toBeGreaterThan(1);
    const [first, second] = request!.verses;

    expect(output.engine).toBe('generative');
    expect(output.answer).toContain(`(${first!.reference}).`);
    expect(output.answer).toContain(`See also (${second!.reference}).`);
    expect(output.answer).not.toMatch(/Obadiah|small matter|paid for|good deeds/);
    expect(output.citations.map((c) => c.reference)).toEqual([first!.reference, second!.reference]);
    expect(await citationProblems(core, output)).toEqual([]);
    // The checked sentences stream as they complete; the citations come last.
    expect(events.filter((e) => e.event === 'token')).toHaveLength(2);
    expect(events.at(-1)).toEqual({ event: 'citations', data: output.citations });
    expect(output).toMatchObject({ creditsUsed: COSTS.ask, balance: before - COSTS.ask });
  });

  it('takes a non-streamed chat completion too', async () => {
    reply = (req) => ({ json: `The answer is “${req.verses[0]!.text.split(' ').slice(0, 3).join(' ')}” (${req.verses[0]!.reference}).` });
    const { output } = await ask(QUESTION);
    expect(output.engine).toBe('generative');
    expect(output.citations).toHaveLength(1);
    expect(await citationProblems(core, output)).toEqual([]);
  });

  it('falls back to the extractive answer when the model fails before writing, or writes nothing that passes', async () => {
    for (const r of [{ status: 500 }, { stream: ['Sin is bad (Obadiah 1:21).', ' No citation here.'] }] as LlmReply[]) {
      reply = () => r;
      const before = (await core.api['credits.getBalance']({})).balance;
      const { output } = await ask(QUESTION);
      expect(output.engine).toBe('extractive');
      expect(output.answer).toContain('“the wages of sin is death” (Romans 6:23).');
      expect(output.balance).toBe(before - COSTS.ask);
    }
  });

  it('does not ask the model when the evidence is weak: the plain refusal stands', async () => {
    reply = (req) => ({ stream: mixedAnswer(req) });
    const { output } = await ask('What is the capital of France?');
    expect(llm.requests).toEqual([]);
    expect(output).toMatchObject({ answered: false, engine: 'extractive' });
  });
});

describe('SCRIPTURE_LLM_URL', () => {
  // The host configuration reads the variables (src/core/config); the model options are its `llm`.
  const readLlmEnv = (env: NodeJS.ProcessEnv) => readHostConfig(env).llm;

  it('accepts only http(s) on this machine', () => {
    expect(readLlmEnv({})).toBeUndefined();
    expect(readLlmEnv({ SCRIPTURE_LLM_URL: 'http://127.0.0.1:8080', SCRIPTURE_LLM_MODEL: 'llama3' })).toEqual({
      url: 'http://127.0.0.1:8080',
      model: 'llama3',
    });
    expect(readLlmEnv({ SCRIPTURE_LLM_URL: 'http://localhost:11434/v1' })).toEqual({ url: 'http://localhost:11434/v1' });
    for (const bad of ['https://api.example.com/v1', 'http://192.168.1.5:8080', 'ftp://127.0.0.1', 'not a url']) {
      expect(() => readLlmEnv({ SCRIPTURE_LLM_URL: bad })).toThrow(/SCRIPTURE_LLM_URL/);
    }
  });

  it('reaches the chat endpoint whether or not the base URL ends in /v1', () => {
    expect(completionsUrl('http://127.0.0.1:8080')).toBe('http://127.0.0.1:8080/v1/chat/completions');
    expect(completionsUrl('http://localhost:11434/v1/')).toBe('http://localhost:11434/v1/chat/completions');
  });
});
