#!/usr/bin/env node
// Lighthouse (npm `lighthouse`, mobile preset: Moto G-class screen, simulated slow 4G and 4x CPU slowdown)
// against the built portal served by the built server, for the open screens /login and /registration.
// Prints the performance score and FCP, LCP, TBT, CLS and transfer size per page (the median run of
// LIGHTHOUSE_RUNS). Figures only: no thresholds are asserted; it exits non-zero only when it cannot run.
//
//   pnpm build && node bench/lighthouse.mjs
//
// env: CHROME_PATH or CHROMIUM_PATH (default /usr/bin/chromium), LIGHTHOUSE_RUNS (default 3),
//      LIGHTHOUSE_PAGES (default "/login,/registration"), LIGHTHOUSE_JSON=<dir> to keep the reports,
//      LIGHTHOUSE_SITE=careers for the careers site instead (apps/careers built: `pnpm careers --build-only`):
//      its job search, a job page and the application, served by apps/careers/server.mjs beside the API
//      server (which then seeds the demo agency).
//
// The server runs as in production (NODE_ENV=production: pre-compressed assets, immutable caching of the
// hashed files) on a free port, with embedded PGlite in a temporary DATA_DIR and throwaway keys.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import lighthouse from 'lighthouse';
import { chromiumArgs } from '../chromium.mjs';

const root = resolve(import.meta.dirname, '..');
const chromePath = process.env.CHROME_PATH || process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const runs = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 3) || 1);
const site = process.env.LIGHTHOUSE_SITE === 'careers' ? 'careers' : 'portal';
let pages = (
  process.env.LIGHTHOUSE_PAGES ?? (site === 'careers' ? '/,/jobs/:id,/jobs/:id/apply' : '/login,/registration')
)
  .split(',')
  .map((page) => page.trim());
const keepJson = process.env.LIGHTHOUSE_JSON;

function fail(message) {
  console.error(`bench/lighthouse: ${message}`);
  process.exit(1);
}

if (!existsSync(join(root, 'apps/portal/dist/index.html')) || !existsSync(join(root, 'apps/server/dist/main.js')))
  fail('no build found: run `pnpm build` (or `pnpm run build:apps`) first.');
if (site === 'careers' && !existsSync(join(root, 'apps/careers/dist/server/entry-server.js')))
  fail('the careers site is not built: run `pnpm careers --build-only` first.');
if (!existsSync(chromePath)) fail(`no Chromium at ${chromePath}: set CHROME_PATH or CHROMIUM_PATH.`);

function freePort() {
  return new Promise((done, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => done(port));
    });
  });
}

/** Waits until `check` resolves true, or throws after `ms` with `describe()` in the message. */
async function waitFor(check, ms, describe) {
  const deadline = Date.now() + ms;
  for (;;) {
    if (await check()) return;
    if (Date.now() > deadline) throw new Error(describe());
    await new Promise((done) => setTimeout(done, 200));
  }
}

const temp = mkdtempSync(join(tmpdir(), 'agency-lighthouse-'));
const children = [];
const removeTemp = () => {
  try {
    rmSync(temp, { recursive: true, force: true, maxRetries: 5 });
  } catch {
    // Chromium may still be writing its profile while it exits: a leftover temp directory is harmless.
  }
};
/** Stops the server and Chromium (and waits for them), then removes the temporary directory. */
async function shutdown() {
  await Promise.all(
    children
      .filter((child) => child.exitCode === null && child.signalCode === null)
      .map((child) => new Promise((done) => child.once('exit', done).kill('SIGTERM'))),
  );
  removeTemp();
}
process.on('exit', () => {
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  removeTemp();
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => process.exit(130));

async function startServer() {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const server = spawn(process.execPath, [join(root, 'apps/server/dist/main.js')], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      ISSUER: baseUrl,
      DATA_DIR: join(temp, 'data'),
      DATA_ENCRYPTION_KEY: randomBytes(32).toString('hex'),
      CAPTCHA_HMAC_KEY: randomBytes(32).toString('hex'),
      LOG_LEVEL: 'warn',
      // The careers site lists the demo agency's public job orders (the demo seed is refused in production; the
      // API's mode does not change the site's pages).
      ...(site === 'careers' ? { NODE_ENV: 'test', SEED_DEMO: 'true' } : {}),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(server);
  let output = '';
  server.stdout.on('data', (chunk) => (output += chunk));
  server.stderr.on('data', (chunk) => (output += chunk));
  await waitFor(
    async () => {
      if (server.exitCode !== null) throw new Error(`the server exited (${server.exitCode}):\n${output}`);
      try {
        return (await fetch(`${baseUrl}/health`)).ok;
      } catch {
        return false;
      }
    },
    60_000,
    () => `the server did not become healthy in 60 s:\n${output}`,
  );
  return baseUrl;
}

async function startChromium() {
  const port = await freePort();
  const chromium = spawn(
    chromePath,
    [
      ...chromiumArgs,
      '--headless=new',
      `--remote-debugging-port=${port}`,
      '--remote-debugging-address=127.0.0.1',
      `--user-data-dir=${join(temp, 'chromium')}`,
      'about:blank',
    ],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  children.push(chromium);
  let output = '';
  chromium.stderr.on('data', (chunk) => (output += chunk));
  await waitFor(
    async () => {
      if (chromium.exitCode !== null) throw new Error(`Chromium exited (${chromium.exitCode}):\n${output}`);
      try {
        return (await fetch(`http://127.0.0.1:${port}/json/version`)).ok;
      } catch {
        return false;
      }
    },
    30_000,
    () => `Chromium did not open its debugging port in 30 s:\n${output}`,
  );
  return port;
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** apps/careers/server.mjs in front of the API server at `apiUrl`; answers its address. */
async function startCareers(apiUrl) {
  const careersPort = await freePort();
  const url = `http://127.0.0.1:${careersPort}`;
  const careers = spawn(process.execPath, [join(root, 'apps/careers/server.mjs')], {
    env: { ...process.env, PORT: String(careersPort), CAREERS_API_URL: apiUrl, CAREERS_AGENCY: 'demo' },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  children.push(careers);
  await waitFor(
    async () => {
      try {
        return (await fetch(`${url}/`)).ok;
      } catch {
        return false;
      }
    },
    30_000,
    () => 'the careers site did not start in 30 s',
  );
  // The pages name a job: the first public one.
  const jobs = await (await fetch(`${apiUrl}/api/careers/jobs?pageSize=1&old=demo`)).json();
  const id = jobs.Items?.[0]?.Id;
  if (!id) throw new Error('the demo agency has no public job');
  pages = pages.map((page) => page.replace(':id', String(id)));
  return url;
}

let baseUrl;
let port;
try {
  baseUrl = await startServer();
  if (site === 'careers') baseUrl = await startCareers(baseUrl);
  port = await startChromium();
} catch (error) {
  fail(error.message);
}

const rows = [];
for (const page of pages) {
  const results = [];
  for (let run = 1; run <= runs; run += 1) {
    let result;
    try {
      result = await lighthouse(`${baseUrl}${page}`, {
        port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance'],
      });
    } catch (error) {
      fail(`Lighthouse failed on ${page}: ${error.message}`);
    }
    const { lhr } = result;
    if (lhr.runtimeError) fail(`Lighthouse could not load ${page}: ${lhr.runtimeError.message}`);
    if (keepJson) {
      mkdirSync(keepJson, { recursive: true });
      writeFileSync(join(keepJson, `${page.replace(/\W+/g, '_')}-${run}.json`), result.report);
    }
    const audit = (id) => lhr.audits[id]?.numericValue ?? NaN;
    results.push({
      score: Math.round((lhr.categories.performance.score ?? 0) * 100),
      fcp: audit('first-contentful-paint'),
      lcp: audit('largest-contentful-paint'),
      tbt: audit('total-blocking-time'),
      cls: audit('cumulative-layout-shift'),
      bytes: audit('total-byte-weight'),
    });
  }
  // The run with the median score stands for the page (its metrics belong together).
  const score = median(results.map((r) => r.score));
  const chosen = results.find((r) => r.score === score);
  rows.push({
    page,
    performance: score,
    FCP: `${(chosen.fcp / 1000).toFixed(2)} s`,
    LCP: `${(chosen.lcp / 1000).toFixed(2)} s`,
    TBT: `${Math.round(chosen.tbt)} ms`,
    CLS: chosen.cls.toFixed(3),
    transfer: `${(chosen.bytes / 1024).toFixed(1)} KiB`,
    ...(runs > 1 ? { 'scores of the runs': results.map((r) => r.score).join(' ') } : {}),
  });
}

console.log(`Lighthouse ${'mobile'} (simulated slow 4G, 4x CPU slowdown), ${runs} run(s) per page, median shown`);
console.table(rows);
console.log(
  site === 'careers'
    ? 'Target of issue 16: performance >= 95 on the job search (/) and a job page.'
    : 'Target of issue 9: performance >= 95 on /login and /registration.',
);
await shutdown();
