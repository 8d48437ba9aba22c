import { buildApp } from './app/build-app';
import { ConfigError, loadConfig, type Config } from './app/config';
import { demoSignInText, isEmpty, seedDemo } from './seed/demo';

/**
 * `pnpm start`: validate the configuration, migrate (buildApp), seed the demo data on an empty database,
 * listen, print how to sign in. SIGINT/SIGTERM stop accepting connections, let in-flight requests finish,
 * stop mail delivery and close the database.
 */
async function main(): Promise<void> {
  let config: Config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(2);
    }
    throw error;
  }
  const app = await buildApp(config);
  const { db, hasher } = app.services;
  let seeded = false;
  if (config.seedDemo && (await isEmpty(db))) {
    await seedDemo(db, hasher);
    seeded = true;
  }
  const address = await app.listen({ port: config.port, host: config.host });
  const shown = address.replace('0.0.0.0', 'localhost').replace('[::]', 'localhost');
  const demo = await db.selectFrom('agencies').select('id').where('slug', '=', 'demo').executeTakeFirst();
  const database =
    config.database.kind === 'pglite' ? `PGlite in ${config.database.dataDir}` : 'PostgreSQL (DATABASE_URL)';
  process.stdout.write(`\nAgency Portal server listening on ${shown} (${database})\n`);
  if (demo && !config.production)
    process.stdout.write(`${seeded ? 'Seeded the demo data.\n' : ''}${demoSignInText(shown, config.devOutbox)}\n\n`);

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
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});
