import type { Db } from '../platform/db';
import type { PasswordHasher } from '../platform/password';
import type { StorageConfig } from '../platform/storage';
import { DEMO_DOMAIN, DEMO_PASSWORD, DEMO_STAFF, isEmpty, seedDemo } from './demo';

/**
 * What main.ts does with the data before it listens: seed the demo agency when asked to on an empty
 * database (config.seedDemo: development by default, never production), and in production refuse to start
 * while a staff account still has the published demo password.
 */

/** A staff account that still signs in with DEMO_PASSWORD. */
export interface DemoPasswordAccount {
  agency: string;
  email: string;
}

export class DemoPasswordError extends Error {
  override readonly name = 'DemoPasswordError';
  constructor(
    readonly accounts: readonly DemoPasswordAccount[],
    cli: string,
  ) {
    super(
      [
        `Refusing to start with NODE_ENV=production: ${accounts.length === 1 ? 'this staff account still has' : 'these staff accounts still have'} the published demo password (${DEMO_PASSWORD}):`,
        ...accounts.map((a) => `  ${a.email} (agency ${a.agency})`),
        'Give each a password of its own (the CLI needs the server stopped when it uses PGlite), for example:',
        ...accounts.map(
          (a) => `  ${cli} reset-password --agency ${a.agency} --email ${a.email} --password '<new password>'`,
        ),
      ].join('\n'),
    );
  }
}

/**
 * The staff accounts with a demo e-mail (owner@demo.test …, any agency) whose password is DEMO_PASSWORD.
 * A handful of Argon2 verifications at most: only those addresses are checked. Applicant accounts are
 * not: anyone may register one, and a stranger could otherwise keep the server from starting.
 */
export async function staffWithDemoPassword(db: Db, hasher: PasswordHasher): Promise<DemoPasswordAccount[]> {
  const emails = DEMO_STAFF.map((member) => `${member.local}@${DEMO_DOMAIN}`);
  const rows = await db
    .selectFrom('users')
    .innerJoin('agencies', 'agencies.id', 'users.agency_id')
    .select(['agencies.slug', 'users.email', 'users.password_hash'])
    .where('users.user_type', '=', 'staff')
    .where('users.email', 'in', emails)
    .orderBy('users.agency_id')
    .orderBy('users.email')
    .execute();
  const found: DemoPasswordAccount[] = [];
  for (const row of rows)
    if (await hasher.verify(row.password_hash, DEMO_PASSWORD)) found.push({ agency: row.slug, email: row.email });
  return found;
}

export interface PreparedData {
  /** The demo agency was seeded just now. */
  seeded: boolean;
  /** The database has no account at all (a first production start: create the owner with the CLI). */
  noAccounts: boolean;
}

/**
 * Seeds the demo data when `seedDemo` is on and the database has no agency; in production throws
 * DemoPasswordError while a staff account has the demo password (`cli` is how to run the CLI, for the
 * message).
 */
export async function prepareData(
  db: Db,
  hasher: PasswordHasher,
  options: {
    seedDemo: boolean;
    production: boolean;
    cli: string;
    /**
     * The server's data keys (DATA_ENCRYPTION_KEY, DATA_DIR): the demo's onboarding is sealed with them; and
     * its storage (the demo's uploaded files go there; the database when not given).
     */
    dataKeys: { dataEncryptionKey: Buffer | null; dataDir: string; storage?: StorageConfig };
  },
): Promise<PreparedData> {
  let seeded = false;
  if (options.seedDemo && !options.production && (await isEmpty(db))) {
    await seedDemo(db, hasher, options.dataKeys);
    seeded = true;
  }
  if (options.production) {
    const exposed = await staffWithDemoPassword(db, hasher);
    if (exposed.length > 0) throw new DemoPasswordError(exposed, options.cli);
  }
  const anyAccount = await db.selectFrom('users').select('id').limit(1).executeTakeFirst();
  return { seeded, noAccounts: anyAccount === undefined };
}

/** How to create the first agency and its owner (printed by a start without accounts). */
export function firstOwnerText(cli: string, pglite: boolean): string {
  return [
    'There are no accounts yet. Create the first agency and its owner with the CLI, in the same environment',
    `(NODE_ENV, ${pglite ? 'DATA_DIR' : 'DATABASE_URL'}, ARGON2_*)${pglite ? '; PGlite allows one process per data directory, so stop the server first and start it again afterwards' : ''}:`,
    `  ${cli} create-agency --slug <slug> --name '<Agency name>' --owner-email <owner e-mail>`,
    "On a terminal it asks for the owner's password (not echoed). To pipe it in instead, add --owner-password-stdin",
    `(printf '%s' "$OWNER_PASSWORD" | ${cli} create-agency … --owner-password-stdin); with neither a terminal nor`,
    'that option it generates a password and prints it once.',
    `(${cli} --help lists the options: owner names, roles, recruitment e-mail.)`,
  ].join('\n');
}
