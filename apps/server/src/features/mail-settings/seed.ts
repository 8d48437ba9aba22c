import type { Db } from '../../platform/db';
import './tables';

/**
 * The demo's mail settings: every staff member of the agency signs their e-mail with their name, title and
 * the agency; the recruiters blind-copy the agency's CRM mailbox. No SMTP server is seeded (demo mail goes to
 * the outbox); one is set on User Mail Configuration or the agency profile.
 */
export async function seedMailSettings(db: Db, agencyId: number): Promise<void> {
  const agency = await db.selectFrom('agencies').select('name').where('id', '=', agencyId).executeTakeFirstOrThrow();
  const staff = await db
    .selectFrom('users')
    .leftJoin('recruiters', (join) => join.onRef('recruiters.user_id', '=', 'users.id'))
    .select(['users.id', 'users.email', 'users.first_name', 'users.last_name', 'recruiters.title'])
    .where('users.agency_id', '=', agencyId)
    .where('users.user_type', '=', 'staff')
    .execute();
  if (staff.length === 0) return;
  await db
    .insertInto('user_mail_settings')
    .values(
      staff.map((member) => {
        const name = `${member.first_name} ${member.last_name}`.trim();
        return {
          user_id: member.id,
          agency_id: agencyId,
          sender_name: name,
          reply_to: member.email,
          signature: [`**${name}**`, member.title, agency.name].filter(Boolean).join('\n'),
          cc: '',
          bcc: member.email.startsWith('recruiter') ? `crm@${member.email.split('@')[1]}` : '',
        };
      }),
    )
    .onConflict((conflict) => conflict.column('user_id').doNothing())
    .execute();
}
