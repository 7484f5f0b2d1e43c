import { describe, expect, it } from 'vitest';
import { initialUsageFilter, isFiltered, usageQuery } from './usage-filter.ts';

describe('usageQuery', () => {
  it('sends nothing for the whole history', () => {
    expect(usageQuery(initialUsageFilter)).toEqual({});
    expect(isFiltered(initialUsageFilter)).toBe(false);
  });

  it('names a paid operation, or purchases by their kind', () => {
    expect(usageQuery({ ...initialUsageFilter, show: 'semantic' })).toEqual({ operation: 'semantic' });
    expect(usageQuery({ ...initialUsageFilter, show: 'purchases' })).toEqual({ kind: 'purchase' });
  });

  it('turns local days into exact times, the last day included whole', () => {
    const query = usageQuery({ show: 'all', from: '2026-03-01', to: '2026-03-02' });
    expect(new Date(query.since!).getTime()).toBe(new Date(2026, 2, 1).getTime());
    expect(new Date(query.until!).getTime()).toBe(new Date(2026, 2, 3).getTime() - 1);
    expect(isFiltered({ show: 'all', from: '', to: '2026-03-02' })).toBe(true);
  });

  it('ignores a day it cannot read', () => {
    expect(usageQuery({ show: 'all', from: 'yesterday', to: '' })).toEqual({});
  });
});
