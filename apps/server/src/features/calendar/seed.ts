import { randomUUID } from 'node:crypto';
import type { Insertable } from 'kysely';
import { instantToZonedTime, zonedTimeToInstant } from '@agency/api-client/contract';
import type { Db } from '../../platform/db';
import { seededRandom } from '../../platform/seeded-random';
import { agencyZoneOf } from './queries';
import type { CalendarEventsTable } from './tables';

const DAY = 86_400_000;
const HOUR = 3_600_000;

/**
 * `hour:minute` on the day `days` after today, both read in the agency's time zone: the demo's events fall in
 * the agency's working hours (DST included), whatever zone the server runs in.
 */
export function agencyWorkTime(zone: string, now: Date, days: number, hour: number, minute = 0): Date {
  const today = instantToZonedTime(now, zone).slice(0, 10);
  const day = new Date(Date.parse(`${today}T00:00:00Z`) + days * DAY).toISOString().slice(0, 10);
  const pad = (value: number) => String(value).padStart(2, '0');
  return zonedTimeToInstant(`${day}T${pad(hour)}:${pad(minute)}`, zone);
}

const FOLLOW_UPS = [
  'Call about the start date',
  'Check the references came back',
  'Ask for the updated BLS card',
  'Confirm housing preferences',
  'Send the contract reminder',
  'Talk through the offer',
  'Check on the onboarding forms',
] as const;

const PLACES = [
  { kind: 'video', location: 'https://meet.example.com/interview-room' },
  { kind: 'phone', location: '(555) 010-2040' },
  { kind: 'in-person', location: 'Agency office, 200 Main Street, Suite 4' },
] as const;

/**
 * The demo agency's calendar: the submissions in Interview get their linked interview (at their
 * `interview_at`, working hours too: features/job-orders/seed.ts); and, for every staff member, interviews and
 * follow-ups over the coming three weeks (9 am to 5 pm in the agency's time zone), two of them today, some
 * follow-ups overdue and some done, a cancelled one. Deterministic (a seeded PRNG; dates follow `now`). No mail
 * is written and no reminder queued: the demo starts quiet.
 */
export async function seedCalendar(db: Db, agencyId: number, now = new Date()): Promise<void> {
  const random = seededRandom(0xca1_e0da);
  const zone = await agencyZoneOf(db, agencyId);
  const staff = await db
    .selectFrom('recruiters as r')
    .innerJoin('users as u', (join) => join.onRef('u.id', '=', 'r.user_id').onRef('u.agency_id', '=', 'r.agency_id'))
    .select(['r.id', 'u.first_name', 'u.last_name'])
    .where('r.agency_id', '=', agencyId)
    .where('u.is_active', '=', true)
    .orderBy('r.id')
    .execute();
  const applicants = await db
    .selectFrom('applicants')
    .select(['id', 'first_name', 'last_name'])
    .where('agency_id', '=', agencyId)
    .where('archived_at', 'is', null)
    .orderBy('id')
    .limit(200)
    .execute();
  if (staff.length === 0 || applicants.length === 0) return;
  const interviews = await db
    .selectFrom('submissions as s')
    .innerJoin('job_orders as j', (join) =>
      join.onRef('j.id', '=', 's.job_order_id').onRef('j.agency_id', '=', 's.agency_id'),
    )
    .innerJoin('applicants as a', (join) =>
      join.onRef('a.id', '=', 's.applicant_id').onRef('a.agency_id', '=', 's.agency_id'),
    )
    .select([
      's.id',
      's.applicant_id',
      's.job_order_id',
      's.interview_at',
      's.submitted_by',
      'j.title',
      'a.first_name',
      'a.last_name',
    ])
    .where('s.agency_id', '=', agencyId)
    .where('s.status', '=', 'interview')
    .where('s.interview_at', 'is not', null)
    .orderBy('s.id')
    .execute();
  const name = (row: { first_name: string; last_name: string }) => `${row.first_name} ${row.last_name}`.trim();
  const by = (id: number) => {
    const member = staff.find((entry) => entry.id === id) ?? staff[0]!;
    return `${member.first_name} ${member.last_name}`.trim();
  };
  const rows: { event: Insertable<CalendarEventsTable>; interviewers: number[] }[] = [];
  for (const submission of interviews) {
    const ownerId = staff.some((member) => member.id === submission.submitted_by)
      ? submission.submitted_by!
      : random.one(staff).id;
    const place = random.one(PLACES);
    rows.push({
      event: {
        agency_id: agencyId,
        uid: `${randomUUID()}@agency-portal`,
        kind: 'interview',
        title: `${name(submission)} for ${submission.title}`.slice(0, 200),
        applicant_id: submission.applicant_id,
        job_order_id: submission.job_order_id,
        submission_id: submission.id,
        starts_at: new Date(submission.interview_at!),
        duration_minutes: random.one([30, 45, 60]),
        location_kind: place.kind,
        location: place.location,
        owner_id: ownerId,
        reminder_offsets: [1440, 60],
        remind_applicant: true,
        updated_by_name: by(ownerId),
      },
      interviewers: [],
    });
  }
  // Working hours in the agency's zone: interviews start 9 am to 3:30 pm, follow-ups are due 9 am to 4:30 pm.
  const at = (days: number, hour: number, minute = 0) => agencyWorkTime(zone, now, days, hour, minute);
  for (const member of staff) {
    const plan: { kind: 'interview' | 'follow-up'; day: number; hour: number; done?: boolean; cancelled?: boolean }[] =
      [
        { kind: 'interview', day: 0, hour: 10 },
        { kind: 'follow-up', day: 0, hour: 14 },
        { kind: 'follow-up', day: -2, hour: 9 },
        { kind: 'follow-up', day: -1, hour: 12, done: true },
        { kind: 'interview', day: random.int(1, 3), hour: random.int(9, 15) },
        { kind: 'interview', day: random.int(4, 10), hour: random.int(9, 15) },
        { kind: 'interview', day: random.int(11, 20), hour: random.int(9, 15), cancelled: random.chance(0.3) },
        { kind: 'follow-up', day: random.int(1, 7), hour: random.int(9, 16) },
        { kind: 'follow-up', day: random.int(8, 20), hour: random.int(9, 16) },
      ];
    for (const item of plan) {
      const applicant = random.one(applicants);
      const place = random.one(PLACES);
      const startsAt = at(item.day, item.hour, random.one([0, 30]));
      const interview = item.kind === 'interview';
      const others = staff.filter((entry) => entry.id !== member.id);
      rows.push({
        event: {
          agency_id: agencyId,
          uid: `${randomUUID()}@agency-portal`,
          kind: item.kind,
          title: interview ? name(applicant) : `${random.one(FOLLOW_UPS)}: ${name(applicant)}`,
          applicant_id: applicant.id,
          starts_at: startsAt,
          duration_minutes: interview ? random.one([30, 45, 60]) : null,
          location_kind: interview ? place.kind : null,
          location: interview ? place.location : '',
          notes: interview
            ? ''
            : random.one(['', 'Prefers a call after 5 pm her time', 'Asked about a 13-week extension']),
          owner_id: member.id,
          done_at: item.done ? new Date(startsAt.getTime() + HOUR) : null,
          cancelled_at: item.cancelled ? new Date(now.getTime() - DAY) : null,
          sequence: item.cancelled ? 1 : 0,
          reminder_offsets: interview ? [1440, 60] : [60],
          remind_applicant: interview,
          updated_by_name: by(member.id),
        },
        interviewers: interview && others.length > 0 && random.chance(0.5) ? [random.one(others).id] : [],
      });
    }
  }
  const inserted = await db
    .insertInto('calendar_events')
    .values(rows.map((row) => row.event))
    .returning('id')
    .execute();
  const links = inserted.flatMap(({ id }, i) =>
    rows[i]!.interviewers.map((recruiterId) => ({ agency_id: agencyId, event_id: id, recruiter_id: recruiterId })),
  );
  if (links.length > 0) await db.insertInto('calendar_event_interviewers').values(links).execute();
}
