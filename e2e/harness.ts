// Starts the built reference server on a fresh data directory and a free port, and Chromium via
// playwright-core (system Chromium). Each test file gets its own server and browser.
import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { chromiumArgs, chromiumPath } from '../chromium.mjs';
import { copyPgliteCluster } from '../apps/server/test/pglite-cluster';
import { seedDays } from '../apps/server/test/seed-days';

const root = resolve(import.meta.dirname, '..');

async function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => done(port));
    });
  });
}

/** A message of the dev outbox (its attachments' text: an invitation's ICS). */
export interface OutboxMessage {
  To: string;
  Subject: string;
  Text: string;
  Attachments?: Array<{ Filename: string; ContentType: string; Text: string }>;
}

export interface Harness {
  baseUrl: string;
  browser: Browser;
  newPage(options?: { width?: number; height?: number }): Promise<{ context: BrowserContext; page: Page }>;
  /** Messages captured by the server's dev outbox, newest first. */
  outbox(): Promise<OutboxMessage[]>;
  close(): Promise<void>;
}

/** A running built server (`stop` ends it gracefully, or kills it after 10 s). */
export interface ServerProcess {
  baseUrl: string;
  stop(): Promise<void>;
}

/**
 * Starts the built server on `dataDir` (seeding the demo agency when its database is empty) and waits until it
 * answers /health.
 */
export async function startServerProcess(dataDir: string, env: Record<string, string> = {}): Promise<ServerProcess> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const server: ChildProcess = spawn(process.execPath, [join(root, 'apps/server/dist/main.js')], {
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      // Outside development both are opt-in: the demo accounts, and the outbox the tests read codes from.
      SEED_DEMO: 'true',
      DEV_OUTBOX: 'true',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  server.stdout?.on('data', (chunk) => (output += chunk));
  server.stderr?.on('data', (chunk) => (output += chunk));

  const deadline = Date.now() + 60_000;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`The server exited (${server.exitCode}):\n${output}`);
    try {
      const res = await fetch(`${baseUrl}/health`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`The server did not become healthy in 60 s:\n${output}`);
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    baseUrl,
    async stop() {
      const exited = new Promise((r) => server.once('exit', r));
      server.kill('SIGTERM');
      await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))]);
      if (server.exitCode === null) server.kill('SIGKILL');
    },
  };
}

/**
 * The demo data directory global-setup.ts made for this run, when a copy of it is what seeding now would give
 * (the same days: see apps/server/test/seed-days.ts); else undefined.
 */
function seededDataDir(): string | undefined {
  const { E2E_SEEDED_DATA_DIR: dir, E2E_SEEDED_AT: at } = process.env;
  return dir && at && seedDays(Number(at)) === seedDays(Date.now()) ? dir : undefined;
}

export async function startHarness(env: Record<string, string> = {}): Promise<Harness> {
  const dataDir = mkdtempSync(join(tmpdir(), 'agency-e2e-'));
  // The server's database is PGlite in DATA_DIR/pglite: a copy of this run's seeded data directory (the demo
  // agency's 400 applicants, seeded once by global-setup.ts) or of an empty cluster starts it sooner.
  const seeded = seededDataDir();
  if (seeded) cpSync(seeded, dataDir, { recursive: true });
  else await copyPgliteCluster(join(dataDir, 'pglite'));
  const server = await startServerProcess(dataDir, env);
  const { baseUrl } = server;

  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs, headless: true });
  return {
    baseUrl,
    browser,
    async newPage({ width = 1280, height = 800 } = {}) {
      const context = await browser.newContext({ baseURL: baseUrl, viewport: { width, height } });
      const page = await context.newPage();
      return { context, page };
    },
    async outbox() {
      const res = await fetch(`${baseUrl}/dev/outbox.json`);
      if (!res.ok) throw new Error(`outbox: HTTP ${res.status}`);
      return (await res.json()) as OutboxMessage[];
    },
    async close() {
      await browser.close();
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Fills and sends the registration form (the page is on /registration) with password "Nurse-2026" and
 * the agreement ticked, then waits for the verification screen.
 */
export async function register(page: Page, person: { lastName: string; firstName: string; email: string }) {
  await page.getByLabel('Last Name').fill(person.lastName);
  await page.getByLabel('First Name').fill(person.firstName);
  await page.getByLabel('Email').fill(person.email);
  await page.getByLabel('Password', { exact: true }).fill('Nurse-2026');
  await page.getByLabel('Confirm Password').fill('Nurse-2026');
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Register' }).click();
  await page.waitForURL('**/verify');
}
