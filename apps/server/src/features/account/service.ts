import { randomUUID } from 'node:crypto';
import type { RoleKey, UserType } from '@agency/api-client/contract';
import type { Kysely } from 'kysely';
import {
  changePasswordPayloadSchema,
  messages,
  registrationPayloadSchema,
  validateValues,
} from '@agency/forms/schemas';
import { isUniqueViolation, type Database, type Db } from '../../platform/db';
import { accountGone, ApiError, validationFailed } from '../../platform/errors';
import { templates, type Mailer } from '../../platform/mail';
import type { PasswordHasher } from '../../platform/password';
import { findApplicantByEmail, insertApplicant, lockApplicantEmail } from '../applicants';
import { findUser, findUserByEmail, setPassword } from './queries';
import { generateTemporaryPassword } from './temporary-password';
import { insertRecruiter, revokeOtherFamilies, sessionsChanged } from '../../core/identity';

/** A new account: the person, and what makes it staff (roles) or an applicant (a New Lead record). */
export interface AccountInput {
  agencyId: number;
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  middleName?: string;
  verified: boolean;
  kind: { type: 'staff'; roles: RoleKey[]; title?: string } | { type: 'applicant' };
}

export interface CreatedAccount {
  userId: string;
  email: string;
  type: UserType;
  /**
   * Staff: the recruiter id; applicants: the applicant id, or null for an unverified account whose e-mail the
   * agency already holds a record of (linked to it at verification, never before: docs/security.md).
   */
  recordId: number | null;
}

export const emailTaken = () =>
  new ApiError(409, 'email_taken', messages.registration.emailTaken, { Email: messages.registration.emailTaken });

/**
 * The rules of every account, wherever it is created (registration, the CLI, the seed): the registration
 * form's rules and messages (@agency/forms/schemas), keyed by the register payload's fields. Throws a 400
 * `validation_failed` with `Errors`; returns the values as stored (trimmed).
 */
export function checkAccount(
  input: Pick<AccountInput, 'email' | 'password' | 'firstName' | 'lastName' | 'middleName'>,
) {
  const result = validateValues(registrationPayloadSchema, {
    First_Name: input.firstName,
    Last_Name: input.lastName,
    Email: input.email,
    Password: input.password,
    Middle_Name: input.middleName ?? '',
  });
  if (!result.ok) throw validationFailed(result.errors);
  return {
    email: result.value.Email,
    password: result.value.Password,
    firstName: result.value.First_Name,
    lastName: result.value.Last_Name,
    middleName: result.value.Middle_Name ?? '',
  };
}

/**
 * Creates an account: THE one place a user is created. Checks the account rules, refuses an e-mail the
 * agency already has (409 `email_taken`), hashes the password (outside any transaction: Argon2 is slow and
 * PGlite has one connection), then in one transaction writes the user and its staff or applicant record,
 * and runs `then` (the registration's verification code and e-mail) in the same transaction. Given a
 * transaction (`db.isTransaction`: the CLI's create-agency) it works inside that one instead.
 */
export async function createAccount(
  db: Db,
  hasher: PasswordHasher,
  input: AccountInput & ({ kind: { type: 'staff' } } | { verified: true }),
  then?: (trx: Kysely<Database>, account: CreatedAccount & { firstName: string }) => Promise<void>,
): Promise<CreatedAccount & { recordId: number }>;
export async function createAccount(
  db: Db,
  hasher: PasswordHasher,
  input: AccountInput,
  then?: (trx: Kysely<Database>, account: CreatedAccount & { firstName: string }) => Promise<void>,
): Promise<CreatedAccount>;
export async function createAccount(
  db: Db,
  hasher: PasswordHasher,
  input: AccountInput,
  then?: (trx: Kysely<Database>, account: CreatedAccount & { firstName: string }) => Promise<void>,
): Promise<CreatedAccount> {
  const values = checkAccount(input);
  const taken = await db
    .selectFrom('users')
    .select('id')
    .where('agency_id', '=', input.agencyId)
    .where('email', '=', values.email)
    .executeTakeFirst();
  if (taken) throw emailTaken();
  const passwordHash = await hasher.hash(values.password);
  const userId = randomUUID();
  // Inside a caller's transaction (an agency and its owner, one transaction) it writes there.
  const inTransaction = <T>(work: (trx: Kysely<Database>) => Promise<T>) =>
    db.isTransaction ? work(db) : db.transaction().execute(work);
  try {
    return await inTransaction(async (trx) => {
      await trx
        .insertInto('users')
        .values({
          id: userId,
          agency_id: input.agencyId,
          email: values.email,
          password_hash: passwordHash,
          user_type: input.kind.type,
          first_name: values.firstName,
          last_name: values.lastName,
          middle_name: values.middleName,
          is_verified: input.verified,
          temp_password_hash: null,
          temp_password_expires_at: null,
          temp_password_used_at: null,
        })
        .execute();
      const person = { agencyId: input.agencyId, userId, ...values };
      const recordId =
        input.kind.type === 'staff'
          ? await insertRecruiter(trx, { ...person, roles: input.kind.roles, title: input.kind.title ?? '' })
          : await applicantRecordOf(trx, { ...person, status: 'lead' }, input.verified);
      const created: CreatedAccount = { userId, email: values.email, type: input.kind.type, recordId };
      await then?.(trx, { ...created, firstName: values.firstName });
      return created;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw emailTaken();
    throw error;
  }
}

/**
 * The record of a new applicant account. A verified account takes the agency's record of its e-mail that no
 * account owns (a lead entered by staff, a careers application; `insertApplicant`), or a new one. An unverified
 * account with such an e-mail gets none yet: whoever registers with an address they cannot read must not see or
 * change that person's record, so the link waits for the e-mail's verification (registration's
 * `verifyAccount`). Null then.
 */
async function applicantRecordOf(
  trx: Kysely<Database>,
  applicant: Parameters<typeof insertApplicant>[1] & { userId: string },
  verified: boolean,
): Promise<number | null> {
  if (!verified) {
    await lockApplicantEmail(trx, applicant.agencyId, applicant.email);
    if (await findApplicantByEmail(trx, applicant.agencyId, applicant.email, { withoutAccount: true })) return null;
  }
  return insertApplicant(trx, applicant);
}

/**
 * Sets a new password (the change-password form's rule for a new password) and clears any temporary one;
 * in the same transaction every refresh token family of the account is revoked, so a reset (often after a
 * suspected compromise) ends every session that could renew itself. Returns false when no such account.
 */
export async function resetPassword(
  db: Db,
  hasher: PasswordHasher,
  user: { agencyId: number; email: string },
  password: string,
  mustChange = false,
): Promise<boolean> {
  const checked = validateValues(changePasswordPayloadSchema.pick(['NewPassword']), { NewPassword: password });
  if (!checked.ok) throw validationFailed(checked.errors);
  const passwordHash = await hasher.hash(password);
  const updated = await db.transaction().execute(async (trx) => {
    const row = await findUserByEmail(trx, user.agencyId, user.email.trim().toLowerCase());
    if (!row) return undefined;
    await setPassword(trx, { userId: row.id, agencyId: user.agencyId }, passwordHash, mustChange);
    await revokeOtherFamilies(trx, { userId: row.id, agencyId: user.agencyId }, null, 'password-reset');
    return row;
  });
  // Again after the commit: a session check that read between the revocation and the commit saw the old
  // state and may have cached it.
  if (updated) sessionsChanged({ userId: updated.id, agencyId: user.agencyId });
  return updated !== undefined;
}

/**
 * Forgot password: a temporary password (hashed, beside the real one, which keeps working) and its e-mail,
 * in one transaction, for an active account of the agency; nothing for any other address. The hash is
 * computed either way, so the work does not say whether the account exists. `then` runs in the same
 * transaction (Manage Users' reset writes its audit row there); true when the e-mail went out.
 */
export async function sendTemporaryPassword(
  deps: {
    db: Db;
    hasher: PasswordHasher;
    mail: Pick<Mailer, 'enqueue' | 'kick'>;
    config: { temporaryPasswordTtlSeconds: number };
  },
  agency: { id: number; name: string },
  email: string,
  then?: (trx: Kysely<Database>, user: { id: string; first_name: string; last_name: string }) => Promise<void>,
  /** The letter: a reset (asked for, or sent by the agency) or the welcome of a new agency's owner. */
  letter: 'reset' | 'welcome' = 'reset',
): Promise<boolean> {
  const { db, config } = deps;
  const temporary = generateTemporaryPassword();
  const temporaryHash = await deps.hasher.hash(temporary);
  const user = await findUserByEmail(db, agency.id, email);
  if (!user?.is_active) return false;
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('users')
      .set({
        temp_password_hash: temporaryHash,
        temp_password_expires_at: new Date(Date.now() + config.temporaryPasswordTtlSeconds * 1000),
        temp_password_used_at: null,
        updated_at: new Date(),
      })
      .where('id', '=', user.id)
      .where('agency_id', '=', agency.id)
      .execute();
    const hours = Math.round(config.temporaryPasswordTtlSeconds / 3600);
    await deps.mail.enqueue(trx, {
      agencyId: agency.id,
      to: email,
      kind: letter === 'welcome' ? 'agency-welcome' : 'temporary-password',
      ...(letter === 'welcome' ? templates.agencyWelcome : templates.temporaryPassword)(
        user.first_name,
        agency.name,
        temporary,
        hours,
      ),
    });
    await then?.(trx, user);
  });
  deps.mail.kick();
  return true;
}

/**
 * Change password. The current password, or (right after a sign-in with it) the temporary password, proves
 * the caller. The new password and the end of every other session of the account (their refresh token
 * families) commit together: whoever knew the old (or the temporary) password cannot stay signed in by
 * refreshing. The caller's own session (`sid`) stays; the other sessions' access tokens are refused from the
 * next session check on (features/auth/authenticate.ts).
 */
export async function changePassword(
  deps: { db: Db; hasher: PasswordHasher },
  caller: { userId: string; agencyId: number; sessionId: string | null },
  currentPassword: string,
  newPassword: string,
): Promise<void> {
  const { db, hasher } = deps;
  const user = await findUser(db, caller.agencyId, caller.userId);
  if (!user) throw accountGone();
  let proven = await hasher.verify(user.password_hash, currentPassword);
  if (
    !proven &&
    user.must_change_password &&
    user.temp_password_hash &&
    user.temp_password_used_at &&
    (user.temp_password_expires_at?.getTime() ?? 0) > Date.now()
  ) {
    proven = await hasher.verify(user.temp_password_hash, currentPassword);
  }
  if (!proven)
    throw new ApiError(400, 'wrong_password', messages.changePassword.currentPasswordIncorrect, {
      CurrentPassword: messages.changePassword.currentPasswordIncorrect,
    });
  const passwordHash = await hasher.hash(newPassword);
  await db.transaction().execute(async (trx) => {
    await setPassword(trx, caller, passwordHash, false);
    await revokeOtherFamilies(trx, caller, caller.sessionId, 'password-changed');
  });
  // Again after the commit (see resetPassword).
  sessionsChanged(caller);
}
