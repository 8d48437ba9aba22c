import { sql } from 'kysely';
import type { Db } from '../../platform/db';
import './tables';
import type { Listener } from '../../platform/events';

export interface CredentialExpiry {
  /** Stable within (applicant, source): e.g. 'license:<Id>', 'cert:<Id>', 'file:<uploadId>'. */
  key: string;
  /** What the applicant and staff read: e.g. 'RN license (TX)', 'BLS card', 'TB test'. */
  label: string;
  /** YYYY-MM-DD */
  expiresOn: string;
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const SOURCE = /^[a-z][a-z0-9-]{0,59}$/;

/** True for a real calendar date written YYYY-MM-DD. */
export function isIsoDate(value: string): boolean {
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return date.toISOString().slice(0, 10) === value;
}

/**
 * Replaces every expiry of this applicant that `source` reported before (one source = one feature/form):
 * keys no longer reported are deleted (with their notices), new ones added, changed ones updated. A changed
 * date forgets the notices already sent for that key (a renewed credential is warned about again). Runs in
 * the caller's transaction, so the expiries change with the data they come from. The daily expiry job
 * (job.ts) e-mails from this table only.
 *
 * Items with an empty key or label, or a date that is not YYYY-MM-DD, are a programming error (the caller
 * validates its own input): they throw. A key given twice keeps its last item.
 */
export async function replaceCredentialExpiries(
  trx: Db,
  input: { agencyId: number; applicantId: number; source: string; items: readonly CredentialExpiry[] },
): Promise<void> {
  const { agencyId, applicantId, source } = input;
  if (!SOURCE.test(source)) throw new Error(`Credential expiry source "${source}" is not a lowercase name.`);
  const items = new Map<string, CredentialExpiry>();
  for (const item of input.items) {
    const key = item.key.trim();
    const label = item.label.trim().slice(0, 200);
    if (!key || key.length > 200) throw new Error('A credential expiry needs a key of 1 to 200 characters.');
    if (!label) throw new Error(`The credential expiry "${key}" needs a label.`);
    if (!isIsoDate(item.expiresOn))
      throw new Error(`The credential expiry "${key}" has no YYYY-MM-DD date ("${item.expiresOn}").`);
    items.set(key, { key, label, expiresOn: item.expiresOn });
  }

  const existing = await trx
    .selectFrom('credential_expiries')
    .select(['id', 'key', sql<string>`to_char(expires_on, 'YYYY-MM-DD')`.as('expires_on')])
    .where('agency_id', '=', agencyId)
    .where('applicant_id', '=', applicantId)
    .where('source', '=', source)
    .forUpdate()
    .execute();

  const gone = existing.filter((row) => !items.has(row.key)).map((row) => row.id);
  if (gone.length > 0) await trx.deleteFrom('credential_expiries').where('id', 'in', gone).execute();

  const byKey = new Map(existing.map((row) => [row.key, row]));
  for (const item of items.values()) {
    const before = byKey.get(item.key);
    if (!before) {
      await trx
        .insertInto('credential_expiries')
        .values({
          agency_id: agencyId,
          applicant_id: applicantId,
          source,
          key: item.key,
          label: item.label,
          expires_on: item.expiresOn,
        })
        .execute();
      continue;
    }
    await trx
      .updateTable('credential_expiries')
      .set({ label: item.label, expires_on: item.expiresOn, updated_at: sql<Date>`now()` })
      .where('id', '=', before.id)
      .execute();
    if (before.expires_on !== item.expiresOn)
      await trx.deleteFrom('credential_expiry_notices').where('credential_expiry_id', '=', before.id).execute();
  }
}

/**
 * `onboarding.formSubmitted` (app/events.ts): a form that reports credential expiries (Nurse Form, Physical
 * Info) replaces the ones it reported before; its source is the form's key.
 */
export const replaceFormExpiries: Listener<'onboarding.formSubmitted'> = async (trx, event) => {
  if (event.expiries === null) return;
  await replaceCredentialExpiries(trx, {
    agencyId: event.agencyId,
    applicantId: event.applicantId,
    source: event.form,
    items: event.expiries,
  });
};
