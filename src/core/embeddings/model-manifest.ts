import { createHash } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';

const pinnedFile = z.union([
  z.strictObject({ size: z.int().positive(), sha256: z.string().regex(/^[0-9a-f]{64}$/) }),
  // Small text files whose hash is not pinned: checked to be JSON under a size bound.
  z.strictObject({ maxSize: z.int().positive(), json: z.literal(true) }),
]);

export const modelManifestSchema = z.record(
  z.string().regex(/^[\w.-]+\/[\w.-]+$/),
  z.strictObject({
    revision: z.string().min(1),
    dtype: z.enum(['q8', 'fp32']),
    pooling: z.enum(['mean', 'cls']),
    files: z.record(
      z
        .string()
        .regex(/^[\w./-]+$/)
        .refine((p) => !p.split('/').includes('..'), 'no ..'),
      pinnedFile,
    ),
  }),
);
export type ModelManifest = z.infer<typeof modelManifestSchema>;

/** Checks a model folder against its manifest entry; returns the problems found (empty when it is intact). */
export function verifyModelFiles(dir: string, files: ModelManifest[string]['files']): string[] {
  const problems: string[] = [];
  for (const [path, pin] of Object.entries(files)) {
    const file = join(dir, path);
    let size: number;
    try {
      size = statSync(file).size;
    } catch {
      problems.push(`${path}: missing`);
      continue;
    }
    if ('sha256' in pin) {
      if (size !== pin.size) problems.push(`${path}: ${size} bytes, expected ${pin.size}`);
      else if (createHash('sha256').update(readFileSync(file)).digest('hex') !== pin.sha256) problems.push(`${path}: sha256 does not match the manifest`);
    } else if (size > pin.maxSize) {
      problems.push(`${path}: ${size} bytes, more than ${pin.maxSize}`);
    } else {
      try {
        JSON.parse(readFileSync(file, 'utf8'));
      } catch {
        problems.push(`${path}: not valid JSON`);
      }
    }
  }
  return problems;
}
