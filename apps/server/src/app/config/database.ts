import { isAbsolute, resolve } from 'node:path';
import { isTenantSlug } from '@agency/api-client/contract';
import type { DatabaseConfig } from '../../platform/db';
import { PACKAGE_ROOT, type EnvReader } from './env';

export interface DatabaseSettings {
  /** Where PGlite keeps its files and where the generated signing key lives. */
  dataDir: string;
  database: DatabaseConfig;
  /** Slug of the agency a request that names none falls back to; null = no fallback. */
  defaultAgency: string | null;
  /**
   * Seed the demo agency when the database has no agency (main.ts). Its passwords are published, so: on by
   * default in development only, on elsewhere only when asked (`SEED_DEMO=true`, `main.js --demo`), and
   * refused in production.
   */
  seedDemo: boolean;
}

/** DATA_DIR, DATABASE_URL, DATABASE_POOL_MAX, DEFAULT_AGENCY, SEED_DEMO. */
export function databaseSettings(r: EnvReader, nodeEnv: string): DatabaseSettings {
  const dataDirRaw = r.read('DATA_DIR');
  const dataDir =
    dataDirRaw === undefined
      ? resolve(PACKAGE_ROOT, '.data')
      : isAbsolute(dataDirRaw)
        ? dataDirRaw
        : resolve(process.cwd(), dataDirRaw);

  const databaseUrl = r.url('DATABASE_URL', ['postgres:', 'postgresql:']);
  const poolMax = r.integer('DATABASE_POOL_MAX', 10, 1, 1000);
  const database: DatabaseConfig = databaseUrl
    ? { kind: 'postgres', url: databaseUrl, poolMax }
    : { kind: 'pglite', dataDir: resolve(dataDir, 'pglite') };

  const defaultAgencyRaw = r.env.DEFAULT_AGENCY;
  let defaultAgency: string | null =
    defaultAgencyRaw === undefined ? (databaseUrl ? null : 'demo') : defaultAgencyRaw.trim() || null;
  if (defaultAgency !== null && !isTenantSlug(defaultAgency)) {
    r.problems.push(
      `DEFAULT_AGENCY="${defaultAgency}" must be an agency slug (lowercase letters, digits and inner hyphens) or empty.`,
    );
    defaultAgency = null;
  }
  const seedDemo = r.boolean('SEED_DEMO', nodeEnv === 'development');
  if (seedDemo && nodeEnv === 'production')
    r.problems.push(
      'SEED_DEMO (main.js --demo) cannot be enabled when NODE_ENV=production: the demo accounts have a published password.',
    );
  return { dataDir, database, defaultAgency, seedDemo };
}
