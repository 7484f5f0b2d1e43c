import type { Api } from '#shared/contract/index.ts';
import { isMethod } from '#shared/contract/index.ts';
import { AppError, isAppError, toErrorBody } from '#shared/errors.ts';
import type { Envelope } from '#shared/ipc.ts';
import { parseMethodInput } from '#shared/validate.ts';

/**
 * The IPC host's whole job, free of Electron so it is testable: refuse unknown methods, validate the
 * input with the contract schema, call core, and wrap the outcome in an envelope.
 */
export async function dispatch(api: Api, method: unknown, input: unknown, logError: (err: unknown) => void): Promise<Envelope<unknown>> {
  try {
    if (!isMethod(method)) throw new AppError('not_found', `Unknown method: ${typeof method === 'string' ? method : typeof method}`);
    const parsed = parseMethodInput(method, input ?? {});
    const call = api[method] as (input: unknown) => Promise<unknown>;
    return { ok: true, value: await call(parsed) };
  } catch (err) {
    if (!isAppError(err)) logError(err);
    return { ok: false, error: toErrorBody(err).error };
  }
}
