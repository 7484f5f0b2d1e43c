// Prints a random sample of the knowledge layer's facts with their verses, to read them by eye:
// `npx tsx scripts/knowledge-sample.ts [count] [seed]`.
import { readKnowledge } from '#core/verses-db/knowledge.ts';
import { openVersesDb } from '#core/verses-db/open.ts';
import { defaultVersesDbPath } from '#core/paths.ts';
import { createVerseStore } from '#core/bible/verse-store.ts';

const count = Number(process.argv[2] ?? 50);
let seed = Number(process.argv[3] ?? Date.now()) | 0;
const next = () => {
  seed = (seed + 0x6d2b79f5) | 0;
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
};
const db = openVersesDb(defaultVersesDbPath());
const store = createVerseStore(db);
const facts = [...readKnowledge(db)];
for (let i = 0; i < count; i++) {
  const f = facts[Math.floor(next() * facts.length)]!;
  const verse = store.getVerse(f.verse, f.translation)!;
  const object = f.object ?? JSON.stringify(f.objectText);
  console.log(
    `${i + 1}. ${f.relation}(${f.subject}${f.subjectKey ? ` [${f.subjectKey}]` : ''}, ${object}) ${verse.reference} ${f.translation}\n   ${verse.text}`,
  );
}
db.close();
