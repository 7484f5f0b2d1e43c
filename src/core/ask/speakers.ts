import type { VerseStore } from '../bible/verse-store.ts';
import type { Word } from './clauses.ts';
import type { NameFacts, NameTest } from './names.ts';
import { isPersonName, type Narrator } from './narrator.ts';

// "How old was Caleb when he asked for his land?": `I am this day fourscore and five years old` (Joshua
// 14:10) is Caleb's own speech, opened four verses before (`Caleb the son of Jephunneh the Kenezite
// said unto him, …`). The KJV marks no speech; the New Heart English Bible puts it in quotation marks,
// so where a speech runs on, and whose it is, can be read there.

/** How many verses back in its chapter a speech's opening is looked for. */
const SPEECH_BACK = 8;
/** The verbs that open a speech, before its quotation mark. */
const SPEAKS = /\b(?:said|says|spoke|answered|asked|replied|cried|called|prayed|swore)\b/u;
/** The translation whose quotation marks show the speeches. */
const QUOTING = 'nheb';

/** Where a verse speaks of its speaker: `I`, `me`, `my`, `mine`, `myself`. */
export const selfAt = (words: readonly Word[]): number[] => words.flatMap((w, i) => (/^(?:I|me|my|mine|myself)$/i.test(w.text) ? [i] : []));

/**
 * The one whose speech a verse continues: a speech opened in a verse before it (same chapter) by a
 * person named before its verb (`Caleb … said to him, "You know …`) and not closed since. Undefined in
 * a speech God or an unnamed one (`he said`) opens, and outside speeches.
 */
export function createSpeakers(store: VerseStore, isName: NameTest, names: NameFacts) {
  const found = new Map<number, Narrator | undefined>();

  function speakerOf(id: number): Narrator | undefined {
    for (let back = 1; back <= SPEECH_BACK && (id % 1000) - back >= 1; back++) {
      const text = store.getVerse(id - back, QUOTING)?.text ?? '';
      const last = text.lastIndexOf('"');
      // A verse without a mark is the speech's too, or narrative: look further back.
      if (last < 0) continue;
      // The last mark closes a speech (`…as the Lord spoke."`) unless a word follows it.
      if (!/^\p{L}/u.test(text.slice(last + 1))) return undefined;
      // …and so does a single mark the text closes it with instead (`"Please buy my field … for yourself.' Then I knew`, Jeremiah 32:8).
      if (/['’]\s+\p{Lu}/u.test(text.slice(last + 1))) return undefined;
      const opening =
        text
          .slice(0, last)
          .split(/[.;!?]\s/u)
          .at(-1) ?? '';
      const verb = SPEAKS.exec(opening);
      if (!verb) return undefined;
      // The first name before the verb is who speaks; God's or a place's opens no speech of a person's.
      const name = opening
        .slice(0, verb.index)
        .match(/\p{Lu}\p{Ll}+/gu)
        ?.find((w) => isName(w));
      if (!name || !isPersonName(isName, names, name)) return undefined;
      const canonical = names.canonical(name);
      return { key: canonical.toLowerCase(), text: canonical };
    }
    return undefined;
  }

  return (id: number): Narrator | undefined => {
    if (!found.has(id)) found.set(id, speakerOf(id));
    return found.get(id);
  };
}

export type SpeakerOf = ReturnType<typeof createSpeakers>;
