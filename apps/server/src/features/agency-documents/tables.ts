import type { Generated, Selectable } from 'kysely';
import type { AgencyDocumentKind } from '@agency/api-client/contract';
import type { DefaultTimestamp } from '../../platform/db';

/** One version of an agency's document (migration 0016). */
export interface AgencyDocumentsTable {
  id: Generated<number>;
  agency_id: number;
  kind: AgencyDocumentKind;
  version: number;
  title: string;
  /** Markdown. */
  body: string;
  status: 'draft' | 'published';
  /** SHA-256 of the published text (`documentHash`); null for a draft. */
  body_hash: string | null;
  created_at: DefaultTimestamp;
  updated_at: DefaultTimestamp;
  updated_by_name: Generated<string>;
  published_at: Date | null;
  published_by: number | null;
  published_by_name: Generated<string>;
}

export type AgencyDocumentRow = Selectable<AgencyDocumentsTable>;

declare module '../../platform/db/database' {
  interface Database {
    agency_documents: AgencyDocumentsTable;
  }
}
