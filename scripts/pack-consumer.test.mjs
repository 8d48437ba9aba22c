// Packs each published package (`pnpm pack`), installs the tarballs into a throwaway consumer project outside
// the workspace, type-checks an import of every entry and runs the React-free entries in Node.
// Needs the packages built first (`pnpm -r --filter ./packages/* run build`).
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const packages = ['ui', 'forms', 'api-client'];
let work;
const tarballs = {};

const run = (cmd, args, cwd) => execFileSync(cmd, args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });

before(() => {
  work = mkdtempSync(join(tmpdir(), 'agency-consumer-'));
  for (const name of packages) {
    const out = run('pnpm', ['pack', '--pack-destination', work], join(root, 'packages', name));
    const file = readdirSync(work).find((f) => f.startsWith(`agency-${name}-`) && f.endsWith('.tgz'));
    assert.ok(file, `pnpm pack produced no tarball for ${name}: ${out}`);
    tarballs[name] = join(work, file);
  }
  const app = join(work, 'app');
  run('mkdir', ['-p', app]);
  writeFileSync(
    join(app, 'package.json'),
    JSON.stringify(
      {
        name: 'consumer',
        private: true,
        type: 'module',
        dependencies: {
          '@agency/ui': `file:${tarballs.ui}`,
          '@agency/forms': `file:${tarballs.forms}`,
          '@agency/api-client': `file:${tarballs['api-client']}`,
          react: '^19.3.1',
          'react-dom': '^19.3.1',
          'styled-components': '^6.6.0',
          swr: '^2.5.1',
        },
        devDependencies: {
          typescript: '~5.9.0',
          '@types/node': '^22.20.0',
          '@types/react': '^19.3.0',
          '@types/react-dom': '^19.3.0',
        },
      },
      null,
      2,
    ),
  );
  // The consumer is its own project (no parent workspace); @agency/ui and @agency/api-client, dependencies of
  // @agency/forms, resolve to the local tarballs, not the registry.
  writeFileSync(
    join(app, 'pnpm-workspace.yaml'),
    `packages: []\noverrides:\n  '@agency/ui': 'file:${tarballs.ui}'\n  '@agency/api-client': 'file:${tarballs['api-client']}'\n`,
  );
  run('pnpm', ['install', '--prefer-offline', '--config.confirmModulesPurge=false'], app);
});

after(() => {
  if (work) rmSync(work, { recursive: true, force: true });
});

test('tarballs hold the build only: no sources, stories or tests', () => {
  for (const name of packages) {
    const list = run('tar', ['-tzf', tarballs[name]], work).split('\n').filter(Boolean);
    assert.ok(list.includes('package/dist/index.js'), `${name}: dist/index.js missing`);
    assert.ok(list.includes('package/dist/index.d.ts'), `${name}: dist/index.d.ts missing`);
    const leaked = list.filter((f) => /\/src\/|\.stories\.|\.test\.|\/internal\//.test(f) && !f.endsWith('.map'));
    assert.deepEqual(leaked, [], `${name} ships files it should not`);
  }
});

test('a consumer type-checks imports of every entry', () => {
  const app = join(work, 'app');
  writeFileSync(
    join(app, 'tsconfig.json'),
    JSON.stringify({
      compilerOptions: {
        target: 'ES2022',
        module: 'NodeNext',
        moduleResolution: 'NodeNext',
        jsx: 'react-jsx',
        strict: true,
        noEmit: true,
        skipLibCheck: false,
        lib: ['ES2023', 'DOM'],
      },
      include: ['index.tsx'],
    }),
  );
  writeFileSync(
    join(app, 'index.tsx'),
    `import { Provider, Button, theme, type ButtonProps } from '@agency/ui';
import { LoginForm } from '@agency/forms';
import { registrationSchema, messages } from '@agency/forms/schemas';
import { createApiClient, createMemoryStorage } from '@agency/api-client';
import { API_PATHS, type Recruiter } from '@agency/api-client/contract';
import { ApiClientProvider } from '@agency/api-client/swr';

const props: ButtonProps = { variant: 'primary' };
const recruiter: Pick<Recruiter, 'FirstName'> = { FirstName: 'Ada' };
export const app = (
  <Provider>
    <Button {...props}>{recruiter.FirstName}</Button>
    <LoginForm onSubmit={() => undefined} />
  </Provider>
);
export const checks = [theme.colors.primary, registrationSchema, messages, API_PATHS.register, createApiClient, createMemoryStorage, ApiClientProvider];
`,
  );
  try {
    run(join(app, 'node_modules/.bin/tsc'), ['-p', '.'], app);
  } catch (error) {
    assert.fail(`tsc failed in the consumer:\n${error.stdout}${error.stderr}`);
  }
});

test('React-free entries run in Node', () => {
  const app = join(work, 'app');
  writeFileSync(
    join(app, 'node-check.mjs'),
    `import { registrationSchema } from '@agency/forms/schemas';
import { API_PATHS } from '@agency/api-client/contract';
const valid = await registrationSchema.isValid({ lastName: 'Doe', firstName: 'Jane', email: 'jane@example.com', password: 'secret1', confirmPassword: 'secret1', isConditionAgree: true });
console.log(JSON.stringify({ valid, register: API_PATHS.register }));
`,
  );
  const out = JSON.parse(run('node', ['node-check.mjs'], app));
  assert.deepEqual(out, { valid: true, register: '/api/registration/register' });
});
