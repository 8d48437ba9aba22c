import {
  MILITARY_BRANCHES,
  MILITARY_DISCHARGE_TYPES,
  NURSE_CERTIFICATION_NAMES,
  NURSE_DEGREES,
  NURSE_LICENSE_TYPES,
  NURSE_REFERENCE_RELATIONSHIPS,
  nurseCertificationLabel,
  nurseLicenseLabel,
  type NurseCertificationName,
  type NurseLicenseType,
} from '@agency/api-client/contract';
import { formatDate, formatPhone } from '@agency/ui';
import type { ReactNode } from 'react';
import type { AnyObjectSchema } from 'yup';
import {
  nurseCertificationSchema,
  nurseEducationSchema,
  nurseEmploymentSchema,
  nurseLicenseSchema,
  nurseMilitarySchema,
  nurseReferenceSchema,
} from '../../schemas';
import { labelOf, yesNo, type ReadOnlySection } from '../../internal/onboarding/layout';
import { stateLabel } from '../../internal/onboarding/options';

// The Nurse Form's sections (ONBOARDING.md §6): each a list of entries edited one at a time on a
// sub-screen (military: one entry at most). The inputs hold text ('' when empty) and true/false; the
// schemas cast them (dates to null, the bed count to a number) when the form is submitted.

export const EMPTY_LICENSE = {
  Id: '',
  Type: '',
  OtherType: '',
  State: '',
  Number: '',
  Compact: false,
  IssueDate: '',
  ExpiryDate: '',
  CardUploadId: '',
};
export const EMPTY_CERTIFICATION = {
  Id: '',
  Name: '',
  OtherName: '',
  IssuedBy: '',
  ExpiryDate: '',
  CardUploadId: '',
};
export const EMPTY_EDUCATION = {
  Id: '',
  School: '',
  City: '',
  State: '',
  Degree: '',
  Field: '',
  From: '',
  To: '',
  Graduated: false,
};
export const EMPTY_EMPLOYMENT = {
  Id: '',
  Facility: '',
  City: '',
  State: '',
  Unit: '',
  BedCount: '',
  Position: '',
  Charge: false,
  Current: false,
  From: '',
  To: '',
  ReasonForLeaving: '',
  GapExplanation: '',
};
export const EMPTY_REFERENCE = {
  Id: '',
  Name: '',
  Title: '',
  Facility: '',
  Phone: '',
  Email: '',
  Relationship: '',
  Supervisory: false,
  WorkedTogetherFrom: '',
  WorkedTogetherTo: '',
};
export const EMPTY_MILITARY = { Branch: '', From: '', To: '', DischargeType: '' };

/** One entry's inputs. */
export type EntryValues = Record<string, string | boolean>;

/** The key of a section (the sub-screens' `section`). */
export type NurseSectionKey = 'license' | 'certification' | 'education' | 'employment' | 'reference' | 'military';

export interface NurseSectionInfo {
  key: NurseSectionKey;
  /** The field of the form's data. */
  list: 'Licenses' | 'Certifications' | 'Education' | 'Employment' | 'References' | 'Military';
  /** The section's heading. */
  heading: string;
  /** One entry, lower case after "Add a" / "Edit the" ("license"). */
  noun: string;
  empty: EntryValues;
  schema: AnyObjectSchema;
  /** What the overview says when there is no entry yet. */
  none: string;
  /** A line that tells the entry apart in the overview ("RN license (TX) · 123456"). */
  title: (entry: EntryValues) => string;
  details: (entry: EntryValues) => string;
}

const text = (value: string | boolean | undefined) => (typeof value === 'string' ? value : '');
/** 'YYYY-MM-DD' as MM/DD/YYYY (what the date fields show), '' as ''. */
export const usDate = (value: string | boolean | undefined) => formatDate(text(value));
const range = (from: string | boolean | undefined, to: string | boolean | undefined, open = 'now') =>
  `${usDate(from) || '?'} – ${usDate(to) || open}`;
const join = (...parts: string[]) => parts.filter(Boolean).join(' · ');

export const NURSE_SECTIONS: readonly NurseSectionInfo[] = [
  {
    key: 'license',
    list: 'Licenses',
    heading: 'Licenses',
    noun: 'license',
    empty: EMPTY_LICENSE,
    schema: nurseLicenseSchema,
    none: 'No license added yet.',
    title: (entry) =>
      nurseLicenseLabel({
        Type: (text(entry.Type) || 'Other') as NurseLicenseType,
        OtherType: text(entry.OtherType),
        State: (text(entry.State) || null) as never,
      }),
    details: (entry) =>
      join(
        text(entry.Number),
        entry.Compact ? 'Multistate (compact)' : '',
        entry.ExpiryDate ? `Expires ${usDate(entry.ExpiryDate)}` : '',
        entry.CardUploadId ? 'Card uploaded' : '',
      ),
  },
  {
    key: 'certification',
    list: 'Certifications',
    heading: 'Certifications',
    noun: 'certification',
    empty: EMPTY_CERTIFICATION,
    schema: nurseCertificationSchema,
    none: 'No certification added yet.',
    title: (entry) =>
      nurseCertificationLabel({
        Name: (text(entry.Name) || 'Other') as NurseCertificationName,
        OtherName: text(entry.OtherName),
      }),
    details: (entry) =>
      join(
        text(entry.IssuedBy),
        entry.ExpiryDate ? `Expires ${usDate(entry.ExpiryDate)}` : '',
        entry.CardUploadId ? 'Card uploaded' : '',
      ),
  },
  {
    key: 'education',
    list: 'Education',
    heading: 'Education',
    noun: 'school',
    empty: EMPTY_EDUCATION,
    schema: nurseEducationSchema,
    none: 'No school added yet.',
    title: (entry) => text(entry.School) || 'School',
    details: (entry) =>
      join(
        labelOf(NURSE_DEGREES, entry.Degree),
        text(entry.Field),
        range(entry.From, entry.To),
        entry.Graduated ? 'Graduated' : '',
      ),
  },
  {
    key: 'employment',
    list: 'Employment',
    heading: 'Employment history',
    noun: 'job',
    empty: EMPTY_EMPLOYMENT,
    schema: nurseEmploymentSchema,
    none: 'No job added yet.',
    title: (entry) => join(text(entry.Facility) || 'Job', text(entry.Unit)),
    details: (entry) =>
      join(
        text(entry.Position),
        [text(entry.City), text(entry.State)].filter(Boolean).join(', '),
        entry.Current ? `${usDate(entry.From) || '?'} – present` : range(entry.From, entry.To, '?'),
        entry.Charge ? 'Charge experience' : '',
      ),
  },
  {
    key: 'reference',
    list: 'References',
    heading: 'References',
    noun: 'reference',
    empty: EMPTY_REFERENCE,
    schema: nurseReferenceSchema,
    none: 'No reference added yet.',
    title: (entry) => join(text(entry.Name) || 'Reference', text(entry.Title)),
    details: (entry) =>
      join(
        text(entry.Facility),
        labelOf(NURSE_REFERENCE_RELATIONSHIPS, entry.Relationship),
        entry.Supervisory ? 'Supervisory' : 'Not supervisory',
      ),
  },
  {
    key: 'military',
    list: 'Military',
    heading: 'Military service',
    noun: 'military service',
    empty: EMPTY_MILITARY,
    schema: nurseMilitarySchema,
    none: 'No military service added (optional).',
    title: (entry) => labelOf(MILITARY_BRANCHES, entry.Branch) || 'Military service',
    details: (entry) => join(range(entry.From, entry.To), labelOf(MILITARY_DISCHARGE_TYPES, entry.DischargeType)),
  },
];

export const sectionOf = (key: string): NurseSectionInfo | undefined =>
  NURSE_SECTIONS.find((section) => section.key === key);

/** The read-only view's term/value pairs of one entry. */
export function entryItems(
  section: NurseSectionKey,
  entry: EntryValues,
  upload: (uploadId: string) => ReactNode,
): ReadOnlySection['items'] {
  switch (section) {
    case 'license':
      return [
        ['Type', entry.Type === 'Other' ? `Other: ${text(entry.OtherType)}` : labelOf(NURSE_LICENSE_TYPES, entry.Type)],
        ['State', stateLabel(entry.State)],
        ['License number', text(entry.Number)],
        ['Multistate (compact)', yesNo(entry.Compact)],
        ['Issue date', usDate(entry.IssueDate)],
        ['Expiry date', usDate(entry.ExpiryDate)],
        ['License card', entry.CardUploadId ? upload(text(entry.CardUploadId)) : ''],
      ];
    case 'certification':
      return [
        [
          'Certification',
          entry.Name === 'Other' ? `Other: ${text(entry.OtherName)}` : labelOf(NURSE_CERTIFICATION_NAMES, entry.Name),
        ],
        ['Issued by', text(entry.IssuedBy)],
        ['Expiry date', usDate(entry.ExpiryDate)],
        ['Card', entry.CardUploadId ? upload(text(entry.CardUploadId)) : ''],
      ];
    case 'education':
      return [
        ['School', text(entry.School)],
        ['City', text(entry.City)],
        ['State', stateLabel(entry.State)],
        ['Degree', labelOf(NURSE_DEGREES, entry.Degree)],
        ['Field of study', text(entry.Field)],
        ['From', usDate(entry.From)],
        ['To', usDate(entry.To)],
        ['Graduated', yesNo(entry.Graduated)],
      ];
    case 'employment':
      return [
        ['Facility', text(entry.Facility)],
        ['City', text(entry.City)],
        ['State', stateLabel(entry.State)],
        ['Unit', text(entry.Unit)],
        ['Bed count', text(entry.BedCount)],
        ['Position', text(entry.Position)],
        ['Charge experience', yesNo(entry.Charge)],
        ['From', usDate(entry.From)],
        ['To', entry.Current ? 'Present' : usDate(entry.To)],
        ['Reason for leaving', text(entry.ReasonForLeaving)],
        ['Gap explanation', text(entry.GapExplanation)],
      ];
    case 'reference':
      return [
        ['Name', text(entry.Name)],
        ['Title', text(entry.Title)],
        ['Facility', text(entry.Facility)],
        ['Phone', formatPhone(text(entry.Phone))],
        ['Email', text(entry.Email)],
        ['Relationship', labelOf(NURSE_REFERENCE_RELATIONSHIPS, entry.Relationship)],
        ['Supervisory', yesNo(entry.Supervisory)],
        ['Worked together from', usDate(entry.WorkedTogetherFrom)],
        ['Worked together to', usDate(entry.WorkedTogetherTo)],
      ];
    case 'military':
      return [
        ['Branch', labelOf(MILITARY_BRANCHES, entry.Branch)],
        ['From', usDate(entry.From)],
        ['To', usDate(entry.To)],
        ['Discharge type', labelOf(MILITARY_DISCHARGE_TYPES, entry.DischargeType)],
      ];
  }
}
