import type { Insertable } from 'kysely';
import {
  JOB_ORDER_STATUS_KEYS,
  type ApplicantStatus,
  type Discipline,
  type EmploymentType,
  type JobOrderShiftHours,
  type JobOrderStatus,
  type Shift,
  type Specialty,
  type SubmissionStatus,
} from '@agency/api-client/contract';
import { insertRowsAsJson, type Db } from '../../platform/db';
import { seededRandom } from '../../platform/seeded-random';
import { agencyWorkTime, agencyZoneOf } from '../calendar';
import type { JobOrdersTable, SubmissionsTable } from './tables';

/**
 * The demo agency's job orders: 60 at its active facilities (seedInstitutions), in every status (open ones
 * starting in the coming weeks, filled and closed ones in the past), on the facilities' units, with travel
 * packages, local contracts, per diem shifts and permanent roles, owned by the staff; five of six open ones
 * are on the careers site. Deterministic (a seeded PRNG; the dates follow `now`). One statement.
 */

/** How many job orders of each status the demo has. */
const STATUS_COUNTS: Readonly<Record<JobOrderStatus, number>> = {
  open: 24,
  'on-hold': 6,
  filled: 14,
  closed: 11,
  cancelled: 5,
};

const REASONS: Partial<Record<JobOrderStatus, readonly string[]>> = {
  'on-hold': ['Budget review at the facility', 'Unit census down; the manager will confirm in two weeks'],
  closed: ['The facility filled it with its own staff', 'Contract ended'],
  cancelled: ['The facility cancelled the need', 'Duplicate of another order from the VMS'],
};

/** The specialty a unit's name suggests (null: none). */
function specialtyOf(unit: string): Specialty | null {
  const table: [RegExp, Specialty][] = [
    [/NICU/i, 'NICU'],
    [/PICU/i, 'PICU'],
    [/ICU|Burn/i, 'ICU'],
    [/Emergency/i, 'ER'],
    [/Med-Surg/i, 'Med-Surg'],
    [/Telemetry/i, 'Tele'],
    [/Step-down|PCU/i, 'Step-Down'],
    [/^OR$/i, 'OR'],
    [/PACU|Pre-op/i, 'PACU'],
    [/Labor/i, 'L&D'],
    [/Cath/i, 'Cath Lab'],
    [/Oncology/i, 'Oncology'],
    [/Dialysis/i, 'Dialysis'],
    [/Pediatrics|School/i, 'Pediatrics'],
    [/Rehab/i, 'Rehab'],
    [/Long-term|Memory|Subacute/i, 'LTC'],
  ];
  return table.find(([pattern]) => pattern.test(unit))?.[1] ?? null;
}

/** Hourly pay (cents) around which a discipline's packages are drawn. */
const PAY: Partial<Record<Discipline, number>> = { RN: 4200, 'LPN/LVN': 2900, CNA: 2000, CST: 3100, RT: 3400 };

const DAY = 86_400_000;
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** Adds the demo job orders to the agency (seed/demo.ts, after its facilities and staff). */
export async function seedJobOrders(db: Db, agencyId: number, now = new Date()): Promise<void> {
  const random = seededRandom(0x10b0_0de5);
  const facilities = await db
    .selectFrom('institutions')
    .select(['id', 'name', 'type', 'state', 'units'])
    .where('agency_id', '=', agencyId)
    .where('active', '=', true)
    .orderBy('id')
    .execute();
  const staff = await db
    .selectFrom('recruiters as r')
    .innerJoin('users as u', (join) => join.onRef('u.id', '=', 'r.user_id').onRef('u.agency_id', '=', 'r.agency_id'))
    .select(['r.id', 'u.first_name', 'u.last_name'])
    .where('r.agency_id', '=', agencyId)
    .where('u.is_active', '=', true)
    .orderBy('r.id')
    .execute();
  if (facilities.length === 0) return;
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const rows: Insertable<JobOrdersTable>[] = [];
  for (const status of JOB_ORDER_STATUS_KEYS) {
    for (let n = 0; n < STATUS_COUNTS[status]; n += 1) {
      const facility = facilities[(rows.length * 7) % facilities.length]!;
      const unit = facility.units.length > 0 ? random.one(facility.units) : '';
      const discipline: Discipline =
        facility.type === 'skilled-nursing' || facility.type === 'home-health'
          ? random.one(['RN', 'LPN/LVN', 'CNA'] as const)
          : /OR|PACU/.test(unit)
            ? random.one(['RN', 'CST'] as const)
            : random.chance(0.85)
              ? 'RN'
              : random.one(['LPN/LVN', 'RT'] as const);
      const specialty = specialtyOf(unit);
      const employment: EmploymentType = random.one([
        'travel',
        'travel',
        'travel',
        'local-contract',
        'per-diem',
        'permanent',
      ] as const);
      const shift: Shift = random.one(['days', 'nights', 'nights', 'evenings', 'rotating'] as const);
      const shiftHours: JobOrderShiftHours = employment === 'per-diem' ? random.one([8, 12] as const) : 12;
      const hours = shiftHours === 12 ? 36 : employment === 'per-diem' ? 24 : 40;
      // Open and on hold: starting in 1 to 10 weeks; filled: started up to 8 weeks ago or starting soon;
      // closed: in the past; cancelled: either.
      const weeksFromNow =
        status === 'open' || status === 'on-hold'
          ? random.int(1, 10)
          : status === 'filled'
            ? random.int(-8, 2)
            : status === 'closed'
              ? random.int(-30, -14)
              : random.int(-6, 6);
      const start = today + weeksFromNow * 7 * DAY - ((new Date(today).getUTCDay() + 6) % 7) * DAY; // a Monday
      const base = PAY[discipline] ?? 3000;
      const pay = base + random.int(-4, 8) * 50;
      const travel = employment === 'travel';
      const title = `${discipline}${specialty ? ` ${specialty}` : ''}, ${shift}`;
      rows.push({
        agency_id: agencyId,
        institution_id: facility.id,
        title,
        unit,
        discipline,
        specialty,
        shift,
        shift_hours: shiftHours,
        hours_per_week: hours,
        guaranteed_hours: travel ? hours : null,
        start_date: isoDay(start),
        duration_weeks: employment === 'permanent' || employment === 'per-diem' ? null : random.one([8, 13, 13, 26]),
        openings: random.one([1, 1, 1, 2, 2, 3, 4]),
        employment_type: employment,
        pay_hourly_cents: pay,
        housing_weekly_cents: travel ? random.int(14, 20) * 5000 : 0,
        meals_weekly_cents: travel ? random.int(30, 42) * 1000 : 0,
        overtime_hourly_cents: Math.round((pay * 1.5) / 50) * 50,
        bill_rate_cents: Math.round((pay * (travel ? 2.2 : 1.6)) / 100) * 100 + random.int(0, 10) * 100,
        license_states: random.chance(0.6) ? [facility.state] : [],
        compact_license_accepted: random.chance(0.7),
        certifications:
          discipline === 'RN' ? (specialty === 'ICU' || specialty === 'ER' ? ['BLS', 'ACLS'] : ['BLS']) : ['BLS'],
        years_experience: random.int(1, 3),
        emr: random.one(['Epic', 'Cerner', 'Meditech', '']),
        interview_required: random.chance(0.6),
        // Shown on the careers site when public: no facility name (the site never names the client).
        description: `${title}${unit ? `, ${unit}` : ''}. ${travel ? 'Travel contract with housing and meals stipends.' : 'Local clinicians welcome.'}`,
        status,
        status_reason: REASONS[status] ? random.one(REASONS[status]) : '',
        status_changed_at: new Date(Math.min(start, today) - random.int(1, 20) * DAY),
        owner_id: staff.length > 0 ? staff[(rows.length * 3) % staff.length]!.id : null,
        created_at: new Date(Math.min(start, today) - random.int(20, 40) * DAY),
        updated_at: new Date(today - random.int(0, 10) * DAY),
        updated_by_name: staff[0] ? `${staff[0].first_name} ${staff[0].last_name}` : '',
        // Most open job orders are on the careers site (five of six), published a day after they were added.
        public: status === 'open' && n % 6 !== 5,
        published_at: null,
      });
      const row = rows[rows.length - 1]!;
      if (row.public) row.published_at = new Date((row.created_at as Date).getTime() + DAY);
    }
  }
  await insertRowsAsJson(db, 'job_orders', rows);
}

/** The submission statuses in the order a submission walks them to reach each (its history). */
const PATHS: Readonly<Record<SubmissionStatus, readonly SubmissionStatus[]>> = {
  submitted: ['submitted'],
  'sent-to-facility': ['submitted', 'sent-to-facility'],
  interview: ['submitted', 'sent-to-facility', 'interview'],
  offer: ['submitted', 'sent-to-facility', 'interview', 'offer'],
  placed: ['submitted', 'sent-to-facility', 'interview', 'offer', 'placed'],
  declined: ['submitted', 'sent-to-facility', 'declined'],
  withdrawn: ['submitted', 'withdrawn'],
};

/** Which applicants (by pipeline status) a submission of each status is drawn from. */
const APPLICANTS_FOR: Readonly<Record<SubmissionStatus, readonly ApplicantStatus[]>> = {
  submitted: ['paper-screened', 'phone-screened'],
  'sent-to-facility': ['phone-screened', 'final-interview'],
  interview: ['final-interview'],
  offer: ['offered'],
  placed: ['accepted'],
  declined: ['rejected', 'phone-screened', 'final-interview'],
  withdrawn: ['refused', 'final-interview'],
};

/** The submissions of each job order status, by submission status (about 150 in all). */
const MIX: Readonly<Record<JobOrderStatus, readonly SubmissionStatus[]>> = {
  open: ['submitted', 'sent-to-facility', 'interview', 'declined'],
  'on-hold': ['submitted', 'sent-to-facility'],
  filled: ['declined', 'withdrawn'],
  // Closed: filled by the facility's own staff or the contract ended before the agency filled it (no placement).
  closed: ['declined', 'withdrawn'],
  cancelled: ['withdrawn'],
};

/**
 * The demo's submissions, consistent with its applicants and job orders: each Filled job order has as many
 * placements (Accepted applicants) as openings, open ones have submissions at every stage (interviews to
 * come, offers to Offered applicants), closed ones candidates declined or withdrawn, never a placement (a
 * Closed job order places nobody: submissions.ts). Every submission has its history.
 * Two statements.
 */
export async function seedSubmissions(db: Db, agencyId: number, now = new Date()): Promise<void> {
  const random = seededRandom(0x5eb_0001);
  const zone = await agencyZoneOf(db, agencyId);
  // An interview 1 to 10 days ahead, between 9 am and 3:30 pm in the agency's time zone.
  const interviewAt = (days: number) => agencyWorkTime(zone, now, days, 9 + ((days * 2) % 7), (days % 2) * 30);
  const orders = await db
    .selectFrom('job_orders')
    .select(['id', 'status', 'openings', 'discipline', 'owner_id', 'created_at'])
    .where('agency_id', '=', agencyId)
    .orderBy('id')
    .execute();
  const applicants = await db
    .selectFrom('applicants')
    .select(['id', 'status', 'discipline'])
    .where('agency_id', '=', agencyId)
    .where('archived_at', 'is', null)
    .orderBy('id')
    .execute();
  const staff = await db
    .selectFrom('recruiters as r')
    .innerJoin('users as u', (join) => join.onRef('u.id', '=', 'r.user_id').onRef('u.agency_id', '=', 'r.agency_id'))
    .select(['r.id', 'u.first_name', 'u.last_name'])
    .where('r.agency_id', '=', agencyId)
    .orderBy('r.id')
    .execute();
  if (orders.length === 0 || applicants.length === 0 || staff.length === 0) return;
  const used = new Set<string>();
  const pools = new Map<ApplicantStatus, typeof applicants>();
  for (const applicant of applicants) pools.set(applicant.status, [...(pools.get(applicant.status) ?? []), applicant]);
  const pick = (status: SubmissionStatus, orderId: number, discipline: Discipline) => {
    const pool = APPLICANTS_FOR[status].flatMap((each) => pools.get(each) ?? []);
    const fitting = pool.filter((applicant) => applicant.discipline === discipline);
    for (const candidates of [fitting, pool])
      for (let tries = 0; tries < 20 && candidates.length > 0; tries += 1) {
        const applicant = random.one(candidates);
        // One submission per job order and applicant; an applicant is placed (or offered) once.
        const once = status === 'placed' || status === 'offer' ? `${status}:${applicant.id}` : null;
        if (!used.has(`${orderId}:${applicant.id}`) && (once === null || !used.has(once))) {
          used.add(`${orderId}:${applicant.id}`);
          if (once !== null) used.add(once);
          return applicant;
        }
      }
    return null;
  };
  const rows: { submission: Insertable<SubmissionsTable>; path: readonly SubmissionStatus[]; by: string }[] = [];
  const today = now.getTime();
  for (const order of orders) {
    const wanted: SubmissionStatus[] =
      order.status === 'filled'
        ? [
            ...Array<SubmissionStatus>(order.openings).fill('placed'),
            ...(random.chance(0.5) ? [random.one(MIX.filled)] : []),
          ]
        : Array.from({ length: order.status === 'open' ? random.int(1, 4) : random.int(0, 2) }, () =>
            random.one(MIX[order.status]),
          );
    if (order.status === 'open' && random.chance(0.25)) wanted.push('offer');
    for (const status of wanted) {
      const applicant = pick(status, order.id, order.discipline);
      if (!applicant) continue;
      const who = staff.find((member) => member.id === order.owner_id) ?? random.one(staff);
      const by = `${who.first_name} ${who.last_name}`;
      const created = new Date(Math.min(today - DAY, new Date(order.created_at).getTime() + random.int(1, 10) * DAY));
      rows.push({
        by,
        path: PATHS[status],
        submission: {
          agency_id: agencyId,
          job_order_id: order.id,
          applicant_id: applicant.id,
          status,
          interview_at: status === 'interview' ? interviewAt(random.int(1, 10)).toISOString() : null,
          submitted_by: who.id,
          submitted_by_name: by,
          created_at: created,
          updated_at: new Date(Math.min(today, created.getTime() + PATHS[status].length * 2 * DAY)),
        },
      });
    }
  }
  const inserted = await insertRowsAsJson<{ id: number }>(
    db,
    'submissions',
    rows.map((row) => row.submission),
    ['id'],
  );
  await insertRowsAsJson(
    db,
    'submission_events',
    inserted.flatMap(({ id }, i) => {
      const { path, by, submission } = rows[i]!;
      const start = new Date(submission.created_at as Date).getTime();
      return path.map((to, step) => ({
        agency_id: agencyId,
        submission_id: id,
        from_status: step === 0 ? null : path[step - 1],
        to_status: to,
        note: step === 0 ? random.one(['', 'Strong fit for the unit', 'Available from the start date']) : '',
        actor_id: submission.submitted_by,
        actor_name: by,
        at: new Date(Math.min(today, start + step * 2 * DAY)),
      }));
    }),
  );
}
