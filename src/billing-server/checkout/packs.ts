import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { formatPath } from '../errors.ts';

export const DEFAULT_PACKS_FILE = fileURLToPath(new URL('../packs.default.json', import.meta.url));

export const packSchema = z.strictObject({
  id: z.string().regex(/^[a-z0-9][a-z0-9_-]{0,39}$/, 'lowercase letters, digits, - or _, at most 40'),
  name: z.string().min(1).max(60),
  credits: z.int().min(1).max(1_000_000),
  amountCents: z.int().min(0).max(10_000_000),
  currency: z.literal('usd'),
});
export type Pack = z.infer<typeof packSchema>;

export const packsFileSchema = z
  .strictObject({ packs: z.array(packSchema).min(1).max(50) })
  .refine((file) => new Set(file.packs.map((pack) => pack.id)).size === file.packs.length, {
    message: 'pack ids must be unique',
    path: ['packs'],
  });

/** Reads and validates a packs file; a bad file stops the server at startup with the offending field named. */
export function loadPacks(file: string = DEFAULT_PACKS_FILE): Pack[] {
  let raw: unknown;
  try {
    raw = JSON.parse(readFileSync(file, 'utf8'));
  } catch (err) {
    throw new Error(`Cannot read packs file ${file}: ${err instanceof Error ? err.message : String(err)}`, { cause: err });
  }
  const result = packsFileSchema.safeParse(raw);
  if (!result.success) {
    const issue = result.error.issues[0];
    throw new Error(`Invalid packs file ${file}: ${formatPath(issue?.path ?? [])}: ${issue?.message ?? 'invalid'}`);
  }
  return result.data.packs;
}
