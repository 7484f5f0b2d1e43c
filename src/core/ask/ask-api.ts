import type { Api, StreamOptions } from '#shared/contract/index.ts';
import { ANSWER_TRANSLATIONS, type AskEvent, type AskOutput, type Citation } from '#shared/contract/ask.ts';
import { bookByIndex } from '#shared/bible/books.ts';
import type { VerseStore } from '../bible/verse-store.ts';
import { splitVerseId } from '../bible/verse-id.ts';
import type { Bm25Index } from '../lexical/bm25-index.ts';
import type { VersesDb } from '../verses-db/open.ts';
import type { Ledger } from '../ledger/ledger.ts';
import type { SemanticService } from '../semantic-search/semantic-service.ts';
import { checkSentence, createSentenceSplitter, type Citable } from './checker.ts';
import { compose, type Composed } from './compose.ts';
import { judge } from './evidence.ts';
import { createTextFacts } from './text-facts.ts';
import { answerPrompt, streamChat, type LlmOptions } from './generative.ts';
import { readQuestion } from './read-question.ts';
import { createRetriever } from './retrieve.ts';

/** Points where a question's work gives the host's event loop a turn (and a gone client is noticed). */
export type AskStage = 'started' | 'retrieved' | 'token';

export interface AskDeps {
  versesDb: VersesDb;
  /** The in-memory bm25 index of the stemmed postings, loaded on first use. */
  bm25: () => Bm25Index;
  store: VerseStore;
  ledger: Ledger;
  /** Without it (or while its index builds) retrieval is keyword-only. */
  semantic?: SemanticService;
  /** The optional generative engine; the extractive one answers without it. */
  llm?: LlmOptions;
  /**
   * Awaited at each stage, so a client's disconnect is seen before the next step; default: one turn
   * of the event loop (`setImmediate`). Tests pass their own to disconnect at a chosen stage.
   */
  checkpoint?: (stage: AskStage) => Promise<void>;
}

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/** How many retrieved verses the generative engine may cite from. */
const GENERATIVE_VERSES = 8;

/** Chunks of a finished answer for the token stream: a few words each, whitespace kept. */
export function chunksOf(text: string): string[] {
  return text.match(/(?:\S+\s*){1,4}/g) ?? [];
}

/*
 * Charging. One `ask` debit (COSTS.ask) per answer, written with the usage record in the ledger's
 * IMMEDIATE transaction, and only once the answer's last token has been handed to the host: a client
 * that goes away before that (the HTTP connection closes, the window is gone) is never charged. The
 * work yields to the event loop at every stage and between tokens, so the host's disconnect signal
 * is seen; the ledger checks it and debits in one synchronous step right after the last token. A
 * question refused or failing (bad input, too few credits, the model failing mid-answer) is never
 * charged either, so there is nothing to refund and the billing sync only ever sees completed
 * answers. The balance is checked before any work, so `insufficient_credits` is an ordinary error;
 * only a balance spent by another search while this answer streamed ends the stream with an error.
 */
export function createAskApi(deps: AskDeps): Pick<Api, 'bible.ask'> {
  const retrieve = createRetriever(deps.bm25, deps.semantic);
  // What the answer engine reads of the texts beyond the verses, each loaded on first use.
  const facts = createTextFacts(deps.versesDb, deps.bm25, deps.store);
  const bookName = (id: number) => bookByIndex(splitVerseId(id).book)!.name;
  const pause = deps.checkpoint ?? nextTurn;
  const checkpoint = async (stage: AskStage, signal: AbortSignal | undefined) => {
    await pause(stage);
    signal?.throwIfAborted();
  };

  async function extractive(input: { question: string; top_k: number; translation: AskOutput['translation'] }, signal: AbortSignal | undefined) {
    const question = readQuestion(input.question, facts);
    const retrieved = await retrieve(question);
    await checkpoint('retrieved', signal);
    const judged = judge(question, retrieved, deps.store, input.translation, facts);
    const coverage = new Map(retrieved.candidates.map((c) => [c.id, c.coverage]));
    const composed = compose(question, judged, retrieved.stats, { topK: input.top_k, coverageOf: (id) => coverage.get(id) ?? 0, bookName });
    return { question, judged, composed, retrieval: retrieved.mode };
  }

  /**
   * The generative engine: the model rewrites the answer from the best retrieved verses, and each
   * sentence is checked (citations retrieved, quotations verbatim) before it is sent. Undefined when
   * the model fails before saying anything usable: the extractive answer is used instead.
   */
  async function generative(
    llm: LlmOptions,
    questionText: string,
    plan: Awaited<ReturnType<typeof extractive>>,
    emit: (e: AskEvent) => void,
    signal?: AbortSignal,
  ) {
    const citable = new Map<number, Citable>(plan.judged.evidence.slice(0, GENERATIVE_VERSES).map((e) => [e.id, { id: e.id, text: e.text, score: e.score }]));
    const verses = [...citable.values()]
      .sort((a, b) => a.id - b.id)
      .map((v) => ({ reference: plan.judged.evidence.find((e) => e.id === v.id)!.reference, text: v.text }));
    const splitter = createSentenceSplitter();
    const kept: string[] = [];
    const citations = new Map<string, Citation>();
    const accept = (sentences: string[]) => {
      for (const sentence of sentences) {
        const checked = checkSentence(sentence, citable);
        if (!checked) continue;
        for (const c of checked.cited) {
          if (!citations.has(c.reference)) {
            const score = Math.max(...c.ids.map((id) => citable.get(id)!.score));
            citations.set(c.reference, {
              reference: c.reference,
              text: c.ids.map((id) => citable.get(id)!.text).join(' '),
              score: Math.min(1, Math.round(score * 1000) / 1000),
            });
          }
        }
        emit({ event: 'token', data: { text: `${kept.length > 0 ? ' ' : ''}${checked.text}` } });
        kept.push(checked.text);
      }
    };
    try {
      for await (const delta of streamChat(llm, answerPrompt(questionText, verses), signal)) accept(splitter.push(delta));
      accept(splitter.end());
    } catch (err) {
      if (kept.length > 0) throw err;
      return undefined;
    }
    if (kept.length === 0) return undefined;
    return { answer: kept.join(' '), citations: [...citations.values()] };
  }

  return {
    async 'bible.ask'(asked, stream?: StreamOptions<'bible.ask'>) {
      const started = performance.now();
      // The engine reads and quotes only the KJV and the WEB: another listed translation is answered in one of them.
      const input = { ...asked, translation: ANSWER_TRANSLATIONS[asked.translation] };
      const emit = stream?.emit ?? (() => {});
      const signal = stream?.signal;
      const { result, creditsUsed, balance } = await deps.ledger.charge(
        'ask',
        async () => {
          await checkpoint('started', signal);
          const plan = await extractive(input, signal);
          const written = plan.composed.answered && deps.llm ? await generative(deps.llm, input.question, plan, emit, signal) : undefined;
          if (!written) {
            for (const text of chunksOf(plan.composed.answer)) {
              emit({ event: 'token', data: { text } });
              await checkpoint('token', signal);
            }
          }
          return { plan, written };
        },
        ({ plan, written }) => ({
          question: input.question,
          answered: plan.composed.answered,
          engine: written ? 'generative' : 'extractive',
          citations: (written ?? plan.composed).citations.length,
        }),
        signal,
      );
      const { plan, written } = result;
      const final: Pick<Composed, 'answer' | 'citations'> = written ?? plan.composed;
      emit({ event: 'citations', data: final.citations });
      return {
        answer: final.answer,
        citations: final.citations,
        answered: plan.composed.answered,
        kind: plan.question.kind,
        engine: written ? 'generative' : 'extractive',
        retrieval: plan.retrieval,
        translation: input.translation,
        creditsUsed,
        balance,
        tookMs: Math.round((performance.now() - started) * 10) / 10,
      };
    },
  };
}
