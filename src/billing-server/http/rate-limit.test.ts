import { describe, expect, it } from 'vitest';
import { RateLimiter } from './rate-limit.ts';

describe('RateLimiter', () => {
  it('allows the limit per window per key and says when to retry', () => {
    let now = 0;
    const limiter = new RateLimiter(3, 60_000, () => now);
    expect([1, 2, 3].map(() => limiter.hit('a').allowed)).toEqual([true, true, true]);
    expect(limiter.hit('a')).toEqual({ allowed: false, retryAfterSeconds: 60 });
    expect(limiter.hit('b').allowed).toBe(true);
    now = 59_001;
    expect(limiter.hit('a')).toEqual({ allowed: false, retryAfterSeconds: 1 });
    now = 60_000;
    expect(limiter.hit('a').allowed).toBe(true);
  });

  it('starts afresh if the clock goes backwards', () => {
    let now = 100_000;
    const limiter = new RateLimiter(1, 60_000, () => now);
    limiter.hit('a');
    now = 50_000;
    expect(limiter.hit('a').allowed).toBe(true);
  });
});
