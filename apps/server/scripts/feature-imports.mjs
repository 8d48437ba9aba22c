// The server's feature → feature imports: which feature imports which (type-only imports and re-exports
// included), as distinct pairs. `pnpm exec node apps/server/scripts/feature-imports.mjs` prints them and their
// count; test/architecture.test.ts reads the same list. docs/architecture.md, "The server as a ladder".
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const SRC = fileURLToPath(new URL('../src', import.meta.url));
const FEATURES = join(SRC, 'features');
const SPECIFIER = /(?:\bfrom\s*|\bimport\s*\(\s*|^\s*import\s+)'([^']+)'/gm;

/** Every .ts file under `dir`. */
export function sourceFiles(dir) {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.ts'))
    .map((entry) => join(entry.parentPath, entry.name));
}

/** The feature a path lies in (features/<name>/…), else null. */
const featureOf = (path) => {
  const parts = relative(FEATURES, path).split(/[\\/]/);
  return parts[0] === '..' || parts[0] === '' ? null : parts[0];
};

/** Distinct "from → to" pairs of features, sorted. */
export function featurePairs() {
  const pairs = new Set();
  for (const file of sourceFiles(FEATURES)) {
    const from = featureOf(file);
    for (const [, specifier] of readFileSync(file, 'utf8').matchAll(SPECIFIER)) {
      if (!specifier.startsWith('.')) continue;
      const to = featureOf(resolve(dirname(file), specifier));
      if (to !== null && to !== from) pairs.add(`${from} → ${to}`);
    }
  }
  return [...pairs].sort();
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const pairs = featurePairs();
  for (const pair of pairs) console.log(pair);
  console.log(`${pairs.length} feature → feature import pairs`);
}
