import { sql, type Kysely } from 'kysely';
import {
  can,
  CREDENTIAL_EXPIRING_DAYS,
  daysBetween,
  ONBOARDING_FORMS,
  type CredentialExpiryEntry,
  type ExpiringCredentials,
  type RoleKey,
} from '@agency/api-client/contract';
import type { Database } from '../../platform/db';
import './tables';

/** How many credentials the dashboard card lists (its count covers them all). */
export const EXPIRING_LIST_LIMIT = 20;

/** The credential sources that are health information: the health forms' keys. */
const HEALTH_SOURCES: ReadonlySet<string> = new Set(
  ONBOARDING_FORMS.filter((form) => form.health).map((form) => form.key as string),
);

function baseQuery(db: Kysely<Database>, agencyId: number) {
  return db
    .selectFrom('credential_expiries as ce')
    .innerJoin('applicants as a', (join) =>
      join.onRef('a.id', '=', 'ce.applicant_id').onRef('a.agency_id', '=', 'ce.agency_id'),
    )
    .leftJoin('upload_requirement_files as f', (join) =>
      join
        .onRef('f.agency_id', '=', 'ce.agency_id')
        .on('ce.source', '=', 'upload-requirements')
        .on(sql`ce.key`, '=', sql`'file:' || f.id::text`),
    )
    .leftJoin('upload_requirement_items as i', (join) =>
      join.onRef('i.id', '=', 'f.item_id').onRef('i.agency_id', '=', 'f.agency_id'),
    )
    .select([
      'ce.applicant_id',
      'a.number as applicant_number',
      'a.first_name',
      'a.last_name',
      'a.owner_id',
      'ce.source',
      'ce.key',
      'ce.label',
      sql<string>`to_char(ce.expires_on, 'YYYY-MM-DD')`.as('expires_on'),
      sql<boolean>`coalesce(i.health, false)`.as('item_health'),
    ])
    .where('ce.agency_id', '=', agencyId)
    .orderBy('ce.expires_on')
    .orderBy('ce.id');
}

type Row = Awaited<ReturnType<ReturnType<typeof baseQuery>['execute']>>[number];

/** Whether a credential is health information (a health form's, or an upload of a health requirement). */
export const isHealthCredential = (row: { source: string; item_health: boolean }) =>
  row.item_health || HEALTH_SOURCES.has(row.source);

function toEntry(row: Row, today: string): CredentialExpiryEntry {
  const daysLeft = daysBetween(today, row.expires_on);
  return {
    ApplicantId: row.applicant_id,
    ApplicantName: `${row.first_name} ${row.last_name}`.trim(),
    ApplicantNumber: row.applicant_number,
    Source: row.source,
    Key: row.key,
    Label: row.label,
    ExpiresOn: row.expires_on,
    DaysLeft: daysLeft,
    State: daysLeft < 0 ? 'expired' : daysLeft <= CREDENTIAL_EXPIRING_DAYS ? 'expiring' : 'valid',
  };
}

/** Every dated credential of one applicant, soonest first; health ones only with `healthAccess`. */
export async function applicantExpiries(
  db: Kysely<Database>,
  agencyId: number,
  applicantId: number,
  today: string,
  healthAccess: boolean,
): Promise<{ entries: CredentialExpiryEntry[]; health: boolean }> {
  const rows = await baseQuery(db, agencyId).where('ce.applicant_id', '=', applicantId).execute();
  const shown = rows.filter((row) => healthAccess || !isHealthCredential(row));
  return { entries: shown.map((row) => toEntry(row, today)), health: shown.some(isHealthCredential) };
}

/**
 * The agency's credentials expiring within CREDENTIAL_EXPIRING_DAYS (today included; expired ones are not
 * counted), of applicants not archived. Health credentials count only for a staff member who may read them
 * (`onboarding.health`, or the applicant's owner): the count and the list show the same credentials.
 */
export async function expiringCredentials(
  db: Kysely<Database>,
  agencyId: number,
  today: string,
  viewer: { recruiterId: number; roles: readonly RoleKey[] },
): Promise<ExpiringCredentials> {
  const until = new Date(Date.parse(`${today}T00:00:00Z`) + CREDENTIAL_EXPIRING_DAYS * 86_400_000)
    .toISOString()
    .slice(0, 10);
  const rows = await baseQuery(db, agencyId)
    .where('ce.expires_on', '>=', today)
    .where('ce.expires_on', '<=', until)
    .where('a.archived_at', 'is', null)
    .execute();
  const health = can(viewer.roles, 'onboarding.health');
  const shown = rows.filter((row) => health || !isHealthCredential(row) || row.owner_id === viewer.recruiterId);
  return {
    Days: CREDENTIAL_EXPIRING_DAYS,
    Total: shown.length,
    Items: shown.slice(0, EXPIRING_LIST_LIMIT).map((row) => toEntry(row, today)),
  };
}
