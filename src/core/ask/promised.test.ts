import { describe, expect, it } from 'vitest';
import { promiseAsked, promisedIn } from './promised.ts';

const promised = (question: string, text: string) => promisedIn(text, promiseAsked(question)!)?.text;

describe('whom a promise is for', () => {
  it('reads the verb a "Who shall …?" question promises, and whether it denies it', () => {
    expect(promiseAsked('Who shall inherit the earth?')).toEqual({ verb: 'inherit', denied: false });
    expect(promiseAsked('Who will be called the children of God?')).toEqual({ verb: 'called', denied: false });
    expect(promiseAsked('Who will not perish?')).toEqual({ verb: 'perish', denied: true });
    expect(promiseAsked('Who killed Goliath?')).toBeUndefined();
  });

  it('takes the subject before `shall` and the verb, through `they` to what `Blessed are` names', () => {
    expect(promised('Who shall inherit the earth?', 'Blessed are the meek: for they shall inherit the earth.')).toBe('the meek');
    expect(promised('Who shall inherit the earth?', 'But the meek shall inherit the earth; and shall delight themselves')).toBe('the meek');
    expect(promised('Who will rise first?', 'and with the trump of God: and the dead in Christ shall rise first:')).toBe('the dead in Christ');
    expect(promised('Who shall be comforted?', 'Blessed are they that mourn: for they shall be comforted.')).toBe('they that mourn');
    expect(promised('Who shall be saved?', 'But he that shall endure unto the end, the same shall be saved.')).toBe('he that shall endure unto the end');
    expect(promised('Who will not perish?', 'that whosoever believeth in him should not perish, but have everlasting life')).toBe('whosoever believeth in him');
  });

  it('takes no subject that is denied what is asked, nor a name', () => {
    expect(
      promised('Who shall enter the kingdom?', 'Whosoever shall not receive the kingdom of God as a little child, he shall not enter therein.'),
    ).toBeUndefined();
    expect(promised('Who shall reign?', 'Solomon thy son shall reign after me')).toBeUndefined();
  });
});
