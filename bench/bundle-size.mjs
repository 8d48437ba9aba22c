#!/usr/bin/env node
// Prints the gzip size of the JavaScript and CSS each portal route loads, from the Vite manifest of the
// built portal (`pnpm --filter @agency/portal build` first). Figures only: no thresholds are asserted here;
// the budget (login route < 150 KB gzip) is printed beside the figure.
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

const loginKey = lazy.find((k) => /login/i.test(k));
const loginFiles = new Set([...initial, ...(loginKey ? closure(loginKey) : [])]);
const loginTotal = size(loginFiles);

console.log('Portal bundle sizes (gzip -9)');
console.log('route'.padEnd(70), 'gzip'.padStart(10), 'files'.padStart(6));
for (const [name, bytes, count] of rows)
  console.log(name.padEnd(70), kb(bytes).padStart(10), String(count).padStart(6));
console.log(
  `\nlogin route total (entry + login chunk): ${kb(loginTotal)} — budget 150 KB: ${loginTotal <= 150 * 1024 ? 'within' : 'OVER'}`,
);
