import { afterAll, describe, expect, it } from 'vitest';
import { createTestCore } from '../../test/helpers.ts';
import { dispatch } from './ipc-dispatch.ts';

const core = createTestCore({ freeCredits: 5 });
afterAll(() => core.cleanup());
const errors: unknown[] = [];
const call = (method: unknown, input: unknown) => dispatch(core.api, method, input, (e) => errors.push(e));

describe('IPC dispatch', () => {
  it('validates, calls core and wraps the value', async () => {
    const reply = await call('bible.search', { query: 'jesus wept', top_k: 1 });
    expect(reply).toMatchObject({ ok: true, value: { creditsUsed: 1, balance: 4, verses: [{ reference: 'John 11:35' }] } });
  });

  it('answers bad input and unknown methods with typed errors, charging nothing', async () => {
    expect(await call('bible.search', { query: 'x'.repeat(501) })).toMatchObject({ ok: false, error: { code: 'invalid_request', field: 'query' } });
    expect(await call('system.shutdown', {})).toMatchObject({ ok: false, error: { code: 'not_found' } });
    expect(await call({ toString: null }, {})).toMatchObject({ ok: false, error: { code: 'not_found' } });
    expect(await call('credits.getBalance', undefined)).toMatchObject({ ok: true, value: { balance: 4 } });
    expect(errors).toEqual([]);
  });
});
