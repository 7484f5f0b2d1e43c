import { describe, expect, it } from 'vitest';
import { colourAsked } from './colours.ts';

describe('colour questions', () => {
  it('reads a question asking what colour something was, not one using the word otherwise', () => {
    expect(colourAsked('What color was the robe the soldiers put on Jesus?')).toBe(true);
    expect(colourAsked('what colour were the horses in Zechariah')).toBe(true);
    expect(colourAsked('What was the color of the veil of the temple?')).toBe(true);
    expect(colourAsked('Which colors were used in the tabernacle curtains?')).toBe(false);
    expect(colourAsked('Who wore a coat of many colours?')).toBe(false);
  });
});
