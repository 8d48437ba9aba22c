/**
 * core/identity: who is calling. The access token's principal and the authentication pre-handlers' port
 * (./principal.ts), the request's one context (./context.ts), the staff actor as stored now (./staff.ts),
 * the accounts, staff records and sessions tables (./tables.ts) and the session port (./sessions.ts).
 */
export { principalOf, type Authentication, type Principal } from './principal';
export {
  applicantContext,
  buildRequestContext,
  contextOf,
  ONLY_APPLICANTS_MESSAGE,
  staffContext,
  type ApplicantContext,
  type ApplicantScope,
  type OwnApplicantContext,
  type RequestContext,
  type StaffContext,
  type StaffScope,
} from './context';
export { insertRecruiter, personName, staffActor, type StaffActor } from './staff';
export {
  revokeFamily,
  revokeOtherFamilies,
  SessionScopedCache,
  sessionsChanged,
  shutOutAccount,
  watchSessions,
  type SessionChange,
} from './sessions';
export type {
  NewUser,
  RecruiterRow,
  RecruitersTable,
  RefreshTokenFamiliesTable,
  StaffStanding,
  UserRow,
  UsersTable,
} from './tables';
