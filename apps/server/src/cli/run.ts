import { parseArgs } from 'node:util';
import { isRoleKey, ROLE_KEYS, type RoleKey } from '@agency/api-client/contract';
import { ConfigError, loadConfig } from '../app/config';
import { migrateToLatest } from '../db/migrations';
import { createAccount, resetPassword } from '../features/account';
import { addOperator, agencyIdOf, createAgency, listOperators, removeOperator } from '../features/agency';
import { createDatabase, DataDirectoryLockedError } from '../platform/db';
import { ApiError, OperationError } from '../platform/errors';
import { PasswordHasher } from '../platform/password';
import { demoSignInText, isEmpty, seedDemo } from '../seed/demo';
import { rotateDataKey } from './rotate-data-key';
import { rotateSigningKey } from './rotate-signing-key';
import { newPassword, type CliStdin } from './password-input';
import { createEvents } from '../app/events';

const HELP = `agency-server <command> [options]   (pnpm --filter @agency/server cli <command> ...)

Uses the same environment variables as the server (DATABASE_URL, DATA_DIR, ARGON2_*; see docs/README.md).
With PGlite (no DATABASE_URL) stop the server first: one process at a time may open a data directory.

Commands
  migrate                         Run the database migrations.
  seed [--force]                  Seed the demo agency (only on an empty database unless --force; never
                                  with NODE_ENV=production: its passwords are published).
  create-agency --slug <slug> --name <name> --owner-email <email> [--owner-password-stdin]
                [--owner-first-name <name>] [--owner-last-name <name>] [--owner-roles admin,...]
                [--recruitment-email <email>]
                                  Create an agency and its owner (a staff user; roles default to admin).
                                  The owner's password: asked for on a terminal (not echoed); piped in
                                  with --owner-password-stdin; otherwise generated and printed once.
                                  (--owner-password <password> still works, with a warning: it ends up
                                  in the shell history and in ps.)
  add-user --agency <slug> --email <email> [--password-stdin] --first-name <name>
           --last-name <name> --roles <role,...> [--title <title>]
                                  Add a staff user. Roles: ${ROLE_KEYS.join(', ')}.
  reset-password --agency <slug> --email <email> [--password-stdin] [--must-change]
                                  Set a new password (clears a temporary one).
                                  Their passwords as create-agency's: asked for on a terminal, piped with
                                  --password-stdin, otherwise generated and printed once (--password
                                  <password> still works, with the same warning).
  rotate-signing-key              Make a new signing key for access tokens. The current key stays
                                  accepted (and published) until the next rotation; the one before it is
                                  retired. Running servers pick the new key up within SIGNING_KEY_RELOAD.
  rotate-data-key                 Re-seal every value encrypted at rest (onboarding SSNs, TINs, document
                                  numbers; the signing keys' private halves) under DATA_ENCRYPTION_KEY, in
                                  one transaction. OLD_DATA_ENCRYPTION_KEY names the key they are sealed
                                  under now. Stop the servers, run it, start them with the new key.
  operator add <email> [--agency <slug>]
  operator remove <email> [--agency <slug>]
  operator list                   Make an existing staff account a platform operator, or no longer one; list
                                  them. Operators see every agency on Management → Agencies: they add
                                  agencies and suspend and resume them. Only this command makes one.
                                  --agency names the account's agency when the e-mail has several.
  --help                          Show this help.

Accounts follow the registration form's rules (@agency/forms): a valid e-mail, names, and a password of
at least 6 characters without spaces.
`;

const COMMANDS = [
  'migrate',
  'seed',
  'create-agency',
  'add-user',
  'reset-password',
  'rotate-signing-key',
  'rotate-data-key',
  'operator',
];

/** Where the CLI writes, and the environment it reads (process.* by default; tests pass their own). */
export interface CliIo {
  stdout: { write(text: string): unknown };
  stderr: { write(text: string): unknown };
  env: Record<string, string | undefined>;
  /** Where passwords are asked for or piped in (none: passwords are generated). */
  stdin?: CliStdin;
}

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

/** The account rules' messages (ApiError from the account feature) as one line per problem. */
function describe(error: ApiError, context: { email?: string; slug?: string }): string {
  if (error.code === 'email_taken') return `${context.email} already has an account in agency "${context.slug}".`;
  return error.errors ? Object.values(error.errors).join('\n') : error.message;
}

/**
 * The `agency-server` command line, callable in-process: runs one command and answers its exit status
 * (0 done, 1 refused or failed). Never exits the process; cli.ts does that.
 */
export async function runCli(argv: readonly string[], io: CliIo): Promise<number> {
  const out = (text: string) => io.stdout.write(`${text}\n`);
  const err = (text: string) => io.stderr.write(`${text}\n`);
  const context: { email?: string; slug?: string } = {};
  try {
    return await run(argv, io, out, context);
  } catch (error) {
    if (error instanceof DataDirectoryLockedError)
      err(
        `${error.message}\nThe CLI cannot work on a PGlite data directory while the server has it open: stop the server, run the command, then start the server again.`,
      );
    else if (error instanceof OperationError || error instanceof ConfigError) err(error.message);
    else if (error instanceof ApiError) err(describe(error, context));
    else if (error instanceof TypeError && 'code' in error && String(error.code).startsWith('ERR_PARSE_ARGS'))
      err(`${error.message}\nSee --help.`);
    else err(error instanceof Error ? (error.stack ?? error.message) : String(error));
    return 1;
  }
}

async function run(
  argv: readonly string[],
  io: CliIo,
  out: (text: string) => void,
  context: { email?: string; slug?: string },
): Promise<number> {
  const [command, ...afterCommand] = argv;
  // `operator add|remove <email>` and `operator list`: the action and the e-mail are positional.
  const positional: string[] = [];
  let rest = afterCommand;
  if (command === 'operator') {
    while (positional.length < 2 && rest[positional.length] !== undefined && !rest[positional.length]!.startsWith('-'))
      positional.push(rest[positional.length]!);
    rest = rest.slice(positional.length);
  }
  if (!command || command === '--help' || command === '-h' || command === 'help') {
    out(HELP);
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
      'password-stdin': { type: 'boolean' },
      'first-name': { type: 'string' },
      'last-name': { type: 'string' },
      roles: { type: 'string' },
      title: { type: 'string' },
      'owner-email': { type: 'string' },
      'owner-password': { type: 'string' },
      'owner-password-stdin': { type: 'boolean' },
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
    out(HELP);
    return 0;
  }
  if (!COMMANDS.includes(command)) {
    io.stderr.write(`Unknown command "${command}".\n\n${HELP}\n`);
    return 1;
  }
  const config = loadConfig(io.env);
  if (command === 'seed' && config.production)
    throw new OperationError(
      'agency-server seed is refused with NODE_ENV=production: the demo accounts have a published password. Use create-agency.',
    );
  const db = createDatabase(config.database, undefined, 'the agency-server CLI');
  const hasher = new PasswordHasher(config.argon2);
  // E-mail addresses are stored lower-case; the CLI accepts them in any case.
  const email = (value: string) => value.trim().toLowerCase();
  try {
    const result = await migrateToLatest(db as never);
    if (command === 'migrate') {
      const applied = result.results?.filter((r) => r.status === 'Success').map((r) => r.migrationName) ?? [];
      out(applied.length > 0 ? `Applied: ${applied.join(', ')}` : 'The database is up to date.');
    } else if (command === 'seed') {
      if (!values.force && !(await isEmpty(db))) {
        out('The database already has data; nothing seeded (use --force to seed the demo agency anyway).');
      } else {
        await seedDemo(db, hasher, config);
        out(demoSignInText(`http://localhost:${config.port}`, config.devOutbox));
      }
    } else if (command === 'create-agency') {
      required(values, 'slug', 'name', 'owner-email');
      Object.assign(context, { email: email(values['owner-email']!), slug: values.slug });
      const owner = await newPassword('owner-password', values, io, values['owner-email']!);
      const created = await createAgency(
        { db, hasher, events: createEvents() },
        { slug: values.slug!, name: values.name!, recruitmentEmail: values['recruitment-email'] },
        {
          email: email(values['owner-email']!),
          password: owner.password,
          firstName: values['owner-first-name'] ?? 'Agency',
          lastName: values['owner-last-name'] ?? 'Owner',
          roles: roles(values['owner-roles'], ['admin']),
          title: 'Agency Owner',
        },
      );
      out(
        `Created agency "${values.slug}" (id ${created.agencyId}); owner ${values['owner-email']} (recruiter id ${created.ownerRecruiterId}).`,
      );
      if (owner.source === 'generated') out(generatedPasswordText(owner.password));
    } else if (command === 'add-user') {
      required(values, 'agency', 'email', 'first-name', 'last-name', 'roles');
      Object.assign(context, { email: email(values.email!), slug: values.agency });
      const staffRoles = roles(values.roles, []);
      const agencyId = await agencyIdOf(db, values.agency!);
      const chosen = await newPassword('password', values, io, values.email!);
      const added = await createAccount(db, hasher, {
        agencyId,
        email: email(values.email!),
        password: chosen.password,
        firstName: values['first-name']!,
        lastName: values['last-name']!,
        verified: true,
        kind: { type: 'staff', roles: staffRoles, title: values.title },
      });
      out(`Added ${values.email} to "${values.agency}" (recruiter id ${added.recordId}).`);
      if (chosen.source === 'generated') out(generatedPasswordText(chosen.password));
    } else if (command === 'rotate-signing-key') {
      out(await rotateSigningKey(db, config));
    } else if (command === 'rotate-data-key') {
      out(await rotateDataKey(db, config, io.env));
    } else if (command === 'operator') {
      const [action, operatorEmail] = positional;
      if (action === 'list') out(await listOperators(db));
      else if ((action === 'add' || action === 'remove') && operatorEmail) {
        const run = action === 'add' ? addOperator : removeOperator;
        out(await run(db, email(operatorEmail), values.agency));
      } else
        throw new OperationError('Use: operator add <email>, operator remove <email> or operator list. See --help.');
    } else {
      required(values, 'agency', 'email');
      const agencyId = await agencyIdOf(db, values.agency!);
      const chosen = await newPassword('password', values, io, values.email!);
      const found = await resetPassword(
        db,
        hasher,
        { agencyId, email: values.email! },
        chosen.password,
        values['must-change'] ?? false,
      );
      if (!found) throw new OperationError(`No account ${values.email} in agency "${values.agency}".`);
      out(`Password of ${values.email} in "${values.agency}" has been reset.`);
      if (chosen.source === 'generated') out(generatedPasswordText(chosen.password));
    }
    return 0;
  } finally {
    await db.destroy();
  }
}

/** What the CLI prints once for a password it generated. */
function generatedPasswordText(password: string): string {
  return `The password (generated; shown this once, stored only as a hash): ${password}\nSign in with it and change it under the user menu's Change Password.`;
}
