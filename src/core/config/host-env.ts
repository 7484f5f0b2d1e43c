import { resolve } from 'node:path';
import { z } from 'zod';
import { billingUrlSchema, pastedAccountKeySchema } from '#shared/contract/billing.ts';

// Every environment variable the app reads, one schema entry each. This file imports nothing from
// core, so paths.ts (whose helpers tests and benchmarks call) can use the same rules without a cycle.

/** The documented default port of web mode; `PORT=0` picks a free one. */
export const DEFAULT_PORT = 5299;

/** Variables whose value is a secret: an error names them but never repeats what they hold. */
const SECRET_VARIABLES: ReadonlySet<string> = new Set(['SCRIPTURE_API_KEY', 'SCRIPTURE_BILLING_KEY']);

// `VAR=` in a shell or an empty field in a launcher means "not set", as it always has.
const unsetIfBlank = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);
const variable = <T extends z.ZodType>(schema: T) => z.preprocess(unsetIfBlank, schema.optional());

const wholeNumber = (rule: string, max: number) =>
  z
    .string()
    .trim()
    .regex(/^\d+$/, rule)
    .transform(Number)
    .refine((n) => n <= max, rule);

const folderOrFile = z
  .string()
  .refine((p) => !p.includes('\0'), 'must be a path')
  .transform((p) => resolve(p));

const isLoopback = (host: string) => host === 'localhost' || host === '[::1]' || /^127(?:\.\d{1,3}){3}$/.test(host);

/** Only a loopback address, so questions never leave the machine. */
const llmUrl = z
  .string()
  .trim()
  .refine((v) => URL.canParse(v), { message: 'must be a URL like http://127.0.0.1:8080', abort: true })
  .refine((v) => {
    const url = new URL(v);
    return /^https?:$/.test(url.protocol) && isLoopback(url.hostname);
  }, 'must be an http(s) address on this machine (127.0.0.1 or localhost)');

/** `use-lite` (shipped on npm; `use-lite-tfjs` forces its TF.js reference runtime) or `hf:<owner>/<model>`, a folder below the models folder. */
const embeddingModel = z
  .string()
  .trim()
  .transform((value, ctx) => {
    if (value === 'use-lite') return { kind: 'use-lite' as const };
    if (value === 'use-lite-tfjs') return { kind: 'use-lite' as const, runtime: 'tfjs' as const };
    const model = /^hf:([\w.-]+\/[\w.-]+)$/.exec(value)?.[1];
    // `.` and `..` would name a folder outside the models folder.
    if (!model || model.split('/').some((part) => /^\.+$/.test(part))) {
      ctx.addIssue({ code: 'custom', message: 'must be "use-lite", "use-lite-tfjs" or "hf:<owner>/<model>"' });
      return z.NEVER;
    }
    return { kind: 'transformers' as const, model };
  });

/** Every variable, as the README's Configuration table lists them (a test keeps the two equal). */
export const hostEnvSchema = z.object({
  PORT: z.preprocess(unsetIfBlank, wholeNumber('must be 0..65535', 65535).default(DEFAULT_PORT)),
  SCRIPTURE_DATA_DIR: variable(folderOrFile),
  SCRIPTURE_API_KEY: variable(
    z
      .string()
      .trim()
      .max(200)
      .regex(/^[\x21-\x7e]+$/, 'must be printable ASCII without spaces'),
  ),
  SCRIPTURE_FREE_CREDITS: variable(wholeNumber('must be a whole number ≥ 0', Number.MAX_SAFE_INTEGER)),
  SCRIPTURE_VERSES_DB: variable(folderOrFile),
  SCRIPTURE_CACHE_DIR: variable(folderOrFile),
  SCRIPTURE_EMBEDDING_MODEL: z.preprocess(unsetIfBlank, embeddingModel.default({ kind: 'use-lite' })),
  SCRIPTURE_MODELS_DIR: variable(folderOrFile),
  SCRIPTURE_BILLING_URL: variable(billingUrlSchema),
  SCRIPTURE_BILLING_KEY: variable(pastedAccountKeySchema),
  SCRIPTURE_LLM_URL: variable(llmUrl),
  SCRIPTURE_LLM_MODEL: variable(z.string().trim().max(200)),
});

export type HostVariable = keyof typeof hostEnvSchema.shape;
export type HostVariables = z.output<typeof hostEnvSchema>;
export type HostEnv = Readonly<Record<string, string | undefined>>;

export const HOST_VARIABLES = Object.keys(hostEnvSchema.shape) as HostVariable[];

/** A configuration the app refuses to start with: one line per bad variable, naming it. */
export class HostConfigError extends Error {
  override name = 'HostConfigError';
  constructor(readonly problems: readonly { variable: string; message: string }[]) {
    super(problems.map((p) => p.message).join('\n'));
  }
}

/** zod's built-in messages for the shared schemas' bounds, phrased like the rest ("must …"). */
const phrasing: z.core.$ZodErrorMap = (issue) => {
  if (issue.code === 'too_big') return `must be at most ${issue.maximum} characters`;
  if (issue.code === 'too_small') return `must be at least ${issue.minimum} characters`;
  return undefined;
};

function describeProblem(name: string, raw: string | undefined, rule: string): string {
  const sentence = rule.startsWith('must') ? rule : `is not valid (${rule})`;
  if (SECRET_VARIABLES.has(name) || raw === undefined) return `${name} ${sentence}`;
  // A URL's user:password is refused, and is not repeated either.
  const shown = raw.replace(/\/\/[^/?#\s]*@/, '//…@');
  // JSON quoting keeps a value with a line break on the one line.
  return `${name} ${sentence}, not ${JSON.stringify(shown.length > 120 ? `${shown.slice(0, 120)}…` : shown)}`;
}

/**
 * Parses the named variables (all by default); throws `HostConfigError` listing every bad one.
 * Hosts call `readHostConfig`; this is for tools that need one or two values.
 */
export function readHostVariables<K extends HostVariable = HostVariable>(env: HostEnv, names: readonly K[] = HOST_VARIABLES as K[]): Pick<HostVariables, K> {
  const values: Record<string, unknown> = {};
  const problems: { variable: string; message: string }[] = [];
  for (const name of names) {
    const parsed = hostEnvSchema.shape[name].safeParse(env[name], { error: phrasing });
    if (parsed.success) values[name] = parsed.data;
    else problems.push({ variable: name, message: describeProblem(name, env[name], parsed.error.issues[0]?.message ?? 'is not valid') });
  }
  if (problems.length) throw new HostConfigError(problems);
  return values as Pick<HostVariables, K>;
}

/** `SCRIPTURE_LLM_URL` with its `SCRIPTURE_LLM_MODEL`, in the shape the ask engine takes (`LlmOptions`). */
export function llmOptionsOf(vars: Pick<HostVariables, 'SCRIPTURE_LLM_URL' | 'SCRIPTURE_LLM_MODEL'>): { url: string; model?: string } | undefined {
  if (vars.SCRIPTURE_LLM_URL === undefined) return undefined;
  return { url: vars.SCRIPTURE_LLM_URL, ...(vars.SCRIPTURE_LLM_MODEL !== undefined && { model: vars.SCRIPTURE_LLM_MODEL }) };
}
