import { CROSS_REFERENCES_DDL } from './cross-references.ts';
import { FTS_DDL } from './fts.ts';
import { KNOWLEDGE_DDL } from './knowledge.ts';
import { META_DDL } from './meta.ts';
import { NOUN_CLASSES_DDL } from './noun-classes.ts';
import { STEM_POSTINGS_DDL } from './stem-postings.ts';
import { TEXTS_DDL } from './texts.ts';
import { VERB_WORDS_DDL } from './verb-words.ts';
import { WORD_BRIDGE_DDL } from './word-bridge.ts';
import { WORD_USAGE_DDL } from './word-usage.ts';

/** Bump when the layout of verses.db changes; the app refuses a database of another version. */
export const VERSES_SCHEMA_VERSION = 13;

/** The whole layout of verses.db: each stored format's tables, from the module that reads and writes them. */
export const VERSES_SCHEMA = [
  META_DDL,
  TEXTS_DDL,
  FTS_DDL,
  STEM_POSTINGS_DDL,
  CROSS_REFERENCES_DDL,
  KNOWLEDGE_DDL,
  WORD_USAGE_DDL,
  NOUN_CLASSES_DDL,
  VERB_WORDS_DDL,
  WORD_BRIDGE_DDL,
].join('\n');
