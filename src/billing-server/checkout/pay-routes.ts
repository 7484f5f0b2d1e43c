import { z } from 'zod';
import { readForm, type Reply, type RequestContext } from '../context.ts';
import { BillingError, type BillingErrorCode } from '../errors.ts';
import { findSession, findSessionByToken, payPagePath, sessionIdSchema, sessionStatus, type SessionRow } from './checkout.ts';
import { renderCompletePage, renderErrorPage, renderPayPage } from './pay-page.ts';
import { buildCheckoutCompletedEvent } from './webhook.ts';
import { SIGNATURE_HEADER, signWebhookPayload } from './webhook-signature.ts';

const tokenSchema = z.string().min(1).max(200);
const payForm = z.object({ confirm: z.literal('pay') });

/** Thrown for page errors so the server renders them as HTML with the matching status. */
export class PageError extends BillingError {
  constructor(
    code: BillingErrorCode,
    readonly title: string,
    message: string,
  ) {
    super(code, message);
  }
}

export function renderPageError(err: BillingError): string {
  if (err instanceof PageError) return renderErrorPage(err.title, err.message);
  return renderErrorPage('Something went wrong', err.message);
}

type OpenSession = { session: SessionRow; token: string };

/** A bad id and a bad token get the same page, so links cannot be probed. */
function loadSession(ctx: RequestContext): OpenSession | { done: Reply } {
  const id = sessionIdSchema.safeParse(ctx.params['sessionId']);
  const token = tokenSchema.safeParse(ctx.query.get('token'));
  const session = id.success && token.success ? findSessionByToken(ctx.deps.db, id.data, token.data) : undefined;
  if (!session || !token.success) {
    const message = 'This payment link does not exist. Start the purchase again from the app.';
    throw new PageError('not_found', 'Payment link not valid', message);
  }
  const status = sessionStatus(session, ctx.deps.clock());
  if (status === 'complete') return { done: { html: renderCompletePage(session) } };
  if (status === 'expired') {
    const message = 'This checkout has expired and cannot be paid. Start the purchase again from the app.';
    throw new PageError('conflict', 'Checkout expired', message);
  }
  return { session, token: token.data };
}

export async function getPayPage(ctx: RequestContext): Promise<Reply> {
  const loaded = loadSession(ctx);
  if ('done' in loaded) return loaded.done;
  return { html: renderPayPage(loaded.session, payPagePath(loaded.session.id, loaded.token)) };
}

/**
 * "Pays" in test mode by doing what the payment provider would: sign a checkout.session.completed event and
 * POST it to our own webhook over HTTP, so the crediting path is exactly the production one.
 */
export async function postPayPage(ctx: RequestContext): Promise<Reply> {
  const loaded = loadSession(ctx);
  // Already paid: a second press of Pay (or a reload) shows the same page and books nothing.
  if ('done' in loaded) return loaded.done;
  await readForm(ctx, payForm);
  const { deps } = ctx;
  const now = deps.clock();
  const body = JSON.stringify(buildCheckoutCompletedEvent(loaded.session, now));
  const signature = signWebhookPayload(deps.webhookSecret, body, Math.floor(now / 1000));
  const response = await fetch(`${deps.baseUrl()}/v1/billing/webhook`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: signature },
    body,
    signal: AbortSignal.timeout(10_000),
  });
  const reply = await response.text();
  const completed = findSession(deps.db, loaded.session.id);
  if (!response.ok || completed?.status !== 'complete') {
    deps.log(`Webhook delivery for ${loaded.session.id} failed: ${response.status} ${reply.slice(0, 500)}`);
    throw new PageError('internal', 'Payment not completed', 'The test payment could not be completed. Try again.');
  }
  return { html: renderCompletePage(completed) };
}
