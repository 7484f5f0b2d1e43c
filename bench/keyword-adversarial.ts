// Keyword search under abuse: a seeded corpus of adversarial queries (repeats, common words, short
// prefixes, operators, quotes, long exclusion lists, 500-character inputs, unicode) sent one at a time
// to the real HTTP server while a second loop polls GET /v1/health, which must stay responsive.
// Run alone: npx tsx bench/keyword-adversarial.ts [--queries 1200] [--seed 7]
import { mkdtempSync, rmSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { createCore } from '#core/create-core.ts';
import { defaultVersesDbPath } from '#core/paths.ts';
import { startHttpServer } from '../src/server/http-server.ts';
import { seededRandom } from '../test/seeded-random.ts';
import { percentile } from './speed.ts';

/** The most frequent KJV words (fts5vocab, by occurrences), the cheapest way to make a query broad. */
const COMMON = (
  'the and of to that in he shall unto for i his a lord they be is him not them it with all thou thy was god ' +
  'which my me said but ye their have will thee from as are when this out were upon man by you israel king up there ' +
  'hath then people came had house into on her come one we children before your also day land men'
).split(' ');
/** Two-letter prefixes whose expansions cover the most occurrences (`th*` alone covers 128,000). */
const PREFIXES = 'th an he hi in be to sh wi wh ha fo sa no un lo is ma go al co wa so me se of it my ye re pr de st ch di ca'.split(' ');
const RARE = ['mephibosheth', 'charity', 'suffereth', 'begotten', 'shepherd', 'wept', 'naaman', 'jubile', 'tabernacle', 'zerubbabel'];
const UNICODE = ['Naamán', 'ﬁre', '🙏', 'λόγος', 'שָׁלוֹם', '愛', 'e\u0301', '\u200b', '\u0000', 'ǅ', 'İ', 'ß', '\u202e', '𝒢𝑜𝒹', '\ud800'];
const MAX_QUERY_CHARS = 500;

/** Repeats `unit` (joined by `sep`) as often as fits in `chars`. */
function fill(unit: () => string, sep: string, chars: number): string {
  let out = unit();
  for (;;) {
    const next = `${out}${sep}${unit()}`;
    if (next.length > chars) return out;
    out = next;
  }
}

export interface AdversarialQuery {
  kind: string;
  query: string;
  translation: 'kjv' | 'web';
  top_k: number;
  book?: string;
}

/** At least `count` queries, each at most 500 characters (the contract's limit), the same for the same seed. */
export function adversarialCorpus(count: number, seed = 7): AdversarialQuery[] {
  const random = seededRandom(seed);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
  const int = (lo: number, hi: number) => lo + Math.floor(random() * (hi - lo + 1));
  const chars = () => (random() < 0.5 ? MAX_QUERY_CHARS : int(20, MAX_QUERY_CHARS));
  const distinct = <T>(list: readonly T[], n: number): T[] => [...list].sort(() => random() - 0.5).slice(0, n);
  const operator = () => pick([' ', ' OR ', ' | ', ' AND ', ' NOT ', ' -', ' || ']);
  const generators: Record<string, () => string> = {
    'audit examples': () => pick([fill(() => 'th*', ' ', 499), fill(() => 'the', ' ', 499), fill(() => 'a', ' ', 499), `b${' -b'.repeat(100)}`]),
    'word repeated': () =>
      random() < 0.5
        ? fill(() => pick(COMMON.slice(0, 8)), ' ', chars())
        : fill(
            (
              (w) => () =>
                w
            )(pick(COMMON.slice(0, 8))),
            ' ',
            chars(),
          ),
    'prefix repeated': () =>
      fill(
        random() < 0.5
          ? () => `${pick(PREFIXES.slice(0, 4))}*`
          : (
              (p) => () =>
                `${p}*`
            )(pick(PREFIXES.slice(0, 4))),
        ' ',
        chars(),
      ),
    'phrase repeated': () => fill(() => `"${pick(COMMON.slice(0, 6))} ${pick(COMMON.slice(0, 6))}"`, ' ', chars()),
    'long phrase of common words': () => `"${fill(() => pick(COMMON.slice(0, 4)), ' ', chars() - 2)}"`,
    'common words': () =>
      distinct(COMMON, int(2, 60))
        .join(pick([' ', ' OR ', ' | ']))
        .slice(0, MAX_QUERY_CHARS),
    'two-letter prefixes': () =>
      distinct(PREFIXES, int(2, 40))
        .map((p) => `${p}*`)
        .join(pick([' ', ' OR ']))
        .slice(0, MAX_QUERY_CHARS),
    'operators mixed': () =>
      fill(() => `${operator()}${pick([...COMMON.slice(0, 20), `${pick(PREFIXES)}*`, `"${pick(COMMON)} ${pick(COMMON)}"`])}`, '', chars()).trim(),
    'operators only': () => fill(() => pick(['OR', 'AND', 'NOT', '|', '-', '"', '*', '(', ')', 'NEAR(', ':', '^']), ' ', int(1, MAX_QUERY_CHARS)),
    'OR groups': () => fill(() => `${pick(COMMON.slice(0, 10))} ${pick(COMMON.slice(0, 10))}`, ' OR ', chars()),
    'exclusions x100': () =>
      `${pick([...COMMON.slice(0, 5), ...RARE])}${pick([' -b', ' -the', ' NOT b', ' -a', ' -th*']).repeat(100)}`.slice(0, MAX_QUERY_CHARS),
    'distinct exclusions': () =>
      `${pick(COMMON.slice(0, 3))} ${distinct(COMMON.slice(3), int(10, 60))
        .map((w) => `-${w}`)
        .join(' ')}`.slice(0, MAX_QUERY_CHARS),
    quotes: () => fill(() => pick(['"', '""', `"${pick(COMMON)}`, `${pick(COMMON)}"`, `"${pick(COMMON)} ${pick(PREFIXES)}"*`]), pick([' ', '']), chars()),
    '500 random characters': () =>
      Array.from({ length: MAX_QUERY_CHARS }, () => String.fromCharCode(int(32, 126)))
        .join('')
        .trim() || 'x',
    'long word': () => 'a'.repeat(int(100, MAX_QUERY_CHARS)),
    unicode: () => fill(() => `${pick(UNICODE)}${pick(['', pick(COMMON), '*', ' '])}`, pick([' ', '']), chars()).trim() || 'ß',
    'at the limits': () =>
      pick([
        () =>
          `"${Array(31)
            .fill(pick(COMMON.slice(0, 3)))
            .join(' ')}" OR ${pick(RARE)}`,
        () =>
          `"${Array(32)
            .fill(pick(COMMON.slice(0, 3)))
            .join(' ')}"`,
        () =>
          distinct(PREFIXES, 8)
            .map((p) => `${p}*`)
            .join(pick([' OR ', ' '])),
        () => distinct(COMMON.slice(0, 12), int(5, 8)).join(' OR '),
        () => `${pick(COMMON.slice(0, 3))} ${Array.from({ length: 31 }, (_, i) => `-zq${i}`).join(' ')}`,
        () => Array.from({ length: 16 }, (_, i) => `the ${COMMON[i + 1]}`).join(' OR '),
        () =>
          Array(int(32, 120))
            .fill(pick(COMMON.slice(0, 3)))
            .join('\u19b0'),
        () => 'ſhall OR iſ OR hiſ OR aſ OR waſ OR ſaid OR houſe OR ſo',
      ])(),
    ordinary: () => `${pick(RARE)} ${pick(['', pick(COMMON), `${pick(RARE).slice(0, 3)}*`, `-${pick(COMMON)}`])}`.trim(),
  };
  const kinds = Object.keys(generators);
  return Array.from({ length: count }, (_, i) => {
    const kind = kinds[i % kinds.length]!;
    const query = generators[kind]!().trim().slice(0, MAX_QUERY_CHARS).trim() || 'x';
    return {
      kind,
      query,
      translation: random() < 0.75 ? 'kjv' : 'web',
      top_k: pick([10, 50]),
      ...(random() < 0.1 && { book: pick(['Genesis', 'Psalms', 'John']) }),
    };
  });
}

/** One request on a fresh connection, so a long stall cannot leave a stale keep-alive socket behind. */
function send(url: string, headers: Record<string, string>, body?: string): Promise<{ status: number; code?: string }> {
  return new Promise((resolve) => {
    const req = httpRequest(url, { method: body === undefined ? 'GET' : 'POST', headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        let code: string | undefined;
        try {
          code = (JSON.parse(Buffer.concat(chunks).toString('utf8')) as { error?: { code?: string } }).error?.code;
        } catch {
          code = 'unparsable reply';
        }
        resolve({ status: res.statusCode ?? 0, ...(code !== undefined && { code }) });
      });
    });
    req.on('error', (err) => resolve({ status: 0, code: (err as NodeJS.ErrnoException).code ?? err.message }));
    req.end(body);
  });
}

export interface AdversarialFigures {
  queries: number;
  answered: number;
  refused: Record<string, number>;
  other: Record<string, number>;
  queryMs: { p50: number; p99: number; max: number; slowest: AdversarialQuery };
  healthMs: { polls: number; failures: number; p50: number; p99: number; max: number };
  wallSeconds: number;
}

/** Sends the corpus through a real server on 127.0.0.1:0 while polling health; one request in flight per loop. */
export async function measureKeywordAdversarial(options: { queries?: number; seed?: number } = {}): Promise<AdversarialFigures> {
  const corpus = adversarialCorpus(options.queries ?? 1200, options.seed ?? 7);
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-adversarial-'));
  const apiKey = 'bench-key-0123456789abcdef0123456789';
  const core = createCore({ versesDbPath: defaultVersesDbPath(), dataDir, freeCredits: 1_000_000 });
  const server = await startHttpServer({ api: core.api, apiKey, port: 0, logError: () => {} });
  const headers = { Authorization: `Bearer ${apiKey}`, 'Content-Type': 'application/json' };
  const started = performance.now();
  try {
    const body = ({ kind: _, ...input }: AdversarialQuery) => JSON.stringify(input);
    for (const q of corpus.slice(0, 20)) await send(`${server.url}/v1/bible/search`, headers, body(q));
    let running = true;
    const healthTimes: number[] = [];
    let healthFailures = 0;
    const poll = (async () => {
      while (running) {
        const t = performance.now();
        const res = await send(`${server.url}/v1/health`, headers);
        healthTimes.push(performance.now() - t);
        if (res.status !== 200) healthFailures++;
        await new Promise((r) => setTimeout(r, 2));
      }
    })();
    const times: number[] = [];
    const refused: Record<string, number> = {};
    const other: Record<string, number> = {};
    let answered = 0;
    for (const q of corpus) {
      const t = performance.now();
      const res = await send(`${server.url}/v1/bible/search`, headers, body(q));
      times.push(performance.now() - t);
      const outcome = `${res.status} ${res.code ?? ''}`.trim();
      if (res.status === 200) answered++;
      else if (res.status === 400) refused[res.code!] = (refused[res.code!] ?? 0) + 1;
      else other[outcome] = (other[outcome] ?? 0) + 1;
    }
    running = false;
    await poll;
    const slowest = corpus[times.indexOf(Math.max(...times))]!;
    return {
      queries: corpus.length,
      answered,
      refused,
      other,
      queryMs: { p50: percentile(times, 50), p99: percentile(times, 99), max: Math.max(...times), slowest },
      healthMs: {
        polls: healthTimes.length,
        failures: healthFailures,
        p50: percentile(healthTimes, 50),
        p99: percentile(healthTimes, 99),
        max: Math.max(...healthTimes),
      },
      wallSeconds: (performance.now() - started) / 1000,
    };
  } finally {
    await server.close();
    core.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export function keywordAdversarialReport(f: AdversarialFigures): string {
  const ms = (n: number) => n.toFixed(1);
  const counts = (r: Record<string, number>) =>
    Object.entries(r)
      .map(([k, v]) => `${v} ${k}`)
      .join(', ') || 'none';
  return [
    `Keyword search under adversarial queries: ${f.queries} queries over HTTP, one at a time, with /v1/health polled alongside (${f.wallSeconds.toFixed(1)} s)`,
    `answered ${f.answered}; refused (400) ${counts(f.refused)}; other statuses ${counts(f.other)}`,
    `query ms: p50 ${ms(f.queryMs.p50)}, p99 ${ms(f.queryMs.p99)}, max ${ms(f.queryMs.max)} (${f.queryMs.slowest.kind}: ${JSON.stringify(f.queryMs.slowest.query.slice(0, 60))}${f.queryMs.slowest.query.length > 60 ? '…' : ''})`,
    `health ms (${f.healthMs.polls} polls, ${f.healthMs.failures} failed): p50 ${ms(f.healthMs.p50)}, p99 ${ms(f.healthMs.p99)}, max ${ms(f.healthMs.max)}`,
  ].join('\n');
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { values } = parseArgs({ options: { queries: { type: 'string', default: '1200' }, seed: { type: 'string', default: '7' } } });
  console.log(keywordAdversarialReport(await measureKeywordAdversarial({ queries: Number(values.queries), seed: Number(values.seed) })));
}
