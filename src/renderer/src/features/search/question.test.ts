import { describe, expect, it } from 'vitest';
import { looksLikeQuestion } from './question.ts';

describe('looksLikeQuestion', () => {
  it('takes text ending with a question mark as a question', () => {
    expect(looksLikeQuestion('Who was the first king of Israel?')).toBe(true);
    expect(looksLikeQuestion('  the meaning of grace ?  ')).toBe(true);
    expect(looksLikeQuestion('love?')).toBe(true);
    expect(looksLikeQuestion('?')).toBe(false);
  });

  it('takes a question word followed by more words as a question, whatever the case', () => {
    for (const text of ['who was the first king of Israel', 'What is faith', 'WHERE was Jesus born', 'how many books are there', 'whose son is he']) {
      expect(looksLikeQuestion(text), text).toBe(true);
    }
  });

  it('takes a verb and its subject as a question', () => {
    for (const text of [
      'did Jesus weep',
      'Is God real',
      'does god love me',
      'can I be saved',
      'Will the Lord forgive',
      'Did Moses see God',
      'are ye not better',
    ]) {
      expect(looksLikeQuestion(text), text).toBe(true);
    }
  });

  it('leaves words, phrases and verb-led phrases to search', () => {
    for (const text of [
      'love',
      'who',
      'how long',
      'love one another',
      'will of God',
      'Will Of God',
      'do not fear',
      'was made flesh',
      'have mercy upon me',
      'may the Lord bless',
    ]) {
      expect(looksLikeQuestion(text), text).toBe(false);
    }
  });

  it('leaves search syntax to search, question words or not', () => {
    for (const text of ['"who" OR "what"', 'who OR what', '"who was" king', 'who -king', 'how* long', 'why | wherefore', 'what NOT where']) {
      expect(looksLikeQuestion(text), text).toBe(false);
    }
  });

  it('leaves references to the reader', () => {
    for (const text of ['John 3:16', 'ps 23', '1 Cor 13:4-7', 'Job 1']) expect(looksLikeQuestion(text), text).toBe(false);
    expect(looksLikeQuestion('')).toBe(false);
    expect(looksLikeQuestion('   ')).toBe(false);
  });
});
