import { describe, expect, it } from 'vitest';
import { initialSettings, pickPersistedSettings, readPersistedSettings } from './store.ts';

describe('persisted settings', () => {
  it('keeps reading comfort and the low-balance threshold', () => {
    const saved = pickPersistedSettings({ ...initialSettings, textSize: 140, lineWidth: 'wide', lowBalanceThreshold: 0 });
    expect(readPersistedSettings(JSON.parse(JSON.stringify(saved)))).toEqual(saved);
  });

  it('drops values this version does not offer', () => {
    expect(readPersistedSettings({ textSize: 150, lineWidth: 'huge', lowBalanceThreshold: -1 })).toEqual({});
    expect(readPersistedSettings({ textSize: '112', lowBalanceThreshold: 2.5 })).toEqual({});
    expect(readPersistedSettings({ lowBalanceThreshold: 1_000_000 })).toEqual({});
  });
});
