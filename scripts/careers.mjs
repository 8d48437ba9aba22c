#!/usr/bin/env node
// The careers site (apps/careers) as a stranger builds it: @agency/ui, @agency/forms and @agency/api-client come
// from an npm registry by version, never from the workspace (apps/careers is not a workspace package).
//
//   node scripts/careers.mjs                 local registry: publish the packages, install, build, start
//   node scripts/careers.mjs --registry URL  install from that registry, build, start
//   node scripts/careers.mjs --build-only    ...without starting the server
//
// Started, the site listens on PORT (3001) and passes its /api/ calls to CAREERS_API_URL
// (http://127.0.0.1:3000: `pnpm start`'s server), for the agency CAREERS_AGENCY (demo).
import { execFileSync, spawn } from 'node:child_process';
import { rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { pathToFileURL } from 'node:url';

const root = resolve(import.meta.dirname, '..');
export const careersDir = join(root, 'apps/careers');

/**
 * Installs apps/careers's dependencies, the @agency scope from `registry` (everything else from the usual
 * registry), then type-checks and builds it (dist/client, dist/server). Answers the installed @agency versions.
 */
export function buildCareers({ registry, log = console.log }) {
  const npmrc = join(careersDir, '.npmrc');
  // For this install only (ignored by git): the registry of the @agency scope.
  writeFileSync(npmrc, `@agency:registry=${registry.replace(/\/?$/, '/')}\n`);
  const run = (args) =>
    execFileSync('pnpm', args, { cwd: careersDir, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
  try {
    log(`installing apps/careers (@agency/* from ${registry})`);
    rmSync(join(careersDir, 'node_modules'), { recursive: true, force: true });
    rmSync(join(careersDir, 'pnpm-lock.yaml'), { force: true });
    run(['install', '--prefer-offline', '--config.confirmModulesPurge=false']);
    log('type-checking and building apps/careers');
    run(['run', 'build']);
  } catch (error) {
    throw new Error(`apps/careers: ${error.message}\n${error.stdout ?? ''}${error.stderr ?? ''}`);
  } finally {
    rmSync(npmrc, { force: true });
  }
  const versions = {};
  for (const name of ['ui', 'forms', 'api-client']) {
    const manifest = execFileSync('node', ['-p', `require('./node_modules/@agency/${name}/package.json').version`], {
      cwd: careersDir,
      encoding: 'utf8',
    });
    versions[`@agency/${name}`] = manifest.trim();
  }
  return versions;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { values } = parseArgs({ options: { registry: { type: 'string' }, 'build-only': { type: 'boolean' } } });
  let registry = values.registry;
  let local;
  if (!registry) {
    const { startRegistry } = await import('./registry.mjs');
    const { release } = await import('./release.mjs');
    console.log('building the packages');
    execFileSync('pnpm', ['-r', '--filter', './packages/*', 'run', 'build'], { cwd: root, stdio: 'ignore' });
    local = await startRegistry();
    registry = local.url;
    await release({ registry, token: local.token, build: false });
  }
  try {
    console.log(buildCareers({ registry }));
  } finally {
    await local?.stop();
  }
  if (!values['build-only']) spawn(process.execPath, [join(careersDir, 'server.mjs')], { stdio: 'inherit' });
}
