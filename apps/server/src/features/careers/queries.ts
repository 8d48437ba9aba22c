import { sql, type Kysely, type RawBuilder } from 'kysely';
import {
  DISCIPLINES,
  EMPLOYMENT_TYPES,
  SHIFTS,
  SPECIALTIES,
  US_STATES,
  US_STATE_CODES,
  type PublicJob,
  type PublicJobSort,
  type PublicJobSummary,
} from '@agency/api-client/contract';
import type { Database } from '../../platform/db';
import { choices, containsPattern, searchOf, single } from '../../platform/http';
import './tables';

/**
 * The agency's job orders the careers site shows (`j`): public and Open, with their facility (`i`) for the
 * city and state only. Scoped to the agency in the query; the partial index job_orders_public serves it.
 */
export function publicJobsOf(db: Kysely<Database>, agencyId: number) {
  return db
    .selectFrom('job_orders as j')
    .innerJoin('institutions as i', (join) =>
      join.onRef('i.id', '=', 'j.institution_id').onRef('i.agency_id', '=', 'j.agency_id'),
    )
    .where('j.agency_id', '=', agencyId)
    .where('j.public', '=', true)
    .where('j.status', '=', 'open');
}

/** The weekly pay: the taxable hours plus the stipends (the staff screens' weekly gross). */
const WEEKLY_PAY = sql<number>`(j.pay_hourly_cents * j.hours_per_week + j.housing_weekly_cents + j.meals_weekly_cents)`;

/**
 * What a public job shows, and nothing else: no facility name, unit, bill rate, owner, openings or notes
 * ever leave the database for the careers site.
 */
export const PUBLIC_SUMMARY_COLUMNS = [
  'j.id',
  'j.title',
  'i.city',
  'i.state',
  'j.discipline',
  'j.specialty',
  'j.shift',
  'j.shift_hours',
  'j.hours_per_week',
  'j.duration_weeks',
  'j.employment_type',
  'j.pay_hourly_cents',
  'j.housing_weekly_cents',
  'j.meals_weekly_cents',
  'j.published_at',
  sql<string>`to_char(j.start_date, 'YYYY-MM-DD')`.as('start_date'),
] as const;

export const PUBLIC_DETAIL_COLUMNS = [
  ...PUBLIC_SUMMARY_COLUMNS,
  sql<string | null>`to_char(j.start_date + (j.duration_weeks * 7 - 1), 'YYYY-MM-DD')`.as('end_date'),
  'j.license_states',
  'j.compact_license_accepted',
  'j.certifications',
  'j.years_experience',
  'j.description',
] as const;

export interface PublicSummaryRow {
  id: number;
  title: string;
  city: string;
  state: PublicJobSummary['State'];
  discipline: PublicJobSummary['Discipline'];
  specialty: PublicJobSummary['Specialty'];
  shift: PublicJobSummary['Shift'];
  shift_hours: PublicJobSummary['ShiftHours'];
  hours_per_week: number;
  duration_weeks: number | null;
  employment_type: PublicJobSummary['EmploymentType'];
  pay_hourly_cents: number;
  housing_weekly_cents: number;
  meals_weekly_cents: number;
  published_at: Date | null;
  start_date: string;
}

export interface PublicDetailRow extends PublicSummaryRow {
  end_date: string | null;
  license_states: PublicJob['LicenseStates'];
  compact_license_accepted: boolean;
  certifications: string[];
  years_experience: number;
  description: string;
}

export function toPublicJobSummary(row: PublicSummaryRow): PublicJobSummary {
  return {
    Id: row.id,
    Title: row.title,
    City: row.city,
    State: row.state,
    Discipline: row.discipline,
    Specialty: row.specialty,
    Shift: row.shift,
    ShiftHours: row.shift_hours,
    HoursPerWeek: row.hours_per_week,
    StartDate: row.start_date,
    DurationWeeks: row.duration_weeks,
    EmploymentType: row.employment_type,
    WeeklyPayCents: row.pay_hourly_cents * row.hours_per_week + row.housing_weekly_cents + row.meals_weekly_cents,
    // Public rows always have it (the check job_orders_published); the fallback only satisfies the type.
    PostedAt: new Date(row.published_at ?? 0).toISOString(),
  };
}

export function toPublicJob(row: PublicDetailRow): PublicJob {
  return {
    ...toPublicJobSummary(row),
    EndDate: row.end_date,
    PayHourlyCents: row.pay_hourly_cents,
    HousingStipendWeeklyCents: row.housing_weekly_cents,
    MealsStipendWeeklyCents: row.meals_weekly_cents,
    LicenseStates: row.license_states,
    CompactLicenseAccepted: row.compact_license_accepted,
    Certifications: row.certifications,
    YearsExperience: row.years_experience,
    Description: row.description,
  };
}

/** The sort's expressions, the id last (a stable order across pages). */
export function publicOrderBy(sort: PublicJobSort): RawBuilder<unknown>[] {
  switch (sort) {
    case 'start':
      return [sql`j.start_date`, sql`j.id`];
    case 'pay':
      return [WEEKLY_PAY, sql`j.id`];
    case 'posted':
      return [sql`j.published_at`, sql`j.id`];
  }
}

/** The codes of the states whose name holds `word` (lower case): "texas" → TX, "carolina" → NC, SC. */
const statesNamed = (word: string) =>
  US_STATES.filter((state) => state.name.toLowerCase().includes(word)).map((state) => state.code);

const SHIFT_KEYS = SHIFTS.map((shift) => shift.key);
const EMPLOYMENT_KEYS = EMPLOYMENT_TYPES.map((type) => type.key);

/**
 * The search's conditions on `j` and `i`, from the query; errors by parameter. `q`: every word in the
 * title, the specialty, the city or the state's name.
 */
export function publicConditions(query: Record<string, unknown>, errors: Record<string, string>) {
  const conditions: RawBuilder<boolean>[] = [];
  const q = searchOf(query, errors);
  if (q !== undefined)
    for (const word of q.toLowerCase().split(/\s+/).filter(Boolean)) {
      const text = sql<boolean>`lower(j.title || ' ' || coalesce(j.specialty, '') || ' ' || i.city) LIKE ${containsPattern(word)}`;
      const states = statesNamed(word);
      conditions.push(
        states.length > 0 ? sql<boolean>`(${text} OR i.state IN (${sql.join(states)}))` : sql<boolean>`${text}`,
      );
    }
  const disciplines = choices(query, 'discipline', DISCIPLINES, 'discipline', errors);
  if (disciplines) conditions.push(sql<boolean>`j.discipline IN (${sql.join(disciplines)})`);
  const specialties = choices(query, 'specialty', SPECIALTIES, 'specialty', errors);
  if (specialties) conditions.push(sql<boolean>`j.specialty IN (${sql.join(specialties)})`);
  const states = choices(query, 'state', US_STATE_CODES, 'state', errors);
  if (states) conditions.push(sql<boolean>`i.state IN (${sql.join(states)})`);
  const shifts = choices(query, 'shift', SHIFT_KEYS, 'shift', errors);
  if (shifts) conditions.push(sql<boolean>`j.shift IN (${sql.join(shifts)})`);
  const types = choices(query, 'employmentType', EMPLOYMENT_KEYS, 'employment type', errors);
  if (types) conditions.push(sql<boolean>`j.employment_type IN (${sql.join(types)})`);
  const month = single(query.startMonth, 'startMonth', errors);
  if (month !== undefined) {
    const match = /^(\d{4})-(0[1-9]|1[0-2])$/.exec(month);
    if (!match) errors.startMonth = 'startMonth must be a month written YYYY-MM.';
    else {
      const first = `${month}-01`;
      conditions.push(
        sql<boolean>`j.start_date >= ${first}::date AND j.start_date < (${first}::date + interval '1 month')::date`,
      );
    }
  }
  return conditions;
}
