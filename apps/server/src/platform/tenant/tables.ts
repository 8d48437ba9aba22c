import type { Generated, Selectable } from 'kysely';
import type { DefaultTimestamp } from '../db';

/**
 * The agencies (tenants): the row the tenant rule (./index.ts) reads for every request, and what the agency
 * feature edits (profile, settings, brand, suspension). Platform owns the table because every layer reads it.
 */
export interface AgenciesTable {
  id: Generated<number>;
  slug: string;
  name: string;
  email: Generated<string>;
  phone: Generated<string>;
  website: Generated<string>;
  address1: Generated<string>;
  address2: Generated<string>;
  city: Generated<string>;
  state: Generated<string>;
  zip_code: Generated<string>;
  recruitment_email: Generated<string>;
  /** The agency owner: a property of the agency, decided here and nowhere else. */
  owner_user_id: string | null;
  created_at: DefaultTimestamp;
  updated_at: DefaultTimestamp;
  /** IANA time zone (migration 0031; one of the contract's AGENCY_TIME_ZONES). */
  time_zone: Generated<string>;
  /** #rrggbb, or '' for the portal's own color. */
  brand_primary: Generated<string>;
  brand_accent: Generated<string>;
  /** The logo in the blob store (null: none), its type (by content) and SHA-256 (the URL's version). */
  logo_blob_key: Generated<string | null>;
  logo_content_type: Generated<string | null>;
  logo_sha256: Generated<string | null>;
  /** Suspended by a platform operator (null: active): its users cannot sign in. */
  suspended_at: Generated<Date | null>;
  suspended_by: Generated<string | null>;
}

export type AgencyRow = Selectable<AgenciesTable>;

declare module '../db/database' {
  interface Database {
    agencies: AgenciesTable;
  }
}
