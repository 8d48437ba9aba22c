import { sql } from 'kysely';
import { APPLICANT_STATUSES } from '@agency/api-client/contract';
import type { Db } from '../../platform/db';

const FIRST_NAMES = [
  'Maria',
  'James',
  'Aisha',
  'Chen',
  'Sofia',
  'David',
  'Priya',
  'Lucas',
  'Grace',
  'Omar',
  'Elena',
  'Noah',
  'Fatima',
  'Liam',
  'Hannah',
  'Mateo',
  'Zoe',
  'Ethan',
  'Amara',
  'Daniel',
];
const LAST_NAMES = [
  'Rivera',
  'Johnson',
  'Okafor',
  'Wang',
  'Rossi',
  'Miller',
  'Patel',
  'Silva',
  'Kim',
  'Haddad',
  'Novak',
  'Brown',
  'Khan',
  'Murphy',
  'Cohen',
  'Garcia',
  'Nguyen',
  'Davis',
  'Mensah',
  'Lee',
];

/** `count` applicants without accounts, spread evenly over the statuses of APPLICANT_STATUSES (demo data). */
export async function seedApplicants(db: Db, agencyId: number, count = 40): Promise<void> {
  const applicants = Array.from({ length: count }, (_, i) => {
    const first = FIRST_NAMES[i % FIRST_NAMES.length]!;
    const last = LAST_NAMES[(i * 7) % LAST_NAMES.length]!;
    return {
      agency_id: agencyId,
      user_id: null,
      first_name: first,
      last_name: last,
      email: `${first}.${last}.${i + 1}@example.com`.toLowerCase(),
      phone: `+1 555 01${String(i).padStart(2, '0')} ${String(1000 + i * 37).slice(-4)}`,
      status: APPLICANT_STATUSES[i % APPLICANT_STATUSES.length]!.key,
      created_at: sql<Date>`now() - make_interval(days => ${i})`,
    };
  });
  await db.insertInto('applicants').values(applicants).execute();
}
