// Learns the answer model's weights (src/core/ask/answer-weights.ts) from the development half of
// test/data/questions.json; the test half is never read. `npx tsx bench/ask-fit.ts` prints how often
// the rules and the model put a right answer first (in-sample and by 5-fold cross-validation);
// `--write` rewrites the weights file.
import { writeFileSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { readQuestion } from '#core/ask/read-question.ts';
import { createRetriever } from '#core/ask/retrieve.ts';
import { judge } from '#core/ask/evidence.ts';
import { createTextFacts } from '#core/ask/text-facts.ts';
import { ANSWER_FEATURES, ANSWER_WEIGHTS, RERANKED } from '#core/ask/answer-rerank.ts';
import { loadQuestions, statesAnswer } from './ask.ts';
import { openBenchContext } from './setup.ts';

/** One question's candidates: their features and which state an acceptable answer. */
export interface Ranking {
  features: readonly (readonly number[])[];
  right: readonly boolean[];
}

/** L2 penalty and plain gradient descent on the listwise softmax loss; features standardised first. */
const PENALTY = 0.01;
const STEPS = 1500;
const RATE = 0.2;
const FOLDS = 5;

/**
 * Weights that make a right answer likeliest first under a softmax over each question's candidates,
 * returned in the features' own units (the standardisation folded in; a constant shift is dropped,
 * since only differences between one question's candidates count).
 */
export function fitWeights(rankings: readonly Ranking[]): number[] {
  const usable = rankings.filter((r) => r.right.some(Boolean));
  const rows = usable.flatMap((r) => r.features);
  const n = rows[0]?.length ?? 0;
  const mean = Array.from({ length: n }, (_, j) => rows.reduce((s, x) => s + x[j]!, 0) / Math.max(1, rows.length));
  const spread = Array.from({ length: n }, (_, j) => Math.sqrt(rows.reduce((s, x) => s + (x[j]! - mean[j]!) ** 2, 0) / Math.max(1, rows.length)) || 1);
  const scaled = usable.map((r) => ({ x: r.features.map((f) => f.map((v, j) => (v - mean[j]!) / spread[j]!)), right: r.right }));
  const w = new Array<number>(n).fill(0);
  for (let step = 0; step < STEPS; step++) {
    const gradient = w.map((v) => PENALTY * v);
    for (const { x, right } of scaled) {
      const z = x.map((f) => f.reduce((s, v, j) => s + v * w[j]!, 0));
      const top = Math.max(...z);
      const e = z.map((v) => Math.exp(v - top));
      const sum = e.reduce((s, v) => s + v, 0);
      const rights = right.filter(Boolean).length;
      x.forEach((f, i) => {
        const delta = e[i]! / sum - (right[i] ? 1 / rights : 0);
        for (let j = 0; j < n; j++) gradient[j]! += (delta * f[j]!) / scaled.length;
      });
    }
    for (let j = 0; j < n; j++) w[j]! -= RATE * gradient[j]!;
  }
  return w.map((v, j) => v / spread[j]!);
}

/** How many rankings have a right answer first: by the rules' order, or by these weights. */
export function rightFirst(rankings: readonly Ranking[], weights?: readonly number[]): number {
  return rankings.filter((r) => {
    if (!weights) return r.right[0] === true;
    const z = r.features.map((f) => f.reduce((s, v, j) => s + v * weights[j]!, 0));
    return r.right[z.indexOf(Math.max(...z))] === true;
  }).length;
}

/** Each development question's candidates as the answer engine weighs them. */
export async function developmentRankings(): Promise<Ranking[]> {
  const ctx = await openBenchContext();
  const retrieve = createRetriever(() => ctx.bm25, ctx.semantic);
  const facts = createTextFacts(ctx.versesDb, () => ctx.bm25, ctx.store);
  const rankings: Ranking[] = [];
  for (const item of loadQuestions()) {
    if (item.split !== 'dev' || !item.answerable || !item.answer?.length) continue;
    const question = readQuestion(item.question, facts);
    const considered = judge(question, await retrieve(question), ctx.store, 'kjv', facts).considered;
    if (!considered?.answers.length) continue;
    const right = considered.answers.map((a) => statesAnswer(item.answer!, a.support[0]!.candidate.text) || statesAnswer(item.answer!, a.key));
    rankings.push({ features: considered.features, right });
  }
  ctx.close();
  return rankings;
}

function crossValidated(rankings: readonly Ranking[]): number {
  let right = 0;
  for (let fold = 0; fold < FOLDS; fold++) {
    const weights = fitWeights(rankings.filter((_, i) => i % FOLDS !== fold));
    right += rightFirst(
      rankings.filter((_, i) => i % FOLDS === fold),
      weights,
    );
  }
  return right;
}

const WEIGHTS_FILE = new URL('../src/core/ask/answer-weights.ts', import.meta.url);

function writeWeights(weights: readonly number[]): void {
  const entries = ANSWER_FEATURES.map((f, j) => `  ${/^[a-z]+$/.test(f) ? f : `'${f}'`}: ${Number(weights[j]!.toPrecision(4))},`);
  const text = [
    `/** Learned by \`npx tsx bench/ask-fit.ts --write\` from the development half of test/data/questions.json (see answer-rerank.ts). */`,
    `export const ANSWER_WEIGHTS = {`,
    ...entries,
    `};`,
    ``,
  ].join('\n');
  const path = fileURLToPath(WEIGHTS_FILE);
  writeFileSync(path, text);
  execFileSync('npx', ['prettier', '--write', path], { stdio: 'ignore' });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const rankings = await developmentRankings();
  const reachable = rankings.filter((r) => r.right.some(Boolean)).length;
  const weights = fitWeights(rankings);
  const inUse = ANSWER_FEATURES.map((f) => ANSWER_WEIGHTS[f]);
  console.log(`development factoids: ${rankings.length}, with a right answer among the first ${RERANKED}: ${reachable}`);
  console.log(
    `right answer first — rules: ${rightFirst(rankings)}, the weights in use: ${rightFirst(rankings, inUse)}, model in-sample: ${rightFirst(rankings, weights)}, model ${FOLDS}-fold: ${crossValidated(rankings)}`,
  );
  for (const [j, f] of ANSWER_FEATURES.entries()) console.log(`  ${f.padEnd(22)} ${weights[j]!.toFixed(4)}`);
  if (process.argv.includes('--write')) writeWeights(weights);
}
