import { parseArgs } from 'node:util';
import { isRoleKey, ROLE_KEYS, type RoleKey } from '@agency/api-client/contract';
import { PasswordHasher } from './auth/password';
import { ConfigError, loadConfig } from './config';
import { createDatabase } from './db';
import { migrateToLatest } from './db/migrations';
import {
  addStaffUser,
  createAgency,
  demoSignInText,
  isEmpty,
  OperationError,
  resetPassword,
  seedDemo,
} from './operations';

const HELP = `agency-server <command> [options]   (pnpm --filter @agency/server cli <command> ...)

Uses the same environment variables as the server (DATABASE_URL, DATA_DIR, ARGON2_*; see docs/README.md).

Commands
  migrate                         Run the database migrations.
  seed [--force]                  Seed the demo agency (only on an empty database unless --force).
  create-agency --slug <slug> --name <name> --owner-email <email> --owner-password <password>
                [--owner-first-name <name>] [--owner-last-name <name>] [--owner-roles admin,...]
                [--recruitment-email <email>]
                                  Create an agency and its owner (a staff user; roles default to admin).
  add-user --agency <slug> --email <email> --password <password> --first-name <name>
           --last-name <name> --roles <role,...> [--title <title>]
                                  Add a staff user. Roles: ${ROLE_KEYS.join(', ')}.
  reset-password --agency <slug> --email <email> --password <password> [--must-change]
                                  Set a new password (clears a temporary one).
  --help                          Show this help.
`;

function roles(value: string | undefined, fallback: RoleKey[]): RoleKey[] {
  if (value === undefined) return fallback;
  const list = value
    .split(',')
    .map((r) => r.trim())
    .filter(Boolean);
  const unknown = list.filter((r) => !isRoleKey(r));
  if (unknown.length > 0 || list.length === 0)
    throw new OperationError(`--roles must list roles from: ${ROLE_KEYS.join(', ')} (got "${value}").`);
  return list as RoleKey[];
}

function required(values: Record<string, string | boolean | undefined>, ...names: string[]): void {
  const missing = names.filter((name) => typeof values[name] !== 'string' || values[name] === '');
  if (missing.length > 0) throw new OperationError(`Missing ${missing.map((n) => `--${n}`).join(', ')}. See --help.`);
}

async function run(argv: string[]): Promise<number> {
  const [command, ...rest] = argv;
  if (!command || command === '--help' || command === '-h' || command === 'help') {
    console.log(HELP);
    return command ? 0 : 1;
  }
  const { values } = parseArgs({
    args: rest,
    strict: true,
    options: {
      slug: { type: 'string' },
      name: { type: 'string' },
      agency: { type: 'string' },
      email: { type: 'string' },
      password: { type: 'string' },
      'first-name': { type: 'string' },
      'last-name': { type: 'string' },
      roles: { type: 'string' },
      title: { type: 'string' },
      'owner-email': { type: 'string' },
      'owner-password': { type: 'string' },
      'owner-first-name': { type: 'string' },
      'owner-last-name': { type: 'string' },
      'owner-roles': { type: 'string' },
      'recruitment-email': { type: 'string' },
      'must-change': { type: 'boolean' },
      force: { type: 'boolean' },
      help: { type: 'boolean' },
    },
  });
  if (values.help) {
    console.log(HELP);
    return 0;
  }
  if (!['migrate', 'seed', 'create-agency', 'add-user', 'reset-password'].includes(command)) {
    console.error(`Unknown command "${command}".\n\n${HELP}`);
    return 1;
  }
  const config = loadConfig();
  const db = createDatabase(config.database);
  const hasher = new PasswordHasher(config.argon2);
  try {
    const result = await migrateToLatest(db as never);
    if (command === 'migrate') {
      const applied = result.results?.filter((r) => r.status === 'Success').map((r) => r.migrationName) ?? [];
      console.log(applied.length > 0 ? `Applied: ${applied.join(', ')}` : 'The database is up to date.');
    } else if (command === 'seed') {
      if (!values.force && !(await isEmpty(db))) {
        console.log('The database already has data; nothing seeded (use --force to seed the demo agency anyway).');
      } else {
        await seedDemo(db, hasher);
        console.log(demoSignInText(`http://localhost:${config.port}`, config.devOutbox));
      }
    } else if (command === 'create-agency') {
      required(values, 'slug', 'name', 'owner-email', 'owner-password');
      const created = await createAgency(
        db,
        hasher,
        { slug: values.slug!, name: values.name!, recruitmentEmail: values['recruitment-email'] },
        {
          email: values['owner-email']!,
          password: values['owner-password']!,
          firstName: values['owner-first-name'] ?? 'Agency',
          lastName: values['owner-last-name'] ?? 'Owner',
          roles: roles(values['owner-roles'], ['admin']),
          title: 'Agency Owner',
        },
      );
      console.log(
        `Created agency "${values.slug}" (id ${created.agencyId}); owner ${values['owner-email']} (recruiter id ${created.ownerRecruiterId}).`,
      );
    } else if (command === 'add-user') {
      required(values, 'agency', 'email', 'password', 'first-name', 'last-name', 'roles');
      const added = await addStaffUser(db, hasher, values.agency!, {
        email: values.email!,
        password: values.password!,
        firstName: values['first-name']!,
        lastName: values['last-name']!,
        roles: roles(values.roles, []),
        title: values.title,
      });
      console.log(`Added ${values.email} to "${values.agency}" (recruiter id ${added.recruiterId}).`);
    } else {
      required(values, 'agency', 'email', 'password');
      await resetPassword(db, hasher, values.agency!, values.email!, values.password!, values['must-change'] ?? false);
      console.log(`Password of ${values.email} in "${values.agency}" has been reset.`);
    }
    return 0;
  } finally {
    await db.destroy();
  }
}

run(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    if (error instanceof OperationError || error instanceof ConfigError) console.error(error.message);
    else if (error instanceof TypeError && 'code' in error && String(error.code).startsWith('ERR_PARSE_ARGS'))
      console.error(`${error.message}\nSee --help.`);
    else console.error(error instanceof Error ? (error.stack ?? error.message) : error);
    process.exit(1);
  },
);
