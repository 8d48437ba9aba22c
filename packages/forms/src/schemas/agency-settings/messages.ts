import { AGENCY_LOGO_MAX_BYTES } from '@agency/api-client/contract';
import { NAME_MAX_LENGTH, TEXT_MAX_LENGTH } from '../shared/constants';
import { agencyProfileMessages } from '../agency-profile/messages';
import { atMost } from '../shared/messages';
import { BRAND_CONTRAST_MIN, HOST_LABEL_MAX_LENGTH } from './constants';

/**
 * The agency's settings (Management → Agencies) and a new agency (platform operators): none given by SPEC,
 * chosen here (docs/agencies.md). The fields the agency profile has too (name, phone, address, recruitment
 * mailbox) keep its messages: one rule, one message.
 */
export const agencySettingsMessages = {
  nameRequired: agencyProfileMessages.nameRequired,
  nameMax: agencyProfileMessages.nameMax,
  phoneInvalid: agencyProfileMessages.phoneInvalid,
  phoneMax: agencyProfileMessages.phoneMax,
  phoneDigits: agencyProfileMessages.phoneDigits,
  address1Max: agencyProfileMessages.address1Max,
  address2Max: agencyProfileMessages.address2Max,
  cityMax: agencyProfileMessages.cityMax,
  stateMax: agencyProfileMessages.stateMax,
  zipCodeInvalid: agencyProfileMessages.zipCodeInvalid,
  recruitmentEmailInvalid: agencyProfileMessages.recruitmentEmailInvalid,
  recruitmentEmailMax: agencyProfileMessages.recruitmentEmailMax,
  timeZoneRequired: 'Time Zone is required',
  timeZoneInvalid: 'Time Zone must be an IANA time zone such as America/Chicago',
  primaryInvalid: 'Primary Color must be a hex color such as #1d4ed8',
  accentInvalid: 'Accent Color must be a hex color such as #0f766e',
  primaryContrast: `Primary Color is too light: white text on it must reach a contrast of ${BRAND_CONTRAST_MIN}:1 (WCAG AA). Choose a darker color.`,
  accentContrast: `Accent Color is too light: on the page background it must reach a contrast of ${BRAND_CONTRAST_MIN}:1 (WCAG AA). Choose a darker color.`,
  logoTooLarge: `The logo must be at most ${AGENCY_LOGO_MAX_BYTES / (1024 * 1024)} MB.`,
  logoType: 'The logo must be a PNG, JPEG or SVG image (its content decides, not its name).',
  logoSvgUnsafe:
    'The SVG logo holds scripts, event handlers or outside references (links, images, fonts): save it as a plain SVG, or as a PNG.',
  logoEmpty: 'The logo file is empty.',
  ownerFirstNameRequired: 'Owner First Name is required',
  ownerFirstNameMax: atMost('Owner First Name', NAME_MAX_LENGTH),
  ownerLastNameRequired: 'Owner Last Name is required',
  ownerLastNameMax: atMost('Owner Last Name', NAME_MAX_LENGTH),
  ownerEmailRequired: 'Owner Email is required',
  ownerEmailInvalid: 'Owner Email must be a valid email address',
  ownerEmailMax: atMost('Owner Email', TEXT_MAX_LENGTH),
  hostLabelRequired: 'Host Label is required',
  hostLabelMax: atMost('Host Label', HOST_LABEL_MAX_LENGTH),
  hostLabelInvalid:
    'Host Label may hold lowercase letters, digits and hyphens inside (it is the first part of the web address)',
  hostLabelReserved: 'Host Label "www" is reserved',
} as const;
