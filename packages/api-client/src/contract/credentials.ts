/**
 * Credential expiries (issue 12 "Expiry"): every dated credential an applicant gave (licenses,
 * certifications, TB test, fit test, the flu season, uploaded documents) with its expiry date. A daily job
 * e-mails the applicant and their owner 90, 60, 30 and 7 days before and on the day of expiry, once per
 * threshold; the applicant record lists them and the dashboard counts those expiring within
 * `CREDENTIAL_EXPIRING_DAYS`. Credentials of health forms are listed only to the roles of
 * `onboarding.health` and the applicant's owner. docs/onboarding.md describes it.
 *
 * React-free and dependency-free: safe to import from Node.
 */
import { defineCall } from './common';

/** Days before expiry at which the applicant and their owner are e-mailed (0: on the day it expires). */
export const CREDENTIAL_EXPIRY_THRESHOLDS = [90, 60, 30, 7, 0] as const;
export type CredentialExpiryThreshold = (typeof CREDENTIAL_EXPIRY_THRESHOLDS)[number];

/** Where a credential comes from: an onboarding form's key, or 'upload-requirements'. */
export type CredentialSource = string;

/** One dated credential. */
export interface CredentialExpiryEntry {
  ApplicantId: number;
  ApplicantName: string;
  /** The applicant's number (the record's address). */
  ApplicantNumber: number;
  Source: CredentialSource;
  Key: string;
  Label: string;
  /** YYYY-MM-DD */
  ExpiresOn: string;
  /** Days from today (UTC) to the expiry; negative once expired. */
  DaysLeft: number;
  State: 'valid' | 'expiring' | 'expired';
}

/** The dashboard's card: credentials of the agency expiring within the window (today included). */
export interface ExpiringCredentials {
  Days: number;
  Total: number;
  /** The soonest first, at most 20. */
  Items: CredentialExpiryEntry[];
}

/** "Credentials expiring in 30 days" (the dashboard card's title). */
export const EXPIRING_CREDENTIALS_TITLE = 'Credentials expiring in 30 days';

/** "Expires in 12 days", "Expires today", "Expired 3 days ago". */
export function credentialDaysText(daysLeft: number): string {
  if (daysLeft === 0) return 'Expires today';
  if (daysLeft === 1) return 'Expires tomorrow';
  if (daysLeft > 1) return `Expires in ${daysLeft} days`;
  return daysLeft === -1 ? 'Expired yesterday' : `Expired ${-daysLeft} days ago`;
}

/** Every dated credential of an applicant, soonest first (the record's "Expiring credentials"). */
export const getApplicantCredentialExpiries = defineCall<{ response: CredentialExpiryEntry[] }>()({
  method: 'GET',
  path: '/api/applicants/:id/credential-expiries',
});

/** The signed-in applicant's own dated credentials, soonest first. */
export const getOwnCredentialExpiries = defineCall<{ response: CredentialExpiryEntry[] }>()({
  method: 'GET',
  path: '/api/onboarding/credential-expiries',
});

/** The agency's credentials expiring within 30 days (the dashboard). */
export const listExpiringCredentials = defineCall<{ response: ExpiringCredentials }>()({
  method: 'GET',
  path: '/api/credentials/expiring',
});

/** The calls of this area, by name (`contract/index.ts` spreads them into `API_CALLS`). */
export const credentialCalls = {
  getApplicantCredentialExpiries,
  getOwnCredentialExpiries,
  listExpiringCredentials,
} as const;
