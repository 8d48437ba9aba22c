import { sql, type Insertable } from 'kysely';
import { RECRUITER_HISTORY_LIMITS, zonedTimeToInstant } from '@agency/api-client/contract';
import type { Db } from '../../platform/db';
import { seededRandom } from '../../platform/seeded-random';
import { addDays, zonedDay } from './history';
import type { RecruiterEntriesTable } from './tables';

const ZONE = RECRUITER_HISTORY_LIMITS.defaultTimeZone;
/** Four weeks back, today included. */
const DAYS = 28;

/** "HH:mm" of a number of minutes after midnight. */
const clock = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/**
 * The demo agency's Recruiter History: for every active staff member, the last four weeks of working days
 * (America/Chicago) with a morning sign-in (7:30 to 9:30), most days a lunch break (signed out and in again)
 * and an evening sign-out (16:30 to 18:30); a day off now and then, a Saturday morning for some, and one
 * evening session of the recruiter running past midnight. Today's session is still open (signed in) when
 * `now` is past its start; nothing lies in the future. Deterministic (a seeded PRNG; dates follow `now`).
 */
export async function seedRecruiterHistory(db: Db, agencyId: number, now = new Date()): Promise<void> {
  const random = seededRandom(0x415_7041);
  const staff = await db
    .selectFrom('recruiters as r')
    .innerJoin('users as u', (join) => join.onRef('u.id', '=', 'r.user_id').onRef('u.agency_id', '=', 'r.agency_id'))
    .select(['r.id', 'r.roles'])
    .where('r.agency_id', '=', agencyId)
    .where('u.is_active', '=', true)
    .orderBy('r.id')
    .execute();
  const today = zonedDay(now, ZONE);
  const at = (day: string, minutes: number) =>
    zonedTimeToInstant(`${addDays(day, Math.floor(minutes / 1440))}T${clock(minutes % 1440)}`, ZONE);
  const rows: Insertable<RecruiterEntriesTable>[] = [];
  const add = (recruiterId: number, entry: Date, exit: Date) => {
    if (entry.getTime() > now.getTime()) return;
    rows.push({
      recruiter_id: recruiterId,
      agency_id: agencyId,
      entry_at: entry,
      exit_at: exit.getTime() > now.getTime() ? null : exit,
    });
  };
  for (const member of staff) {
    for (let back = DAYS - 1; back >= 0; back -= 1) {
      const day = addDays(today, -back);
      const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
      const isToday = back === 0;
      if (weekday === 0) continue;
      if (weekday === 6) {
        if (random.chance(0.25)) {
          const start = random.int(9 * 60, 10 * 60);
          add(member.id, at(day, start), at(day, start + random.int(90, 180)));
        }
        continue;
      }
      if (!isToday && random.chance(0.08)) continue; // a day off
      const start = random.int(7 * 60 + 30, 9 * 60 + 30);
      const end = random.int(16 * 60 + 30, 18 * 60 + 30);
      if (random.chance(0.7)) {
        const lunch = random.int(11 * 60 + 45, 12 * 60 + 30);
        add(member.id, at(day, start), at(day, lunch));
        add(member.id, at(day, lunch + random.int(25, 50)), at(day, end));
      } else add(member.id, at(day, start), at(day, end));
      // The recruiter's late session on the Thursday a week ago: 21:30 to 00:40.
      if (member.roles.includes('recruiter') && back >= 7 && back < 14 && weekday === 4)
        add(member.id, at(day, 21 * 60 + 30), at(day, 24 * 60 + 40));
    }
  }
  if (rows.length > 0) await db.insertInto('recruiter_entries').values(rows).execute();
  // Each sign-in sets the account's last sign-in (features/auth): so do the demo's, or Manage Users and
  // Recruiters would disagree about them (issue 28, item 11).
  await sql`
    UPDATE users AS u SET last_sign_in_at = e.last
    FROM (
      SELECT r.user_id, max(x.entry_at) AS last
      FROM recruiter_entries x JOIN recruiters r ON r.id = x.recruiter_id AND r.agency_id = x.agency_id
      WHERE x.agency_id = ${agencyId}
      GROUP BY r.user_id
    ) AS e
    WHERE u.id = e.user_id AND (u.last_sign_in_at IS NULL OR u.last_sign_in_at < e.last)`.execute(db);
}
