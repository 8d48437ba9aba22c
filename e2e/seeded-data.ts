// The run's seeded data directory (global-setup.mjs, before the files run): the built server seeds the demo
// agency (400 applicants with their onboarding and files) once, into a data directory every file's server then
// starts on a copy of (harness.ts), instead of seeding its own. Made per run and removed after it, so it is the
// seed of the server under test, seeded minutes before at most.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { copyPgliteCluster } from '../apps/server/test/pglite-cluster';
import { seedDays } from '../apps/server/test/seed-days';
import { startServerProcess } from './harness';

/** Seeds the data directory and names it in the environment; answers a function that removes it. */
export async function prepareSeededDataDir(): Promise<() => void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'agency-e2e-seeded-'));
  const remove = () => rmSync(dataDir, { recursive: true, force: true });
  await copyPgliteCluster(join(dataDir, 'pglite'));
  const started = Date.now();
  const server = await startServerProcess(dataDir);
  await server.stop();
  const seededAt = Date.now();
  // Seeded across midnight: no copy is a fresh seed's equal; every file seeds its own (as without this).
  if (seedDays(started) !== seedDays(seededAt)) return remove;
  // The files' processes start after this and inherit the environment.
  process.env.E2E_SEEDED_DATA_DIR = dataDir;
  process.env.E2E_SEEDED_AT = String(seededAt);
  return remove;
}
