// `npm run bench`: search quality (OpenBible topics, Nave's topics, paraphrases), speed, and answer
// quality and latency of questions, printed as tables. `npm run bench -- quality` (or `speed`, `study`, `ask`)
// runs one section.
import { measureAsk, report as askReport } from './ask.ts';
import { PARAPHRASES } from './eval/paraphrases.ts';
import { keywordAdversarialReport, measureKeywordAdversarial } from './keyword-adversarial.ts';
import { loadJudgmentSets, measureByShape, measureQuality, rankingModes } from './quality.ts';
import { openBenchContext } from './setup.ts';
import { measureSpeed } from './speed.ts';
import { measureStudy } from './study.ts';
import { measureWebModeMemory } from './web-memory.ts';

const f = (n: number, digits = 3) => (Number.isFinite(n) ? n.toFixed(digits) : 'n/a');

function table(headers: string[], rows: string[][]): string {
  const widths = headers.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ');
  return [line(headers), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(line)].join('\n');
}

const sections = new Set(process.argv.slice(2));
const runs = (section: string) => sections.size === 0 || sections.has(section);

const ctx = await openBenchContext((s) => process.stderr.write(`\rsemantic index: ${s}   `));
try {
  if (runs('quality')) {
    const sets = loadJudgmentSets(ctx);
    console.log(
      `\nSearch quality: OpenBible topics, ${sets.openbible.length} reported (graded nDCG@10, Recall@50, MRR) and ${sets.openbibleTuning.length} tuning (nDCG@10);` +
        ` ${sets.naves.length} Nave's dev topics (P@10, nDCG@10, Recall@50); paraphrases hit@10: ${sets.paraphrases.length} first,` +
        ` ${sets.modernDev.length} + ${sets.modernTest.length} modern (dev, test)`,
    );
    for (const note of sets.notes) console.log(note);
    // search-ai's rankings are read twice (all modes, then by shape): computed once.
    const modes = rankingModes(ctx);
    const searchAi = modes['hybrid (search-ai)']!;
    const ranked = new Map<string, Promise<number[]>>();
    modes['hybrid (search-ai)'] = (q) => ranked.get(q) ?? ranked.set(q, searchAi(q)).get(q)!;
    const rows = await measureQuality(ctx, sets, modes);
    console.log(
      table(
        ['mode', 'OB nDCG', 'OB R@50', 'OB MRR', 'OB tune', 'Nave P@10', 'Nave nDCG', 'Nave R@50', 'para', 'modern dev', 'modern test'],
        rows.map((r) => [
          r.mode,
          f(r.ndcg10),
          f(r.recall50),
          f(r.mrr),
          f(r.tuningNdcg10),
          f(r.navesP10),
          f(r.navesNdcg10),
          f(r.navesRecall50),
          f(r.paraphraseHit10, 2),
          f(r.modernDevHit10, 2),
          f(r.modernTestHit10, 2),
        ]),
      ),
    );
    const byShape = await measureByShape(modes['hybrid (search-ai)']!, sets);
    console.log('\nhybrid (search-ai) by query shape (n, figure): OpenBible nDCG@10, Nave P@10, all paraphrases hit@10');
    console.log(
      table(
        ['shape', 'OB n', 'OB nDCG', 'Nave n', 'Nave P@10', 'para n', 'para hit@10'],
        byShape.map((r) => [
          r.shape,
          String(r.openbible.n),
          f(r.openbible.ndcg10),
          String(r.naves.n),
          f(r.naves.p10),
          String(r.paraphrases.n),
          f(r.paraphrases.hit10, 2),
        ]),
      ),
    );
  }
  if (runs('speed')) {
    const queries = [
      ...PARAPHRASES.map((p) => p.query),
      ...PARAPHRASES.map((p) => p.query.split(' ').reverse().join(' ')),
      ...PARAPHRASES.map((p) => p.query.split(' ').slice(0, 4).join(' ')),
    ].slice(0, 200);
    const speed = await measureSpeed(ctx, queries);
    console.log(`\nSpeed: ${queries.length} queries after warm-up (ms)`);
    console.log(
      table(
        ['operation', 'p50', 'p95'],
        Object.entries(speed.latency).map(([name, l]) => [name, f(l.p50, 2), f(l.p95, 2)]),
      ),
    );
    console.log(`\nQuantised vector search (bit index, ${speed.candidates} candidates, int8 re-scoring) vs exact float32: recall@10 ${f(speed.recallAt10, 4)}`);
    console.log(`Cached start to first semantic result: ${f(speed.cachedStartMs, 0)} ms`);
    const { texts, embedSeconds, embeddedTexts } = speed.indexBuild;
    console.log(
      embeddedTexts === texts && embedSeconds > 0
        ? `Index build (recorded when built): ${texts} texts embedded in ${f(embedSeconds, 0)} s (${f(texts / embedSeconds, 1)} texts/s)`
        : `Index build: ${texts} texts, ${embeddedTexts} of them embedded for this index (the others' vectors came from an earlier index), so no full build time was recorded; bench/embeddings.ts measures throughput`,
    );
    const memory = await measureWebModeMemory();
    console.log(`Web mode RSS after 100 semantic searches: ${f(memory.rssMb, 0)} MB (peak ${f(memory.peakMb, 0)} MB)`);
    console.log(`\n${keywordAdversarialReport(await measureKeywordAdversarial())}`);
  }

  if (runs('study')) {
    const study = await measureStudy();
    console.log(`\nStudy data: ${study.notes} notes (ms)`);
    console.log(
      table(
        ['operation', 'p50', 'p95'],
        [
          ['save a note (embedded as saved)', f(study.save.p50, 2), f(study.save.p95, 2)],
          ['find notes by words', f(study.byWords.p50, 2), f(study.byWords.p95, 2)],
          ['find notes by meaning', f(study.byMeaning.p50, 2), f(study.byMeaning.p95, 2)],
        ],
      ),
    );
  }

  if (runs('ask')) {
    console.log('\nQuestions with cited answers (test/data/questions.json; dev = tuning half, test = held out)');
    const askFigures = await measureAsk({ onProgress: (done, total) => process.stderr.write(`\ranswering ${done}/${total}   `) });
    process.stderr.write('\n');
    console.log(askReport(askFigures));
  }
} finally {
  ctx.close();
}
