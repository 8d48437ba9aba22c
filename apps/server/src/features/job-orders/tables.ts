import type { ColumnType, Generated, Selectable } from 'kysely';
import type {
  Discipline,
  EmploymentType,
  JobOrderShiftHours,
  JobOrderStatus,
  Shift,
  Specialty,
  SubmissionStatus,
  UsStateCode,
} from '@agency/api-client/contract';
import type { DefaultTimestamp } from '../../platform/db';

/** A date column: YYYY-MM-DD in; read as text with to_char. */
type DateColumn = ColumnType<string, string, string>;

/** A job order (migration 0021); amounts in whole cents (USD). */
export interface JobOrdersTable {
  id: Generated<number>;
  agency_id: number;
  institution_id: number;
  title: string;
  unit: string;
  discipline: Discipline;
  specialty: Specialty | null;
  shift: Shift;
  shift_hours: JobOrderShiftHours;
  hours_per_week: number;
  guaranteed_hours: number | null;
  start_date: DateColumn;
  duration_weeks: number | null;
  openings: number;
  employment_type: EmploymentType;
  currency: Generated<'USD'>;
  pay_hourly_cents: number;
  housing_weekly_cents: number;
  meals_weekly_cents: number;
  overtime_hourly_cents: number | null;
  bill_rate_cents: number | null;
  license_states: UsStateCode[];
  compact_license_accepted: boolean;
  certifications: string[];
  years_experience: number;
  emr: string;
  interview_required: boolean;
  description: string;
  status: JobOrderStatus;
  status_reason: string;
  status_changed_at: DefaultTimestamp;
  owner_id: number | null;
  created_at: DefaultTimestamp;
  updated_at: DefaultTimestamp;
  updated_by_name: Generated<string>;
  /** Listed on the careers site while Open (migration 0034). */
  public: Generated<boolean>;
  /** When it was made public; null while it is not. */
  published_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

export type JobOrderRow = Selectable<JobOrdersTable>;

/** An applicant submitted to a job order (migration 0022), once per pair. */
export interface SubmissionsTable {
  id: Generated<number>;
  agency_id: number;
  job_order_id: number;
  applicant_id: number;
  status: Generated<SubmissionStatus>;
  interview_at: ColumnType<Date | null, string | null | undefined, string | null>;
  submitted_by: number | null;
  submitted_by_name: Generated<string>;
  created_at: DefaultTimestamp;
  updated_at: DefaultTimestamp;
}

/** One change of a submission's status (null `from_status`: the submission itself). */
export interface SubmissionEventsTable {
  id: Generated<number>;
  agency_id: number;
  submission_id: number;
  from_status: SubmissionStatus | null;
  to_status: SubmissionStatus;
  note: Generated<string>;
  actor_id: number | null;
  actor_name: Generated<string>;
  at: DefaultTimestamp;
}

declare module '../../platform/db/database' {
  interface Database {
    job_orders: JobOrdersTable;
    submissions: SubmissionsTable;
    submission_events: SubmissionEventsTable;
  }
}
