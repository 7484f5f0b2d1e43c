import type { Api, StreamOptions, StreamingMethod } from '#shared/contract/index.ts';
import { isMethod, isStreamingMethod } from '#shared/contract/index.ts';
import { AppError, isAppError, toErrorBody } from '#shared/errors.ts';
import type { Envelope } from '#shared/ipc.ts';
import { parseMethodInput } from '#shared/validate.ts';

/**
 * The IPC host's whole job, free of Electron so it is testable: refuse unknown methods, validate the
 * input with the contract schema, call core, and wrap the outcome in an envelope.
 */
export async function dispatch(
  api: Api,
  method: unknown,
  input: unknown,
  logError: (err: unknown) => void,
  /** Where a streaming method's pieces go (pushed to the page); other methods ignore it. */
  stream?: StreamOptions<StreamingMethod>,
): Promise<Envelope<unknown>> {
  try {
    if (!isMethod(method)) throw new AppError('not_found', `Unknown method: ${typeof method === 'string' ? method : typeof method}`);
    const parsed = parseMethodInput(method, input ?? {});
    const call = api[method] as (input: unknown, stream?: StreamOptions<StreamingMethod>) => Promise<unknown>;
    return { ok: true, value: await (stream && isStreamingMethod(method) ? call(parsed, stream) : call(parsed)) };
  } catch (err) {
    // A call stopped because its page went away is no bug.
    if (!isAppError(err) && !stream?.signal?.aborted) logError(err);
    return { ok: false, error: toErrorBody(err).error };
  }
}
