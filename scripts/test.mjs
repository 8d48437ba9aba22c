#!/usr/bin/env node
// The README's test command: every check, each step as soon as what it needs is done, stopping at the first
// failure. Steps that run at the same time print their output as each ends, with its time and how busy the
// machine's cores were meanwhile; the run ends with a closing "N passed, N failed" line.
//
//   node scripts/test.mjs            every step
//   node scripts/test.mjs vitest e2e the steps whose names contain one of the words (their needs are not run)
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync, readdirSync, existsSync, rmSync } from 'node:fs';

const results = '.test-results';
rmSync(results, { recursive: true, force: true });
mkdirSync(results, { recursive: true });

// node:test prints to the terminal and writes TAP for the closing count.
const reporters = (name) => [
  '--test-reporter=spec',
  '--test-reporter-destination=stdout',
  '--test-reporter=tap',
  `--test-reporter-destination=${results}/${name}.tap`,
];
const e2eFiles = readdirSync('e2e')
  .filter((f) => f.endsWith('.test.ts'))
  .map((f) => `e2e/${f}`);

/**
 * The steps and what each needs. Vitest (the long one: the Node projects beside the stories' browser frames) starts
 * at once, and the checks and builds run beside it on what it leaves of the two cores: measured, Vitest keeps the
 * machine about half busy (its story frames and server tests wait on the browser, the databases and the network).
 * The browser tests start after Vitest, not beside it: each file has its own server and browser, and sharing the
 * cores with the story frames would only make both slower.
 */
const steps = [
  {
    name: 'vitest (unit, integration, server, storybook)',
    cmd: 'pnpm',
    args: [
      'exec',
      'vitest',
      'run',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${results}/vitest.json`,
    ],
    needs: [],
  },
  // One lane beside Vitest, a step at a time: the static checks first (a type error stops the run early), then the
  // builds the release and the browser tests need.
  { name: 'typecheck', cmd: 'pnpm', args: ['run', 'typecheck'], needs: [] },
  { name: 'lint', cmd: 'pnpm', args: ['run', 'lint'], needs: ['typecheck'] },
  { name: 'format', cmd: 'pnpm', args: ['run', 'format:check'], needs: ['lint'] },
  { name: 'build packages', cmd: 'pnpm', args: ['-r', '--filter', './packages/*', 'run', 'build'], needs: ['format'] },
  { name: 'build portal and server', cmd: 'pnpm', args: ['run', 'build:apps'], needs: ['build packages'] },
  { name: 'build storybook', cmd: 'pnpm', args: ['run', 'build-storybook'], needs: ['build portal and server'] },
  {
    // A local registry (Verdaccio): the packages and the Storybook published to it, a consumer and the careers
    // site (which the browser tests start) installing them.
    name: 'pack, publish and consume packages',
    cmd: 'node',
    args: ['--test', ...reporters('pack'), 'scripts/pack-consumer.test.mjs'],
    needs: ['build packages', 'build storybook'],
  },
  {
    // Two files at a time: each has its own server (its own database, a free port) and browser; each server starts
    // on a copy of the demo data the global setup seeded once for the run.
    name: 'browser tests (e2e)',
    cmd: 'node',
    args: [
      '--import',
      'tsx',
      '--test',
      '--test-global-setup=e2e/global-setup.mjs',
      '--test-concurrency=2',
      ...reporters('e2e'),
      ...e2eFiles,
    ],
    needs: [
      'build portal and server',
      'pack, publish and consume packages',
      'vitest (unit, integration, server, storybook)',
    ],
  },
];

const only = process.argv.slice(2);
const selected = steps.filter((step) => !only.length || only.some((word) => step.name.includes(word)));
let passed = 0;
let failed = 0;

function countTap(file) {
  if (!existsSync(file)) return;
  const text = readFileSync(file, 'utf8');
  passed += Number(/^# pass (\d+)/m.exec(text)?.[1] ?? 0);
  failed += Number(/^# fail (\d+)/m.exec(text)?.[1] ?? 0);
}

function count(step) {
  if (step.name.startsWith('vitest') && existsSync(`${results}/vitest.json`)) {
    const report = JSON.parse(readFileSync(`${results}/vitest.json`, 'utf8'));
    passed += report.numPassedTests;
    failed += report.numFailedTests;
  }
  if (step.name.startsWith('pack')) countTap(`${results}/pack.tap`);
  if (step.name.startsWith('browser')) countTap(`${results}/e2e.tap`);
}

/** The machine's CPU counters (busy and total jiffies over every core), to say how busy it was during a step. */
function cpu() {
  try {
    const [, ...fields] = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/);
    const values = fields.map(Number);
    const total = values.reduce((sum, value) => sum + value, 0);
    const idle = values[3] + (values[4] ?? 0);
    return { busy: total - idle, total };
  } catch {
    return undefined;
  }
}

const busyShare = (from, to) =>
  from && to && to.total > from.total
    ? ` (cores ${Math.round((100 * (to.busy - from.busy)) / (to.total - from.total))} % busy)`
    : '';

const running = new Map();
const done = new Set();
const startedAt = Date.now();
// One step at a time prints live (one started while no other does); the others' output is kept and printed when
// they end, so no two steps' lines interleave.
let livePrinter;

function start(step) {
  const started = Date.now();
  const before = cpu();
  const live = livePrinter === undefined;
  if (live) livePrinter = step;
  console.log(`\n::: ${step.name}${live ? '' : ' (started; its output follows when it ends)'}`);
  const child = spawn(step.cmd, step.args, { env: process.env, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  let output = '';
  const take = (stream) => (chunk) => {
    if (livePrinter === step) stream.write(chunk);
    else output += chunk;
  };
  child.stdout.on('data', take(process.stdout));
  child.stderr.on('data', take(process.stderr));
  const finished = new Promise((resolve) =>
    child.on('close', (status) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      resolve({ step, status, output, summary: `${seconds} s${busyShare(before, cpu())}` });
    }),
  );
  running.set(step.name, { child, finished });
}

function stopAll() {
  for (const { child } of running.values()) {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  }
}

function startReady() {
  for (const step of selected) {
    if (running.has(step.name) || done.has(step.name)) continue;
    const waiting = step.needs.filter((need) => selected.some((s) => s.name === need) && !done.has(need));
    if (waiting.length === 0) start(step);
  }
}

process.on('SIGINT', () => {
  stopAll();
  process.exit(130);
});

startReady();
while (running.size) {
  const { step, status, output, summary } = await Promise.race([...running.values()].map((r) => r.finished));
  running.delete(step.name);
  if (livePrinter === step) livePrinter = undefined;
  if (output) console.log(`\n::: ${step.name} (its output)\n${output}`);
  count(step);
  console.log(`::: ${step.name}: ${status === 0 ? 'ok' : 'FAILED'} in ${summary}`);
  if (status !== 0) {
    stopAll();
    if (failed === 0) failed = 1;
    console.log(
      `\ntests: ${passed} passed, ${failed} failed (after ${((Date.now() - startedAt) / 1000).toFixed(1)} s)`,
    );
    process.exit(status ?? 1);
  }
  done.add(step.name);
  startReady();
}

console.log(`\ntests: ${passed} passed, ${failed} failed (in ${((Date.now() - startedAt) / 1000).toFixed(1)} s)`);
