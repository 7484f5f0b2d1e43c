// `npm run mutation`: puts each of the small money-path bugs below into a temporary copy of the
// project and runs the billing and ledger tests there. Every mutant must be killed (some test fails);
// a mutant that survives means the suite no longer guards that behaviour. Takes a few minutes.
//   npm run mutation                 all mutants
//   npm run mutation -- one-batch    only the named ones
import { execFileSync, spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { PROJECT_ROOT } from '#core/paths.ts';

interface Mutant {
  name: string;
  /** What the bug does, as the audit put it. */
  what: string;
  file: string;
  find: string;
  replace: string;
}

const MUTANTS: Mutant[] = [
  {
    name: 'skip-semantic-similar',
    what: 'semantic and similar debits never reach the billing sync',
    file: 'src/core/billing/sync.ts',
    find: 'if (debit.operation === null || !KNOWN.includes(debit.operation)) return undefined;',
    replace:
      "if (debit.operation === null || !KNOWN.includes(debit.operation) || debit.operation === 'semantic' || debit.operation === 'similar') return undefined;",
  },
  {
    name: 'debit-without-transaction',
    what: "the debit's balance check and insert are no longer one transaction",
    file: 'src/core/ledger/ledger.ts',
    find: 'inTransaction(db, () => {\n      const cost = COSTS[operation];',
    replace: '((work: () => unknown) => work())(() => {\n      const cost = COSTS[operation];',
  },
  {
    name: 'one-batch',
    what: 'a sync delivers at most one batch of 1,000 debits',
    file: 'src/core/billing/sync.ts',
    find: 'const MAX_BATCHES_PER_SYNC = 20;',
    replace: 'const MAX_BATCHES_PER_SYNC = 1;',
  },
  {
    name: 'conflicts-unmarked',
    what: 'usage ids the service reports as conflicting are never marked synced',
    file: 'src/core/billing/sync.ts',
    find: 'const delivered = [...reply.acceptedUsageIds, ...reply.conflictingUsageIds]',
    replace: 'const delivered = [...reply.acceptedUsageIds]',
  },
  {
    name: 'older-reply-any-account',
    what: 'the account tag is dropped from the older-reply check',
    file: 'src/core/billing/sync.ts',
    find: 'const older = last?.account === account && (',
    replace: 'const older = last !== undefined && (',
  },
  {
    name: 'payment-link-unguarded',
    what: 'any payment link the service sends is opened',
    file: 'src/core/billing/purchase.ts',
    find: 'if (!isOpenableCheckoutUrl(created.url))',
    replace: 'if (false)',
  },
  {
    name: 'retry-after-ignored',
    what: 'Retry-After is ignored while polling a checkout',
    file: 'src/core/billing/purchase.ts',
    find: "if (isAppError(err) && err.code === 'rate_limited') wait = Math.max(wait, Number(err.details.retryAfterSeconds) * 1000);",
    replace: '',
  },
  {
    name: 'expired-webhook-refused',
    what: 'a signed webhook for a session that expired before the payment landed is refused',
    file: 'src/billing-server/checkout/webhook.ts',
    find: "if (session.status === 'complete') return { received: true, duplicate: true };",
    replace:
      "if (session.status === 'complete') return { received: true, duplicate: true };\n    if (Date.parse(session.expires_at) <= nowMs) throw new BillingError('conflict', 'This checkout session has expired');",
  },
  {
    name: 'unknown-operation-sent',
    what: 'a debit with an operation the service does not know is sent (and the whole sync refused)',
    file: 'src/core/billing/sync.ts',
    find: 'if (debit.operation === null || !KNOWN.includes(debit.operation)) return undefined;',
    replace: 'if (debit.operation === null) return undefined;',
  },
  {
    name: 'no-poll-deadline',
    what: 'a checkout left open is polled forever (no 35-minute deadline)',
    file: 'src/core/billing/purchase.ts',
    find: 'if (deps.now().getTime() + wait > deadline) {',
    replace: 'if (false) {',
  },
];

/** The billing and ledger tests: app side, reference server, and the ledger itself. */
const TESTS = ['test/billing', 'test/billing-server', 'src/core/billing', 'src/core/ledger', 'src/billing-server'];

/** The project's files as git sees them (tracked, and new ones not ignored), copied into a fresh folder. */
function copyProject(dir: string): void {
  const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '-z'], { cwd: PROJECT_ROOT, encoding: 'utf8' })
    .split('\0')
    .filter(Boolean);
  for (const file of files) {
    if (!existsSync(join(PROJECT_ROOT, file))) continue;
    mkdirSync(dirname(join(dir, file)), { recursive: true });
    copyFileSync(join(PROJECT_ROOT, file), join(dir, file));
  }
  symlinkSync(join(PROJECT_ROOT, 'node_modules'), join(dir, 'node_modules'));
  // The built verse database (ignored by git) is shared, read-only.
  mkdirSync(join(dir, 'resources'), { recursive: true });
  symlinkSync(join(PROJECT_ROOT, 'resources', 'verses.db'), join(dir, 'resources', 'verses.db'));
}

interface Outcome {
  /** Some test failed. */
  failed: boolean;
  seconds: number;
  detail: string;
}

/** Runs the billing and ledger tests in a copy of the project, with `mutant` applied when given. */
function runTests(mutant: Mutant | undefined): Outcome {
  const dir = mkdtempSync(join(tmpdir(), `mutant-${mutant?.name ?? 'none'}-`));
  try {
    copyProject(dir);
    if (mutant) {
      const path = join(dir, mutant.file);
      const source = readFileSync(path, 'utf8');
      const at = source.indexOf(mutant.find);
      if (at < 0 || source.indexOf(mutant.find, at + 1) >= 0)
        throw new Error(`${mutant.name}: the code to mutate is not in ${mutant.file} exactly once; update the mutant`);
      writeFileSync(path, source.slice(0, at) + mutant.replace + source.slice(at + mutant.find.length));
    }
    const started = performance.now();
    const run = spawnSync(process.execPath, [join(dir, 'node_modules', 'vitest', 'vitest.mjs'), 'run', '--bail=1', ...TESTS], {
      cwd: dir,
      encoding: 'utf8',
      env: { ...process.env, CI: 'true' },
    });
    const seconds = (performance.now() - started) / 1000;
    const output = `${run.stdout}\n${run.stderr}`;
    // A killed mutant is a failing test, not a run that could not start.
    const failing = /FAIL\s+([^\n]+)/.exec(stripVTControlCharacters(output));
    if (run.status !== 0 && !failing) throw new Error(`The tests did not run (exit ${run.status}):\n${output.slice(-2000)}`);
    return { failed: run.status !== 0, seconds, detail: failing ? failing[1]!.trim() : '' };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const only = process.argv.slice(2);
const chosen = only.length ? MUTANTS.filter((m) => only.includes(m.name)) : MUTANTS;
if (chosen.length === 0) throw new Error(`No mutant named ${only.join(', ')}; known: ${MUTANTS.map((m) => m.name).join(', ')}`);
// The control: without a mutant, the same tests in the same kind of copy must pass.
const control = runTests(undefined);
if (control.failed) throw new Error(`The unmutated copy fails its tests (${control.detail}); fix that first`);
console.log(`control   (no mutant)                ${control.seconds.toFixed(0).padStart(4)} s  all billing and ledger tests pass`);
let survivors = 0;
for (const mutant of chosen) {
  const result = runTests(mutant);
  if (!result.failed) survivors++;
  console.log(
    `${result.failed ? 'killed  ' : 'SURVIVED'}  ${mutant.name.padEnd(26)} ${result.seconds.toFixed(0).padStart(4)} s  ${mutant.what}${result.failed ? `\n          by ${result.detail}` : ''}`,
  );
}
console.log(`${chosen.length - survivors} of ${chosen.length} mutants killed`);
process.exitCode = survivors === 0 ? 0 : 1;
