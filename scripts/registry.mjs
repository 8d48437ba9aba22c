// A real local npm registry (Verdaccio) on a free port of this machine, for the packages' release test and for
// trying a release by hand: `node scripts/registry.mjs` starts one and prints its address until stopped.
// The @agency scope lives only here (published to, never proxied); nothing else is served: consumers take
// every other package from their usual registry.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

const root = resolve(import.meta.dirname, '..');

function freePort() {
  return new Promise((done, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => done(port));
    });
  });
}

/**
 * Starts Verdaccio with its storage in a new temporary folder, waits for it to answer, and registers a
 * publisher. Answers the registry's URL, the publisher's token and `stop()` (ends it and removes its folder).
 */
export async function startRegistry() {
  const dir = mkdtempSync(join(tmpdir(), 'agency-registry-'));
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const config = join(dir, 'config.yaml');
  writeFileSync(
    config,
    [
      `storage: ${join(dir, 'storage')}`,
      'auth:',
      '  htpasswd:',
      `    file: ${join(dir, 'htpasswd')}`,
      '    max_users: 10',
      'uplinks: {}',
      'packages:',
      "  '@agency/*':",
      '    access: $all',
      '    publish: $authenticated',
      // The Storybook published beside each release is larger than the default 10 MB.
      'max_body_size: 200mb',
      'web:',
      '  enable: false',
      'log: { type: stdout, format: json, level: error }',
      '',
    ].join('\n'),
  );
  const child = spawn(
    process.execPath,
    [join(root, 'node_modules/verdaccio/bin/verdaccio'), '--config', config, '--listen', `127.0.0.1:${port}`],
    {
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((done) => child.once('exit', done));
      child.kill('SIGTERM');
      await exited;
    }
    rmSync(dir, { recursive: true, force: true });
  };

  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) {
      await stop();
      throw new Error(`The registry exited (${child.exitCode}):\n${output}`);
    }
    const answer = await fetch(`${url}/-/ping`).catch(() => null);
    if (answer?.ok) break;
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`The registry did not answer within 30 s:\n${output}`);
    }
    await new Promise((done) => setTimeout(done, 100));
  }

  // A publisher, as `npm adduser` makes one: the registry answers its token.
  const user = await fetch(`${url}/-/user/org.couchdb.user:release`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'release', password: 'release-test-only' }),
  });
  if (!user.ok) {
    await stop();
    throw new Error(`The registry refused the publisher: ${user.status} ${await user.text()}`);
  }
  const { token } = await user.json();
  return { url, token, stop };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const registry = await startRegistry();
  console.log(`registry: ${registry.url}\ntoken:    ${registry.token}\n(Ctrl-C stops it and removes its storage)`);
  const end = () => registry.stop().then(() => process.exit(0));
  process.on('SIGINT', end);
  process.on('SIGTERM', end);
}
