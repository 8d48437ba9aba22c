import type { ColumnType } from 'kysely';
import type { OnboardingFormKey } from '@agency/api-client/contract';

/** A column with a database default: optional on insert. */
type WithDefault<T> = ColumnType<T, T | undefined, T>;

/**
 * Who must complete a form of the applicant area, per agency (migration 0023, the forms catalogue): every
 * discipline, or those listed (none: nobody). No row: the contract's default (`defaultFormRequirement`).
 */
export interface OnboardingFormRequirementsTable {
  agency_id: number;
  form: OnboardingFormKey;
  all_disciplines: boolean;
  disciplines: WithDefault<string[]>;
  updated_at: WithDefault<Date | null>;
  updated_by_name: WithDefault<string>;
}

declare module '../../platform/db/database' {
  interface Database {
    onboarding_form_requirements: OnboardingFormRequirementsTable;
  }
}
