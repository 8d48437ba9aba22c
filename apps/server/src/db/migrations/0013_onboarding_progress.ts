import { sql, type Kysely } from 'kysely';

/**
 * 0013_onboarding_progress: each applicant's onboarding progress, kept by triggers on `onboarding_documents`
 * in the writing transaction (as 0009 keeps the status counts), so the applicant search's onboarding filter
 * and the lists' progress column read one row per applicant instead of finding each form's current version.
 * A row counts the applicant's forms by the status of their current (highest) version: every form of
 * onboarding_documents counts (the onboarding feature writes only the forms of the progress). An applicant
 * without documents has no row (zeros). Filled from the documents already there. Replaces 0011's index,
 * which only that search used. Literal values only.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE applicant_onboarding_progress (
      agency_id integer NOT NULL,
      applicant_id integer PRIMARY KEY,
      approved integer NOT NULL DEFAULT 0 CHECK (approved >= 0),
      submitted integer NOT NULL DEFAULT 0 CHECK (submitted >= 0),
      changes_requested integer NOT NULL DEFAULT 0 CHECK (changes_requested >= 0),
      in_progress integer NOT NULL DEFAULT 0 CHECK (in_progress >= 0),
      updated_at timestamptz NOT NULL DEFAULT now(),
      CONSTRAINT applicant_onboarding_progress_applicant FOREIGN KEY (agency_id, applicant_id) REFERENCES applicants (agency_id, id) ON DELETE CASCADE
    )
  `.execute(db);
  // The filters: waiting for review, changes requested (few applicants each: the partial index lists them),
  // complete and a minimum percent (a range of approved; incomplete is the complete ones left out).
  await sql`
    CREATE INDEX applicant_onboarding_progress_submitted ON applicant_onboarding_progress (agency_id, applicant_id)
      WHERE submitted > 0
  `.execute(db);
  await sql`
    CREATE INDEX applicant_onboarding_progress_changes ON applicant_onboarding_progress (agency_id, applicant_id)
      WHERE changes_requested > 0
  `.execute(db);
  await sql`
    CREATE INDEX applicant_onboarding_progress_approved ON applicant_onboarding_progress (agency_id, approved, applicant_id)
  `.execute(db);
  // One applicant's row counted again from its current versions (index onboarding_documents_agency_applicant),
  // removed when it has none. Concurrent writes to one applicant's forms recount one at a time: the
  // transaction-scoped lock makes the later recount wait for the earlier one's commit, and its count (a new
  // snapshot, each statement has its own) then sees that write.
  await sql`
    CREATE FUNCTION applicant_onboarding_progress_refresh(target_agency integer, target_applicant integer)
      RETURNS void LANGUAGE plpgsql AS $$
    DECLARE
      counted record;
    BEGIN
      PERFORM pg_advisory_xact_lock('applicant_onboarding_progress'::regclass::oid::integer, target_applicant);
      SELECT count(*) AS forms,
          count(*) FILTER (WHERE c.status = 'approved') AS approved,
          count(*) FILTER (WHERE c.status = 'submitted') AS submitted,
          count(*) FILTER (WHERE c.status = 'changes-requested') AS changes_requested,
          count(*) FILTER (WHERE c.status = 'in-progress') AS in_progress
        INTO counted
        FROM (
          SELECT DISTINCT ON (d.form) d.status FROM onboarding_documents d
          WHERE d.agency_id = target_agency AND d.applicant_id = target_applicant
          ORDER BY d.form, d.version DESC
        ) AS c;
      IF counted.forms = 0 THEN
        DELETE FROM applicant_onboarding_progress WHERE applicant_id = target_applicant;
      ELSE
        INSERT INTO applicant_onboarding_progress AS p
            (agency_id, applicant_id, approved, submitted, changes_requested, in_progress)
          VALUES (target_agency, target_applicant, counted.approved, counted.submitted, counted.changes_requested,
            counted.in_progress)
          ON CONFLICT (applicant_id) DO UPDATE SET agency_id = excluded.agency_id, approved = excluded.approved,
            submitted = excluded.submitted, changes_requested = excluded.changes_requested,
            in_progress = excluded.in_progress, updated_at = now();
      END IF;
    END
    $$
  `.execute(db);
  // One function for the triggers: the applicant the row left, then the one it joined (the same one but for
  // an update that moves it).
  await sql`
    CREATE FUNCTION applicant_onboarding_progress_track() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF TG_OP <> 'INSERT' THEN
        PERFORM applicant_onboarding_progress_refresh(OLD.agency_id, OLD.applicant_id);
      END IF;
      IF TG_OP = 'INSERT' OR (TG_OP = 'UPDATE' AND (NEW.agency_id, NEW.applicant_id) IS DISTINCT FROM (OLD.agency_id, OLD.applicant_id)) THEN
        PERFORM applicant_onboarding_progress_refresh(NEW.agency_id, NEW.applicant_id);
      END IF;
      RETURN NULL;
    END
    $$
  `.execute(db);
  await sql`
    CREATE TRIGGER onboarding_documents_progress_insert_delete AFTER INSERT OR DELETE ON onboarding_documents
      FOR EACH ROW EXECUTE FUNCTION applicant_onboarding_progress_track()
  `.execute(db);
  await sql`
    CREATE TRIGGER onboarding_documents_progress_update
      AFTER UPDATE OF status, form, version, applicant_id, agency_id ON onboarding_documents
      FOR EACH ROW
      WHEN (OLD.status IS DISTINCT FROM NEW.status OR OLD.form IS DISTINCT FROM NEW.form
        OR OLD.version IS DISTINCT FROM NEW.version OR OLD.applicant_id IS DISTINCT FROM NEW.applicant_id
        OR OLD.agency_id IS DISTINCT FROM NEW.agency_id)
      EXECUTE FUNCTION applicant_onboarding_progress_track()
  `.execute(db);
  await sql`
    INSERT INTO applicant_onboarding_progress (agency_id, applicant_id, approved, submitted, changes_requested, in_progress)
      SELECT c.agency_id, c.applicant_id,
        count(*) FILTER (WHERE c.status = 'approved'),
        count(*) FILTER (WHERE c.status = 'submitted'),
        count(*) FILTER (WHERE c.status = 'changes-requested'),
        count(*) FILTER (WHERE c.status = 'in-progress')
      FROM (
        SELECT DISTINCT ON (d.agency_id, d.applicant_id, d.form) d.agency_id, d.applicant_id, d.status
        FROM onboarding_documents d ORDER BY d.agency_id, d.applicant_id, d.form, d.version DESC
      ) AS c
      GROUP BY c.agency_id, c.applicant_id
  `.execute(db);
  await sql`DROP INDEX onboarding_documents_agency_status`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE INDEX onboarding_documents_agency_status
      ON onboarding_documents (agency_id, status, applicant_id, form, version)
  `.execute(db);
  await sql`DROP TRIGGER onboarding_documents_progress_update ON onboarding_documents`.execute(db);
  await sql`DROP TRIGGER onboarding_documents_progress_insert_delete ON onboarding_documents`.execute(db);
  await sql`DROP FUNCTION applicant_onboarding_progress_track()`.execute(db);
  await sql`DROP FUNCTION applicant_onboarding_progress_refresh(integer, integer)`.execute(db);
  await sql`DROP TABLE applicant_onboarding_progress`.execute(db);
}
