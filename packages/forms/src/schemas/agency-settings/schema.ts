import { object, string, type InferType } from 'yup';
import {
  AGENCY_LOGO_MAX_BYTES,
  AGENCY_LOGO_TYPES,
  AGENCY_TIME_ZONES,
  isAgencyTimeZone,
} from '@agency/api-client/contract';
import { EMAIL_PATTERN, NAME_MAX_LENGTH, TEXT_MAX_LENGTH } from '../shared/constants';
import { BRAND_CONTRAST_MIN, HOST_LABEL_MAX_LENGTH } from './constants';
import { brandContrast, HEX_COLOR_PATTERN, normalizeHexColor } from './contrast';
import { agencySettingsMessages as m } from './messages';

// The agency's settings (PUT /api/agency/settings) and a new agency (POST /api/platform/agencies): the form
// values use the payload's field names, so the server's `Errors` land on the fields as they are; the same
// schemas validate the payloads on the server (docs/agencies.md).

/** An optional brand color: '' (the portal's own) or a hex color, stored as #rrggbb, readable where it is used. */
const brandColor = (invalid: string, contrast: string, reached: (hex: string) => number | null) =>
  string()
    .default('')
    .transform((value: unknown) => (typeof value === 'string' ? normalizeHexColor(value) : value))
    .matches(HEX_COLOR_PATTERN, { message: invalid, excludeEmptyString: true })
    .test({
      name: 'contrast',
      message: contrast,
      test: (value) => {
        if (!value || !HEX_COLOR_PATTERN.test(value)) return true;
        return (reached(value) ?? 0) >= BRAND_CONTRAST_MIN;
      },
    });

/**
 * The agency's look and time (Management → Agencies): its time zone and brand colors. Its name, contact details
 * and recruitment mailbox are the agency profile's (`agencyProfileSchema`, update-agency): one screen edits
 * each fact (issue 28, item 11).
 */
export const agencySettingsSchema = object({
  TimeZone: string()
    .trim()
    .required(m.timeZoneRequired)
    .test({ name: 'timeZone', message: m.timeZoneInvalid, test: (value) => !value || isAgencyTimeZone(value) }),
  BrandPrimary: brandColor(m.primaryInvalid, m.primaryContrast, brandContrast.primary),
  BrandAccent: brandColor(m.accentInvalid, m.accentContrast, brandContrast.accent),
});
/** The settings form's values, which are also the validated update payload. */
export type AgencySettingsValues = InferType<typeof agencySettingsSchema>;

/** The time zones of the settings form's list, as options: the US zones and UTC, by name (the others follow them). */
export const AGENCY_TIME_ZONE_OPTIONS = AGENCY_TIME_ZONES.map((zone) => ({ value: zone.Value, label: zone.Label }));

/** A host label: one DNS label (0001_initial's CHECK on agencies.slug), lower-cased; 'www' is no agency's. */
export const HOST_LABEL_PATTERN = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;

export const newAgencySchema = object({
  Name: string().trim().required(m.nameRequired).max(TEXT_MAX_LENGTH, m.nameMax),
  Slug: string()
    .trim()
    .lowercase()
    .required(m.hostLabelRequired)
    .max(HOST_LABEL_MAX_LENGTH, m.hostLabelMax)
    .matches(HOST_LABEL_PATTERN, m.hostLabelInvalid)
    .notOneOf(['www'], m.hostLabelReserved),
  OwnerFirstName: string().trim().required(m.ownerFirstNameRequired).max(NAME_MAX_LENGTH, m.ownerFirstNameMax),
  OwnerLastName: string().trim().required(m.ownerLastNameRequired).max(NAME_MAX_LENGTH, m.ownerLastNameMax),
  OwnerEmail: string()
    .trim()
    .required(m.ownerEmailRequired)
    .max(TEXT_MAX_LENGTH, m.ownerEmailMax)
    .matches(EMAIL_PATTERN, m.ownerEmailInvalid),
});
/** The add-agency form's values, which are also the validated create payload. */
export type NewAgencyValues = InferType<typeof newAgencySchema>;

/**
 * Why a chosen logo file cannot be sent (null: it can): empty, over 1 MB, or not named and typed as a PNG,
 * JPEG or SVG. The server decides by the content again, and refuses an SVG that holds scripts, handlers
 * or outside references (`messages.agencySettings.logoSvgUnsafe`).
 */
export function agencyLogoRefusal(file: { size: number; type: string; name: string }): string | null {
  if (file.size === 0) return m.logoEmpty;
  if (file.size > AGENCY_LOGO_MAX_BYTES) return m.logoTooLarge;
  const name = file.name.toLowerCase();
  const known = AGENCY_LOGO_TYPES.some(
    (type) =>
      type.contentType === file.type || (type.extensions as readonly string[]).some((ext) => name.endsWith(ext)),
  );
  return known ? null : m.logoType;
}
