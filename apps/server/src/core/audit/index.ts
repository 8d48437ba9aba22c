/**
 * core/audit: the one home of the two audit streams, each written in the transaction of the action it records.
 * - The agency's security log (`audit_log`, ./security.ts: `recordAudit`): who did what to which account
 *   (sign-ins, locks, roles, settings), read on Manage Users (docs/user-management.md).
 * - The applicant stream (`onboarding_audit`, ./applicant.ts: `writeAudit`, `writeApplicantAudit`): what was
 *   done to one applicant's onboarding and by whom, read on the applicant's record (docs/onboarding.md).
 */
export {
  AUDIT_ACTIONS,
  auditName,
  recordAudit,
  type AuditAction,
  type AuditLogRow,
  type AuditLogTable,
  type AuditRecord,
} from './security';
export {
  auditValues,
  listAudit,
  writeApplicantAudit,
  writeAudit,
  type AuditEntry,
  type OnboardingAuditTable,
} from './applicant';
