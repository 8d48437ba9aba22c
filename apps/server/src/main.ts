import { existsSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { isAbsolute, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { buildApp } from './app/build-app';
import { ConfigError, loadConfig, type Config } from './app/config';
import { DataDirectoryLockedError } from './platform/db';
import { demoSignInText } from './seed/demo';
import { DemoPasswordError, firstOwnerText, prepareData } from './seed/startup';

const USAGE = `Usage: node dist/main.js [--demo] [--dev-outbox]
  --demo         seed the demo agency on an empty database (SEED_DEMO=true; refused in production)
  --dev-outbox   serve /dev/outbox to this machine (DEV_OUTBOX=true; development and test only)
Every other setting is an environment variable (docs/README.md, .env.example).`;

/** How to run the CLI that sits beside this file (dist/cli.js; src/cli.ts under tsx), for the messages. */
function cliCommand(): string {
  const built = fileURLToPath(new URL('./cli.js', import.meta.url));
  const path = existsSync(built) ? built : fileURLToPath(new URL('./cli.ts', import.meta.url));
  const shown = relative(process.cwd(), path);
  const where = shown.startsWith('..') || isAbsolute(shown) ? path : shown;
  return path === built ? `node ${where}` : `node --import tsx ${where}`;
}

/**
 * `pnpm start` (which passes --dev-outbox): validate the configuration, lock the PGlite data directory and
 * migrate (buildApp), seed the demo data in development on an empty database, refuse a production start
 * while a staff account has the demo password, listen, print the address really bound and how to sign in
 * (or how to create the first owner). SIGINT/SIGTERM stop accepting connections, let in-flight requests
 * finish, stop mail delivery and close the database (releasing its lock).
 */
async function main(): Promise<void> {
  // Files this process creates (PGlite's, the signing key) are the owner's only.
  process.umask(0o077);
  let config: Config;
  try {
    const { values } = parseArgs({
      args: process.argv.slice(2),
      strict: true,
      options: { demo: { type: 'boolean' }, 'dev-outbox': { type: 'boolean' }, help: { type: 'boolean' } },
    });
    if (values.help) {
      process.stdout.write(`${USAGE}\n`);
      return;
    }
    config = loadConfig({
      ...process.env,
      ...(values.demo ? { SEED_DEMO: 'true' } : {}),
      ...(values['dev-outbox'] ? { DEV_OUTBOX: 'true' } : {}),
    });
  } catch (error) {
    if (error instanceof ConfigError) console.error(error.message);
    else if (error instanceof TypeError && 'code' in error && String(error.code).startsWith('ERR_PARSE_ARGS'))
      console.error(`${error.message}\n${USAGE}`);
    else throw error;
    process.exit(2);
  }
  const app = await buildApp(config);
  const { db, hasher } = app.services;
  const cli = cliCommand();
  let prepared: Awaited<ReturnType<typeof prepareData>>;
  try {
    prepared = await prepareData(db, hasher, {
      seedDemo: config.seedDemo,
      production: config.production,
      cli,
      dataKeys: config,
    });
  } catch (error) {
    await app.close();
    throw error;
  }
  await app.listen({ port: config.port, host: config.host });
  const addresses = app.addresses().filter((a): a is AddressInfo => typeof a === 'object');
  const bound = addresses.map((a) => `http://${a.family === 'IPv6' ? `[${a.address}]` : a.address}:${a.port}`);
  const first = addresses[0]!;
  const local = ['127.0.0.1', '::1', '0.0.0.0', '::'].includes(first.address);
  const shown = local ? `http://localhost:${first.port}` : bound[0]!;
  const demo = await db.selectFrom('agencies').select('id').where('slug', '=', 'demo').executeTakeFirst();
  const database =
    config.database.kind === 'pglite' ? `PGlite in ${config.database.dataDir}` : 'PostgreSQL (DATABASE_URL)';
  process.stdout.write(`\nAgency Portal server listening on ${bound.join(', ')} (${database})\n`);
  if (demo && !config.production)
    process.stdout.write(
      `${prepared.seeded ? 'Seeded the demo data.\n' : ''}${demoSignInText(shown, config.devOutbox)}\n\n`,
    );
  if (prepared.noAccounts) process.stdout.write(`\n${firstOwnerText(cli, config.database.kind === 'pglite')}\n\n`);

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => {
      app.log.error('graceful shutdown took longer than 10 s: exiting');
      process.exit(1);
    }, 10_000);
    force.unref();
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
}

main().catch((error: unknown) => {
  if (error instanceof DataDirectoryLockedError || error instanceof DemoPasswordError) console.error(error.message);
  else console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});
