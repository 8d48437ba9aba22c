import type { DefaultTimestamp } from '../../platform/db';

/** Platform operators (migration 0031): staff accounts flagged by `agency-server operator add`. */
export interface PlatformOperatorsTable {
  user_id: string;
  added_at: DefaultTimestamp;
}

declare module '../../platform/db/database' {
  interface Database {
    platform_operators: PlatformOperatorsTable;
  }
}
