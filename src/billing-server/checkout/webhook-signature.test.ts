import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { BillingError } from '../errors.ts';
import { signWebhookPayload, verifyWebhookSignature } from './webhook-signature.ts';

const SECRET = 'whsec_unit';
const BODY = Buffer.from('{"id":"evt_1"}');

function rejects(header: string | undefined, now = 1000): void {
  expect(() => verifyWebhookSignature(SECRET, BODY, header, now)).toThrow(BillingError);
}

describe('webhook signatures', () => {
  it('signs t and the raw body with HMAC-SHA256, Stripe style', () => {
    const expected = createHmac('sha256', SECRET).update(`1000.${BODY.toString()}`).digest('hex');
    expect(signWebhookPayload(SECRET, BODY, 1000)).toBe(`t=1000,v1=${expected}`);
    expect(() => verifyWebhookSignature(SECRET, BODY, signWebhookPayload(SECRET, BODY, 1000), 1000)).not.toThrow();
  });

  it('applies the timestamp tolerance both ways', () => {
    const header = signWebhookPayload(SECRET, BODY, 1000);
    expect(() => verifyWebhookSignature(SECRET, BODY, header, 1300)).not.toThrow();
    rejects(header, 1301);
    rejects(header, 699);
    expect(() => verifyWebhookSignature(SECRET, BODY, header, 1400, 400)).not.toThrow();
  });

  it('accepts any matching v1 and rejects everything else', () => {
    const good = signWebhookPayload(SECRET, BODY, 1000);
    const v1 = good.split('v1=')[1];
    expect(() => verifyWebhookSignature(SECRET, BODY, `t=1000,v1=${'a'.repeat(64)},v1=${v1}`, 1000)).not.toThrow();
    expect(() => verifyWebhookSignature(SECRET, BODY, ` v1=${v1} , t=1000 `, 1000)).not.toThrow();
    rejects(undefined);
    rejects('');
    rejects(`t=1000`);
    rejects(`v1=${v1}`);
    rejects(`t=1000,v1=${v1?.toUpperCase()}`);
    rejects(`t=1000,v1=${v1}00`);
    rejects(`t=1000,v0=${v1}`);
    rejects(`t=-5,v1=${v1}`);
    rejects(signWebhookPayload('whsec_other', BODY, 1000));
    rejects(`t=1000,${'v1=x,'.repeat(500)}`);
  });
});
