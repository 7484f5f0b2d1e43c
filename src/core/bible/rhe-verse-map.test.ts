import { describe, expect, it } from 'vitest';
import { alignVerses, rheUnderKjvIds } from './rhe-verse-map.ts';
import { nameSkeleton } from './verse-terms.ts';
import { parseSourceMarkup, type SourceVerse } from './sources.ts';
import { verseId } from './verse-id.ts';

/** Verses of one book, as [chapter, verse, text], the KJV's with its markup. */
const verses = (book: number, rows: [number, number, string][]): SourceVerse[] =>
  rows.map(([chapter, verse, text]) => ({ id: verseId(book, chapter, verse), ...parseSourceMarkup(text) }));

/** The stored Douay-Rheims texts by KJV reference `chapter:verse`. */
const stored = (dr: SourceVerse[], kjv: SourceVerse[]) =>
  Object.fromEntries(rheUnderKjvIds(dr, kjv).verses.map((v) => [`${Math.floor(v.id / 1000) % 1000}:${v.id % 1000}`, v.text]));

describe('the Douay-Rheims verse map', () => {
  it('leaves a psalm title out and moves the psalm’s verses back by one', () => {
    const dr = verses(19, [
      [3, 1, 'The psalm of David when he fled from the face of his son Absalom.'],
      [3, 2, 'Why, O Lord, are they multiplied that afflict me? many are they who rise up against me.'],
      [3, 3, 'Many say to my soul: There is no salvation for him in his God.'],
      [3, 4, 'But thou, O Lord art my protector, my glory, and the lifter up of my head.'],
      [3, 5, 'I have cried to the Lord with my voice: and he hath heard me from his holy hill.'],
    ]);
    const kjv = verses(19, [
      [3, 1, 'LORD, how are they increased that trouble me! many [are] they that rise up against me.'],
      [3, 2, 'Many [there be] which say of my soul, [There is] no help for him in God. Selah.'],
      [3, 3, 'But thou, O LORD, [art] a shield for me; my glory, and the lifter up of mine head.'],
      [3, 4, 'I cried unto the LORD with my voice, and he heard me out of his holy hill. Selah.'],
    ]);
    const map = stored(dr, kjv);
    expect(Object.keys(map)).toEqual(['3:1', '3:2', '3:3', '3:4']);
    expect(map['3:1']).toMatch(/^Why, O Lord, are they multiplied/);
    expect(map['3:4']).toMatch(/^I have cried to the Lord/);
    expect(Object.values(map).join(' ')).not.toContain('Absalom');
  });

  it('stores a verse that spans two KJV verses once, under the first, and two that make one KJV verse together', () => {
    const dr = verses(43, [
      [6, 50, 'This is the bread which cometh down from heaven; that if any man eat of it, he may not die.'],
      [6, 51, 'I am the living bread which came down from heaven.'],
      [6, 52, 'If any man eat of this bread, he shall live for ever; and the bread that I will give, is my flesh, for the life of the world.'],
      [6, 53, 'The Jews therefore strove among themselves, saying: How can this man give us his flesh to eat?'],
    ]);
    const kjv = verses(43, [
      [6, 50, 'This is the bread which cometh down from heaven, that a man may eat thereof, and not die.'],
      [
        6,
        51,
        'I am the living bread which came down from heaven: if any man eat of this bread, he shall live for ever: and the bread that I will give is my flesh, which I will give for the life of the world.',
      ],
      [6, 52, 'The Jews therefore strove among themselves, saying, How can this man give us [his] flesh to eat?'],
    ]);
    const joined = stored(dr, kjv);
    expect(joined['6:51']).toBe(`${dr[1]!.text} ${dr[2]!.text}`);
    expect(joined['6:52']).toMatch(/^The Jews therefore strove/);

    // The other way round: one Douay-Rheims verse for two of the KJV's.
    const split = stored(
      verses(1, [
        [5, 30, 'And Lamech lived after he begot Noe, five hundred and ninety-five years, and begot sons and daughters.'],
        [
          5,
          31,
          'And all the days of Lamech came to seven hundred and seventy-seven years, and he died. And Noe, when he was five hundred years old, begot Sem, Cham, and Japheth.',
        ],
        [6, 1, 'And after that men began to be multiplied upon the earth, and daughters were born to them,'],
      ]),
      verses(1, [
        [5, 30, 'And Lamech lived after he begat Noah five hundred ninety and five years, and begat sons and daughters:'],
        [5, 31, 'And all the days of Lamech were seven hundred seventy and seven years: and he died.'],
        [5, 32, 'And Noah was five hundred years old: and Noah begat Shem, Ham, and Japheth.'],
        [6, 1, 'And it came to pass, when men began to multiply on the face of the earth, and daughters were born unto them,'],
      ]),
    );
    expect(Object.keys(split)).toEqual(['5:30', '5:31', '6:1']);
    expect(split['5:31']).toMatch(/he died\. And Noe/);
  });

  it('follows a verse across a chapter break, and verses the source gives out of order', () => {
    // The Vulgate begins Hosea 14 one verse earlier than the KJV.
    const hosea = stored(
      verses(28, [
        [13, 14, 'I will deliver them out of the hand of death. I will redeem them from death : O death, I will be thy death; O hell, I will be thy bite.'],
        [14, 1, 'Let Samaria perish, because she hath stirred up her God to bitterness: let them perish by the sword, let their little ones be dashed.'],
        [14, 2, 'Return, O Israel, to the Lord thy God: for thou hast fallen down by thy iniquity.'],
      ]),
      verses(28, [
        [
          13,
          14,
          'I will ransom them from the power of the grave; I will redeem them from death: O death, I will be thy plagues; O grave, I will be thy destruction.',
        ],
        [
          13,
          16,
          'Samaria shall become desolate; for she hath rebelled against her God: they shall fall by the sword: their infants shall be dashed in pieces.',
        ],
        [14, 1, 'O Israel, return unto the LORD thy God; for thou hast fallen by thine iniquity.'],
      ]),
    );
    expect(hosea['13:16']).toMatch(/^Let Samaria perish/);
    expect(hosea['14:1']).toMatch(/^Return, O Israel/);

    // Its Philippians 1 gives verses 16 and 17 the other way round.
    const philippians = stored(
      verses(50, [
        [1, 15, 'Some indeed, even out of envy and contention; but some also for good will preach Christ.'],
        [1, 16, 'Some out of charity, knowing that I am set for the defence of the gospel.'],
        [1, 17, 'And some out of contention preach Christ not sincerely: supposing that they raise affliction to my bands.'],
        [1, 18, 'But what then? So that by all means, whether by occasion, or by truth, Christ be preached: in this also I rejoice, yea, and will rejoice.'],
      ]),
      verses(50, [
        [1, 15, 'Some indeed preach Christ even of envy and strife; and some also of good will:'],
        [1, 16, 'The one preach Christ of contention, not sincerely, supposing to add affliction to my bonds:'],
        [1, 17, 'But the other of love, knowing that I am set for the defence of the gospel.'],
        [
          1,
          18,
          'What then? notwithstanding, every way, whether in pretence, or in truth, Christ is preached; and I therein do rejoice, yea, and will rejoice.',
        ],
      ]),
    );
    expect(Object.keys(philippians)).toEqual(['1:15', '1:16', '1:17', '1:18']);
    expect(philippians['1:16']).toMatch(/^And some out of contention/);
    expect(philippians['1:17']).toMatch(/^Some out of charity/);
  });

  it('leaves out a verse whose place is not certain, and the source’s placeholders', () => {
    // Psalm 5 as the Douay-Rheims numbers it (title first); one pair in it shares no word.
    const dr = verses(19, [
      [5, 2, 'Give ear, O Lord, to my words, understand my cry.'],
      [5, 3, 'Something the other translation does not have.'],
      [5, 4, 'For to thee will I pray: O Lord, in the morning thou shalt hear my voice.'],
      [5, 5, 'In the morning I will stand before thee, and will see: because thou art not a God that willest iniquity.'],
    ]);
    const kjv = verses(19, [
      [5, 1, 'Give ear to my words, O LORD, consider my meditation.'],
      [5, 2, 'Nothing of which is in the first either.'],
      [5, 3, 'My voice shalt thou hear in the morning, O LORD; in the morning will I direct [my prayer] unto thee, and will look up.'],
      [5, 4, 'For thou [art] not a God that hath pleasure in wickedness: neither shall evil dwell with thee.'],
    ]);
    expect(alignVerses(dr, kjv).map((l) => [l.dr, l.kjv, l.evidence])).toEqual([
      [[0], [0], 'words'],
      [[2], [2], 'words'],
      // Few words in common, but nothing else left for it before the end.
      [[3], [3], 'order'],
    ]);
    expect(Object.keys(stored(dr, kjv))).toEqual(['5:1', '5:3', '5:4']);

    // Where the numbers agree, a verse between two certain ones is kept by its place, but never the source's filler text.
    const genesis = stored(
      verses(1, [
        [1, 1, 'In the beginning God created heaven, and earth.'],
        [1, 2, 'dummy verses inserted by amos'],
        [1, 3, 'And God said: Be light made. And light was made.'],
        [1, 4, 'And God saw the light that it was good; and he divided the light from the darkness.'],
      ]),
      verses(1, [
        [1, 1, 'In the beginning God created the heaven and the earth.'],
        [1, 2, 'And the earth was without form, and void; and darkness [was] upon the face of the deep.'],
        [1, 3, 'And God said, Let there be light: and there was light.'],
        [1, 4, 'And God saw the light, that [it was] good: and God divided the light from the darkness.'],
      ]),
    );
    expect(Object.keys(genesis)).toEqual(['1:1', '1:3', '1:4']);
  });

  it('spells names alike across the Vulgate’s and the Hebrew forms', () => {
    expect(nameSkeleton('Ezechias')).toBe(nameSkeleton('Hezekiah'));
    expect(nameSkeleton('Sion')).toBe(nameSkeleton('Zion'));
    expect(nameSkeleton('Raphidim')).toBe(nameSkeleton('Rephidim'));
    expect(nameSkeleton('Phihahiroth')).toBe(nameSkeleton('Pi-hahiroth'));
    expect(nameSkeleton('Moses')).not.toBe(nameSkeleton('Aaron'));
  });
});
