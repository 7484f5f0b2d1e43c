// Builds the deterministic 300-topic evaluation set from OpenBible.info's human relevance judgments
// (../shared/eval, CC BY 4.0: "Topical data © OpenBible.info (www.openbible.info/topics)").
// Evaluation data only: the app never reads it, and nothing from ../shared is committed.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { findBook } from '#shared/bible/books.ts';
import { readKjv } from '#core/bible/sources.ts';
import { verseId } from '#core/bible/verse-id.ts';
import { PROJECT_ROOT } from '#core/paths.ts';

export const OPENBIBLE_FILE = join(PROJECT_ROOT, '..', 'shared', 'eval', 'openbible-topic-scores.txt');

export interface EvalTopic {
  query: string;
  /** Verse id → graded relevance (the share of readers' votes, 2..100). */
  judgments: Map<number, number>;
}

/** A verse counts as relevant (for Recall@50 and MRR, and for choosing topics) from this score up. */
export const RELEVANT_SCORE = 3;

// Names of God and theological terms stay: they are what topics are about, not people or places to look up.
const THEOLOGICAL = new Set(['god', 'lord', 'jesus', 'christ', 'spirit', 'holy', 'ghost', 'father', 'son', 'messiah', 'heaven', 'satan', 'devil', 'i']);

/** Words the KJV almost always capitalises mid-sentence: the names of people and places. */
function properNouns(texts: string[]): Set<string> {
  const upper = new Map<string, number>();
  const lower = new Map<string, number>();
  for (const text of texts) {
    for (const m of text.matchAll(/(?<![.?!:;]\s)(?<!^)\b([A-Za-z]+)\b/g)) {
      const word = m[1]!;
      const key = word.toLowerCase();
      const map = word[0] === word[0]!.toUpperCase() ? upper : lower;
      map.set(key, (map.get(key) ?? 0) + 1);
    }
  }
  return new Set([...upper].filter(([w, n]) => n >= 0.9 * (n + (lower.get(w) ?? 0)) && !THEOLOGICAL.has(w)).map(([w]) => w));
}

const stableRank = (topic: string) => createHash('sha256').update(topic).digest('hex');

/**
 * The evaluation set (the first `count` eligible topics by a stable hash), or the reason it is missing.
 * `offset` selects a disjoint slice: fusion parameters are tuned on topics 300-599, never on the 300 reported.
 */
export function loadOpenBibleTopics(count = 300, offset = 0): { topics: EvalTopic[] } | { missing: string } {
  if (!existsSync(OPENBIBLE_FILE)) return { missing: `${OPENBIBLE_FILE} is absent; skipping the topic benchmark` };
  const kjv = readKjv();
  const ids = kjv.map((v) => v.id).sort((a, b) => a - b);
  const names = properNouns(kjv.map((v) => v.text));
  for (const book of ['song', 'acts', 'job', 'ruth']) names.add(book);

  const byTopic = new Map<string, Map<number, number>>();
  const lines = readFileSync(OPENBIBLE_FILE, 'utf8').split('\n').slice(1);
  for (const line of lines) {
    const [topic, osis, scoreText] = line.split('\t');
    if (!topic || !osis || !scoreText) continue;
    const [from, to = from] = osis.split('-').map(parseOsis);
    if (from === undefined || to === undefined) continue;
    const judgments = byTopic.get(topic) ?? new Map<number, number>();
    byTopic.set(topic, judgments);
    for (const id of expand(ids, from, to)) judgments.set(id, Math.max(judgments.get(id) ?? 0, Number(scoreText)));
  }

  const eligible = [...byTopic]
    .filter(([topic, judgments]) => {
      const words = topic.toLowerCase().match(/[a-z']+/g) ?? [];
      if (words.length < 2 || words.some((w) => names.has(w.replace(/'s?$/, '')))) return false;
      return [...judgments.values()].filter((s) => s >= RELEVANT_SCORE).length >= 10;
    })
    .sort(([a], [b]) => (stableRank(a) < stableRank(b) ? -1 : 1));
  return { topics: eligible.slice(offset, offset + count).map(([query, judgments]) => ({ query, judgments })) };
}

function parseOsis(osis: string): number | undefined {
  const match = /^([1-3]?[A-Za-z]+)\.(\d+)\.(\d+)$/.exec(osis.trim());
  const book = match && findBook(match[1]!);
  return match && book ? verseId(book.index, Number(match[2]), Number(match[3])) : undefined;
}

function expand(sortedIds: number[], from: number, to: number): number[] {
  if (from === to) return sortedIds.includes(from) ? [from] : [];
  let lo = 0;
  while (lo < sortedIds.length && sortedIds[lo]! < from) lo++;
  const out: number[] = [];
  for (let i = lo; i < sortedIds.length && sortedIds[i]! <= to; i++) out.push(sortedIds[i]!);
  return out;
}
