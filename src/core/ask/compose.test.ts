import { describe, expect, it } from 'vitest';
import { compose } from './compose.ts';
import type { Evidence, Judged } from './evidence.ts';
import { analyzeQuestion } from './question.ts';

const V38 = 'For I am persuaded, that neither death, nor life, nor angels, nor principalities, nor powers, nor things present, nor things to come,';
const V39 = 'Nor height, nor depth, nor any other creature, shall be able to separate us from the love of God, which is in Christ Jesus our Lord.';

function evidence(id: number, reference: string, text: string, score: number, quote: string, extra: Partial<Evidence> = {}): Evidence {
  const start = text.indexOf(quote);
  return { id, reference, text, score, coverage: 1, quote: { start, end: start + quote.length }, phrases: [], polarity: 0, ...extra };
}

const options = { topK: 5, coverageOf: () => 1, bookName: (id: number) => (id >= 45_000_000 ? 'Romans' : 'Genesis') };

describe('composing an extractive answer', () => {
  it('cites adjacent verses as one range, quoting across them, and lists exactly what it cites', () => {
    const judged: Judged = {
      evidence: [
        evidence(45008039, 'Romans 8:39', V39, 0.95, 'shall be able to separate us from the love of God'),
        evidence(45008038, 'Romans 8:38', V38, 0.9, 'neither death, nor life'),
      ],
    };
    const out = compose(analyzeQuestion('Can anything separate us from the love of God?'), judged, [], options);
    expect(out.citations).toEqual([{ reference: 'Romans 8:38-39', text: `${V38} ${V39}`, score: 0.95 }]);
    expect(out.answer).toBe(
      `“neither death, nor life, nor angels, nor principalities, nor powers, nor things present, nor things to come, Nor height, nor depth, nor any other creature, shall be able to separate us from the love of God” (Romans 8:38-39).`,
    );
    expect(out.answered).toBe(true);
  });

  it('leads a factoid answer with the phrase the verses state, cited', () => {
    const text = 'Thus did Noah; according to all that God commanded him, so did he.';
    const phrase = { key: 'Noah', text: 'Noah', start: 9, end: 13, distance: 0 };
    const judged: Judged = {
      evidence: [evidence(1006022, 'Genesis 6:22', text, 0.9, 'Thus did Noah', { phrases: [phrase] })],
      answer: { phrase, id: 1006022, share: 0.8, score: 0.8 },
    };
    const out = compose(analyzeQuestion('Who built the ark?'), judged, [], options);
    expect(out.answer).toBe('Noah (Genesis 6:22). “Thus did Noah” (Genesis 6:22).');
  });

  it('declines plainly when the best verse is weak, still showing the closest passages', () => {
    const judged: Judged = {
      evidence: [
        evidence(
          1001001,
          'Genesis 1:1',
          'In the beginning God created the heaven and the earth.',
          0.3,
          'In the beginning God created the heaven and the earth',
        ),
      ],
    };
    const out = compose(analyzeQuestion('What is the speed of light?'), judged, [], options);
    expect(out.answered).toBe(false);
    expect(out.answer).toMatch(/^I found no verse that answers this question directly\. .*\(Genesis 1:1\)\.$/);
    expect(out.citations.map((c) => c.reference)).toEqual(['Genesis 1:1']);
  });

  it('declines a question about the Bible as a book, however strong the verse, but not one asked "in the Bible"', () => {
    const text = 'Thus did Noah; according to all that God commanded him, so did he.';
    const phrase = { key: 'Noah', text: 'Noah', start: 9, end: 13, distance: 0 };
    const judged = (): Judged => ({
      evidence: [evidence(1006022, 'Genesis 6:22', text, 0.9, 'Thus did Noah', { phrases: [phrase] })],
      answer: { phrase, id: 1006022, share: 0.8, score: 0.8 },
    });
    for (const q of [
      'How many books are in the Bible?',
      'What year was the Bible written?',
      'Who wrote the Bible?',
      'Which Bible translation is best?',
      'What is the first book of the Bible?',
      'What is the shortest book in the Bible?',
    ])
      expect(compose(analyzeQuestion(q), judged(), [], options).answered).toBe(false);
    expect(compose(analyzeQuestion('Who built the ark in the Bible?'), judged(), [], options).answered).toBe(true);
  });

  it('states an answer no other contests though one verse alone says it, and declines a weak one that is contested', () => {
    const text = 'Then they that gladly received his word were baptized: and the same day there were added unto them about three thousand souls.';
    const phrase = { key: '3000', text: 'three thousand', start: text.indexOf('three'), end: text.indexOf(' souls'), distance: 0 };
    const judged = (share: number): Judged => ({
      evidence: [evidence(44002041, 'Acts 2:41', text, 0.7, 'about three thousand souls', { phrases: [phrase] })],
      answer: { phrase, id: 44002041, share, score: 0.12, local: 0.64 },
    });
    const question = analyzeQuestion('How many people were baptized on the day of Pentecost?');
    expect(compose(question, judged(1), [], options).answer).toMatch(/^Three thousand \(/);
    expect(compose(question, judged(0.6), [], options).answered).toBe(false);
  });

  it('states a thing the candidates agree on with fewer of the question’s words around it than a contested one needs', () => {
    // Exodus 9:23 never says `seventh` or `plague`.
    const text = 'and the LORD rained hail upon the land of Egypt.';
    const phrase = { key: 'hail', text: 'hail', start: text.indexOf('hail'), end: text.indexOf(' upon'), distance: 0 };
    const judged = (share: number, local: number): Judged => ({
      evidence: [evidence(2009023, 'Exodus 9:23', text, 0.7, 'the LORD rained hail upon the land of Egypt', { phrases: [phrase] })],
      answer: { phrase, id: 2009023, share, score: 0.49, local },
    });
    const question = analyzeQuestion('What did God rain on Egypt in the seventh plague?');
    expect(compose(question, judged(0.89, 0.37), [], options).answer).toMatch(/^Hail \(/);
    expect(compose(question, judged(0.6, 0.37), [], options).answered).toBe(false);
    expect(compose(question, judged(0.89, 0.3), [], options).answered).toBe(false);
  });

  it('names one described only from a verse with most of the description', () => {
    const text = 'Then the king Ahasuerus answered and said unto Esther the queen, Who is he, and where is he, that durst presume in his heart to do so?';
    const phrase = { key: 'Esther', text: 'Esther', start: text.indexOf('Esther'), end: text.indexOf(' the queen'), distance: 0 };
    const judged = (local: number): Judged => ({
      evidence: [evidence(17007005, 'Esther 7:5', text, 0.8, 'said unto Esther the queen', { phrases: [phrase] })],
      answer: { phrase, id: 17007005, share: 0.9, score: 1.7, local },
    });
    // `Esther the queen` by the class noun alone: the Queen of Sheba is another.
    const question = analyzeQuestion('What was the name of the Queen of Sheba?');
    expect(compose(question, judged(0.51), [], options).answered).toBe(false);
    expect(compose(question, judged(1), [], options).answer).toMatch(/^Esther \(/);
  });
});
