import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  areaOf,
  featurePairs,
  foreignQueries,
  queryCount,
  sourceFiles,
  srcPath,
  tableOwners,
} from '../scripts/architecture.mjs';

/**
 * The server's map, checked from its sources (no database, no server): who owns each table, which queries
 * reach another area's tables, how requests name their caller and their ids. docs/architecture.md, "The
 * server as a ladder"; the import rules themselves are lint's (eslint.config.js, SERVER_FEATURE_RANKS).
 */
const files = sourceFiles();
const text = new Map(files.map((file) => [file, readFileSync(file, 'utf8')]));

/**
 * The queries of a feature (or of core/) that read or write a table another area owns, by file and table,
 * each with how many there may be. The list only shrinks: a new one fails, and so does one that went away
 * (lower its count, or delete its line, here).
 */
const ALLOWED: Record<string, Record<string, number>> = JSON.parse(
  readFileSync(new URL('./architecture-allow-list.json', import.meta.url), 'utf8'),
);
const allowed = queryCount(ALLOWED);

describe('the server architecture', () => {
  it('gives every table one owner: a feature, core/ or platform/', () => {
    const owners = tableOwners(files);
    expect(owners.size).toBeGreaterThan(50);
    for (const [table, owner] of owners) expect(owner, table).toMatch(/^(features\/[a-z-]+|core|platform)$/);
    expect(owners.get('users')).toBe('core');
    expect(owners.get('agencies')).toBe('platform');
    expect(owners.get('applicants')).toBe('features/applicants');
  });

  it(`lets features query another area's tables only as the allow-list says (${allowed} queries, and shrinking)`, () => {
    const foreign = foreignQueries(files);
    const problems: string[] = [];
    for (const [file, tables] of Object.entries(foreign))
      for (const [table, count] of Object.entries(tables)) {
        const limit = ALLOWED[file]?.[table] ?? 0;
        if (count > limit)
          problems.push(`${file} queries ${table} ${count}× (${limit} allowed): use the owner's index.ts, or an event`);
      }
    for (const [file, tables] of Object.entries(ALLOWED))
      for (const [table, limit] of Object.entries(tables)) {
        const count = foreign[file]?.[table] ?? 0;
        if (count < limit)
          problems.push(`${file} queries ${table} ${count}×: lower its ${limit} in test/architecture-allow-list.json`);
      }
    expect(problems).toEqual([]);
    expect(queryCount(foreign)).toBe(allowed);
  });

  it('has no …Caller types in features/: a request has one context (core/identity RequestContext)', () => {
    const callers = files
      .filter((file) => areaOf(file).startsWith('features/'))
      .flatMap((file) =>
        [...text.get(file)!.matchAll(/\b(?:interface|type)\s+(\w*Caller)\b/g)].map(
          ([, name]) => `${srcPath(file)}: ${name}`,
        ),
      );
    expect(callers).toEqual([]);
  });

  it('parses the ids of paths in platform/http only (idParam, isId, uuidParam)', () => {
    const parsers = files
      .filter((file) => !srcPath(file).startsWith('platform/http/') && !srcPath(file).startsWith('db/'))
      .filter((file) => /2_?147_?483_?647|\b(?:function|const)\s+\w+IdParam\b/.test(text.get(file)!))
      .map(srcPath);
    expect(parsers).toEqual([]);
  });

  it('keeps feature → feature imports few (the ladder: each imports only lower ranks)', () => {
    expect(featurePairs(files).length).toBeLessThanOrEqual(32);
  });
});
