import type { AgencyProfileValues } from '@agency/forms/schemas';
import { auditName, recordAudit } from '../../core/audit';
import type { Db } from '../../platform/db';
import type { AgencyRow } from '../../platform/tenant';

export function findAgency(db: Db, agencyId: number) {
  return db.selectFrom('agencies').selectAll().where('id', '=', agencyId).executeTakeFirst();
}

/** The profile's fields: their column and their name in the audit row. */
const PROFILE_FIELDS: Readonly<Record<keyof AgencyProfileValues, readonly [keyof AgencyRow, string]>> = {
  Name: ['name', 'Name'],
  Email: ['email', 'Email'],
  Phone: ['phone', 'Phone'],
  Website: ['website', 'Website'],
  Address1: ['address1', 'Address Line 1'],
  Address2: ['address2', 'Address Line 2'],
  City: ['city', 'City'],
  State: ['state', 'State'],
  ZipCode: ['zip_code', 'Zip Code'],
  RecruitmentEmail: ['recruitment_email', 'Recruitment Email'],
};

/**
 * Updates the agency's profile (Agency Profile, the one screen that edits the agency's name, contact details
 * and recruitment mailbox) when `caller.userId` owns it; false otherwise. One transaction: the row locked,
 * updated, and an 'agency-updated' audit row naming the fields that changed (none changed: nothing written).
 */
export async function updateProfileOfOwned(
  db: Db,
  caller: { agencyId: number; userId: string; ip: string },
  profile: AgencyProfileValues,
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const before = await trx
      .selectFrom('agencies')
      .selectAll()
      .where('id', '=', caller.agencyId)
      .where('owner_user_id', '=', caller.userId)
      .forUpdate()
      .executeTakeFirst();
    if (!before) return false;
    const fields = Object.keys(PROFILE_FIELDS) as (keyof AgencyProfileValues)[];
    const changed = fields.filter((field) => before[PROFILE_FIELDS[field][0]] !== profile[field]);
    if (changed.length === 0) return true;
    await trx
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
      .where('id', '=', caller.agencyId)
      .execute();
    const owner = await trx
      .selectFrom('users')
      .select(['first_name', 'last_name'])
      .where('id', '=', caller.userId)
      .executeTakeFirst();
    await recordAudit(trx, {
      agencyId: caller.agencyId,
      action: 'agency-updated',
      actorUserId: caller.userId,
      actorName: auditName(owner),
      detail: { Changed: changed.map((field) => PROFILE_FIELDS[field][1]).join(', ') },
      ip: caller.ip,
    });
    return true;
  });
}
