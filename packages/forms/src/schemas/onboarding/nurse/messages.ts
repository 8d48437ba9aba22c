import { NURSE_EMPLOYMENT_GAP_MONTHS, NURSE_ENTRIES_MAX } from '@agency/api-client/contract';
import { NAME_MAX_LENGTH, PHONE_MAX_LENGTH, TEXT_MAX_LENGTH } from '../../shared/constants';
import { atMost, commonMessages as c } from '../../shared/messages';
import { ID_MAX_LENGTH } from '../constants';
import { onboardingMessages as o } from '../messages';

/** Longest free text of the Nurse Form (reason for leaving, gap explanation). */
export const NURSE_TEXT_MAX_LENGTH = 1000;
/** Longest license number. */
export const NURSE_LICENSE_NUMBER_MAX_LENGTH = 30;
/** Most beds a facility is taken to have. */
export const NURSE_BED_COUNT_MAX = 5000;

/** Nurse Form (onboarding, ONBOARDING.md §6). Not given by SPEC; chosen here. */
export const nurseMessages = {
  idRequired: 'Each entry needs an id',
  idMax: atMost('Entry id', ID_MAX_LENGTH),
  idsUnique: 'Each entry needs its own id',
  dateInvalid: o.dateInvalid,
  stateInvalid: o.stateInvalid,
  uploadIdMax: atMost('Upload id', ID_MAX_LENGTH),
  cityMax: atMost('City', NAME_MAX_LENGTH),

  // Licenses
  licensesRequired: 'Add at least one license',
  licensesMax: `You can add at most ${NURSE_ENTRIES_MAX} licenses`,
  licenseTypeRequired: 'Choose the type of license',
  licenseTypeInvalid: 'Choose a type of license from the list',
  licenseOtherTypeRequired: 'Say what kind of license this is',
  licenseOtherTypeMax: atMost('License type', NAME_MAX_LENGTH),
  licenseStateRequired: 'Choose the state that issued the license',
  licenseNumberRequired: 'Enter the license number',
  licenseNumberMax: atMost('License number', NURSE_LICENSE_NUMBER_MAX_LENGTH),
  licenseNumberInvalid: 'A license number may contain letters, digits, spaces and hyphens only',
  issueDateFuture: 'The issue date cannot be in the future',
  licenseExpiryRequired: 'Enter the expiry date of the license',
  expiryBeforeIssue: 'The expiry date must be after the issue date',

  // Certifications
  certificationsMax: `You can add at most ${NURSE_ENTRIES_MAX} certifications`,
  certificationNameRequired: 'Choose the certification',
  certificationNameInvalid: 'Choose a certification from the list',
  certificationOtherNameRequired: 'Enter the name of the certification',
  certificationOtherNameMax: atMost('Certification name', NAME_MAX_LENGTH),
  issuedByMax: atMost('Issued by', NAME_MAX_LENGTH),
  certificationExpiryRequired: 'Enter the expiry date on the card',

  // Education
  educationRequired: 'Add the school where you studied nursing',
  educationMax: `You can add at most ${NURSE_ENTRIES_MAX} schools`,
  schoolRequired: 'Enter the name of the school',
  schoolMax: atMost('School', TEXT_MAX_LENGTH),
  degreeRequired: 'Choose the degree or diploma',
  degreeInvalid: 'Choose a degree from the list',
  fieldRequired: 'Enter the field of study',
  fieldMax: atMost('Field of study', NAME_MAX_LENGTH),
  studiesFromRequired: 'Enter when you started',
  studiesToRequired: 'Enter when you finished or expect to finish',
  toBeforeFrom: 'The end date must be after the start date',
  fromFuture: 'The start date cannot be in the future',

  // Employment
  employmentMax: `You can add at most ${NURSE_ENTRIES_MAX} jobs`,
  facilityRequired: 'Enter the name of the facility',
  facilityMax: atMost('Facility', TEXT_MAX_LENGTH),
  employmentCityRequired: 'Enter the city of the facility',
  employmentStateRequired: 'Choose the state of the facility',
  unitRequired: 'Enter the unit or department',
  unitMax: atMost('Unit', NAME_MAX_LENGTH),
  bedCountInvalid: `Enter the number of beds as a whole number from 1 to ${NURSE_BED_COUNT_MAX}`,
  positionRequired: 'Enter your position',
  positionMax: atMost('Position', NAME_MAX_LENGTH),
  jobFromRequired: 'Enter the date you started',
  jobToRequired: 'Enter the date you left, or check "I work here now"',
  toFuture: 'The end date cannot be in the future',
  reasonForLeavingRequired: 'Say why you left',
  reasonForLeavingMax: atMost('Reason for leaving', NURSE_TEXT_MAX_LENGTH),
  gapExplanationRequired: `Explain the gap of more than ${NURSE_EMPLOYMENT_GAP_MONTHS} months before this job`,
  gapExplanationMax: atMost('Gap explanation', NURSE_TEXT_MAX_LENGTH),

  // References
  referencesMax: `You can add at most ${NURSE_ENTRIES_MAX} references`,
  /** NURSE_SUPERVISORY_REFERENCES_MIN in words. */
  referencesSupervisory:
    'Add at least two supervisory references (a manager, an assistant manager, a supervisor or a charge nurse)',
  referenceNameRequired: 'Enter the name of the reference',
  referenceNameMax: atMost('Name', NAME_MAX_LENGTH),
  referenceTitleRequired: 'Enter the job title of the reference',
  referenceTitleMax: atMost('Title', NAME_MAX_LENGTH),
  referenceFacilityRequired: 'Enter where you worked together',
  referenceFacilityMax: atMost('Facility', TEXT_MAX_LENGTH),
  referencePhoneRequired: 'Enter a phone number for the reference',
  phoneInvalid: c.phoneInvalid,
  phoneMax: atMost('Phone', PHONE_MAX_LENGTH),
  phoneDigits: c.phoneDigits,
  referenceEmailRequired: 'Enter an email address for the reference',
  emailInvalid: c.emailInvalid,
  emailMax: atMost('Email', TEXT_MAX_LENGTH),
  relationshipRequired: 'Choose how the reference knows you',
  relationshipInvalid: 'Choose a relationship from the list',

  // Military
  militaryRequired: 'Enter your military service, or say you did not serve',
  branchRequired: 'Choose the branch',
  branchInvalid: 'Choose a branch from the list',
  serviceFromRequired: 'Enter when your service started',
  dischargeTypeRequired: 'Choose the type of discharge',
  dischargeTypeInvalid: 'Choose a type of discharge from the list',
} as const;
