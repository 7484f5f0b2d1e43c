/** Milliseconds since the epoch. Injected so tests can expire sessions and rate-limit windows without waiting. */
export type Clock = () => number;

export const systemClock: Clock = () => Date.now();

export function toIso(ms: number): string {
  return new Date(ms).toISOString();
}
