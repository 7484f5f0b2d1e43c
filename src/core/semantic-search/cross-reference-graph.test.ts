import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTempDir } from '../../../test/helpers.ts';
import { VERSES_SCHEMA } from '../verses-db/schema.ts';
import type { WritableDB } from '#sqlite/sql.ts';
import { writeCrossReferences } from '../verses-db/cross-references.ts';
import { loadCrossReferenceGraph, type CrossReferenceGraph } from './cross-reference-graph.ts';

// Five verses: a refers to b, c and d; b and c refer to each other; e stands alone.
const VERSES = [1001001, 1001002, 1001003, 1001004, 1001005];
const [a, b, c, d, e] = VERSES as [number, number, number, number, number];
const REFERENCES = [
  { from: a, to: b },
  { from: a, to: c },
  { from: a, to: d },
  { from: b, to: c },
  { from: c, to: b },
];

const temp = makeTempDir('cross-references-');
let db: WritableDB;
let graph: CrossReferenceGraph;
beforeAll(() => {
  db = new Database(join(temp.dir, 'verses.db')) as unknown as WritableDB;
  db.exec(VERSES_SCHEMA);
  writeCrossReferences(db, VERSES, REFERENCES);
  graph = loadCrossReferenceGraph(db);
});
afterAll(() => {
  db.close();
  temp.remove();
});

const scores = (result: { id: number; score: number }[]) => Object.fromEntries(result.map((r) => [r.id, r.score]));

describe('the cross-reference graph', () => {
  it('knows each verse’s position and how many verses refer to it', () => {
    expect(VERSES.map((id) => graph.positionOf(id))).toEqual([0, 1, 2, 3, 4]);
    expect(VERSES.map((id) => graph.inDegree(id))).toEqual([0, 2, 2, 1, 0]);
    expect(graph.maxInDegree).toBe(2);
    expect(graph.inDegree(2001001)).toBe(0);
  });

  it('spreads a seed’s score to the verses linked with it either way, divided by √links', () => {
    // a has 3 links (b, c, d); b has 2 (a and c, their mutual references counted once).
    const share = 0.6 / Math.sqrt(3);
    expect(scores(graph.spread([{ id: a, score: 0.6 }], { seeds: 1, weight: 1 }))).toEqual({ [a]: 0.6, [b]: share, [c]: share, [d]: share });
    expect(scores(graph.spread([{ id: b, score: 0.5 }], { seeds: 1, weight: 2 }))).toEqual({ [a]: 1 / Math.sqrt(2), [b]: 0.5, [c]: 1 / Math.sqrt(2) });
    expect(graph.spread([{ id: e, score: 1 }], { seeds: 1, weight: 1 })).toEqual([{ id: e, score: 1 }]);
  });

  it('adds what the seeds give to the ranking’s own scores, from the first `seeds` only, afresh on every call', () => {
    const both = scores(
      graph.spread(
        [
          { id: a, score: 0.6 },
          { id: b, score: 0.5 },
        ],
        { seeds: 2, weight: 1 },
      ),
    );
    expect(both[a]).toBeCloseTo(0.6 + 0.5 / Math.sqrt(2), 12);
    expect(both[b]).toBeCloseTo(0.5 + 0.6 / Math.sqrt(3), 12);
    expect(both[c]).toBeCloseTo(0.6 / Math.sqrt(3) + 0.5 / Math.sqrt(2), 12);
    expect(
      scores(
        graph.spread(
          [
            { id: d, score: 1 },
            { id: b, score: 0.5 },
          ],
          { seeds: 1, weight: 1 },
        ),
      ),
    ).toEqual({ [d]: 1, [a]: 1, [b]: 0.5 });
  });

  it('scales what each verse receives by its gain, and gives nothing outside `within`', () => {
    const gain = Float64Array.from([1, 1, 0.5, 0, 1]);
    expect(scores(graph.spread([{ id: a, score: 0.6 }], { seeds: 1, weight: 1, gain }))).toEqual({
      [a]: 0.6,
      [b]: 0.6 / Math.sqrt(3),
      [c]: 0.3 / Math.sqrt(3),
    });
    expect(scores(graph.spread([{ id: a, score: 1 }], { seeds: 1, weight: 1, within: new Set([c]) }))).toEqual({ [a]: 1, [c]: 1 / Math.sqrt(3) });
  });

  it('keeps verses it does not know as they are, and zero-score seeds give nothing', () => {
    expect(
      graph.spread(
        [
          { id: 2001001, score: 0.4 },
          { id: a, score: 0 },
        ],
        { seeds: 2, weight: 1 },
      ),
    ).toEqual([
      { id: 2001001, score: 0.4 },
      { id: a, score: 0 },
    ]);
  });
});
