import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PATHS, AUTH_PATHS } from '@agency/api-client/contract';
import { runCli } from '../src/cli/run';
import { CLIENT, createTestDatabase, decodeJwt, http, signIn } from './helpers';

// Issue 9, item 9 (with item 7): two server PROCESSES (src/main.ts under tsx, as `pnpm dev` runs it) on one
// PostgreSQL database, each with its own DATA_DIR. Tokens of one work on the other; a logout on one ends
// the session on the other (SESSION_CHECK_CACHE=0 here: no cache to wait for); a rotation is served by both.

const serverDir = fileURLToPath(new URL('..', import.meta.url));

interface Instance {
  child: ChildProcess;
  baseUrl: string;
  output: () => string;
  exited: Promise<number>;
}

async function startInstance(env: Record<string, string>, args: string[] = []): Promise<Instance> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts', ...args], {
    cwd: serverDir,
    env: { ...process.env, HOST: '127.0.0.1', PORT: '0', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number>((resolve) => child.once('exit', (code) => resolve(code ?? 1)));
  // The address it really bound, printed once it listens (or its output when it exits first).
  const baseUrl = await new Promise<string>((resolve, reject) => {
    const look = () => {
      const match = /listening on (http:\/\/[^\s,]+)/.exec(output);
      if (match) {
        child.stdout!.off('data', look);
        resolve(match[1]!);
      }
    };
    child.stdout!.on('data', look);
    void exited.then(() => reject(new Error(`the server exited:\n${output}`)));
  });
  return { child, baseUrl, output: () => output, exited };
}

async function stopInstance(instance: Instance | undefined): Promise<void> {
  if (!instance || instance.child.exitCode !== null) return;
  instance.child.kill('SIGTERM');
  await instance.exited;
}

describe('two server processes on one PostgreSQL database', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  const dataDirs = [0, 1].map(() => mkdtempSync(join(tmpdir(), 'agency-instance-')));
  let env: Record<string, string>;
  let a: Instance | undefined;
  let b: Instance | undefined;

  beforeAll(async () => {
    database = await createTestDatabase('postgres');
    if (database.database.kind !== 'postgres') throw new Error('postgres expected');
    env = {
      NODE_ENV: 'test',
      DATABASE_URL: database.database.url,
      DEFAULT_AGENCY: 'demo',
      ISSUER: 'https://portal.example.com',
      // The same on every instance: it opens the signing keys kept in the database.
      DATA_ENCRYPTION_KEY: 'a1'.repeat(32),
      SESSION_CHECK_CACHE: '0',
      // Only the unknown-kid reload below, nothing periodic, so the test decides when keys are read.
      SIGNING_KEY_RELOAD: '1h',
      ARGON2_MEMORY_KIB: '64',
      ARGON2_ITERATIONS: '1',
    };
    // Both start at once on the empty database: one makes the first signing key, the other reads it.
    [a, b] = await Promise.all([
      startInstance({ ...env, DATA_DIR: dataDirs[0]! }, ['--demo']),
      startInstance({ ...env, DATA_DIR: dataDirs[1]! }),
    ]);
  }, 120_000);

  afterAll(async () => {
    await stopInstance(a);
    await stopInstance(b);
    await database?.drop();
    for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
  });

  const me = (instance: Instance, token: string) =>
    http(instance, 'GET', API_PATHS.getCurrentRecruiter, { token }).then((result) => result.status);
  const kids = async (instance: Instance) =>
    (await http<{ keys: Array<{ kid: string }> }>(instance, 'GET', AUTH_PATHS.jwks)).json.keys.map((key) => key.kid);

  it('a token from A works on B, and both publish the same key', async () => {
    expect(await kids(a!)).toEqual(await kids(b!));
    expect(await kids(a!)).toHaveLength(1);
    const fromA = await signIn(a!, 'owner@demo.test');
    expect(decodeJwt(fromA.access_token).payload.iss).toBe('https://portal.example.com');
    expect(await me(b!, fromA.access_token)).toBe(200);
    const fromB = await signIn(b!, 'recruiter@demo.test');
    expect(await me(a!, fromB.access_token)).toBe(200);
  });

  it("a logout on A ends the session's access token on B", async () => {
    const session = await signIn(b!, 'manager@demo.test');
    expect(await me(b!, session.access_token)).toBe(200);
    const revoked = await http(a!, 'POST', AUTH_PATHS.revocation, {
      form: { token: session.refresh_token!, token_type_hint: 'refresh_token', ...CLIENT },
    });
    expect(revoked.status).toBe(200);
    expect(await me(b!, session.access_token)).toBe(401);
    expect(await me(a!, session.access_token)).toBe(401);
  });

  it('a rotation through one instance is served by both JWKS; new tokens verify on both, the previous key still counts', async () => {
    const [first] = await kids(a!);
    const before = await signIn(a!, 'owner@demo.test');
    // The rotation (the CLI on the same database, as an operator runs it), then instance A restarts: it
    // signs with the new key. B learns of it from the first token naming the new kid.
    const out: string[] = [];
    const code = await runCli(['rotate-signing-key'], {
      stdout: { write: (text: string) => out.push(text) },
      stderr: { write: (text: string) => out.push(text) },
      env: { ...env, DATA_DIR: dataDirs[0]! },
    });
    expect([code, out.join('')]).toEqual([0, expect.stringMatching(/^New signing key \S+; \S+ stays accepted/)]);
    await stopInstance(a);
    a = await startInstance({ ...env, DATA_DIR: dataDirs[0]! });
    const [current, previous] = await kids(a);
    expect(previous).toBe(first);
    expect(current).not.toBe(first);

    const after = await signIn(a, 'owner@demo.test');
    expect(decodeJwt(after.access_token).header.kid).toBe(current);
    expect(await me(b!, after.access_token)).toBe(200);
    expect(await kids(b!)).toEqual([current, previous]);
    // B now signs with the new key too; its tokens verify on A.
    const fromB = await signIn(b!, 'recruiter@demo.test');
    expect(decodeJwt(fromB.access_token).header.kid).toBe(current);
    expect(await me(a, fromB.access_token)).toBe(200);
    // A token of the previous key is still accepted on both.
    expect(await me(a, before.access_token)).toBe(200);
    expect(await me(b!, before.access_token)).toBe(200);
  }, 60_000);
});
