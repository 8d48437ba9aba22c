// The packages as a stranger gets them: starts a real npm registry (Verdaccio, scripts/registry.mjs) on a free
// port, publishes @agency/ui, @agency/forms and @agency/api-client to it with the release script
// (scripts/release.mjs), and installs them from it by version into a throwaway React + Vite consumer outside
// the workspace (the @agency scope from the local registry, everything else from the usual one). The consumer
// type-checks an import of every entry, builds with Vite, renders a Button and a form on the server and makes
// a client call; an app that imports one Button ships that Button alone (the size of its bundle is printed).
// The static Storybook is published beside them as their documentation (@agency/storybook).
// Needs the packages and the Storybook built first (`pnpm -r --filter ./packages/* run build`,
// `pnpm build-storybook`): the test command runs it after both.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  realpathSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { startRegistry } from './registry.mjs';
import { PUBLISHED, release } from './release.mjs';
import { buildCareers, careersDir } from './careers.mjs';

const root = resolve(import.meta.dirname, '..');
const versions = Object.fromEntries(
  PUBLISHED.map((name) => [
    `@agency/${name}`,
    JSON.parse(readFileSync(join(root, 'packages', name, 'package.json'), 'utf8')).version,
  ]),
);
let work;
let app;
let registry;
let releaseLog = [];

const run = (cmd, args, cwd) => execFileSync(cmd, args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
const write = (file, text) => writeFileSync(join(app, file), text);

before(async () => {
  work = mkdtempSync(join(tmpdir(), 'agency-consumer-'));
  registry = await startRegistry();
  await release({
    registry: registry.url,
    token: registry.token,
    build: false,
    storybook: join(root, 'storybook-static'),
    log: (line) => releaseLog.push(line),
  });
  console.log(`published to ${registry.url}: ${releaseLog.join('; ')}`);

  app = join(work, 'app');
  mkdirSync(app);
  write(
    'package.json',
    JSON.stringify(
      {
        name: 'consumer',
        private: true,
        type: 'module',
        // By version, from the registry: nothing resolves through the workspace.
        dependencies: {
          ...versions,
          react: '^19.3.1',
          'react-dom': '^19.3.1',
          'styled-components': '^6.6.0',
          swr: '^2.5.1',
        },
        devDependencies: {
          typescript: '~5.9.0',
          vite: '~8.3.0',
          '@vitejs/plugin-react': '~6.3.0',
          '@types/node': '^22.20.0',
          '@types/react': '^19.3.0',
          '@types/react-dom': '^19.3.0',
        },
      },
      null,
      2,
    ),
  );
  // The consumer is a project of its own (no parent workspace); the @agency scope comes from the local registry.
  write('pnpm-workspace.yaml', 'packages: []\n');
  write('.npmrc', `@agency:registry=${registry.url}/\n`);
  run('pnpm', ['install', '--prefer-offline', '--config.confirmModulesPurge=false'], app);
});

after(async () => {
  await registry?.stop();
  if (work) rmSync(work, { recursive: true, force: true });
});

test('the registry holds each package at its version, its dependencies on the others as versions', async () => {
  for (const [name, version] of Object.entries(versions)) {
    const packument = await fetch(`${registry.url}/${name.replace('/', '%2f')}`).then((answer) => answer.json());
    assert.equal(packument['dist-tags'].latest, version, `${name}: latest`);
    const manifest = packument.versions[version];
    // No module of the packages does anything when imported (no global style, nothing registered): a bundler may
    // drop every module whose exports an app does not use.
    assert.equal(manifest.sideEffects, false, `${name}: sideEffects`);
    for (const [dependency, range] of Object.entries(manifest.dependencies ?? {}))
      assert.doesNotMatch(range, /^workspace:/, `${name} depends on ${dependency} as ${range}`);
  }
  const installed = JSON.parse(readFileSync(join(app, 'node_modules/@agency/forms/package.json'), 'utf8'));
  assert.equal(installed.version, versions['@agency/forms']);
  assert.ok(!readFileSync(join(app, 'pnpm-lock.yaml'), 'utf8').includes('link:'), 'nothing linked');
});

test('the Storybook is published beside the release, at the version of @agency/ui', async () => {
  const packument = await fetch(`${registry.url}/@agency%2fstorybook`).then((answer) => answer.json());
  const version = versions['@agency/ui'];
  assert.equal(packument['dist-tags'].latest, version);
  const tarball = Buffer.from(await fetch(packument.versions[version].dist.tarball).then((a) => a.arrayBuffer()));
  const file = join(work, 'storybook.tgz');
  writeFileSync(file, tarball);
  const list = run('tar', ['-tzf', file], work).split('\n');
  assert.ok(list.includes('package/storybook-static/index.html'), "the Storybook's index.html");
  assert.ok(list.includes('package/storybook-static/index.json'), 'the index of its stories');
});

test('the published tarballs hold the build only: no sources, stories, tests or test helpers', async () => {
  for (const [name, version] of Object.entries(versions)) {
    const packument = await fetch(`${registry.url}/${name.replace('/', '%2f')}`).then((answer) => answer.json());
    const tarball = Buffer.from(await fetch(packument.versions[version].dist.tarball).then((a) => a.arrayBuffer()));
    const file = join(work, `${name.replace('/', '-')}.tgz`);
    writeFileSync(file, tarball);
    const list = run('tar', ['-tzf', file], work).split('\n').filter(Boolean);
    assert.ok(list.includes('package/dist/index.js'), `${name}: dist/index.js missing`);
    assert.ok(list.includes('package/dist/index.d.ts'), `${name}: dist/index.d.ts missing`);
    assert.ok(list.includes('package/README.md'), `${name}: README.md missing`);
    // One module per source module (internal ones too: the `exports` map keeps them out of reach), each with its
    // source map; one .d.ts per entry.
    const leaked = list.filter(
      (f) =>
        /\/src\/|\.stories\.|\.test\.|\/internal\/testing\//.test(f) ||
        !/\.(js|js\.map|d\.ts)$|^package\/(package\.json|README\.md|CHANGELOG\.md|LICENSE)$/.test(f),
    );
    assert.deepEqual(leaked, [], `${name} ships files it should not`);
  }
});

const APP_SOURCE = `import { useEffect, useState } from 'react';
import { Provider, Button, theme, type ButtonProps } from '@agency/ui';
import { LoginForm } from '@agency/forms';
import { registrationSchema, messages } from '@agency/forms/schemas';
import { createApiClient, createMemoryStorage } from '@agency/api-client';
import { API_PATHS, getAgencyBranding, type Recruiter } from '@agency/api-client/contract';
import { ApiClientProvider } from '@agency/api-client/swr';

export const client = (apiUrl: string) =>
  createApiClient({
    identityUrl: apiUrl,
    apiUrl,
    clientId: 'careers',
    defaultTenant: 'demo',
    host: 'localhost',
    storage: createMemoryStorage(),
    onLogout: () => undefined,
  });

const props: ButtonProps = { variant: 'primary' };
const recruiter: Pick<Recruiter, 'FirstName'> = { FirstName: 'Ada' };

export function App({ apiUrl }: { apiUrl: string }) {
  const [agency, setAgency] = useState('');
  useEffect(() => {
    client(apiUrl).call(getAgencyBranding).then((answer) => setAgency(answer.data.Name), () => setAgency('none'));
  }, [apiUrl]);
  return (
    <Provider>
      <Button {...props}>Hello {recruiter.FirstName}</Button>
      <LoginForm onSubmit={() => undefined} />
      <p>{agency}</p>
    </Provider>
  );
}
export const checks = [theme.colors.primary, registrationSchema, messages, API_PATHS.register, ApiClientProvider];
`;

test('a React + Vite consumer type-checks imports of every entry and builds', () => {
  write(
    'tsconfig.json',
    JSON.stringify({
      compilerOptions: {
        target: 'ES2022',
        module: 'ESNext',
        moduleResolution: 'Bundler',
        jsx: 'react-jsx',
        strict: true,
        noEmit: true,
        skipLibCheck: false,
        types: ['node'],
        lib: ['ES2023', 'DOM'],
      },
      include: ['src'],
    }),
  );
  mkdirSync(join(app, 'src'), { recursive: true });
  write('src/App.tsx', APP_SOURCE);
  write(
    'src/main.tsx',
    `import { createRoot } from 'react-dom/client';
import { App } from './App';
createRoot(document.getElementById('root')!).render(<App apiUrl={location.origin} />);
`,
  );
  write(
    'index.html',
    '<!doctype html><html lang="en"><body><div id="root"></div><script type="module" src="/src/main.tsx"></script></body></html>\n',
  );
  // Server rendering bundles the packages and styled-components (whose Node entry is CommonJS), as the ui README says.
  write(
    'vite.config.ts',
    `import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
export default defineConfig({ plugins: [react()], ssr: { noExternal: [/^@agency\\//, 'styled-components'] } });
`,
  );
  try {
    run(join(app, 'node_modules/.bin/tsc'), ['-p', '.'], app);
  } catch (error) {
    assert.fail(`tsc failed in the consumer:\n${error.stdout}${error.stderr}`);
  }
  try {
    run(join(app, 'node_modules/.bin/vite'), ['build', '--logLevel', 'warn'], app);
  } catch (error) {
    assert.fail(`vite build failed in the consumer:\n${error.stdout}${error.stderr}`);
  }
  const assets = readdirSync(join(app, 'dist/assets'));
  assert.ok(
    assets.some((file) => file.endsWith('.js')),
    'the build wrote its JavaScript',
  );
  assert.ok(existsSync(join(app, 'dist/index.html')));
});

test('a consumer that imports one Button ships that Button, not the rest of the design system', () => {
  // Two apps beside the consumer (its node_modules): one renders a Button of @agency/ui, the other the same
  // element without the package (React and styled-components alone). Vite builds each for production.
  const sizes = {};
  for (const [name, main] of [
    [
      'button',
      `import { createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { Button } from '@agency/ui';
createRoot(document.getElementById('root')).render(createElement(Button, { onClick: () => alert('Sent') }, 'Send'));
`,
    ],
    [
      'bare',
      `import { createElement } from 'react';
import { createRoot } from 'react-dom/client';
import styled from 'styled-components';
const Plain = styled.button\`cursor: pointer;\`;
createRoot(document.getElementById('root')).render(createElement(Plain, { onClick: () => alert('Sent') }, 'Send'));
`,
    ],
  ]) {
    mkdirSync(join(app, name), { recursive: true });
    write(
      `${name}/index.html`,
      '<!doctype html><html lang="en"><body><div id="root"></div><script type="module" src="./main.js"></script></body></html>\n',
    );
    write(`${name}/main.js`, main);
    try {
      run(join(app, 'node_modules/.bin/vite'), ['build', name, '--logLevel', 'warn'], app);
    } catch (error) {
      assert.fail(`vite build of the ${name} app failed:\n${error.stdout}${error.stderr}`);
    }
    const assets = join(app, name, 'dist/assets');
    const code = readdirSync(assets)
      .filter((file) => file.endsWith('.js'))
      .map((file) => readFileSync(join(assets, file), 'utf8'))
      .join('\n');
    sizes[name] = { code, gzip: gzipSync(code, { level: 9 }).length };
  }
  const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
  const { code, gzip } = sizes.button;
  console.log(
    `one Button of @agency/ui: ${kb(gzip)} gzip -9 of JavaScript; React and styled-components alone: ${kb(sizes.bare.gzip)}; the Button with what it needs (its theme, its spinner): ${kb(gzip - sizes.bare.gzip)}`,
  );
  // The Button's own styles are there...
  assert.match(code, /cursor: not-allowed/, "the Button's styles");
  // ...and no other component's: their styles (when each package was one bundled file, this app held all of
  // them, used or not: 116.0 KB gzip), and the libraries only they use (marked and DOMPurify for Markdown).
  for (const [what, text] of [
    ['the Dialog', 'scroll-padding-bottom: 6rem'],
    ['the DataTable', 'border-collapse: separate'],
    ['the SignaturePad', 'touch-action: none'],
    ['the Tabs', 'overscroll-behavior-x: contain'],
    ['marked', 'marked(): input parameter'],
    ['DOMPurify', 'DOMPurify'],
  ])
    assert.ok(!code.includes(text), `the Button app holds ${what} ("${text}")`);
});

test('the consumer renders a Button and a form, and a client call reaches the API', async () => {
  // The API: one answer, as the reference server gives it, on a free port of this machine.
  const asked = [];
  const api = createServer((request, response) => {
    asked.push(request.url);
    if (new URL(request.url, 'http://api').pathname === '/api/agency/branding') {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ Name: 'Demo Staffing', LogoUrl: null, BrandPrimary: null, BrandAccent: null }));
    } else {
      response.writeHead(404).end();
    }
  });
  await new Promise((done) => api.listen(0, '127.0.0.1', done));
  const apiUrl = `http://127.0.0.1:${api.address().port}`;
  try {
    // The same App, built for Node by Vite (SSR), rendered to HTML; then the client call it makes.
    run(
      join(app, 'node_modules/.bin/vite'),
      ['build', '--ssr', 'src/App.tsx', '--outDir', 'dist-ssr', '--logLevel', 'warn'],
      app,
    );
    write(
      'render.mjs',
      `import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { getAgencyBranding } from '@agency/api-client/contract';
import { App, client } from './dist-ssr/App.js';
const html = renderToString(createElement(App, { apiUrl: process.argv[2] }));
const answer = await client(process.argv[2]).call(getAgencyBranding);
console.log(JSON.stringify({ html, agency: answer.data.Name }));
`,
    );
    const out = await new Promise((done, fail) => {
      import('node:child_process').then(({ execFile }) =>
        execFile(process.execPath, ['render.mjs', apiUrl], { cwd: app }, (error, stdout, stderr) =>
          error ? fail(new Error(`${stdout}${stderr}`)) : done(JSON.parse(stdout)),
        ),
      );
    });
    assert.match(out.html, /<button[^>]*>Hello <!-- -->Ada<\/button>/);
    assert.match(out.html, /Login ID/);
    assert.match(out.html, /<form/);
    assert.equal(out.agency, 'Demo Staffing');
    assert.ok(asked.length > 0);
  } finally {
    api.close();
  }
});

test('React-free entries run in Node', () => {
  write(
    'node-check.mjs',
    `import { registrationSchema } from '@agency/forms/schemas';
import { API_PATHS } from '@agency/api-client/contract';
const valid = await registrationSchema.isValid({ lastName: 'Doe', firstName: 'Jane', email: 'jane@example.com', password: 'secret1', confirmPassword: 'secret1', isConditionAgree: true });
console.log(JSON.stringify({ valid, register: API_PATHS.register }));
`,
  );
  const out = JSON.parse(run('node', ['node-check.mjs'], app));
  assert.deepEqual(out, { valid: true, register: '/api/registration/register' });
});

test('the careers site installs the packages from the registry by version, type-checks and builds', () => {
  // The browser tests (e2e/careers.test.ts) run this build against the reference server.
  const installed = buildCareers({ registry: registry.url, log: (line) => console.log(line) });
  console.log(`apps/careers installed ${JSON.stringify(installed)}`);
  assert.deepEqual(installed, versions);
  // Each from the registry's tarball (pnpm's store), none linked to the workspace's packages/.
  for (const name of PUBLISHED)
    assert.match(realpathSync(join(careersDir, 'node_modules/@agency', name)), /node_modules\/\.pnpm\/@agency\+/);
  assert.ok(existsSync(join(careersDir, 'dist/client/index.html')), 'the client build');
  assert.ok(existsSync(join(careersDir, 'dist/server/entry-server.js')), 'the server renderer');
});
