// Learns how a factoid's verses are ranked (FACTOID_VERSE_WEIGHTS, src/core/ask/verse-score.ts) from
// the development half of test/data/questions.json. `npx tsx bench/ask-verses.ts` prints how often an
// expected verse is the first (or among the first three) of a factoid's verses read, by the hand-set
// weights, by the learned ones and by a fresh fit (in-sample and by 5-fold cross-validation on the dev
// half); the test half is scored, never fit on.
import { pathToFileURL } from 'node:url';
import { readQuestion } from '#core/ask/read-question.ts';
import { createRetriever } from '#core/ask/retrieve.ts';
import { judge } from '#core/ask/evidence.ts';
import { createTextFacts } from '#core/ask/text-facts.ts';
import { isFactoid, isTopical } from '#core/ask/shape.ts';
import { FACTOID_VERSE_WEIGHTS, VERSE_FEATURES, VERSE_WEIGHTS, type VerseFeature, type VerseWeights } from '#core/ask/verse-score.ts';
import { fitWeights, type Ranking } from './ask-fit.ts';
import { idsOf, loadQuestions } from './ask.ts';
import { openBenchContext } from './setup.ts';

/** The features fit: the clause and the cue added nothing beyond them (a fit of all seven gave them −0.04 and 0.02 of 1.5). */
const FITTED: readonly VerseFeature[] = ['coverage', 'similarity', 'fused', 'phrase', 'neighbours'];
/** Learned weights are scaled to the hand-set ones' sum, so scores (and the thresholds on them) read alike. */
const SCALE = VERSE_FEATURES.reduce((sum, f) => sum + VERSE_WEIGHTS[f], 0);
const FOLDS = 5;

/** One question's verses read: their features and which are expected. */
interface VerseRanking extends Ranking {
  split: 'dev' | 'test';
  factoid: boolean;
}

/** Every answerable question but the topical ones, with its verses as the answer engine reads them. */
async function verseRankings(): Promise<VerseRanking[]> {
  const ctx = await openBenchContext();
  const retrieve = createRetriever(() => ctx.bm25, ctx.semantic);
  const facts = createTextFacts(ctx.versesDb, () => ctx.bm25, ctx.store);
  const rankings: VerseRanking[] = [];
  for (const item of loadQuestions()) {
    if (!item.answerable) continue;
    const question = readQuestion(item.question, facts);
    if (isTopical(question.shape.type)) continue;
    const expected = new Set(item.expected.flatMap(idsOf));
    const read = judge(question, await retrieve(question), ctx.store, 'kjv', facts).evidence.filter((e) => e.features);
    rankings.push({
      split: item.split,
      factoid: isFactoid(question.shape.type),
      features: read.map((e) => VERSE_FEATURES.map((f) => e.features![f])),
      right: read.map((e) => expected.has(e.id)),
    });
  }
  ctx.close();
  return rankings;
}

/** How many rankings have an expected verse among the first `k` by these weights (in VERSE_FEATURES order). */
function expectedAmong(rankings: readonly Ranking[], weights: readonly number[], k: number): number {
  return rankings.filter((r) => {
    const z = r.features.map((f) => f.reduce((s, v, j) => s + v * weights[j]!, 0));
    const order = z.map((v, i) => ({ v, i })).sort((a, b) => b.v - a.v || a.i - b.i);
    return order.slice(0, k).some(({ i }) => r.right[i]);
  }).length;
}

const asVector = (weights: VerseWeights) => VERSE_FEATURES.map((f) => weights[f]);
const columns = FITTED.map((f) => VERSE_FEATURES.indexOf(f));
/** The rankings with only the FITTED features. */
const fittedOnly = (rankings: readonly Ranking[]): Ranking[] =>
  rankings.map((r) => ({ right: r.right, features: r.features.map((f) => columns.map((j) => f[j]!)) }));
/** Weights fit on FITTED, as a full vector scaled to SCALE. */
function fit(rankings: readonly Ranking[]): number[] {
  const w = fitWeights(fittedOnly(rankings));
  const sum = w.reduce((s, v) => s + v, 0);
  return VERSE_FEATURES.map((f) => (FITTED.includes(f) ? (w[FITTED.indexOf(f)]! * SCALE) / sum : 0));
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const rankings = await verseRankings();
  const dev = rankings.filter((r) => r.split === 'dev');
  const factoids = (split: 'dev' | 'test') => rankings.filter((r) => r.split === split && r.factoid && r.right.some(Boolean));
  const row = (label: string, w: readonly number[]) =>
    console.log(
      `${label.padEnd(26)} dev ${expectedAmong(factoids('dev'), w, 1)} / ${expectedAmong(factoids('dev'), w, 3)}   test ${expectedAmong(factoids('test'), w, 1)} / ${expectedAmong(factoids('test'), w, 3)}`,
    );
  console.log(`factoids with an expected verse read: dev ${factoids('dev').length}, test ${factoids('test').length}; expected verse first / among three`);
  row('hand-set VERSE_WEIGHTS', asVector(VERSE_WEIGHTS));
  row('FACTOID_VERSE_WEIGHTS', asVector(FACTOID_VERSE_WEIGHTS));
  const fitted = fit(dev);
  row('fit now, in-sample', fitted);
  let held = 0;
  for (let fold = 0; fold < FOLDS; fold++) {
    const weights = fit(dev.filter((_, i) => i % FOLDS !== fold));
    held += expectedAmong(
      dev.filter((r, i) => i % FOLDS === fold && r.factoid && r.right.some(Boolean)),
      weights,
      1,
    );
  }
  console.log(`fit now, ${FOLDS}-fold on dev: expected verse first for ${held}`);
  for (const [j, f] of VERSE_FEATURES.entries()) console.log(`  ${f.padEnd(12)} ${fitted[j]!.toFixed(3)}`);
}
