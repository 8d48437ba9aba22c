import { sql, type Kysely } from 'kysely';

/**
 * 0016_agency_documents: the agency's own documents (the Agreement and the Terms & Conditions) as versioned
 * Markdown texts. A version is a draft (at most one per agency and kind, being edited) or published
 * (immutable: its SHA-256, when and by whom); the current version of a kind is the newest published one.
 * The applicant's signed forms name the version they accepted. Literal values only.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE agency_documents (
      id serial PRIMARY KEY,
      agency_id integer NOT NULL REFERENCES agencies (id) ON DELETE CASCADE,
      kind text NOT NULL CHECK (kind IN ('agreement', 'terms')),
      version integer NOT NULL CHECK (version > 0),
      title text NOT NULL,
      body text NOT NULL,
      status text NOT NULL CHECK (status IN ('draft', 'published')),
      body_hash text,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      updated_by_name text NOT NULL DEFAULT '',
      published_at timestamptz,
      published_by integer,
      published_by_name text NOT NULL DEFAULT '',
      CONSTRAINT agency_documents_version UNIQUE (agency_id, kind, version),
      CONSTRAINT agency_documents_publisher FOREIGN KEY (agency_id, published_by)
        REFERENCES recruiters (agency_id, id) ON DELETE SET NULL (published_by),
      CONSTRAINT agency_documents_published CHECK (
        (status = 'published') = (published_at IS NOT NULL AND body_hash IS NOT NULL)
      )
    )
  `.execute(db);
  await sql`
    CREATE UNIQUE INDEX agency_documents_one_draft ON agency_documents (agency_id, kind) WHERE status = 'draft'
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE agency_documents`.execute(db);
}
