import { randomBytes } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import {
  INVITATION_GONE_MESSAGE,
  ROLE_KEYS,
  ROLE_NAMES,
  STAFF_LIMITS,
  can,
  type AcceptedInvitation,
  type RecruiterRegistrationResponse,
  type RoleKey,
  type StaffActionResult,
  type StaffInvitation,
} from '@agency/api-client/contract';
import {
  acceptInvitationSchema,
  registrationPayloadSchema,
  staffApprovalSchema,
  staffDeactivationSchema,
  staffInvitationSchema,
  staffRolesSchema,
} from '@agency/forms/schemas';
import { auditName, recordAudit, type AuditAction } from '../../core/audit';
import { sha256Hex } from '../../platform/crypto';
import type { Database, Db } from '../../platform/db';
import { accountGone, ApiError, forbidden, notFound, validationFailed } from '../../platform/errors';
import { normaliseEmail, validateBody } from '../../platform/http';
import type { Mailer } from '../../platform/mail';
import type { PasswordHasher } from '../../platform/password';
import { createAccount } from '../account';
import { agencyRow } from '../../platform/tenant';
import { issueVerificationCode } from '../registration';
import { sendAuditedPasswordReset } from '../user-management';
import { staffMember } from './directory';
import {
  ACCEPT_INVITATION_PATH,
  approvedMail,
  invitationMail,
  RECRUITERS_PATH,
  registrationNoticeMail,
  type LinkBase,
} from './mail';
import { sessionsChanged, shutOutAccount, type StaffContext, type StaffStanding } from '../../core/identity';
import type { EventBus } from '../../platform/events';

/**
 * Staff account management (Management → Recruiters, issue 15, docs/recruiters.md): invitations with a
 * one-time link, roles and titles, deactivation (sessions end at once; applicants reassigned in the same
 * transaction), reactivation, password resets, and the approval of self-registered recruiters. For holders of
 * `staff.manage` (admins) and the agency owner whatever their roles; every query is scoped to the caller's
 * agency (another agency's member is "not found"); each action and its audit row commit together.
 */

export interface ManagementDeps {
  db: Db;
  hasher: PasswordHasher;
  mail: Pick<Mailer, 'enqueue' | 'kick'>;
  config: { temporaryPasswordTtlSeconds: number; verificationCodeTtlSeconds: number };
  /** A deactivation's reassigned applicants tell `applicant.activity` (their timelines). */
  events: EventBus;
}

export const MANAGERS_ONLY_MESSAGE = 'Only the agency owner or an admin can manage staff accounts.';
export const MEMBER_NOT_FOUND_MESSAGE = 'No such staff member in this agency.';
export const memberNotFound = () => notFound(MEMBER_NOT_FOUND_MESSAGE);
export const STAFF_EMAIL_TAKEN_MESSAGE = 'This e-mail address already belongs to an account of this agency.';
export const LAST_ADMIN_MESSAGE = 'The agency needs at least one active admin: make someone else an admin first.';
export const OWNER_DEACTIVATION_MESSAGE = "The agency owner's account cannot be deactivated.";
export const SELF_DEACTIVATION_MESSAGE = 'You cannot deactivate your own account.';
export const OWNER_ROLES_MESSAGE = "Only the agency owner can change the owner's roles.";
export const OWN_ROLES_MESSAGE = 'You cannot change your own roles: ask another admin.';
export const REASSIGN_TO_MESSAGE = 'Choose an active colleague other than the person you deactivate.';

const HOUR_MS = 3_600_000;

const rolesText = (roles: readonly RoleKey[]) => roles.map((role) => ROLE_NAMES[role]).join(', ');
const inOrder = (roles: readonly string[]): RoleKey[] => ROLE_KEYS.filter((key) => roles.includes(key));

/**
 * The caller as a manager: the agency's owner (whatever their roles) or a holder of `staff.manage`, their
 * roles as stored now; else 403.
 */
async function managerOf(db: Kysely<Database>, caller: StaffContext): Promise<{ name: string; owner: boolean }> {
  const row = await db
    .selectFrom('recruiters as r')
    .innerJoin('users as u', (join) => join.onRef('u.id', '=', 'r.user_id').onRef('u.agency_id', '=', 'r.agency_id'))
    .innerJoin('agencies as a', 'a.id', 'r.agency_id')
    .select(['r.roles', 'r.standing', 'u.first_name', 'u.last_name', 'u.is_active', 'a.owner_user_id'])
    .where('r.agency_id', '=', caller.agencyId)
    .where('r.user_id', '=', caller.userId)
    .executeTakeFirst();
  if (!row || !row.is_active) throw accountGone();
  const owner = row.owner_user_id === caller.userId;
  if (!owner && (row.standing !== 'member' || !can(row.roles, 'staff.manage'))) throw forbidden(MANAGERS_ONLY_MESSAGE);
  return { name: auditName(row), owner };
}

/** Checks the caller may manage staff (403 otherwise); the screen asks before offering the actions. */
export async function requireManager(db: Db, caller: StaffContext): Promise<void> {
  await managerOf(db, caller);
}

interface MemberRow {
  id: number;
  roles: RoleKey[];
  standing: StaffStanding;
  title: string;
  user_id: string;
  first_name: string;
  last_name: string;
  email: string;
  is_active: boolean;
  is_verified: boolean;
  owner: boolean;
  /** As the audit log keeps it. */
  name: string;
}

/** The member, locked for the action's transaction; 404 when not in this agency. */
async function lockMember(trx: Kysely<Database>, agencyId: number, recruiterId: number): Promise<MemberRow> {
  const row = await trx
    .selectFrom('recruiters as r')
    .innerJoin('users as u', (join) => join.onRef('u.id', '=', 'r.user_id').onRef('u.agency_id', '=', 'r.agency_id'))
    .innerJoin('agencies as a', 'a.id', 'r.agency_id')
    .select([
      'r.id',
      'r.roles',
      'r.standing',
      'r.title',
      'u.id as user_id',
      'u.first_name',
      'u.last_name',
      'u.email',
      'u.is_active',
      'u.is_verified',
      sql<boolean>`a.owner_user_id IS NOT DISTINCT FROM u.id`.as('owner'),
    ])
    .where('r.agency_id', '=', agencyId)
    .where('r.id', '=', recruiterId)
    .forUpdate(['r', 'u'])
    .executeTakeFirst();
  if (!row) throw notFound(MEMBER_NOT_FOUND_MESSAGE);
  return { ...row, owner: row.owner === true, name: auditName(row) };
}

/**
 * Serialises the changes that could leave the agency without an admin (role changes, deactivations): they
 * lock the agency's row first, so two of them cannot each count the other as the remaining admin.
 */
const lockAgency = (trx: Kysely<Database>, agencyId: number) => agencyRow(trx, agencyId, true);

/** The audit row of a manager's action on a member, in the action's transaction. */
function recordMemberAction(
  trx: Kysely<Database>,
  caller: StaffContext,
  manager: { name: string },
  action: AuditAction,
  member: { user_id: string; name: string },
  detail?: Record<string, unknown>,
): Promise<void> {
  return recordAudit(trx, {
    agencyId: caller.agencyId,
    action,
    actorUserId: caller.userId,
    actorName: manager.name,
    subjectUserId: member.user_id,
    subjectName: member.name,
    detail,
    ip: caller.ip,
  });
}

/** Makes the member's open invitation links stop working, in `trx`. */
async function withdrawInvitations(trx: Kysely<Database>, agencyId: number, userId: string, now: Date) {
  await trx
    .updateTable('staff_invitations')
    .set({ revoked_at: now })
    .where('agency_id', '=', agencyId)
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .where('revoked_at', 'is', null)
    .execute();
}

/** Lets the member's account sign in again, in `trx`. */
async function activateAccount(trx: Kysely<Database>, agencyId: number, member: MemberRow) {
  await trx
    .updateTable('users')
    .set({ is_active: true, updated_at: new Date() })
    .where('id', '=', member.user_id)
    .where('agency_id', '=', agencyId)
    .execute();
}

/**
 * Closes the member's account (deactivated, or their registration declined), in `trx`: it cannot sign in,
 * every session ends (`reason`), an open Recruiter History entry closes. Returns how many sessions ended.
 */
async function closeAccount(
  trx: Kysely<Database>,
  agencyId: number,
  member: MemberRow,
  reason: string,
  now: Date,
): Promise<number> {
  const ended = await shutOutAccount(
    trx,
    { userId: member.user_id, agencyId },
    { is_active: false, updated_at: now },
    reason,
  );
  await trx
    .updateTable('recruiter_entries')
    .set({ exit_at: now })
    .where('agency_id', '=', agencyId)
    .where('recruiter_id', '=', member.id)
    .where('exit_at', 'is', null)
    .execute();
  return ended;
}

/** Active admins of the agency other than this member. */
async function otherActiveAdmins(trx: Kysely<Database>, agencyId: number, recruiterId: number): Promise<number> {
  const row = await trx
    .selectFrom('recruiters as r')
    .innerJoin('users as u', (join) => join.onRef('u.id', '=', 'r.user_id').onRef('u.agency_id', '=', 'r.agency_id'))
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('r.agency_id', '=', agencyId)
    .where('r.id', '<>', recruiterId)
    .where('r.standing', '=', 'member')
    .where('u.is_active', '=', true)
    .where(sql<boolean>`'admin' = ANY (r.roles)`)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

const isActiveAdmin = (member: MemberRow) =>
  member.standing === 'member' && member.is_active && member.roles.includes('admin');

async function result(db: Db, agencyId: number, recruiterId: number, message: string): Promise<StaffActionResult> {
  const member = await staffMember(db, agencyId, recruiterId);
  if (!member) throw notFound(MEMBER_NOT_FOUND_MESSAGE);
  return { Member: member, Message: message };
}

const conflict = (code: string, message: string) => new ApiError(409, code, message);

/** What an action on a member did: its message, the account it changed, whether it queued mail. */
interface ActionOutcome {
  message: string;
  userId?: string;
  mailed?: boolean;
}

/**
 * A manager's action on a member in one transaction: the caller checked as a manager (403) first, then `act`.
 * After the commit, the sessions of the account it changed re-read it (again: a session check that read before
 * the commit may have cached the old state, the old roles and title included), the mail it queued goes out,
 * and the answer holds the member as they are now.
 */
async function memberAction(
  deps: ManagementDeps,
  caller: StaffContext,
  recruiterId: number,
  act: (trx: Kysely<Database>, manager: { name: string; owner: boolean }) => Promise<ActionOutcome>,
): Promise<StaffActionResult> {
  const outcome = await deps.db.transaction().execute(async (trx) => act(trx, await managerOf(trx, caller)));
  if (outcome.mailed) deps.mail.kick();
  if (outcome.userId) sessionsChanged({ userId: outcome.userId, agencyId: caller.agencyId });
  return result(deps.db, caller.agencyId, recruiterId, outcome.message);
}

// ---------------------------------------------------------------------------------------------
// Invitations
// ---------------------------------------------------------------------------------------------

/** A new invitation token: 32 random bytes, base64url (43 characters); only its SHA-256 is stored. */
const newInvitationToken = () => randomBytes(32).toString('base64url');
export const invitationTokenHash = (token: string) => sha256Hex(`staff-invitation:${token}`);

/**
 * Replaces the member's open invitation links with a new one (the old ones stop working), and queues its
 * e-mail, in `trx`. Returns when the new link stops working.
 */
async function issueInvitation(
  trx: Kysely<Database>,
  deps: Pick<ManagementDeps, 'mail'>,
  invitee: { agencyId: number; userId: string; email: string; firstName: string },
  context: { agencyName: string; inviterUserId: string; inviterName: string; link: LinkBase },
): Promise<Date> {
  const now = new Date();
  await withdrawInvitations(trx, invitee.agencyId, invitee.userId, now);
  const token = newInvitationToken();
  const expiresAt = new Date(now.getTime() + STAFF_LIMITS.invitationHours * HOUR_MS);
  await trx
    .insertInto('staff_invitations')
    .values({
      agency_id: invitee.agencyId,
      user_id: invitee.userId,
      token_hash: invitationTokenHash(token),
      expires_at: expiresAt,
      used_at: null,
      revoked_at: null,
      invited_by: context.inviterUserId,
    })
    .execute();
  await deps.mail.enqueue(trx, {
    agencyId: invitee.agencyId,
    to: invitee.email,
    kind: 'staff-invitation',
    ...invitationMail({
      firstName: invitee.firstName,
      agencyName: context.agencyName,
      inviterName: context.inviterName,
      url: `${context.link.origin}${ACCEPT_INVITATION_PATH}/${token}`,
      expiresAt,
    }),
  });
  return expiresAt;
}

/**
 * Invites a staff member: the account (inactive, an unusable random password) and its staff record with the
 * roles and title, an invitation link e-mailed (72 hours, once), and the audit row, in one transaction.
 * 409 when the agency already has an account with the e-mail.
 */
export async function inviteMember(
  deps: ManagementDeps,
  caller: StaffContext,
  body: unknown,
  link: LinkBase,
): Promise<StaffActionResult> {
  const { db } = deps;
  const manager = await managerOf(db, caller);
  const values = validateBody(staffInvitationSchema, body);
  const email = normaliseEmail(values.Email);
  const taken = await db
    .selectFrom('users')
    .select('id')
    .where('agency_id', '=', caller.agencyId)
    .where('email', '=', email)
    .executeTakeFirst();
  if (taken) throw new ApiError(409, 'email_taken', STAFF_EMAIL_TAKEN_MESSAGE, { Email: STAFF_EMAIL_TAKEN_MESSAGE });
  const roles = inOrder(values.Roles as string[]);
  const { name } = await agencyRow(db, caller.agencyId);
  const created = await createAccount(
    db,
    deps.hasher,
    {
      agencyId: caller.agencyId,
      email,
      // Nobody knows it: the invitee chooses theirs from the link.
      password: randomBytes(24).toString('base64url'),
      firstName: values.FirstName,
      lastName: values.LastName,
      verified: false,
      kind: { type: 'staff', roles, title: values.Title },
    },
    async (trx, account) => {
      await trx
        .updateTable('users')
        .set({ is_active: false })
        .where('id', '=', account.userId)
        .where('agency_id', '=', caller.agencyId)
        .execute();
      await trx.updateTable('recruiters').set({ standing: 'invited' }).where('id', '=', account.recordId).execute();
      await issueInvitation(
        trx,
        deps,
        { agencyId: caller.agencyId, userId: account.userId, email: account.email, firstName: values.FirstName },
        { agencyName: name, inviterUserId: caller.userId, inviterName: manager.name, link },
      );
      await recordMemberAction(
        trx,
        caller,
        manager,
        'recruiter-invited',
        { user_id: account.userId, name: `${values.FirstName} ${values.LastName}`.trim() },
        { Email: account.email, Roles: rolesText(roles), ...(values.Title ? { Title: values.Title } : {}) },
      );
    },
  );
  deps.mail.kick();
  return result(db, caller.agencyId, created.recordId, `An invitation has been sent to ${created.email}.`);
}

/** E-mails a new invitation link to an invited member; the previous link stops working. */
export async function resendInvitation(
  deps: ManagementDeps,
  caller: StaffContext,
  recruiterId: number,
  link: LinkBase,
): Promise<StaffActionResult> {
  const { db } = deps;
  const manager = await managerOf(db, caller);
  const { name } = await agencyRow(db, caller.agencyId);
  const message = await db.transaction().execute(async (trx) => {
    const member = await lockMember(trx, caller.agencyId, recruiterId);
    if (member.standing !== 'invited')
      throw conflict(
        'not_invited',
        `${member.name} has no open invitation: only an invitation not yet accepted can be sent again.`,
      );
    await issueInvitation(
      trx,
      deps,
      { agencyId: caller.agencyId, userId: member.user_id, email: member.email, firstName: member.first_name },
      { agencyName: name, inviterUserId: caller.userId, inviterName: manager.name, link },
    );
    await recordMemberAction(trx, caller, manager, 'recruiter-invited', member, { Email: member.email, Resent: true });
    return `A new invitation has been sent to ${member.email}; the previous link no longer works.`;
  });
  deps.mail.kick();
  return result(db, caller.agencyId, recruiterId, message);
}

/** The invitation of a token, read in `db` (locked in a transaction when `lock`): 404 unknown, 410 gone. */
async function openInvitation(db: Kysely<Database>, agencyId: number, token: string, lock: boolean) {
  if (!/^[A-Za-z0-9_-]{20,100}$/.test(token)) throw new ApiError(404, 'not_found', INVITATION_GONE_MESSAGE);
  let query = db
    .selectFrom('staff_invitations as i')
    .innerJoin('users as u', (join) => join.onRef('u.id', '=', 'i.user_id').onRef('u.agency_id', '=', 'i.agency_id'))
    .innerJoin('recruiters as r', (join) =>
      join.onRef('r.user_id', '=', 'u.id').onRef('r.agency_id', '=', 'u.agency_id'),
    )
    .select([
      'i.id',
      'i.expires_at',
      'i.used_at',
      'i.revoked_at',
      'r.id as recruiter_id',
      'r.standing',
      'u.id as user_id',
      'u.first_name',
      'u.last_name',
      'u.email',
    ])
    .where('i.agency_id', '=', agencyId)
    .where('i.token_hash', '=', invitationTokenHash(token));
  if (lock) query = query.forUpdate(['i', 'r', 'u']);
  const row = await query.executeTakeFirst();
  if (!row) throw new ApiError(404, 'not_found', INVITATION_GONE_MESSAGE);
  if (
    row.used_at !== null ||
    row.revoked_at !== null ||
    row.expires_at.getTime() <= Date.now() ||
    row.standing !== 'invited'
  )
    throw new ApiError(410, 'invitation_gone', INVITATION_GONE_MESSAGE);
  return row;
}

/** Public: who the link invites, to which agency, until when. */
export async function invitationOfToken(
  db: Db,
  agency: { id: number; name: string },
  token: string,
): Promise<StaffInvitation> {
  const row = await openInvitation(db, agency.id, token, false);
  return {
    FirstName: row.first_name,
    LastName: row.last_name,
    Email: row.email,
    AgencyName: agency.name,
    ExpiresAt: row.expires_at.toISOString(),
  };
}

/**
 * Public: the invitee sets their password (registration's rules), which uses the link up, verifies the
 * e-mail (the link proved it) and activates the account, in one transaction. The portal then signs in.
 */
export async function acceptInvitation(
  deps: Pick<ManagementDeps, 'db' | 'hasher'>,
  agency: { id: number },
  token: string,
  body: unknown,
): Promise<AcceptedInvitation> {
  const { db } = deps;
  const values = validateBody(acceptInvitationSchema, body);
  await openInvitation(db, agency.id, token, false);
  // Hashed outside the transaction (Argon2 is slow; PGlite has one connection).
  const passwordHash = await deps.hasher.hash(values.Password);
  const accepted = await db.transaction().execute(async (trx) => {
    const row = await openInvitation(trx, agency.id, token, true);
    const now = new Date();
    await trx.updateTable('staff_invitations').set({ used_at: now }).where('id', '=', row.id).execute();
    await withdrawInvitations(trx, agency.id, row.user_id, now);
    await trx
      .updateTable('users')
      .set({
        password_hash: passwordHash,
        is_active: true,
        is_verified: true,
        must_change_password: false,
        temp_password_hash: null,
        temp_password_expires_at: null,
        temp_password_used_at: null,
        updated_at: now,
      })
      .where('id', '=', row.user_id)
      .where('agency_id', '=', agency.id)
      .execute();
    await trx.updateTable('recruiters').set({ standing: 'member' }).where('id', '=', row.recruiter_id).execute();
    return { userId: row.user_id, email: row.email };
  });
  sessionsChanged({ userId: accepted.userId, agencyId: agency.id });
  return { Email: accepted.email };
}

// ---------------------------------------------------------------------------------------------
// Roles, deactivation, reactivation, password reset
// ---------------------------------------------------------------------------------------------

/**
 * Changes a member's title and roles (at least one). The owner's roles only the owner changes; nobody else
 * changes their own roles; the agency keeps an active admin. A self-registered recruiter gets roles by approval.
 */
export function updateMember(
  deps: ManagementDeps,
  caller: StaffContext,
  recruiterId: number,
  body: unknown,
): Promise<StaffActionResult> {
  return memberAction(deps, caller, recruiterId, async (trx, manager) => {
    const values = validateBody(staffRolesSchema, body);
    const roles = inOrder(values.Roles as string[]);
    await lockAgency(trx, caller.agencyId);
    const member = await lockMember(trx, caller.agencyId, recruiterId);
    const { name } = member;
    if (member.standing === 'pending-approval' || member.standing === 'declined')
      throw conflict('not_approved', `${name} has not been approved: approve them with their roles instead.`);
    const before = inOrder(member.roles);
    const rolesChanged = before.join(',') !== roles.join(',');
    if (rolesChanged && member.owner && !manager.owner) throw forbidden(OWNER_ROLES_MESSAGE);
    if (rolesChanged && member.user_id === caller.userId && !manager.owner)
      throw conflict('own_roles', OWN_ROLES_MESSAGE);
    if (
      rolesChanged &&
      isActiveAdmin(member) &&
      !roles.includes('admin') &&
      (await otherActiveAdmins(trx, caller.agencyId, member.id)) === 0
    )
      throw conflict('last_admin', LAST_ADMIN_MESSAGE);
    if (!rolesChanged && member.title === values.Title) return { message: `Nothing to change for ${name}.` };
    await trx
      .updateTable('recruiters')
      .set({ roles, title: values.Title })
      .where('id', '=', member.id)
      .where('agency_id', '=', caller.agencyId)
      .execute();
    await recordMemberAction(trx, caller, manager, 'recruiter-roles-changed', member, {
      ...(rolesChanged ? { From: rolesText(before), To: rolesText(roles) } : {}),
      ...(member.title !== values.Title ? { TitleFrom: member.title, TitleTo: values.Title } : {}),
    });
    return {
      message: `${name}: ${rolesText(roles)}${values.Title ? `, ${values.Title}` : ''}.`,
      userId: member.user_id,
    };
  });
}

/**
 * Deactivates a member: the account cannot sign in, every session ends at once (refresh token families
 * revoked; any access token it holds gets 401 at its next request), an open Recruiter History entry closes,
 * and, when `ReassignTo` names an active colleague, every applicant they own (archived ones too) goes to that
 * colleague with an 'assigned' activity row, in the same transaction. Not the owner, not oneself, not the last
 * active admin. An invited member: the invitation is withdrawn (its link stops working).
 */
export function deactivateMember(
  deps: ManagementDeps,
  caller: StaffContext,
  recruiterId: number,
  body: unknown,
): Promise<StaffActionResult> {
  return memberAction(deps, caller, recruiterId, async (trx, manager) => {
    const { ReassignTo: reassignTo } = validateBody(staffDeactivationSchema, body ?? {});
    await lockAgency(trx, caller.agencyId);
    const member = await lockMember(trx, caller.agencyId, recruiterId);
    const { name } = member;
    if (member.owner) throw conflict('owner_protected', OWNER_DEACTIVATION_MESSAGE);
    if (member.user_id === caller.userId) throw conflict('self', SELF_DEACTIVATION_MESSAGE);
    if (member.standing === 'pending-approval')
      throw conflict('pending_approval', `${name} is waiting for approval: decline the registration instead.`);
    if (member.standing === 'declined')
      throw conflict('declined', `${name}'s registration was declined: the account is closed.`);
    if (member.standing === 'member' && !member.is_active) return { message: `${name} is already inactive.` };
    if (isActiveAdmin(member) && (await otherActiveAdmins(trx, caller.agencyId, member.id)) === 0)
      throw conflict('last_admin', LAST_ADMIN_MESSAGE);

    let colleague: { id: number; name: string } | null = null;
    if (reassignTo !== null && reassignTo !== undefined) {
      const row =
        reassignTo === member.id
          ? undefined
          : await trx
              .selectFrom('recruiters as r')
              .innerJoin('users as u', (join) =>
                join.onRef('u.id', '=', 'r.user_id').onRef('u.agency_id', '=', 'r.agency_id'),
              )
              .select(['r.id', 'u.first_name', 'u.last_name'])
              .where('r.agency_id', '=', caller.agencyId)
              .where('r.id', '=', reassignTo)
              .where('r.standing', '=', 'member')
              .where('u.is_active', '=', true)
              .executeTakeFirst();
      if (!row) throw validationFailed({ ReassignTo: REASSIGN_TO_MESSAGE });
      colleague = { id: row.id, name: auditName(row) };
    }

    const now = new Date();
    let reassigned = 0;
    if (colleague) {
      const moved = await trx
        .updateTable('applicants')
        .set({ owner_id: colleague.id, updated_at: now })
        .where('agency_id', '=', caller.agencyId)
        .where('owner_id', '=', member.id)
        .returning('id')
        .execute();
      reassigned = moved.length;
      for (const applicant of moved)
        await deps.events.emit(trx, 'applicant.activity', {
          agencyId: caller.agencyId,
          applicantId: applicant.id,
          actor: { recruiterId: caller.recruiterId, name: manager.name },
          kind: 'assigned',
          text: `Assigned to ${colleague.name} (${name} was deactivated)`,
        });
    }
    const invited = member.standing === 'invited';
    if (invited) {
      await withdrawInvitations(trx, caller.agencyId, member.user_id, now);
      await trx.updateTable('recruiters').set({ standing: 'member' }).where('id', '=', member.id).execute();
    }
    const ended = await closeAccount(trx, caller.agencyId, member, 'account-deactivated', now);
    await recordMemberAction(trx, caller, manager, 'recruiter-deactivated', member, {
      SessionsEnded: ended,
      ...(invited ? { InvitationWithdrawn: true } : {}),
      ...(colleague ? { ReassignedTo: colleague.name, ApplicantsReassigned: reassigned } : {}),
    });
    const applicants = reassigned === 1 ? '1 applicant' : `${reassigned} applicants`;
    return {
      userId: member.user_id,
      message: invited
        ? `The invitation to ${name} is withdrawn: the link no longer works.`
        : colleague
          ? `${name} is deactivated and signed out everywhere; ${applicants} went to ${colleague.name}.`
          : `${name} is deactivated and signed out everywhere.`,
    };
  });
}

/** Lets a deactivated member sign in again (their ended sessions stay ended). */
export function reactivateMember(
  deps: ManagementDeps,
  caller: StaffContext,
  recruiterId: number,
): Promise<StaffActionResult> {
  return memberAction(deps, caller, recruiterId, async (trx, manager) => {
    const member = await lockMember(trx, caller.agencyId, recruiterId);
    const { name } = member;
    if (member.standing === 'pending-approval' || member.standing === 'declined')
      throw conflict('not_approved', `${name} registered themself: approve them with their roles instead.`);
    if (member.standing === 'invited')
      throw conflict('invited', `${name} has not accepted the invitation yet: send it again instead.`);
    if (member.is_active) return { message: `${name} is already active.` };
    await activateAccount(trx, caller.agencyId, member);
    await recordMemberAction(trx, caller, manager, 'recruiter-reactivated', member);
    return { message: `${name} is active again and can sign in.`, userId: member.user_id };
  });
}

/**
 * Sends an active member the forgot-password e-mail (features/account's `sendTemporaryPassword`: a temporary
 * password beside the real one), its audit row in the same transaction: Manage Users' own reset
 * (features/user-management's `sendAuditedPasswordReset`).
 */
export async function resetMemberPassword(
  deps: ManagementDeps,
  caller: StaffContext,
  recruiterId: number,
): Promise<StaffActionResult> {
  const { db } = deps;
  const manager = await managerOf(db, caller);
  const member = await staffMember(db, caller.agencyId, recruiterId);
  if (!member) throw notFound(MEMBER_NOT_FOUND_MESSAGE);
  const name = `${member.FirstName} ${member.LastName}`.trim();
  if (member.Status === 'invited')
    throw conflict('invited', `${name} has not accepted the invitation yet: send the invitation again instead.`);
  if (member.Status !== 'active')
    throw conflict('inactive', `${name}'s account is not active: a password reset cannot be sent.`);
  const sent = await sendAuditedPasswordReset(deps, { ...caller, name: manager.name }, member.Email);
  if (!sent) throw conflict('inactive', `${name}'s account is not active: a password reset cannot be sent.`);
  return result(db, caller.agencyId, recruiterId, `A temporary password has been sent to ${member.Email}.`);
}

// ---------------------------------------------------------------------------------------------
// Self-registration and approval
// ---------------------------------------------------------------------------------------------

/**
 * SPEC §1: a recruiter registers themself. The registration payload and rules of SPEC §3, §5 (the account
 * feature's createAccount, the one place accounts are created), a staff record without any role, waiting for
 * approval, its verification code e-mailed (registration's own), and a notice to the agency owner, in one
 * transaction. The account signs in and verifies like an applicant's; every staff call refuses it until an
 * owner or admin approves it (features/auth/authenticate.ts).
 */
export async function registerSelf(
  deps: ManagementDeps,
  agency: { id: number; name: string; owner_user_id: string | null },
  payload: unknown,
  link: LinkBase,
  beforeCreate: () => Promise<void>,
): Promise<RecruiterRegistrationResponse> {
  const { db } = deps;
  const values = validateBody(registrationPayloadSchema, payload);
  await beforeCreate();
  const owner = agency.owner_user_id
    ? await db
        .selectFrom('users')
        .select(['email', 'first_name', 'is_active'])
        .where('id', '=', agency.owner_user_id)
        .where('agency_id', '=', agency.id)
        .executeTakeFirst()
    : undefined;
  const account = await createAccount(
    db,
    deps.hasher,
    {
      agencyId: agency.id,
      email: normaliseEmail(values.Email),
      password: values.Password,
      firstName: values.First_Name,
      lastName: values.Last_Name,
      middleName: values.Middle_Name ?? '',
      verified: false,
      kind: { type: 'staff', roles: [], title: '' },
    },
    async (trx, created) => {
      await trx
        .updateTable('recruiters')
        .set({ standing: 'pending-approval' })
        .where('id', '=', created.recordId)
        .execute();
      await issueVerificationCode(
        trx,
        { mail: deps.mail, codeTtlSeconds: deps.config.verificationCodeTtlSeconds },
        { id: created.userId, agencyId: agency.id, email: created.email, firstName: created.firstName },
        agency.name,
      );
      if (owner?.is_active)
        await deps.mail.enqueue(trx, {
          agencyId: agency.id,
          to: owner.email,
          kind: 'recruiter-registration',
          ...registrationNoticeMail({
            ownerFirstName: owner.first_name,
            agencyName: agency.name,
            name: `${values.First_Name} ${values.Last_Name}`.trim(),
            email: created.email,
            url: `${link.origin}${RECRUITERS_PATH}`,
          }),
        });
    },
  );
  deps.mail.kick();
  return { UserId: account.userId, RecruiterId: account.recordId, Email: account.email };
}

/**
 * Approves a self-registered recruiter (waiting, or declined earlier) with these roles, once their e-mail is
 * verified: the account works from its next request (the portal renews its token on the 403 it got while
 * waiting), and they are told by e-mail.
 */
export function approveMember(
  deps: ManagementDeps,
  caller: StaffContext,
  recruiterId: number,
  body: unknown,
  link: LinkBase,
): Promise<StaffActionResult> {
  return memberAction(deps, caller, recruiterId, async (trx, manager) => {
    const values = validateBody(staffApprovalSchema, body);
    const roles = inOrder(values.Roles as string[]);
    const agency = await lockAgency(trx, caller.agencyId);
    const member = await lockMember(trx, caller.agencyId, recruiterId);
    const { name } = member;
    if (member.standing !== 'pending-approval' && member.standing !== 'declined')
      throw conflict('not_pending', `${name} is not waiting for approval.`);
    if (!member.is_verified)
      throw conflict(
        'not_verified',
        `${name} has not verified their e-mail address yet: approve them once they have entered the code we sent.`,
      );
    await trx
      .updateTable('recruiters')
      .set({ roles, standing: 'member' })
      .where('id', '=', member.id)
      .where('agency_id', '=', caller.agencyId)
      .execute();
    await activateAccount(trx, caller.agencyId, member);
    await deps.mail.enqueue(trx, {
      agencyId: caller.agencyId,
      to: member.email,
      kind: 'recruiter-approved',
      ...approvedMail({ firstName: member.first_name, agencyName: agency.name, url: `${link.origin}/login` }),
    });
    await recordMemberAction(trx, caller, manager, 'recruiter-approved', member, {
      Roles: rolesText(roles),
      ...(member.standing === 'declined' ? { DeclinedBefore: true } : {}),
    });
    return { message: `${name} is approved as ${rolesText(roles)}.`, userId: member.user_id, mailed: true };
  });
}

/** Declines a self-registered recruiter: the account closes (it cannot sign in) and its sessions end. */
export function declineMember(
  deps: ManagementDeps,
  caller: StaffContext,
  recruiterId: number,
): Promise<StaffActionResult> {
  return memberAction(deps, caller, recruiterId, async (trx, manager) => {
    const member = await lockMember(trx, caller.agencyId, recruiterId);
    const { name } = member;
    if (member.standing !== 'pending-approval') throw conflict('not_pending', `${name} is not waiting for approval.`);
    const now = new Date();
    await trx.updateTable('recruiters').set({ standing: 'declined' }).where('id', '=', member.id).execute();
    const ended = await closeAccount(trx, caller.agencyId, member, 'registration-declined', now);
    await recordMemberAction(trx, caller, manager, 'recruiter-declined', member, {
      Email: member.email,
      SessionsEnded: ended,
    });
    return { message: `${name}'s registration is declined: the account cannot sign in.`, userId: member.user_id };
  });
}
