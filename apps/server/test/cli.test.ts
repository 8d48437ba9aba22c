import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@agency/forms/schemas';
import { runCli } from '../src/cli/run';
import { createTestDatabase, passwordGrant, startServer, type TestServer } from './helpers';

const serverDir = fileURLToPath(new URL('..', import.meta.url));

/** Runs the CLI in this process (runCli), capturing what it prints. */
async function cli(
  args: string[],
  env: Record<string, string>,
): Promise<{ code: number; stdout: string; stderr: string }> {
  let stdout = '';
  let stderr = '';
  const code = await runCli(args, {
    stdout: { write: (text: string) => (stdout += text) },
    stderr: { write: (text: string) => (stderr += text) },
    env: { NODE_ENV: 'test', ARGON2_MEMORY_KIB: '64', ARGON2_ITERATIONS: '1', ...env },
  });
  return { code, stdout, stderr };
}

// The CLI against PostgreSQL (a PGlite data directory cannot be opened twice at once).
describe('agency-server CLI', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let env: Record<string, string>;
  let server: TestServer | undefined;
  beforeAll(async () => {
    database = await createTestDatabase('postgres');
    env = { DATABASE_URL: (database.database as { url: string }).url, DATA_DIR: database.dataDir };
  });
  afterAll(async () => {
    await server?.stop();
    await database?.drop();
  });

  it('prints help', async () => {
    const result = await cli(['--help'], env);
    expect(result.code).toBe(0);
    for (const command of ['migrate', 'seed', 'create-agency', 'add-user', 'reset-password'])
      expect(result.stdout).toContain(command);
  });

  it('migrates, creates an agency with its owner, adds a user, resets a password, seeds', async () => {
    const migrated = await cli(['migrate'], env);
    expect([migrated.code, migrated.stdout]).toEqual([0, expect.stringMatching(/^Applied: 0001_initial, /)]);
    expect((await cli(['migrate'], env)).stdout).toContain('up to date');
    const created = await cli(
      [
        'create-agency',
        '--slug',
        'acme',
        '--name',
        'Acme Nursing',
        '--owner-email',
        'boss@acme.test',
        '--owner-password',
        'Boss#2024',
      ],
      env,
    );
    expect([created.code, created.stdout]).toEqual([0, expect.stringContaining('Created agency "acme"')]);
    const duplicate = await cli(
      [
        'create-agency',
        '--slug',
        'acme',
        '--name',
        'Again',
        '--owner-email',
        'b@acme.test',
        '--owner-password',
        'Boss#2024',
      ],
      env,
    );
    expect([duplicate.code, duplicate.stderr]).toEqual([1, expect.stringContaining('already exists')]);
    const added = await cli(
      [
        'add-user',
        '--agency',
        'acme',
        '--email',
        'Sue@Acme.test',
        '--password',
        'Sue#2024',
        '--first-name',
        'Sue',
        '--last-name',
        'Visor',
        '--roles',
        'supervisor,recruiter',
      ],
      env,
    );
    expect([added.code, added.stdout]).toEqual([0, expect.stringContaining('Added Sue@Acme.test')]);
    const again = await cli(
      ['add-user', '--agency', 'acme', '--email', 'sue@acme.test', '--password', 'Sue#2024', '--first-name', 'S'],
      env,
    );
    expect(again.stderr).toContain('Missing --last-name, --roles');
    const taken = await cli(
      [
        'add-user',
        '--agency',
        'acme',
        '--email',
        'sue@acme.test',
        '--password',
        'Sue#2024',
        '--first-name',
        'Sue',
        '--last-name',
        'Two',
        '--roles',
        'recruiter',
      ],
      env,
    );
    expect([taken.code, taken.stderr]).toEqual([1, 'sue@acme.test already has an account in agency "acme".\n']);
    const badRole = await cli(
      [
        'add-user',
        '--agency',
        'acme',
        '--email',
        'x@acme.test',
        '--password',
        'Sue#2024',
        '--first-name',
        'X',
        '--last-name',
        'Y',
        '--roles',
        'boss',
      ],
      env,
    );
    expect([badRole.code, badRole.stderr]).toEqual([1, expect.stringContaining('--roles must list roles from')]);
    expect((await cli(['add-user', '--agency', 'acme'], env)).stderr).toContain('Missing --email');
    expect(
      (await cli(['reset-password', '--agency', 'acme', '--email', 'sue@acme.test', '--password', 'Fresh#2024'], env))
        .code,
    ).toBe(0);
    expect((await cli(['seed'], env)).stdout).toContain('nothing seeded');
    expect((await cli(['seed', '--force'], env)).stdout).toContain('owner@demo.test');
    expect((await cli(['frobnicate'], env)).code).toBe(1);

    server = await startServer('postgres', { database, config: { defaultAgency: null } });
    const sue = await passwordGrant(server, 'sue@acme.test', 'Fresh#2024', { old: 'acme' });
    expect(sue.status).toBe(200);
    expect(
      JSON.parse(Buffer.from(sue.json.access_token.split('.')[1]!, 'base64url').toString()).recruiter.Roles,
    ).toEqual(['supervisor', 'recruiter']);
    expect((await passwordGrant(server, 'sue@acme.test', 'Sue#2024', { old: 'acme' })).json.error).toBe(
      'invalid_grant',
    );
    expect((await passwordGrant(server, 'boss@acme.test', 'Boss#2024', { old: 'acme' })).status).toBe(200);
    expect((await passwordGrant(server, 'owner@demo.test', 'Password123!', { old: 'demo' })).status).toBe(200);
  });

  it("refuses accounts the sign-in form could never use, with the forms' messages", async () => {
    // A password with a space: the registration and change-password rules refuse it (SPEC §5's login rule).
    const spaced = await cli(
      [
        'add-user',
        '--agency',
        'acme',
        '--email',
        'space@acme.test',
        '--password',
        'two words',
        '--first-name',
        'Spa',
        '--last-name',
        'Ce',
        '--roles',
        'recruiter',
      ],
      env,
    );
    expect([spaced.code, spaced.stderr]).toEqual([1, `${messages.registration.passwordNoWhitespace}\n`]);
    const owner = await cli(
      [
        'create-agency',
        '--slug',
        'spaces',
        '--name',
        'Spaces',
        '--owner-email',
        'not-an-email',
        '--owner-password',
        'a b',
      ],
      env,
    );
    expect([owner.code, owner.stderr]).toEqual([
      1,
      `${messages.registration.emailInvalid}\n${messages.registration.passwordNoWhitespace}\n`,
    ]);
    const reset = await cli(
      ['reset-password', '--agency', 'acme', '--email', 'sue@acme.test', '--password', 'new pass'],
      env,
    );
    expect([reset.code, reset.stderr]).toEqual([1, `${messages.changePassword.newPasswordNoWhitespace}\n`]);
    // Nothing was written: no account, no agency, and Sue's password is unchanged.
    expect(
      (
        await cli(
          [
            'create-agency',
            '--slug',
            'spaces',
            '--name',
            'S',
            '--owner-email',
            'o@spaces.test',
            '--owner-password',
            'Fine#2024',
          ],
          env,
        )
      ).code,
    ).toBe(0);
    expect((await passwordGrant(server!, 'sue@acme.test', 'Fresh#2024', { old: 'acme' })).status).toBe(200);
    expect((await passwordGrant(server!, 'space@acme.test', 'two words', { old: 'acme' })).json.error).toBe(
      'invalid_grant',
    );
  });

  it('reports bad configuration clearly', async () => {
    const result = await cli(['migrate'], { ...env, PORT: 'abc' });
    expect([result.code, result.stderr]).toEqual([1, expect.stringContaining('PORT="abc" must be a whole number')]);
  });

  it('runs as a program (the one spawned test: the bin entry exits with the status runCli answers)', async () => {
    const result = await new Promise<{ code: number; stderr: string }>((resolve) => {
      execFile(
        process.execPath,
        ['--import', 'tsx', 'src/cli.ts', 'frobnicate'],
        { cwd: serverDir },
        (error, _stdout, stderr) => resolve({ code: error ? Number(error.code ?? 1) : 0, stderr }),
      );
    });
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('Unknown command "frobnicate".');
    expect(result.stderr).toContain('create-agency --slug <slug>');
  });
});
