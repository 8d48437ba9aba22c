import { runCli } from './cli/run';

/** `agency-server` (dist/cli.js): the command line of cli/run.ts on this process's arguments and streams. */
// Files this process creates (PGlite's) are the owner's only.
process.umask(0o077);
runCli(process.argv.slice(2), {
  stdout: process.stdout,
  stderr: process.stderr,
  env: process.env,
  stdin: process.stdin,
}).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
