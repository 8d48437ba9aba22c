/**
 * The platform's agencies (Management → Agencies, "All agencies", issue 15, docs/agencies.md): for platform
 * operators only, staff accounts flagged by the `agency-server operator add` command (there is no API to
 * make one). They list every agency, add one with its first owner (invited by e-mail), and suspend and
 * resume agencies: a suspended agency's users cannot sign in and their sessions end; nothing is deleted.
 * Every other caller gets 403.
 */
import { defineCall } from './common';

export const PLATFORM_AGENCY_STATUSES = ['active', 'suspended'] as const;
export type PlatformAgencyStatus = (typeof PLATFORM_AGENCY_STATUSES)[number];

export const PLATFORM_AGENCY_STATUS_LABELS: Readonly<Record<PlatformAgencyStatus, string>> = Object.freeze({
  active: 'Active',
  suspended: 'Suspended',
});

/** The message every caller who is not a platform operator gets on /api/platform. */
export const OPERATORS_ONLY_MESSAGE = 'Only platform operators can manage agencies.';

/** One agency of the platform. */
export interface PlatformAgency {
  AgencyId: number;
  Name: string;
  /** The host label. */
  Slug: string;
  /** The owner's name and e-mail ('' when the agency has no owner). */
  OwnerName: string;
  OwnerEmail: string;
  /** Its accounts, staff and applicants. */
  Users: number;
  Status: PlatformAgencyStatus;
  /** ISO instant, or null while active. */
  SuspendedAt: string | null;
  /** ISO instant. */
  CreatedAt: string;
  /** The caller's own agency (which they cannot suspend). */
  Own: boolean;
}

/** The body of `createPlatformAgency`: the agency and its first owner. */
export interface NewAgencyPayload {
  Name: string;
  /** The host label: lowercase letters, digits and inner hyphens, at most 63 characters. */
  Slug: string;
  OwnerFirstName: string;
  OwnerLastName: string;
  OwnerEmail: string;
}

/** The agency created, and whether the owner's invitation e-mail went out. */
export interface CreatedPlatformAgency {
  Agency: PlatformAgency;
  Invited: boolean;
}

export const listPlatformAgencies = defineCall<{ response: PlatformAgency[] }>()({
  method: 'GET',
  path: '/api/platform/agencies',
});

/** Creates the agency and its owner (roles: admin), and e-mails the owner a one-time password to sign in with. */
export const createPlatformAgency = defineCall<{ body: NewAgencyPayload; response: CreatedPlatformAgency }>()({
  method: 'POST',
  path: '/api/platform/agencies',
});

/** Suspends an agency (not the caller's own): its users cannot sign in and their sessions end at once. */
export const suspendPlatformAgency = defineCall<{ response: PlatformAgency }>()({
  method: 'POST',
  path: '/api/platform/agencies/:id/suspend',
});

/** Resumes a suspended agency: its users sign in again. */
export const resumePlatformAgency = defineCall<{ response: PlatformAgency }>()({
  method: 'POST',
  path: '/api/platform/agencies/:id/resume',
});

/** The calls of this area, by name (`contract/index.ts` spreads them into `API_CALLS`). */
export const platformCalls = {
  listPlatformAgencies,
  createPlatformAgency,
  suspendPlatformAgency,
  resumePlatformAgency,
} as const;
