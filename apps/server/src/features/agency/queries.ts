import type { AgencyProfileValues } from '@agency/forms/schemas';
import type { Db } from '../../platform/db';

export function findAgency(db: Db, agencyId: number) {
  return db.selectFrom('agencies').selectAll().where('id', '=', agencyId).executeTakeFirst();
}

/** The owner is a property of the agency (agencies.owner_user_id), decided here, not by a role. */
export async function isOwner(db: Db, agencyId: number, userId: string): Promise<boolean> {
  const row = await db
    .selectFrom('agencies')
    .select('id')
    .where('id', '=', agencyId)
    .where('owner_user_id', '=', userId)
    .executeTakeFirst();
  return row !== undefined;
}

/** Updates the agency's profile when `ownerUserId` owns it (in the same statement); false otherwise. */
export async function updateProfileOfOwned(
  db: Db,
  agencyId: number,
  ownerUserId: string,
  profile: AgencyProfileValues,
): Promise<boolean> {
  const result = await db
    .updateTable('agencies')
    .set({
      name: profile.Name,
      email: profile.Email,
      phone: profile.Phone,
      website: profile.Website,
      address1: profile.Address1,
      address2: profile.Address2,
      city: profile.City,
      state: profile.State,
      zip_code: profile.ZipCode,
      recruitment_email: profile.RecruitmentEmail,
      updated_at: new Date(),
    })
    .where('id', '=', agencyId)
    .where('owner_user_id', '=', ownerUserId)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}
