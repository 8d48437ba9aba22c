import type { ColumnType } from 'kysely';
import type { DefaultTimestamp } from '../db';

/** Blobs of the database store (migration 0003_blobs). */
export interface BlobsTable {
  key: string;
  agency_id: number | null;
  content_type: string;
  size: number;
  /** SHA-256 (hex) of the bytes. */
  sha256: string;
  bytes: ColumnType<Uint8Array, Uint8Array, Uint8Array>;
  created_at: DefaultTimestamp;
}

declare module '../db/database' {
  interface Database {
    blobs: BlobsTable;
  }
}
