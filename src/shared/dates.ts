// Calendar days and time bounds, as the contract's date filters and the UI's date inputs use them.

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const pad = (n: number) => String(n).padStart(2, '0');

/** `YYYY-MM-DD` on this computer's calendar (the person's today, not UTC's). */
export function localDate(at: Date): string {
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}`;
}

/**
 * A filter's `since` / `until` as ISO times (`Z`) to compare stored times with: from inclusive, to
 * exclusive. A day (`YYYY-MM-DD`) is a whole UTC day, `until` included; a time is exact, `until`
 * included (one millisecond on).
 */
export function timeBounds(since: string | undefined, until: string | undefined): { from?: string; to?: string } {
  const from = since && new Date(DAY.test(since) ? `${since}T00:00:00Z` : since).toISOString();
  const to = until && new Date(DAY.test(until) ? Date.parse(`${until}T00:00:00Z`) + 86_400_000 : Date.parse(until) + 1).toISOString();
  return { ...(from && { from }), ...(to && { to }) };
}

/**
 * Days picked in a date input (`YYYY-MM-DD`, the person's own calendar; '' or null for open-ended) as
 * exact times for `since` / `until`: the first instant of `from` and the last of `to`, so "today" is
 * the person's today.
 */
export function localDayRange(from: string | null, to: string | null): { since?: string; until?: string } {
  const midnight = (day: string | null, offset: number) => {
    const m = day ? DAY.exec(day) : null;
    const date = m && new Date(Number(m[1]), Number(m[2]) - 1, Number(m[3]) + offset);
    return date && !Number.isNaN(date.getTime()) ? date : null;
  };
  const start = midnight(from, 0);
  const next = midnight(to, 1);
  return { ...(start && { since: start.toISOString() }), ...(next && { until: new Date(next.getTime() - 1).toISOString() }) };
}
