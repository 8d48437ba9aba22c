import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { APPLICANT_STATUSES, isRoleKey, isTenantSlug, type RoleKey } from '@agency/api-client/contract';
import { EMAIL_PATTERN, PASSWORD_MIN_LENGTH } from '@agency/forms/schemas';
import type { PasswordHasher } from './auth/password';
import { revokeOtherFamilies } from './auth/refresh-tokens';
import type { Db } from './db';

/** Operations shared by the CLI, the start-up seed and the tests (one code path for each). */

export class OperationError extends Error {
  override readonly name = 'OperationError';
}

export interface StaffInput {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  roles: RoleKey[];
  title?: string;
}

function checkStaff(input: StaffInput): string {
  const email = input.email.trim().toLowerCase();
  if (!EMAIL_PATTERN.test(email))
    throw new OperationError(
      `"${input.email}" is not a valid e-mail address (lowercase, 2-4 letter top-level domain).`,
    );
  if (input.password.length < PASSWORD_MIN_LENGTH)
    throw new OperationError(`The password must be at least ${PASSWORD_MIN_LENGTH} characters.`);
  if (!input.firstName.trim() || !input.lastName.trim()) throw new OperationError('First and last name are required.');
  for (const role of input.roles) if (!isRoleKey(role)) throw new OperationError(`Unknown role "${String(role)}".`);
  return email;
}

async function agencyId(db: Db, slug: string): Promise<number> {
  const row = await db.selectFrom('agencies').select('id').where('slug', '=', slug).executeTakeFirst();
  if (!row) throw new OperationError(`No agency with slug "${slug}".`);
  return row.id;
}

/** Adds a verified, active staff user with roles; returns the user id and recruiter id. */
export async function addStaffUser(
  db: Db,
  hasher: PasswordHasher,
  slug: string,
  input: StaffInput,
): Promise<{ userId: string; recruiterId: number }> {
  const email = checkStaff(input);
  const id = await agencyId(db, slug);
  const taken = await db
    .selectFrom('users')
    .select('id')
    .where('agency_id', '=', id)
    .where('email', '=', email)
    .executeTakeFirst();
  if (taken) throw new OperationError(`${email} already has an account in agency "${slug}".`);
  const passwordHash = await hasher.hash(input.password);
  const userId = randomUUID();
  const recruiterId = await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('users')
      .values({
        id: userId,
        agency_id: id,
        email,
        password_hash: passwordHash,
        user_type: 'staff',
        first_name: input.firstName.trim(),
        last_name: input.lastName.trim(),
        is_verified: true,
        temp_password_hash: null,
        temp_password_expires_at: null,
        temp_password_used_at: null,
      })
      .execute();
    const row = await trx
      .insertInto('recruiters')
      .values({ user_id: userId, agency_id: id, title: input.title ?? '', roles: [...new Set(input.roles)] })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  });
  return { userId, recruiterId };
}

/** Creates an agency and its owner (a staff user with the given roles, `admin` by default). */
export async function createAgency(
  db: Db,
  hasher: PasswordHasher,
  agency: { slug: string; name: string; recruitmentEmail?: string },
  owner: StaffInput,
): Promise<{ agencyId: number; ownerUserId: string; ownerRecruiterId: number }> {
  const slug = agency.slug.trim().toLowerCase();
  if (!isTenantSlug(slug))
    throw new OperationError(
      `"${agency.slug}" is not a valid slug (lowercase letters, digits, inner hyphens; it is the first label of the agency's host name).`,
    );
  if (!agency.name.trim()) throw new OperationError('The agency name is required.');
  checkStaff(owner);
  const exists = await db.selectFrom('agencies').select('id').where('slug', '=', slug).executeTakeFirst();
  if (exists) throw new OperationError(`An agency with slug "${slug}" already exists.`);
  const created = await db
    .insertInto('agencies')
    .values({ slug, name: agency.name.trim(), recruitment_email: agency.recruitmentEmail ?? '', owner_user_id: null })
    .returning('id')
    .executeTakeFirstOrThrow();
  try {
    const staff = await addStaffUser(db, hasher, slug, owner);
    await db.updateTable('agencies').set({ owner_user_id: staff.userId }).where('id', '=', created.id).execute();
    return { agencyId: created.id, ownerUserId: staff.userId, ownerRecruiterId: staff.recruiterId };
  } catch (error) {
    await db.deleteFrom('agencies').where('id', '=', created.id).execute();
    throw error;
  }
}

/** Sets a new password and clears any temporary one. */
export async function resetPassword(
  db: Db,
  hasher: PasswordHasher,
  slug: string,
  email: string,
  password: string,
  mustChange = false,
): Promise<void> {
  if (password.length < PASSWORD_MIN_LENGTH)
    throw new OperationError(`The password must be at least ${PASSWORD_MIN_LENGTH} characters.`);
  const id = await agencyId(db, slug);
  const passwordHash = await hasher.hash(password);
  // A reset (often after a suspected compromise) also ends every session that could renew itself: the
  // account's refresh token families are revoked in the same transaction.
  const user = await db.transaction().execute(async (trx) => {
    const updated = await trx
      .updateTable('users')
      .set({
        password_hash: passwordHash,
        must_change_password: mustChange,
        temp_password_hash: null,
        temp_password_expires_at: null,
        temp_password_used_at: null,
        updated_at: new Date(),
      })
      .where('agency_id', '=', id)
      .where('email', '=', email.trim().toLowerCase())
      .returning('id')
      .executeTakeFirst();
    if (updated) await revokeOtherFamilies(trx, { userId: updated.id, agencyId: id }, null, 'password-reset');
    return updated;
  });
  if (!user) throw new OperationError(`No account ${email} in agency "${slug}".`);
}

export const DEMO_PASSWORD = 'Password123!';
export const DEMO_DOMAIN = 'demo.test';
/** The demo agency's staff: one per role, plus the owner. */
export const DEMO_STAFF: ReadonlyArray<{
  local: string;
  firstName: string;
  lastName: string;
  roles: RoleKey[];
  title: string;
}> = [
  { local: 'owner', firstName: 'Olivia', lastName: 'Owner', roles: ['admin'], title: 'Agency Owner' },
  { local: 'admin', firstName: 'Adam', lastName: 'Admin', roles: ['admin'], title: 'Admin' },
  {
    local: 'administrator',
    firstName: 'Ada',
    lastName: 'Administrator',
    roles: ['administrator'],
    title: 'Administrator',
  },
  { local: 'manager', firstName: 'Mona', lastName: 'Manager', roles: ['manager'], title: 'Manager' },
  { local: 'supervisor', firstName: 'Sam', lastName: 'Supervisor', roles: ['supervisor'], title: 'Supervisor' },
  { local: 'recruiter', firstName: 'Rita', lastName: 'Recruiter', roles: ['recruiter'], title: 'Recruiter' },
];
export const DEMO_APPLICANT_EMAIL = `applicant@${DEMO_DOMAIN}`;

const FIRST_NAMES = [
  'Maria',
  'James',
  'Aisha',
  'Chen',
  'Sofia',
  'David',
  'Priya',
  'Lucas',
  'Grace',
  'Omar',
  'Elena',
  'Noah',
  'Fatima',
  'Liam',
  'Hannah',
  'Mateo',
  'Zoe',
  'Ethan',
  'Amara',
  'Daniel',
];
const LAST_NAMES = [
  'Rivera',
  'Johnson',
  'Okafor',
  'Wang',
  'Rossi',
  'Miller',
  'Patel',
  'Silva',
  'Kim',
  'Haddad',
  'Novak',
  'Brown',
  'Khan',
  'Murphy',
  'Cohen',
  'Garcia',
  'Nguyen',
  'Davis',
  'Mensah',
  'Lee',
];

/** True when the database has no agency yet. */
export async function isEmpty(db: Db): Promise<boolean> {
  return (await db.selectFrom('agencies').select('id').limit(1).executeTakeFirst()) === undefined;
}

/**
 * The demo data: agency `demo` with one staff user per role (owner@demo.test owns it), 40 applicants
 * spread over the 8 statuses, and one verified applicant account (applicant@demo.test). All passwords
 * are DEMO_PASSWORD.
 */
export async function seedDemo(db: Db, hasher: PasswordHasher): Promise<void> {
  const [owner, ...staff] = DEMO_STAFF;
  const mail = (local: string) => `${local}@${DEMO_DOMAIN}`;
  await createAgency(
    db,
    hasher,
    { slug: 'demo', name: 'Demo Healthcare Staffing', recruitmentEmail: `careers@${DEMO_DOMAIN}` },
    {
      email: mail(owner!.local),
      password: DEMO_PASSWORD,
      firstName: owner!.firstName,
      lastName: owner!.lastName,
      roles: owner!.roles,
      title: owner!.title,
    },
  );
  for (const member of staff) {
    await addStaffUser(db, hasher, 'demo', {
      email: mail(member.local),
      password: DEMO_PASSWORD,
      firstName: member.firstName,
      lastName: member.lastName,
      roles: member.roles,
      title: member.title,
    });
  }
  const id = await agencyId(db, 'demo');
  await db
    .updateTable('agencies')
    .set({
      email: `office@${DEMO_DOMAIN}`,
      phone: '+1 555 010 2000',
      website: 'https://demo.test',
      address1: '100 Main Street',
      city: 'Springfield',
      state: 'IL',
      zip_code: '62701',
    })
    .where('id', '=', id)
    .execute();
  const applicants = Array.from({ length: 40 }, (_, i) => {
    const first = FIRST_NAMES[i % FIRST_NAMES.length]!;
    const last = LAST_NAMES[(i * 7) % LAST_NAMES.length]!;
    return {
      agency_id: id,
      user_id: null,
      first_name: first,
      last_name: last,
      email: `${first}.${last}.${i + 1}@example.com`.toLowerCase(),
      phone: `+1 555 01${String(i).padStart(2, '0')} ${String(1000 + i * 37).slice(-4)}`,
      status: APPLICANT_STATUSES[i % APPLICANT_STATUSES.length]!.key,
      created_at: sql<Date>`now() - make_interval(days => ${i})`,
    };
  });
  await db.insertInto('applicants').values(applicants).execute();
  const passwordHash = await hasher.hash(DEMO_PASSWORD);
  const userId = randomUUID();
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('users')
      .values({
        id: userId,
        agency_id: id,
        email: DEMO_APPLICANT_EMAIL,
        password_hash: passwordHash,
        user_type: 'applicant',
        first_name: 'Alex',
        last_name: 'Applicant',
        is_verified: true,
        temp_password_hash: null,
        temp_password_expires_at: null,
        temp_password_used_at: null,
      })
      .execute();
    await trx
      .insertInto('applicants')
      .values({
        agency_id: id,
        user_id: userId,
        first_name: 'Alex',
        last_name: 'Applicant',
        email: DEMO_APPLICANT_EMAIL,
        status: 'lead',
      })
      .execute();
  });
}

/** How to sign in to the demo data (printed by main.ts and the CLI). */
export function demoSignInText(baseUrl: string, devOutbox: boolean): string {
  return [
    `Demo agency "demo" is ready at ${baseUrl}`,
    `  password for every demo account: ${DEMO_PASSWORD}`,
    ...DEMO_STAFF.map(
      (m) =>
        `  ${`${m.local}@${DEMO_DOMAIN}`.padEnd(28)} ${m.roles.join(', ')}${m.local === 'owner' ? ' (agency owner)' : ''}`,
    ),
    `  ${DEMO_APPLICANT_EMAIL.padEnd(28)} applicant account (verified)`,
    devOutbox
      ? `  mail is captured at ${baseUrl}/dev/outbox unless SMTP_URL is set`
      : '  mail stays in the outbox table unless SMTP_URL is set (DEV_OUTBOX=true lists it at /dev/outbox)',
  ].join('\n');
}
