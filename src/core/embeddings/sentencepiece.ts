/**
 * SentencePiece unigram encoder for the USE-Lite vocabulary (`[piece, logProb][]`).
 *
 * Adapted from the tokenizer in tensorflow/tfjs-models (universal-sentence-encoder/src/tokenizer,
 * Apache-2.0, Copyright 2019 Google LLC), itself a port of `EncodeAsIds` from google/sentencepiece.
 * Differences from the tfjs port, all towards the real SentencePiece the model was trained with:
 * whitespace runs collapse and the ends are trimmed (SentencePiece's `nmt_nfkc` normaliser), an
 * unknown character costs `min score - 10` instead of 0 (`kUnkPenalty`), and the Viterbi pass keeps
 * a back-pointer per position instead of re-measuring piece lengths in UTF-16 units.
 */

export type Vocabulary = ReadonlyArray<readonly [piece: string, score: number]>;

/** Word-boundary marker that SentencePiece puts in front of every word (U+2581). */
const SEPARATOR = '\u2581';
/** Ids 0-5 are `<unk>`, `<s>`, `</s>` and three extra control ids; none is matched against text. */
const RESERVED_IDS = 6;
const UNK_ID = 0;
const UNK_PENALTY = 10;

interface TrieNode {
  readonly children: Map<string, TrieNode>;
  id: number;
  score: number;
}

function newNode(): TrieNode {
  return { children: new Map(), id: -1, score: 0 };
}

/** NFKC, single spaces, trimmed; exported so callers can tell which texts encode to nothing. */
export function normalizeText(text: string): string {
  return text.normalize('NFKC').replace(/\s+/g, ' ').trim();
}

export class SentencePieceTokenizer {
  private readonly root = newNode();
  private readonly unkScore: number;
  /** Id of the bare separator piece, used as the stand-in for an empty text. */
  readonly separatorId: number;

  constructor(vocabulary: Vocabulary) {
    let minScore = 0;
    for (let id = RESERVED_IDS; id < vocabulary.length; id++) {
      const [piece, score] = vocabulary[id]!;
      let node = this.root;
      for (const symbol of piece) {
        let child = node.children.get(symbol);
        if (!child) {
          child = newNode();
          node.children.set(symbol, child);
        }
        node = child;
      }
      // The vocabulary repeats a piece twice; the later id wins, as in the tfjs port.
      node.id = id;
      node.score = score;
      minScore = Math.min(minScore, score);
    }
    this.unkScore = minScore - UNK_PENALTY;
    const separator = this.root.children.get(SEPARATOR);
    if (!separator || separator.id < 0) throw new Error('SentencePiece vocabulary has no separator piece');
    this.separatorId = separator.id;
  }

  /** Most likely segmentation (Viterbi). An empty or blank text gives `[]`. */
  encode(text: string): number[] {
    const normalized = normalizeText(text);
    if (normalized.length === 0) return [];
    const symbols = Array.from(SEPARATOR + normalized.replaceAll(' ', SEPARATOR));
    const n = symbols.length;
    const best = new Float64Array(n + 1).fill(-Infinity);
    const bestId = new Int32Array(n + 1);
    const bestStart = new Int32Array(n + 1);
    best[0] = 0;

    // Starts are visited in ascending order, so best[start] is final when it is read; `>=` keeps
    // the tfjs port's tie-break (the later start wins).
    const relax = (end: number, score: number, id: number, start: number): void => {
      if (score >= best[end]!) {
        best[end] = score;
        bestId[end] = id;
        bestStart[end] = start;
      }
    };
    for (let start = 0; start < n; start++) {
      const base = best[start]!;
      let node: TrieNode | undefined = this.root;
      let hasSingle = false;
      for (let end = start; end < n; end++) {
        node = node.children.get(symbols[end]!);
        if (!node) break;
        if (node.id < 0) continue;
        if (end === start) hasSingle = true;
        relax(end + 1, base + node.score, node.id, start);
      }
      // Always offering a one-symbol unknown keeps every position reachable.
      if (!hasSingle) relax(start + 1, base + this.unkScore, UNK_ID, start);
    }

    const ids: number[] = [];
    for (let end = n; end > 0; end = bestStart[end]!) {
      const id = bestId[end]!;
      // A run of unknown symbols becomes one unknown token, as SentencePiece does.
      if (id === UNK_ID && ids[ids.length - 1] === UNK_ID) continue;
      ids.push(id);
    }
    return ids.reverse();
  }
}
