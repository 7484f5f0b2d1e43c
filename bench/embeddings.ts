// Speed of the local USE-Lite embedder: load, query latency, one-thread batch throughput, and the
// worker-pool corpus build extrapolated to the full 62,204-text index.
// Run: npx tsx bench/embeddings.ts [--texts 2000] [--queries 100] [--runtime onnx|tfjs]
// Rates are given per wall second and per CPU second: the CPU figure (process.cpuUsage, all threads)
// holds when other work shares the cores, the wall figure only on an idle machine.
import { availableParallelism, loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { embedCorpus } from '#core/embeddings/corpus-embedder.ts';
import { kjvSample } from '#core/embeddings/kjv-sample.ts';
import { loadUseLite, type UseLiteRuntime } from '#core/embeddings/use-lite.ts';

const FULL_CORPUS = 62_204;
const { values } = parseArgs({
  options: { texts: { type: 'string', default: '2000' }, queries: { type: 'string', default: '100' }, runtime: { type: 'string', default: 'onnx' } },
});
const runtime = values.runtime as UseLiteRuntime;
const cores = availableParallelism();
const texts = kjvSample(Number(values.texts));
const queries = kjvSample(Number(values.queries), 311).map((verse) => verse.split(' ').slice(0, 6).join(' '));

const rows: Array<[string, string]> = [];
function report(label: string, value: string): void {
  rows.push([label, value]);
  console.error(`  ${label}: ${value}`);
}

interface Timing {
  wallMs: number;
  cpuMs: number;
}
async function timed(work: () => Promise<unknown>): Promise<Timing> {
  const wall = performance.now();
  const cpu = process.cpuUsage();
  await work();
  const used = process.cpuUsage(cpu);
  return { wallMs: performance.now() - wall, cpuMs: (used.user + used.system) / 1000 };
}
const perSecond = (n: number, ms: number): string => ((n / ms) * 1000).toFixed(1);
const rates = (n: number, t: Timing): string => `${perSecond(n, t.wallMs)} texts/s wall, ${perSecond(n, t.cpuMs)} per CPU-s`;
const minutes = (ms: number): string => `${(ms / 60_000).toFixed(1)} min`;

const load = await timed(async () => (await loadUseLite({ runtime })).dispose());
report('model load, cold (files, graph, runtime start, warm-up run, dispose)', `${load.wallMs.toFixed(0)} ms`);
const embedder = await loadUseLite({ runtime, maxBatch: 32 });

const latencies: number[] = [];
for (const query of queries) {
  const started = performance.now();
  await embedder.embed([query]);
  latencies.push(performance.now() - started);
}
latencies.sort((a, b) => a - b);
const at = (p: number): string => latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * p))]!.toFixed(1);
report(`query latency p50 / p90 (${queries.length} short queries)`, `${at(0.5)} / ${at(0.9)} ms`);

const batchesOf32 = (list: readonly string[]) => async () => {
  for (let i = 0; i < list.length; i += 32) await embedder.embed(list.slice(i, i + 32));
};
const unsorted = await timed(batchesOf32(texts));
const sorted = await timed(batchesOf32([...texts].sort((a, b) => a.length - b.length)));
report(`${embedder.runtime}, 1 thread, calls of 32, canonical order (${texts.length} verses)`, rates(texts.length, unsorted));
report('1 thread, calls of 32, sorted by length', rates(texts.length, sorted));
await embedder.dispose();

// The compute limit: every core busy at the one-thread sorted rate, nothing else.
const cpuMsPerText = sorted.cpuMs / texts.length;
const limitMs = (FULL_CORPUS * cpuMsPerText) / cores;
report(`compute limit, ${FULL_CORPUS} texts on ${cores} cores`, minutes(limitMs));

for (const workers of [1, 2]) {
  const options = { workers, embedder: { runtime } };
  const startup = await timed(() => embedCorpus([], options));
  const run = await timed(() => embedCorpus(texts, options));
  const work = { wallMs: run.wallMs - startup.wallMs, cpuMs: run.cpuMs - startup.cpuMs };
  report(`corpus, ${workers} worker(s), excl. ${startup.wallMs.toFixed(0)} ms start-up`, rates(texts.length, work));
  // Idle-machine projection: the CPU cost per text spread over the cores in use, plus start-up
  // (onnxruntime gives each worker cores / workers threads; TF.js runs one thread a worker).
  const busy = runtime === 'tfjs' ? workers : cores;
  const projectedMs = startup.wallMs + (FULL_CORPUS * work.cpuMs) / texts.length / busy;
  const wallProjectedMs = startup.wallMs + (FULL_CORPUS * work.wallMs) / texts.length;
  report(
    `corpus, ${workers} worker(s), projected ${FULL_CORPUS} texts (idle / as measured)`,
    `${minutes(projectedMs)} / ${minutes(wallProjectedMs)}` + (busy === cores ? ` = ${(projectedMs / limitMs).toFixed(2)}x compute limit` : ''),
  );
}

const width = Math.max(...rows.map(([label]) => label.length));
console.log(`\nUSE-Lite embeddings (Node ${process.version}, ${texts.length} KJV verses, load average ${loadavg()[0]!.toFixed(1)})\n`);
for (const [label, value] of rows) console.log(`${label.padEnd(width)}  ${value}`);
