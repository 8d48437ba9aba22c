// Applicant lists benchmark (issue 10, "Performance"): seeds N applicants with histories into a fresh
// database, starts the BUILT server against it, signs in as a staff user and measures p50/p95/p99 over
// BENCH_REQUESTS requests each through the real API (listApplicants with the list queries of the issue,
// getApplicantStatusCounts), then a CSV export of ~100,000 rows (time, and the server process's peak RSS
// during it). Prints EXPLAIN (ANALYZE, BUFFERS) of each query the server runs: the bench calls the server's
// own list/count/export code (its sources, through tsx) on a connection that records the SQL, and explains
// that SQL with its parameters. Prints figures against the issue's budget; never fails on time.
//
//   pnpm --filter @agency/server run build
//   node bench/applicants.mjs                          PostgreSQL (TEST_DATABASE_URL), 1,000,000 applicants
//   node bench/applicants.mjs --db pglite              PGlite in a temporary directory, 100,000 applicants
//   node bench/applicants.mjs --rows 200000 --requests 50 --no-explain
//   node bench/applicants.mjs --rows 100000 --matching   matching (issue 13): 100,000 applicants, 5,000 job orders
//
// --matching adds JOB_ORDERS job orders (--job-orders N, 5,000) and credential expiries after the load and
// measures the two matching calls (an Open RN job order's applicants, an RN applicant's job orders) instead of
// the list queries and the export, with their EXPLAIN, against issue 13's budget (p95 ≤ 100 ms).
// Options (or env): --db postgres|pglite (BENCH_DB), --rows N (BENCH_ROWS), --requests N (BENCH_REQUESTS,
// 200), --no-explain, --plans (print whole plans, not only the summary lines), --load-only (stop after the
// bulk load), --keep (keep the database or directory for EXPLAIN by hand: it prints where it is),
// --export 'status=lead' (the export's query string instead of ~100,000 rows; '' for every applicant).
// PostgreSQL: a database `agency_bench_applicants_<random>` on TEST_DATABASE_URL's server (default
// postgres://postgres@127.0.0.1:5432), created and dropped by the bench (the user needs CREATEDB and, for
// the bulk load, superuser: session_replication_role skips the foreign-key triggers of rows that are
// consistent by construction). PGlite: a temporary DATA_DIR, removed at the end.
//
// The bulk load: the server starts once on the empty database (migrations, the demo agency with its staff
// and demo applicants), stops, then the bench inserts the applicants with one INSERT … SELECT FROM
// generate_series (deterministic: hashint4 of the row number picks names, city, status, owner …), 2–4
// activity rows each the same way (and onboarding documents for a quarter of them), with the
// applicants', activity's and onboarding documents' secondary indexes dropped first and
// rebuilt after from their own definitions (pg_indexes), the status counts and the onboarding progress
// counted again (the replica role skips the triggers that keep them), then VACUUM ANALYZE; the server starts
// again for
// the measurements.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { tsImport } from 'tsx/esm/api';

const root = resolve(import.meta.dirname, '..');
const serverDir = join(root, 'apps/server');
const require = createRequire(join(serverDir, 'package.json'));

const { values: args } = parseArgs({
  options: {
    db: { type: 'string' },
    rows: { type: 'string' },
    requests: { type: 'string' },
    'no-explain': { type: 'boolean' },
    plans: { type: 'boolean' },
    keep: { type: 'boolean' },
    export: { type: 'string' },
    'load-only': { type: 'boolean' },
    matching: { type: 'boolean' },
    'job-orders': { type: 'string' },
    help: { type: 'boolean' },
  },
});
if (args.help) {
  console.log(readFileSync(new URL(import.meta.url), 'utf8').split('\nimport ')[0]);
  process.exit(0);
}
const DB = args.db ?? process.env.BENCH_DB ?? 'postgres';
if (DB !== 'postgres' && DB !== 'pglite') fail(`--db must be postgres or pglite, not ${DB}`);
const ROWS = Number(args.rows ?? process.env.BENCH_ROWS ?? (DB === 'postgres' ? 1_000_000 : 100_000));
const REQUESTS = Number(args.requests ?? process.env.BENCH_REQUESTS ?? 200);
const WARMUP = Math.min(20, REQUESTS);
const EXPLAIN = !args['no-explain'];
const POSTGRES_SERVER_URL = (process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432').replace(/\/$/, '');
const PASSWORD = 'Password123!';
const CLIENT = 'client_id=agency-portal&client_secret=agency-portal-secret';
/** The issue's budget on PostgreSQL with 1M rows (ms, p95). */
const LIST_BUDGET = 50;
const COUNTS_BUDGET = 30;
/** Issue 13's budget for matching on PostgreSQL with 100,000 applicants and 5,000 job orders (ms, p95). */
const MATCHING_BUDGET = 100;
const MATCHING = Boolean(args.matching);
const JOB_ORDERS = Number(args['job-orders'] ?? process.env.BENCH_JOB_ORDERS ?? 5000);

function fail(message) {
  console.error(`bench/applicants: ${message}`);
  process.exit(1);
}
if (!Number.isInteger(ROWS) || ROWS < 1000) fail('--rows must be a whole number of at least 1000');
if (!Number.isInteger(REQUESTS) || REQUESTS < 1) fail('--requests must be a whole number of at least 1');
if (!existsSync(join(serverDir, 'dist/main.js')))
  fail('no server build: run `pnpm --filter @agency/server run build` first.');

const log = (message) => console.log(`[${new Date().toISOString().slice(11, 19)}] ${message}`);

// ---------------------------------------------------------------------------------------------
// The server process
// ---------------------------------------------------------------------------------------------

function freePort() {
  return new Promise((done, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => done(port));
    });
  });
}

/** Starts dist/main.js on the bench's database (NODE_ENV=test: the demo seed is allowed) and waits for /health. */
async function startServer(database) {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [join(serverDir, 'dist/main.js')], {
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'true',
      DEFAULT_AGENCY: 'demo',
      DATA_DIR: database.dataDir,
      ...(database.url ? { DATABASE_URL: database.url } : {}),
      DATA_ENCRYPTION_KEY: database.encryptionKey,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const started = performance.now();
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode}):\n${output}`);
    try {
      if ((await fetch(`${baseUrl}/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (performance.now() - started > 180_000) {
      child.kill('SIGKILL');
      throw new Error(`the server did not become healthy in 180 s:\n${output}`);
    }
    await new Promise((done) => setTimeout(done, 100));
  }
  return {
    baseUrl,
    pid: child.pid,
    startMs: performance.now() - started,
    output: () => output,
    async stop() {
      if (child.exitCode !== null) return;
      const exited = new Promise((done) => child.once('exit', done));
      child.kill('SIGTERM');
      await Promise.race([exited, new Promise((done) => setTimeout(done, 20_000))]);
      if (child.exitCode === null) {
        child.kill('SIGKILL');
        await exited;
      }
    },
  };
}

// ---------------------------------------------------------------------------------------------
// The bench's own connection (bulk load, EXPLAIN): pg or PGlite, with one query(text, params) shape
// ---------------------------------------------------------------------------------------------

async function connect(database) {
  if (database.url) {
    const pg = require('pg');
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    return {
      query: async (text, params = []) => (await client.query(text, params)).rows,
      exec: (text) => client.query(text),
      close: () => client.end(),
      kyselyDialect: () => {
        const { PostgresDialect } = require('kysely');
        return new PostgresDialect({ pool: new pg.Pool({ connectionString: database.url, max: 1 }) });
      },
    };
  }
  const { PGlite } = require('@electric-sql/pglite');
  const { pg_trgm } = require('@electric-sql/pglite/contrib/pg_trgm');
  const pglite = new PGlite(join(database.dataDir, 'pglite'), { extensions: { pg_trgm } });
  await pglite.waitReady;
  return {
    query: async (text, params = []) => (await pglite.query(text, params)).rows,
    exec: (text) => pglite.exec(text),
    close: () => pglite.close(),
    kyselyDialect: () => {
      const { PGliteDialect } = require('kysely');
      // The bench's PGlite instance, not closed by Kysely's destroy (the bench closes it).
      const kept = new Proxy(pglite, {
        get: (target, name) =>
          name === 'close'
            ? async () => {}
            : typeof target[name] === 'function'
              ? target[name].bind(target)
              : target[name],
      });
      return new PGliteDialect({ pglite: kept });
    },
  };
}

// ---------------------------------------------------------------------------------------------
// Bulk load
// ---------------------------------------------------------------------------------------------

const FIRST = `Maria James Aisha Chen Sofia David Priya Lucas Grace Omar Elena Noah Fatima Liam Hannah Mateo Zoe Ethan
  Amara Daniel Jessica Michael Ashley Christopher Brittany Joshua Samantha Andrew Megan Tyler Lauren Brandon Rachel
  Kevin Nicole Marcus Tiffany Jamal Keisha Carlos Gabriela Miguel Valeria Jose Camila Luis Ana Linh Minh Mei Wei
  Hiroshi Yuki Arjun Ananya Rahul Deepa Kwame Ngozi Chinedu Abena Olga Dmitri Tomasz Fiona Sean Siobhan Patrick
  Emily Matthew Olivia Benjamin Chloe Nathan Isabella Ryan Victoria Jordan Alexis Taylor Heather Travis Crystal
  Dustin Monica Derek Erica Stephanie Kimberly Robert Laura Steven Angela Brian Melissa Eric Amanda Jason`.split(/\s+/);
const LAST = `Rivera Johnson Okafor Wang Rossi Miller Patel Silva Kim Haddad Novak Brown Khan Murphy Cohen Garcia
  Nguyen Davis Mensah Lee Smith Williams Jones Martinez Rodriguez Hernandez Lopez Gonzalez Wilson Anderson Thomas
  Taylor Moore Jackson Martin Thompson White Harris Sanchez Clark Ramirez Lewis Robinson Walker Young Allen King
  Wright Scott Torres Hill Flores Green Adams Nelson Baker Hall Campbell Mitchell Carter Roberts Phillips Evans
  Turner Diaz Parker Cruz Edwards Collins Reyes Stewart Morris Morales Reed Cook Bell Tran Pham Chowdhury Singh
  Sharma Adeyemi Boateng Kowalski Petrov Sullivan Kelly Nakamura Tanaka Park Choi Yamamoto Murray Ford Hamilton
  Graham Sullivan Wallace Woods Cole West Jordan Owens Reynolds Fisher Ellis Harrison Gibson McDonald Marshall
  Ortiz Gomez Murray Freeman Wells Webb Simpson Stevens Tucker Porter Hunter Hicks Crawford Henry Boyd Mason
  Kennedy Warren Dixon Ramos Burns Gordon Shaw Holmes Rice Robertson Hunt Black Daniels Palmer Mills Nichols
  Grant Knight Ferguson Rose Stone Hawkins Dunn Perkins Hudson Spencer Gardner Stephens Payne Pierce Berry
  Matthews Arnold Wagner Willis Ray Watkins Olson Carroll Duncan Snyder Hart Cunningham Bradley Lane Andrews
  Ruiz Harper Fox Riley Armstrong Carpenter Weaver Greene Lawrence Elliott Chavez Sims Austin Peters Kelley
  Franklin Lawson Fields Gutierrez Ryan Schmidt Carr Vasquez Castillo Wheeler Chapman Oliver Montgomery
  Richards Williamson Johnston Banks Meyer Bishop McCoy Howell Alvarez Morrison Hansen Fernandez Garza Harvey
  Little Burton Stanley Nguyen George Jacobs Reid Fuller Lynch Dean Gilbert Garrett Romero Welch Larson Frazier
  Burke Hanson Day Mendoza Moreno Bowman Medina Fowler Brewer Hoffman Carlson Silva Pearson Holland Douglas
  Fleming Jensen Vargas Byrd Davidson Hopkins May Terry Herrera Wade Soto Walters Curtis Neal Caldwell Lowe
  Jennings Barnett Graves Jimenez Horton Shelton Barrett Obrien Castro Sutton Gregory McKinney Lucas Miles
  Craig Rodriquez Chambers Holt Lambert Fletcher Watts Bates Hale Rhodes Pena Beck Newman Haynes McDaniel
  Mendez Bush Vaughn Parks Dawson Santiago Norris Hardy Love Steele Curry Powers Schultz Barker Guzman Page
  Munoz Ball Keller Chandler Weber Leonard Walsh Lyons Ramsey Wolfe Schneider Mullins Benson Sharp Bowen
  Daniel Barber Cummings Hines Baldwin Griffith Valdez Hubbard Salazar Reeves Warner Stevenson Burgess Santos
  Tate Cross Garner Mann Mack Moss Thornton Dennis McGee Farmer Delgado Aguilar Vega Glover Manning Cohen
  Harmon Rodgers Robbins Newton Todd Blair Higgins Ingram Reese Cannon Strickland Townsend Potter Goodwin
  Walton Rowe Hampton Ortega Patton Swanson Joseph Francis Goodman Maldonado Yates Becker Erickson Hodges
  Rios Conner Adkins Webster Norman Malone Hammond Flowers Cobb Moody Quinn Blake Maxwell Pope Floyd Osborne
  Paul McCarthy Guerrero Lindsey Estrada Sandoval Gibbs Tyler Gross Fitzgerald Stokes Doyle Sherman Saunders
  Wise Colon Gill Alvarado Greer Padilla Simon Waters Nunez Ballard Schwartz McBride Houston Christensen Klein
  Pratt Briggs Parsons McLaughlin Zimmerman French Buchanan Moran Copeland Roy Pittman Brady McCormick Holloway
  Brock Poole Frank Logan Owen Bass Marsh Drake Wong Jefferson Park Morton Abbott Sparks Patrick Norton Huff
  Clayton Massey Lloyd Figueroa Carson Bowers Roberson Barton Tran Lamb Harrington Casey Boone Cortez Clarke
  Mathis Singleton Wilkins Cain Bryan Underwood Hogan McKenzie Collier Luna Phelps McGuire Allison Bridges
  Wilkerson Nash Summers Atkins`.split(/\s+/);
// [city, state, area code, ZIP]
const CITIES = [
  ['Houston', 'TX', '713', '77030'],
  ['Dallas', 'TX', '214', '75235'],
  ['San Antonio', 'TX', '210', '78229'],
  ['Austin', 'TX', '512', '78701'],
  ['Los Angeles', 'CA', '213', '90033'],
  ['San Diego', 'CA', '619', '92103'],
  ['San Francisco', 'CA', '415', '94110'],
  ['Sacramento', 'CA', '916', '95817'],
  ['Miami', 'FL', '305', '33136'],
  ['Tampa', 'FL', '813', '33606'],
  ['Orlando', 'FL', '407', '32803'],
  ['New York', 'NY', '212', '10016'],
  ['Buffalo', 'NY', '716', '14203'],
  ['Chicago', 'IL', '312', '60612'],
  ['Phoenix', 'AZ', '602', '85006'],
  ['Atlanta', 'GA', '404', '30322'],
  ['Charlotte', 'NC', '704', '28203'],
  ['Raleigh', 'NC', '919', '27607'],
  ['Columbus', 'OH', '614', '43210'],
  ['Cleveland', 'OH', '216', '44106'],
  ['Philadelphia', 'PA', '215', '19104'],
  ['Pittsburgh', 'PA', '412', '15213'],
  ['Seattle', 'WA', '206', '98104'],
  ['Denver', 'CO', '303', '80218'],
  ['Nashville', 'TN', '615', '37232'],
  ['Detroit', 'MI', '313', '48201'],
  ['Boston', 'MA', '617', '02115'],
  ['Newark', 'NJ', '973', '07112'],
  ['Richmond', 'VA', '804', '23298'],
  ['Minneapolis', 'MN', '612', '55415'],
  ['St. Louis', 'MO', '314', '63110'],
  ['Portland', 'OR', '503', '97239'],
  ['Las Vegas', 'NV', '702', '89102'],
  ['New Orleans', 'LA', '504', '70112'],
  ['Salt Lake City', 'UT', '801', '84132'],
  ['Indianapolis', 'IN', '317', '46202'],
];
const SPECIALTIES = [
  'ICU',
  'ER',
  'Med-Surg',
  'Tele',
  'OR',
  'L&D',
  'NICU',
  'Oncology',
  'Step-Down',
  'LTC',
  'Rehab',
  'Home Health',
];
const SOURCES = ['job-board', 'referral', 'social-media', 'career-fair', 'walk-in', 'other'];
const STAGES = ['lead', 'paper-screened', 'phone-screened', 'final-interview', 'offered'];

const textArray = (items) => `ARRAY[${items.map((item) => `'${item.replace(/'/g, "''")}'`).join(', ')}]::text[]`;

/**
 * The bulk INSERT … SELECT: row g's attributes from hashint4 of g and a salt (deterministic). Status: New
 * Lead 30 %, Pre-screened 16 %, Phone Screened 10 %, Final Interview 8 %, Offered 6 %, Accepted 9 %, Refused
 * 5 %, Rejected 16 %; owners: the demo staff, 15 % unassigned; updated over the past 90 days.
 */
function applicantsInsert(agencyId, ownerIds, from, to, numberBase) {
  const h = (salt) => `(hashint4(g * 16 + ${salt}) & 2147483647)`;
  const city = `(1 + ${h(4)} % ${CITIES.length})`;
  return `
    INSERT INTO applicants (agency_id, number, first_name, last_name, email, mobile_phone, city, state, zip, discipline,
      specialties, years_of_experience, license_states, compact_license, desired_locations, desired_shift,
      employment_types, owner_id, source, tags, status, created_at, updated_at, status_changed_at)
    SELECT ${agencyId}, ${numberBase} + g, f, l, lower(f || '.' || l || '.' || g || '@example.com'),
      '+1 ' || (${textArray(CITIES.map((c) => c[2]))})[c] || ' ' || substr(lpad(g::text, 7, '0'), 1, 3) || ' ' || substr(lpad(g::text, 7, '0'), 4, 4),
      (${textArray(CITIES.map((c) => c[0]))})[c], (${textArray(CITIES.map((c) => c[1]))})[c], (${textArray(CITIES.map((c) => c[3]))})[c],
      d, ARRAY[(${textArray(SPECIALTIES)})[1 + ${h(6)} % ${SPECIALTIES.length}]], ${h(7)} % 25,
      ARRAY[(${textArray(CITIES.map((c) => c[1]))})[c]], d = 'RN' AND ${h(8)} % 2 = 0, ARRAY[(${textArray(CITIES.map((c) => c[1]))})[c]],
      (ARRAY['days', 'nights', 'evenings', 'rotating'])[1 + ${h(9)} % 4], ARRAY['travel'],
      CASE WHEN ${h(10)} % 100 < 15 THEN NULL ELSE (ARRAY[${ownerIds.join(', ')}]::int[])[1 + ${h(10)} % ${ownerIds.length}] END,
      (${textArray(SOURCES)})[1 + ${h(11)} % ${SOURCES.length}],
      CASE WHEN ${h(12)} % 10 = 0 THEN ARRAY['Travel ready'] ELSE '{}'::text[] END,
      CASE WHEN s < 30 THEN 'lead' WHEN s < 46 THEN 'paper-screened' WHEN s < 56 THEN 'phone-screened'
        WHEN s < 64 THEN 'final-interview' WHEN s < 70 THEN 'offered' WHEN s < 79 THEN 'accepted'
        WHEN s < 84 THEN 'refused' ELSE 'rejected' END,
      u - make_interval(secs => ${h(14)} % (30 * 86400)), u, u
    FROM (
      SELECT g, (${textArray(FIRST)})[1 + ${h(1)} % ${FIRST.length}] AS f, (${textArray(LAST)})[1 + ${h(2)} % ${LAST.length}] AS l,
        ${city} AS c, ${h(3)} % 100 AS s,
        CASE WHEN ${h(5)} % 100 < 50 THEN 'RN' WHEN ${h(5)} % 100 < 64 THEN 'LPN/LVN' WHEN ${h(5)} % 100 < 76 THEN 'CNA'
          WHEN ${h(5)} % 100 < 82 THEN 'RT' WHEN ${h(5)} % 100 < 87 THEN 'PT' WHEN ${h(5)} % 100 < 90 THEN 'CST'
          WHEN ${h(5)} % 100 < 93 THEN 'OT' WHEN ${h(5)} % 100 < 95 THEN 'SLP' WHEN ${h(5)} % 100 < 97 THEN 'Radiology Tech'
          WHEN ${h(5)} % 100 < 99 THEN 'Lab Tech' ELSE 'Pharmacist' END AS d,
        now() - make_interval(secs => ${h(13)} % (90 * 86400)) AS u
      FROM generate_series(${from}, ${to}) AS g
    ) AS rows`;
}

/** 2–4 activity rows per bench applicant: 'created', then status moves along the pipeline. */
function activityInsert(agencyId, firstId, lastId, ownerNames) {
  return `
    INSERT INTO applicant_activity (agency_id, applicant_id, kind, from_status, to_status, text, actor_id, actor_name, created_at)
    SELECT a.agency_id, a.id, CASE WHEN k = 1 THEN 'created' ELSE 'status' END,
      CASE WHEN k = 1 THEN NULL ELSE (${textArray(STAGES)})[k - 1] END, (${textArray(STAGES)})[k],
      CASE WHEN k = 1 THEN 'Added' ELSE '' END, a.owner_id, coalesce(n.name, ''),
      a.created_at + (a.updated_at - a.created_at) * (k - 1) / 3
    FROM applicants a
    LEFT JOIN (SELECT unnest(ARRAY[${ownerNames.map(([id]) => id).join(', ')}]::int[]) AS id,
                      unnest(${textArray(ownerNames.map(([, name]) => name))}) AS name) n ON n.id = a.owner_id
    CROSS JOIN LATERAL generate_series(1, 2 + a.id % 3) AS k
    WHERE a.agency_id = ${agencyId} AND a.id BETWEEN ${firstId} AND ${lastId}`;
}

/** The forms the progress counts (the contract's ONBOARDING_PROGRESS_FORMS, so "complete" can match). */
const { ONBOARDING_PROGRESS_FORMS: ONBOARDING_FORMS } = await tsImport(
  join(root, 'packages/api-client/src/contract/index.ts'),
  { parentURL: import.meta.url, tsconfig: join(serverDir, 'tsconfig.json') },
);

/**
 * Onboarding documents for a quarter of the bench applicants (the onboarding filter's data): 1 to all of
 * the forms each, version 1, approved 60 %, submitted (waiting for review) 20 %, changes requested 5 %, a
 * draft 15 %.
 */
function onboardingInsert(agencyId, firstId, lastId) {
  const h = (salt) => `(hashint4(a.id * 16 + ${salt}) & 2147483647)`;
  return `
    INSERT INTO onboarding_documents (agency_id, applicant_id, form, version, status, canonical_text, document_hash, submitted_at)
    SELECT a.agency_id, a.id, (${textArray(ONBOARDING_FORMS)})[k], 1, st,
      CASE WHEN st = 'in-progress' THEN NULL ELSE 'bench' END,
      CASE WHEN st = 'in-progress' THEN NULL ELSE md5(a.id::text) || md5(k::text) END,
      CASE WHEN st = 'in-progress' THEN NULL ELSE a.updated_at END
    FROM applicants a
    CROSS JOIN LATERAL generate_series(1, 1 + ${h(1)} % ${ONBOARDING_FORMS.length}) AS k
    CROSS JOIN LATERAL (SELECT CASE WHEN (hashint4(a.id * 8 + k) & 2147483647) % 100 < 60 THEN 'approved'
      WHEN (hashint4(a.id * 8 + k) & 2147483647) % 100 < 80 THEN 'submitted'
      WHEN (hashint4(a.id * 8 + k) & 2147483647) % 100 < 85 THEN 'changes-requested' ELSE 'in-progress' END AS st) AS s
    WHERE a.agency_id = ${agencyId} AND a.id BETWEEN ${firstId} AND ${lastId} AND ${h(2)} % 4 = 0`;
}

async function bulkLoad(conn) {
  const [agency] = await conn.query(`SELECT id FROM agencies WHERE slug = 'demo'`);
  const staff = await conn.query(
    `SELECT r.id, u.first_name || ' ' || u.last_name AS name FROM recruiters r JOIN users u ON u.id = r.user_id
     WHERE r.agency_id = $1 ORDER BY r.id`,
    [agency.id],
  );
  const [{ max: before }] = await conn.query(`SELECT coalesce(max(id), 0) AS max FROM applicants`);
  // The replica role skips the trigger that numbers applicants (0036): the load numbers them on from the
  // agency's counter, and the counter is moved past them after.
  const [{ last: numberBase }] = await conn.query(
    `SELECT coalesce((SELECT last_number FROM applicant_number_counters WHERE agency_id = $1), 0) AS last`,
    [agency.id],
  );
  const indexes = await conn.query(`
    SELECT i.indexname AS name, i.indexdef AS definition FROM pg_indexes i
    WHERE i.schemaname = 'public' AND i.tablename IN ('applicants', 'applicant_activity', 'onboarding_documents')
      AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conindid = (quote_ident(i.schemaname) || '.' || quote_ident(i.indexname))::regclass)`);
  const t0 = performance.now();
  await conn.exec(`SET session_replication_role = replica`);
  await conn.exec(`SET maintenance_work_mem = '${DB === 'pglite' ? '64MB' : '512MB'}'`);
  for (const index of indexes) await conn.exec(`DROP INDEX ${index.name}`);
  const batch = DB === 'pglite' ? 25_000 : 250_000;
  for (let from = 1; from <= ROWS; from += batch) {
    await conn.exec(
      applicantsInsert(
        agency.id,
        staff.map((s) => s.id),
        from,
        Math.min(ROWS, from + batch - 1),
        Number(numberBase),
      ),
    );
    log(`  applicants ${Math.min(ROWS, from + batch - 1).toLocaleString('en-US')} / ${ROWS.toLocaleString('en-US')}`);
  }
  const tApplicants = performance.now();
  const [{ max: after }] = await conn.query(`SELECT max(id) AS max FROM applicants`);
  const step = DB === 'pglite' ? 25_000 : 250_000;
  for (let from = Number(before) + 1; from <= Number(after); from += step)
    await conn.exec(
      activityInsert(
        agency.id,
        from,
        Math.min(Number(after), from + step - 1),
        staff.map((s) => [s.id, s.name]),
      ),
    );
  for (let from = Number(before) + 1; from <= Number(after); from += step)
    await conn.exec(onboardingInsert(agency.id, from, Math.min(Number(after), from + step - 1)));
  const tActivity = performance.now();
  for (const index of indexes) {
    const t = performance.now();
    await conn.exec(index.definition);
    log(`  index ${index.name} rebuilt in ${((performance.now() - t) / 1000).toFixed(1)} s`);
  }
  await conn.exec(`SET session_replication_role = DEFAULT`);
  await conn.query(
    `INSERT INTO applicant_number_counters AS c (agency_id, last_number) VALUES ($1, $2)
     ON CONFLICT (agency_id) DO UPDATE SET last_number = greatest(c.last_number, excluded.last_number)`,
    [agency.id, Number(numberBase) + ROWS],
  );
  // The replica role skipped the triggers that keep applicant_status_counts: count again, as the server does.
  const queries = await tsImport(join(serverDir, 'src/features/applicants/queries.ts'), {
    parentURL: import.meta.url,
    tsconfig: join(serverDir, 'tsconfig.json'),
  });
  const { Kysely } = require('kysely');
  const counter = new Kysely({ dialect: conn.kyselyDialect() });
  await queries.recountStatuses(counter);
  // And the onboarding progress that the triggers on onboarding_documents keep (0013's fill, as one statement).
  const onboarding = await tsImport(join(serverDir, 'src/features/applicants/onboarding.ts'), {
    parentURL: import.meta.url,
    tsconfig: join(serverDir, 'tsconfig.json'),
  });
  const tProgress = performance.now();
  await onboarding.recountOnboardingProgress(counter);
  log(`  onboarding progress counted in ${((performance.now() - tProgress) / 1000).toFixed(1)} s`);
  await counter.destroy().catch(() => {});
  const tIndexes = performance.now();
  await conn.exec(`VACUUM ANALYZE applicants`);
  await conn.exec(`VACUUM ANALYZE applicant_activity`);
  await conn.exec(`VACUUM ANALYZE onboarding_documents`);
  await conn.exec(`VACUUM ANALYZE applicant_onboarding_progress`);
  const tVacuum = performance.now();
  const [{ applicants }] = await conn.query(`SELECT count(*)::int AS applicants FROM applicants`);
  const [{ activity }] = await conn.query(`SELECT count(*)::int AS activity FROM applicant_activity`);
  const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
  return {
    agencyId: agency.id,
    staff,
    applicants,
    activity,
    timings: {
      applicants: seconds(tApplicants - t0),
      'activity, onboarding': seconds(tActivity - tApplicants),
      indexes: seconds(tIndexes - tActivity),
      'vacuum analyze': seconds(tVacuum - tIndexes),
      total: seconds(tVacuum - t0),
    },
  };
}

// ---------------------------------------------------------------------------------------------
// Matching (--matching): job orders at the demo facilities and credential expiries
// ---------------------------------------------------------------------------------------------

/**
 * JOB_ORDERS job orders at the demo agency's active facilities (deterministic, as the applicants): the
 * applicants' discipline mix, a specialty, shift, start within 120 days, 13 weeks, half Open, the rest on
 * hold, filled or closed; and 1–3 credential expiries for a third of the applicants (from 60 days ago to a
 * year ahead), so the credentials' part of the score has rows to read. Then ANALYZE.
 */
async function loadMatching(conn, agencyId) {
  const t0 = performance.now();
  const facilities = (
    await conn.query(`SELECT id, units FROM institutions WHERE agency_id = $1 AND active ORDER BY id`, [agencyId])
  ).map((row) => row.id);
  const h = (salt) => `(hashint4(g * 16 + ${salt}) & 2147483647)`;
  await conn.exec(`
    INSERT INTO job_orders (agency_id, institution_id, title, discipline, specialty, shift, shift_hours, hours_per_week,
      start_date, duration_weeks, openings, employment_type, pay_hourly_cents, housing_weekly_cents, meals_weekly_cents,
      license_states, compact_license_accepted, certifications, years_experience, status, status_reason, created_at)
    SELECT ${agencyId}, (ARRAY[${facilities.join(', ')}]::int[])[1 + ${h(1)} % ${facilities.length}],
      'Bench ' || d || ' ' || g, d, (${textArray(SPECIALTIES)})[1 + ${h(3)} % ${SPECIALTIES.length}],
      (ARRAY['days', 'nights', 'evenings', 'rotating'])[1 + ${h(4)} % 4], (ARRAY[8, 10, 12])[1 + ${h(5)} % 3], 36,
      current_date + (${h(6)} % 120), 13, 1 + ${h(7)} % 3, 'travel', 3000 + ${h(8)} % 4000, 70000, 30000,
      '{}', ${h(9)} % 2 = 0, ARRAY['BLS'], ${h(10)} % 5,
      CASE WHEN s < 50 THEN 'open' WHEN s < 60 THEN 'on-hold' WHEN s < 80 THEN 'filled' ELSE 'closed' END,
      CASE WHEN s < 50 OR (s >= 60 AND s < 80) THEN '' ELSE 'Bench' END,
      now() - make_interval(days => ${h(11)} % 60)
    FROM (
      SELECT g, ${h(2)} % 100 AS s,
        CASE WHEN ${h(12)} % 100 < 50 THEN 'RN' WHEN ${h(12)} % 100 < 64 THEN 'LPN/LVN' WHEN ${h(12)} % 100 < 76 THEN 'CNA'
          WHEN ${h(12)} % 100 < 82 THEN 'RT' WHEN ${h(12)} % 100 < 87 THEN 'PT' ELSE 'OT' END AS d
      FROM generate_series(1, ${JOB_ORDERS}) AS g
    ) AS rows`);
  await conn.exec(`
    INSERT INTO credential_expiries (agency_id, applicant_id, source, key, label, expires_on)
    SELECT a.agency_id, a.id, 'bench', 'credential-' || k, (ARRAY['BLS card', 'Professional licence', 'TB test'])[k],
      current_date - 60 + (hashint4(a.id * 4 + k) & 2147483647) % 425
    FROM applicants a CROSS JOIN LATERAL generate_series(1, 1 + (hashint4(a.id) & 2147483647) % 3) AS k
    WHERE a.agency_id = ${agencyId} AND (hashint4(a.id * 7) & 2147483647) % 3 = 0
    ON CONFLICT DO NOTHING`);
  await conn.exec(`ANALYZE job_orders`);
  await conn.exec(`ANALYZE credential_expiries`);
  const [{ jobs }] = await conn.query(`SELECT count(*)::int AS jobs FROM job_orders WHERE agency_id = $1`, [agencyId]);
  const [{ credentials }] = await conn.query(
    `SELECT count(*)::int AS credentials FROM credential_expiries WHERE agency_id = $1`,
    [agencyId],
  );
  // The widest cases: an Open RN job order (the most candidates) and an RN applicant (the most job orders).
  const [job] = await conn.query(
    `SELECT id FROM job_orders WHERE agency_id = $1 AND status = 'open' AND discipline = 'RN' ORDER BY id LIMIT 1`,
    [agencyId],
  );
  const [applicant] = await conn.query(
    `SELECT id FROM applicants WHERE agency_id = $1 AND discipline = 'RN' AND archived_at IS NULL ORDER BY id DESC LIMIT 1`,
    [agencyId],
  );
  const [{ candidates }] = await conn.query(
    `SELECT count(*)::int AS candidates FROM applicants WHERE agency_id = $1 AND discipline = 'RN' AND archived_at IS NULL`,
    [agencyId],
  );
  log(
    `  ${jobs.toLocaleString('en-US')} job orders, ${credentials.toLocaleString('en-US')} credential expiries in ${((performance.now() - t0) / 1000).toFixed(1)} s`,
  );
  return { jobOrderId: job.id, applicantId: applicant.id, candidates, jobs };
}

/** EXPLAIN (ANALYZE, BUFFERS) of the two matching statements, run by the server's own code on the bench's connection. */
async function explainMatching(conn, agencyId, staff, matching) {
  const options = { parentURL: import.meta.url, tsconfig: join(serverDir, 'tsconfig.json') };
  const code = await tsImport(join(serverDir, 'src/features/job-orders/matching.ts'), options);
  const { Kysely } = require('kysely');
  let recorded = [];
  const db = new Kysely({
    dialect: conn.kyselyDialect(),
    log: (event) => recorded.push({ sql: event.query.sql, parameters: event.query.parameters }),
  });
  const caller = { agencyId, recruiterId: staff[0].id };
  const statements = [];
  recorded = [];
  await code.jobOrderMatches(db, caller, matching.jobOrderId, {});
  statements.push({ name: 'applicants for a job order', ...recorded.at(-1) });
  recorded = [];
  await code.applicantJobOrderMatches(db, caller, matching.applicantId, {});
  statements.push({ name: 'job orders for an applicant', ...recorded.at(-1) });
  await db.destroy().catch(() => {});
  const summary = [];
  for (const statement of statements) {
    const plan = (await conn.query(`EXPLAIN (ANALYZE, BUFFERS) ${statement.sql}`, statement.parameters)).map(
      (row) => row['QUERY PLAN'],
    );
    console.log(`\n--- EXPLAIN (ANALYZE, BUFFERS): matching, ${statement.name}`);
    console.log(
      args.plans
        ? plan.join('\n')
        : plan
            .filter((line) => !/^\s*Buffers:/.test(line))
            .slice(0, 40)
            .join('\n'),
    );
    summary.push({
      statement: `matching: ${statement.name}`,
      execution: plan.find((line) => line.startsWith('Execution Time'))?.replace('Execution Time: ', '') ?? '',
      'indexes used': [
        ...new Set(
          plan.flatMap((line) =>
            [
              ...line.matchAll(/(?:Index Only Scan|Index Scan|Bitmap Index Scan)(?: Backward)? (?:using|on) (\w+)/g),
            ].map((m) => m[1]),
          ),
        ),
      ].join(', '),
      'seq scan of applicants': plan.some((line) => /Seq Scan on applicants\b/.test(line)) ? 'YES' : 'no',
    });
  }
  return summary;
}

// ---------------------------------------------------------------------------------------------
// The queries
// ---------------------------------------------------------------------------------------------

/** The measured list queries (query strings of listApplicants), from the loaded data. */
async function scenarios(conn, agencyId, staff) {
  // Terms that exist in the data: part of a last name, an e-mail's start, 7 phone digits.
  const [sample] = await conn.query(
    `SELECT last_name, email, regexp_replace(mobile_phone, '\\D', '', 'g') AS digits FROM applicants WHERE agency_id = $1 ORDER BY id DESC LIMIT 1 OFFSET 12345`,
    [agencyId],
  );
  const rita = staff.find((s) => s.name === 'Rita Recruiter') ?? staff[staff.length - 1];
  const namePart = sample.last_name.slice(1, 5).toLowerCase();
  const emailPrefix = sample.email.split('@')[0].slice(0, -2);
  const phoneDigits = sample.digits.slice(-7);
  return [
    { name: 'first page, default sort', query: {} },
    { name: `name substring (q=${namePart})`, query: { q: namePart } },
    { name: `e-mail prefix (q=${emailPrefix})`, query: { q: emailPrefix } },
    { name: `phone digits (q=${phoneDigits})`, query: { q: phoneDigits } },
    { name: 'status + owner', query: { status: 'phone-screened', owner: String(rita.id) } },
    { name: 'deep page (page=2000)', query: { page: '2000' } },
    { name: 'onboarding waiting for review', query: { onboarding: 'waiting-review' } },
    { name: 'onboarding changes requested', query: { onboarding: 'changes-requested' } },
    { name: 'onboarding complete', query: { onboarding: 'complete' } },
    { name: 'onboarding incomplete', query: { onboarding: 'incomplete' } },
    { name: 'onboarding ≥ 60 % + status', query: { onboardingMin: '60', status: 'accepted' } },
  ];
}

const qs = (query) => new URLSearchParams(query).toString();

function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

async function measure(url, token) {
  const headers = { authorization: `Bearer ${token}` };
  const times = [];
  let last;
  for (let i = 0; i < WARMUP + REQUESTS; i += 1) {
    const t = performance.now();
    const response = await fetch(url, { headers });
    const body = await response.text();
    const ms = performance.now() - t;
    if (!response.ok) throw new Error(`${url}: HTTP ${response.status} ${body.slice(0, 300)}`);
    if (i >= WARMUP) times.push(ms);
    last = body;
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p95: percentile(times, 95), p99: percentile(times, 99), body: last };
}

function readStatus(pid) {
  const text = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (field) => Number(new RegExp(`${field}:\\s+(\\d+) kB`).exec(text)?.[1] ?? NaN);
  return { rss: kb('VmRSS'), hwm: kb('VmHWM') };
}

/** Downloads the export, sampling the server's RSS every 10 ms; rows counted from the CSV's lines. */
async function measureExport(server, token, query) {
  const before = readStatus(server.pid);
  let peak = before.rss;
  const timer = setInterval(() => {
    try {
      peak = Math.max(peak, readStatus(server.pid).rss);
    } catch {
      // the process is gone: the download fails below
    }
  }, 10);
  const t = performance.now();
  let firstByte = null;
  let bytes = 0;
  let lines = 0;
  try {
    const response = await fetch(`${server.baseUrl}/api/applicants/export?${qs(query)}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    if (!response.ok) throw new Error(`export: HTTP ${response.status} ${await response.text()}`);
    for await (const chunk of response.body) {
      firstByte ??= performance.now() - t;
      bytes += chunk.length;
      for (const byte of chunk) if (byte === 10) lines += 1;
    }
  } finally {
    clearInterval(timer);
  }
  const ms = performance.now() - t;
  const after = readStatus(server.pid);
  return {
    ms,
    firstByte,
    bytes,
    rows: lines - 1,
    rssBefore: before.rss,
    peak: Math.max(peak, after.rss),
    hwm: after.hwm,
  };
}

// ---------------------------------------------------------------------------------------------
// EXPLAIN of what the server runs
// ---------------------------------------------------------------------------------------------

/**
 * Runs the server's own list code (sources through tsx) against the bench's connection, recording each SQL
 * statement with its parameters, then prints EXPLAIN (ANALYZE, BUFFERS) of each: the first `limit` of a
 * statement's plan lines, plus whether the plan scans applicants sequentially.
 */
async function explainAll(conn, agencyId, staff, cases, exportQuery) {
  const options = { parentURL: import.meta.url, tsconfig: join(serverDir, 'tsconfig.json') };
  const [list, queries, csv] = await Promise.all([
    tsImport(join(serverDir, 'src/features/applicants/list.ts'), options),
    tsImport(join(serverDir, 'src/features/applicants/queries.ts'), options),
    tsImport(join(serverDir, 'src/features/applicants/csv.ts'), options),
  ]);
  const { Kysely } = require('kysely');
  let recorded = [];
  const db = new Kysely({
    dialect: conn.kyselyDialect(),
    log: (event) => recorded.push({ sql: event.query.sql, parameters: event.query.parameters }),
  });
  const owner = staff[0];
  const lister = { recruiterId: owner.id, roles: ['admin'] };
  const run = async (name, work) => {
    recorded = [];
    await work();
    return recorded.map((statement, i) => ({
      name: recorded.length > 1 ? `${name} [${i + 1}/${recorded.length}]` : name,
      ...statement,
    }));
  };
  const statements = [];
  for (const c of cases)
    statements.push(
      ...(await run(c.name, () => list.listApplicants(db, agencyId, list.parseListQuery(c.query, lister, new Map())))),
    );
  statements.push(...(await run('status counts', () => queries.countByStatus(db, agencyId))));
  // The export's first two batches (the second continues after the first's last sort keys).
  statements.push(
    ...(await run('export', async () => {
      let batches = 0;
      for await (const _chunk of csv.applicantsCsv(db, agencyId, list.parseListQuery(exportQuery, lister, new Map())))
        if (++batches >= 3) break;
    })),
  );
  await db.destroy().catch(() => {});

  const summary = [];
  for (const statement of statements) {
    const plan = (await conn.query(`EXPLAIN (ANALYZE, BUFFERS) ${statement.sql}`, statement.parameters)).map(
      (row) => row['QUERY PLAN'],
    );
    const seqScan = plan.some((line) => /Seq Scan on applicants\b/.test(line));
    const used = [
      ...new Set(
        plan.flatMap((line) =>
          [...line.matchAll(/(?:Index Only Scan|Index Scan|Bitmap Index Scan)(?: Backward)? (?:using|on) (\w+)/g)].map(
            (m) => m[1],
          ),
        ),
      ),
    ];
    const time = plan.find((line) => line.startsWith('Execution Time'))?.replace('Execution Time: ', '') ?? '';
    summary.push({
      statement: statement.name,
      execution: time,
      'indexes used': used.join(', '),
      'seq scan of applicants': seqScan ? 'YES' : 'no',
    });
    console.log(`\n--- EXPLAIN (ANALYZE, BUFFERS): ${statement.name}`);
    console.log(
      statement.sql.replace(/\s+/g, ' ').slice(0, args.plans ? undefined : 400) +
        (args.plans || statement.sql.length <= 400 ? '' : ' …'),
    );
    console.log(`parameters: ${JSON.stringify(statement.parameters).slice(0, 300)}`);
    const lines = args.plans
      ? plan
      : plan
          .filter((line) => !/^\s*Buffers:|^\s*(Sort Key|Output|Heap Blocks|Recheck Cond|Rows Removed)/.test(line))
          .slice(0, 24);
    console.log(lines.join('\n'));
  }
  return summary;
}

// ---------------------------------------------------------------------------------------------
// Main
// ---------------------------------------------------------------------------------------------

async function main() {
  const temp = mkdtempSync(join(tmpdir(), 'agency-bench-applicants-'));
  const dbName = `agency_bench_applicants_${randomBytes(4).toString('hex')}`;
  const database = {
    dataDir: temp,
    url: DB === 'postgres' ? `${POSTGRES_SERVER_URL}/${dbName}` : null,
    encryptionKey: randomBytes(32).toString('hex'),
  };
  const admin = async (text) => {
    const pg = require('pg');
    const client = new pg.Client({ connectionString: `${POSTGRES_SERVER_URL}/postgres` });
    await client.connect();
    try {
      await client.query(text);
    } finally {
      await client.end();
    }
  };
  let server = null;
  let conn = null;
  try {
    if (DB === 'postgres') await admin(`CREATE DATABASE ${dbName}`);
    log(
      `${DB === 'postgres' ? `PostgreSQL database ${dbName}` : `PGlite in ${temp}`}: first start (migrations, demo seed)`,
    );
    server = await startServer(database);
    log(`  healthy after ${(server.startMs / 1000).toFixed(1)} s`);
    await server.stop();
    server = null;

    conn = await connect(database);
    const [pgVersion] = await conn.query(`SELECT version()`);
    log(
      `bulk load of ${ROWS.toLocaleString('en-US')} applicants (${pgVersion.version.split(' ').slice(0, 2).join(' ')})`,
    );
    const loaded = await bulkLoad(conn);
    log(
      `  ${loaded.applicants.toLocaleString('en-US')} applicants, ${loaded.activity.toLocaleString('en-US')} activity rows`,
    );
    console.table(loaded.timings);

    const matching = MATCHING ? await loadMatching(conn, loaded.agencyId) : null;
    if (args['load-only']) return;
    const cases = MATCHING ? [] : await scenarios(conn, loaded.agencyId, loaded.staff);
    const [{ count: phoneScreened }] = await conn.query(
      `SELECT count(*)::int AS count FROM applicants WHERE agency_id = $1 AND status = 'phone-screened' AND archived_at IS NULL`,
      [loaded.agencyId],
    );
    // ~100,000 rows: the Phone Screened applicants (10 %) of 1M; every applicant when there are fewer.
    const exportQuery =
      args.export !== undefined
        ? Object.fromEntries(new URLSearchParams(args.export))
        : phoneScreened >= 50_000
          ? { status: 'phone-screened' }
          : {};
    const explained = !EXPLAIN
      ? []
      : matching
        ? await explainMatching(conn, loaded.agencyId, loaded.staff, matching)
        : await explainAll(conn, loaded.agencyId, loaded.staff, cases, exportQuery);
    await conn.close();
    conn = null;

    server = await startServer(database);
    log(`server started on the loaded database in ${(server.startMs / 1000).toFixed(1)} s (pid ${server.pid})`);
    const form = { 'content-type': 'application/x-www-form-urlencoded' };
    const grant = await fetch(`${server.baseUrl}/connect/token`, {
      method: 'POST',
      headers: form,
      body: `grant_type=password&username=owner%40demo.test&password=${encodeURIComponent(PASSWORD)}&scope=openid%20api&${CLIENT}`,
    }).then((r) => r.json());
    if (!grant.access_token) throw new Error(`sign-in failed: ${JSON.stringify(grant)}`);
    const token = grant.access_token;

    const rows = [];
    const budgetNote = (p95, budget) =>
      DB === 'postgres' && ROWS >= 1_000_000
        ? p95 <= budget
          ? `≤ ${budget} ms: within`
          : `≤ ${budget} ms: OVER`
        : `(${budget} ms on PostgreSQL, 1M)`;
    for (const c of cases) {
      log(`measuring ${c.name}`);
      const result = await measure(`${server.baseUrl}/api/applicants?${qs(c.query)}`, token);
      const page = JSON.parse(result.body);
      rows.push({
        query: c.name,
        'p50 ms': +result.p50.toFixed(1),
        'p95 ms': +result.p95.toFixed(1),
        'p99 ms': +result.p99.toFixed(1),
        Total: page.Total,
        'budget p95': budgetNote(result.p95, LIST_BUDGET),
      });
    }
    if (matching) {
      const matchingNote = (p95) =>
        DB === 'postgres' && ROWS >= 100_000 && matching.jobs >= 5000
          ? p95 <= MATCHING_BUDGET
            ? `≤ ${MATCHING_BUDGET} ms: within`
            : `≤ ${MATCHING_BUDGET} ms: OVER`
          : `(${MATCHING_BUDGET} ms on PostgreSQL, 100k / 5k)`;
      for (const [name, url] of [
        [
          `applicants for an RN job order (${matching.candidates.toLocaleString('en-US')} candidates)`,
          `/api/job-orders/${matching.jobOrderId}/matches`,
        ],
        ['Open job orders for an RN applicant', `/api/applicants/${matching.applicantId}/job-order-matches`],
      ]) {
        log(`measuring matching: ${name}`);
        const result = await measure(`${server.baseUrl}${url}`, token);
        rows.push({
          query: `matching: ${name}`,
          'p50 ms': +result.p50.toFixed(1),
          'p95 ms': +result.p95.toFixed(1),
          'p99 ms': +result.p99.toFixed(1),
          Total: JSON.parse(result.body).length,
          'budget p95': matchingNote(result.p95),
        });
      }
    }
    log('measuring status counts');
    const counts = await measure(`${server.baseUrl}/api/applicants/status-counts`, token);
    rows.push({
      query: 'status counts',
      'p50 ms': +counts.p50.toFixed(1),
      'p95 ms': +counts.p95.toFixed(1),
      'p99 ms': +counts.p99.toFixed(1),
      Total: JSON.parse(counts.body).reduce((sum, c) => sum + c.Count, 0),
      'budget p95': budgetNote(counts.p95, COUNTS_BUDGET),
    });

    // The floor on this machine: an authenticated call with a tiny query (the owners list), same path.
    log('measuring the floor (listApplicantOwners)');
    const floor = await measure(`${server.baseUrl}/api/applicants/owners`, token);
    rows.push({
      query: 'floor: owners list (tiny query)',
      'p50 ms': +floor.p50.toFixed(1),
      'p95 ms': +floor.p95.toFixed(1),
      'p99 ms': +floor.p99.toFixed(1),
      Total: JSON.parse(floor.body).length,
      'budget p95': '-',
    });

    if (!matching) log(`measuring the CSV export (${qs(exportQuery) || 'no filter'})`);
    const exported = matching ? null : await measureExport(server, token, exportQuery);

    console.log(
      `\nApplicant lists on ${DB === 'postgres' ? 'PostgreSQL' : 'PGlite'}: ${loaded.applicants.toLocaleString('en-US')} applicants, ` +
        `${REQUESTS} requests per query after ${WARMUP} warm-up ones, one at a time, Node ${process.version}\n`,
    );
    console.table(rows);
    if (exported)
      console.log(
        `CSV export (${qs(exportQuery) || 'every applicant'}): ${exported.rows.toLocaleString('en-US')} rows, ` +
          `${(exported.bytes / 1048576).toFixed(1)} MiB in ${(exported.ms / 1000).toFixed(2)} s ` +
          `(first byte after ${exported.firstByte?.toFixed(0)} ms); server RSS ${(exported.rssBefore / 1024).toFixed(0)} MiB before, ` +
          `peak ${(exported.peak / 1024).toFixed(0)} MiB during (sampled every 10 ms; VmHWM since start ${(exported.hwm / 1024).toFixed(0)} MiB)`,
      );
    console.log(
      `Bulk load: ${loaded.timings.total} (${Object.entries(loaded.timings)
        .map(([k, v]) => `${k} ${v}`)
        .join(', ')})`,
    );
    if (explained.length > 0) {
      console.log(
        '\nEXPLAIN summary (the statements the server runs, explained on the loaded database before the measurements):',
      );
      console.table(explained);
    }
  } finally {
    await server?.stop();
    await conn?.close().catch(() => {});
    if (args.keep) log(`kept: ${database.url ?? join(temp, 'pglite')} (DATA_DIR ${temp})`);
    else {
      if (DB === 'postgres')
        await admin(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`).catch((e) => console.error(String(e)));
      rmSync(temp, { recursive: true, force: true });
    }
  }
}

await main();
