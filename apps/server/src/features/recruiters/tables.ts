import type { ColumnType, Generated, Selectable } from 'kysely';
import type { RoleKey } from '@agency/api-client/contract';
import type { DefaultTimestamp, NullableTimestamp } from '../../platform/db';

/** The staff record of a staff account (roles). */
export interface RecruitersTable {
  id: Generated<number>;
  user_id: string;
  agency_id: number;
  title: Generated<string>;
  roles: ColumnType<RoleKey[], RoleKey[], RoleKey[]>;
  created_at: DefaultTimestamp;
}

/** Recruiter History: an entry at each staff sign-in, its exit when the portal reports it. */
export interface RecruiterEntriesTable {
  id: Generated<number>;
  recruiter_id: number;
  agency_id: number;
  entry_at: DefaultTimestamp;
  exit_at: NullableTimestamp;
}

export type RecruiterRow = Selectable<RecruitersTable>;

declare module '../../platform/db/database' {
  interface Database {
    recruiters: RecruitersTable;
    recruiter_entries: RecruiterEntriesTable;
  }
}
