import { sql } from 'kysely';
import { ROLE_KEYS, type StaffMember, type StaffStatus } from '@agency/api-client/contract';
import type { Db } from '../../platform/db';
import type { StaffStanding } from '../../core/identity';

/** A staff account's status (the directory's column) from its standing and whether the account is active. */
export function staffStatusOf(standing: StaffStanding, isActive: boolean): StaffStatus {
  if (standing === 'member') return isActive ? 'active' : 'inactive';
  return standing;
}

/**
 * The staff directory of an agency: every staff account with its record, its status, whether it is the owner,
 * its latest sign-in (`users.last_sign_in_at`, which the sign-in sets: the one source Manage Users reads too),
 * the applicants it owns (not archived) and, while invited, when its link stops working; by name. One
 * statement; the counts and links are grouped subqueries on indexed columns. `recruiterId`: that member only.
 */
export async function staffDirectory(db: Db, agencyId: number, recruiterId?: number): Promise<StaffMember[]> {
  const rows = await db
    .selectFrom('recruiters as r')
    .innerJoin('users as u', (join) => join.onRef('u.id', '=', 'r.user_id').onRef('u.agency_id', '=', 'r.agency_id'))
    .innerJoin('agencies as a', 'a.id', 'r.agency_id')
    .leftJoin(
      (eb) =>
        eb
          .selectFrom('applicants')
          .select(['owner_id', sql<string>`count(*)`.as('owned')])
          .where('agency_id', '=', agencyId)
          .where('archived_at', 'is', null)
          .$if(recruiterId !== undefined, (query) => query.where('owner_id', '=', recruiterId!))
          .groupBy('owner_id')
          .as('o'),
      (join) => join.onRef('o.owner_id', '=', 'r.id'),
    )
    .leftJoin(
      (eb) =>
        eb
          .selectFrom('staff_invitations')
          .select(['user_id', sql<Date>`max(expires_at)`.as('link_expires')])
          .where('agency_id', '=', agencyId)
          .where('used_at', 'is', null)
          .where('revoked_at', 'is', null)
          .groupBy('user_id')
          .as('i'),
      (join) => join.onRef('i.user_id', '=', 'r.user_id'),
    )
    .select([
      'r.id',
      'r.title',
      'r.roles',
      'r.standing',
      'u.first_name',
      'u.last_name',
      'u.email',
      'u.phone',
      'u.is_active',
      'u.is_verified',
      sql<boolean>`a.owner_user_id = u.id`.as('owner'),
      'u.last_sign_in_at',
      'o.owned',
      'i.link_expires',
    ])
    .where('r.agency_id', '=', agencyId)
    .$if(recruiterId !== undefined, (query) => query.where('r.id', '=', recruiterId!))
    .orderBy(sql`lower(u.last_name)`)
    .orderBy(sql`lower(u.first_name)`)
    .orderBy('r.id')
    .execute();
  return rows.map((row) => {
    const status = staffStatusOf(row.standing, row.is_active);
    return {
      RecruiterId: row.id,
      FirstName: row.first_name,
      LastName: row.last_name,
      Title: row.title,
      Email: row.email,
      Phone: row.phone,
      Roles: ROLE_KEYS.filter((key) => row.roles.includes(key)),
      Active: status === 'active',
      Status: status,
      Verified: row.is_verified,
      Owner: row.owner === true,
      LastSignInAt: row.last_sign_in_at ? new Date(row.last_sign_in_at).toISOString() : null,
      ApplicantsOwned: Number(row.owned ?? 0),
      InvitationExpiresAt: status === 'invited' && row.link_expires ? new Date(row.link_expires).toISOString() : null,
    };
  });
}

/** One member of the agency's directory (null: no such member in this agency). */
export async function staffMember(db: Db, agencyId: number, recruiterId: number): Promise<StaffMember | null> {
  const [member] = await staffDirectory(db, agencyId, recruiterId);
  return member ?? null;
}
