import { sql } from 'kysely';
import { can, rolesSentence } from '@agency/api-client/contract';
import { recordAudit } from '../../core/audit';
import type { Db } from '../../platform/db';
import { forbidden } from '../../platform/errors';
import { formRules } from '../../core/form-rules';
import { applicantsCsv } from './csv';
import { filteredApplicants, parseListQuery } from './list';
import { staffActor } from '../../core/identity';

/** The query parameters that choose which applicants an export holds, as the audit row names them. */
const FILTER_PARAMETERS = [
  'q',
  'status',
  'owner',
  'discipline',
  'specialty',
  'licenseState',
  'source',
  'tag',
  'updatedFrom',
  'updatedTo',
  'archived',
  'onboarding',
  'onboardingMin',
] as const;

/** The longest value of a parameter the audit row keeps (a crafted query cannot bloat the log). */
const MAX_VALUE = 100;

/** "status=lead,offered; q=smith", or "none" (every applicant): words only, from the checked query. */
export function exportFilterText(query: Record<string, unknown>): string {
  const parts = FILTER_PARAMETERS.flatMap((name) => {
    const value = query[name];
    if (typeof value !== 'string' || value.trim() === '') return [];
    return [`${name}=${value.trim().slice(0, MAX_VALUE)}`];
  });
  return parts.length > 0 ? parts.join('; ') : 'none';
}

export const EXPORT_FORBIDDEN_MESSAGE = () =>
  `Only ${rolesSentence('applicants.export').replace(/^a (?=[aeiou])/, 'an ')} can export applicants.`;

/**
 * The applicant export (docs/permissions.md `applicants.export`, managers and above by default): the caller's
 * roles as stored now (403 otherwise, before the query is read), the list's query checked (400 / 403 as the
 * list), then, in one transaction, the matching applicants counted and an `applicants-exported` audit row
 * written (who, when, how many rows, which filter, from where) before a byte leaves: an export that cannot be
 * recorded does not happen. Answers the CSV's chunks (features/applicants/csv.ts).
 */
export async function auditedApplicantsExport(
  db: Db,
  caller: { agencyId: number; recruiterId: number; userId: string; ip: string },
  query: Record<string, unknown>,
): Promise<AsyncGenerator<string>> {
  const actor = await staffActor(db, caller.agencyId, caller.recruiterId);
  if (!can(actor.roles, 'applicants.export')) throw forbidden(EXPORT_FORBIDDEN_MESSAGE());
  const request = parseListQuery(query, actor, await formRules(db, caller.agencyId));
  await db.transaction().execute(async (trx) => {
    const { rows } = await trx
      .selectFrom(filteredApplicants(trx, caller.agencyId, request).select('a.id').as('m'))
      .select(sql<string>`count(*)`.as('rows'))
      .executeTakeFirstOrThrow();
    await recordAudit(trx, {
      agencyId: caller.agencyId,
      action: 'applicants-exported',
      actorUserId: caller.userId,
      actorName: actor.name,
      detail: { Rows: Number(rows), Filter: exportFilterText(query) },
      ip: caller.ip,
    });
  });
  return applicantsCsv(db, caller.agencyId, request);
}
