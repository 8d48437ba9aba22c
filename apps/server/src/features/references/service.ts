import { randomBytes } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import {
  REFERENCE_FORM_PATH,
  REFERENCE_LINK_MESSAGES,
  REFERENCE_REQUEST_TTL_DAYS,
  REFERENCE_REQUESTS_PER_DAY,
  type ApplicantReference,
  type NurseReference,
  type PublicReferenceForm,
  type ReferenceAnswers,
  type ReferenceRequestSummary,
} from '@agency/api-client/contract';
import { referenceAnswersSchema } from '@agency/forms/schemas';
import { sha256Hex } from '../../platform/crypto';
import type { Database, Db } from '../../platform/db';
import { ApiError, RateLimitedError } from '../../platform/errors';
import { validateBody, type RequestMeta } from '../../platform/http';
import { escapeHtml, type Mailer } from '../../platform/mail';
import { applicantName, lockOnboardingApplicant, staffOnApplicant } from '../applicants';
import { readFormData, type ValueVault } from '../onboarding';
import type { ReferenceRequestRow } from './tables';
import type { StaffScope } from '../../core/identity';
import type { EventBus } from '../../platform/events';

/** What the reference calls need. */
export interface ReferencesServiceDeps {
  db: Db;
  vault: ValueVault;
  mail: Pick<Mailer, 'enqueue' | 'kick'>;
  /** An answer tells `applicant.activity` (the applicant's timeline). */
  events: EventBus;
  /** ms since the epoch (tests move it). */
  now?: () => number;
}

export const REFERENCE_NOT_FOUND_MESSAGE = 'This reference is not on your Nurse Form: save the form with it first.';
export const REFERENCE_NO_EMAIL_MESSAGE = "Add the reference's e-mail address on your Nurse Form first.";
export const REFERENCE_DAILY_LIMIT_MESSAGE = `You can send at most ${REFERENCE_REQUESTS_PER_DAY} reference requests a day. Try again tomorrow.`;

const DAY_MS = 86_400_000;
const nowOf = (deps: ReferencesServiceDeps) => new Date(deps.now?.() ?? Date.now());
const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

/** A new token: 32 random bytes, base64url (43 characters); only its SHA-256 is stored. */
export const newReferenceToken = () => randomBytes(32).toString('base64url');
export const referenceTokenHash = (token: string) => sha256Hex(`reference-request:${token}`);

/** The status a row has now (an open request past its expiry is expired). */
function statusOf(row: Pick<ReferenceRequestRow, 'status' | 'expires_at'>, now: Date) {
  return row.status === 'sent' && new Date(row.expires_at).getTime() <= now.getTime() ? 'expired' : row.status;
}

function summaryOf(row: ReferenceRequestRow, now: Date): ReferenceRequestSummary {
  return {
    ReferenceId: row.reference_id,
    Status: statusOf(row, now),
    Email: row.email,
    SentAt: iso(row.created_at)!,
    ExpiresAt: iso(row.expires_at)!,
    CompletedAt: iso(row.completed_at),
  };
}

/** The references of the applicant's current Nurse Form (the latest version, whatever its status). */
async function nurseReferences(
  db: Kysely<Database>,
  vault: ValueVault,
  agencyId: number,
  applicantId: number,
): Promise<NurseReference[]> {
  const row = await db
    .selectFrom('onboarding_documents')
    .select(['id', 'data'])
    .where('agency_id', '=', agencyId)
    .where('applicant_id', '=', applicantId)
    .where('form', '=', 'nurse-form')
    .orderBy('version', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (!row) return [];
  const data = await readFormData(
    db,
    vault,
    { agencyId, applicantId, form: 'nurse-form', documentId: row.id },
    row.data,
  );
  const list = (data as { References?: unknown }).References;
  return Array.isArray(list)
    ? (list.filter(
        (entry) => typeof entry === 'object' && entry !== null && typeof entry.Id === 'string',
      ) as NurseReference[])
    : [];
}

/** The newest request of each reference of an applicant (and the newest answers received for each). */
async function requestsOf(db: Kysely<Database>, agencyId: number, applicantId: number) {
  const rows = await db
    .selectFrom('reference_requests')
    .selectAll()
    .where('agency_id', '=', agencyId)
    .where('applicant_id', '=', applicantId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  const latest = new Map<string, ReferenceRequestRow>();
  const answered = new Map<string, ReferenceRequestRow>();
  for (const row of rows) {
    if (!latest.has(row.reference_id)) latest.set(row.reference_id, row);
    if (row.status === 'completed' && !answered.has(row.reference_id)) answered.set(row.reference_id, row);
  }
  return { latest, answered };
}

/** The applicant's: the latest request of each reference. */
export async function myReferenceRequests(
  deps: ReferencesServiceDeps,
  caller: { agencyId: number; applicantId: number },
): Promise<ReferenceRequestSummary[]> {
  const now = nowOf(deps);
  const { latest } = await requestsOf(deps.db, caller.agencyId, caller.applicantId);
  return [...latest.values()].map((row) => summaryOf(row, now));
}

/** The agency portal's public origin (the link in the e-mail): platform/tenant `agencyLinkOrigin`. */
export interface LinkBase {
  origin: string;
}

/**
 * The applicant's "Request reference": one transaction that expires the reference's open request, stores
 * a new one (the token's hash only) and queues the e-mail with the link. 404 when the reference is not on
 * the Nurse Form, 400 without an e-mail, 429 after REFERENCE_REQUESTS_PER_DAY requests in 24 hours.
 */
export async function requestReference(
  deps: ReferencesServiceDeps,
  caller: { agencyId: number; applicantId: number },
  referenceId: string,
  link: LinkBase,
): Promise<ReferenceRequestSummary> {
  const now = nowOf(deps);
  const summary = await deps.db.transaction().execute(async (trx) => {
    // One request at a time per applicant: the daily count cannot be passed by concurrent requests.
    await lockOnboardingApplicant(trx, caller.agencyId, caller.applicantId, null);
    const reference = (await nurseReferences(trx, deps.vault, caller.agencyId, caller.applicantId)).find(
      (entry) => entry.Id === referenceId,
    );
    if (!reference) throw new ApiError(404, 'not_found', REFERENCE_NOT_FOUND_MESSAGE);
    const email = typeof reference.Email === 'string' ? reference.Email.trim() : '';
    if (!email)
      throw new ApiError(400, 'validation_failed', REFERENCE_NO_EMAIL_MESSAGE, { Email: REFERENCE_NO_EMAIL_MESSAGE });

    const since = new Date(now.getTime() - DAY_MS);
    const sent = await trx
      .selectFrom('reference_requests')
      .select([sql<number>`count(*)::int`.as('count'), sql<Date | null>`min(created_at)`.as('first')])
      .where('agency_id', '=', caller.agencyId)
      .where('applicant_id', '=', caller.applicantId)
      .where('created_at', '>', since)
      .executeTakeFirstOrThrow();
    if (Number(sent.count) >= REFERENCE_REQUESTS_PER_DAY) {
      const freeAt = new Date(sent.first ?? now).getTime() + DAY_MS;
      throw new RateLimitedError(
        Math.max(1, Math.ceil((freeAt - now.getTime()) / 1000)),
        REFERENCE_DAILY_LIMIT_MESSAGE,
      );
    }

    // Requesting again replaces the open request: its link stops working.
    await trx
      .updateTable('reference_requests')
      .set({ status: 'expired', expires_at: now })
      .where('agency_id', '=', caller.agencyId)
      .where('applicant_id', '=', caller.applicantId)
      .where('reference_id', '=', referenceId)
      .where('status', '=', 'sent')
      .execute();

    const token = newReferenceToken();
    const expires = new Date(now.getTime() + REFERENCE_REQUEST_TTL_DAYS * DAY_MS);
    const row = await trx
      .insertInto('reference_requests')
      .values({
        agency_id: caller.agencyId,
        applicant_id: caller.applicantId,
        reference_id: referenceId,
        email,
        reference_name: String(reference.Name ?? '').slice(0, 200),
        facility: String(reference.Facility ?? '').slice(0, 200),
        worked_from: reference.WorkedTogetherFrom ?? null,
        worked_to: reference.WorkedTogetherTo ?? null,
        token_hash: referenceTokenHash(token),
        status: 'sent',
        created_at: now,
        expires_at: expires,
      })
      .returningAll()
      .executeTakeFirstOrThrow();

    const applicant = await applicantName(trx, caller.agencyId, caller.applicantId);
    const agency = await trx
      .selectFrom('agencies')
      .select('name')
      .where('id', '=', caller.agencyId)
      .executeTakeFirstOrThrow();
    const url = `${link.origin}${REFERENCE_FORM_PATH}/${token}`;
    const greeting = reference.Name ? `Hello ${reference.Name},` : 'Hello,';
    const until = expires.toISOString().slice(0, 10);
    const text = `${greeting}\n\n${applicant.name} is applying with ${agency.name} and named you as a professional reference. Please answer a few short questions (about 3 minutes, no account needed):\n\n${url}\n\nThe link works once, until ${until}. If you do not know ${applicant.name}, ignore this message.\n`;
    const html = `<p>${escapeHtml(greeting)}</p><p>${escapeHtml(applicant.name)} is applying with ${escapeHtml(agency.name)} and named you as a professional reference. Please answer a few short questions (about 3 minutes, no account needed):</p><p><a href="${escapeHtml(url)}">Give your reference</a></p><p>The link works once, until ${until}. If you do not know ${escapeHtml(applicant.name)}, ignore this message.</p>`;
    await deps.mail.enqueue(trx, {
      agencyId: caller.agencyId,
      to: email,
      kind: 'reference-request',
      subject: `Reference request for ${applicant.name}`,
      text,
      html,
    });
    return summaryOf(row, now);
  });
  deps.mail.kick();
  return summary;
}

/**
 * The request of a token for the public form, in the agency the request names (the link is e-mailed on that
 * agency's address; at another agency's it is unknown, like a staff invitation's): 404 unknown, 410 used or
 * expired.
 */
async function openRequest(trx: Kysely<Database>, agencyId: number, token: string, now: Date, lock: boolean) {
  if (!/^[A-Za-z0-9_-]{20,100}$/.test(token)) throw new ApiError(404, 'not_found', REFERENCE_LINK_MESSAGES.unknown);
  let query = trx
    .selectFrom('reference_requests')
    .selectAll()
    .where('agency_id', '=', agencyId)
    .where('token_hash', '=', referenceTokenHash(token));
  if (lock) query = query.forUpdate();
  const row = await query.executeTakeFirst();
  if (!row) throw new ApiError(404, 'not_found', REFERENCE_LINK_MESSAGES.unknown);
  const status = statusOf(row, now);
  if (status === 'completed') throw new ApiError(410, 'reference_used', REFERENCE_LINK_MESSAGES.used);
  if (status === 'expired') throw new ApiError(410, 'reference_expired', REFERENCE_LINK_MESSAGES.expired);
  return row;
}

/** Public: what the form shows (first name and last initial of the applicant; nothing else of theirs). */
export async function publicReferenceForm(
  deps: ReferencesServiceDeps,
  agencyId: number,
  token: string,
): Promise<PublicReferenceForm> {
  const now = nowOf(deps);
  const row = await openRequest(deps.db, agencyId, token, now, false);
  const applicant = await deps.db
    .selectFrom('applicants')
    .select(['first_name', 'last_name'])
    .where('agency_id', '=', row.agency_id)
    .where('id', '=', row.applicant_id)
    .executeTakeFirst();
  if (!applicant) throw new ApiError(404, 'not_found', REFERENCE_LINK_MESSAGES.unknown);
  const initial = applicant.last_name.trim().charAt(0).toUpperCase();
  return {
    ApplicantName: `${applicant.first_name.trim()}${initial ? ` ${initial}.` : ''}`,
    ReferenceName: row.reference_name,
    Facility: row.facility,
    WorkedFrom: row.worked_from,
    WorkedTo: row.worked_to,
    ExpiresAt: iso(row.expires_at)!,
  };
}

/**
 * Tells staff a reference answered, in the transaction that stores the answers: an activity row on the
 * applicant ("Reference answered by <name>", by the system) and an e-mail to the applicant's owner when
 * they have one whose account is active. The e-mail names the reference only: the answers stay behind the
 * staff sign-in (the record's Onboarding tab).
 */
async function noticeAnswered(
  trx: Kysely<Database>,
  deps: Pick<ReferencesServiceDeps, 'mail' | 'events'>,
  row: ReferenceRequestRow,
) {
  const { mail } = deps;
  // The name the applicant gave on the Nurse Form (copied at request time), not the one typed in the answers.
  const referenceName = row.reference_name.trim() || 'A reference';
  await deps.events.emit(trx, 'applicant.activity', {
    agencyId: row.agency_id,
    applicantId: row.applicant_id,
    actor: null,
    kind: 'updated',
    text: `Reference answered by ${referenceName}`,
  });
  const people = await trx
    .selectFrom('applicants as a')
    .leftJoin('recruiters as r', (join) =>
      join.onRef('r.id', '=', 'a.owner_id').onRef('r.agency_id', '=', 'a.agency_id'),
    )
    .leftJoin('users as u', (join) => join.onRef('u.id', '=', 'r.user_id').onRef('u.agency_id', '=', 'r.agency_id'))
    .select([
      'a.first_name',
      'a.last_name',
      'u.email as owner_email',
      'u.first_name as owner_first_name',
      'u.is_active as owner_active',
    ])
    .where('a.agency_id', '=', row.agency_id)
    .where('a.id', '=', row.applicant_id)
    .executeTakeFirst();
  if (!people?.owner_email || !people.owner_active) return false;
  const applicant = `${people.first_name} ${people.last_name}`.trim();
  const greeting = people.owner_first_name ? `Hello ${people.owner_first_name},` : 'Hello,';
  const where = "the applicant's record (Onboarding tab, Nurse Form)";
  await mail.enqueue(trx, {
    agencyId: row.agency_id,
    to: people.owner_email,
    kind: 'reference-answered',
    subject: `Reference received for ${applicant}`,
    text: `${greeting}\n\n${referenceName} answered the reference request for ${applicant}.\n\nThe answers are on ${where}.\n`,
    html: `<p>${escapeHtml(greeting)}</p><p>${escapeHtml(referenceName)} answered the reference request for ${escapeHtml(applicant)}.</p><p>The answers are on ${escapeHtml(where)}.</p>`,
  });
  return true;
}

/**
 * Public: the answers, once (the row is locked: two submissions at once answer 410 to the second). The
 * applicant's owner is e-mailed and an activity row written in the same transaction (`noticeAnswered`).
 */
export async function submitReference(
  deps: ReferencesServiceDeps,
  agencyId: number,
  token: string,
  body: unknown,
  meta: RequestMeta,
): Promise<{ Completed: true }> {
  const now = nowOf(deps);
  const { mailed } = await deps.db.transaction().execute(async (trx) => {
    const row = await openRequest(trx, agencyId, token, now, true);
    const answers: ReferenceAnswers = validateBody(referenceAnswersSchema, body);
    await trx
      .updateTable('reference_requests')
      .set({
        status: 'completed',
        completed_at: now,
        answers: JSON.stringify(answers),
        completed_ip: meta.ip,
        completed_user_agent: meta.userAgent,
      })
      .where('id', '=', row.id)
      .where('status', '=', 'sent')
      .execute();
    return { mailed: await noticeAnswered(trx, deps, row) };
  });
  if (mailed) deps.mail.kick();
  return { Completed: true };
}

/** Staff (`onboarding.review`): the applicant's Nurse Form references, their latest requests and answers. */
export async function applicantReferences(
  deps: ReferencesServiceDeps,
  caller: StaffScope,
  applicantId: number,
): Promise<ApplicantReference[]> {
  const now = nowOf(deps);
  return deps.db.transaction().execute(async (trx) => {
    await staffOnApplicant(trx, caller, applicantId, 'onboarding.review', 'read references');
    const references = await nurseReferences(trx, deps.vault, caller.agencyId, applicantId);
    const { latest, answered } = await requestsOf(trx, caller.agencyId, applicantId);
    return references.map((reference) => {
      const request = latest.get(reference.Id) ?? null;
      const answer = answered.get(reference.Id) ?? null;
      return {
        ReferenceId: reference.Id,
        Name: String(reference.Name ?? ''),
        Title: String(reference.Title ?? ''),
        Facility: String(reference.Facility ?? ''),
        Email: String(reference.Email ?? ''),
        Phone: String(reference.Phone ?? ''),
        Supervisory: reference.Supervisory === true,
        Request: request ? summaryOf(request, now) : null,
        Answers: answer?.answers ? (JSON.parse(answer.answers) as ReferenceAnswers) : null,
        AnsweredAt: iso(answer?.completed_at ?? null),
      };
    });
  });
}
