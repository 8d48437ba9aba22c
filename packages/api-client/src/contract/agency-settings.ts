/**
 * The agency's own settings (Management → Agencies, issue 15, docs/agencies.md): its name, logo, brand colors,
 * time zone, recruitment mailbox, address and phone, changed by the agency's admins and its owner
 * (`agency.settings`), read by every staff member; and its branding (name, logo, colors), read without sign-in
 * by the sign-in screens of its host and by the portal's theme.
 */
import { isSupportedTimeZone } from './calendar';
import { defineCall } from './common';

/** One time zone an agency can choose (IANA name and how people read it). */
export interface AgencyTimeZone {
  Value: string;
  Label: string;
}

/**
 * The agency time zones offered first, by name: the US ones (every zone of US_STATE_TIME_ZONES,
 * contract/geography) and UTC. An agency may choose any IANA zone the runtime supports (`isAgencyTimeZone`):
 * its times (the calendar, the schedule dialogs, lists, e-mails to applicants) are read and written in it.
 */
export const AGENCY_TIME_ZONES: readonly AgencyTimeZone[] = Object.freeze([
  { Value: 'America/New_York', Label: 'Eastern Time (New York)' },
  { Value: 'America/Detroit', Label: 'Eastern Time (Detroit)' },
  { Value: 'America/Indiana/Indianapolis', Label: 'Eastern Time (Indianapolis)' },
  { Value: 'America/Chicago', Label: 'Central Time (Chicago)' },
  { Value: 'America/Denver', Label: 'Mountain Time (Denver)' },
  { Value: 'America/Boise', Label: 'Mountain Time (Boise)' },
  { Value: 'America/Phoenix', Label: 'Mountain Time, no daylight saving (Phoenix)' },
  { Value: 'America/Los_Angeles', Label: 'Pacific Time (Los Angeles)' },
  { Value: 'America/Anchorage', Label: 'Alaska Time (Anchorage)' },
  { Value: 'Pacific/Honolulu', Label: 'Hawaii Time (Honolulu)' },
  { Value: 'America/Puerto_Rico', Label: 'Atlantic Time (Puerto Rico)' },
  { Value: 'America/St_Thomas', Label: 'Atlantic Time (US Virgin Islands)' },
  { Value: 'Pacific/Guam', Label: 'Chamorro Time (Guam)' },
  { Value: 'Pacific/Saipan', Label: 'Chamorro Time (Saipan)' },
  { Value: 'Pacific/Pago_Pago', Label: 'Samoa Time (Pago Pago)' },
  { Value: 'UTC', Label: 'Coordinated Universal Time (UTC)' },
]);

/** The time zone of an agency that never chose one (migration 0031's default; the demo agency's is its state's). */
export const AGENCY_DEFAULT_TIME_ZONE = 'America/New_York';

/** Whether an agency (or a staff member's preference) may use this zone: an IANA zone Intl supports. */
export function isAgencyTimeZone(value: unknown): value is string {
  return isSupportedTimeZone(value);
}

/** The largest logo (bytes): 1 MB. */
export const AGENCY_LOGO_MAX_BYTES = 1024 * 1024;

/** The logo's formats, decided by the file's content (an SVG must hold no script, handler or outside reference). */
export const AGENCY_LOGO_TYPES = Object.freeze([
  { contentType: 'image/png', label: 'PNG', extensions: ['.png'] },
  { contentType: 'image/jpeg', label: 'JPEG', extensions: ['.jpg', '.jpeg'] },
  { contentType: 'image/svg+xml', label: 'SVG', extensions: ['.svg'] },
] as const);
export type AgencyLogoType = (typeof AGENCY_LOGO_TYPES)[number]['contentType'];

/** What a suspended agency's users are told when they sign in (the token endpoint's `error_description`). */
export const AGENCY_SUSPENDED_MESSAGE = 'This agency is suspended. Contact support.';

/** The agency's settings as staff read them. */
export interface AgencySettings {
  AgencyId: number;
  /** The host label (the first label of the agency's host name). */
  Slug: string;
  Name: string;
  Phone: string;
  Address1: string;
  Address2: string;
  City: string;
  State: string;
  ZipCode: string;
  /** The mailbox of the registration screen's note (applicants send a resume there when sign-up is difficult). */
  RecruitmentEmail: string;
  /** IANA time zone (`isAgencyTimeZone`): the agency's times are shown, typed and e-mailed in it. */
  TimeZone: string;
  /** #rrggbb, or '' for the portal's own color. */
  BrandPrimary: string;
  BrandAccent: string;
  /** The logo's address (relative to the API's base URL), or null: no logo. */
  LogoUrl: string | null;
  /** The caller may change the settings (`agency.settings`, or the agency's owner). */
  CanEdit: boolean;
  /** The caller is the agency's owner (the agency's mail server is theirs: Agency Profile). */
  Owner: boolean;
  /** The caller is a platform operator (the All agencies section). */
  Operator: boolean;
}

/**
 * The body of `updateAgencySettings`: the agency's look and time (the logo has calls of its own). The name,
 * contact details and recruitment mailbox are the agency profile's (`updateAgency`, the owner's): one screen
 * edits each fact.
 */
export type AgencySettingsPayload = Pick<AgencySettings, 'TimeZone' | 'BrandPrimary' | 'BrandAccent'>;

/** What the sign-in screens and the portal's theme read of the agency of the request's host. */
export interface AgencyBranding {
  Name: string;
  /** The logo's address (relative to the API's base URL), or null. */
  LogoUrl: string | null;
  /** #rrggbb, or null: the portal's own colors. */
  BrandPrimary: string | null;
  BrandAccent: string | null;
  /** The registration note's mailbox ('' when the agency has none). */
  RecruitmentEmail: string;
}

/** The agency's settings (every staff member). */
export const getAgencySettings = defineCall<{ response: AgencySettings }>()({
  method: 'GET',
  path: '/api/agency/settings',
});

/** Changes the settings (`agency.settings`, or the owner); answers them as saved. */
export const updateAgencySettings = defineCall<{ body: AgencySettingsPayload; response: AgencySettings }>()({
  method: 'PUT',
  path: '/api/agency/settings',
});

/**
 * Replaces the logo: the image itself as the body (PNG, JPEG or SVG by content, at most AGENCY_LOGO_MAX_BYTES;
 * 413 above it, 400 for another type or an SVG with scripts or outside references).
 */
export const uploadAgencyLogo = defineCall<{ body: Blob; response: AgencySettings }>()({
  method: 'PUT',
  path: '/api/agency/logo',
});

/** Removes the logo. */
export const deleteAgencyLogo = defineCall<{ response: AgencySettings }>()({
  method: 'DELETE',
  path: '/api/agency/logo',
});

/** The branding of the agency of the request's host (no sign-in). */
export const getAgencyBranding = defineCall<{ response: AgencyBranding }>()({
  method: 'GET',
  path: '/api/agency/branding',
  anonymous: true,
});

/** The logo of the agency of the request's host (no sign-in); 404 when it has none. */
export const getAgencyLogo = defineCall<{ response: Blob }>()({
  method: 'GET',
  path: '/api/agency/logo',
  anonymous: true,
  responseType: 'blob',
});

/** The calls of this area, by name (`contract/index.ts` spreads them into `API_CALLS`). */
export const agencySettingsCalls = {
  getAgencySettings,
  updateAgencySettings,
  uploadAgencyLogo,
  deleteAgencyLogo,
  getAgencyBranding,
  getAgencyLogo,
} as const;
