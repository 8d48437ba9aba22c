import type { Recruiter } from '@agency/api-client/contract';
import type { Db } from '../db';

/** The Recruiter model of a staff user, scoped to the agency in the query. */
export async function findRecruiter(db: Db, agencyId: number, userId: string): Promise<Recruiter | null> {
  const row = await db
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
    .where('r.agency_id', '=', agencyId)
    .executeTakeFirst();
  if (!row) return null;
  return {
    RecruiterId: row.id,
    UserId: row.user_id,
    AgencyId: row.agency_id,
    FirstName: row.first_name,
    LastName: row.last_name,
    MiddleName: row.middle_name,
    Email: row.email,
    Phone: row.phone,
    Title: row.title,
    Roles: row.roles,
    IsActive: row.is_active,
    LastEntryAt: row.last_entry_at ? new Date(row.last_entry_at).toISOString() : null,
  };
}
