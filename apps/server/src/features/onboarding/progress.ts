import type { Kysely } from 'kysely';
import type { ProgressCounts } from '@agency/api-client/contract';
import type { Database } from '../../platform/db';

/** The counts of an applicant's Upload Requirements (`uploadRequirementCounts`). */
export type UploadCountsReader = (
  db: Kysely<Database>,
  agencyId: number,
  applicantId: number,
) => Promise<ProgressCounts>;

/**
 * Where the checklist's progress reads the Upload Requirements' counts (one more step beside the forms,
 * `onboardingProgress`): the upload-requirements feature ranks above onboarding (it imports it), so it
 * provides the reader when it registers and onboarding reads through this port. Both sides' overviews
 * (the applicant's home, the record's Onboarding tab) then count the same steps.
 */
export interface UploadCounts {
  provide(reader: UploadCountsReader): void;
  /** The counts, or null when no reader was provided (the step is left out). */
  read(db: Kysely<Database>, agencyId: number, applicantId: number): Promise<ProgressCounts | null>;
}

export function createUploadCounts(): UploadCounts {
  let reader: UploadCountsReader | null = null;
  return {
    provide: (next) => {
      reader = next;
    },
    read: async (db, agencyId, applicantId) => (reader ? reader(db, agencyId, applicantId) : null),
  };
}
