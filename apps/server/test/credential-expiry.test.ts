import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  isoDay,
  type CredentialExpiryEntry,
  type ExpiringCredentials,
  type OnboardingAuditEntry,
} from '@agency/api-client/contract';
import {
  CREDENTIAL_EXPIRY_JOB,
  nextRunDay,
  registerCredentialExpiryJob,
  replaceCredentialExpiries,
  runCredentialExpiryNotices,
  scheduleCredentialExpiryRun,
  thresholdFor,
  type CredentialExpiry,
} from '../src/features/credentials';
import type { Db } from '../src/platform/db';
import { createJobRunner, type JobRunner } from '../src/platform/jobs';
import { createMailer, type Mailer } from '../src/platform/mail';
import { DB_KINDS, decodeJwt, http, signIn, startServer, testClock, type TestServer } from './helpers';
import { newApplicant } from './onboarding-helpers';

// Credential expiries (issue 12 "Expiry"): the table every feature reports its dated credentials to, the
// daily job on the runner (90, 60, 30, 7 days before and on expiry, once per threshold, to the applicant
// and their owner; survives restarts; once with several runners), the record's and the dashboard's lists.
// The runner's clock is the test's.

const silent = pino({ level: 'silent' });
const DAY = 86_400_000;
const plus = (day: string, days: number) => isoDay(new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY));
const at = (day: string, time = '13:01') => new Date(`${day}T${time}:00.000Z`);

describe('thresholdFor', () => {
  it('is the smallest threshold at or above the days left (0 once expired), none beyond 90', () => {
    expect([91, 90, 61, 60, 31, 30, 8, 7, 1, 0, -5].map(thresholdFor)).toEqual([
      null,
      90,
      90,
      60,
      60,
      30,
      30,
      7,
      7,
      0,
      0,
    ]);
  });
  it('runs daily at 13:00 UTC: today until then, else tomorrow', () => {
    expect(nextRunDay(new Date('2030-03-01T12:59:00Z'))).toBe('2030-03-01');
    expect(nextRunDay(new Date('2030-03-01T13:00:00Z'))).toBe('2030-03-02');
  });
});

describe.each(DB_KINDS)('credential expiries on %s', (kind) => {
  let s: TestServer;
  let db: Db;
  const token = {} as Record<'recruiter' | 'admin', string>;
  let recruiterId = 0;

  beforeAll(async () => {
    s = await startServer(kind);
    db = s.app.services.db;
    for (const who of ['recruiter', 'admin'] as const) token[who] = (await signIn(s, `${who}@demo.test`)).access_token;
    recruiterId = (decodeJwt(token.recruiter).payload.recruiter as { RecruiterId: number }).RecruiterId;
  });
  afterAll(async () => {
    await s?.close();
  });

  /** A runner and its mailer on the test's clock, as one server process has them. */
  function server(clock: { now: () => Date }): { jobs: JobRunner; mail: Mailer } {
    const jobs = createJobRunner({ db, log: silent, now: clock.now });
    const mail = createMailer({
      db,
      jobs,
      log: silent,
      smtpUrl: null,
      from: 'noreply@demo.test',
      maxAttempts: 3,
      now: clock.now,
      bodyRetentionMs: 100 * 365 * DAY,
    });
    registerCredentialExpiryJob({ db, mail, jobs });
    return { jobs, mail };
  }

  const applicantWith = async (owner: number | null, items: CredentialExpiry[], source = 'nurse-form') => {
    const applicant = await newApplicant(s);
    await db.updateTable('applicants').set({ owner_id: owner }).where('id', '=', applicant.id).execute();
    const agencyId = (
      await db.selectFrom('applicants').select('agency_id').where('id', '=', applicant.id).executeTakeFirstOrThrow()
    ).agency_id;
    await db
      .transaction()
      .execute((trx) => replaceCredentialExpiries(trx, { agencyId, applicantId: applicant.id, source, items }));
    return { ...applicant, agencyId };
  };
  const subjects = async (to: string) =>
    (await db.selectFrom('outbox').select('subject').where('recipient', '=', to).orderBy('id').execute()).map(
      (row) => row.subject,
    );
  const notices = async (applicantId: number) =>
    (
      await db
        .selectFrom('credential_expiry_notices as n')
        .innerJoin('credential_expiries as ce', 'ce.id', 'n.credential_expiry_id')
        .select(['ce.key', 'n.threshold'])
        .where('ce.applicant_id', '=', applicantId)
        .orderBy('n.id')
        .execute()
    ).map((row) => `${row.key}@${row.threshold}`);

  it('is queued by the server at start for the next 13:00 UTC', async () => {
    const queued = await db
      .selectFrom('jobs')
      .select(['once_key', 'run_at', 'status'])
      .where('kind', '=', CREDENTIAL_EXPIRY_JOB)
      .where('once_key', '=', nextRunDay(new Date()))
      .execute();
    expect(queued).toEqual([
      { once_key: nextRunDay(new Date()), run_at: at(nextRunDay(new Date()), '13:00'), status: 'pending' },
    ]);
  });

  it('e-mails the applicant and their owner at 90, 60, 30, 7 days and on expiry, once each, across a restart', async () => {
    const day0 = '2031-03-01';
    const clock = testClock(at(day0, '12:00'));
    const applicant = await applicantWith(recruiterId, [
      { key: 'cert:1', label: 'BLS card', expiresOn: plus(day0, 100) },
    ]);
    let process = server(clock);
    await scheduleCredentialExpiryRun(process.jobs, db, nextRunDay(clock.now()));
    await scheduleCredentialExpiryRun(process.jobs, db, nextRunDay(clock.now())); // asked twice: one job

    for (let d = 0; d <= 102; d += 1) {
      if (d === 50) process = server(clock); // a restart: the queued run is in the database
      clock.set(at(plus(day0, d)));
      await process.jobs.runDue();
      if (d === 10) await process.jobs.runDue(); // a second look the same day sends nothing again
    }

    expect(await subjects(applicant.email)).toEqual([
      'Your BLS card expires in 90 days',
      'Your BLS card expires in 60 days',
      'Your BLS card expires in 30 days',
      'Your BLS card expires in 7 days',
      'Your BLS card expires today',
    ]);
    expect(await subjects('recruiter@demo.test')).toEqual(
      expect.arrayContaining(["Maria Rivera's BLS card expires in 90 days", "Maria Rivera's BLS card expires today"]),
    );
    expect(await notices(applicant.id)).toEqual(['cert:1@90', 'cert:1@60', 'cert:1@30', 'cert:1@7', 'cert:1@0']);
    const text = (
      await db
        .selectFrom('outbox')
        .select('text_body')
        .where('recipient', '=', applicant.email)
        .orderBy('id')
        .executeTakeFirstOrThrow()
    ).text_body;
    expect(text).toContain(
      `your BLS card expires in 90 days (${plus(day0, 100).slice(5, 7)}/${plus(day0, 100).slice(8, 10)}/2031)`,
    );

    // One run per day (its once-only key is the day), each queueing the next; finished ones are pruned
    // after the runner's retention (7 days).
    const runs = await db
      .selectFrom('jobs')
      .select(['once_key', 'status'])
      .where('kind', '=', CREDENTIAL_EXPIRY_JOB)
      .where('once_key', '>=', plus(day0, 100))
      .where('once_key', '<=', plus(day0, 103))
      .orderBy('once_key')
      .execute();
    expect(runs).toEqual([
      { once_key: plus(day0, 100), status: 'succeeded' },
      { once_key: plus(day0, 101), status: 'succeeded' },
      { once_key: plus(day0, 102), status: 'succeeded' },
      { once_key: plus(day0, 103), status: 'pending' },
    ]);
  });

  it('runs once with several runners at the same time', async () => {
    const day = '2032-05-01';
    const clock = testClock(at(day, '12:00'));
    const applicants = await Promise.all(
      [7, 30, 0].map((days) =>
        applicantWith(recruiterId, [{ key: 'licence:TX', label: 'RN license (TX)', expiresOn: plus(day, days) }]),
      ),
    );
    const a = server(clock);
    const b = server(clock);
    await Promise.all([
      scheduleCredentialExpiryRun(a.jobs, db, nextRunDay(clock.now())),
      scheduleCredentialExpiryRun(b.jobs, db, nextRunDay(clock.now())),
    ]);
    clock.set(at(day));
    await Promise.all([a.jobs.runDue(), b.jobs.runDue()]);
    // And the notices themselves are unique: two runs of the same day at once send each once.
    const [x, y] = await Promise.all([
      runCredentialExpiryNotices({ db, mail: a.mail }, day),
      runCredentialExpiryNotices({ db, mail: b.mail }, day),
    ]);
    expect(x + y).toBe(0);
    const jobs = await db
      .selectFrom('jobs')
      .select('id')
      .where('kind', '=', CREDENTIAL_EXPIRY_JOB)
      .where('once_key', '=', day)
      .execute();
    expect(jobs.length).toBe(1);
    for (const [index, applicant] of applicants.entries())
      expect(await subjects(applicant.email)).toEqual([
        [
          'Your RN license (TX) expires in 7 days',
          'Your RN license (TX) expires in 30 days',
          'Your RN license (TX) expires today',
        ][index],
      ]);
  });

  it('sends only the current threshold for a credential first seen late; a renewal is warned about again', async () => {
    const day = '2033-01-10';
    const applicant = await applicantWith(null, [{ key: 'cert:9', label: 'ACLS', expiresOn: plus(day, 20) }]);
    const { mail } = server(testClock(at(day)));
    expect(await runCredentialExpiryNotices({ db, mail }, day)).toBeGreaterThanOrEqual(1);
    // The 30-day notice, saying the days actually left.
    expect(await subjects(applicant.email)).toEqual(['Your ACLS expires in 20 days']);
    expect(await notices(applicant.id)).toEqual(['cert:9@30']);

    // Renewed: a new date forgets the notices sent; removed keys go (with their notices).
    await db.transaction().execute((trx) =>
      replaceCredentialExpiries(trx, {
        agencyId: applicant.agencyId,
        applicantId: applicant.id,
        source: 'nurse-form',
        items: [{ key: 'cert:9', label: 'ACLS', expiresOn: plus(day, 400) }],
      }),
    );
    expect(await notices(applicant.id)).toEqual([]);
    await runCredentialExpiryNotices({ db, mail }, plus(day, 310));
    expect(await subjects(applicant.email)).toEqual(['Your ACLS expires in 20 days', 'Your ACLS expires in 90 days']);
    await db.transaction().execute((trx) =>
      replaceCredentialExpiries(trx, {
        agencyId: applicant.agencyId,
        applicantId: applicant.id,
        source: 'nurse-form',
        items: [],
      }),
    );
    expect(
      await db.selectFrom('credential_expiries').select('id').where('applicant_id', '=', applicant.id).execute(),
    ).toEqual([]);
  });

  it('keeps each source apart and refuses malformed items', async () => {
    const applicant = await applicantWith(null, [{ key: 'cert:1', label: 'BLS', expiresOn: '2040-01-01' }]);
    const replace = (source: string, items: CredentialExpiry[]) =>
      db
        .transaction()
        .execute((trx) =>
          replaceCredentialExpiries(trx, { agencyId: applicant.agencyId, applicantId: applicant.id, source, items }),
        );
    await replace('physical-info', [
      { key: 'tb', label: 'TB test', expiresOn: '2040-02-01' },
      { key: 'fit', label: 'Fit test', expiresOn: '2040-03-01' },
    ]);
    await replace('physical-info', [{ key: 'tb', label: 'TB test', expiresOn: '2040-02-02' }]);
    const rows = await db
      .selectFrom('credential_expiries')
      .select(['source', 'key'])
      .where('applicant_id', '=', applicant.id)
      .orderBy('source')
      .orderBy('key')
      .execute();
    expect(rows).toEqual([
      { source: 'nurse-form', key: 'cert:1' },
      { source: 'physical-info', key: 'tb' },
    ]);
    await expect(replace('physical-info', [{ key: 'tb', label: 'TB', expiresOn: '2040-02-30' }])).rejects.toThrow(
      /YYYY-MM-DD/,
    );
    await expect(replace('physical-info', [{ key: '', label: 'TB', expiresOn: '2040-02-01' }])).rejects.toThrow(/key/);
    await expect(replace('Bad Source', [])).rejects.toThrow(/source/);
  });

  it('does not e-mail about archived applicants; without an owner only the applicant', async () => {
    const day = '2034-06-01';
    const archived = await applicantWith(recruiterId, [{ key: 'cert:2', label: 'PALS', expiresOn: plus(day, 7) }]);
    await db.updateTable('applicants').set({ archived_at: new Date() }).where('id', '=', archived.id).execute();
    const ownerless = await applicantWith(null, [{ key: 'cert:3', label: 'NRP', expiresOn: plus(day, 7) }]);
    const before = (await subjects('recruiter@demo.test')).length;
    const { mail } = server(testClock(at(day)));
    await runCredentialExpiryNotices({ db, mail }, day);
    expect(await subjects(archived.email)).toEqual([]);
    expect(await subjects(ownerless.email)).toEqual(['Your NRP expires in 7 days']);
    expect((await subjects('recruiter@demo.test')).length).toBe(before);
  });

  it("lists an applicant's credentials (health ones to health roles and the owner, audited) and the dashboard's 30 days", async () => {
    const today = isoDay(new Date());
    const applicant = await applicantWith(null, [
      { key: 'cert:1', label: 'BLS card', expiresOn: plus(today, 12) },
      { key: 'cert:2', label: 'ACLS', expiresOn: plus(today, 200) },
      { key: 'cert:3', label: 'PALS', expiresOn: plus(today, -3) },
    ]);
    await db.transaction().execute((trx) =>
      replaceCredentialExpiries(trx, {
        agencyId: applicant.agencyId,
        applicantId: applicant.id,
        source: 'influenza-vaccination',
        items: [{ key: 'season', label: 'Flu season', expiresOn: plus(today, 5) }],
      }),
    );
    const path = `/api/applicants/${applicant.id}/credential-expiries`;
    const recruiterList = await http<CredentialExpiryEntry[]>(s, 'GET', path, { token: token.recruiter });
    expect(recruiterList.status, recruiterList.text).toBe(200);
    expect(recruiterList.json.map((entry) => [entry.Label, entry.DaysLeft, entry.State])).toEqual([
      ['PALS', -3, 'expired'],
      ['BLS card', 12, 'expiring'],
      ['ACLS', 200, 'valid'],
    ]);
    const adminList = await http<CredentialExpiryEntry[]>(s, 'GET', path, { token: token.admin });
    expect(adminList.json.map((entry) => entry.Label)).toEqual(['PALS', 'Flu season', 'BLS card', 'ACLS']);
    const audit = await http<OnboardingAuditEntry[]>(s, 'GET', `/api/applicants/${applicant.id}/onboarding/audit`, {
      token: token.admin,
    });
    expect(audit.json.filter((row) => row.Action === 'health-read').map((row) => row.Detail)).toEqual([
      'Credential expiries read (health information)',
    ]);
    const ownList = await http<CredentialExpiryEntry[]>(s, 'GET', '/api/onboarding/credential-expiries', {
      token: applicant.token,
    });
    expect(ownList.json.map((entry) => entry.Label)).toEqual(['PALS', 'Flu season', 'BLS card', 'ACLS']);

    // The dashboard: within 30 days from today (expired and later ones not counted); health ones by role.
    const dashboard = async (staffToken: string) =>
      (await http<ExpiringCredentials>(s, 'GET', '/api/credentials/expiring', { token: staffToken })).json;
    const mine = (list: ExpiringCredentials) => list.Items.filter((entry) => entry.ApplicantId === applicant.id);
    expect(mine(await dashboard(token.recruiter)).map((entry) => entry.Label)).toEqual(['BLS card']);
    expect(mine(await dashboard(token.admin)).map((entry) => entry.Label)).toEqual(['Flu season', 'BLS card']);
    const all = await dashboard(token.admin);
    expect(all.Days).toBe(30);
    expect(all.Total).toBeGreaterThanOrEqual(2);

    // Roles and agencies.
    expect((await http(s, 'GET', '/api/credentials/expiring', { token: applicant.token })).status).toBe(403);
    expect((await http(s, 'GET', path, { token: applicant.token })).status).toBe(403);
    const acme = (await signIn(s, 'owner@acme.test', undefined, 'acme')).access_token;
    expect((await http(s, 'GET', path, { token: acme })).status).toBe(404);
    expect((await dashboard(acme)).Items.some((entry) => entry.ApplicantId === applicant.id)).toBe(false);
  });
});
