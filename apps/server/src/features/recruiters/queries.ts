import type { Kysely } from 'kysely';
import type { Recruiter, RoleKey } from '@agency/api-client/contract';
import { preparedQuery, type Database, type Db } from '../../platform/db';
import { toRecruiter } from './mappers';

function recruiterQuery(db: Db, agencyId: number, userId: string) {
  return db
    .selectFrom('recruiters as r')
    .innerJoin('users as u', (join) => join.onRef('u.id', '=', 'r.user_id').onRef('u.agency_id', '=', 'r.agency_id'))
    .select([
      'r.id',
      'r.roles',
      'r.title',
      'u.id as user_id',
      'u.agency_id',
      'u.first_name',
      'u.last_name',
      'u.middle_name',
      'u.email',
      'u.phone',
      'u.is_active',
    ])
    .select((eb) =>
      eb
        .selectFrom('recruiter_entries as e')
        .select('e.entry_at')
        .whereRef('e.recruiter_id', '=', 'r.id')
        .orderBy('e.entry_at', 'desc')
        .limit(1)
        .as('last_entry_at'),
    )
    .where('r.user_id', '=', userId)
    .where('r.agency_id', '=', agencyId);
}

/**
 * Compiled once and a prepared statement on PostgreSQL (platform/db preparedQuery): it runs on every
 * signed-in staff screen (get-current-recruiter), where building, parsing and planning it each time was
 * most of the request.
 */
const recruiterRows = preparedQuery(
  (db, { agencyId, userId }: { agencyId: number; userId: string }) => recruiterQuery(db, agencyId, userId),
  { agencyId: -7_654_321, userId: '00000000-0000-0000-0000-00000000f1d0' },
);

/** The Recruiter model of a staff user, scoped to the agency in the query. */
export async function findRecruiter(db: Db, agencyId: number, userId: string): Promise<Recruiter | null> {
  const [row] = await recruiterRows(db, { agencyId, userId });
  return row ? toRecruiter(row) : null;
}

/** The caller's roles as stored now. */
export async function findRoles(db: Db, agencyId: number, userId: string): Promise<RoleKey[] | null> {
  const row = await db
    .selectFrom('recruiters')
    .select('roles')
    .where('user_id', '=', userId)
    .where('agency_id', '=', agencyId)
    .executeTakeFirst();
  return row ? row.roles : null;
}

/** The profile form's fields of a staff member: the user's names and phone, the recruiter's title. */
export async function updateStaffProfile(
  trx: Kysely<Database>,
  staff: { agencyId: number; userId: string },
  profile: { FirstName: string; LastName: string; MiddleName?: string; Phone?: string; Title?: string },
): Promise<void> {
  await trx
    .updateTable('users')
    .set({
      first_name: profile.FirstName,
      last_name: profile.LastName,
      middle_name: profile.MiddleName,
      phone: profile.Phone,
      updated_at: new Date(),
    })
    .where('id', '=', staff.userId)
    .where('agency_id', '=', staff.agencyId)
    .execute();
  await trx
    .updateTable('recruiters')
    .set({ title: profile.Title })
    .where('user_id', '=', staff.userId)
    .where('agency_id', '=', staff.agencyId)
    .execute();
}

/** Closes the recruiter's latest open entry (Recruiter History); false when none is open. */
export async function closeLatestEntry(db: Db, agencyId: number, recruiterId: number): Promise<boolean> {
  const result = await db
    .updateTable('recruiter_entries')
    .set({ exit_at: new Date() })
    .where('id', '=', (eb) =>
      eb
        .selectFrom('recruiter_entries')
        .select('id')
        .where('recruiter_id', '=', recruiterId)
        .where('agency_id', '=', agencyId)
        .where('exit_at', 'is', null)
        .orderBy('entry_at', 'desc')
        .orderBy('id', 'desc')
        .limit(1),
    )
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Whether a staff account of the agency uses this e-mail. */
export async function staffEmailExists(db: Db, agencyId: number, email: string): Promise<boolean> {
  const found = await db
    .selectFrom('users')
    .select('id')
    .where('agency_id', '=', agencyId)
    .where('email', '=', email)
    .where('user_type', '=', 'staff')
    .executeTakeFirst();
  return found !== undefined;
}
