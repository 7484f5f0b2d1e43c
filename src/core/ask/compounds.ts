/**
 * "Who was the left-handed judge?": a compound typed with a hyphen that the texts write as one word
 * (the KJV's `lefthanded`, `firstborn`) is read as theirs, since split it asks two words that stand
 * apart in many verses. Other hyphenated words (`mother-in-law`, names like `Abed-nego`) stay as typed.
 */
export function joinCompounds(question: string, isWord: (word: string) => boolean): string {
  return question.replace(/(?<![\p{L}-])(\p{Ll}+)-(\p{Ll}+)(?![\p{L}-])/gu, (typed, first: string, second: string) =>
    isWord(first + second) ? first + second : typed,
  );
}
