import type { DefaultTimestamp, Timestamp } from '../../platform/db';

/** An ALTCHA solution already accepted (migration 0007_captcha): kept until its challenge expires. */
export interface CaptchaSolutionsTable {
  /** SHA-256 (hex) of the challenge's signature. */
  id: string;
  expires_at: Timestamp;
  used_at: DefaultTimestamp;
}

declare module '../../platform/db/database' {
  interface Database {
    captcha_solutions: CaptchaSolutionsTable;
  }
}
