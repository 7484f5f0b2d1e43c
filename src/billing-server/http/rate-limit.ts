import type { Clock } from '../clock.ts';

export type RateLimitDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/**
 * Fixed window per key, starting at the key's first request. Windows are swept lazily so the map stays
 * bounded by the number of keys active within one window.
 */
export class RateLimiter {
  private readonly windows = new Map<string, { start: number; count: number }>();
  private lastSweep = 0;

  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
    private readonly clock: Clock,
  ) {}

  hit(key: string): RateLimitDecision {
    const now = this.clock();
    this.sweep(now);
    const window = this.windows.get(key);
    if (!window || now - window.start >= this.windowMs || now < window.start) {
      this.windows.set(key, { start: now, count: 1 });
      return { allowed: true };
    }
    if (window.count >= this.limit) {
      return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((window.start + this.windowMs - now) / 1000)) };
    }
    window.count += 1;
    return { allowed: true };
  }

  private sweep(now: number): void {
    if (now - this.lastSweep < this.windowMs) return;
    this.lastSweep = now;
    for (const [key, window] of this.windows) {
      if (now - window.start >= this.windowMs) this.windows.delete(key);
    }
  }
}
