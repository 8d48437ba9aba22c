import { sql, type Kysely } from 'kysely';

/** 0003_blobs: the database blob store (platform/storage), the default place of uploads. Literal values only. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE blobs (
      key text PRIMARY KEY CHECK (length(key) BETWEEN 1 AND 512),
      agency_id integer REFERENCES agencies(id) ON DELETE CASCADE,
      content_type text NOT NULL,
      size integer NOT NULL CHECK (size >= 0),
      sha256 text NOT NULL CHECK (sha256 ~ '^[0-9a-f]{64}$'),
      bytes bytea NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db);
  await sql`CREATE INDEX blobs_agency ON blobs (agency_id) WHERE agency_id IS NOT NULL`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE blobs`.execute(db);
}
