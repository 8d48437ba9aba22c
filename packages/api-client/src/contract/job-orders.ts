/**
 * Job orders (issue 13): a facility's open positions the agency fills, with the shift, the dates, the pay
 * package, the bill rate (managers and above only: `job-orders.bill-rates`, left out of the answers of
 * everyone else), the requirements, the status with its reason, and the owner. Every staff member reads them
 * (`job-orders.read`); managers and above add and edit them (`job-orders.edit`). Money is in whole cents of
 * `Currency` (USD); dates are YYYY-MM-DD. docs/job-orders.md describes the behaviour.
 *
 * React-free and dependency-free: safe to import from Node.
 */
import { defineCall, type ListQuery, type Page } from './common';
import type { ApplicantStatus, Discipline, EmploymentType, Shift, Specialty, UsStateCode } from './vocabulary';

/** The statuses, in the order the screens show them. Filled is set by placements, never by hand. */
export const JOB_ORDER_STATUSES = [
  { key: 'open', label: 'Open' },
  { key: 'on-hold', label: 'On hold' },
  { key: 'filled', label: 'Filled' },
  { key: 'closed', label: 'Closed' },
  { key: 'cancelled', label: 'Cancelled' },
] as const;
export type JobOrderStatus = (typeof JOB_ORDER_STATUSES)[number]['key'];
export const JOB_ORDER_STATUS_KEYS: readonly JobOrderStatus[] = JOB_ORDER_STATUSES.map((status) => status.key);

/** The statuses staff choose (Filled follows the placements). */
export const JOB_ORDER_MANUAL_STATUSES: readonly JobOrderStatus[] = ['open', 'on-hold', 'closed', 'cancelled'];
/** The statuses that need a reason. */
export const JOB_ORDER_STATUSES_WITH_REASON: readonly JobOrderStatus[] = ['on-hold', 'closed', 'cancelled'];

export const jobOrderStatusLabel = (status: JobOrderStatus): string =>
  JOB_ORDER_STATUSES.find((entry) => entry.key === status)?.label ?? status;

/** Shift lengths in hours. */
export const JOB_ORDER_SHIFT_HOURS = [8, 10, 12] as const;
export type JobOrderShiftHours = (typeof JOB_ORDER_SHIFT_HOURS)[number];

/** The only currency of the amounts (whole cents). */
export const JOB_ORDER_CURRENCY = 'USD';

/** Bounds of the numbers a job order holds. */
export const JOB_ORDER_LIMITS = Object.freeze({
  hoursPerWeek: { min: 1, max: 84 },
  durationWeeks: { min: 1, max: 104 },
  openings: { min: 1, max: 100 },
  yearsExperience: { min: 0, max: 40 },
  /** $1,000.00 an hour, $10,000.00 a week: far above any real package, below any overflow. */
  hourlyCentsMax: 100_000,
  weeklyCentsMax: 1_000_000,
  titleMaxLength: 120,
  descriptionMaxLength: 10_000,
  reasonMaxLength: 500,
  certificationsMax: 20,
  certificationMaxLength: 40,
});

/** Everything staff edit (the body of create and update). Optional text is '', optional numbers null. */
export interface JobOrderPayload {
  Title: string;
  InstitutionId: number;
  /** One of the facility's units, or '' (the facility as a whole). */
  Unit: string;
  Discipline: Discipline;
  Specialty: Specialty | null;
  Shift: Shift;
  ShiftHours: JobOrderShiftHours;
  HoursPerWeek: number;
  /** Hours paid each week whatever the facility cancels (at most HoursPerWeek); null: none guaranteed. */
  GuaranteedHours: number | null;
  StartDate: string;
  /** null: open-ended (permanent). */
  DurationWeeks: number | null;
  Openings: number;
  EmploymentType: EmploymentType;
  /** The clinician's taxable hourly rate. */
  PayHourlyCents: number;
  HousingStipendWeeklyCents: number;
  MealsStipendWeeklyCents: number;
  OvertimeHourlyCents: number | null;
  /** What the facility pays the agency an hour; managers and above only (others leave it out). */
  BillRateCents: number | null;
  /** License states accepted (besides a compact license when `CompactLicenseAccepted`). */
  LicenseStates: UsStateCode[];
  CompactLicenseAccepted: boolean;
  /** Certifications required, e.g. BLS, ACLS, PALS. */
  Certifications: string[];
  YearsExperience: number;
  /** The facility's EMR (Epic, Cerner, Meditech…), '' when it does not matter. */
  Emr: string;
  InterviewRequired: boolean;
  Description: string;
  /** Open, On hold, Closed or Cancelled (Filled follows the placements). */
  Status: JobOrderStatus;
  /** Why it is on hold, closed or cancelled ('' when open). */
  StatusReason: string;
  /** The staff member who owns it (null: unassigned). */
  OwnerId: number | null;
  /** Shown on the agency's careers site while it is Open (without the facility's name or the bill rate). */
  Public: boolean;
}

export interface JobOrderInstitution {
  Id: number;
  Name: string;
  City: string;
  State: UsStateCode;
}

export interface JobOrderOwner {
  Id: number;
  Name: string;
}

/** A job order as the list shows it. */
export interface JobOrderSummary {
  Id: number;
  Title: string;
  Institution: JobOrderInstitution;
  Unit: string;
  Discipline: Discipline;
  Specialty: Specialty | null;
  Shift: Shift;
  ShiftHours: JobOrderShiftHours;
  StartDate: string;
  /** StartDate + DurationWeeks weeks − 1 day; null when open-ended. */
  EndDate: string | null;
  Openings: number;
  /** Openings filled: the job order's submissions Placed. */
  Filled: number;
  EmploymentType: EmploymentType;
  /** PayHourlyCents × HoursPerWeek + the stipends. */
  WeeklyGrossCents: number;
  Status: JobOrderStatus;
  Owner: JobOrderOwner | null;
  /** Shown on the careers site while Open. */
  Public: boolean;
  UpdatedAt: string;
}

/** One job order. `BillRateCents` and `MarkupPercent` only for managers and above (absent otherwise). */
export interface JobOrder extends Omit<JobOrderPayload, 'BillRateCents'>, JobOrderSummary {
  Currency: typeof JOB_ORDER_CURRENCY;
  BillRateCents?: number | null;
  /** (bill rate ÷ pay rate − 1) × 100, one decimal; null without a bill rate. */
  MarkupPercent?: number | null;
  StatusChangedAt: string;
  CreatedAt: string;
  UpdatedBy: string;
}

/** How many job orders are in each status. */
export interface JobOrderStatusCount {
  Status: JobOrderStatus;
  Count: number;
}

export const JOB_ORDER_SORTS = ['start', 'title', 'facility', 'status', 'updated'] as const;
export type JobOrderSort = (typeof JOB_ORDER_SORTS)[number];

/**
 * The list's filters (each list filter repeated or comma-separated): status, institution (ids), discipline,
 * specialty, state (the facility's), owner (mine, unassigned or a staff id), startFrom / startTo (YYYY-MM-DD).
 */
export interface JobOrderFilters {
  status?: string;
  institution?: string;
  discipline?: string;
  specialty?: string;
  state?: string;
  owner?: string;
  startFrom?: string;
  startTo?: string;
  /** 'true': only those shown on the careers site; 'false': only those not shown. */
  public?: string;
}

// ---------------------------------------------------------------------------------------------
// Calls
// ---------------------------------------------------------------------------------------------

/** The agency's job orders, a page at a time (`q`: title, facility, unit, city). */
export const listJobOrders = defineCall<{
  query: ListQuery<JobOrderSort, JobOrderFilters>;
  response: Page<JobOrderSummary>;
}>()({
  method: 'GET',
  path: '/api/job-orders',
});

/** How many job orders of the agency are in each status (every status listed). */
export const getJobOrderStatusCounts = defineCall<{ response: JobOrderStatusCount[] }>()({
  method: 'GET',
  path: '/api/job-orders/status-counts',
});

/** One job order. */
export const getJobOrder = defineCall<{ response: JobOrder }>()({
  method: 'GET',
  path: '/api/job-orders/:id',
});

/** Adds a job order (201). */
export const createJobOrder = defineCall<{ body: JobOrderPayload; response: JobOrder }>()({
  method: 'POST',
  path: '/api/job-orders',
});

/** Saves a job order. */
export const updateJobOrder = defineCall<{ body: JobOrderPayload; response: JobOrder }>()({
  method: 'PUT',
  path: '/api/job-orders/:id',
});

// ---------------------------------------------------------------------------------------------
// Matching (both ways) and the Position List report
// ---------------------------------------------------------------------------------------------

/** How many matches a call answers without `limit`, and the most it answers. */
export const MATCHES_DEFAULT = 25;
export const MATCHES_MAX = 50;

/**
 * Why a candidate fits and what it lacks, as staff read it ("Licensed in TX", "Onboarding 60% complete").
 * `Score` is 0–100: the weights of docs/job-orders.md (specialty 25, license 25, availability 10,
 * onboarding 15, credentials 10, desired location 5, shift 5, experience 5).
 */
export interface MatchFit {
  Score: number;
  Reasons: string[];
  Missing: string[];
}

/** An applicant ranked for a job order (same discipline, not archived, not refused or rejected, not yet submitted). */
export interface ApplicantMatch extends MatchFit {
  ApplicantId: number;
  /** The applicant's number (the record's address). */
  ApplicantNumber: number;
  Name: string;
  Email: string;
  Status: ApplicantStatus;
  City: string;
  State: UsStateCode | null;
}

/** An Open job order ranked for an applicant (the applicant's discipline, not yet submitted to). */
export interface JobOrderMatch extends MatchFit {
  JobOrder: JobOrderSummary;
}

/** The best-fitting applicants for a job order, best first (`limit` ≤ MATCHES_MAX). */
export const listJobOrderMatches = defineCall<{ query: { limit?: number }; response: ApplicantMatch[] }>()({
  method: 'GET',
  path: '/api/job-orders/:id/matches',
});

/** The best-fitting Open job orders for an applicant, best first (`limit` ≤ MATCHES_MAX). */
export const listApplicantJobOrderMatches = defineCall<{ query: { limit?: number }; response: JobOrderMatch[] }>()({
  method: 'GET',
  path: '/api/applicants/:id/job-order-matches',
});

/** One row of the Position List: a job order with its openings and where its submissions stand. */
export interface PositionRow {
  JobOrderId: number;
  Title: string;
  Institution: JobOrderInstitution;
  Unit: string;
  Discipline: Discipline;
  Specialty: Specialty | null;
  Shift: Shift;
  ShiftHours: JobOrderShiftHours;
  StartDate: string;
  Status: JobOrderStatus;
  Openings: number;
  /** Submissions not withdrawn (every status but Withdrawn). */
  Submitted: number;
  /** Submissions at Interview now. */
  Interviewing: number;
  /** Submissions at Offer now. */
  Offered: number;
  /** Submissions Placed. */
  Filled: number;
  /** Whole days since the job order was added (today counted in the agency's time zone: UTC for now). */
  DaysOpen: number;
}

/** The sums of the numeric columns over every row matching the filters (not only the page). */
export interface PositionTotals {
  JobOrders: number;
  Openings: number;
  Submitted: number;
  Interviewing: number;
  Offered: number;
  Filled: number;
}

export const POSITION_SORTS = ['start', 'facility', 'days-open', 'openings', 'submitted'] as const;
export type PositionSort = (typeof POSITION_SORTS)[number];

/**
 * The Position List's filters: status (default open and on hold: the positions still to fill), institution,
 * discipline, specialty, state, shift, owner (as the job orders' list), startFrom / startTo.
 */
export interface PositionFilters extends JobOrderFilters {
  shift?: string;
}

export interface PositionPage extends Page<PositionRow> {
  Totals: PositionTotals;
}

/** The Position List report: open positions across job orders, a page at a time, with the totals. */
export const listPositions = defineCall<{ query: ListQuery<PositionSort, PositionFilters>; response: PositionPage }>()({
  method: 'GET',
  path: '/api/reports/positions',
});

/** Every row of the Position List matching the filters as CSV, with the totals row last. */
export const exportPositions = defineCall<{ query: ListQuery<PositionSort, PositionFilters>; response: Blob }>()({
  method: 'GET',
  path: '/api/reports/positions/export',
  responseType: 'blob',
});

/** The calls of this area, by name (`contract/index.ts` spreads them into `API_CALLS`). */
export const jobOrderCalls = {
  listJobOrders,
  getJobOrderStatusCounts,
  getJobOrder,
  createJobOrder,
  updateJobOrder,
  listJobOrderMatches,
  listApplicantJobOrderMatches,
  listPositions,
  exportPositions,
} as const;
