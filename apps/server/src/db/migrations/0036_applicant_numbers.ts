import { sql, type Kysely } from 'kysely';

/**
 * 0036_applicant_numbers (issue 28, item 4): every applicant gets a number of its own in its agency (1, 2,
 * 3 … in the order of creation, never reused), the `{applicantCountIndex}` of its address
 * `/view-by-applicant/N`. `applicant_number_counters` holds each agency's last number given; a BEFORE INSERT
 * trigger takes the next one with one atomic upsert of the agency's counter row (its row lock holds until
 * the inserting transaction ends, so concurrent inserts get distinct numbers, and a rolled-back insert gives
 * its number back), whatever path inserts the row (Add Applicant, a registration, the careers site, the
 * seeds). The counter never goes down: a deleted applicant's number is not given again. Existing applicants
 * are numbered in creation order (created_at, id). Literal values only.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE applicant_number_counters (
      agency_id integer PRIMARY KEY REFERENCES agencies (id) ON DELETE CASCADE,
      last_number integer NOT NULL CHECK (last_number > 0)
    )
  `.execute(db);
  await sql`ALTER TABLE applicants ADD COLUMN number integer`.execute(db);
  await sql`
    UPDATE applicants a SET number = n.number
      FROM (SELECT id, row_number() OVER (PARTITION BY agency_id ORDER BY created_at, id) AS number FROM applicants) n
      WHERE a.id = n.id
  `.execute(db);
  await sql`
    INSERT INTO applicant_number_counters (agency_id, last_number)
      SELECT agency_id, max(number) FROM applicants GROUP BY agency_id
  `.execute(db);
  await sql`ALTER TABLE applicants ALTER COLUMN number SET NOT NULL`.execute(db);
  await sql`
    ALTER TABLE applicants ADD CONSTRAINT applicants_agency_number UNIQUE (agency_id, number),
      ADD CONSTRAINT applicants_number_check CHECK (number > 0)
  `.execute(db);
  // Always the counter's next number: a number given by the insert is ignored.
  await sql`
    CREATE FUNCTION applicant_number_assign() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      INSERT INTO applicant_number_counters AS c (agency_id, last_number) VALUES (NEW.agency_id, 1)
        ON CONFLICT (agency_id) DO UPDATE SET last_number = c.last_number + 1
        RETURNING c.last_number INTO NEW.number;
      RETURN NEW;
    END
    $$
  `.execute(db);
  await sql`
    CREATE TRIGGER applicants_number BEFORE INSERT ON applicants
      FOR EACH ROW EXECUTE FUNCTION applicant_number_assign()
  `.execute(db);
  // A number is the applicant's for good: an update cannot change it.
  await sql`
    CREATE FUNCTION applicant_number_keep() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      NEW.number := OLD.number;
      RETURN NEW;
    END
    $$
  `.execute(db);
  await sql`
    CREATE TRIGGER applicants_number_keep BEFORE UPDATE OF number ON applicants
      FOR EACH ROW EXECUTE FUNCTION applicant_number_keep()
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TRIGGER applicants_number_keep ON applicants`.execute(db);
  await sql`DROP FUNCTION applicant_number_keep()`.execute(db);
  await sql`DROP TRIGGER applicants_number ON applicants`.execute(db);
  await sql`DROP FUNCTION applicant_number_assign()`.execute(db);
  await sql`ALTER TABLE applicants DROP COLUMN number`.execute(db);
  await sql`DROP TABLE applicant_number_counters`.execute(db);
}
