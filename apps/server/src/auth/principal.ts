import type { Kysely } from 'kysely';
import type { Database, UserRow } from '../db/schema';
import type { Principal } from './access-token';

/**
 * Builds the claims of a user's access token from the database (fresh names and roles on every grant); the
 * grant adds the session id (`sessionId`) once it knows the token family.
 */
export async function loadPrincipal(
  db: Kysely<Database>,
  user: UserRow,
  agencySlug: string,
  clientId: string,
  scope: string,
): Promise<Omit<Principal, 'sessionId'> | null> {
  const base = { userId: user.id, agencyId: user.agency_id, agencySlug, clientId, scope };
  if (user.user_type === 'staff') {
    const recruiter = await db
      .selectFrom('recruiters')
      .select(['id', 'roles'])
      .where('user_id', '=', user.id)
      .where('agency_id', '=', user.agency_id)
      .executeTakeFirst();
    if (!recruiter) return null;
    return {
      ...base,
      recruiter: {
        FirstName: user.first_name,
        LastName: user.last_name,
        RecruiterId: recruiter.id,
        Roles: recruiter.roles,
      },
      applicantId: null,
    };
  }
  const applicant = await db
    .selectFrom('applicants')
    .select('id')
    .where('user_id', '=', user.id)
    .where('agency_id', '=', user.agency_id)
    .executeTakeFirst();
  if (!applicant) return null;
  return { ...base, recruiter: null, applicantId: applicant.id };
}
