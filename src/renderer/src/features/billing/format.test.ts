import { describe, expect, it } from 'vitest';
import { bestValuePackId, formatPrice } from './format.ts';

describe('formatPrice', () => {
  it('formats minor units with the currency’s own decimals', () => {
    expect(formatPrice(499, 'usd', 'en-US')).toBe('$4.99');
    expect(formatPrice(1999, 'EUR', 'de-DE')).toMatch(/^19,99\s€$/);
    expect(formatPrice(500, 'jpy', 'en-US')).toBe('¥500');
  });

  it('falls back to a plain amount for an unknown currency code', () => {
    expect(formatPrice(1250, 'not-a-code', 'en-US')).toBe('12.50 NOT-A-CODE');
  });
});

describe('bestValuePackId', () => {
  const pack = (id: string, credits: number, amountCents: number, currency = 'usd') => ({ id, credits, amountCents, currency });

  it('picks the lowest price per credit', () => {
    expect(bestValuePackId([pack('a', 100, 499), pack('b', 500, 1999), pack('c', 2000, 5999)])).toBe('c');
  });

  it('names none for a single pack, a tie or mixed currencies', () => {
    expect(bestValuePackId([pack('a', 100, 499)])).toBeNull();
    expect(bestValuePackId([pack('a', 100, 500), pack('b', 200, 1000)])).toBeNull();
    expect(bestValuePackId([pack('a', 100, 499), pack('b', 500, 1999, 'eur')])).toBeNull();
  });
});
