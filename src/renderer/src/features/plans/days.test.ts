import { describe, expect, it } from 'vitest';
import { dayStrip, progressText } from './days.ts';

describe('the day strip under a plan', () => {
  it('shows the first week at the start, the week up to the next day later, the last week at the end', () => {
    expect(dayStrip(1, 31)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(dayStrip(2, 31)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(dayStrip(20, 31)).toEqual([14, 15, 16, 17, 18, 19, 20]);
    expect(dayStrip(32, 31)).toEqual([25, 26, 27, 28, 29, 30, 31]);
  });

  it('fits plans shorter than a week', () => {
    expect(dayStrip(1, 3)).toEqual([1, 2, 3]);
    expect(dayStrip(4, 3)).toEqual([1, 2, 3]);
  });

  it('says the progress in words', () => {
    expect(progressText(1, 31)).toBe('1 of 31 days read');
    expect(progressText(0, 1)).toBe('0 of 1 day read');
  });
});
