import './tables';

/**
 * core/form-rules: who must complete each form of the applicant area, per agency (the forms catalogue,
 * migration 0023): read by the onboarding checklist and its locks, the applicant lists' progress and matching,
 * and edited on the Forms screen (features/upload-requirements/catalogue.ts). No routes; it imports only
 * platform/, so every feature may read it. docs/onboarding.md, "The forms catalogue".
 */
export { formRuleEntries, formRules, type FormRuleEntry, type FormRules } from './rules';
export type { OnboardingFormRequirementsTable } from './tables';
