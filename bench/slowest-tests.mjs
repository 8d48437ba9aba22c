#!/usr/bin/env node
// The slowest test files of the last `pnpm test` run, from what it left in .test-results/ (Vitest's JSON report,
// the browser tests' and the release's TAP): each file's wall time and number of tests, then the sum per project.
//
//   node bench/slowest-tests.mjs [count=20] [results dir=.test-results]
import { existsSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

const count = Number(process.argv[2] ?? 20);
const dir = process.argv[3] ?? '.test-results';
const root = process.cwd();
const files = [];

const vitest = join(dir, 'vitest.json');
if (existsSync(vitest)) {
  const report = JSON.parse(readFileSync(vitest, 'utf8'));
  for (const result of report.testResults) {
    const file = relative(root, result.name);
    const project = file.startsWith('apps/server/')
      ? 'server'
      : /\.stories\.tsx?$/.test(file)
        ? 'storybook'
        : file.endsWith('.integration.test.ts')
          ? 'integration'
          : 'unit';
    files.push({
      file,
      project,
      seconds: (result.endTime - result.startTime) / 1000,
      tests: result.assertionResults.length,
    });
  }
}

// TAP from node:test: each top-level test ends with a YAML block (two spaces in) holding its duration_ms and, when
// the file ran in the runner's process, its location (file:line:column). Files run in processes of their own (the
// browser tests) name no file: their tests are listed one by one, by name.
for (const [name, project] of [
  ['e2e.tap', 'e2e'],
  ['pack.tap', 'pack'],
]) {
  const tap = join(dir, name);
  if (!existsSync(tap)) continue;
  const byFile = new Map();
  let current = {};
  for (const line of readFileSync(tap, 'utf8').split('\n')) {
    const subtest = /^# Subtest: (.*)$/.exec(line);
    if (subtest) current.name = subtest[1];
    const location = /^ {2}location: '(.*?):\d+:\d+'$/.exec(line);
    if (location) current.file = relative(root, location[1]);
    const duration = /^ {2}duration_ms: ([\d.]+)$/.exec(line);
    if (duration) current.seconds = Number(duration[1]) / 1000;
    if (line === '  ...') {
      if (current.seconds !== undefined) {
        const file = current.file ?? `${name}: ${current.name ?? '?'}`.slice(0, 110);
        const entry = byFile.get(file) ?? { file, project, seconds: 0, tests: 0 };
        entry.seconds += current.seconds;
        entry.tests += 1;
        byFile.set(file, entry);
      }
      current = {};
    }
  }
  files.push(...byFile.values());
}

if (files.length === 0) {
  console.error(`No results in ${dir}: run \`pnpm test\` (or some of its steps) first.`);
  process.exit(1);
}

files.sort((a, b) => b.seconds - a.seconds);
console.log(`The ${count} slowest test files (wall time of the file; the browser tests one by one)\n`);
for (const { file, project, seconds, tests } of files.slice(0, count)) {
  console.log(`${seconds.toFixed(1).padStart(7)} s  ${String(tests).padStart(4)} tests  ${project.padEnd(11)} ${file}`);
}
const projects = new Map();
for (const { project, seconds, tests } of files) {
  const entry = projects.get(project) ?? { files: 0, seconds: 0, tests: 0 };
  entry.files += 1;
  entry.seconds += seconds;
  entry.tests += tests;
  projects.set(project, entry);
}
console.log('\nper project (sum of file times; files of a project run side by side)\n');
for (const [project, { files: n, seconds, tests }] of projects) {
  console.log(
    `${project.padEnd(11)} ${String(n).padStart(4)} files ${String(tests).padStart(5)} tests ${seconds.toFixed(0).padStart(6)} s`,
  );
}
