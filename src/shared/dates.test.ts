import { describe, expect, it } from 'vitest';
import { localDate, localDayRange, timeBounds } from './dates.ts';

describe('dates', () => {
  it('names the local calendar day', () => {
    expect(localDate(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05');
  });

  it('reads a filter day as a whole UTC day and a time exactly, both ends included', () => {
    expect(timeBounds('2026-03-01', '2026-03-01')).toEqual({ from: '2026-03-01T00:00:00.000Z', to: '2026-03-02T00:00:00.000Z' });
    expect(timeBounds('2026-03-01T10:00:00+02:00', '2026-03-01T12:00:00Z')).toEqual({ from: '2026-03-01T08:00:00.000Z', to: '2026-03-01T12:00:00.001Z' });
    expect(timeBounds(undefined, undefined)).toEqual({});
  });

  it('sends the days a person picks as their first and last local instants', () => {
    expect(localDayRange('2026-03-01', '2026-03-02')).toEqual({
      since: new Date(2026, 2, 1).toISOString(),
      until: new Date(new Date(2026, 2, 3).getTime() - 1).toISOString(),
    });
    expect(localDayRange('', null)).toEqual({});
    expect(localDayRange('not a day', 'tomorrow')).toEqual({});
  });
});
