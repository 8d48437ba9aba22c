import { sql, type Kysely } from 'kysely';
import {
  AGENCY_DOCUMENT_KINDS,
  AGENCY_DOCUMENT_RESIGN_REASON,
  agencyDocumentLabel,
  can,
  onboardingForm,
  type AgencyDocument,
  type AgencyDocumentKind,
  type AgencyDocumentPublished,
  type PublishedAgencyDocument,
} from '@agency/api-client/contract';
import { agencyDocumentDraftSchema } from '@agency/forms/schemas';
import type { Database, Db } from '../../platform/db';
import { ApiError, forbidden, notFound } from '../../platform/errors';
import { validateBody, type RequestMeta } from '../../platform/http';
import { escapeHtml, type Mailer } from '../../platform/mail';
import { currentPublished, documentHash, lockDocumentKind, publishedVersion, toPublished, toVersion } from './queries';
import { requirePermission } from '../../core/policy';
import { writeAudit } from '../../core/audit';
import { staffActor, type StaffActor, type StaffContext } from '../../core/identity';

/** What the documents' calls need. */
export interface AgencyDocumentsDeps {
  db: Db;
  mail: Mailer;
}

export const EDITORS_ONLY_MESSAGE = "Only the agency owner or an admin can edit the agency's documents.";
export const NO_DRAFT_MESSAGE = 'There is no draft to publish: write one first.';

/**
 * The caller as an editor of the documents: the agency's owner (agencies.owner_user_id, whatever their
 * roles) or a staff member holding `agency.documents`; else 403.
 */
async function editor(trx: Kysely<Database>, caller: StaffContext): Promise<StaffActor> {
  const actor = await staffActor(trx, caller.agencyId, caller.recruiterId);
  if (can(actor.roles, 'agency.documents')) return actor;
  const owner = await trx
    .selectFrom('agencies')
    .select('id')
    .where('id', '=', caller.agencyId)
    .where('owner_user_id', '=', caller.userId)
    .executeTakeFirst();
  if (!owner) throw forbidden(EDITORS_ONLY_MESSAGE);
  return actor;
}

/** One document for its editor: current, draft, published history. */
async function documentOf(db: Kysely<Database>, agencyId: number, kind: AgencyDocumentKind): Promise<AgencyDocument> {
  const rows = await db
    .selectFrom('agency_documents')
    .selectAll()
    .where('agency_id', '=', agencyId)
    .where('kind', '=', kind)
    .orderBy('version', 'desc')
    .execute();
  const history = rows.filter((row) => row.status === 'published').map(toPublished);
  const draft = rows.find((row) => row.status === 'draft');
  return { Kind: kind, Current: history[0] ?? null, Draft: draft ? toVersion(draft) : null, History: history };
}

/** Both documents, for the editor. */
export async function listDocuments(deps: AgencyDocumentsDeps, caller: StaffContext): Promise<AgencyDocument[]> {
  await editor(deps.db, caller);
  return Promise.all(AGENCY_DOCUMENT_KINDS.map(({ key }) => documentOf(deps.db, caller.agencyId, key)));
}

/** Saves the draft (title and Markdown, `agencyDocumentDraftSchema`): updates it, or starts the next version. */
export async function saveDraft(
  deps: AgencyDocumentsDeps,
  caller: StaffContext,
  kind: AgencyDocumentKind,
  body: unknown,
): Promise<AgencyDocument> {
  const values = validateBody(agencyDocumentDraftSchema, body);
  return deps.db.transaction().execute(async (trx) => {
    const actor = await editor(trx, caller);
    await lockDocumentKind(trx, caller.agencyId, formOf(kind), 'exclusive');
    const draft = await trx
      .updateTable('agency_documents')
      .set({ title: values.Title, body: values.Body, updated_at: sql<Date>`now()`, updated_by_name: actor.name })
      .where('agency_id', '=', caller.agencyId)
      .where('kind', '=', kind)
      .where('status', '=', 'draft')
      .returning('id')
      .executeTakeFirst();
    if (!draft) {
      const last = await trx
        .selectFrom('agency_documents')
        .select(sql<number>`coalesce(max(version), 0)`.as('version'))
        .where('agency_id', '=', caller.agencyId)
        .where('kind', '=', kind)
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('agency_documents')
        .values({
          agency_id: caller.agencyId,
          kind,
          version: Number(last.version) + 1,
          title: values.Title,
          body: values.Body,
          status: 'draft',
          updated_by_name: actor.name,
        })
        .execute();
    }
    return documentOf(trx, caller.agencyId, kind);
  });
}

/** Drops the draft (404 without one). */
export async function discardDraft(
  deps: AgencyDocumentsDeps,
  caller: StaffContext,
  kind: AgencyDocumentKind,
): Promise<AgencyDocument> {
  return deps.db.transaction().execute(async (trx) => {
    await editor(trx, caller);
    const deleted = await trx
      .deleteFrom('agency_documents')
      .where('agency_id', '=', caller.agencyId)
      .where('kind', '=', kind)
      .where('status', '=', 'draft')
      .executeTakeFirst();
    if (deleted.numDeletedRows === 0n) throw notFound('There is no draft.');
    return documentOf(trx, caller.agencyId, kind);
  });
}

const formOf = (kind: AgencyDocumentKind) => AGENCY_DOCUMENT_KINDS.find((entry) => entry.key === kind)!.form;

/**
 * Publishes the draft: it becomes the current version (immutable, with its SHA-256), and every applicant
 * whose current version of the form is submitted or approved (so signed on an older version: none could
 * sign this one yet) is sent back with AGENCY_DOCUMENT_RESIGN_REASON: status changes-requested (their signed
 * version and its signature stay in the history), an audit row by the publisher, an e-mail. 409 without a
 * draft.
 */
export async function publish(
  deps: AgencyDocumentsDeps,
  caller: StaffContext,
  kind: AgencyDocumentKind,
  meta: RequestMeta,
): Promise<AgencyDocumentPublished> {
  const form = formOf(kind);
  const label = onboardingForm(form).label;
  const result = await deps.db.transaction().execute(async (trx) => {
    const actor = await editor(trx, caller);
    await lockDocumentKind(trx, caller.agencyId, form, 'exclusive');
    const draft = await trx
      .selectFrom('agency_documents')
      .selectAll()
      .where('agency_id', '=', caller.agencyId)
      .where('kind', '=', kind)
      .where('status', '=', 'draft')
      .forUpdate()
      .executeTakeFirst();
    if (!draft) throw new ApiError(409, 'no_draft', NO_DRAFT_MESSAGE);
    await trx
      .updateTable('agency_documents')
      .set({
        status: 'published',
        body_hash: documentHash({ kind, version: draft.version, title: draft.title, body: draft.body }),
        published_at: sql<Date>`now()`,
        published_by: actor.recruiterId,
        published_by_name: actor.name,
      })
      .where('id', '=', draft.id)
      .execute();

    // Every applicant whose current (highest) version of the form is signed: asked to sign again.
    const resign = await trx
      .updateTable('onboarding_documents as d')
      .set({
        status: 'changes-requested',
        reviewed_at: sql<Date>`now()`,
        reviewed_by: actor.recruiterId,
        reviewed_by_name: actor.name,
        changes_reason: AGENCY_DOCUMENT_RESIGN_REASON,
      })
      .where('d.agency_id', '=', caller.agencyId)
      .where('d.form', '=', form)
      .where('d.status', 'in', ['submitted', 'approved'])
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('onboarding_documents as later')
              .select('later.id')
              .whereRef('later.agency_id', '=', 'd.agency_id')
              .whereRef('later.applicant_id', '=', 'd.applicant_id')
              .whereRef('later.form', '=', 'd.form')
              .whereRef('later.version', '>', 'd.version'),
          ),
        ),
      )
      .returning(['d.applicant_id', 'd.version'])
      .execute();
    const agency = await trx
      .selectFrom('agencies')
      .select('name')
      .where('id', '=', caller.agencyId)
      .executeTakeFirstOrThrow();
    for (const { applicant_id: applicantId, version } of resign) {
      await writeAudit(trx, {
        agencyId: caller.agencyId,
        applicantId,
        action: 'changes-requested',
        form,
        version,
        actor: { kind: 'staff', id: actor.recruiterId, name: actor.name },
        meta,
        detail: `${AGENCY_DOCUMENT_RESIGN_REASON} (${agencyDocumentLabel(kind)} version ${draft.version} published)`,
      });
      const applicant = await trx
        .selectFrom('applicants')
        .select(['first_name', 'last_name', 'email'])
        .where('agency_id', '=', caller.agencyId)
        .where('id', '=', applicantId)
        .executeTakeFirstOrThrow();
      const name = `${applicant.first_name} ${applicant.last_name}`.trim();
      await deps.mail.enqueue(trx, {
        agencyId: caller.agencyId,
        to: applicant.email,
        kind: 'onboarding-changes-requested',
        subject: `Please sign again: ${label}`,
        text: `Hello ${name},\n\n${agency.name} has published a new version of its ${label}. Sign in to the portal, open ${label}, read the new version, and accept and sign it.\n`,
        html: `<p>Hello ${escapeHtml(name)},</p><p>${escapeHtml(agency.name)} has published a new version of its ${escapeHtml(label)}. Sign in to the portal, open ${escapeHtml(label)}, read the new version, and accept and sign it.</p>`,
      });
    }
    return { ...(await documentOf(trx, caller.agencyId, kind)), ResignRequested: resign.length };
  });
  if (result.ResignRequested > 0) deps.mail.kick();
  return result;
}

/** The applicant's read: the current published version, or an earlier published one (404 when none). */
export async function applicantDocument(
  db: Kysely<Database>,
  agencyId: number,
  kind: AgencyDocumentKind,
  version: number | null,
): Promise<PublishedAgencyDocument> {
  const row =
    version === null ? await currentPublished(db, agencyId, kind) : await publishedVersion(db, agencyId, kind, version);
  if (!row) throw notFound(`The agency has not published this version of its ${agencyDocumentLabel(kind)}.`);
  return toPublished(row);
}

/** A published version for staff reading what an applicant signed (`onboarding.review`). */
export async function staffDocumentVersion(
  deps: AgencyDocumentsDeps,
  caller: StaffContext,
  kind: AgencyDocumentKind,
  version: number,
): Promise<PublishedAgencyDocument> {
  requirePermission(
    await staffActor(deps.db, caller.agencyId, caller.recruiterId),
    'onboarding.review',
    "read applicants' onboarding",
  );
  return applicantDocument(deps.db, caller.agencyId, kind, version);
}
