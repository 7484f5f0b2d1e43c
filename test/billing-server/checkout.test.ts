import { writeFile } from 'node:fs/promises';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { startBillingServer } from '../../src/billing-server/server.ts';
import { api, balanceOf, completedEvent, deliverWebhook, newAccount, openCheckout, signature, submitPayForm, T0, withServer } from './helpers.ts';

const DEFAULT_PACKS = [
  { id: 'starter', name: 'Starter', credits: 100, amountCents: 499, currency: 'usd' },
  { id: 'study', name: 'Study', credits: 500, amountCents: 1999, currency: 'usd' },
  { id: 'scholar', name: 'Scholar', credits: 2000, amountCents: 5999, currency: 'usd' },
];

describe('packs', () => {
  it('lists the default packs', async () => {
    await withServer(async (server) => {
      const { apiKey } = await newAccount(server.url);
      const response = await api(server.url, '/v1/billing/packs', { key: apiKey });
      expect(response.status).toBe(200);
      expect(response.body).toEqual({ data: DEFAULT_PACKS });
    });
  });

  it('reads packs from another file, and refuses to start on an invalid one', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'billing-packs-'));
    try {
      const good = join(dir, 'good.json');
      await writeFile(good, JSON.stringify({ packs: [{ id: 'tiny', name: 'Tiny', credits: 5, amountCents: 99, currency: 'usd' }] }));
      await withServer(
        async (server) => {
          const { apiKey } = await newAccount(server.url);
          expect((await api(server.url, '/v1/billing/packs', { key: apiKey })).body.data.map((p: { id: string }) => p.id)).toEqual(['tiny']);
        },
        { packsFile: good },
      );
      const bad = join(dir, 'bad.json');
      await writeFile(bad, JSON.stringify({ packs: [{ id: 'x', name: 'X', credits: -1, amountCents: 1, currency: 'usd' }] }));
      await expect(startBillingServer({ dbPath: join(dir, 'db.sqlite'), port: 0, packsFile: bad })).rejects.toThrow(/packs\[0\]\.credits/);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});

describe('checkout sessions', () => {
  it('creates a session that only its account can read', async () => {
    await withServer(async (server) => {
      const owner = await newAccount(server.url);
      const other = await newAccount(server.url);
      const created = await api(server.url, '/v1/billing/checkout', { key: owner.apiKey, json: { packId: 'study' } });
      expect(created.status).toBe(201);
      expect(created.body).toEqual({
        id: expect.stringMatching(/^cs_test_[0-9a-f]{32}$/),
        url: expect.stringMatching(new RegExp(`^${server.url}/pay/cs_test_[0-9a-f]{32}\\?token=[A-Za-z0-9_-]{43}$`)),
        status: 'open',
        expiresAt: new Date(T0 + 30 * 60_000).toISOString(),
      });
      const { id } = created.body;
      const read = await api(server.url, `/v1/billing/checkout/${id}`, { key: owner.apiKey });
      expect(read.body).toEqual({ id, status: 'open', packId: 'study', credits: 500, expiresAt: created.body.expiresAt });
      expect((await api(server.url, `/v1/billing/checkout/${id}`, { key: other.apiKey })).status).toBe(404);
      expect((await api(server.url, '/v1/billing/checkout/cs_test_unknown', { key: owner.apiKey })).body.error.code).toBe('not_found');
    });
  });

  it('answers 404 naming packId for an unknown pack', async () => {
    await withServer(async (server) => {
      const { apiKey } = await newAccount(server.url);
      const response = await api(server.url, '/v1/billing/checkout', { key: apiKey, json: { packId: 'platinum' } });
      expect(response.status).toBe(404);
      expect(response.body.error).toMatchObject({ code: 'not_found', field: 'packId' });
    });
  });
});

describe('hosted test-mode payment page', () => {
  it('shows the pack and credits the account exactly once when paid, even if Pay is pressed again', async () => {
    await withServer(async (server) => {
      const { apiKey } = await newAccount(server.url);
      const session = await openCheckout(server.url, apiKey, 'study');

      const page = await fetch(session.url);
      const html = await page.text();
      expect(page.status).toBe(200);
      expect(page.headers.get('content-type')).toContain('text/html');
      expect(page.headers.get('referrer-policy')).toBe('same-origin');
      expect(html).toContain('TEST MODE');
      expect(html).toContain('Study');
      expect(html).toContain('500');
      expect(html).toContain('$19.99');
      const action = new URL(session.url).pathname + new URL(session.url).search;
      expect(html).toContain(`<form method="post" action="${action}">`);

      const paid = await submitPayForm(session.url);
      expect(paid.status).toBe(200);
      expect(paid.html).toContain('Payment complete — you can return to the app');
      expect(await balanceOf(server.url, apiKey)).toBe(500);
      expect((await api(server.url, `/v1/billing/checkout/${session.id}`, { key: apiKey })).body.status).toBe('complete');

      const again = await submitPayForm(session.url);
      expect(again.status).toBe(200);
      expect(again.html).toContain('Payment complete');
      expect(await (await fetch(session.url)).text()).toContain('Payment complete');
      expect(await balanceOf(server.url, apiKey)).toBe(500);
    });
  });

  it('credits once when the form is posted twice at the same time', async () => {
    await withServer(async (server) => {
      const { apiKey } = await newAccount(server.url);
      const session = await openCheckout(server.url, apiKey, 'scholar');
      const results = await Promise.all([submitPayForm(session.url), submitPayForm(session.url), submitPayForm(session.url)]);
      expect(results.map((r) => r.status)).toEqual([200, 200, 200]);
      expect(await balanceOf(server.url, apiKey)).toBe(2000);
    });
  });

  it('does not open without the right token, and does not need the API key', async () => {
    await withServer(async (server) => {
      const { apiKey } = await newAccount(server.url);
      const session = await openCheckout(server.url, apiKey);
      const bare = `${server.url}/pay/${session.id}`;
      // One character of the token changed (to another character: a token starting with `x` kept it valid 1 run in 64).
      const tampered = session.url.replace(/token=(.)/, (_, first: string) => `token=${first === 'x' ? 'y' : 'x'}`);
      expect(tampered).not.toBe(session.url);
      for (const url of [bare, `${bare}?token=wrong`, tampered]) {
        const page = await fetch(url);
        expect(page.status).toBe(404);
        expect(await page.text()).toContain('Payment link not valid');
        expect((await submitPayForm(url)).status).toBe(404);
      }
      expect(await balanceOf(server.url, apiKey)).toBe(0);
    });
  });

  it('refuses to pay an expired session', async () => {
    await withServer(async (server) => {
      const { apiKey } = await newAccount(server.url);
      const session = await openCheckout(server.url, apiKey);
      server.clock.advance(30 * 60_000);
      expect((await api(server.url, `/v1/billing/checkout/${session.id}`, { key: apiKey })).body.status).toBe('expired');
      const page = await fetch(session.url);
      expect(page.status).toBe(409);
      expect(await page.text()).toContain('expired');
      const paid = await submitPayForm(session.url);
      expect(paid.status).toBe(409);
      expect(paid.html).toContain('Checkout expired');
      expect(await balanceOf(server.url, apiKey)).toBe(0);
    });
  });

  it('honours a custom session lifetime', async () => {
    await withServer(
      async (server) => {
        const { apiKey } = await newAccount(server.url);
        const session = await openCheckout(server.url, apiKey);
        expect(session.expiresAt).toBe(new Date(T0 + 60_000).toISOString());
        server.clock.advance(59_999);
        expect((await submitPayForm(session.url)).status).toBe(200);
      },
      { checkoutTtlSeconds: 60 },
    );
  });

  it('rejects a form that is not the pay form', async () => {
    await withServer(async (server) => {
      const { apiKey } = await newAccount(server.url);
      const session = await openCheckout(server.url, apiKey);
      expect((await submitPayForm(session.url, 'confirm=nope')).status).toBe(400);
      const json = await fetch(session.url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
      expect(json.status).toBe(415);
      expect(await json.text()).toContain('<!doctype html>');
      expect(await balanceOf(server.url, apiKey)).toBe(0);
    });
  });
});

describe('webhook', () => {
  it('credits once when the same event is delivered twice, or a second event names the same session', async () => {
    await withServer(async (server) => {
      const { apiKey } = await newAccount(server.url);
      const session = await openCheckout(server.url, apiKey);
      const t = Math.floor(server.clock.now() / 1000);
      const payload = completedEvent(session.id, 'evt_1', t);

      const first = await deliverWebhook(server.url, payload, signature(payload, t));
      expect(first).toMatchObject({ status: 200, body: { received: true, duplicate: false } });
      const second = await deliverWebhook(server.url, payload, signature(payload, t));
      expect(second).toMatchObject({ status: 200, body: { received: true, duplicate: true } });
      const other = completedEvent(session.id, 'evt_2', t);
      expect((await deliverWebhook(server.url, other, signature(other, t))).body.duplicate).toBe(true);

      expect(await balanceOf(server.url, apiKey)).toBe(100);
      const sync = await api(server.url, '/v1/billing/sync', { key: apiKey, json: { deviceId: 'd', usage: [] } });
      expect(sync.body.purchases).toEqual([
        { id: session.id, packId: 'starter', credits: 100, amountCents: 499, currency: 'usd', completedAt: new Date(T0).toISOString() },
      ]);
    });
  });

  it('credits a session that expired before the payment landed, once', async () => {
    await withServer(async (server) => {
      const { apiKey } = await newAccount(server.url);
      const session = await openCheckout(server.url, apiKey, 'study');
      server.clock.advance(30 * 60_000 + 1);
      expect((await api(server.url, `/v1/billing/checkout/${session.id}`, { key: apiKey })).body.status).toBe('expired');

      // The provider took the money before the session expired; its event arrives afterwards, signed now.
      const t = Math.floor(server.clock.now() / 1000);
      const payload = completedEvent(session.id, 'evt_late', t);
      const late = await deliverWebhook(server.url, payload, signature(payload, t));
      expect(late).toMatchObject({ status: 200, body: { received: true, duplicate: false } });
      expect(await balanceOf(server.url, apiKey)).toBe(500);
      expect((await api(server.url, `/v1/billing/checkout/${session.id}`, { key: apiKey })).body.status).toBe('complete');
      const sync = await api(server.url, '/v1/billing/sync', { key: apiKey, json: { deviceId: 'd', usage: [] } });
      expect(sync.body).toMatchObject({
        balance: 500,
        totals: { granted: 0, purchased: 500, used: 0 },
        purchases: [{ id: session.id, packId: 'study', credits: 500, completedAt: new Date(server.clock.now()).toISOString() }],
      });

      const again = await deliverWebhook(server.url, payload, signature(payload, t));
      expect(again).toMatchObject({ status: 200, body: { received: true, duplicate: true } });
      expect(await balanceOf(server.url, apiKey)).toBe(500);
    });
  });

  it('rejects a bad, missing, stale or mismatched signature and books nothing', async () => {
    await withServer(async (server) => {
      const { apiKey } = await newAccount(server.url);
      const session = await openCheckout(server.url, apiKey);
      const t = Math.floor(server.clock.now() / 1000);
      const payload = completedEvent(session.id, 'evt_bad', t);
      const attempts: Array<[string, string | undefined]> = [
        ['missing', undefined],
        ['wrong secret', signature(payload, t, 'whsec_someone_else_entirely')],
        ['tampered body', signature(payload.replace('evt_bad', 'evt_bae'), t)],
        ['stale', signature(payload, t - 301)],
        ['future', signature(payload, t + 301)],
        ['garbage', 'v1=zz,t=now'],
      ];
      for (const [label, header] of attempts) {
        const response = await deliverWebhook(server.url, payload, header);
        expect(response.status, label).toBe(400);
        expect(response.body.error, label).toMatchObject({ code: 'invalid_request', field: 'billing-signature' });
      }
      expect(await balanceOf(server.url, apiKey)).toBe(0);
      expect((await api(server.url, `/v1/billing/checkout/${session.id}`, { key: apiKey })).body.status).toBe('open');
      // Within tolerance, and with a second (rotated) signature that is wrong, it still goes through.
      const rotated = `${signature(payload, t - 299)},v1=${'0'.repeat(64)}`;
      expect((await deliverWebhook(server.url, payload, rotated)).status).toBe(200);
      expect(await balanceOf(server.url, apiKey)).toBe(100);
    });
  });

  it('acknowledges event types it does not handle, and 404s an unknown session', async () => {
    await withServer(async (server) => {
      const t = Math.floor(server.clock.now() / 1000);
      const refund = JSON.stringify({ id: 'evt_r', type: 'charge.refunded', created: t, data: { object: {} } });
      expect((await deliverWebhook(server.url, refund, signature(refund, t))).body).toEqual({ received: true, duplicate: false });
      const unknown = completedEvent(`cs_test_${'a'.repeat(32)}`, 'evt_u', t);
      expect((await deliverWebhook(server.url, unknown, signature(unknown, t))).status).toBe(404);
    });
  });
});
