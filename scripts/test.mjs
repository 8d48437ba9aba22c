#!/usr/bin/env node
// The README's test command: every check, in order, stopping at the first failure.
// Prints each step with its duration and ends with a closing "N passed, N failed" line.
import { spawn, spawnSync } from 'node:child_process';
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

// The static checks each keep one core busy: they run side by side, their output printed in order.
const checks = [
  ['typecheck', 'pnpm', ['run', 'typecheck']],
  ['lint', 'pnpm', ['run', 'lint']],
  ['format', 'pnpm', ['run', 'format:check']],
];

const steps = [
  ['typecheck, lint, format', checks],
  ['build packages', 'pnpm', ['-r', '--filter', './packages/*', 'run', 'build']],
  [
    'vitest (unit, integration, server, storybook)',
    'pnpm',
    ['exec', 'vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${results}/vitest.json`],
  ],
  ['build portal and server', 'pnpm', ['run', 'build:apps']],
  ['build storybook', 'pnpm', ['run', 'build-storybook']],
  // A local registry (Verdaccio): the packages and the Storybook published to it, a consumer installing them.
  ['pack, publish and consume packages', 'node', ['--test', ...reporters('pack'), 'scripts/pack-consumer.test.mjs']],
  [
    // Two files at a time: each has its own server (its own database, a free port) and browser; each server starts
    // on a copy of the demo data the global setup seeded once for the run.
    'browser tests (e2e)',
    'node',
    [
      '--import',
      'tsx',
      '--test',
      '--test-global-setup=e2e/global-setup.mjs',
      '--test-concurrency=2',
      ...reporters('e2e'),
      ...e2eFiles,
    ],
  ],
];

const only = process.argv.slice(2);
let passed = 0;
let failed = 0;

function countTap(file) {
  if (!existsSync(file)) return;
  const text = readFileSync(file, 'utf8');
  passed += Number(/^# pass (\d+)/m.exec(text)?.[1] ?? 0);
  failed += Number(/^# fail (\d+)/m.exec(text)?.[1] ?? 0);
}

/** Runs commands at once, output captured; prints each one's output and time in order; the first failure's status. */
async function runTogether(commands) {
  const runs = commands.map(([name, cmd, args]) => {
    const started = Date.now();
    const child = spawn(cmd, args, { env: process.env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    return new Promise((done) =>
      child.on('close', (status) =>
        done({ name, status, output, seconds: ((Date.now() - started) / 1000).toFixed(1) }),
      ),
    );
  });
  const results = await Promise.all(runs);
  for (const result of results) {
    console.log(
      `\n::: ${result.name}\n${result.output}::: ${result.name}: ${result.status === 0 ? 'ok' : 'FAILED'} in ${result.seconds} s`,
    );
  }
  return { status: results.find((result) => result.status !== 0)?.status ?? 0 };
}

for (const [name, cmd, args] of steps) {
  if (only.length && !only.some((o) => name.includes(o))) continue;
  const started = Date.now();
  console.log(`\n::: ${name}`);
  const run = Array.isArray(cmd)
    ? await runTogether(cmd)
    : spawnSync(cmd, args, { stdio: 'inherit', env: process.env });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (name.startsWith('vitest') && existsSync(`${results}/vitest.json`)) {
    const report = JSON.parse(readFileSync(`${results}/vitest.json`, 'utf8'));
    passed += report.numPassedTests;
    failed += report.numFailedTests;
  }
  if (name.startsWith('pack')) countTap(`${results}/pack.tap`);
  if (name.startsWith('browser')) countTap(`${results}/e2e.tap`);
  console.log(`::: ${name}: ${run.status === 0 ? 'ok' : 'FAILED'} in ${seconds} s`);
  if (run.status !== 0) {
    if (failed === 0) failed = 1;
    console.log(`\ntests: ${passed} passed, ${failed} failed`);
    process.exit(run.status ?? 1);
  }
}

console.log(`\ntests: ${passed} passed, ${failed} failed`);
