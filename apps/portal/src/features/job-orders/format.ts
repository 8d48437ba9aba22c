import {
  EMPLOYMENT_TYPES,
  SHIFTS,
  jobOrderStatusLabel,
  submissionStatusLabel,
  type EmploymentType,
  type JobOrderStatus,
  type JobOrderSummary,
  type Shift,
  type SubmissionStatus,
} from '@agency/api-client/contract';
import { formatDate, type BadgeTone } from '@agency/ui';

const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** Whole cents as dollars: 273700 → "$2,737.00". */
export const usd = (cents: number) => dollars.format(cents / 100);

/** A YYYY-MM-DD date as "01/11/2027" (`formatDate`: the calendar day, whatever the time zone). */
export const dateText = (iso: string) => formatDate(iso);

export const shiftLabel = (shift: Shift) => SHIFTS.find((entry) => entry.key === shift)?.label ?? shift;
export const employmentLabel = (type: EmploymentType) =>
  EMPLOYMENT_TYPES.find((entry) => entry.key === type)?.label ?? type;

/** "Nights · 12 h". */
export const shiftText = (order: Pick<JobOrderSummary, 'Shift' | 'ShiftHours'>) =>
  `${shiftLabel(order.Shift)} · ${order.ShiftHours} h`;

/** "1 of 2 filled". */
export const openingsText = (order: Pick<JobOrderSummary, 'Filled' | 'Openings'>) =>
  `${order.Filled} of ${order.Openings} filled`;

/** The tone of each status: the text always names it; the colour only repeats it. */
export const JOB_ORDER_STATUS_TONES: Readonly<Record<JobOrderStatus, BadgeTone>> = {
  open: 'info',
  'on-hold': 'warning',
  filled: 'success',
  closed: 'neutral',
  cancelled: 'danger',
};

export { jobOrderStatusLabel };

/** The tone of each submission status (the text names it). */
export const SUBMISSION_STATUS_TONES: Readonly<Record<SubmissionStatus, BadgeTone>> = {
  submitted: 'neutral',
  'sent-to-facility': 'info',
  interview: 'info',
  offer: 'warning',
  placed: 'success',
  declined: 'danger',
  withdrawn: 'neutral',
};

const moment = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** An ISO date-time as people read it here: "Dec 2, 2026, 10:00 AM" (the browser's time zone). */
export const momentText = (iso: string) => moment.format(new Date(iso));

export { submissionStatusLabel };

const calendarDay = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });

/** The day of an ISO date-time in the browser's time zone: "Dec 2, 2026". */
export const dayText = (iso: string) => calendarDay.format(new Date(iso));
