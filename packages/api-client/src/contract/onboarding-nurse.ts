/**
 * The Nurse Form (`nurse-form`, issue 12; ONBOARDING.md §6.1-6.6, §6.10): the nurse's licenses,
 * certifications, education, employment history, professional references and military service. Only for
 * the nursing disciplines (`NURSE_FORM_DISCIPLINES`): the checklist, the home and the progress count it
 * for those applicants, and for those whose discipline is not known yet (`ONBOARDING_FORMS`' `disciplines`,
 * `onboardingFormApplies`).
 *
 * Every entry of a list carries an `Id` made by the client (`crypto.randomUUID()`), stable across drafts:
 * the sub-screens edit one entry by its Id, the credential expiries are keyed by it ('license:<Id>',
 * 'cert:<Id>'), and reference requests (the "Request reference" e-mail) are keyed by the reference's Id.
 *
 * License numbers are NOT sensitive: they are public record (Nursys QuickConfirm and every board of
 * nursing show them to anyone), so they are stored and shown as typed, like the license's state and dates.
 *
 * Field names are PascalCase like the rest of the contract. Optional text is '' (never null), optional
 * choices and dates are null, dates are YYYY-MM-DD.
 *
 * React-free and dependency-free: safe to import from Node.
 */
import type { Discipline, UsStateCode } from './vocabulary';

/** The disciplines the Nurse Form is for (DISCIPLINES' nursing ones). */
export const NURSE_FORM_DISCIPLINES: readonly Discipline[] = Object.freeze(['RN', 'LPN/LVN', 'CNA'] as const);

/** Whether this is a nursing discipline (RN, LPN/LVN, CNA). */
export function isNursingDiscipline(discipline: Discipline | null | undefined): boolean {
  return discipline != null && NURSE_FORM_DISCIPLINES.includes(discipline);
}

/** Nursys QuickConfirm, the free public license lookup (ONBOARDING.md §6.1). */
export const NURSYS_URL = 'https://www.nursys.com/';

/** What the applicant certifies when signing the Nurse Form. */
export const NURSE_FORM_ATTESTATION_TEXT =
  'I certify that the information I have given on this form about my licenses, certifications, education, employment, references and military service is true and complete. I understand that false or missing information may lead to my application being rejected or my assignment being ended.';

/** Most entries in each list. */
export const NURSE_ENTRIES_MAX = 20;
/** A gap longer than this many months between two jobs needs an explanation. */
export const NURSE_EMPLOYMENT_GAP_MONTHS = 3;
/** How many supervisory references the form needs. */
export const NURSE_SUPERVISORY_REFERENCES_MIN = 2;

// ---------------------------------------------------------------------------------------------
// Licenses (§6.1)
// ---------------------------------------------------------------------------------------------

export const NURSE_LICENSE_TYPES = [
  { key: 'RN', label: 'RN (Registered Nurse)' },
  { key: 'LPN', label: 'LPN (Licensed Practical Nurse)' },
  { key: 'LVN', label: 'LVN (Licensed Vocational Nurse)' },
  { key: 'CNA', label: 'CNA (Certified Nursing Assistant)' },
  { key: 'APRN', label: 'APRN (Advanced Practice Registered Nurse)' },
  { key: 'Other', label: 'Other' },
] as const;
export type NurseLicenseType = (typeof NURSE_LICENSE_TYPES)[number]['key'];

/** The license types a multistate (Nurse Licensure Compact) license exists for: RN and LPN/VN only. */
export const NURSE_COMPACT_LICENSE_TYPES: readonly NurseLicenseType[] = Object.freeze(['RN', 'LPN', 'LVN'] as const);

export interface NurseLicense {
  Id: string;
  Type: NurseLicenseType;
  /** What the license is, for Type 'Other'; '' otherwise. */
  OtherType: string;
  /** The issuing state or jurisdiction. */
  State: UsStateCode | null;
  /** As on the license; public record (not sensitive). */
  Number: string;
  /** A multistate (NLC) license; always false for types outside `NURSE_COMPACT_LICENSE_TYPES`. */
  Compact: boolean;
  /** YYYY-MM-DD. */
  IssueDate: string | null;
  /** YYYY-MM-DD; drives the expiry reminders. */
  ExpiryDate: string | null;
  /** A photo or scan of the license card, if any. */
  CardUploadId: string | null;
}

// ---------------------------------------------------------------------------------------------
// Certifications (§6.2)
// ---------------------------------------------------------------------------------------------

export const NURSE_CERTIFICATION_NAMES = [
  { key: 'BLS', label: 'BLS (Basic Life Support)' },
  { key: 'ACLS', label: 'ACLS (Advanced Cardiovascular Life Support)' },
  { key: 'PALS', label: 'PALS (Pediatric Advanced Life Support)' },
  { key: 'NRP', label: 'NRP (Neonatal Resuscitation Program)' },
  { key: 'TNCC', label: 'TNCC (Trauma Nursing Core Course)' },
  { key: 'Other', label: 'Other' },
] as const;
export type NurseCertificationName = (typeof NURSE_CERTIFICATION_NAMES)[number]['key'];

export interface NurseCertification {
  Id: string;
  Name: NurseCertificationName;
  /** The certification's name, for Name 'Other' (e.g. 'CCRN', 'ENPC'); '' otherwise. */
  OtherName: string;
  /** E.g. 'American Heart Association'. */
  IssuedBy: string;
  /** YYYY-MM-DD; drives the expiry reminders. */
  ExpiryDate: string | null;
  CardUploadId: string | null;
}

// ---------------------------------------------------------------------------------------------
// Education (§6.5)
// ---------------------------------------------------------------------------------------------

export const NURSE_DEGREES = [
  { key: 'diploma', label: 'Nursing diploma' },
  { key: 'certificate', label: 'Certificate (LPN/LVN, CNA)' },
  { key: 'ADN', label: 'ADN (Associate Degree in Nursing)' },
  { key: 'BSN', label: 'BSN (Bachelor of Science in Nursing)' },
  { key: 'MSN', label: 'MSN (Master of Science in Nursing)' },
  { key: 'DNP', label: 'DNP (Doctor of Nursing Practice)' },
  { key: 'other', label: 'Other' },
] as const;
export type NurseDegree = (typeof NURSE_DEGREES)[number]['key'];

export interface NurseEducation {
  Id: string;
  School: string;
  City: string;
  State: UsStateCode | null;
  Degree: NurseDegree;
  /** The field of study or major, e.g. 'Nursing'. */
  Field: string;
  /** YYYY-MM-DD. */
  From: string | null;
  /** YYYY-MM-DD: the end (or expected end) of the studies. */
  To: string | null;
  Graduated: boolean;
}

// ---------------------------------------------------------------------------------------------
// Employment history (§6.4)
// ---------------------------------------------------------------------------------------------

export interface NurseEmployment {
  Id: string;
  Facility: string;
  City: string;
  State: UsStateCode | null;
  /** The unit or department, e.g. 'ICU'. */
  Unit: string;
  /** The facility's beds; null if unknown. */
  BedCount: number | null;
  /** The title or role, e.g. 'Staff RN'. */
  Position: string;
  /** Worked as charge nurse. */
  Charge: boolean;
  /** YYYY-MM-DD. */
  From: string | null;
  /** YYYY-MM-DD; null while `Current`. */
  To: string | null;
  /** The applicant still works there. */
  Current: boolean;
  /** '' while `Current`. */
  ReasonForLeaving: string;
  /** Why there was no work before this job, when the gap to the previous job is over 3 months. */
  GapExplanation: string;
}

/** `date` (YYYY-MM-DD) plus `months` calendar months (the day clamped to the month's end). */
function addMonths(date: string, months: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const total = y * 12 + (m - 1) + months;
  const year = Math.floor(total / 12);
  const month = (total % 12) + 1;
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const day = Math.min(d, last);
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/**
 * The Ids of the jobs that start more than `NURSE_EMPLOYMENT_GAP_MONTHS` months after every earlier job
 * ended (in the order of their start dates; a current job never ends). The first job needs no explanation,
 * and jobs without a start date, or earlier jobs without an end date, are left out of the reckoning.
 */
export function nurseEmploymentGaps(
  employment: readonly Pick<NurseEmployment, 'Id' | 'From' | 'To' | 'Current'>[],
): string[] {
  const dated = employment
    .filter((job) => !!job.From && /^\d{4}-\d{2}-\d{2}$/.test(job.From))
    .slice()
    .sort((a, b) => (a.From! < b.From! ? -1 : a.From! > b.From! ? 1 : 0));
  const gaps: string[] = [];
  let lastEnd: string | null = null;
  let ongoing = false;
  for (const [index, job] of dated.entries()) {
    if (index > 0 && !ongoing && lastEnd && job.From! > addMonths(lastEnd, NURSE_EMPLOYMENT_GAP_MONTHS)) {
      gaps.push(job.Id);
    }
    if (job.Current) ongoing = true;
    else if (job.To && (!lastEnd || job.To > lastEnd)) lastEnd = job.To;
  }
  return gaps;
}

// ---------------------------------------------------------------------------------------------
// Professional references (§6.6)
// ---------------------------------------------------------------------------------------------

/** How the reference knows the applicant; the first four are supervisory by default. */
export const NURSE_REFERENCE_RELATIONSHIPS = [
  { key: 'manager', label: 'Unit manager or director' },
  { key: 'assistant-manager', label: 'Assistant manager' },
  { key: 'supervisor', label: 'Supervisor' },
  { key: 'charge-nurse', label: 'Charge nurse' },
  { key: 'colleague', label: 'Colleague' },
  { key: 'other', label: 'Other' },
] as const;
export type NurseReferenceRelationship = (typeof NURSE_REFERENCE_RELATIONSHIPS)[number]['key'];

/** The relationships that count as supervisory (ONBOARDING.md §6.6: manager, assistant manager or charge nurse). */
export const NURSE_SUPERVISORY_RELATIONSHIPS: readonly NurseReferenceRelationship[] = Object.freeze([
  'manager',
  'assistant-manager',
  'supervisor',
  'charge-nurse',
] as const);

/** One professional reference; the "Request reference" e-mail and its answers are keyed by `Id`. */
export interface NurseReference {
  Id: string;
  Name: string;
  /** The reference's job title, e.g. 'Nurse Manager'. */
  Title: string;
  /** Where they worked together. */
  Facility: string;
  Phone: string;
  Email: string;
  Relationship: NurseReferenceRelationship;
  /** The reference supervised the applicant (manager, assistant manager, charge nurse). */
  Supervisory: boolean;
  /** YYYY-MM-DD. */
  WorkedTogetherFrom: string | null;
  /** YYYY-MM-DD; null if they still work together. */
  WorkedTogetherTo: string | null;
}

// ---------------------------------------------------------------------------------------------
// Military service (§6.10, optional)
// ---------------------------------------------------------------------------------------------

export const MILITARY_BRANCHES = [
  { key: 'army', label: 'Army' },
  { key: 'navy', label: 'Navy' },
  { key: 'air-force', label: 'Air Force' },
  { key: 'marine-corps', label: 'Marine Corps' },
  { key: 'coast-guard', label: 'Coast Guard' },
  { key: 'space-force', label: 'Space Force' },
  { key: 'national-guard', label: 'National Guard' },
  { key: 'reserves', label: 'Reserves' },
] as const;
export type MilitaryBranch = (typeof MILITARY_BRANCHES)[number]['key'];

export const MILITARY_DISCHARGE_TYPES = [
  { key: 'honorable', label: 'Honorable' },
  { key: 'general', label: 'General (under honorable conditions)' },
  { key: 'other-than-honorable', label: 'Other than honorable' },
  { key: 'bad-conduct', label: 'Bad conduct' },
  { key: 'dishonorable', label: 'Dishonorable' },
  { key: 'entry-level', label: 'Entry-level separation (uncharacterized)' },
  { key: 'still-serving', label: 'Still serving' },
] as const;
export type MilitaryDischargeType = (typeof MILITARY_DISCHARGE_TYPES)[number]['key'];

export interface NurseMilitaryService {
  Branch: MilitaryBranch;
  /** YYYY-MM-DD. */
  From: string | null;
  /** YYYY-MM-DD; null while still serving. */
  To: string | null;
  DischargeType: MilitaryDischargeType | null;
}

// ---------------------------------------------------------------------------------------------
// The form
// ---------------------------------------------------------------------------------------------

export interface NurseFormData {
  Licenses: NurseLicense[];
  Certifications: NurseCertification[];
  Education: NurseEducation[];
  Employment: NurseEmployment[];
  References: NurseReference[];
  /** Served in the armed forces; `Military` is null when false. */
  HasMilitaryService: boolean;
  Military: NurseMilitaryService | null;
}

/** The sub-screens' sections, in the order the form shows them, with the list each one edits. */
export const NURSE_FORM_SECTIONS = [
  { key: 'license', list: 'Licenses', title: 'License', plural: 'Licenses' },
  { key: 'certification', list: 'Certifications', title: 'Certification', plural: 'Certifications' },
  { key: 'education', list: 'Education', title: 'Education', plural: 'Education' },
  { key: 'employment', list: 'Employment', title: 'Employment', plural: 'Employment history' },
  { key: 'reference', list: 'References', title: 'Reference', plural: 'References' },
] as const;
export type NurseFormSection = (typeof NURSE_FORM_SECTIONS)[number]['key'];

/** The label a license is known by: 'RN license (TX)'. */
export function nurseLicenseLabel(license: Pick<NurseLicense, 'Type' | 'OtherType' | 'State'>): string {
  const type = license.Type === 'Other' ? license.OtherType.trim() || 'Other' : license.Type;
  return `${type} license${license.State ? ` (${license.State})` : ''}`;
}

/** The label a certification is known by: 'BLS card'. */
export function nurseCertificationLabel(certification: Pick<NurseCertification, 'Name' | 'OtherName'>): string {
  const name = certification.Name === 'Other' ? certification.OtherName.trim() || 'Other' : certification.Name;
  return `${name} card`;
}

/**
 * The credential expiries a submitted Nurse Form reports (source 'nurse-form'): each license
 * ('license:<Id>', 'RN license (TX)') and each certification ('cert:<Id>', 'BLS card') with an expiry date.
 */
export function nurseFormExpiries(
  data: Pick<NurseFormData, 'Licenses' | 'Certifications'>,
): { key: string; label: string; expiresOn: string }[] {
  return [
    ...data.Licenses.filter((license) => license.ExpiryDate).map((license) => ({
      key: `license:${license.Id}`,
      label: nurseLicenseLabel(license),
      expiresOn: license.ExpiryDate!,
    })),
    ...data.Certifications.filter((certification) => certification.ExpiryDate).map((certification) => ({
      key: `cert:${certification.Id}`,
      label: nurseCertificationLabel(certification),
      expiresOn: certification.ExpiryDate!,
    })),
  ];
}
