import { sql, type Kysely } from 'kysely';

/**
 * 0039_us_spelling: the default upload requirements say "license" (US spelling) like every other text of the
 * product. Only the labels and descriptions still equal 0017's defaults change: an agency's own wording stays.
 * The keys (`licence`, `drivers-licence-or-id`) are identifiers on the wire and do not change.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    UPDATE upload_requirement_items SET label = 'Professional license'
    WHERE key = 'licence' AND label = 'Professional licence'
  `.execute(db);
  await sql`
    UPDATE upload_requirement_items SET description = 'Your current nursing or professional license.'
    WHERE key = 'licence' AND description = 'Your current nursing or professional licence.'
  `.execute(db);
  await sql`
    UPDATE upload_requirement_items SET label = 'Driver''s license or ID'
    WHERE key = 'drivers-licence-or-id' AND label = 'Driver''s licence or ID'
  `.execute(db);
  await sql`
    UPDATE upload_requirement_items SET description = 'Both sides of your driver''s license or state ID.'
    WHERE key = 'drivers-licence-or-id' AND description = 'Both sides of your driver''s licence or state ID.'
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    UPDATE upload_requirement_items SET label = 'Professional licence'
    WHERE key = 'licence' AND label = 'Professional license'
  `.execute(db);
  await sql`
    UPDATE upload_requirement_items SET description = 'Your current nursing or professional licence.'
    WHERE key = 'licence' AND description = 'Your current nursing or professional license.'
  `.execute(db);
  await sql`
    UPDATE upload_requirement_items SET label = 'Driver''s licence or ID'
    WHERE key = 'drivers-licence-or-id' AND label = 'Driver''s license or ID'
  `.execute(db);
  await sql`
    UPDATE upload_requirement_items SET description = 'Both sides of your driver''s licence or state ID.'
    WHERE key = 'drivers-licence-or-id' AND description = 'Both sides of your driver''s license or state ID.'
  `.execute(db);
}
