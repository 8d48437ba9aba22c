import { sql, type RawBuilder } from 'kysely';
import {
  POSITION_SORTS,
  SHIFTS,
  jobOrderStatusLabel,
  type PositionPage,
  type PositionRow,
  type PositionSort,
  type PositionTotals,
  type Shift,
} from '@agency/api-client/contract';
import type { Db } from '../../platform/db';
import { validationFailed } from '../../platform/errors';
import { choices, csvLine, pageOf, sortOf } from '../../platform/http';
import { listConditions } from './service';
import './tables';
import { requirePermission } from '../../core/policy';
import { staffActor, type StaffContext } from '../../core/identity';

/**
 * The Position List report (issue 13): the agency's job orders still to fill (Open and On hold unless the
 * status filter says otherwise) with their openings and where their submissions stand, the totals over every
 * matching row, and the same rows as CSV. Every staff member reads it (`job-orders.read`). docs/job-orders.md.
 */

export const POSITION_PAGE_SIZE = 50;
/** The positions still to fill: the report's status when none is chosen. */
const DEFAULT_STATUSES = 'open,on-hold';

/** Each job order's submissions counted by where they stand (`s` per job order `j`). */
const COUNTS = sql`(
  SELECT count(*) FILTER (WHERE s.status <> 'withdrawn')::int AS submitted,
    count(*) FILTER (WHERE s.status = 'interview')::int AS interviewing,
    count(*) FILTER (WHERE s.status = 'offer')::int AS offered,
    count(*) FILTER (WHERE s.status = 'placed')::int AS filled
  FROM submissions s WHERE s.agency_id = j.agency_id AND s.job_order_id = j.id
)`;

function orderBy(sort: PositionSort, order: 'asc' | 'desc'): RawBuilder<unknown> {
  const direction = sql.raw(order === 'desc' ? 'DESC' : 'ASC');
  const then = sql`j.start_date ${direction}, j.id ${direction}`;
  switch (sort) {
    case 'start':
      return then;
    case 'facility':
      return sql`lower(i.name) ${direction}, ${then}`;
    case 'days-open':
      return sql`j.created_at ${sql.raw(order === 'desc' ? 'ASC' : 'DESC')}, j.id ${direction}`;
    case 'openings':
      return sql`j.openings ${direction}, ${then}`;
    case 'submitted':
      return sql`c.submitted ${direction}, ${then}`;
  }
}

interface Request {
  where: RawBuilder<boolean>;
  sort: PositionSort;
  order: 'asc' | 'desc';
}

/** The query's filters (the job orders' list's, `shift` too, status defaulting to the positions to fill). */
function requestOf(caller: StaffContext, query: Record<string, unknown>, errors: Record<string, string>): Request {
  const withStatus = query.status === undefined || query.status === '' ? { ...query, status: DEFAULT_STATUSES } : query;
  const conditions = listConditions(withStatus, caller, errors);
  const shifts = choices<Shift>(
    query,
    'shift',
    SHIFTS.map((shift) => shift.key),
    'shift',
    errors,
  );
  if (shifts) conditions.push(sql<boolean>`j.shift IN (${sql.join(shifts)})`);
  const { sort, order } = sortOf(
    query,
    POSITION_SORTS,
    'start',
    (chosen) => (chosen === 'start' || chosen === 'facility' ? 'asc' : 'desc'),
    errors,
  );
  return {
    where: sql<boolean>`${sql.join([sql`j.agency_id = ${caller.agencyId}`, ...conditions], sql` AND `)}`,
    sort,
    order,
  };
}

type Row = {
  id: number;
  title: string;
  institution_id: number;
  institution_name: string;
  institution_city: string;
  institution_state: PositionRow['Institution']['State'];
  unit: string;
  discipline: PositionRow['Discipline'];
  specialty: PositionRow['Specialty'];
  shift: PositionRow['Shift'];
  shift_hours: PositionRow['ShiftHours'];
  start_date: string;
  status: PositionRow['Status'];
  openings: number;
  submitted: number;
  interviewing: number;
  offered: number;
  filled: number;
  days_open: number;
};

function rowsQuery(request: Request) {
  return sql<Row>`
    SELECT j.id, j.title, j.institution_id, i.name AS institution_name, i.city AS institution_city,
      i.state AS institution_state, j.unit, j.discipline, j.specialty, j.shift, j.shift_hours,
      to_char(j.start_date, 'YYYY-MM-DD') AS start_date, j.status, j.openings,
      c.submitted, c.interviewing, c.offered, c.filled,
      ((now() AT TIME ZONE 'UTC')::date - (j.created_at AT TIME ZONE 'UTC')::date)::int AS days_open
    FROM job_orders j
    JOIN institutions i ON i.id = j.institution_id AND i.agency_id = j.agency_id
    CROSS JOIN LATERAL ${COUNTS} c
    WHERE ${request.where}
    ORDER BY ${orderBy(request.sort, request.order)}
  `;
}

const toRow = (row: Row): PositionRow => ({
  JobOrderId: row.id,
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
  Status: row.status,
  Openings: row.openings,
  Submitted: row.submitted,
  Interviewing: row.interviewing,
  Offered: row.offered,
  Filled: row.filled,
  DaysOpen: row.days_open,
});

async function reader(db: Db, caller: StaffContext) {
  const actor = await staffActor(db, caller.agencyId, caller.recruiterId);
  requirePermission(actor, 'job-orders.read', 'read the Position List');
}

async function totalsOf(db: Db, request: Request): Promise<PositionTotals> {
  const { rows } = await sql<{ [K in keyof PositionTotals]: number }>`
    SELECT count(*)::int AS "JobOrders", coalesce(sum(j.openings), 0)::int AS "Openings",
      coalesce(sum(c.submitted), 0)::int AS "Submitted", coalesce(sum(c.interviewing), 0)::int AS "Interviewing",
      coalesce(sum(c.offered), 0)::int AS "Offered", coalesce(sum(c.filled), 0)::int AS "Filled"
    FROM job_orders j
    JOIN institutions i ON i.id = j.institution_id AND i.agency_id = j.agency_id
    CROSS JOIN LATERAL ${COUNTS} c
    WHERE ${request.where}
  `.execute(db);
  return rows[0]!;
}

/** One page of the report and the totals of every matching row. */
export async function listPositions(
  db: Db,
  caller: StaffContext,
  query: Record<string, unknown>,
): Promise<PositionPage> {
  await reader(db, caller);
  const errors: Record<string, string> = {};
  const { page, pageSize } = pageOf(query, POSITION_PAGE_SIZE, errors);
  const request = requestOf(caller, query, errors);
  if (Object.keys(errors).length > 0) throw validationFailed(errors);
  const [rows, totals] = await Promise.all([
    sql<Row>`${rowsQuery(request)} LIMIT ${pageSize} OFFSET ${(page - 1) * pageSize}`.execute(db),
    totalsOf(db, request),
  ]);
  return { Items: rows.rows.map(toRow), Page: page, PageSize: pageSize, Total: totals.JobOrders, Totals: totals };
}

const label = (list: readonly { key: string; label: string }[]) => {
  const labels = new Map(list.map((entry) => [entry.key, entry.label]));
  return (key: string | null) => (key === null ? '' : (labels.get(key) ?? key));
};
const shiftLabel = label(SHIFTS);

const HEADERS = [
  'Job Order ID',
  'Title',
  'Facility',
  'City',
  'State',
  'Unit',
  'Discipline',
  'Specialty',
  'Shift',
  'Start',
  'Status',
  'Openings',
  'Submitted',
  'Interviewing',
  'Offered',
  'Filled',
  'Days Open',
];

/** Every matching row as CSV (a byte-order mark for spreadsheets, CRLF lines), the totals row last. */
export async function positionsCsv(db: Db, caller: StaffContext, query: Record<string, unknown>): Promise<string> {
  await reader(db, caller);
  const errors: Record<string, string> = {};
  const request = requestOf(caller, query, errors);
  if (Object.keys(errors).length > 0) throw validationFailed(errors);
  const [rows, totals] = await Promise.all([rowsQuery(request).execute(db), totalsOf(db, request)]);
  let text = `\uFEFF${csvLine(HEADERS)}`;
  for (const row of rows.rows)
    text += csvLine([
      row.id,
      row.title,
      row.institution_name,
      row.institution_city,
      row.institution_state,
      row.unit,
      row.discipline,
      row.specialty ?? '',
      `${shiftLabel(row.shift)} (${row.shift_hours} h)`,
      row.start_date,
      jobOrderStatusLabel(row.status),
      row.openings,
      row.submitted,
      row.interviewing,
      row.offered,
      row.filled,
      row.days_open,
    ]);
  text += csvLine([
    `Total (${totals.JobOrders} job orders)`,
    '',
    '',
    '',
    '',
    '',
    '',
    '',
    '',
    '',
    '',
    totals.Openings,
    totals.Submitted,
    totals.Interviewing,
    totals.Offered,
    totals.Filled,
    '',
  ]);
  return text;
}
