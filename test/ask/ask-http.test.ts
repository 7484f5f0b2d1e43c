import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COSTS, type AskEvent } from '#shared/contract/index.ts';
import { startHttpServer, type RunningServer } from '../../src/server/http-server.ts';
import { dispatch } from '../../src/main/ipc-dispatch.ts';
import { request } from '../http-client.ts';
import { openAskCore, parseSse, type AskCore } from './helpers.ts';
import { startTestLlm, type TestLlm } from './llm-server.ts';

const KEY = 'sk_test_0123456789abcdef0123456789abcdef';
const auth = { Authorization: `Bearer ${KEY}` };
const json = { ...auth, 'Content-Type': 'application/json' };

describe('POST /v1/bible/ask', () => {
  let core: AskCore;
  let server: RunningServer;
  const errors: unknown[] = [];
  const ask = (body: unknown, headers: Record<string, string> = json) =>
    request(`${server.url}/v1/bible/ask`, { method: 'POST', headers, body: typeof body === 'string' ? body : JSON.stringify(body) });
  const balance = async () => (await request(`${server.url}/v1/credits/balance`, { headers: auth })).json.balance as number;

  beforeAll(async () => {
    core = openAskCore({ freeCredits: 100 });
    server = await startHttpServer({ api: core.api, apiKey: KEY, port: 0, logError: (e) => errors.push(e) });
  });
  afterAll(async () => {
    await server.close();
    core.cleanup();
    expect(errors).toEqual([]);
  });

  it('streams text/event-stream: token events, one citations event, the result, then data: [DONE]', async () => {
    const before = await balance();
    const res = await ask({ question: 'What are the wages of sin?' }, { ...json, Accept: 'text/event-stream' });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/event-stream; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-store');
    const frames = parseSse(res.text);
    const names = frames.map((f) => f.event ?? 'data');
    const tokens = names.filter((n) => n === 'token').length;
    expect(tokens).toBeGreaterThan(1);
    expect(names).toEqual([...Array<string>(tokens).fill('token'), 'citations', 'result', 'data']);
    expect(frames.at(-1)).toEqual({ data: '[DONE]' });
    const text = frames
      .filter((f) => f.event === 'token')
      .map((f) => (JSON.parse(f.data) as { text: string }).text)
      .join('');
    const citations = JSON.parse(frames.find((f) => f.event === 'citations')!.data);
    const result = JSON.parse(frames.find((f) => f.event === 'result')!.data);
    expect(text).toBe(result.answer);
    expect(citations).toEqual(result.citations);
    expect(citations[0]).toEqual({ reference: 'Romans 6:23', text: expect.stringContaining('the wages of sin is death'), score: expect.any(Number) });
    expect(Object.keys(citations[0]).sort()).toEqual(['reference', 'score', 'text']);
    expect(result).toMatchObject({ creditsUsed: COSTS.ask, balance: before - COSTS.ask });
    expect(await balance()).toBe(before - COSTS.ask);
  });

  it('streams for clients that accept anything, and answers JSON to a client that accepts only JSON', async () => {
    const any = await ask({ question: 'Who was thrown into the den of lions?' }, { ...json, Accept: '*/*' });
    expect(any.headers['content-type']).toMatch(/^text\/event-stream/);
    const whole = await ask({ question: 'Who was thrown into the den of lions?', top_k: 2, translation: 'web' }, { ...json, Accept: 'application/json' });
    expect(whole.status).toBe(200);
    expect(whole.headers['content-type']).toMatch(/^application\/json/);
    expect(whole.json).toMatchObject({ answered: true, translation: 'web', engine: 'extractive', creditsUsed: COSTS.ask });
    expect(whole.json.citations.length).toBeLessThanOrEqual(2);
  });

  it('refuses bad requests with the usual JSON errors before any stream, charging nothing', async () => {
    const before = await balance();
    const cases: [unknown, Record<string, string>, number, string][] = [
      [{ question: '' }, json, 400, 'invalid_request'],
      [{ question: 'x'.repeat(501) }, json, 400, 'invalid_request'],
      [{ question: 'Who?', top_k: 0 }, json, 400, 'invalid_request'],
      [{ question: 'Who?', stream: true }, json, 400, 'invalid_request'],
      ['{not json', json, 400, 'invalid_request'],
      [{ question: 'Who was Moses?' }, { ...auth, 'Content-Type': 'text/plain' }, 415, 'unsupported_media_type'],
      [{ question: 'Who was Moses?' }, { 'Content-Type': 'application/json' }, 401, 'unauthorized'],
      [{ question: 'Who was Moses?' }, { ...json, Origin: 'https://evil.example' }, 403, 'forbidden'],
    ];
    for (const [body, headers, status, code] of cases) {
      const res = await ask(body, { ...headers, Accept: 'text/event-stream' });
      expect(res.status, JSON.stringify(body)).toBe(status);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(res.json.error.code).toBe(code);
    }
    expect((await ask({ question: 'x'.repeat(501) })).json.error.field).toBe('question');
    expect(await balance()).toBe(before);
  });

  it('answers 402 as JSON when the balance does not cover a question', async () => {
    const poor = openAskCore({ freeCredits: COSTS.ask - 1 });
    const poorServer = await startHttpServer({ api: poor.api, apiKey: KEY, port: 0 });
    try {
      const res = await request(`${poorServer.url}/v1/bible/ask`, {
        method: 'POST',
        headers: { ...json, Accept: 'text/event-stream' },
        body: JSON.stringify({ question: 'Who was the first man?' }),
      });
      expect(res.status).toBe(402);
      expect(res.json.error).toMatchObject({ code: 'insufficient_credits', balance: COSTS.ask - 1, cost: COSTS.ask });
    } finally {
      await poorServer.close();
      poor.cleanup();
    }
  });
});

describe('an answer that fails after its stream started', () => {
  let llm: TestLlm;
  let core: AskCore;
  let server: RunningServer;
  beforeAll(async () => {
    // The model writes one good sentence, then its connection breaks.
    llm = await startTestLlm((req) => ({
      stream: [`The verses say “${req.verses[0]!.text.split(' ').slice(0, 4).join(' ')}” `, `(${req.verses[0]!.reference}). And `, 'then more'],
      failAfter: 2,
    }));
    core = openAskCore({ freeCredits: 100, llm: { url: llm.url, timeoutMs: 5000 } });
    server = await startHttpServer({ api: core.api, apiKey: KEY, port: 0, logError: () => undefined });
  });
  afterAll(async () => {
    await server.close();
    core.cleanup();
    await llm.close();
  });

  it('ends with event: error, never [DONE], and charges nothing', async () => {
    const res = await request(`${server.url}/v1/bible/ask`, {
      method: 'POST',
      headers: { ...json, Accept: 'text/event-stream' },
      body: JSON.stringify({ question: 'What are the wages of sin?' }),
    });
    expect(res.status).toBe(200);
    const frames = parseSse(res.text);
    expect(frames[0]!.event).toBe('token');
    expect(frames.at(-1)!.event).toBe('error');
    expect(JSON.parse(frames.at(-1)!.data)).toEqual({ error: { code: 'internal', message: expect.stringContaining('local language model') } });
    expect(frames.some((f) => f.data === '[DONE]' || f.event === 'citations')).toBe(false);
    const usage = await request(`${server.url}/v1/credits/usage?limit=5`, { headers: auth });
    expect(usage.json.entries.filter((e: { kind: string }) => e.kind === 'debit')).toEqual([]);
    expect((await request(`${server.url}/v1/credits/balance`, { headers: auth })).json.balance).toBe(100);
  });
});

describe('bible.ask over IPC (the Electron-free dispatcher)', () => {
  const core = openAskCore({ freeCredits: 100 });
  afterAll(() => core.cleanup());

  it('pushes the pieces to the page and resolves with the whole answer in the envelope', async () => {
    const pieces: AskEvent[] = [];
    const reply = await dispatch(core.api, 'bible.ask', { question: 'What are the wages of sin?' }, () => undefined, {
      emit: (e) => pieces.push(e as AskEvent),
    });
    expect(reply.ok).toBe(true);
    const value = (reply as { value: { answer: string; citations: unknown } }).value;
    expect(pieces.at(-1)).toEqual({ event: 'citations', data: value.citations });
    expect(
      pieces
        .filter((p) => p.event === 'token')
        .map((p) => (p.event === 'token' ? p.data.text : ''))
        .join(''),
    ).toBe(value.answer);
    expect(await dispatch(core.api, 'bible.ask', { question: '' }, () => undefined, { emit: () => undefined })).toMatchObject({
      ok: false,
      error: { code: 'invalid_request', field: 'question' },
    });
  });
});
