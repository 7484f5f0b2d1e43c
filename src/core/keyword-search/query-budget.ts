import { AppError } from '#shared/errors.ts';
import { BUDGET_SAMPLE_EVERY, registerBudget } from '../verses-db/fts.ts';
import type { VersesDb } from '../verses-db/open.ts';

/**
 * bm25 scores every matching verse against every term of the query, so a query may ask for at most
 * this many verse × term scores; past it, it is stopped and refused (`invalid_request`, nothing
 * charged). `the` needs 24,091 × 1 (18 ms); six words found in nearly every verse, OR'ed, 182,000 (32 ms).
 */
export const MAX_VERSE_TERM_SCORES = 200_000;

/**
 * A keyword query still running after this much time is stopped and refused (`invalid_request`,
 * nothing charged), whatever it is. It runs on the host's event loop: the word, prefix and
 * verse × term limits keep every query under about 40 ms on two idle cores, and this bounds the rest.
 */
export const KEYWORD_TIME_BUDGET_MS = 100;

export interface QueryBudgetOptions {
  /** Defaults to `KEYWORD_TIME_BUDGET_MS`; tests pass 0 to see the refusal. */
  timeBudgetMs?: number;
}

export interface QueryBudget {
  /** The SQL function the keyword query calls on sampled matches (`matchExact`); it throws once the budget is spent. */
  name: ReturnType<typeof registerBudget>;
  /** Runs `work`, one statement over an FTS5 expression of `terms` terms, with the budget armed. */
  run<T>(terms: number, work: () => T): T;
}

interface Running {
  terms: number;
  scores: number;
  wallDeadline: number;
  cpuDeadline: number;
}

const cpuMs = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};

/**
 * Limits one keyword query at a time on `db`. better-sqlite3 has no progress handler or interrupt,
 * so the check is a SQL function evaluated on matching rows: the one place a running query returns
 * to JavaScript. Work cannot be interrupted between matches (a phrase scan that finds nothing, the
 * per-term statistics bm25 gathers on its first row); the parser's word limit bounds that.
 */
export function createQueryBudget(db: VersesDb, options: QueryBudgetOptions = {}): QueryBudget {
  const timeBudgetMs = options.timeBudgetMs ?? KEYWORD_TIME_BUDGET_MS;
  let running: Running | undefined;

  const name = registerBudget(db, () => {
    const query = running!;
    query.scores += BUDGET_SAMPLE_EVERY * query.terms;
    if (query.scores > MAX_VERSE_TERM_SCORES) {
      throw new AppError(
        'invalid_request',
        `query: too broad (its ${query.terms} terms match too many verses: at most ${MAX_VERSE_TERM_SCORES} verse × term scores); use rarer words, fewer OR alternatives or exclusions, or longer prefixes`,
        { field: 'query', maxVerseTermScores: MAX_VERSE_TERM_SCORES },
      );
    }
    // Refused only when both clocks are past the budget: a query slowed by other programs on the
    // machine keeps its CPU time low. CPU time is the whole process's, so busy worker threads (the
    // embedding pool) can only make the refusal come sooner, never later.
    if (performance.now() >= query.wallDeadline && cpuMs() >= query.cpuDeadline) {
      throw new AppError('invalid_request', `query: too broad, took over ${timeBudgetMs} ms; use rarer words, fewer OR alternatives or longer prefixes`, {
        field: 'query',
        timeBudgetMs,
      });
    }
  });

  return {
    name,
    run(terms, work) {
      running = { terms, scores: 0, wallDeadline: performance.now() + timeBudgetMs, cpuDeadline: cpuMs() + timeBudgetMs };
      try {
        return work();
      } finally {
        running = undefined;
      }
    },
  };
}
