import { seedMailSettings } from '../features/mail-settings';
import type { RoleKey } from '@agency/api-client/contract';
import type { Db } from '../platform/db';
import type { PasswordHasher } from '../platform/password';
import { createBlobStore, type StorageConfig } from '../platform/storage';
import { createAccount } from '../features/account';
import { seedDemoAgency } from '../features/agency';
import { seedCalendar } from '../features/calendar';
import { seedInstitutions } from '../features/institutions';
import { seedJobOrders, seedSubmissions } from '../features/job-orders';
import { seedMessaging } from '../features/messaging';
import { seedApplicants } from '../features/applicants';
import { seedRecruiterHistory } from '../features/recruiters';
import { seedOnboarding } from '../features/onboarding';
import { dataKey, type DataKeyConfig } from '../platform/crypto';
import { seedUploadRequirements } from '../features/upload-requirements';
import { createEvents } from '../app/events';

/** The demo data, composed from each feature's own seed and services (printed by main.ts and the CLI). */

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

/** True when the database has no agency yet. */
export async function isEmpty(db: Db): Promise<boolean> {
  return (await db.selectFrom('agencies').select('id').limit(1).executeTakeFirst()) === undefined;
}

/**
 * The demo data: agency `demo` with one staff user per role (owner@demo.test owns it), 400 applicants
 * with their histories (features/applicants/seed.ts: a funnel over the 8 statuses, owned by the staff,
 * about 15 % unassigned), and one verified applicant account (applicant@demo.test, a New Lead). All
 * passwords are DEMO_PASSWORD. With `dataKeys` (the server's config: DATA_ENCRYPTION_KEY, DATA_DIR) the
 * applicants also get their onboarding (features/onboarding/seed.ts: about 75 of them part way or done; the
 * account has Personal Info approved and Identification in progress), sealed under the server's data key,
 * and files on their Upload Requirements (features/upload-requirements/seed.ts: most Accepted ones on nearly
 * every requirement, some Offered and Final Interview ones on a few), stored in the server's blob store
 * (`dataKeys.storage`: the database when not given); without it (tests that need no onboarding data) they
 * have none.
 */
export async function seedDemo(
  db: Db,
  hasher: PasswordHasher,
  dataKeys: (DataKeyConfig & { storage?: StorageConfig }) | null = null,
): Promise<void> {
  const [owner, ...staff] = DEMO_STAFF;
  const mail = (local: string) => `${local}@${DEMO_DOMAIN}`;
  // The seed writes through the services, so the same listeners react (app/events.ts).
  const events = createEvents();
  const agencyId = await seedDemoAgency({ db, hasher, events }, DEMO_DOMAIN, {
    ...owner!,
    email: mail(owner!.local),
    password: DEMO_PASSWORD,
  });
  for (const member of staff) {
    await createAccount(db, hasher, {
      agencyId,
      email: mail(member.local),
      password: DEMO_PASSWORD,
      firstName: member.firstName,
      lastName: member.lastName,
      verified: true,
      kind: { type: 'staff', roles: member.roles, title: member.title },
    });
  }
  await seedApplicants(db, agencyId);
  await seedInstitutions(db, agencyId);
  await seedJobOrders(db, agencyId);
  await seedSubmissions(db, agencyId);
  await seedCalendar(db, agencyId);
  await seedMailSettings(db, agencyId);
  await seedMessaging(db, agencyId);
  await seedRecruiterHistory(db, agencyId);
  const account = await createAccount(db, hasher, {
    agencyId,
    email: DEMO_APPLICANT_EMAIL,
    password: DEMO_PASSWORD,
    firstName: 'Alex',
    lastName: 'Applicant',
    verified: true,
    kind: { type: 'applicant' },
  });
  if (dataKeys) {
    await seedOnboarding(db, {
      agencyId,
      dataKey: dataKey(dataKeys),
      events,
      accountApplicantId: account.recordId,
    });
    // After the onboarding: the cards carry the dates its Nurse Forms and Physical Info reported.
    await seedUploadRequirements(db, {
      agencyId,
      blobs: createBlobStore(dataKeys.storage ?? { kind: 'database' }, db),
    });
  }
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
      ? `  mail is captured at ${baseUrl}/dev/outbox (from this machine) unless SMTP_URL is set`
      : '  mail stays in the outbox table unless SMTP_URL is set (DEV_OUTBOX=true or --dev-outbox lists it at /dev/outbox)',
  ].join('\n');
}
