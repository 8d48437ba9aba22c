import { execFile, spawn } from 'node:child_process';
import { PassThrough, Readable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@agency/forms/schemas';
import { PASSWORD_ARGUMENT_WARNING, type CliStdin } from '../src/cli/password-input';
import { runCli } from '../src/cli/run';
import { createTestDatabase, passwordGrant, startServer, type TestServer } from './helpers';

const serverDir = fileURLToPath(new URL('..', import.meta.url));

/** Runs the CLI in this process (runCli), capturing what it prints. */
async function cli(
  args: string[],
  env: Record<string, string>,
  stdin?: CliStdin,
): Promise<{ code: number; stdout: string; stderr: string }> {
  let stdout = '';
  let stderr = '';
  const code = await runCli(args, {
    stdout: { write: (text: string) => (stdout += text) },
    stderr: { write: (text: string) => (stderr += text) },
    env: { NODE_ENV: 'test', ARGON2_MEMORY_KIB: '64', ARGON2_ITERATIONS: '1', ...env },
    stdin,
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
    expect([taken.code, taken.stderr]).toEqual([
      1,
      `${PASSWORD_ARGUMENT_WARNING('password')}\nsue@acme.test already has an account in agency "acme".\n`,
    ]);
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
    expect([spaced.code, spaced.stderr]).toEqual([
      1,
      `${PASSWORD_ARGUMENT_WARNING('password')}\n${messages.registration.passwordNoWhitespace}\n`,
    ]);
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
      `${PASSWORD_ARGUMENT_WARNING('owner-password')}\n${messages.registration.emailInvalid}\n${messages.registration.passwordNoWhitespace}\n`,
    ]);
    const reset = await cli(
      ['reset-password', '--agency', 'acme', '--email', 'sue@acme.test', '--password', 'new pass'],
      env,
    );
    expect([reset.code, reset.stderr]).toEqual([
      1,
      `${PASSWORD_ARGUMENT_WARNING('password')}\n${messages.changePassword.newPasswordNoWhitespace}\n`,
    ]);
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

  describe("the first owner's password never needs the command line", () => {
    const createAgency = (slug: string) => [
      'create-agency',
      '--slug',
      slug,
      '--name',
      `Agency ${slug}`,
      '--owner-email',
      `owner@${slug}.test`,
    ];
    const signIn = async (slug: string, password: string) => {
      server ??= await startServer('postgres', { database, config: { defaultAgency: null } });
      return (await passwordGrant(server, `owner@${slug}.test`, password, { old: slug })).status;
    };
    /** A terminal as the CLI sees one: `isTTY`, raw mode switched on and off (recorded), typed text. */
    const terminal = (typed: string) => {
      const stream = new PassThrough();
      const rawModes: boolean[] = [];
      Object.assign(stream, { isTTY: true, setRawMode: (raw: boolean) => rawModes.push(raw) });
      stream.write(typed);
      return { stdin: stream as unknown as CliStdin, rawModes };
    };
    beforeAll(async () => {
      await cli(['migrate'], env);
    });

    it('--owner-password-stdin reads a piped password (the trailing line break is not part of it)', async () => {
      const piped = await cli(
        [...createAgency('piped'), '--owner-password-stdin'],
        env,
        Readable.from(['Piped#2024\n']) as unknown as CliStdin,
      );
      expect([piped.code, piped.stderr]).toEqual([0, '']);
      expect(piped.stdout).not.toContain('Piped#2024');
      expect(await signIn('piped', 'Piped#2024')).toBe(200);

      const empty = await cli(
        [...createAgency('empty'), '--owner-password-stdin'],
        env,
        Readable.from([]) as unknown as CliStdin,
      );
      expect([empty.code, empty.stderr]).toEqual([1, '--owner-password-stdin: standard input was empty.\n']);
      const both = await cli(
        [...createAgency('both'), '--owner-password-stdin', '--owner-password', 'Both#2024'],
        env,
        Readable.from(['Both#2024']) as unknown as CliStdin,
      );
      expect([both.code, both.stderr]).toEqual([
        1,
        'Use either --owner-password or --owner-password-stdin, not both.\n',
      ]);
      const onTerminal = await cli([...createAgency('tty'), '--owner-password-stdin'], env, terminal('').stdin);
      expect([onTerminal.code, onTerminal.stderr]).toEqual([1, expect.stringContaining('on a terminal leave it out')]);
    });

    it('on a terminal it asks twice without echoing (raw mode), and refuses two different answers', async () => {
      const typed = terminal('Typo\u007f\u007f\u007f\u007fTyped#2024\rTyped#2024\r');
      const asked = await cli(createAgency('typed'), env, typed.stdin);
      expect([asked.code, asked.stderr]).toEqual([
        0,
        'Password for owner@typed.test: \nRepeat the password for owner@typed.test: \n',
      ]);
      expect(asked.stdout).toContain('Created agency "typed"');
      expect(asked.stdout + asked.stderr).not.toContain('Typed#2024');
      expect(typed.rawModes).toEqual([true, false]);
      expect(await signIn('typed', 'Typed#2024')).toBe(200);

      const differ = await cli(createAgency('differ'), env, terminal('First#2024\rSecond#2024\r').stdin);
      expect([differ.code, differ.stderr]).toEqual([
        1,
        expect.stringContaining('The two passwords do not match; nothing was created.'),
      ]);
      const cancelled = await cli(createAgency('cancel'), env, terminal('Half\u0003').stdin);
      expect([cancelled.code, cancelled.stderr]).toEqual([1, expect.stringContaining('Cancelled')]);
      for (const slug of ['differ', 'cancel']) expect(await signIn(slug, 'First#2024')).toBe(400);
    });

    it('with neither a terminal nor a flag it generates one and prints it once', async () => {
      const generated = await cli(createAgency('generated'), env);
      expect([generated.code, generated.stderr]).toEqual([0, '']);
      const password = /shown this once, stored only as a hash\): (\S+)$/m.exec(generated.stdout)?.[1];
      expect(password).toMatch(/^[A-Za-z0-9_-]{24}$/);
      expect(await signIn('generated', password!)).toBe(200);
    });

    it('add-user and reset-password take the password the same way (piped, generated), never needing --password', async () => {
      expect(
        (
          await cli(
            [...createAgency('users'), '--owner-password-stdin'],
            env,
            Readable.from(['Own#2024']) as unknown as CliStdin,
          )
        ).code,
      ).toBe(0);
      const user = (extra: string[]) => [
        'add-user',
        '--agency',
        'users',
        '--email',
        'sam@users.test',
        '--first-name',
        'Sam',
        '--last-name',
        'Ray',
        '--roles',
        'recruiter',
        ...extra,
      ];
      const piped = await cli(user(['--password-stdin']), env, Readable.from(['Sam#2024\n']) as unknown as CliStdin);
      expect([piped.code, piped.stderr]).toEqual([0, '']);
      expect(piped.stdout).not.toContain('Sam#2024');
      const signInAs = async (email: string, password: string) =>
        (
          await passwordGrant(
            (server ??= await startServer('postgres', { database, config: { defaultAgency: null } })),
            email,
            password,
            { old: 'users' },
          )
        ).status;
      expect(await signInAs('sam@users.test', 'Sam#2024')).toBe(200);
      const reset = await cli(['reset-password', '--agency', 'users', '--email', 'sam@users.test'], env);
      expect([reset.code, reset.stderr]).toEqual([0, '']);
      const generated = /shown this once, stored only as a hash\): (\S+)$/m.exec(reset.stdout)?.[1];
      expect(generated).toMatch(/^[A-Za-z0-9_-]{24}$/);
      expect(await signInAs('sam@users.test', generated!)).toBe(200);
      expect(await signInAs('sam@users.test', 'Sam#2024')).toBe(400);
    });

    it('--owner-password still works, with a warning about the shell history and ps', async () => {
      const argument = await cli([...createAgency('argument'), '--owner-password', 'Arg#2024'], env);
      expect([argument.code, argument.stderr]).toEqual([0, `${PASSWORD_ARGUMENT_WARNING('owner-password')}\n`]);
      expect(await signIn('argument', 'Arg#2024')).toBe(200);
    });

    it('a real terminal echoes nothing (the program under script(1), which gives it a pseudo-terminal)', async () => {
      const command = ['node', '--import', 'tsx', 'src/cli.ts', ...createAgency('pty')]
        .map((part) => `'${part}'`)
        .join(' ');
      const child = spawn('script', ['-qec', command, '/dev/null'], {
        cwd: serverDir,
        env: { ...process.env, NODE_ENV: 'test', ARGON2_MEMORY_KIB: '64', ARGON2_ITERATIONS: '1', ...env },
      });
      let output = '';
      const waiters: Array<{ pattern: RegExp; resolve: () => void }> = [];
      child.stdout.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        for (const waiter of waiters.filter(({ pattern }) => pattern.test(output))) {
          waiters.splice(waiters.indexOf(waiter), 1);
          waiter.resolve();
        }
      });
      const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
      const until = (pattern: RegExp) => {
        const early = exited.then((code) => {
          throw new Error(`The CLI exited (${code}) before printing ${pattern}:\n${output}`);
        });
        early.catch(() => undefined); // handled by the race; the process exits normally later
        return Promise.race([
          new Promise<void>((resolve) => (pattern.test(output) ? resolve() : waiters.push({ pattern, resolve }))),
          early,
        ]);
      };
      // Typed only once asked: by then the terminal is in raw mode.
      await until(/Password for owner@pty\.test: /);
      child.stdin.write('Pty#2024\r');
      await until(/Repeat the password for owner@pty\.test: /);
      child.stdin.write('Pty#2024\r');
      expect(await exited, output).toBe(0);
      expect(output).toContain('Created agency "pty"');
      expect(output).not.toContain('Pty#2024');
      expect(await signIn('pty', 'Pty#2024')).toBe(200);
    }, 60_000);
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
