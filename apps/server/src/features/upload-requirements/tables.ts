import type { ColumnType, Generated } from 'kysely';
import type { UploadRequirementFileStatus } from '@agency/api-client/contract';
import type { DefaultTimestamp } from '../../platform/db';

type WithDefault<T> = ColumnType<T, T | undefined, T>;
/** A date column: YYYY-MM-DD in; read as text with to_char. */
type DateColumn = ColumnType<Date | string | null, string | null | undefined, string | null>;

/** One document an agency requires (migration 0017; disciplines, files and the last change: 0023). */
export interface UploadRequirementItemsTable {
  id: Generated<number>;
  agency_id: number;
  key: string;
  label: string;
  description: WithDefault<string>;
  has_expiry: WithDefault<boolean>;
  health: WithDefault<boolean>;
  position: WithDefault<number>;
  active: WithDefault<boolean>;
  created_at: DefaultTimestamp;
  /** Who must upload it (migration 0023): every discipline, or those listed (at least one). */
  all_disciplines: WithDefault<boolean>;
  disciplines: WithDefault<string[]>;
  /** How many files it takes at most (0023); null: no limit. */
  max_files: WithDefault<number | null>;
  updated_at: WithDefault<Date | null>;
  updated_by_name: WithDefault<string>;
}

/** One file an applicant uploaded for a requirement, and its review (migration 0017). */
export interface UploadRequirementFilesTable {
  id: Generated<number>;
  agency_id: number;
  applicant_id: number;
  item_id: number;
  upload_id: string;
  status: WithDefault<UploadRequirementFileStatus>;
  reason: WithDefault<string | null>;
  expires_on: DateColumn;
  created_at: DefaultTimestamp;
  reviewed_at: WithDefault<Date | null>;
  reviewed_by: WithDefault<number | null>;
  reviewed_by_name: WithDefault<string>;
}

declare module '../../platform/db/database' {
  interface Database {
    upload_requirement_items: UploadRequirementItemsTable;
    upload_requirement_files: UploadRequirementFilesTable;
  }
}
