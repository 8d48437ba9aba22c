import { sql } from 'kysely';
import {
  CREDENTIAL_EXPIRY_THRESHOLDS,
  credentialDaysText,
  isoDay,
  type CredentialExpiryThreshold,
} from '@agency/api-client/contract';
import type { Db } from '../../platform/db';
import type { JobContext, JobRunner } from '../../platform/jobs';
import { escapeHtml, type Mailer } from '../../platform/mail';
import { staffPreferences } from '../preferences';
import './tables';

/** The daily job; its once-only key is the day it runs for (YYYY-MM-DD). */
export const CREDENTIAL_EXPIRY_JOB = 'credentials.expiry';

/** The hour (UTC) the daily run is due: 13:00 UTC is the morning across the United States. */
export const CREDENTIAL_EXPIRY_HOUR_UTC = 13;

const DAY_MS = 86_400_000;
/** How many credentials one query reads (the run goes on until none is due). */
const BATCH = 200;

/** The day's run time of `day` (YYYY-MM-DD). */
const runTimeOf = (day: string) => new Date(`${day}T${String(CREDENTIAL_EXPIRY_HOUR_UTC).padStart(2, '0')}:00:00.000Z`);

/**
 * Queues the run of `day` (once per day however many servers ask: the once-only key is the day). It
 * stays queued in the database across restarts; one due while every server was down runs at the next start.
 */
export async function scheduleCredentialExpiryRun(jobs: JobRunner, db: Db, day: string): Promise<void> {
  await jobs.enqueue(db, CREDENTIAL_EXPIRY_JOB, { day }, { onceKey: day, runAt: runTimeOf(day) });
}

/** The day of the next run after `now`: today until 13:00 UTC, then tomorrow. */
export function nextRunDay(now: Date): string {
  const today = isoDay(now);
  return now.getTime() < runTimeOf(today).getTime()
    ? today
    : isoDay(new Date(Date.parse(`${today}T00:00:00Z`) + DAY_MS));
}

/**
 * The threshold a credential with `daysLeft` days left is at: the smallest of 90, 60, 30, 7, 0 that is at
 * least `daysLeft` (0 once expired); null when more than 90 days are left.
 */
export function thresholdFor(daysLeft: number): CredentialExpiryThreshold | null {
  if (daysLeft <= 0) return 0;
  const above = CREDENTIAL_EXPIRY_THRESHOLDS.filter((threshold) => threshold >= daysLeft);
  return above.length > 0 ? above[above.length - 1]! : null;
}

interface DueRow {
  id: number;
  agency_id: number;
  applicant_id: number;
  label: string;
  expires_on: string;
  days_left: number;
  min_sent: number | null;
}

/**
 * One run for `today` (YYYY-MM-DD): every credential of an applicant not archived that reached a threshold
 * it has not been e-mailed about (or a smaller one) gets its notice row and the e-mails to the applicant and
 * their owner, in one transaction per credential. The notice row is unique per (credential, threshold):
 * a second run, or another server's, sends nothing again. A credential first seen at 20 days left is e-mailed
 * once at 30 (not for 90 and 60 as well). Answers how many notices were sent; throws (after trying every
 * credential) when one could not be sent.
 */
export async function runCredentialExpiryNotices(deps: { db: Db; mail: Mailer }, today: string): Promise<number> {
  const { db, mail } = deps;
  const horizon = isoDay(new Date(Date.parse(`${today}T00:00:00Z`) + CREDENTIAL_EXPIRY_THRESHOLDS[0] * DAY_MS));
  let sent = 0;
  let after = 0;
  let failure: unknown = null;
  for (;;) {
    const rows = (await db
      .selectFrom('credential_expiries as ce')
      .innerJoin('applicants as a', (join) =>
        join.onRef('a.id', '=', 'ce.applicant_id').onRef('a.agency_id', '=', 'ce.agency_id'),
      )
      .select([
        'ce.id',
        'ce.agency_id',
        'ce.applicant_id',
        'ce.label',
        sql<string>`to_char(ce.expires_on, 'YYYY-MM-DD')`.as('expires_on'),
        sql<number>`(ce.expires_on - ${today}::date)`.as('days_left'),
        sql<
          number | null
        >`(SELECT min(n.threshold) FROM credential_expiry_notices n WHERE n.credential_expiry_id = ce.id)`.as(
          'min_sent',
        ),
      ])
      .where('ce.expires_on', '<=', horizon)
      .where('ce.id', '>', after)
      .where('a.archived_at', 'is', null)
      .orderBy('ce.id')
      .limit(BATCH)
      .execute()) as DueRow[];
    if (rows.length === 0) break;
    after = rows[rows.length - 1]!.id;
    for (const row of rows) {
      const daysLeft = Number(row.days_left);
      const threshold = thresholdFor(daysLeft);
      if (threshold === null || (row.min_sent !== null && Number(row.min_sent) <= threshold)) continue;
      try {
        if (await sendNotice(db, mail, row, threshold, daysLeft)) sent += 1;
      } catch (error) {
        // One credential's failure (e.g. deleted meanwhile) does not hold back the others' notices; the run
        // fails at the end, and the runner's retry sends what is left (the sent ones are recorded).
        failure ??= error;
      }
    }
  }
  if (sent > 0) mail.kick();
  if (failure) throw failure;
  return sent;
}

async function sendNotice(
  db: Db,
  mail: Mailer,
  row: DueRow,
  threshold: CredentialExpiryThreshold,
  daysLeft: number,
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const notice = await trx
      .insertInto('credential_expiry_notices')
      .values({ credential_expiry_id: row.id, threshold, expires_on: row.expires_on })
      .onConflict((oc) => oc.columns(['credential_expiry_id', 'threshold']).doNothing())
      .returning('id')
      .executeTakeFirst();
    // Another run (another server) sent it first; or the credential was deleted meanwhile (the foreign key).
    if (!notice) return false;
    const people = await trx
      .selectFrom('applicants as a')
      .innerJoin('agencies as g', 'g.id', 'a.agency_id')
      .leftJoin('recruiters as r', (join) =>
        join.onRef('r.id', '=', 'a.owner_id').onRef('r.agency_id', '=', 'a.agency_id'),
      )
      .leftJoin('users as u', (join) => join.onRef('u.id', '=', 'r.user_id').onRef('u.agency_id', '=', 'r.agency_id'))
      .select([
        'a.first_name',
        'a.last_name',
        'a.email',
        'g.name as agency_name',
        'u.email as owner_email',
        'u.first_name as owner_first_name',
        'u.is_active as owner_active',
        'a.owner_id',
      ])
      .where('a.agency_id', '=', row.agency_id)
      .where('a.id', '=', row.applicant_id)
      .executeTakeFirstOrThrow();
    const applicantName = `${people.first_name} ${people.last_name}`.trim();
    const when = credentialDaysText(daysLeft).replace(/^E/, 'e');
    const date = usDate(row.expires_on);
    const applicantText = `Hello ${people.first_name},\n\nyour ${row.label} ${when} (${date}).\n\nSign in to the ${people.agency_name} portal and upload the renewed document, so your assignments are not interrupted.\n`;
    await mail.enqueue(trx, {
      agencyId: row.agency_id,
      to: people.email,
      kind: 'credential-expiry',
      subject: expirySubject(`Your ${row.label}`, daysLeft),
      text: applicantText,
      html: `<p>Hello ${escapeHtml(people.first_name)},</p><p>your ${escapeHtml(row.label)} ${escapeHtml(when)} (${date}).</p><p>Sign in to the ${escapeHtml(people.agency_name)} portal and upload the renewed document, so your assignments are not interrupted.</p>`,
    });
    // The owner is told unless they turned these e-mails off (Manage Profile).
    const ownerWants =
      people.owner_id !== null && (await staffPreferences(trx, row.agency_id, people.owner_id)).EmailCredentialAlerts;
    if (people.owner_email && people.owner_active && ownerWants) {
      const ownerText = `Hello ${people.owner_first_name ?? ''},\n\n${applicantName}'s ${row.label} ${when} (${date}).\n\nThe applicant was e-mailed too. Their record lists every credential and its expiry.\n`;
      await mail.enqueue(trx, {
        agencyId: row.agency_id,
        to: people.owner_email,
        kind: 'credential-expiry-owner',
        subject: expirySubject(`${applicantName}'s ${row.label}`, daysLeft),
        text: ownerText,
        html: `<p>Hello ${escapeHtml(people.owner_first_name ?? '')},</p><p>${escapeHtml(applicantName)}'s ${escapeHtml(row.label)} ${escapeHtml(when)} (${date}).</p><p>The applicant was e-mailed too. Their record lists every credential and its expiry.</p>`,
      });
    }
    return true;
  });
}

/** "Your BLS card expires in 30 days", "... expires today", "... has expired". */
function expirySubject(what: string, daysLeft: number): string {
  if (daysLeft < 0) return `${what} has expired`;
  if (daysLeft === 0) return `${what} expires today`;
  return `${what} ${credentialDaysText(daysLeft).replace(/^E/, 'e')}`;
}

/** MM/DD/YYYY. */
const usDate = (iso: string) => `${iso.slice(5, 7)}/${iso.slice(8, 10)}/${iso.slice(0, 4)}`;

/**
 * Registers the daily job on the runner: each run first queues the next day's run (so a failing run never
 * ends the chain), then sends the day's notices (for the day of its `now`: the runner's clock). At start,
 * `scheduleCredentialExpiryRun(nextRunDay(now))` queues the first one (nothing new when it is queued).
 */
export function registerCredentialExpiryJob(deps: { db: Db; mail: Mailer; jobs: JobRunner }): void {
  deps.jobs.register(CREDENTIAL_EXPIRY_JOB, async (_payload: unknown, job: JobContext) => {
    const today = isoDay(job.now);
    await scheduleCredentialExpiryRun(deps.jobs, deps.db, isoDay(new Date(Date.parse(`${today}T00:00:00Z`) + DAY_MS)));
    const sent = await runCredentialExpiryNotices(deps, today);
    if (sent > 0) job.log.info({ sent }, 'credential expiry notices sent');
  });
}
