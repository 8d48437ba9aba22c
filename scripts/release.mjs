// Releases the published packages (@agency/ui, @agency/forms, @agency/api-client) to an npm registry:
// builds them (scripts/build-package.mjs) and publishes each one whose version the registry does not have yet,
// with its `workspace:` ranges written as the versions they stand for (pnpm publish). Versions and changelogs come
// from Changesets: `pnpm changeset` records a change, `pnpm changeset version` bumps the versions and writes
// each CHANGELOG.md; commit that, then run this.
//
//   node scripts/release.mjs --registry URL [--token TOKEN] [--skip-build] [--storybook DIR]
//
// With --storybook (a `pnpm build-storybook` output, storybook-static/), the static Storybook is published
// beside the release as @agency/storybook at @agency/ui's version: the packages' documentation, one per release
// (open its index.html through any static server).
//
// TOKEN (or NPM_TOKEN) is the registry's publish token. `node scripts/registry.mjs` starts a local registry to
// try it; the release test (scripts/pack-consumer.test.mjs) publishes to one and installs from it.
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { pathToFileURL } from 'node:url';

const root = resolve(import.meta.dirname, '..');
/** In publishing order: each after the packages it depends on. */
export const PUBLISHED = ['ui', 'api-client', 'forms'];

const versionOf = (name) => JSON.parse(readFileSync(join(root, 'packages', name, 'package.json'), 'utf8')).version;

/** Publishes the packages to `registry`; answers what was published and what the registry already had. */
export async function release({ registry, token, build = true, storybook = null, log = console.log }) {
  const url = new URL(registry);
  const dir = mkdtempSync(join(tmpdir(), 'agency-release-'));
  // The token goes in a user config of its own for this run: never in the repository's files or the log.
  const npmrc = join(dir, '.npmrc');
  writeFileSync(npmrc, `//${url.host}${url.pathname.replace(/\/?$/, '/')}:_authToken=${token}\n`);
  const env = { ...process.env, NPM_CONFIG_USERCONFIG: npmrc, npm_config_userconfig: npmrc };
  const run = (args, cwd) =>
    execFileSync('pnpm', args, { cwd, env, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
  try {
    if (build) {
      log('building the packages');
      run(['-r', '--filter', './packages/*', 'run', 'build'], root);
    }
    const published = [];
    const skipped = [];
    const publish = async (pkg, version, cwd) => {
      const known = await fetch(`${registry.replace(/\/$/, '')}/${pkg.replace('/', '%2f')}`, {
        headers: { authorization: `Bearer ${token}` },
      });
      const versions = known.ok ? Object.keys((await known.json()).versions ?? {}) : [];
      if (versions.includes(version)) {
        skipped.push(`${pkg}@${version}`);
        log(`${pkg}@${version}: already published`);
        return;
      }
      try {
        run(['publish', '--registry', registry, '--no-git-checks', '--access', 'restricted'], cwd);
      } catch (error) {
        throw new Error(`publishing ${pkg}@${version} failed:\n${error.stdout ?? ''}${error.stderr ?? ''}`);
      }
      published.push(`${pkg}@${version}`);
      log(`${pkg}@${version}: published`);
    };
    for (const name of PUBLISHED) await publish(`@agency/${name}`, versionOf(name), join(root, 'packages', name));
    if (storybook) {
      if (!existsSync(join(storybook, 'index.html'))) throw new Error(`${storybook} holds no Storybook build`);
      const docs = join(dir, 'storybook');
      cpSync(storybook, join(docs, 'storybook-static'), { recursive: true });
      const version = versionOf('ui');
      writeFileSync(
        join(docs, 'package.json'),
        JSON.stringify(
          {
            name: '@agency/storybook',
            version,
            description: `The Storybook of @agency/ui, @agency/forms and the portal's screens, as released with @agency/ui ${version}.`,
            license: 'UNLICENSED',
            files: ['storybook-static'],
          },
          null,
          2,
        ),
      );
      await publish('@agency/storybook', version, docs);
    }
    return { published, skipped };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { values } = parseArgs({
    options: {
      registry: { type: 'string' },
      token: { type: 'string' },
      'skip-build': { type: 'boolean' },
      storybook: { type: 'string' },
    },
  });
  const token = values.token ?? process.env.NPM_TOKEN;
  if (!values.registry || !token) {
    console.error(
      'usage: node scripts/release.mjs --registry URL [--token TOKEN | NPM_TOKEN=…] [--skip-build] [--storybook DIR]',
    );
    process.exit(2);
  }
  await release({
    registry: values.registry,
    token,
    build: !values['skip-build'],
    storybook: values.storybook ?? null,
  });
}
