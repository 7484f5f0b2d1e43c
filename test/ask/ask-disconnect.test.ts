import { EventEmitter } from 'node:events';
import { connect, type Socket } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AskStage } from '#core/ask/ask-api.ts';
import { createCore, type Core } from '#core/create-core.ts';
import { defaultVersesDbPath } from '#core/paths.ts';
import { COSTS } from '#shared/contract/index.ts';
import { streamToPage, type StreamPage } from '../../src/main/ipc-stream.ts';
import { startHttpServer, type RunningServer } from '../../src/server/http-server.ts';
import { makeTempDir } from '../helpers.ts';

// A question is charged only once its last token has been handed to the client; a client that goes
// away at any point before that (before its body was read, during retrieval, between tokens) pays nothing.

const KEY = 'sk_test_0123456789abcdef0123456789abcdef';
const QUESTION = JSON.stringify({ question: 'What are the wages of sin?' });

/** Holds the answer's work at one stage until the test releases it. */
function createGate() {
  let held: { stage: AskStage; reached: () => void; release: Promise<void> } | undefined;
  return {
    checkpoint: async (stage: AskStage) => {
      if (held?.stage !== stage) return;
      const h = held;
      held = undefined;
      h.reached();
      await h.release;
    },
    holdAt(stage: AskStage): { reached: Promise<void>; release: () => void } {
      let reached = () => {};
      let release = () => {};
      const reachedP = new Promise<void>((resolve) => (reached = resolve));
      held = { stage, reached, release: new Promise<void>((resolve) => (release = resolve)) };
      return { reached: reachedP, release };
    },
  };
}

let core: Core;
let server: RunningServer;
let remove: () => void;
const errors: unknown[] = [];
const gate = createGate();

const debits = async () => (await core.api['credits.listUsage']({ limit: 50 })).entries.filter((e) => e.kind === 'debit');
const balance = async () => (await core.api['credits.getBalance']({})).balance;

/** A raw HTTP client: writes the request (all of it, or only `bodyBytes` of the body) and keeps what comes back. */
function rawAsk(options: { bodyBytes?: number; accept?: string } = {}): { socket: Socket; received: () => string; closed: Promise<void> } {
  const { port } = new URL(server.url);
  const socket = connect(Number(port), '127.0.0.1');
  let text = '';
  socket.on('data', (chunk) => (text += chunk.toString()));
  socket.on('error', () => undefined);
  const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
  const body = QUESTION.slice(0, options.bodyBytes ?? QUESTION.length);
  socket.write(
    `POST /v1/bible/ask HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nAuthorization: Bearer ${KEY}\r\nContent-Type: application/json\r\n` +
      `Accept: ${options.accept ?? 'text/event-stream'}\r\nContent-Length: ${QUESTION.length}\r\n\r\n${body}`,
  );
  return { socket, received: () => text, closed };
}

/** Gone, and the server has had time to see it. */
async function leave(client: ReturnType<typeof rawAsk>): Promise<void> {
  client.socket.destroy();
  await client.closed;
  await sleep(50);
}

/** Long enough for an answer the server wrongly kept working on to be finished and charged. */
const settle = () => sleep(400);

beforeAll(async () => {
  const temp = makeTempDir('ask-disconnect-');
  remove = temp.remove;
  core = createCore({ versesDbPath: defaultVersesDbPath(), dataDir: temp.dir, freeCredits: 100, ask: { checkpoint: gate.checkpoint } });
  server = await startHttpServer({ api: core.api, apiKey: KEY, port: 0, logError: (e) => errors.push(e) });
});
afterAll(async () => {
  await server.close();
  core.close();
  remove();
});

describe('a question whose client goes away is not charged', () => {
  it('before its body was read', async () => {
    const before = await balance();
    const client = rawAsk({ bodyBytes: 5 });
    await sleep(20);
    await leave(client);
    await settle();
    expect(await balance()).toBe(before);
    expect(await debits()).toEqual([]);
    expect(errors).toEqual([]);
  });

  for (const delayMs of [2, 100, 300]) {
    it(`${delayMs} ms after sending it, before any byte came back`, async () => {
      const before = await balance();
      const held = gate.holdAt('started');
      const client = rawAsk();
      await sleep(delayMs);
      expect(client.received()).toBe('');
      await leave(client);
      await held.reached;
      held.release();
      await settle();
      expect(await balance()).toBe(before);
      expect(await debits()).toEqual([]);
    });
  }

  for (const accept of ['text/event-stream', 'application/json']) {
    it(`during retrieval (${accept})`, async () => {
      const before = await balance();
      const held = gate.holdAt('retrieved');
      const client = rawAsk({ accept });
      await held.reached;
      await leave(client);
      held.release();
      await settle();
      expect(await balance()).toBe(before);
      expect(await debits()).toEqual([]);
    });
  }

  it('between tokens', async () => {
    const before = await balance();
    const held = gate.holdAt('token');
    const client = rawAsk();
    await held.reached;
    // The first token has reached the client; it leaves before the rest.
    for (let i = 0; i < 50 && !client.received().includes('event: token'); i++) await sleep(10);
    expect(client.received()).toContain('event: token');
    await leave(client);
    held.release();
    await settle();
    expect(client.received()).not.toContain('[DONE]');
    expect(await balance()).toBe(before);
    expect(await debits()).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('while a client that stays to the last token pays once', async () => {
    const before = await balance();
    const client = rawAsk();
    for (let i = 0; i < 200 && !client.received().includes('[DONE]'); i++) await sleep(10);
    expect(client.received()).toContain('[DONE]');
    client.socket.destroy();
    expect(await balance()).toBe(before - COSTS.ask);
    expect((await debits()).map((d) => d.operation)).toEqual(['ask']);
  });
});

describe('over IPC, a question whose window goes away is not charged', () => {
  /** A stand-in for Electron's WebContents: an event emitter that records what is sent to the page. */
  class Page extends EventEmitter implements StreamPage {
    sent: unknown[] = [];
    destroyed = false;
    send(_channel: string, ...args: unknown[]) {
      this.sent.push(args[1]);
    }
    isDestroyed() {
      return this.destroyed;
    }
    destroy() {
      this.destroyed = true;
      this.emit('destroyed');
    }
  }

  for (const [stage, gone] of [
    ['retrieved', (page: Page) => page.destroy()],
    ['token', (page: Page) => page.destroy()],
    ['token', (page: Page) => page.emit('did-start-loading')],
    ['token', (page: Page) => page.emit('render-process-gone')],
  ] as const) {
    it(`at ${stage}, by ${gone.toString().includes('destroy') ? 'closing' : 'reloading or crashing'}`, async () => {
      const before = await balance();
      const debitsBefore = await debits();
      const page = new Page();
      const held = gate.holdAt(stage);
      const reply = streamToPage(core.api, 'bible.ask', { question: 'What are the wages of sin?' }, page, 'stream-1', (e) => errors.push(e));
      await held.reached;
      gone(page);
      held.release();
      expect(await reply).toMatchObject({ ok: false });
      expect(await balance()).toBe(before);
      expect(await debits()).toEqual(debitsBefore);
      expect(errors).toEqual([]);
    });
  }

  it('and a page that stays gets every piece and pays once', async () => {
    const before = await balance();
    const page = new Page();
    const reply = await streamToPage(core.api, 'bible.ask', { question: 'What are the wages of sin?' }, page, 'stream-2', (e) => errors.push(e));
    expect(reply).toMatchObject({ ok: true, value: { creditsUsed: COSTS.ask } });
    expect(page.sent.at(-1)).toMatchObject({ event: 'citations' });
    expect(await balance()).toBe(before - COSTS.ask);
  });
});
