// Grounded question answering: answer quality on test/data/questions.json and answer latency.
// `npx tsx bench/ask.ts` prints the figures; `measureAsk()` returns them.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseReference } from '#shared/bible/reference.ts';
import { escapeRegExp } from '#shared/regexp.ts';
import type { AskOutput } from '#shared/contract/ask.ts';
import { verseId } from '#core/bible/verse-id.ts';
import { numberValue } from '#core/ask/candidates.ts';
import { CARDINAL_WORD } from '#core/bible/knowledge/numbers.ts';
import { createCore } from '#core/create-core.ts';
import { defaultCacheDir, defaultVersesDbPath } from '#core/paths.ts';
import { semanticHostOptions } from '#core/config/semantic-options.ts';

export interface EvalQuestion {
  id: string;
  question: string;
  /** What the question is about: kinship, office, place, number, object, event, topical, howto, yesno, out-of-scope. */
  category: string;
  /** What the answer must name: person, people, place, number, time, duration, thing, reason, yesno, definition, topical, none. */
  answerType: string;
  /** Questions asking the same fact in other words share a group. */
  group?: string;
  split: 'dev' | 'test';
  answerable: boolean;
  /** Acceptable answer phrases (factoids; `yes`/`no` for yes/no questions). */
  answer?: string[];
  /** References (ranges allowed) a careful reader would cite. */
  expected: string[];
}

export const QUESTIONS_PATH = new URL('../test/data/questions.json', import.meta.url);

export function loadQuestions(): EvalQuestion[] {
  return (JSON.parse(readFileSync(QUESTIONS_PATH, 'utf8')) as { questions: EvalQuestion[] }).questions;
}

/** The verse ids of a reference or range within one chapter (`John 3:16`, `Romans 8:38-39`). */
export function idsOf(reference: string): number[] {
  const { book, start, end } = parseReference(reference);
  if (start.verse === undefined || end.verse === undefined) throw new Error(`${reference}: name verses, not a chapter`);
  if (start.chapter !== end.chapter) throw new Error(`${reference}: keep a range within one chapter`);
  return Array.from({ length: end.verse - start.verse + 1 }, (_, i) => verseId(book.index, start.chapter, start.verse! + i));
}

/** Citation precision counts a cited verse as right when it is expected or within this many verses of one (same chapter). */
export const NEIGHBOURHOOD = 2;

export interface QualityFigures {
  questions: number;
  /** Answerable questions whose answer cites at least one expected verse. */
  citesExpected: number;
  /** Cited verses that are expected or within ±NEIGHBOURHOOD verses of an expected one, over all verses cited for answerable questions. */
  citationPrecision: number;
  /**
   * Questions with an answer phrase (factoids, yes/no) whose answer states it in its lead: the text
   * before the first citation. A declined answer is never right, nor is the phrase inside a quotation.
   */
  rightFact: number;
  /** How many questions `rightFact` is over. */
  facts: number;
  /** Answerable questions the app declined as "no good answer". */
  falselyDeclined: number;
  /** Questions scripture does not answer that the app declined. */
  unanswerableDeclined: number;
}

export interface LatencyFigures {
  p50: number;
  p95: number;
}

export interface AskFigures {
  all: QualityFigures;
  dev: QualityFigures;
  /** The held-out half: nothing was tuned on it. */
  test: QualityFigures;
  /** Each split by category and by answer type. */
  byCategory: Record<string, { dev: QualityFigures; test: QualityFigures }>;
  byAnswerType: Record<string, { dev: QualityFigures; test: QualityFigures }>;
  firstTokenMs: LatencyFigures;
  fullAnswerMs: LatencyFigures;
  /** The first question after start, whole (it loads what answers need). */
  coldMs: number;
  retrieval: AskOutput['retrieval'];
  results: { question: EvalQuestion; output: AskOutput; firstTokenMs: number; fullMs: number }[];
}

const percentile = (values: readonly number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
};

const ratio = (n: number, d: number) => (d === 0 ? NaN : n / d);

/** What an answer says before its first citation: where a factoid answer must state the fact. */
export function leadOf(output: AskOutput): string {
  const at = Math.min(...output.citations.map((c) => output.answer.indexOf(`(${c.reference})`)).filter((i) => i >= 0), output.answer.length);
  return output.answer.slice(0, at);
}

const NUMBER_RUN = new RegExp(String.raw`(?:\d[\d,]*|\b(?:${CARDINAL_WORD})\b)(?:[\s-]+(?:and\s+)?(?:\d[\d,]*|(?:${CARDINAL_WORD})\b))*`, 'gi');

/** The values of the numbers a text states, however written (`four and twenty`, `24`, `4,000`). */
const numbersIn = (text: string) => new Set(Array.from(text.matchAll(NUMBER_RUN), (m) => numberValue(m[0].replace(/,/g, ''))).filter((v) => v !== undefined));

/**
 * Whether the answer states one of the acceptable phrases in its lead, outside quotation marks; a
 * number counts however it is written (`4,000` and `four thousand` alike).
 */
export function statesFact(question: EvalQuestion, output: AskOutput): boolean {
  if (!output.answered || !question.answer) return false;
  return statesAnswer(question.answer, leadOf(output).replace(/“[^”]*”/g, ' '));
}

/** A name's hyphen is the texts' spelling, not another name: `Beth-lehem` is Bethlehem, `Eben-ezer` Ebenezer. */
const unhyphened = (text: string) => text.replace(/(?<=\p{L})-(?=\p{L})/gu, '');

/** Whether a text states one of the acceptable phrases, as a whole word or as the same number. */
export function statesAnswer(acceptable: readonly string[], text: string): boolean {
  const stated = numbersIn(text);
  const joined = unhyphened(text);
  return acceptable.some((a) => {
    if (new RegExp(`(?<![\\p{L}\\d])${escapeRegExp(unhyphened(a))}(?![\\p{L}\\d])`, 'iu').test(joined)) return true;
    const values = numbersIn(a);
    return values.size > 0 && [...values].every((v) => stated.has(v));
  });
}

function quality(results: AskFigures['results']): QualityFigures {
  const answerable = results.filter((r) => r.question.answerable);
  const unanswerable = results.filter((r) => !r.question.answerable);
  let cites = 0;
  let right = 0;
  let cited = 0;
  for (const { question, output } of answerable) {
    const expected = new Set(question.expected.flatMap(idsOf));
    const ids = output.citations.flatMap((c) => idsOf(c.reference));
    if (ids.some((id) => expected.has(id))) cites++;
    cited += ids.length;
    right += ids.filter((id) => [...expected].some((e) => Math.floor(e / 1000) === Math.floor(id / 1000) && Math.abs(e - id) <= NEIGHBOURHOOD)).length;
  }
  const facts = answerable.filter((r) => r.question.answer);
  return {
    questions: results.length,
    citesExpected: ratio(cites, answerable.length),
    citationPrecision: ratio(right, cited),
    rightFact: ratio(facts.filter((r) => statesFact(r.question, r.output)).length, facts.length),
    facts: facts.length,
    falselyDeclined: ratio(answerable.filter((r) => !r.output.answered).length, answerable.length),
    unanswerableDeclined: ratio(unanswerable.filter((r) => !r.output.answered).length, unanswerable.length),
  };
}

function bySplit(results: AskFigures['results'], key: (q: EvalQuestion) => string): Record<string, { dev: QualityFigures; test: QualityFigures }> {
  const groups = [...new Set(results.map((r) => key(r.question)))].sort();
  return Object.fromEntries(
    groups.map((g) => {
      const of = results.filter((r) => key(r.question) === g);
      return [g, { dev: quality(of.filter((r) => r.question.split === 'dev')), test: quality(of.filter((r) => r.question.split === 'test')) }];
    }),
  );
}

/** A question as typed in a hurry: all in lower case, without its question mark ("who was lot's uncle"). */
export const casually = (question: string) => question.toLowerCase().replace(/\?\s*$/, '');

/**
 * Answers every question with the app's own core and scores the answers: hybrid retrieval over the
 * full semantic index from the cache, or (`keywordOnly`) what the app does while that index builds.
 */
export async function measureAsk(
  options: {
    onProgress?: (done: number, total: number) => void;
    keywordOnly?: boolean;
    only?: (question: EvalQuestion) => boolean;
    /** Ask each question as people often type it (see `casually`). */
    casual?: boolean;
  } = {},
): Promise<AskFigures> {
  const questions = loadQuestions().filter(options.only ?? (() => true));
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-ask-'));
  const semantic = options.keywordOnly ? {} : { semantic: semanticHostOptions({ cacheDir: defaultCacheDir() }) };
  const core = createCore({ versesDbPath: defaultVersesDbPath(), dataDir, freeCredits: 100_000, ...semantic });
  try {
    await core.semanticReady;
    const ask = core.api['bible.ask'];
    // Warm-up: the first question loads the name list, the knowledge layer and the noun test, and compiles the hot paths.
    let coldMs = NaN;
    for (const question of ['Who was David?', 'What is grace?', 'Where is Jerusalem?']) {
      const started = performance.now();
      await ask({ question, top_k: 5, translation: 'kjv' });
      if (Number.isNaN(coldMs)) coldMs = performance.now() - started;
    }
    const results: AskFigures['results'] = [];
    for (const question of questions) {
      const started = performance.now();
      let firstTokenMs = NaN;
      const output = await ask(
        { question: options.casual ? casually(question.question) : question.question, top_k: 5, translation: 'kjv' },
        { emit: (e) => e.event === 'token' && Number.isNaN(firstTokenMs) && (firstTokenMs = performance.now() - started) },
      );
      results.push({ question, output, firstTokenMs, fullMs: performance.now() - started });
      options.onProgress?.(results.length, questions.length);
    }
    const first = results.map((r) => r.firstTokenMs);
    const full = results.map((r) => r.fullMs);
    return {
      all: quality(results),
      dev: quality(results.filter((r) => r.question.split === 'dev')),
      test: quality(results.filter((r) => r.question.split === 'test')),
      byCategory: bySplit(results, (q) => q.category),
      byAnswerType: bySplit(results, (q) => q.answerType),
      firstTokenMs: { p50: percentile(first, 50), p95: percentile(first, 95) },
      fullAnswerMs: { p50: percentile(full, 50), p95: percentile(full, 95) },
      coldMs,
      retrieval: results[0]?.output.retrieval ?? 'keyword',
      results,
    };
  } finally {
    core.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export function report(figures: AskFigures): string {
  const pct = (n: number) => (Number.isFinite(n) ? `${(n * 100).toFixed(0)}%` : '–');
  const rows: [string, (q: QualityFigures) => string][] = [
    ['questions', (q) => String(q.questions)],
    ['states the right fact (lead, strict)', (q) => pct(q.rightFact)],
    ['cites ≥ 1 expected verse', (q) => pct(q.citesExpected)],
    [`citation precision (±${NEIGHBOURHOOD} verses)`, (q) => pct(q.citationPrecision)],
    ['answerable but declined', (q) => pct(q.falselyDeclined)],
    ['out of scope, declined', (q) => pct(q.unanswerableDeclined)],
  ];
  const width = Math.max(...rows.map(([label]) => label.length));
  const lines = [`${''.padEnd(width)}  ${'all'.padStart(5)}  ${'dev'.padStart(5)}  ${'test'.padStart(5)}`];
  for (const [label, cell] of rows)
    lines.push(`${label.padEnd(width)}  ${cell(figures.all).padStart(5)}  ${cell(figures.dev).padStart(5)}  ${cell(figures.test).padStart(5)}`);
  const breakdown = (title: string, table: AskFigures['byCategory']) => {
    const names = Object.keys(table);
    const w = Math.max(title.length, ...names.map((n) => n.length));
    const head = `${title.padEnd(w)}  ${'n dev/test'.padStart(10)}  ${'fact dev'.padStart(8)}  ${'fact test'.padStart(9)}  ${'cite dev'.padStart(8)}  ${'cite test'.padStart(9)}  ${'decl dev'.padStart(8)}  ${'decl test'.padStart(9)}`;
    const body = names.map((n) => {
      const { dev, test } = table[n]!;
      const declined = (q: QualityFigures) => (n === 'out-of-scope' ? pct(q.unanswerableDeclined) : pct(q.falselyDeclined));
      return `${n.padEnd(w)}  ${`${dev.questions}/${test.questions}`.padStart(10)}  ${pct(dev.rightFact).padStart(8)}  ${pct(test.rightFact).padStart(9)}  ${pct(dev.citesExpected).padStart(8)}  ${pct(test.citesExpected).padStart(9)}  ${declined(dev).padStart(8)}  ${declined(test).padStart(9)}`;
    });
    return [head, ...body];
  };
  lines.push('', ...breakdown('category', figures.byCategory), '', ...breakdown('answer type', figures.byAnswerType));
  const ms = (n: number) => `${n.toFixed(0)} ms`;
  lines.push('', `retrieval: ${figures.retrieval}; extractive engine; ${figures.results.length} questions after 3 warm-up questions`);
  lines.push(`first token  p50 ${ms(figures.firstTokenMs.p50)}  p95 ${ms(figures.firstTokenMs.p95)}`);
  lines.push(`full answer  p50 ${ms(figures.fullAnswerMs.p50)}  p95 ${ms(figures.fullAnswerMs.p95)}`);
  lines.push(`first question after start, whole  ${ms(figures.coldMs)}`);
  return lines.join('\n');
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  // `--keyword`: without the semantic index; `--casual`: each question typed in lower case without
  // its mark; `--answers`: print every answer too.
  const figures = await measureAsk({
    keywordOnly: process.argv.includes('--keyword'),
    casual: process.argv.includes('--casual'),
    onProgress: (done, total) => process.stderr.write(`\ranswering ${done}/${total}`),
  });
  process.stderr.write('\n');
  if (process.argv.includes('--answers')) {
    for (const { question, output } of figures.results)
      console.log(`\n[${question.split}] ${question.question}${output.answered ? '' : ' (declined)'}\n${output.answer}`);
    console.log();
  }
  console.log(report(figures));
}
