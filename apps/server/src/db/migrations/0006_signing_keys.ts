import { sql, type Kysely } from 'kysely';

/**
 * 0006_signing_keys: the access tokens' signing keys, shared by every instance on the database. The current
 * key (latest `activated_at`, not retired) signs; the one before it stays published and accepted until the
 * next rotation retires it. `private_key` is the PKCS#8 PEM sealed with AES-256-GCM under a key derived from
 * DATA_ENCRYPTION_KEY (kept for the current key only: emptied when a key stops signing); `public_jwk` is the
 * published JWK (JSON text). Literal values only.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE signing_keys (
      kid text PRIMARY KEY,
      alg text NOT NULL CHECK (alg IN ('ES256', 'RS256')),
      private_key text,
      public_jwk text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      activated_at timestamptz,
      retired_at timestamptz
    )`.execute(db);
  // The live keys by activation (current first): what every instance reads.
  await sql`CREATE INDEX signing_keys_live ON signing_keys (activated_at) WHERE retired_at IS NULL`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE signing_keys`.execute(db);
}
