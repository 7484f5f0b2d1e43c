import type { AskOutput, Translation } from '#shared/contract/index.ts';
import type { LlmOptions } from '#core/ask/generative.ts';
import type { BillingOptions } from '#core/billing/billing-service.ts';
import { createCore, type Core } from '#core/create-core.ts';
import { defaultCacheDir, defaultVersesDbPath } from '#core/paths.ts';
import { semanticHostOptions } from '#core/config/semantic-options.ts';
import { makeTempDir } from '../helpers.ts';

export interface AskCore extends Core {
  dataDir: string;
  cleanup(): void;
}

/** A real core over a fresh data folder; keyword-only retrieval unless `semantic` (the full cached index). */
export function openAskCore(options: { freeCredits?: number; llm?: LlmOptions; semantic?: boolean; billing?: BillingOptions } = {}): AskCore {
  const temp = makeTempDir('ask-test-');
  const core = createCore({
    versesDbPath: defaultVersesDbPath(),
    dataDir: temp.dir,
    freeCredits: options.freeCredits ?? 100,
    ...(options.llm && { ask: { llm: options.llm } }),
    ...(options.semantic && { semantic: semanticHostOptions({ cacheDir: defaultCacheDir() }) }),
    ...(options.billing && { billing: options.billing }),
  });
  return {
    ...core,
    dataDir: temp.dir,
    cleanup() {
      core.close();
      temp.remove();
    },
  };
}

/** One server-sent event as a client reads it. */
export interface SseFrame {
  event?: string;
  data: string;
}

export function parseSse(text: string): SseFrame[] {
  return text
    .split('\n\n')
    .filter((block) => block.trim())
    .map((block) => {
      const event = /^event: (.*)$/m.exec(block)?.[1];
      const data = Array.from(block.matchAll(/^data: (.*)$/gm), (m) => m[1]).join('\n');
      return event === undefined ? { data } : { event, data };
    });
}

const SENTENCE_CITATION = /\(([^()]+)\)\.(?=\s|$)/g;
const QUOTED = /“([^”]*)”/g;

/**
 * Everything wrong with an answer's citations: a cited passage that is not in the list, a listed
 * citation whose reference or text does not match the verse database, or a quotation that is not
 * the text of the passage its sentence cites. Empty when the answer is sound.
 */
export async function citationProblems(core: Core, output: AskOutput, translation: Translation = 'kjv'): Promise<string[]> {
  const problems: string[] = [];
  const listed = new Map(output.citations.map((c) => [c.reference, c]));
  for (const citation of output.citations) {
    const passage = await core.api['bible.getVerses']({ reference: citation.reference, translation });
    if (passage.reference !== citation.reference) problems.push(`${citation.reference} is not a canonical reference (${passage.reference})`);
    if (passage.verses.map((v) => v.text).join(' ') !== citation.text) problems.push(`${citation.reference}: text differs from the database`);
    if (!output.answer.includes(`(${citation.reference})`)) problems.push(`${citation.reference} is listed but never cited`);
  }
  // Each sentence that ends with a citation: the citation is listed, and its quotations are that passage's words.
  let from = 0;
  for (const m of output.answer.matchAll(SENTENCE_CITATION)) {
    const sentence = output.answer.slice(from, m.index);
    from = m.index + m[0].length;
    const refs = m[1]!.split('; ');
    for (const ref of refs) if (!listed.has(ref)) problems.push(`cites ${ref}, which is not in the citations`);
    const texts = refs.map((r) => listed.get(r)?.text ?? '');
    for (const q of sentence.matchAll(QUOTED)) if (!texts.some((t) => t.includes(q[1]!))) problems.push(`quotes “${q[1]}”, which ${m[1]} does not say`);
  }
  return problems;
}
