import { describe, expect, it } from 'vitest';
import { definedIn, definitionAsked } from './defined.ts';

const defined = (question: string, text: string) => definedIn(text, definitionAsked(question)!)?.text;

describe('what the texts say a thing is', () => {
  it('reads a "What is …?" question asking for a thing of two words or more, not a topic', () => {
    expect(definitionAsked('What is the sword of the Spirit?')?.thing).toBe('the sword of the Spirit');
    expect(definitionAsked('What is the whole duty of man?')?.thing).toBe('the whole duty of man');
    expect(definitionAsked('What is faith?')).toBeUndefined();
    expect(definitionAsked('What is the Sabbath?')).toBeUndefined();
  });

  it('reads a possessive thing, what someone said it was, a kind of person, and leaves out the book asked in', () => {
    expect(definitionAsked('What did Nehemiah say was their strength?')).toEqual({ thing: 'their strength', who: false });
    expect(definitionAsked('Who is a liar, according to 1 John?')).toEqual({ thing: 'a liar', who: true });
    expect(definitionAsked('Who is the greatest in the kingdom of heaven in Matthew?')).toEqual({ thing: 'the greatest in the kingdom of heaven', who: true });
    expect(definitionAsked('Who is David?')).toBeUndefined();
    expect(definitionAsked('What is a parable?')).toBeUndefined();
  });

  it("takes any speaker's possessive for the question's, and the one the texts ask `who … but`", () => {
    expect(defined('What did Nehemiah say was their strength?', 'neither be ye sorry; for the joy of the LORD is your strength.')).toBe('the joy of the LORD');
    expect(defined('Who is a liar?', 'Who is a liar but he that denieth that Jesus is the Christ? He is antichrist')).toBe(
      'he that denieth that Jesus is the Christ',
    );
    expect(defined('Who is a liar?', 'for he is a liar, and the father of it.')).toBeUndefined();
    // "Who was the mother of Jesus?" asks a name, which the verse's `is` does not give.
    expect(defined('Who was the first man?', 'The first man is of the earth, earthy')).toBeUndefined();
    expect(defined('Who was the king of Bashan?', 'Og the king of Bashan, which dwelt at Astaroth')).toBeUndefined();
    expect(defined('What is their strength?', 'the strength of the bearers of burdens is decayed')).toBeUndefined();
  });

  it('takes what follows `is` or `, which is`, the clause `this` takes up, or the subject before `is` it', () => {
    expect(defined('What is the wages of sin?', 'For the wages of sin is death; but the gift of God is eternal life')).toBe('death');
    expect(defined('What is the sword of the Spirit?', 'And take the helmet of salvation, and the sword of the Spirit, which is the word of God:')).toBe(
      'the word of God',
    );
    expect(
      defined(
        'What is the whole duty of man?',
        'Let us hear the conclusion of the whole matter: Fear God, and keep his commandments: for this is the whole duty of man.',
      ),
    ).toBe('Fear God, and keep his commandments');
    expect(defined('What is the fulfilling of the law?', 'Love worketh no ill to his neighbour: therefore love is the fulfilling of the law.')).toBe('love');
    expect(defined('What is the beginning of wisdom?', 'The fear of the LORD is the beginning of wisdom')).toBe('The fear of the LORD');
  });

  it('takes no pronoun, no denial and no bracket for what the thing is', () => {
    expect(defined('What is the first commandment?', 'Honour thy father and mother; (which is the first commandment with promise;)')).toBeUndefined();
    expect(defined('What is the gift of God?', 'and to rejoice in his labor -- this is the gift of God.')).toBeUndefined();
    expect(defined('What is the way of peace?', 'the way of peace is not known')).toBeUndefined();
  });
});
