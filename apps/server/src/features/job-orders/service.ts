import { sql, type Kysely, type RawBuilder } from 'kysely';
import {
  DISCIPLINES,
  JOB_ORDER_SORTS,
  JOB_ORDER_STATUS_KEYS,
  SPECIALTIES,
  US_STATE_CODES,
  can,
  type JobOrder,
  type JobOrderPayload,
  type JobOrderSort,
  type JobOrderStatusCount,
  type JobOrderSummary,
  type Page,
} from '@agency/api-client/contract';
import { isIsoDate, jobOrderSchema } from '@agency/forms/schemas';
import type { Database, Db } from '../../platform/db';
import { ApiError, validationFailed } from '../../platform/errors';
import { choices, containsPattern, listOf, pageOf, searchOf, single, sortOf, validateBody } from '../../platform/http';
import { endJobOrderSubmissions, JOB_ORDER_ENDED_STATUSES, syncFilledStatus } from './submissions';
import './tables';
import { requirePermission } from '../../core/policy';
import { staffActor, type StaffActor, type StaffContext } from '../../core/identity';

export const JOB_ORDER_PAGE_SIZE = 25;
export const JOB_ORDER_NOT_FOUND = 'Job order not found.';
/** Filled follows the placements: staff never set it. */
export const JOB_ORDER_FILLED_BY_HAND =
  'A job order becomes Filled when its openings are filled by placements: choose Open, On hold, Closed or Cancelled.';
export const JOB_ORDER_INSTITUTION_MISSING = 'Choose a facility of your agency.';
export const JOB_ORDER_INSTITUTION_INACTIVE =
  'This facility is inactive: make it active again first, or choose another.';
export const JOB_ORDER_UNIT_UNKNOWN = "Choose one of the facility's units (or none).";
export const JOB_ORDER_OWNER_UNKNOWN = 'Choose an owner from the list of active staff.';

export const jobOrderNotFound = () => new ApiError(404, 'not_found', JOB_ORDER_NOT_FOUND);
const notFound = jobOrderNotFound;

/** The job orders of the agency with their facility (`i`) and owner's user (`u`). */
export function jobOrdersOf(db: Kysely<Database>, agencyId: number) {
  return db
    .selectFrom('job_orders as j')
    .innerJoin('institutions as i', (join) =>
      join.onRef('i.id', '=', 'j.institution_id').onRef('i.agency_id', '=', 'j.agency_id'),
    )
    .leftJoin('recruiters as r', (join) =>
      join.onRef('r.id', '=', 'j.owner_id').onRef('r.agency_id', '=', 'j.agency_id'),
    )
    .leftJoin('users as u', (join) => join.onRef('u.id', '=', 'r.user_id').onRef('u.agency_id', '=', 'r.agency_id'))
    .where('j.agency_id', '=', agencyId);
}

const SUMMARY_SELECT = [
  'j.id',
  'j.title',
  'j.institution_id',
  'i.name as institution_name',
  'i.city as institution_city',
  'i.state as institution_state',
  'j.unit',
  'j.discipline',
  'j.specialty',
  'j.shift',
  'j.shift_hours',
  'j.hours_per_week',
  'j.duration_weeks',
  'j.openings',
  'j.employment_type',
  'j.pay_hourly_cents',
  'j.housing_weekly_cents',
  'j.meals_weekly_cents',
  'j.status',
  'j.owner_id',
  'u.first_name as owner_first_name',
  'u.last_name as owner_last_name',
  'j.public',
  'j.updated_at',
] as const;

/** Openings filled: the job order's submissions Placed (the partial index submissions_placed). */
const filled =
  sql<number>`(SELECT count(*)::int FROM submissions s WHERE s.agency_id = j.agency_id AND s.job_order_id = j.id AND s.status = 'placed')`.as(
    'filled',
  );

const startDate = sql<string>`to_char(j.start_date, 'YYYY-MM-DD')`.as('start_date');
/** The last day: start + weeks × 7 − 1 (null when open-ended). */
const endDate = sql<string | null>`to_char(j.start_date + (j.duration_weeks * 7 - 1), 'YYYY-MM-DD')`.as('end_date');

/** The columns of a `SummaryRow` over `jobOrdersOf`. */
export const jobOrderSummaryColumns = () => [...SUMMARY_SELECT, startDate, endDate, filled] as const;

export type SummaryRow = {
  id: number;
  title: string;
  institution_id: number;
  institution_name: string;
  institution_city: string;
  institution_state: JobOrderSummary['Institution']['State'];
  unit: string;
  discipline: JobOrderSummary['Discipline'];
  specialty: JobOrderSummary['Specialty'];
  shift: JobOrderSummary['Shift'];
  shift_hours: JobOrderSummary['ShiftHours'];
  hours_per_week: number;
  duration_weeks: number | null;
  openings: number;
  employment_type: JobOrderSummary['EmploymentType'];
  pay_hourly_cents: number;
  housing_weekly_cents: number;
  meals_weekly_cents: number;
  status: JobOrderSummary['Status'];
  owner_id: number | null;
  owner_first_name: string | null;
  owner_last_name: string | null;
  public: boolean;
  updated_at: Date;
  start_date: string;
  end_date: string | null;
  filled: number;
};

/** The clinician's weekly gross: the taxable hours plus the stipends (whole cents). */
export const weeklyGrossCents = (
  row: Pick<SummaryRow, 'pay_hourly_cents' | 'hours_per_week' | 'housing_weekly_cents' | 'meals_weekly_cents'>,
) => row.pay_hourly_cents * row.hours_per_week + row.housing_weekly_cents + row.meals_weekly_cents;

/** The markup of a bill rate over the pay rate, in percent with one decimal; null without a bill rate. */
export const markupPercent = (billCents: number | null, payCents: number) =>
  billCents === null ? null : Math.round((billCents / payCents - 1) * 1000) / 10;

export function toSummary(row: SummaryRow): JobOrderSummary {
  return {
    Id: row.id,
    Title: row.title,
    Institution: {
      Id: row.institution_id,
      Name: row.institution_name,
      City: row.institution_city,
      State: row.institution_state,
    },
    Unit: row.unit,
    Discipline: row.discipline,
    Specialty: row.specialty,
    Shift: row.shift,
    ShiftHours: row.shift_hours,
    StartDate: row.start_date,
    EndDate: row.end_date,
    Openings: row.openings,
    Filled: Number(row.filled),
    EmploymentType: row.employment_type,
    WeeklyGrossCents: weeklyGrossCents(row),
    Status: row.status,
    Owner:
      row.owner_id === null
        ? null
        : { Id: row.owner_id, Name: `${row.owner_first_name ?? ''} ${row.owner_last_name ?? ''}`.trim() },
    Public: row.public,
    UpdatedAt: new Date(row.updated_at).toISOString(),
  };
}

const STATUS_RANK = sql<number>`array_position(${sql.raw(
  `ARRAY[${JOB_ORDER_STATUS_KEYS.map((key) => `'${key}'`).join(', ')}]::text[]`,
)}, j.status)`;

/** The sort's expressions, the id last (a stable order across pages). */
function orderBy(sort: JobOrderSort): RawBuilder<unknown>[] {
  switch (sort) {
    case 'start':
      return [sql`j.start_date`, sql`j.id`];
    case 'title':
      return [sql`lower(j.title)`, sql`j.id`];
    case 'facility':
      return [sql`lower(i.name)`, sql`j.start_date`, sql`j.id`];
    case 'status':
      return [STATUS_RANK, sql`j.start_date`, sql`j.id`];
    case 'updated':
      return [sql`j.updated_at`, sql`j.id`];
  }
}

/** A YYYY-MM-DD filter of the list, or an error under its name. */
function dateFilter(query: Record<string, unknown>, name: string, errors: Record<string, string>) {
  const value = single(query[name], name, errors);
  if (value !== undefined && !isIsoDate(value)) {
    errors[name] = `${name} must be a date written YYYY-MM-DD.`;
    return undefined;
  }
  return value;
}

/** The list's conditions on `j` (job orders) and `i` (their facility), from the query; 400 on a bad one. */
export function listConditions(query: Record<string, unknown>, caller: StaffContext, errors: Record<string, string>) {
  const conditions: RawBuilder<boolean>[] = [];
  const q = searchOf(query, errors);
  if (q !== undefined)
    for (const word of q.split(/\s+/).filter(Boolean))
      conditions.push(
        sql<boolean>`lower(j.title || ' ' || j.unit || ' ' || i.name || ' ' || i.city) LIKE ${containsPattern(word.toLowerCase())}`,
      );
  const statuses = choices(query, 'status', JOB_ORDER_STATUS_KEYS, 'status', errors);
  if (statuses) conditions.push(sql<boolean>`j.status IN (${sql.join(statuses)})`);
  const institutions = listOf(query.institution);
  if (institutions) {
    if (institutions.every((id) => /^[1-9]\d{0,9}$/.test(id)))
      conditions.push(sql<boolean>`j.institution_id IN (${sql.join(institutions.map(Number))})`);
    else errors.institution = 'institution must list facility ids.';
  }
  const disciplines = choices(query, 'discipline', DISCIPLINES, 'discipline', errors);
  if (disciplines) conditions.push(sql<boolean>`j.discipline IN (${sql.join(disciplines)})`);
  const specialties = choices(query, 'specialty', SPECIALTIES, 'specialty', errors);
  if (specialties) conditions.push(sql<boolean>`j.specialty IN (${sql.join(specialties)})`);
  const states = choices(query, 'state', US_STATE_CODES, 'state', errors);
  if (states) conditions.push(sql<boolean>`i.state IN (${sql.join(states)})`);
  const owners = listOf(query.owner);
  if (owners) {
    const parts: RawBuilder<boolean>[] = [];
    const ids: number[] = [];
    for (const owner of owners) {
      if (owner === 'mine') ids.push(caller.recruiterId);
      else if (owner === 'unassigned') parts.push(sql<boolean>`j.owner_id IS NULL`);
      else if (/^[1-9]\d{0,9}$/.test(owner)) ids.push(Number(owner));
      else errors.owner = 'owner must be mine, unassigned or a staff id.';
    }
    if (ids.length > 0) parts.push(sql<boolean>`j.owner_id IN (${sql.join([...new Set(ids)])})`);
    if (parts.length > 0) conditions.push(sql<boolean>`(${sql.join(parts, sql` OR `)})`);
  }
  const from = dateFilter(query, 'startFrom', errors);
  if (from !== undefined) conditions.push(sql<boolean>`j.start_date >= ${from}::date`);
  const to = dateFilter(query, 'startTo', errors);
  if (to !== undefined) conditions.push(sql<boolean>`j.start_date <= ${to}::date`);
  if (from !== undefined && to !== undefined && from > to) errors.startTo = 'startTo must not be before startFrom.';
  const shown = single(query.public, 'public', errors);
  if (shown === 'true' || shown === 'false') conditions.push(sql<boolean>`j.public = ${shown === 'true'}`);
  else if (shown !== undefined) errors.public = 'public must be true or false.';
  return conditions;
}

async function reader(db: Db, caller: StaffContext): Promise<StaffActor> {
  const actor = await staffActor(db, caller.agencyId, caller.recruiterId);
  requirePermission(actor, 'job-orders.read', 'read job orders');
  return actor;
}

/** The agency's job orders matching the query, sorted and paged. */
export async function listJobOrders(
  db: Db,
  caller: StaffContext,
  query: Record<string, unknown>,
): Promise<Page<JobOrderSummary>> {
  await reader(db, caller);
  const errors: Record<string, string> = {};
  const { page, pageSize } = pageOf(query, JOB_ORDER_PAGE_SIZE, errors);
  const { sort, order } = sortOf(
    query,
    JOB_ORDER_SORTS,
    'start',
    (chosen) => (chosen === 'updated' ? 'desc' : 'asc'),
    errors,
  );
  const conditions = listConditions(query, caller, errors);
  if (Object.keys(errors).length > 0) throw validationFailed(errors);
  const where = conditions.length > 0 ? sql<boolean>`${sql.join(conditions, sql` AND `)}` : sql<boolean>`true`;
  let rows = jobOrdersOf(db, caller.agencyId)
    .where(where)
    .select([...SUMMARY_SELECT, startDate, endDate, filled]);
  for (const expression of orderBy(sort)) rows = rows.orderBy(expression, order);
  const [items, count] = await Promise.all([
    rows
      .limit(pageSize)
      .offset((page - 1) * pageSize)
      .execute(),
    db
      .selectFrom('job_orders as j')
      .innerJoin('institutions as i', (join) =>
        join.onRef('i.id', '=', 'j.institution_id').onRef('i.agency_id', '=', 'j.agency_id'),
      )
      .where('j.agency_id', '=', caller.agencyId)
      .where(where)
      .select(sql<number>`count(*)::int`.as('total'))
      .executeTakeFirstOrThrow(),
  ]);
  return {
    Items: (items as SummaryRow[]).map(toSummary),
    Page: page,
    PageSize: pageSize,
    Total: Number(count.total),
  };
}

/** How many job orders of the agency are in each status (zeros included). */
export async function jobOrderStatusCounts(db: Db, caller: StaffContext): Promise<JobOrderStatusCount[]> {
  await reader(db, caller);
  const rows = await db
    .selectFrom('job_orders')
    .select(['status', sql<number>`count(*)::int`.as('count')])
    .where('agency_id', '=', caller.agencyId)
    .groupBy('status')
    .execute();
  const counts = new Map(rows.map((row) => [row.status, Number(row.count)]));
  return JOB_ORDER_STATUS_KEYS.map((status) => ({ Status: status, Count: counts.get(status) ?? 0 }));
}

/** One job order; the bill rate and markup only for `job-orders.bill-rates`. */
async function loadJobOrder(db: Kysely<Database>, agencyId: number, id: number, actor: StaffActor): Promise<JobOrder> {
  const row = await jobOrdersOf(db, agencyId)
    .where('j.id', '=', id)
    .select([
      ...SUMMARY_SELECT,
      startDate,
      endDate,
      filled,
      'j.guaranteed_hours',
      'j.currency',
      'j.overtime_hourly_cents',
      'j.bill_rate_cents',
      'j.license_states',
      'j.compact_license_accepted',
      'j.certifications',
      'j.years_experience',
      'j.emr',
      'j.interview_required',
      'j.description',
      'j.status_reason',
      'j.status_changed_at',
      'j.created_at',
      'j.updated_by_name',
    ])
    .executeTakeFirst();
  if (!row) throw notFound();
  const summary = toSummary(row as SummaryRow);
  const order: JobOrder = {
    ...summary,
    InstitutionId: row.institution_id,
    HoursPerWeek: row.hours_per_week,
    GuaranteedHours: row.guaranteed_hours,
    DurationWeeks: row.duration_weeks,
    Currency: 'USD',
    PayHourlyCents: row.pay_hourly_cents,
    HousingStipendWeeklyCents: row.housing_weekly_cents,
    MealsStipendWeeklyCents: row.meals_weekly_cents,
    OvertimeHourlyCents: row.overtime_hourly_cents,
    LicenseStates: row.license_states,
    CompactLicenseAccepted: row.compact_license_accepted,
    Certifications: row.certifications,
    YearsExperience: row.years_experience,
    Emr: row.emr,
    InterviewRequired: row.interview_required,
    Description: row.description,
    StatusReason: row.status_reason,
    StatusChangedAt: new Date(row.status_changed_at).toISOString(),
    OwnerId: row.owner_id,
    CreatedAt: new Date(row.created_at).toISOString(),
    UpdatedBy: row.updated_by_name,
  };
  // Left out of the answer, not just hidden by the screen.
  if (can(actor.roles, 'job-orders.bill-rates')) {
    order.BillRateCents = row.bill_rate_cents;
    order.MarkupPercent = markupPercent(row.bill_rate_cents, row.pay_hourly_cents);
  }
  return order;
}

export async function getJobOrder(db: Db, caller: StaffContext, id: number): Promise<JobOrder> {
  const actor = await reader(db, caller);
  return loadJobOrder(db, caller.agencyId, id, actor);
}

/** The payload's columns (status and its time are the caller's). */
function columnsOf(values: JobOrderPayload) {
  return {
    title: values.Title,
    institution_id: values.InstitutionId,
    unit: values.Unit,
    discipline: values.Discipline,
    specialty: values.Specialty,
    shift: values.Shift,
    shift_hours: values.ShiftHours,
    hours_per_week: values.HoursPerWeek,
    guaranteed_hours: values.GuaranteedHours,
    start_date: values.StartDate,
    duration_weeks: values.DurationWeeks,
    openings: values.Openings,
    employment_type: values.EmploymentType,
    pay_hourly_cents: values.PayHourlyCents,
    housing_weekly_cents: values.HousingStipendWeeklyCents,
    meals_weekly_cents: values.MealsStipendWeeklyCents,
    overtime_hourly_cents: values.OvertimeHourlyCents,
    bill_rate_cents: values.BillRateCents,
    license_states: values.LicenseStates,
    compact_license_accepted: values.CompactLicenseAccepted,
    certifications: values.Certifications,
    years_experience: values.YearsExperience,
    emr: values.Emr,
    interview_required: values.InterviewRequired,
    description: values.Description,
    status: values.Status,
    status_reason: values.Status === 'open' || values.Status === 'filled' ? '' : values.StatusReason,
    owner_id: values.OwnerId,
    public: values.Public,
  };
}

/** published_at follows `public`: stamped when it becomes public, kept while it stays, cleared when it is not. */
const publishedAt = (isPublic: boolean) => (isPublic ? sql<Date>`coalesce(job_orders.published_at, now())` : null);

/**
 * The rules beyond the schema, in the caller's transaction: the facility is the agency's (and active, unless
 * the job order already had it), the unit one of its units, the owner active staff of the agency; 400 with
 * the field's message otherwise.
 */
async function checkReferences(
  trx: Kysely<Database>,
  agencyId: number,
  values: JobOrderPayload,
  current: { institution_id: number } | null,
): Promise<void> {
  const errors: Record<string, string> = {};
  const institution = await trx
    .selectFrom('institutions')
    .select(['active', 'units'])
    .where('agency_id', '=', agencyId)
    .where('id', '=', values.InstitutionId)
    .executeTakeFirst();
  if (!institution) errors.InstitutionId = JOB_ORDER_INSTITUTION_MISSING;
  else {
    if (!institution.active && current?.institution_id !== values.InstitutionId)
      errors.InstitutionId = JOB_ORDER_INSTITUTION_INACTIVE;
    const unitKey = (unit: string) => unit.trim().toLowerCase();
    if (values.Unit !== '' && !institution.units.some((unit) => unitKey(unit) === unitKey(values.Unit)))
      errors.Unit = JOB_ORDER_UNIT_UNKNOWN;
  }
  if (values.OwnerId !== null) {
    const owner = await trx
      .selectFrom('recruiters as r')
      .innerJoin('users as u', (join) => join.onRef('u.id', '=', 'r.user_id').onRef('u.agency_id', '=', 'r.agency_id'))
      .select('r.id')
      .where('r.agency_id', '=', agencyId)
      .where('r.id', '=', values.OwnerId)
      .where('u.is_active', '=', true)
      .where('r.standing', '=', 'member')
      .executeTakeFirst();
    if (!owner) errors.OwnerId = JOB_ORDER_OWNER_UNKNOWN;
  }
  if (Object.keys(errors).length > 0) throw validationFailed(errors);
}

/** Adds a job order (managers and above). Filled cannot be chosen: placements fill it. */
export async function createJobOrder(db: Db, caller: StaffContext, body: unknown): Promise<JobOrder> {
  const values = validateBody(jobOrderSchema, body) as JobOrderPayload;
  if (values.Status === 'filled') throw validationFailed({ Status: JOB_ORDER_FILLED_BY_HAND });
  return db.transaction().execute(async (trx) => {
    const actor = await staffActor(trx, caller.agencyId, caller.recruiterId);
    requirePermission(actor, 'job-orders.edit', 'add job orders');
    await checkReferences(trx, caller.agencyId, values, null);
    const { id } = await trx
      .insertInto('job_orders')
      .values({
        agency_id: caller.agencyId,
        ...columnsOf(values),
        published_at: values.Public ? sql<Date>`now()` : null,
        updated_by_name: actor.name,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return loadJobOrder(trx, caller.agencyId, id, actor);
  });
}

/**
 * Saves a job order (managers and above); 404 for another agency's. The status may stay Filled, never become
 * it by hand; a changed status (or reason) is stamped with the time.
 */
export async function updateJobOrder(db: Db, caller: StaffContext, id: number, body: unknown): Promise<JobOrder> {
  const values = validateBody(jobOrderSchema, body) as JobOrderPayload;
  return db.transaction().execute(async (trx) => {
    const actor = await staffActor(trx, caller.agencyId, caller.recruiterId);
    requirePermission(actor, 'job-orders.edit', 'edit job orders');
    const current = await trx
      .selectFrom('job_orders')
      .select(['institution_id', 'status', 'status_reason'])
      .where('agency_id', '=', caller.agencyId)
      .where('id', '=', id)
      .forUpdate()
      .executeTakeFirst();
    if (!current) throw notFound();
    if (values.Status === 'filled' && current.status !== 'filled')
      throw validationFailed({ Status: JOB_ORDER_FILLED_BY_HAND });
    await checkReferences(trx, caller.agencyId, values, current);
    const columns = columnsOf(values);
    const statusChanged = columns.status !== current.status || columns.status_reason !== current.status_reason;
    // Closed or Cancelled: no placement (refused while one is Placed), no submission left under way.
    if (JOB_ORDER_ENDED_STATUSES.includes(columns.status) && columns.status !== current.status)
      await endJobOrderSubmissions(trx, caller.agencyId, id, columns.status, columns.status_reason, actor);
    await trx
      .updateTable('job_orders')
      .set({
        ...columns,
        ...(statusChanged ? { status_changed_at: sql<Date>`now()` } : {}),
        published_at: publishedAt(values.Public),
        updated_at: sql<Date>`now()`,
        updated_by_name: actor.name,
      })
      .where('agency_id', '=', caller.agencyId)
      .where('id', '=', id)
      .execute();
    // Openings changed: Filled follows the placements.
    await syncFilledStatus(trx, caller.agencyId, id);
    return loadJobOrder(trx, caller.agencyId, id, actor);
  });
}
