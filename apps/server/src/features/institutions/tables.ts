import type { ColumnType, Generated, Selectable } from 'kysely';
import type { InstitutionContact, InstitutionType, UsStateCode } from '@agency/api-client/contract';
import type { DefaultTimestamp } from '../../platform/db';

/** A facility the agency staffs (migration 0020). */
export interface InstitutionsTable {
  id: Generated<number>;
  agency_id: number;
  name: string;
  type: InstitutionType;
  address1: string;
  address2: string;
  city: string;
  state: UsStateCode;
  zip: string;
  phone: string;
  units: string[];
  /** InstitutionContact[] as JSON (written as text, read as the list). */
  contacts: ColumnType<InstitutionContact[], string, string>;
  vms_name: string;
  vms_external_id: string;
  notes: string;
  active: boolean;
  /** Generated: lower-case letters and digits of the name, and of the city (the duplicate check). */
  name_key: ColumnType<string, never, never>;
  city_key: ColumnType<string, never, never>;
  created_at: DefaultTimestamp;
  updated_at: DefaultTimestamp;
  updated_by_name: Generated<string>;
}

export type InstitutionRow = Selectable<InstitutionsTable>;

declare module '../../platform/db/database' {
  interface Database {
    institutions: InstitutionsTable;
  }
}
