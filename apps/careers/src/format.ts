// How the careers site writes money, dates and the contract's keys for people.
import {
  EMPLOYMENT_TYPES,
  SHIFTS,
  US_STATES,
  type EmploymentType,
  type PublicJobSummary,
  type Shift,
  type UsStateCode,
} from '@agency/api-client/contract';

const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
const cents = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** "$2,350" (whole dollars: a weekly package). */
export const money = (amountCents: number) => dollars.format(Math.round(amountCents / 100));
/** "$48.50" (an hourly rate). */
export const rate = (amountCents: number) => cents.format(amountCents / 100);

/** "Mar 2, 2027" from YYYY-MM-DD, whatever the reader's time zone. */
export function day(iso: string): string {
  const [year, month, date] = iso.split('-').map(Number);
  return new Date(Date.UTC(year!, month! - 1, date!)).toLocaleDateString('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

export const shiftLabel = (shift: Shift) => SHIFTS.find((entry) => entry.key === shift)?.label ?? shift;
export const employmentLabel = (type: EmploymentType) =>
  EMPLOYMENT_TYPES.find((entry) => entry.key === type)?.label ?? type;
export const stateName = (code: UsStateCode) => US_STATES.find((state) => state.code === code)?.name ?? code;

/** "13 weeks", or "Permanent" when open-ended. */
export const duration = (weeks: number | null) =>
  weeks === null ? 'Permanent' : `${weeks} ${weeks === 1 ? 'week' : 'weeks'}`;

/** "Nights, 12-hour shifts". */
export const shiftText = (job: Pick<PublicJobSummary, 'Shift' | 'ShiftHours'>) =>
  `${shiftLabel(job.Shift)}, ${job.ShiftHours}-hour shifts`;

/** "Austin, TX". */
export const place = (job: Pick<PublicJobSummary, 'City' | 'State'>) => `${job.City}, ${job.State}`;
