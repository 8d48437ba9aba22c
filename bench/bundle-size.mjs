#!/usr/bin/env node
// Prints the gzip size of the JavaScript and CSS each portal route loads, from the Vite manifest of the
// built portal (`pnpm --filter @agency/portal build` first). Figures only: no thresholds are asserted here;
// the budget of issue 9 (everything the login route loads <= 125 KB gzip, within 5 % of the 119.3 KB floor
// of a bare login screen on the same libraries: docs in /work/shared/TOOLCHAIN.md) is printed beside it.
import { readFileSync, existsSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { join, resolve } from 'node:path';

const dist = resolve(import.meta.dirname, '../apps/portal/dist');
const manifestFile = join(dist, '.vite/manifest.json');
if (!existsSync(manifestFile)) {
  console.error('No portal build found: run `pnpm --filter @agency/portal build` first.');
  process.exit(1);
}
const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
const gz = (file) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

/** Files a chunk loads with its static imports (JS and CSS), deduplicated. */
function closure(key, seen = new Set()) {
  const chunk = manifest[key];
  if (!chunk || seen.has(key)) return new Set();
  seen.add(key);
  const files = new Set([chunk.file, ...(chunk.css ?? [])]);
  for (const dep of chunk.imports ?? []) for (const f of closure(dep, seen)) files.add(f);
  return files;
}
const size = (files) => [...files].reduce((sum, f) => sum + gz(f), 0);

const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
const initial = closure(entryKey);
const rows = [['initial load (entry)', size(initial), initial.size]];

const lazy = Object.keys(manifest).filter((k) => manifest[k].isDynamicEntry);
for (const key of lazy.sort()) {
  const own = [...closure(key)].filter((f) => !initial.has(f));
  rows.push([`lazy ${manifest[key].name ?? key} (${key})`, size(own), own.length]);
}

const BUDGET_KB = 125;
const FLOOR_KB = 119.3;
/** Everything a route loads: the entry's files and the route's lazy chunk with its imports. */
const routeTotal = (pattern) => {
  const key = lazy.find((k) => pattern.test(k));
  return size(new Set([...initial, ...(key ? closure(key) : [])]));
};
const loginTotal = routeTotal(/\/LoginPage\./);
const registrationTotal = routeTotal(/\/RegistrationPage\./);

console.log('Portal bundle sizes (gzip -9)');
console.log('route'.padEnd(70), 'gzip'.padStart(10), 'files'.padStart(6));
for (const [name, bytes, count] of rows)
  console.log(name.padEnd(70), kb(bytes).padStart(10), String(count).padStart(6));
console.log(
  `\nlogin route total (entry + login chunk): ${kb(loginTotal)} — budget ${BUDGET_KB} KB: ${loginTotal <= BUDGET_KB * 1024 ? 'within' : 'OVER'} (floor of the stack ${FLOOR_KB} KB; ${kb(loginTotal - FLOOR_KB * 1024)} above it)`,
);
console.log(`registration route total (entry + registration chunk): ${kb(registrationTotal)}`);
