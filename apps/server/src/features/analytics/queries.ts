import { sql, type RawBuilder } from 'kysely';
import {
  ANALYTICS_STAGES,
  APPLICANT_SOURCES,
  DISCIPLINES,
  formRequiredFor,
  ONBOARDING_BUCKETS,
  ONBOARDING_FORM_KEYS,
  type AnalyticsStage,
  type ApplicantSource,
  type OnboardingCompletion,
  type RecruiterProduction,
  type SourceProduction,
  type StageConversion,
  type StageTime,
} from '@agency/api-client/contract';
import type { Db } from '../../platform/db';
import type { FormRules } from '../../core/form-rules';

/**
 * The analytics' queries (docs/analytics.md): each one statement scoped to the agency, reading only the rows
 * of the range through the existing indexes (named at each query). `from` is the range's first instant,
 * `to` the instant after its last day.
 */
export interface Window {
  agencyId: number;
  from: Date;
  to: Date;
}

/** The range's bounds as SQL timestamps (sent as ISO text: the same on PostgreSQL and PGlite). */
const bounds = (window: Window) => ({
  from: sql`${window.from.toISOString()}::timestamptz`,
  to: sql`${window.to.toISOString()}::timestamptz`,
});

/** Each forward stage and the one after it (the last has none). */
const STEPS = sql.join(
  ANALYTICS_STAGES.slice(0, -1).map((stage, index) => sql`(${stage}::text, ${ANALYTICS_STAGES[index + 1]}::text)`),
);

/**
 * Conversion: the moves into each stage during the range (the 'created' row is the move into New Lead; index
 * applicant_activity_agency), and for each its applicant's next status move (applicant_activity_applicant).
 */
export async function stageConversion(db: Db, window: Window): Promise<StageConversion[]> {
  const { from, to } = bounds(window);
  const { rows } = await sql<{ stage: AnalyticsStage; entered: number; advanced: number }>`
    WITH steps(stage, next_stage) AS (VALUES ${STEPS}),
    entries AS (
      SELECT e.id, e.agency_id, e.applicant_id, e.created_at,
        CASE WHEN e.kind = 'created' THEN 'lead' ELSE e.to_status END AS stage
      FROM applicant_activity e
      WHERE e.agency_id = ${window.agencyId} AND e.created_at >= ${from} AND e.created_at < ${to}
        AND e.kind IN ('created', 'status')
    )
    SELECT steps.stage, count(en.id)::int AS entered,
      count(en.id) FILTER (WHERE nx.to_status = steps.next_stage)::int AS advanced
    FROM steps
    LEFT JOIN entries en ON en.stage = steps.stage
    LEFT JOIN LATERAL (
      SELECT n.to_status FROM applicant_activity n
      WHERE n.applicant_id = en.applicant_id AND n.agency_id = en.agency_id AND n.kind = 'status'
        AND (n.created_at, n.id) > (en.created_at, en.id)
      ORDER BY n.created_at, n.id
      LIMIT 1
    ) nx ON true
    GROUP BY steps.stage
  `.execute(db);
  const byStage = new Map(rows.map((row) => [row.stage, row]));
  return ANALYTICS_STAGES.slice(0, -1).map((stage, index) => {
    const row = byStage.get(stage);
    const entered = row?.entered ?? 0;
    const advanced = row?.advanced ?? 0;
    return {
      From: stage,
      To: ANALYTICS_STAGES[index + 1]!,
      Entered: entered,
      Advanced: advanced,
      Percent: entered === 0 ? null : Math.round((advanced * 100) / entered),
    };
  });
}

/**
 * Time in stage: the status moves during the range (applicant_activity_agency) are the ends of stays in their
 * `from_status`; each stay began at the applicant's move before it (applicant_activity_applicant).
 */
export async function timeInStage(db: Db, window: Window): Promise<StageTime[]> {
  const { from, to } = bounds(window);
  const { rows } = await sql<{ stage: AnalyticsStage; stays: number; median_days: number | null }>`
    SELECT x.from_status AS stage, count(*)::int AS stays,
      round((percentile_cont(0.5) WITHIN GROUP (ORDER BY extract(epoch FROM x.created_at - p.created_at)::float8) / 86400)::numeric, 1)::float8 AS median_days
    FROM applicant_activity x
    CROSS JOIN LATERAL (
      SELECT b.created_at FROM applicant_activity b
      WHERE b.applicant_id = x.applicant_id AND b.agency_id = x.agency_id AND b.kind IN ('created', 'status')
        AND (b.created_at, b.id) < (x.created_at, x.id)
      ORDER BY b.created_at DESC, b.id DESC
      LIMIT 1
    ) p
    WHERE x.agency_id = ${window.agencyId} AND x.created_at >= ${from} AND x.created_at < ${to}
      AND x.kind = 'status' AND x.from_status IN (${sql.join(ANALYTICS_STAGES)})
    GROUP BY x.from_status
  `.execute(db);
  const byStage = new Map(rows.map((row) => [row.stage, row]));
  return ANALYTICS_STAGES.map((stage) => ({
    Stage: stage,
    Stays: byStage.get(stage)?.stays ?? 0,
    MedianDays: byStage.get(stage)?.median_days ?? null,
  }));
}

/**
 * The submissions made during the range and the placements won during it (a submission Placed now, when it
 * was moved to Placed): the agency's submissions (submissions_by_applicant's leading agency_id, the Placed ones
 * through submissions_placed), their applicant (applicants' primary key) and their Placed event
 * (submission_events_by_submission).
 */
function production(window: Window): RawBuilder<unknown> {
  const { from, to } = bounds(window);
  return sql`
    SELECT s.submitted_by, s.submitted_by_name, a.source,
      (s.created_at >= ${from} AND s.created_at < ${to}) AS submitted,
      coalesce(placed.at >= ${from} AND placed.at < ${to}, false) AS placed
    FROM submissions s
    JOIN applicants a ON a.agency_id = s.agency_id AND a.id = s.applicant_id
    LEFT JOIN LATERAL (
      SELECT max(e.at) AS at FROM submission_events e
      WHERE e.submission_id = s.id AND e.agency_id = s.agency_id AND e.to_status = 'placed'
    ) placed ON s.status = 'placed'
    WHERE s.agency_id = ${window.agencyId}
      AND ((s.created_at >= ${from} AND s.created_at < ${to}) OR s.status = 'placed')
  `;
}

/** Per recruiter (who submitted): most placements first, then most submissions, then name. */
export async function byRecruiter(db: Db, window: Window): Promise<RecruiterProduction[]> {
  const { rows } = await sql<{ recruiter_id: number | null; name: string; submissions: number; placements: number }>`
    SELECT p.submitted_by AS recruiter_id, p.submitted_by_name AS name,
      count(*) FILTER (WHERE p.submitted)::int AS submissions, count(*) FILTER (WHERE p.placed)::int AS placements
    FROM (${production(window)}) p
    GROUP BY p.submitted_by, p.submitted_by_name
    HAVING count(*) FILTER (WHERE p.submitted OR p.placed) > 0
    ORDER BY placements DESC, submissions DESC, lower(p.submitted_by_name), p.submitted_by
  `.execute(db);
  return rows.map((row) => ({
    RecruiterId: row.recruiter_id,
    Name: row.name || 'Unknown',
    Submissions: row.submissions,
    Placements: row.placements,
  }));
}

/** Per source of the applicant, every source in APPLICANT_SOURCES' order (zeros included). */
export async function bySource(db: Db, window: Window): Promise<SourceProduction[]> {
  const { rows } = await sql<{ source: ApplicantSource; submissions: number; placements: number }>`
    SELECT p.source, count(*) FILTER (WHERE p.submitted)::int AS submissions,
      count(*) FILTER (WHERE p.placed)::int AS placements
    FROM (${production(window)}) p
    GROUP BY p.source
  `.execute(db);
  const bySource = new Map(rows.map((row) => [row.source, row]));
  return APPLICANT_SOURCES.map(({ key }) => ({
    Source: key,
    Submissions: bySource.get(key)?.submissions ?? 0,
    Placements: bySource.get(key)?.placements ?? 0,
  }));
}

/** The forms each discipline must complete (null: not known yet), as rows (discipline, form). */
function requiredForms(rules: FormRules): RawBuilder<unknown> {
  const disciplines = [null, ...DISCIPLINES];
  const pairs = disciplines.flatMap((discipline) =>
    ONBOARDING_FORM_KEYS.filter((form) => formRequiredFor(rules.get(form)!, discipline)).map(
      (form) => sql`(${discipline}::text, ${form}::text)`,
    ),
  );
  // Never empty in practice (Personal Info is for everyone); a row nobody matches keeps the VALUES valid.
  return pairs.length > 0 ? sql.join(pairs) : sql`(NULL::text, NULL::text)`;
}

/**
 * Onboarding completion: the applicants with an approved form (applicant_onboarding_progress_approved), the
 * current version of each of their forms (onboarding_documents_agency_applicant); complete when every form
 * the agency's catalogue asks of their discipline is approved, at the last of those approvals; the time is
 * from their first form started.
 */
export async function onboardingCompletion(db: Db, window: Window, rules: FormRules): Promise<OnboardingCompletion> {
  const { from, to } = bounds(window);
  const buckets = ONBOARDING_BUCKETS.map(
    (bucket, index) =>
      sql`count(*) FILTER (WHERE c.whole_days >= ${bucket.min}${bucket.max === null ? sql`` : sql` AND c.whole_days <= ${bucket.max}`})::int AS ${sql.ref(`b${index}`)}`,
  );
  const { rows } = await sql<Record<string, number | null>>`
    WITH required(discipline, form) AS (VALUES ${requiredForms(rules)}),
    current_forms AS (
      SELECT DISTINCT ON (d.applicant_id, d.form) d.applicant_id, d.form, d.status, d.reviewed_at
      FROM applicant_onboarding_progress g
      JOIN onboarding_documents d ON d.agency_id = g.agency_id AND d.applicant_id = g.applicant_id
      WHERE g.agency_id = ${window.agencyId} AND g.approved > 0
      ORDER BY d.applicant_id, d.form, d.version DESC
    ),
    per_applicant AS (
      SELECT a.id, max(f.reviewed_at) AS done_at,
        count(f.form) FILTER (WHERE f.status = 'approved') AS approved,
        (SELECT count(*) FROM required r WHERE r.discipline IS NOT DISTINCT FROM a.discipline) AS needed
      FROM applicants a
      JOIN current_forms f ON f.applicant_id = a.id
      JOIN required r ON r.form = f.form AND r.discipline IS NOT DISTINCT FROM a.discipline
      WHERE a.agency_id = ${window.agencyId}
      GROUP BY a.id, a.discipline
    ),
    completed AS (
      SELECT extract(epoch FROM p.done_at - started.at)::float8 / 86400 AS days,
        floor(extract(epoch FROM p.done_at - started.at) / 86400)::int AS whole_days
      FROM per_applicant p
      CROSS JOIN LATERAL (
        SELECT min(d.created_at) AS at FROM onboarding_documents d
        WHERE d.agency_id = ${window.agencyId} AND d.applicant_id = p.id
      ) started
      WHERE p.needed > 0 AND p.approved = p.needed
        AND p.done_at >= ${from} AND p.done_at < ${to}
    )
    SELECT count(*)::int AS completed,
      round((percentile_cont(0.5) WITHIN GROUP (ORDER BY c.days))::numeric, 1)::float8 AS median_days,
      ${sql.join(buckets)}
    FROM completed c
  `.execute(db);
  const row = rows[0]!;
  return {
    Completed: row.completed ?? 0,
    MedianDays: row.median_days ?? null,
    Buckets: ONBOARDING_BUCKETS.map((bucket, index) => ({ Label: bucket.label, Count: row[`b${index}`] ?? 0 })),
  };
}
