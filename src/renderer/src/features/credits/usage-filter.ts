import type { PaidOperation } from '#shared/contract/credits.ts';
import type { MethodInput } from '#shared/contract/index.ts';

/** Which entries the usage history shows: everything, one paid operation, or the purchases. */
export type UsageShow = 'all' | PaidOperation | 'purchases';

export interface UsageFilter {
  show: UsageShow;
  /** First and last day shown, `YYYY-MM-DD` in local time as a date input gives them; '' for open-ended. */
  from: string;
  to: string;
}

export const initialUsageFilter: UsageFilter = { show: 'all', from: '', to: '' };

export const USAGE_SHOW_OPTIONS: readonly { value: UsageShow; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'keyword', label: 'Keyword' },
  { value: 'semantic', label: 'Semantic' },
  { value: 'ask', label: 'Ask' },
  { value: 'similar', label: 'Similar' },
  { value: 'purchases', label: 'Purchases' },
];

type UsageQuery = MethodInput<'credits.exportUsage'>;

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Local midnight starting a `YYYY-MM-DD` day, `offset` days later; null for anything else. */
function localMidnight(day: string, offset = 0): Date | null {
  const m = DAY.exec(day);
  if (!m) return null;
  const date = new Date(Number(m[1]), Number(m[2]) - 1, Number(m[3]) + offset);
  return Number.isNaN(date.getTime()) ? null : date;
}

/**
 * The filter as `credits.listUsage` / `credits.exportUsage` take it. Days are the person's own (the
 * table shows local times), so they go as exact times rather than core's UTC days; `until` is the
 * last millisecond of the day, since core counts a time bound inclusively.
 */
export function usageQuery(filter: UsageFilter): UsageQuery {
  const query: UsageQuery = {};
  if (filter.show === 'purchases') query.kind = 'purchase';
  else if (filter.show !== 'all') query.operation = filter.show;
  const since = localMidnight(filter.from);
  const nextDay = localMidnight(filter.to, 1);
  if (since) query.since = since.toISOString();
  if (nextDay) query.until = new Date(nextDay.getTime() - 1).toISOString();
  return query;
}

/** Any filter set, so an empty list means "nothing matches" rather than "nothing yet". */
export const isFiltered = (filter: UsageFilter) => filter.show !== 'all' || filter.from !== '' || filter.to !== '';
