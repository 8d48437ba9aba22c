import { execFile, spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app/build-app';
import { runCli } from '../src/cli/run';
import { createDatabase, DataDirectoryLockedError } from '../src/platform/db';
import { createTestDatabase, testConfig } from './helpers';

// One process per PGlite data directory: the server and the CLI take `<data dir>.lock` exclusively.
const serverDir = fileURLToPath(new URL('..', import.meta.url));
const cheap = { NODE_ENV: 'test', ARGON2_MEMORY_KIB: '64', ARGON2_ITERATIONS: '1', LOG_LEVEL: 'silent' };

async function cli(args: string[], env: Record<string, string>) {
  let stdout = '';
  let stderr = '';
  const code = await runCli(args, {
    stdout: { write: (text: string) => (stdout += text) },
    stderr: { write: (text: string) => (stderr += text) },
    env: { ...cheap, ...env },
  });
  return { code, stdout, stderr };
}

/** A pid that is certainly not running: a child that has already exited. */
async function deadPid(): Promise<number> {
  const child = spawn(process.execPath, ['-e', '']);
  await new Promise((resolve) => child.once('exit', resolve));
  return child.pid!;
}

function modesUnder(dir: string): { dirs: Set<string>; files: Set<string> } {
  const dirs = new Set<string>();
  const files = new Set<string>();
  const walk = (path: string) => {
    dirs.add((statSync(path).mode & 0o777).toString(8));
    for (const entry of readdirSync(path, { withFileTypes: true })) {
      const child = join(path, entry.name);
      if (entry.isDirectory()) walk(child);
      else files.add((statSync(child).mode & 0o777).toString(8));
    }
  };
  walk(dir);
  return { dirs, files };
}

describe('PGlite data directory lock', () => {
  const cleanup: Array<() => Promise<unknown>> = [];
  afterEach(async () => {
    for (const step of cleanup.splice(0).reverse()) await step().catch(() => undefined);
  });

  async function fresh() {
    const database = await createTestDatabase('pglite');
    cleanup.push(database.drop);
    const pgliteDir = (database.database as { dataDir: string }).dataDir;
    const config = testConfig({ database: database.database, dataDir: database.dataDir, logLevel: 'silent' });
    return { database, pgliteDir, lockPath: `${pgliteDir}.lock`, config };
  }

  it('refuses a second server and the CLI while one holds it, with a clear message; a restart works after close', async () => {
    const { database, pgliteDir, lockPath, config } = await fresh();
    const first = await buildApp(config);
    cleanup.push(() => first.close());
    expect(JSON.parse(readFileSync(lockPath, 'utf8'))).toMatchObject({ pid: process.pid, label: 'the server' });

    // A second server in this process.
    const second = await buildApp(config).then(
      () => null,
      (error: unknown) => error,
    );
    expect(second).toBeInstanceOf(DataDirectoryLockedError);
    expect((second as Error).message).toBe(
      `The data directory ${pgliteDir} is in use by the server (pid ${process.pid}, since ${JSON.parse(readFileSync(lockPath, 'utf8')).since}). ` +
        'PGlite allows one process per data directory: stop that process first, or use another DATA_DIR.',
    );

    // The CLI says to stop the server.
    const env = { DATA_DIR: database.dataDir };
    const refused = await cli(['add-user', '--agency', 'demo', '--email', 'x@demo.test'], env);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain(`The data directory ${pgliteDir} is in use by the server (pid ${process.pid}`);
    expect(refused.stderr).toContain('stop the server, run the command, then start the server again');

    // Another process (the real server program) exits at once with the message and a non-zero status.
    const started = Date.now();
    const other = await new Promise<{ code: number; stderr: string }>((resolve) => {
      execFile(
        process.execPath,
        ['--import', 'tsx', 'src/main.ts'],
        { cwd: serverDir, env: { ...process.env, ...cheap, DATA_DIR: database.dataDir, PORT: '0' } },
        (error, _stdout, stderr) => resolve({ code: error ? Number(error.code ?? 1) : 0, stderr }),
      );
    });
    expect(other.code).toBe(1);
    expect(other.stderr).toContain(`The data directory ${pgliteDir} is in use by the server (pid ${process.pid}`);
    expect(Date.now() - started).toBeLessThan(15_000);

    // Closing releases the lock: the CLI and a restarted server open the directory.
    await first.close();
    expect(existsSync(lockPath)).toBe(false);
    expect((await cli(['migrate'], env)).stdout).toContain('up to date');
    expect(existsSync(lockPath)).toBe(false);
    const again = await buildApp(config);
    cleanup.push(() => again.close());
    expect((await again.inject({ method: 'GET', url: '/health' })).statusCode).toBe(200);
  }, 60_000);

  it("takes over a stale lock (a dead pid, or this process's own pid from an earlier life)", async () => {
    const { pgliteDir, lockPath, config } = await fresh();
    const stale = (pid: number) =>
      writeFileSync(
        lockPath,
        JSON.stringify({ pid, hostname: hostname(), label: 'the server', since: '2026-01-01T00:00:00Z', token: 'old' }),
      );
    stale(await deadPid());
    const app = await buildApp(config);
    const holder = JSON.parse(readFileSync(lockPath, 'utf8'));
    expect([holder.pid, holder.token]).toEqual([process.pid, expect.not.stringMatching(/^old$/)]);
    await app.close();

    // A restarted container has pid 1 again: a lock with our own pid that this process does not hold is stale.
    stale(process.pid);
    const db = createDatabase({ kind: 'pglite', dataDir: pgliteDir });
    expect(JSON.parse(readFileSync(lockPath, 'utf8')).token).not.toBe('old');
    await db.destroy();

    // A live holder (this test runner's parent, say) is not taken over.
    writeFileSync(
      lockPath,
      JSON.stringify({ pid: process.ppid, hostname: hostname(), label: 'the server', since: 'x', token: 'live' }),
    );
    expect(() => createDatabase({ kind: 'pglite', dataDir: pgliteDir })).toThrow(DataDirectoryLockedError);
    expect(JSON.parse(readFileSync(lockPath, 'utf8')).token).toBe('live');
  });

  it('keeps the directory 0700 and its files 0600', async () => {
    const { pgliteDir, config } = await fresh();
    const app = await buildApp(config);
    // While open: the directory is the owner's only (files PostgreSQL adds later follow the umask of main.ts).
    expect((statSync(pgliteDir).mode & 0o777).toString(8)).toBe('700');
    await app.close();
    const modes = modesUnder(pgliteDir);
    expect(modes.files.size).toBeGreaterThan(0);
    expect([...modes.dirs]).toEqual(['700']);
    expect([...modes.files]).toEqual(['600']);
  });
});
