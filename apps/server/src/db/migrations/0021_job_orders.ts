import { sql, type Kysely } from 'kysely';

/**
 * 0021_job_orders: a facility's open positions (issue 13): facility and unit, discipline and specialty,
 * shift, dates, openings, employment type, the pay package and the bill rate in whole cents (USD), the
 * requirements, the status with its reason and time, and the owner. Scoped to the agency; the facility and
 * the owner are the agency's own (composite keys). Literal values only.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE job_orders (
      id serial PRIMARY KEY,
      agency_id integer NOT NULL REFERENCES agencies (id) ON DELETE CASCADE,
      institution_id integer NOT NULL,
      title text NOT NULL,
      unit text NOT NULL DEFAULT '',
      discipline text NOT NULL,
      specialty text,
      shift text NOT NULL CHECK (shift IN ('days', 'nights', 'evenings', 'rotating')),
      shift_hours smallint NOT NULL CHECK (shift_hours IN (8, 10, 12)),
      hours_per_week smallint NOT NULL CHECK (hours_per_week BETWEEN 1 AND 84),
      guaranteed_hours smallint CHECK (guaranteed_hours BETWEEN 0 AND hours_per_week),
      start_date date NOT NULL,
      duration_weeks smallint CHECK (duration_weeks BETWEEN 1 AND 104),
      openings smallint NOT NULL CHECK (openings BETWEEN 1 AND 100),
      employment_type text NOT NULL CHECK (employment_type IN ('travel', 'local-contract', 'per-diem', 'permanent')),
      currency text NOT NULL DEFAULT 'USD' CHECK (currency = 'USD'),
      pay_hourly_cents integer NOT NULL CHECK (pay_hourly_cents > 0),
      housing_weekly_cents integer NOT NULL DEFAULT 0 CHECK (housing_weekly_cents >= 0),
      meals_weekly_cents integer NOT NULL DEFAULT 0 CHECK (meals_weekly_cents >= 0),
      overtime_hourly_cents integer CHECK (overtime_hourly_cents > 0),
      bill_rate_cents integer CHECK (bill_rate_cents > 0),
      license_states text[] NOT NULL DEFAULT '{}',
      compact_license_accepted boolean NOT NULL DEFAULT false,
      certifications text[] NOT NULL DEFAULT '{}',
      years_experience smallint NOT NULL DEFAULT 0 CHECK (years_experience BETWEEN 0 AND 40),
      emr text NOT NULL DEFAULT '',
      interview_required boolean NOT NULL DEFAULT false,
      description text NOT NULL DEFAULT '',
      status text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'on-hold', 'filled', 'closed', 'cancelled')),
      status_reason text NOT NULL DEFAULT '',
      status_changed_at timestamptz NOT NULL DEFAULT now(),
      owner_id integer,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      updated_by_name text NOT NULL DEFAULT '',
      CONSTRAINT job_orders_agency_id UNIQUE (agency_id, id),
      CONSTRAINT job_orders_institution FOREIGN KEY (agency_id, institution_id)
        REFERENCES institutions (agency_id, id),
      CONSTRAINT job_orders_owner FOREIGN KEY (agency_id, owner_id)
        REFERENCES recruiters (agency_id, id) ON DELETE SET NULL (owner_id)
    )
  `.execute(db);
  await sql`CREATE INDEX job_orders_by_status ON job_orders (agency_id, status, start_date, id)`.execute(db);
  await sql`CREATE INDEX job_orders_by_start ON job_orders (agency_id, start_date, id)`.execute(db);
  await sql`CREATE INDEX job_orders_by_institution ON job_orders (agency_id, institution_id)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE job_orders`.execute(db);
}
