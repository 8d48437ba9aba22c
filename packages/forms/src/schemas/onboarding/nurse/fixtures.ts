// Valid and invalid Nurse Forms, used by the tests and the stories (internal: not exported).
import type { InvalidOnboardingCase } from '../fixtures';
import { nurseMessages as m } from './messages';
import type {
  NurseCertificationValues,
  NurseEducationValues,
  NurseEmploymentValues,
  NurseFormValues,
  NurseLicenseValues,
  NurseReferenceValues,
} from './schema';

export const validNurseLicense: NurseLicenseValues = {
  Id: 'license-1',
  Type: 'RN',
  OtherType: '',
  State: 'TX',
  Number: '123456',
  Compact: true,
  IssueDate: '2018-06-01',
  ExpiryDate: '2027-05-31',
  CardUploadId: 'upload-license-1',
};

export const validNurseCertification: NurseCertificationValues = {
  Id: 'cert-1',
  Name: 'BLS',
  OtherName: '',
  IssuedBy: 'American Heart Association',
  ExpiryDate: '2027-03-31',
  CardUploadId: null,
};

export const validNurseEducation: NurseEducationValues = {
  Id: 'education-1',
  School: 'University of Texas at Austin',
  City: 'Austin',
  State: 'TX',
  Degree: 'BSN',
  Field: 'Nursing',
  From: '2014-08-25',
  To: '2018-05-15',
  Graduated: true,
};

export const validNurseEmployment: NurseEmploymentValues[] = [
  {
    Id: 'job-1',
    Facility: "St. David's Medical Center",
    City: 'Austin',
    State: 'TX',
    Unit: 'Med-Surg',
    BedCount: 350,
    Position: 'Staff RN',
    Charge: false,
    Current: false,
    From: '2018-07-01',
    To: '2021-06-30',
    ReasonForLeaving: 'Moved to a critical care unit',
    GapExplanation: '',
  },
  {
    Id: 'job-2',
    Facility: 'Dell Seton Medical Center',
    City: 'Austin',
    State: 'TX',
    Unit: 'ICU',
    BedCount: 211,
    Position: 'ICU RN',
    Charge: true,
    Current: true,
    From: '2021-08-02',
    To: null,
    ReasonForLeaving: '',
    GapExplanation: '',
  },
];

export const validNurseReferences: NurseReferenceValues[] = [
  {
    Id: 'reference-1',
    Name: 'Maria Lopez',
    Title: 'ICU Nurse Manager',
    Facility: 'Dell Seton Medical Center',
    Phone: '512 555 0101',
    Email: 'maria.lopez@example.com',
    Relationship: 'manager',
    Supervisory: true,
    WorkedTogetherFrom: '2021-08-02',
    WorkedTogetherTo: null,
  },
  {
    Id: 'reference-2',
    Name: 'James Carter',
    Title: 'Charge Nurse',
    Facility: "St. David's Medical Center",
    Phone: '512 555 0102',
    Email: 'james.carter@example.com',
    Relationship: 'charge-nurse',
    Supervisory: true,
    WorkedTogetherFrom: '2018-07-01',
    WorkedTogetherTo: '2021-06-30',
  },
];

export const validNurseForm: NurseFormValues = {
  Licenses: [validNurseLicense],
  Certifications: [validNurseCertification],
  Education: [validNurseEducation],
  Employment: validNurseEmployment,
  References: validNurseReferences,
  HasMilitaryService: false,
  Military: null,
};

const withLicense = (changes: Record<string, unknown>) => ({
  ...validNurseForm,
  Licenses: [{ ...validNurseLicense, ...changes }],
});
const withCertification = (changes: Record<string, unknown>) => ({
  ...validNurseForm,
  Certifications: [{ ...validNurseCertification, ...changes }],
});
const withEducation = (changes: Record<string, unknown>) => ({
  ...validNurseForm,
  Education: [{ ...validNurseEducation, ...changes }],
});
const withJob = (changes: Record<string, unknown>) => ({
  ...validNurseForm,
  Employment: [{ ...validNurseEmployment[0]!, ...changes }],
});
const withReference = (changes: Record<string, unknown>) => ({
  ...validNurseForm,
  References: [{ ...validNurseReferences[0]!, ...changes }, validNurseReferences[1]!],
});

export const invalidNurseForms: InvalidOnboardingCase[] = [
  { name: 'no license', values: { ...validNurseForm, Licenses: [] }, field: 'Licenses', message: m.licensesRequired },
  {
    name: 'no license type',
    values: withLicense({ Type: '' }),
    field: 'Licenses[0].Type',
    message: m.licenseTypeRequired,
  },
  {
    name: 'unknown license type',
    values: withLicense({ Type: 'MD' }),
    field: 'Licenses[0].Type',
    message: m.licenseTypeInvalid,
  },
  {
    name: 'other license not described',
    values: withLicense({ Type: 'Other', OtherType: ' ' }),
    field: 'Licenses[0].OtherType',
    message: m.licenseOtherTypeRequired,
  },
  {
    name: 'license without state',
    values: withLicense({ State: null }),
    field: 'Licenses[0].State',
    message: m.licenseStateRequired,
  },
  {
    name: 'license state unknown',
    values: withLicense({ State: 'ZZ' }),
    field: 'Licenses[0].State',
    message: m.stateInvalid,
  },
  {
    name: 'no license number',
    values: withLicense({ Number: '' }),
    field: 'Licenses[0].Number',
    message: m.licenseNumberRequired,
  },
  {
    name: 'license number with symbols',
    values: withLicense({ Number: 'RN#123' }),
    field: 'Licenses[0].Number',
    message: m.licenseNumberInvalid,
  },
  {
    name: 'license issued in the future',
    values: withLicense({ IssueDate: '2999-01-01', ExpiryDate: '2999-12-31' }),
    field: 'Licenses[0].IssueDate',
    message: m.issueDateFuture,
  },
  {
    name: 'license without expiry',
    values: withLicense({ ExpiryDate: null }),
    field: 'Licenses[0].ExpiryDate',
    message: m.licenseExpiryRequired,
  },
  {
    name: 'license expiring before its issue',
    values: withLicense({ ExpiryDate: '2018-05-31' }),
    field: 'Licenses[0].ExpiryDate',
    message: m.expiryBeforeIssue,
  },
  {
    name: 'two licenses with one id',
    values: { ...validNurseForm, Licenses: [validNurseLicense, validNurseLicense] },
    field: 'Licenses',
    message: m.idsUnique,
  },
  {
    name: 'other certification not named',
    values: withCertification({ Name: 'Other', OtherName: '' }),
    field: 'Certifications[0].OtherName',
    message: m.certificationOtherNameRequired,
  },
  {
    name: 'certification without expiry',
    values: withCertification({ ExpiryDate: '' }),
    field: 'Certifications[0].ExpiryDate',
    message: m.certificationExpiryRequired,
  },
  {
    name: 'certification expiry not a date',
    values: withCertification({ ExpiryDate: '2027-02-30' }),
    field: 'Certifications[0].ExpiryDate',
    message: m.dateInvalid,
  },
  {
    name: 'no education',
    values: { ...validNurseForm, Education: [] },
    field: 'Education',
    message: m.educationRequired,
  },
  { name: 'no school', values: withEducation({ School: '' }), field: 'Education[0].School', message: m.schoolRequired },
  {
    name: 'no degree',
    values: withEducation({ Degree: null }),
    field: 'Education[0].Degree',
    message: m.degreeRequired,
  },
  {
    name: 'studies ending before they start',
    values: withEducation({ To: '2014-01-01' }),
    field: 'Education[0].To',
    message: m.toBeforeFrom,
  },
  {
    name: 'job without facility',
    values: withJob({ Facility: '' }),
    field: 'Employment[0].Facility',
    message: m.facilityRequired,
  },
  { name: 'job without unit', values: withJob({ Unit: ' ' }), field: 'Employment[0].Unit', message: m.unitRequired },
  {
    name: 'bed count zero',
    values: withJob({ BedCount: 0 }),
    field: 'Employment[0].BedCount',
    message: m.bedCountInvalid,
  },
  {
    name: 'bed count text',
    values: withJob({ BedCount: 'many' }),
    field: 'Employment[0].BedCount',
    message: m.bedCountInvalid,
  },
  { name: 'past job without end', values: withJob({ To: null }), field: 'Employment[0].To', message: m.jobToRequired },
  {
    name: 'past job without reason for leaving',
    values: withJob({ ReasonForLeaving: '' }),
    field: 'Employment[0].ReasonForLeaving',
    message: m.reasonForLeavingRequired,
  },
  {
    name: 'job ending before it starts',
    values: withJob({ To: '2018-06-30' }),
    field: 'Employment[0].To',
    message: m.toBeforeFrom,
  },
  {
    name: 'gap of more than 3 months unexplained',
    values: {
      ...validNurseForm,
      Employment: [validNurseEmployment[0], { ...validNurseEmployment[1], From: '2021-10-01' }],
    },
    field: 'Employment[1].GapExplanation',
    message: m.gapExplanationRequired,
  },
  {
    name: 'one supervisory reference',
    values: { ...validNurseForm, References: [validNurseReferences[0]] },
    field: 'References',
    message: m.referencesSupervisory,
  },
  {
    name: 'a colleague is not supervisory',
    values: withReference({ Relationship: 'colleague', Supervisory: true }),
    field: 'References',
    message: m.referencesSupervisory,
  },
  {
    name: 'reference without email',
    values: withReference({ Email: '' }),
    field: 'References[0].Email',
    message: m.referenceEmailRequired,
  },
  {
    name: 'reference email invalid',
    values: withReference({ Email: 'maria' }),
    field: 'References[0].Email',
    message: m.emailInvalid,
  },
  {
    name: 'reference phone invalid',
    values: withReference({ Phone: '512-555' }),
    field: 'References[0].Phone',
    message: m.phoneInvalid,
  },
  {
    name: 'military service not given',
    values: { ...validNurseForm, HasMilitaryService: true, Military: null },
    field: 'Military',
    message: m.militaryRequired,
  },
  {
    name: 'military service without discharge type',
    values: {
      ...validNurseForm,
      HasMilitaryService: true,
      Military: { Branch: 'army', From: '2010-01-01', To: '2014-01-01', DischargeType: null },
    },
    field: 'Military.DischargeType',
    message: m.dischargeTypeRequired,
  },
];
