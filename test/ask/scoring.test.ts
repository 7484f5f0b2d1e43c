import { describe, expect, it } from 'vitest';
import { statesAnswer } from '../../bench/ask.ts';

// The benchmark's strict scorer: a factoid is right only when the lead states an acceptable phrase.
describe('the answer scorer', () => {
  it('takes a whole word or phrase, in any case', () => {
    expect(statesAnswer(['Lot'], 'Lot (Genesis 14:12).')).toBe(true);
    expect(statesAnswer(['Lot'], 'Lotan (Genesis 36:20).')).toBe(false);
    expect(statesAnswer(['ox goad'], 'Goad (Judges 3:31).')).toBe(false);
  });

  it("reads a name's hyphen as the texts' spelling of the same name", () => {
    expect(statesAnswer(['Bethlehem'], 'Beth-lehem (Judges 12:8).')).toBe(true);
    expect(statesAnswer(['Obed-edom'], 'Obededom (1 Chronicles 13:14).')).toBe(true);
    expect(statesAnswer(['Bethel'], 'Beth-shemesh (1 Samuel 6:12).')).toBe(false);
  });

  it('takes the same number in words or digits', () => {
    expect(statesAnswer(['120'], 'An hundred and twenty (Daniel 6:1).')).toBe(true);
    expect(statesAnswer(['forty-two'], 'Forty and two (2 Kings 2:24).')).toBe(true);
    expect(statesAnswer(['seven'], 'Seventy (Luke 10:1).')).toBe(false);
  });
});
