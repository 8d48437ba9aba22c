import { sql } from 'kysely';
import type { Db } from './index';

/**
 * INSERT INTO `table` (the rows' columns) SELECT them FROM jsonb_populate_recordset(NULL::`table`, rows):
 * every row in one statement with one parameter, whatever their number (the demo seeds write thousands).
 * Returns the `returning` columns of the inserted rows.
 */
export async function insertRowsAsJson<R extends Record<string, unknown> = Record<string, unknown>>(
  db: Db,
  table: string,
  rows: readonly object[],
  returning: readonly string[] = [],
): Promise<R[]> {
  if (rows.length === 0) return [];
  const columns = [...new Set(rows.flatMap((row) => Object.keys(row)))].map((name) => sql.ref(name));
  const result = await sql<R>`
    INSERT INTO ${sql.table(table)} (${sql.join(columns)})
    SELECT ${sql.join(columns)} FROM jsonb_populate_recordset(NULL::${sql.table(table)}, ${JSON.stringify(rows)}::jsonb)
    ${returning.length > 0 ? sql`RETURNING ${sql.join(returning.map((name) => sql.ref(name)))}` : sql``}`.execute(db);
  return result.rows;
}
