import type { Generated } from 'kysely';
import type { DefaultTimestamp, NullableTimestamp, Timestamp } from '../../platform/db';

export interface RefreshTokensTable {
  id: Generated<number>;
  family_id: string;
  /** SHA-256 (hex) of the handle; the handle itself is never stored. */
  token_hash: string;
  expires_at: Timestamp;
  used_at: NullableTimestamp;
  /**
   * The pair this token was rotated into, AES-256-GCM under a key derived from this token's handle (which
   * only its holder has): replayed within the grace window, cleared when the family rotates again.
   */
  successor_box: string | null;
  created_at: DefaultTimestamp;
}

/** An access token signing key (keys.ts): the current one signs, the previous one is still accepted. */
export interface SigningKeysTable {
  kid: string;
  alg: 'ES256' | 'RS256';
  /** The PKCS#8 PEM sealed under DATA_ENCRYPTION_KEY (platform/crypto); null once the key stops signing. */
  private_key: string | null;
  /** The published JWK, JSON text. */
  public_jwk: string;
  created_at: DefaultTimestamp;
  activated_at: NullableTimestamp;
  retired_at: NullableTimestamp;
}

declare module '../../platform/db/database' {
  interface Database {
    refresh_tokens: RefreshTokensTable;
    signing_keys: SigningKeysTable;
  }
}
