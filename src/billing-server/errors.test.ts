import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { BILLING_ERROR_STATUS, BillingError, parseOrThrow, toBillingError } from './errors.ts';

const schema = z.strictObject({ items: z.array(z.strictObject({ n: z.int() })) });

function failure(raw: unknown): BillingError {
  try {
    parseOrThrow(schema, raw);
  } catch (err) {
    if (err instanceof BillingError) return err;
  }
  throw new Error('expected a BillingError');
}

describe('billing errors', () => {
  it('names the offending field like a client writes it', () => {
    expect(failure({ items: [{ n: 1 }, { n: 'x' }] }).toBody().error).toMatchObject({ code: 'invalid_request', field: 'items[1].n' });
    expect(failure({ items: [{ n: 1, m: 2 }] }).toBody().error).toEqual({ code: 'invalid_request', field: 'items[0].m', message: 'items[0].m: unknown field' });
    expect(failure('nope').toBody().error.field).toBe('body');
  });

  it('hides unexpected errors behind a bare internal', () => {
    const hidden = toBillingError(new Error('secret path /etc/x'));
    expect(hidden.status).toBe(500);
    expect(hidden.toBody()).toEqual({ error: { code: 'internal', message: 'Internal error' } });
  });

  it('maps each code to its status', () => {
    expect(Object.entries(BILLING_ERROR_STATUS).map(([code, status]) => `${status} ${code}`)).toEqual([
      '400 invalid_request',
      '401 unauthorized',
      '402 insufficient_credits',
      '403 forbidden',
      '404 not_found',
      '405 method_not_allowed',
      '409 conflict',
      '413 payload_too_large',
      '415 unsupported_media_type',
      '429 rate_limited',
      '500 internal',
    ]);
  });
});
