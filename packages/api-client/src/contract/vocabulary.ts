/**
 * The shared vocabulary of the contract: the words more than one area (and the forms, the server and the
 * portal) use for the same thing: the applicant statuses of the pipeline, disciplines, specialties, shifts,
 * employment types, applicant sources and the US states. One list each, here; an area file imports them.
 *
 * React-free and dependency-free: safe to import from Node.
 */

// ---------------------------------------------------------------------------------------------
// The applicant pipeline's statuses
// ---------------------------------------------------------------------------------------------

/** The applicant pipeline of SPEC §4, in menu order: route key and label. */
export const APPLICANT_STATUSES = [
  { key: 'lead', label: 'New Lead' },
  { key: 'paper-screened', label: 'Pre-screened' },
  { key: 'phone-screened', label: 'Phone Screened' },
  { key: 'final-interview', label: 'Final Interview' },
  { key: 'offered', label: 'Offered' },
  { key: 'accepted', label: 'Accepted' },
  { key: 'refused', label: 'Refused' },
  { key: 'rejected', label: 'Rejected' },
] as const;
export type ApplicantStatus = (typeof APPLICANT_STATUSES)[number]['key'];

export const APPLICANT_STATUS_KEYS: readonly ApplicantStatus[] = APPLICANT_STATUSES.map((status) => status.key);

export function isApplicantStatus(value: unknown): value is ApplicantStatus {
  return typeof value === 'string' && (APPLICANT_STATUS_KEYS as readonly string[]).includes(value);
}

/** The menu label of a status ('paper-screened' → 'Pre-screened'). */
export function statusLabel(status: ApplicantStatus): string {
  return APPLICANT_STATUSES.find((entry) => entry.key === status)!.label;
}

// ---------------------------------------------------------------------------------------------
// An applicant's (and a job's) discipline, specialties, shift, employment type; how the applicant came
// ---------------------------------------------------------------------------------------------

export const DISCIPLINES = [
  'RN',
  'LPN/LVN',
  'CNA',
  'CST',
  'RT',
  'PT',
  'OT',
  'SLP',
  'Radiology Tech',
  'Lab Tech',
  'Pharmacist',
  'Other',
] as const;
export type Discipline = (typeof DISCIPLINES)[number];

export const SPECIALTIES = [
  'ICU',
  'ER',
  'Med-Surg',
  'Tele',
  'OR',
  'L&D',
  'NICU',
  'PICU',
  'Cath Lab',
  'Oncology',
  'Dialysis',
  'Psych',
  'Home Health',
  'LTC',
  'Step-Down',
  'PACU',
  'Pediatrics',
  'Rehab',
  'Case Management',
  'Float Pool',
] as const;
export type Specialty = (typeof SPECIALTIES)[number];

export const SHIFTS = [
  { key: 'days', label: 'Days' },
  { key: 'nights', label: 'Nights' },
  { key: 'evenings', label: 'Evenings' },
  { key: 'rotating', label: 'Rotating' },
] as const;
export type Shift = (typeof SHIFTS)[number]['key'];

export const EMPLOYMENT_TYPES = [
  { key: 'travel', label: 'Travel' },
  { key: 'local-contract', label: 'Local contract' },
  { key: 'per-diem', label: 'Per diem' },
  { key: 'permanent', label: 'Permanent' },
] as const;
export type EmploymentType = (typeof EMPLOYMENT_TYPES)[number]['key'];

export const APPLICANT_SOURCES = [
  { key: 'portal', label: 'Portal registration' },
  { key: 'referral', label: 'Referral' },
  { key: 'job-board', label: 'Job board' },
  { key: 'social-media', label: 'Social media' },
  { key: 'career-fair', label: 'Career fair' },
  { key: 'walk-in', label: 'Walk-in' },
  { key: 'careers', label: 'Careers site' },
  { key: 'other', label: 'Other' },
] as const;
export type ApplicantSource = (typeof APPLICANT_SOURCES)[number]['key'];

// ---------------------------------------------------------------------------------------------
// US states and territories (USPS codes), for addresses, licenses and desired locations
// ---------------------------------------------------------------------------------------------

export const US_STATES = [
  { code: 'AL', name: 'Alabama' },
  { code: 'AK', name: 'Alaska' },
  { code: 'AS', name: 'American Samoa' },
  { code: 'AZ', name: 'Arizona' },
  { code: 'AR', name: 'Arkansas' },
  { code: 'CA', name: 'California' },
  { code: 'CO', name: 'Colorado' },
  { code: 'CT', name: 'Connecticut' },
  { code: 'DE', name: 'Delaware' },
  { code: 'DC', name: 'District of Columbia' },
  { code: 'FL', name: 'Florida' },
  { code: 'GA', name: 'Georgia' },
  { code: 'GU', name: 'Guam' },
  { code: 'HI', name: 'Hawaii' },
  { code: 'ID', name: 'Idaho' },
  { code: 'IL', name: 'Illinois' },
  { code: 'IN', name: 'Indiana' },
  { code: 'IA', name: 'Iowa' },
  { code: 'KS', name: 'Kansas' },
  { code: 'KY', name: 'Kentucky' },
  { code: 'LA', name: 'Louisiana' },
  { code: 'ME', name: 'Maine' },
  { code: 'MD', name: 'Maryland' },
  { code: 'MA', name: 'Massachusetts' },
  { code: 'MI', name: 'Michigan' },
  { code: 'MN', name: 'Minnesota' },
  { code: 'MS', name: 'Mississippi' },
  { code: 'MO', name: 'Missouri' },
  { code: 'MT', name: 'Montana' },
  { code: 'NE', name: 'Nebraska' },
  { code: 'NV', name: 'Nevada' },
  { code: 'NH', name: 'New Hampshire' },
  { code: 'NJ', name: 'New Jersey' },
  { code: 'NM', name: 'New Mexico' },
  { code: 'NY', name: 'New York' },
  { code: 'NC', name: 'North Carolina' },
  { code: 'ND', name: 'North Dakota' },
  { code: 'MP', name: 'Northern Mariana Islands' },
  { code: 'OH', name: 'Ohio' },
  { code: 'OK', name: 'Oklahoma' },
  { code: 'OR', name: 'Oregon' },
  { code: 'PA', name: 'Pennsylvania' },
  { code: 'PR', name: 'Puerto Rico' },
  { code: 'RI', name: 'Rhode Island' },
  { code: 'SC', name: 'South Carolina' },
  { code: 'SD', name: 'South Dakota' },
  { code: 'TN', name: 'Tennessee' },
  { code: 'TX', name: 'Texas' },
  { code: 'VI', name: 'U.S. Virgin Islands' },
  { code: 'UT', name: 'Utah' },
  { code: 'VT', name: 'Vermont' },
  { code: 'VA', name: 'Virginia' },
  { code: 'WA', name: 'Washington' },
  { code: 'WV', name: 'West Virginia' },
  { code: 'WI', name: 'Wisconsin' },
  { code: 'WY', name: 'Wyoming' },
] as const;
export type UsStateCode = (typeof US_STATES)[number]['code'];

export const US_STATE_CODES: readonly UsStateCode[] = US_STATES.map((state) => state.code);

export function isUsStateCode(value: unknown): value is UsStateCode {
  return typeof value === 'string' && (US_STATE_CODES as readonly string[]).includes(value);
}
