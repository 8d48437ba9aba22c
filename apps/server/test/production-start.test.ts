import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { runCli } from '../src/cli/run';
import { migrateToLatest } from '../src/db/migrations';
import { createDatabase } from '../src/platform/db';
import { PasswordHasher } from '../src/platform/password';
import { DEMO_DOMAIN, DEMO_PASSWORD, DEMO_STAFF, seedDemo } from '../src/seed/demo';
import { createTestDatabase, DB_KINDS, http, passwordGrant, PRODUCTION_ENV, type DbKind } from './helpers';

// The server program (src/main.ts, as `node dist/main.js` runs it) on an empty or a demo database.
const serverDir = fileURLToPath(new URL('..', import.meta.url));
const CHEAP = { ARGON2_MEMORY_KIB: '64', ARGON2_ITERATIONS: '1' };

interface Program {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number>;
}

function startProgram(env: Record<string, string>, args: string[] = []): Program {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts', ...args], {
    cwd: serverDir,
    env: { ...process.env, ...CHEAP, HOST: '127.0.0.1', PORT: '0', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number>((resolve) => child.once('exit', (code) => resolve(code ?? 1)));
  return { child, output: () => output, exited };
}

/** Waits until the program's output matches `pattern` (or it exits); answers the output. */
async function until(program: Program, pattern: RegExp): Promise<string> {
  let done = false;
  void program.exited.then(() => (done = true));
  const deadline = Date.now() + 40_000;
  while (!pattern.test(program.output())) {
    if (done) throw new Error(`the server exited:\n${program.output()}`);
    if (Date.now() > deadline) throw new Error(`no ${pattern} in:\n${program.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return program.output();
}

const baseUrlOf = (output: string) => /listening on (http:\/\/[^\s,]+)/.exec(output)![1]!;

async function stop(program: Program): Promise<number> {
  program.child.kill('SIGTERM');
  return program.exited;
}

describe.each(DB_KINDS)('starting the server program (%s)', (kind: DbKind) => {
  const cleanup: Array<() => Promise<unknown>> = [];
  afterEach(async () => {
    for (const step of cleanup.splice(0).reverse()) await step().catch(() => undefined);
  });

  async function database() {
    const created = await createTestDatabase(kind);
    cleanup.push(created.drop);
    const env: Record<string, string> = { DATA_DIR: created.dataDir };
    if (created.database.kind === 'postgres') env.DATABASE_URL = created.database.url;
    return { created, env };
  }

  async function accounts(created: Awaited<ReturnType<typeof createTestDatabase>>): Promise<string[]> {
    const db = createDatabase(created.database);
    try {
      return (await db.selectFrom('users').select('email').orderBy('email').execute()).map((row) => row.email);
    } finally {
      await db.destroy();
    }
  }

  function run(program: Program) {
    cleanup.push(async () => {
      if (program.child.exitCode === null) await stop(program);
    });
    return program;
  }

  it('in production on an empty database: no account, no dev outbox, and the exact command for the first owner', async () => {
    const { created, env } = await database();
    const production = { ...env, ...PRODUCTION_ENV };
    const first = run(startProgram(production));
    const output = await until(first, /create-agency --slug/);
    const baseUrl = baseUrlOf(output);
    expect(baseUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect((await http({ baseUrl }, 'GET', '/health')).status).toBe(200);
    for (const url of ['/dev/outbox.json', '/dev/outbox'])
      expect((await http({ baseUrl }, 'GET', url)).status).toBe(404);
    expect(output).not.toContain(DEMO_PASSWORD);
    expect(output).not.toContain(DEMO_DOMAIN);
    expect(await stop(first), `the server did not stop cleanly:\n${first.output()}`).toBe(0);
    expect(await accounts(created)).toEqual([]);

    // The printed command, placeholders filled in, creates the owner; the next start signs them in.
    const command = /^ {2}(node .* create-agency --slug .*)$/m
      .exec(output)![1]!
      .replace('<slug>', 'acme')
      .replace('<Agency name>', 'Acme Nursing')
      .replace('<owner e-mail>', 'boss@acme.test');
    expect(command).not.toContain('password');
    const [executable, ...args] = command.match(/'[^']*'|\S+/g)!.map((part) => part.replace(/^'|'$/g, ''));
    expect(executable).toBe('node');
    const cli = spawn(process.execPath, args, { cwd: serverDir, env: { ...process.env, ...CHEAP, ...production } });
    let cliOutput = '';
    cli.stdout.on('data', (chunk: Buffer) => (cliOutput += chunk.toString()));
    cli.stderr.on('data', (chunk: Buffer) => (cliOutput += chunk.toString()));
    expect(await new Promise((resolve) => cli.once('exit', resolve)), cliOutput).toBe(0);
    expect(cliOutput).toContain('Created agency "acme"');
    // No terminal and no --owner-password-stdin: the password is generated and printed once.
    const ownerPassword = /shown this once, stored only as a hash\): (\S+)$/m.exec(cliOutput)![1]!;

    const second = run(startProgram(production));
    const again = await until(second, /listening on/);
    expect(again).not.toContain('create-agency');
    expect(
      (await passwordGrant({ baseUrl: baseUrlOf(again) }, 'boss@acme.test', ownerPassword, { old: 'acme' })).status,
    ).toBe(200);
    expect(await stop(second), `the server did not stop cleanly:\n${second.output()}`).toBe(0);
  }, 120_000);

  it('in production refuses to start while a staff account has the demo password', async () => {
    const { created, env } = await database();
    const db = createDatabase(created.database);
    await migrateToLatest(db as never);
    await seedDemo(db, new PasswordHasher({ memoryCost: 64, timeCost: 1, parallelism: 1 }));
    await db.destroy();
    const production = { ...env, ...PRODUCTION_ENV };

    const refused = run(startProgram(production));
    expect(await refused.exited).toBe(1);
    const output = refused.output();
    expect(output).toContain(
      'Refusing to start with NODE_ENV=production: these staff accounts still have the published demo password (Password123!):',
    );
    for (const member of DEMO_STAFF) expect(output).toContain(`  ${member.local}@${DEMO_DOMAIN} (agency demo)`);
    expect(output).toContain("reset-password --agency demo --email owner@demo.test --password '<new password>'");
    expect(output).not.toContain('listening on');

    // One account left with it is enough to refuse; none left, and the server starts (the demo applicant,
    // whose address anyone could register, does not count).
    for (const member of DEMO_STAFF.slice(1)) {
      const reset = await runCli(
        ['reset-password', '--agency', 'demo', '--email', `${member.local}@${DEMO_DOMAIN}`, '--password', 'Own#2024'],
        { stdout: { write: () => true }, stderr: { write: () => true }, env: { ...CHEAP, ...production } },
      );
      expect(reset).toBe(0);
    }
    const stillOne = run(startProgram(production));
    expect(await stillOne.exited).toBe(1);
    expect(stillOne.output()).toContain('this staff account still has the published demo password');
    expect(stillOne.output()).toContain('  owner@demo.test (agency demo)');
    expect(stillOne.output()).not.toContain('admin@demo.test (agency demo)');
    await runCli(['reset-password', '--agency', 'demo', '--email', 'owner@demo.test', '--password', 'Own#2024'], {
      stdout: { write: () => true },
      stderr: { write: () => true },
      env: { ...CHEAP, ...production },
    });
    const started = run(startProgram(production));
    const listening = await until(started, /listening on/);
    expect(listening).not.toContain(DEMO_PASSWORD);
    expect(await stop(started), `the server did not stop cleanly:\n${started.output()}`).toBe(0);
  }, 120_000);

  it('in development (as pnpm start runs it) seeds the demo data and shows the outbox on 127.0.0.1', async () => {
    const { env } = await database();
    // HOST empty: the default of development.
    const development = run(startProgram({ ...env, NODE_ENV: 'development', HOST: '' }, ['--dev-outbox']));
    const output = await until(development, /mail is captured at/);
    const baseUrl = baseUrlOf(output);
    expect(baseUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    const port = new URL(baseUrl).port;
    expect(output).toContain('Seeded the demo data.');
    expect(output).toContain(`Demo agency "demo" is ready at http://localhost:${port}`);
    expect(output).toContain(`mail is captured at http://localhost:${port}/dev/outbox`);
    expect((await passwordGrant({ baseUrl }, 'owner@demo.test', DEMO_PASSWORD, { old: 'demo' })).status).toBe(200);
    expect((await http({ baseUrl }, 'GET', '/dev/outbox.json', { headers: { host: 'demo.localhost' } })).status).toBe(
      200,
    );
    expect(await stop(development), `the server did not stop cleanly:\n${development.output()}`).toBe(0);
  }, 120_000);
});
