import { z } from 'zod';
import { createAccount } from './accounts/accounts.ts';
import { createCheckoutInput, createCheckoutSession, getCheckoutForAccount } from './checkout/checkout.ts';
import { getPayPage, postPayPage } from './checkout/pay-routes.ts';
import { processWebhookEvent } from './checkout/webhook.ts';
import { SIGNATURE_HEADER, verifyWebhookSignature } from './checkout/webhook-signature.ts';
import { authenticate, clientAddress, limit, readJson, type Reply, type RequestContext } from './context.ts';
import { BillingError } from './errors.ts';
import { parseJsonBody, readBody } from './http/body.ts';
import type { Route } from './http/router.ts';
import { getBalance } from './ledger/ledger.ts';
import { syncInput, syncUsage } from './ledger/sync.ts';

export type Handler = (ctx: RequestContext) => Promise<Reply>;

/**
 * A sync may carry 1000 usage entries of up to ~200 bytes each, which cannot fit the general 16 KiB cap,
 * so this one authenticated and rate-limited route takes up to 256 KiB.
 */
export const SYNC_BODY_LIMIT = 256 * 1024;

const emptyObject = z.strictObject({});

async function health(ctx: RequestContext): Promise<Reply> {
  if (ctx.req.headers.authorization === undefined) return { json: { status: 'ok' } };
  const accountId = authenticate(ctx);
  return { json: { status: 'ok', balance: getBalance(ctx.deps.db, accountId) } };
}

async function postAccount(ctx: RequestContext): Promise<Reply> {
  limit(ctx.deps.accountLimiter, clientAddress(ctx), 'Too many accounts created from this address');
  await readJson(ctx, emptyObject.optional());
  const { db, clock, freeCredits } = ctx.deps;
  return { status: 201, json: createAccount(db, clock, freeCredits) };
}

async function listPacks(ctx: RequestContext): Promise<Reply> {
  authenticate(ctx);
  const data = ctx.deps.packs.map(({ id, name, credits, amountCents, currency }) => ({
    id,
    name,
    credits,
    amountCents,
    currency,
  }));
  return { json: { data } };
}

async function postCheckout(ctx: RequestContext): Promise<Reply> {
  const accountId = authenticate(ctx);
  const { packId } = await readJson(ctx, createCheckoutInput);
  const { deps } = ctx;
  const pack = deps.packs.find((candidate) => candidate.id === packId);
  if (!pack) throw new BillingError('not_found', `No pack with id ${packId}`, { field: 'packId' });
  const session = createCheckoutSession(deps.db, {
    accountId,
    pack,
    nowMs: deps.clock(),
    ttlSeconds: deps.checkoutTtlSeconds,
    baseUrl: deps.publicBaseUrl(),
  });
  return { status: 201, json: session };
}

async function getCheckout(ctx: RequestContext): Promise<Reply> {
  const accountId = authenticate(ctx);
  const { db, clock } = ctx.deps;
  return { json: getCheckoutForAccount(db, accountId, ctx.params['id'] ?? '', clock()) };
}

/** Verifies the signature over the raw bytes before parsing anything, as a provider's webhook must be. */
async function postWebhook(ctx: RequestContext): Promise<Reply> {
  const { deps, req } = ctx;
  const body = await readBody(req);
  const header = req.headers[SIGNATURE_HEADER];
  const nowMs = deps.clock();
  const nowSeconds = Math.floor(nowMs / 1000);
  const signature = typeof header === 'string' ? header : undefined;
  verifyWebhookSignature(deps.webhookSecret, body, signature, nowSeconds, deps.webhookToleranceSeconds);
  return { json: processWebhookEvent(deps.db, parseJsonBody(req, body), nowMs) };
}

async function postSync(ctx: RequestContext): Promise<Reply> {
  const accountId = authenticate(ctx);
  const input = await readJson(ctx, syncInput, SYNC_BODY_LIMIT);
  return { json: syncUsage(ctx.deps.db, accountId, input, ctx.deps.clock()) };
}

/** The whole HTTP surface. Each row maps one method and path onto one domain call. */
export const ROUTES: readonly Route<Handler>[] = [
  { method: 'GET', path: '/v1/health', kind: 'json', handler: health },
  { method: 'POST', path: '/v1/accounts', kind: 'json', handler: postAccount },
  { method: 'GET', path: '/v1/billing/packs', kind: 'json', handler: listPacks },
  { method: 'POST', path: '/v1/billing/checkout', kind: 'json', handler: postCheckout },
  { method: 'GET', path: '/v1/billing/checkout/:id', kind: 'json', handler: getCheckout },
  { method: 'POST', path: '/v1/billing/webhook', kind: 'json', handler: postWebhook },
  { method: 'POST', path: '/v1/billing/sync', kind: 'json', handler: postSync },
  { method: 'GET', path: '/pay/:sessionId', kind: 'html', handler: getPayPage },
  { method: 'POST', path: '/pay/:sessionId', kind: 'html', handler: postPayPage },
];
