import { mkdirSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHttpServer, type RunningServer } from '../src/server/http-server.ts';
import { createTestCore, makeTempDir } from './helpers.ts';
import { request } from './http-client.ts';

// Findings of the audit on the local HTTP API: each answered with the right status, never a 500 or a lost reply.

const KEY = 'sk_test_0123456789abcdef0123456789abcdef';
const auth = { Authorization: `Bearer ${KEY}` };

let core: ReturnType<typeof createTestCore>;
let server: RunningServer;
let temp: ReturnType<typeof makeTempDir>;
const errors: unknown[] = [];

beforeAll(async () => {
  temp = makeTempDir('hardening-');
  mkdirSync(join(temp.dir, 'web', 'assets'), { recursive: true });
  writeFileSync(join(temp.dir, 'web', 'index.html'), '<html><head><meta name="scripture-api-key" content=""></head></html>');
  writeFileSync(join(temp.dir, 'web', 'assets', 'app.js'), 'console.log(1)');
  core = createTestCore({ freeCredits: 10 });
  server = await startHttpServer({ api: core.api, apiKey: KEY, port: 0, staticDir: join(temp.dir, 'web'), logError: (e) => errors.push(e) });
});
afterAll(async () => {
  await server.close();
  core.cleanup();
  temp.remove();
});

/** Writes raw bytes on one connection and returns everything that came back before it closed. */
function raw(write: (socket: ReturnType<typeof connect>) => void): Promise<string> {
  const { port } = new URL(server.url);
  return new Promise((resolve) => {
    const socket = connect(Number(port), '127.0.0.1');
    let text = '';
    socket.on('data', (chunk) => (text += chunk.toString()));
    socket.on('error', () => undefined);
    socket.on('close', () => resolve(text));
    write(socket);
  });
}

describe('the local HTTP API under hostile input', () => {
  it('answers a malformed percent-escape in a page path with 400, logging nothing', async () => {
    for (const path of ['/%', '/%E0%A4%A', '/%ff', '/assets/%', '/%E0%A4%A.js']) {
      const res = await request(`${server.url}${path}`);
      expect(res.status, path).toBe(400);
      expect(res.json.error.code).toBe('invalid_request');
    }
    expect((await request(`${server.url}/assets/app.js`)).status).toBe(200);
    expect(errors).toEqual([]);
  });

  it('delivers the 413 for an oversized body, however the client sends it', async () => {
    const { port } = new URL(server.url);
    const head = (length: number) =>
      `POST /v1/bible/search HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nAuthorization: Bearer ${KEY}\r\nContent-Type: application/json\r\nContent-Length: ${length}\r\n\r\n`;
    const ways: [string, (socket: ReturnType<typeof connect>) => void][] = [
      // A client that sends its whole body before it reads anything (as many simple clients do).
      [
        'whole body first, then read',
        (socket) => {
          socket.pause();
          socket.write(head(4 * 1024 * 1024) + 'x'.repeat(4 * 1024 * 1024), () => socket.resume());
          socket.once('error', () => socket.resume());
        },
      ],
      // Declared too large, and all of it written at once.
      ['declared, one write', (socket) => socket.write(head(64 * 1024) + 'x'.repeat(64 * 1024))],
      // Declared small enough, but more arrives than declared is allowed (chunked, no length).
      [
        'chunked',
        (socket) => socket.write(head(0).replace('Content-Length: 0', 'Transfer-Encoding: chunked') + `10000\r\n${'x'.repeat(0x10000)}\r\n0\r\n\r\n`),
      ],
      // Declared too large, still arriving in pieces after the server has refused it.
      [
        'declared, in pieces',
        (socket) => {
          const body = Buffer.alloc(256 * 1024, 'x');
          socket.write(head(body.length));
          let sent = 0;
          const next = () => {
            if (socket.destroyed || sent >= body.length) return;
            socket.write(body.subarray(sent, sent + 16 * 1024), () => setImmediate(next));
            sent += 16 * 1024;
          };
          next();
        },
      ],
    ];
    for (const [way, write] of ways) {
      let delivered = 0;
      for (let i = 0; i < 20; i++) if ((await raw(write)).startsWith('HTTP/1.1 413')) delivered++;
      expect(delivered, way).toBe(20);
    }
    expect(errors).toEqual([]);
  });

  it('does not tell HTTP clients where the data folder is', async () => {
    const health = await request(`${server.url}/v1/health`, { headers: auth });
    expect(health.status).toBe(200);
    expect(health.json).not.toHaveProperty('dataDir');
    expect(health.text).not.toContain(core.dataDir);
  });
});
