import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, passwordGrant, startServer, type TestServer } from './helpers';

const serverDir = fileURLToPath(new URL('..', import.meta.url));

function cli(args: string[], env: Record<string, string>): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', 'src/cli.ts', ...args],
      { cwd: serverDir, env: { ...process.env, ARGON2_MEMORY_KIB: '64', ARGON2_ITERATIONS: '1', ...env } },
      (error, stdout, stderr) => resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
    );
  });
}

// The CLI against PostgreSQL (a PGlite data directory cannot be shared by two processes at once).
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
    expect((await cli(['migrate'], env)).stdout).toContain('Applied: 0001_initial');
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
        'sue@acme.test',
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
    expect([added.code, added.stdout]).toEqual([0, expect.stringContaining('Added sue@acme.test')]);
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

  it('reports bad configuration clearly', async () => {
    const result = await cli(['migrate'], { ...env, PORT: 'abc' });
    expect([result.code, result.stderr]).toEqual([1, expect.stringContaining('PORT="abc" must be a whole number')]);
  });
});
