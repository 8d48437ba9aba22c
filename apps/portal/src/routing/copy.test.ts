// The product's words (issue 28, item 14): US spelling "license" in every text people read, and "HIPAA" in
// titles and text; SPEC's menu label "Hepatitis B & HIPPA" is the one place that spelling stays. Identifiers
// on the wire keep their old spelling (the upload requirement keys `licence`, `drivers-licence-or-id`, the
// reason key `licence-issue`): they are never shown.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { flattenRoutes } from './flatten';
import { FEATURE_ROUTES } from './features';

const repo = join(__dirname, '../../../..');
const SOURCES = ['apps/portal/src', 'apps/careers/src', 'apps/server/src', 'packages/ui/src', 'packages/forms/src'];

function* sourceFiles(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* sourceFiles(path);
    else if (/\.(ts|tsx)$/.test(name) && !/\.(test|stories)\.tsx?$/.test(name)) yield path;
  }
}

/** Each line of the sources (not tests or stories) where `pattern` matches, as "path:line: text". */
function linesMatching(pattern: RegExp, allowed: RegExp): string[] {
  const found: string[] = [];
  for (const source of SOURCES)
    for (const file of sourceFiles(join(repo, source))) {
      if (file.includes('/db/migrations/')) continue; // history: 0039 changes the old defaults' words
      readFileSync(file, 'utf8')
        .split('\n')
        .forEach((line, index) => {
          if (pattern.test(line.replace(allowed, '')))
            found.push(`${relative(repo, file)}:${index + 1}: ${line.trim()}`);
        });
    }
  return found;
}

describe('the words people read', () => {
  it('spell "license" the US way; only wire keys keep "licence"', () => {
    expect(
      linesMatching(
        /licence/i,
        /['"`/]licence['"`/]|^\s*licence:|drivers-licence-or-id|licence-issue|licence(-front)?\.(pdf|jpg)/g,
      ),
    ).toEqual([]);
  });

  it('say HIPAA; "HIPPA" is only the menu label SPEC gives (and the path it names)', () => {
    expect(linesMatching(/HIPPA/, /hepab-hippa-info|SPEC's menu label spells it "?HIPPA"?/g)).toEqual([
      expect.stringContaining("menuLabel: 'Hepatitis B & HIPPA'"),
    ]);
    const route = flattenRoutes(FEATURE_ROUTES).find((entry) => entry.href === '/hepab-hippa-info');
    expect(route?.record.title).toBe('Hepatitis B & HIPAA');
    expect(route?.record.menu).toEqual([{ menu: 'applicant', order: 100, label: 'Hepatitis B & HIPPA' }]);
  });
});
