import type { z } from 'zod';
import { AppError } from './errors.ts';
import { contract, type Method, type MethodParsedInput } from './contract/index.ts';

/** Parses with a schema or throws `invalid_request` naming the first offending field. */
export function parseOrThrow<S extends z.ZodType>(schema: S, raw: unknown): z.output<S> {
  const result = schema.safeParse(raw);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const keys = issue && issue.code === 'unrecognized_keys' ? issue.keys : [];
  const path = keys.length > 0 ? keys.join('.') : (issue?.path ?? []).map(String).join('.');
  const field = path || undefined;
  const reason = issue?.code === 'unrecognized_keys' ? 'unknown field' : (issue?.message ?? 'invalid');
  throw new AppError('invalid_request', field ? `${field}: ${reason}` : reason, field ? { field } : {});
}

/** Validates the input of a contract method at a host boundary (HTTP route or IPC handler). */
export function parseMethodInput<M extends Method>(method: M, raw: unknown): MethodParsedInput<M> {
  return parseOrThrow(contract[method].input, raw) as MethodParsedInput<M>;
}
