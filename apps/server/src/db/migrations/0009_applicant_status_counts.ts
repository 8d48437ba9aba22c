import { sql, type Kysely } from 'kysely';

/**
 * 0009_applicant_status_counts: how many applicants (archived ones left out) each agency has in each status,
 * kept by triggers on `applicants` in the writing transaction, so the menu's counts and a status list's total
 * read one row each instead of counting the table. Filled from the applicants already there. Literal values only.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE applicant_status_counts (
      agency_id integer NOT NULL REFERENCES agencies (id) ON DELETE CASCADE,
      status text NOT NULL,
      count bigint NOT NULL CHECK (count >= 0),
      PRIMARY KEY (agency_id, status)
    )
  `.execute(db);
  // One function for the three triggers: the row leaves its old count, then joins its new one.
  await sql`
    CREATE FUNCTION applicant_status_counts_track() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF TG_OP <> 'INSERT' AND OLD.archived_at IS NULL THEN
        UPDATE applicant_status_counts SET count = count - 1
          WHERE agency_id = OLD.agency_id AND status = OLD.status;
      END IF;
      IF TG_OP <> 'DELETE' AND NEW.archived_at IS NULL THEN
        INSERT INTO applicant_status_counts AS c (agency_id, status, count) VALUES (NEW.agency_id, NEW.status, 1)
          ON CONFLICT (agency_id, status) DO UPDATE SET count = c.count + 1;
      END IF;
      RETURN NULL;
    END
    $$
  `.execute(db);
  await sql`
    CREATE TRIGGER applicants_status_counts_insert_delete AFTER INSERT OR DELETE ON applicants
      FOR EACH ROW EXECUTE FUNCTION applicant_status_counts_track()
  `.execute(db);
  await sql`
    CREATE TRIGGER applicants_status_counts_update AFTER UPDATE OF status, archived_at, agency_id ON applicants
      FOR EACH ROW
      WHEN (OLD.status IS DISTINCT FROM NEW.status OR OLD.agency_id IS DISTINCT FROM NEW.agency_id
        OR (OLD.archived_at IS NULL) <> (NEW.archived_at IS NULL))
      EXECUTE FUNCTION applicant_status_counts_track()
  `.execute(db);
  await sql`
    INSERT INTO applicant_status_counts (agency_id, status, count)
      SELECT agency_id, status, count(*) FROM applicants WHERE archived_at IS NULL GROUP BY agency_id, status
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TRIGGER applicants_status_counts_update ON applicants`.execute(db);
  await sql`DROP TRIGGER applicants_status_counts_insert_delete ON applicants`.execute(db);
  await sql`DROP FUNCTION applicant_status_counts_track()`.execute(db);
  await sql`DROP TABLE applicant_status_counts`.execute(db);
}
