import { execute, queryOne, sql, type ReadableDB, type WritableDB } from '#sqlite/sql.ts';
import { bufferOf } from './blobs.ts';

// The Treasury of Scripture Knowledge's cross-references (read from npm by core/bible/cross-references.ts),
// stored as one row like a sparse matrix's rows: a verse is its position in `verse_ids`; its references
// are `targets[offsets[p] .. offsets[p + 1]]`, as positions. One row of three blobs loads in a
// millisecond, where 386,000 rows took 0.3-0.5 s.

export const CROSS_REFERENCES_DDL = `
CREATE TABLE cross_references (
  verse_ids BLOB NOT NULL,    -- int32 per verse, canonical order: a verse is its position here
  offsets BLOB NOT NULL,      -- uint32 per verse, plus one: where its references start in targets
  targets BLOB NOT NULL       -- uint16 positions of the verses each verse refers to, ascending
);
`;

export interface CrossReferenceLink {
  from: number;
  to: number;
}

export interface CrossReferenceArrays {
  /** The verses, canonical order; a verse's position is its index here. */
  ids: Int32Array;
  /** Where each verse's references start in `targets` (one more entry than `ids`). */
  offsets: Uint32Array;
  targets: Uint16Array;
}

/** Lays out `references` (sorted by from, then to) over `verseIds` (canonical order) as the table stores them. */
export function encodeCrossReferences(
  verseIds: readonly number[],
  references: readonly CrossReferenceLink[],
): { verseIds: Buffer; offsets: Buffer; targets: Buffer } {
  if (verseIds.length > 0xffff) throw new Error('cross_references stores verse positions as uint16');
  const position = new Map(verseIds.map((id, i) => [id, i]));
  const offsets = new Uint32Array(verseIds.length + 1);
  for (const r of references) offsets[position.get(r.from)! + 1]!++;
  for (let p = 0; p < verseIds.length; p++) offsets[p + 1]! += offsets[p]!;
  const targets = new Uint16Array(references.length);
  const next = offsets.slice(0, verseIds.length);
  for (const r of references) targets[next[position.get(r.from)!]!++] = position.get(r.to)!;
  const bytes = (a: ArrayBufferView) => Buffer.from(a.buffer, a.byteOffset, a.byteLength);
  return { verseIds: bytes(Int32Array.from(verseIds)), offsets: bytes(offsets), targets: bytes(targets) };
}

export function writeCrossReferences(db: WritableDB, verseIds: readonly number[], references: readonly CrossReferenceLink[]): void {
  const encoded = encodeCrossReferences(verseIds, references);
  execute(db, sql`INSERT INTO cross_references (verse_ids, offsets, targets) VALUES (${encoded.verseIds}, ${encoded.offsets}, ${encoded.targets})`);
}

export function readCrossReferences(db: ReadableDB): CrossReferenceArrays {
  const row = queryOne<{ verse_ids: Buffer; offsets: Buffer; targets: Buffer }>(db, sql`SELECT verse_ids, offsets, targets FROM cross_references`)!;
  return { ids: new Int32Array(bufferOf(row.verse_ids)), offsets: new Uint32Array(bufferOf(row.offsets)), targets: new Uint16Array(bufferOf(row.targets)) };
}

export interface CrossReferenceLinksBothWays {
  /** Where each verse's links start in `adjacency` (one more entry than verses). */
  offsets: Uint32Array;
  /** Each verse's references and the verses referring to it, each once, ascending positions. */
  adjacency: Uint16Array;
  /** How many verses refer to each verse. */
  inDegree: Uint16Array;
}

/**
 * The stored references read both ways: for every verse, the verses it refers to and those referring
 * to it, each once, in typed arrays (arrays of arrays took 0.2 s to build).
 */
export function linksBothWays({ ids, offsets: outOffsets, targets }: CrossReferenceArrays): CrossReferenceLinksBothWays {
  const n = ids.length;
  const inDegree = new Uint16Array(n);
  const degree = new Uint32Array(n + 1);
  for (let p = 0; p < n; p++) degree[p + 1]! += outOffsets[p + 1]! - outOffsets[p]!;
  for (const t of targets) {
    inDegree[t]!++;
    degree[t + 1]!++;
  }
  for (let p = 0; p < n; p++) degree[p + 1]! += degree[p]!;
  const both = new Uint16Array(degree[n]!);
  const cursor = degree.slice(0, n);
  for (let p = 0; p < n; p++) {
    for (let e = outOffsets[p]!; e < outOffsets[p + 1]!; e++) {
      both[cursor[p]!++] = targets[e]!;
      both[cursor[targets[e]!]!++] = p;
    }
  }
  // Sorted runs, with the second copy of a mutual reference dropped.
  const offsets = new Uint32Array(n + 1);
  const adjacency = new Uint16Array(both.length);
  let end = 0;
  for (let p = 0; p < n; p++) {
    const run = both.subarray(degree[p]!, degree[p + 1]!).sort();
    for (let i = 0; i < run.length; i++) if (i === 0 || run[i] !== run[i - 1]) adjacency[end++] = run[i]!;
    offsets[p + 1] = end;
  }
  return { offsets, adjacency: adjacency.subarray(0, end), inDegree };
}
