import { sql, type Kysely } from 'kysely';

/**
 * 0031_agency_settings (issue 15, Management → Agencies, docs/agencies.md): the agency's own settings beside
 * its profile (time zone, brand colors as #rrggbb or '' for the portal's own, the logo's blob key, type and
 * digest), its suspension by a platform operator (`suspended_at`, `suspended_by`: a suspended agency's users
 * cannot sign in and their sessions end; nothing is deleted), and the platform operators: existing staff
 * accounts flagged by the CLI (`agency-server operator add`), never by the API. Literal values only.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE agencies
      ADD COLUMN time_zone text NOT NULL DEFAULT 'America/New_York',
      ADD COLUMN brand_primary text NOT NULL DEFAULT '' CHECK (brand_primary = '' OR brand_primary ~ '^#[0-9a-f]{6}$'),
      ADD COLUMN brand_accent text NOT NULL DEFAULT '' CHECK (brand_accent = '' OR brand_accent ~ '^#[0-9a-f]{6}$'),
      ADD COLUMN logo_blob_key text,
      ADD COLUMN logo_content_type text CHECK (logo_content_type IN ('image/png', 'image/jpeg', 'image/svg+xml')),
      ADD COLUMN logo_sha256 text,
      ADD COLUMN suspended_at timestamptz,
      ADD COLUMN suspended_by uuid REFERENCES users (id) ON DELETE SET NULL
  `.execute(db);
  await sql`
    CREATE TABLE platform_operators (
      user_id uuid PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
      added_at timestamptz NOT NULL DEFAULT now()
    )
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE platform_operators`.execute(db);
  await sql`
    ALTER TABLE agencies
      DROP COLUMN time_zone,
      DROP COLUMN brand_primary,
      DROP COLUMN brand_accent,
      DROP COLUMN logo_blob_key,
      DROP COLUMN logo_content_type,
      DROP COLUMN logo_sha256,
      DROP COLUMN suspended_at,
      DROP COLUMN suspended_by
  `.execute(db);
}
