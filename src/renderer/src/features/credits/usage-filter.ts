import type { PaidOperation } from '#shared/contract/credits.ts';
import type { MethodInput } from '#shared/contract/index.ts';
import { localDayRange } from '#shared/dates.ts';

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

/**
 * The filter as `credits.listUsage` / `credits.exportUsage` take it. Days are the person's own (the
 * table shows local times), so they go as exact times rather than core's UTC days; `until` is the
 * last millisecond of the day, since core counts a time bound inclusively.
 */
export function usageQuery(filter: UsageFilter): UsageQuery {
  const query: UsageQuery = {};
  if (filter.show === 'purchases') query.kind = 'purchase';
  else if (filter.show !== 'all') query.operation = filter.show;
  return { ...query, ...localDayRange(filter.from, filter.to) };
}

/** Any filter set, so an empty list means "nothing matches" rather than "nothing yet". */
export const isFiltered = (filter: UsageFilter) => filter.show !== 'all' || filter.from !== '' || filter.to !== '';
