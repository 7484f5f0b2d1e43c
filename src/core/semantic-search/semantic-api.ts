import type { Api } from '#shared/contract/index.ts';
import { parseReference } from '#shared/bible/reference.ts';
import type { ReadingTranslation, SemanticVerse } from '#shared/contract/index.ts';
import { AppError } from '#shared/errors.ts';
import { verseId } from '../bible/verse-id.ts';
import type { VerseStore } from '../bible/verse-store.ts';
import type { Ledger } from '../ledger/ledger.ts';
import { highlightSpans } from '../lexical/highlight.ts';
import { tokenize } from '../lexical/tokenizer.ts';
import { STOPWORDS } from '../lexical/stopwords.ts';
import type { Fused } from './fusion.ts';
import type { SemanticService } from './semantic-service.ts';

type SemanticMethods = Pick<Api, 'bible.searchSemantic' | 'bible.similar' | 'bible.listThemes'>;

/** The semantic operations of the service: paid like keyword search, charged only on success. */
export function createSemanticApi(semantic: SemanticService | undefined, store: VerseStore, ledger: Ledger): SemanticMethods {
  const service = () => {
    if (!semantic) throw new AppError('semantic_unavailable', 'Semantic search is not enabled in this host');
    return semantic;
  };

  function toVerses(hits: Fused[], translation: ReadingTranslation, query?: string): SemanticVerse[] {
    const terms = query ? [...new Set(tokenize(query).filter((t) => !STOPWORDS.has(t)))].map((t) => ({ tokens: [t], prefix: false })) : [];
    return hits.map((hit) => {
      const verse = store.verseOrKjv(hit.id, translation);
      return { ...verse, score: hit.score, highlights: highlightSpans(verse.text, terms), themes: service().themesOf(hit.id) };
    });
  }

  const elapsed = (started: number) => Math.round((performance.now() - started) * 10) / 10;

  return {
    async 'bible.searchSemantic'(input) {
      const started = performance.now();
      const { result, creditsUsed, balance } = await ledger.charge(
        'semantic',
        async () => toVerses(await service().search(input.query, input.top_k, input.theme), input.translation, input.query),
        (verses) => ({ query: input.query, theme: input.theme ?? null, results: verses.length }),
      );
      return { verses: result, creditsUsed, balance, tookMs: elapsed(started) };
    },

    async 'bible.similar'(input) {
      const started = performance.now();
      const parsed = parseReference(input.reference);
      const chapter = parsed.start.chapter;
      const verse = parsed.start.verse;
      if (verse === undefined || parsed.end.chapter !== chapter || parsed.end.verse !== verse) {
        throw new AppError('invalid_request', 'reference: name one verse, like "John 3:16"', { field: 'reference' });
      }
      const id = verseId(parsed.book.index, chapter, verse);
      if (!store.getVerse(id, 'kjv')) throw new AppError('not_found', `There is no verse ${input.reference}`, { field: 'reference' });
      const { result, creditsUsed, balance } = await ledger.charge(
        'similar',
        () => toVerses(service().similar(id, input.top_k), input.translation),
        () => ({ reference: input.reference }),
      );
      return { reference: store.getVerse(id, 'kjv')!.reference, verses: result, creditsUsed, balance, tookMs: elapsed(started) };
    },

    async 'bible.listThemes'() {
      return { themes: service().themeCounts() };
    },
  };
}
