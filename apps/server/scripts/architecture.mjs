// The server's map, read from its sources without running them (test/architecture.test.ts checks it; the
// commands below print it). docs/architecture.md, "The server as a ladder".
//
//   pnpm exec node apps/server/scripts/architecture.mjs pairs     feature → feature import pairs, and their count
//   pnpm exec node apps/server/scripts/architecture.mjs foreign   queries of another area's tables, and their count
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

export const SRC = fileURLToPath(new URL('../src', import.meta.url));

/**
 * Every .ts file under `dir` (absolute paths).
 * @param {string} [dir]
 * @returns {string[]}
 */
export function sourceFiles(dir = SRC) {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.ts'))
    .map((entry) => join(entry.parentPath ?? entry.path, entry.name))
    .sort();
}

/** A path relative to src/, with forward slashes. */
export const srcPath = (/** @type {string} */ file) => relative(SRC, file).split(sep).join('/');

/**
 * The area a source file belongs to: `features/<name>` for a feature, `core` and `platform` as wholes, else
 * the top folder (app, seed, cli, db).
 * @param {string} file
 * @returns {string}
 */
export function areaOf(file) {
  const [top, name] = srcPath(file).split('/');
  return top === 'features' && name !== undefined ? `features/${name}` : top;
}

const SPECIFIER = /(?:\bfrom\s*|\bimport\s*\(\s*|^\s*import\s+)'([^']+)'/gm;

/**
 * Distinct "from → to" pairs of features that import one another (type-only imports included), sorted.
 * @returns {string[]}
 */
export function featurePairs(files = sourceFiles()) {
  const pairs = new Set();
  for (const file of files) {
    const from = areaOf(file);
    if (!from.startsWith('features/')) continue;
    for (const [, specifier] of readFileSync(file, 'utf8').matchAll(SPECIFIER)) {
      if (!specifier.startsWith('.')) continue;
      const target = resolve(dirname(file), specifier);
      const to = srcPath(target).startsWith('features/') ? areaOf(join(target, 'x.ts')) : null;
      if (to !== null && to !== from) pairs.add(`${from.slice(9)} → ${to.slice(9)}`);
    }
  }
  return [...pairs].sort();
}

const DATABASE_DECLARATION = /declare module '[^']*db\/database'\s*\{\s*interface Database\s*\{([^}]*)\}/g;

/**
 * Each table and the area that declares it in `Database` (a feature's tables.ts, core/…, platform/…). A table
 * declared twice is an error: one table, one owner.
 * @returns {Map<string, string>}
 */
export function tableOwners(files = sourceFiles()) {
  /** @type {Map<string, string>} */
  const owners = new Map();
  for (const file of files) {
    for (const [, body] of readFileSync(file, 'utf8').matchAll(DATABASE_DECLARATION))
      for (const [, table] of body.matchAll(/^\s*([a-z_][a-z0-9_]*)\s*:/gm)) {
        if (owners.has(table)) throw new Error(`The table ${table} is declared twice (${srcPath(file)}).`);
        owners.set(table, areaOf(file));
      }
  }
  return owners;
}

/** Kysely's entries that name a table, and the seed's bulk inserts (`insertRows(db, 'table', …)`). */
const BUILDER_TABLE =
  /\b(?:selectFrom|insertInto|updateTable|deleteFrom|innerJoin|leftJoin|rightJoin|fullJoin|insertRows|insertRowsAsJson)(?:<[^>()]*>)?\(\s*(?:\w+,\s*)?'([a-z_][a-z0-9_]*)/g;
/** Raw SQL: the table after FROM, JOIN, UPDATE, INTO in a sql`…` template. */
const RAW_SQL = /\bsql(?:<[^>`]*>)?`([^`]*)`/g;
const RAW_TABLE = /\b(?:from|join|update|into)\s+"?([a-z_][a-z0-9_]*)/gi;

/**
 * How often each table is queried in one source text (builder calls and raw SQL naming a known table).
 * @param {string} text
 * @param {Map<string, string>} owners
 * @returns {Map<string, number>}
 */
export function tablesQueried(text, owners) {
  /** @type {Map<string, number>} */
  const counts = new Map();
  const add = (/** @type {string} */ table) => counts.set(table, (counts.get(table) ?? 0) + 1);
  for (const [, table] of text.matchAll(BUILDER_TABLE)) if (owners.has(table)) add(table);
  for (const [, body] of text.matchAll(RAW_SQL))
    for (const [, table] of body.matchAll(RAW_TABLE)) if (owners.has(table.toLowerCase())) add(table.toLowerCase());
  return counts;
}

/**
 * The queries of features/ and core/ that read or write a table they do not own: `{ "<file>": { "<table>":
 * count } }`. A feature owns its tables; every feature may use core/'s and platform/'s; core/ uses its own and
 * platform/'s.
 * @returns {Record<string, Record<string, number>>}
 */
export function foreignQueries(files = sourceFiles()) {
  const owners = tableOwners(files);
  /** @type {Record<string, Record<string, number>>} */
  const foreign = {};
  for (const file of files) {
    const area = areaOf(file);
    if (!area.startsWith('features/') && area !== 'core') continue;
    for (const [table, count] of tablesQueried(readFileSync(file, 'utf8'), owners)) {
      const owner = owners.get(table);
      if (owner === area || owner === 'platform' || (owner === 'core' && area !== 'core')) continue;
      (foreign[srcPath(file)] ??= {})[table] = count;
    }
  }
  return foreign;
}

/** The number of queries in a `{ file: { table: count } }` map. */
export const queryCount = (/** @type {Record<string, Record<string, number>>} */ map) =>
  Object.values(map).reduce((sum, tables) => sum + Object.values(tables).reduce((a, b) => a + b, 0), 0);

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const what = process.argv[2] ?? 'pairs';
  if (what === 'pairs') {
    const pairs = featurePairs();
    for (const pair of pairs) console.log(pair);
    console.log(`${pairs.length} feature → feature import pairs`);
  } else if (what === 'foreign') {
    const foreign = foreignQueries();
    for (const [file, tables] of Object.entries(foreign))
      for (const [table, count] of Object.entries(tables)) console.log(`${file}  ${table}  ${count}`);
    console.log(`${queryCount(foreign)} queries of another area's tables`);
  } else {
    console.error('Usage: architecture.mjs pairs | foreign');
    process.exitCode = 2;
  }
}
