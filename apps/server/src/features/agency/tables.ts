import type { Generated, Selectable } from 'kysely';
import type { DefaultTimestamp } from '../../platform/db';

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
}

export type AgencyRow = Selectable<AgenciesTable>;

declare module '../../platform/db/database' {
  interface Database {
    agencies: AgenciesTable;
  }
}
