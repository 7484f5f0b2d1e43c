/** How many days the strip under a plan shows. */
export const DAY_STRIP_SIZE = 7;

/**
 * The days around a plan's progress, for marking one read or not: the next day to read and those
 * just before it (the first week at the start, the last week once all are read).
 */
export function dayStrip(nextDay: number, days: number, size = DAY_STRIP_SIZE): number[] {
  const end = Math.min(days, Math.max(nextDay, size));
  const start = Math.max(1, end - size + 1);
  return Array.from({ length: end - start + 1 }, (_, i) => start + i);
}

/** `3 of 31 days read`. */
export const progressText = (done: number, days: number) => `${done} of ${days} day${days === 1 ? '' : 's'} read`;
