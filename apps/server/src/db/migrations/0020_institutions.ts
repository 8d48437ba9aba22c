import { sql, type Kysely } from 'kysely';

/**
 * 0020_institutions: the healthcare facilities an agency staffs (issue 13's Institution List), with their
 * units (a text list), contacts (JSON: name, title, phone, e-mail) and VMS/MSP. Never deleted (job orders
 * will refer to them): `active` false hides one from choices. `name_key` and `city_key` (lower case,
 * letters and digits only) find duplicates by name and city. Literal values only.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE institutions (
      id serial PRIMARY KEY,
      agency_id integer NOT NULL REFERENCES agencies (id) ON DELETE CASCADE,
      name text NOT NULL,
      type text NOT NULL CHECK (type IN ('hospital', 'skilled-nursing', 'clinic', 'home-health', 'school', 'other')),
      address1 text NOT NULL DEFAULT '',
      address2 text NOT NULL DEFAULT '',
      city text NOT NULL,
      state text NOT NULL CHECK (state ~ '^[A-Z]{2}$'),
      zip text NOT NULL DEFAULT '',
      phone text NOT NULL DEFAULT '',
      units text[] NOT NULL DEFAULT '{}',
      contacts jsonb NOT NULL DEFAULT '[]',
      vms_name text NOT NULL DEFAULT '',
      vms_external_id text NOT NULL DEFAULT '',
      notes text NOT NULL DEFAULT '',
      active boolean NOT NULL DEFAULT true,
      name_key text GENERATED ALWAYS AS (regexp_replace(lower(name), '[^a-z0-9]+', '', 'g')) STORED,
      city_key text GENERATED ALWAYS AS (regexp_replace(lower(city), '[^a-z0-9]+', '', 'g')) STORED,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      updated_by_name text NOT NULL DEFAULT '',
      CONSTRAINT institutions_agency_id UNIQUE (agency_id, id)
    )
  `.execute(db);
  await sql`CREATE INDEX institutions_by_name ON institutions (agency_id, lower(name), id)`.execute(db);
  await sql`CREATE INDEX institutions_duplicates ON institutions (agency_id, name_key, city_key)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE institutions`.execute(db);
}
