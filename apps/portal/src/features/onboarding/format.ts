import { formatDate } from '@agency/ui';

export { formatMoment } from '../../shared/format';

/** A YYYY-MM-DD day (or the UTC day of an ISO moment) as people read it: "01/19/2026" (`formatDate`). */
export function formatDay(value: string): string {
  return formatDate(value.slice(0, 10));
}
