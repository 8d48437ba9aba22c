import { NAME_MAX_LENGTH, TEXT_MAX_LENGTH } from '../../shared/constants';
import { atMost } from '../../shared/messages';
import { DOCUMENT_NUMBER_MAX_LENGTH, ID_MAX_LENGTH } from '../constants';
import { onboardingMessages as o } from '../messages';

/** CHRC Form Info (onboarding, ONBOARDING.md §5.2, §5.3). Not given by SPEC; chosen here. */
export const cbcMessages = {
  disclosureRequired: 'Confirm that you have read the disclosure to continue',
  firstNameRequired: 'Enter your legal first name',
  lastNameRequired: 'Enter your legal last name',
  nameMax: atMost('A name', NAME_MAX_LENGTH),
  otherNameRequired: 'Enter the other name, or remove this row',
  otherNamesMax: 'Give at most 10 other names',
  otherNameDates: 'The date you stopped using the name must be after the date you started',
  idRequired: 'The row has no id: add it again',
  idMax: atMost('Row id', ID_MAX_LENGTH),
  dateInvalid: o.dateInvalid,
  dateOfBirthRequired: 'Enter your date of birth',
  dateOfBirthPast: o.dateOfBirthPast,
  ssnSourceInvalid: 'Choose where your Social Security number comes from',
  ssnRequired: 'Enter your Social Security number',
  ssnInvalid: 'Enter the 9 digits of your Social Security number',
  licenseNumberRequired: "Enter your driver's license number, or tick “I do not have a driver's license”",
  licenseNumberMax: atMost("Driver's license number", DOCUMENT_NUMBER_MAX_LENGTH),
  licenseNumberInvalid: o.documentNumberInvalid,
  licenseStateRequired: "Choose the state that issued your driver's license",
  stateInvalid: o.stateInvalid,
  addressesRequired: 'Add your current address',
  addressesMax: 'Give at most 20 addresses',
  addressRequired: o.addressRequired,
  addressMax: atMost('Address', TEXT_MAX_LENGTH),
  cityRequired: o.cityRequired,
  cityMax: atMost('City', NAME_MAX_LENGTH),
  stateRequired: o.stateRequired,
  zipRequired: o.zipRequired,
  zipInvalid: o.zipInvalid,
  fromRequired: 'Enter the date you moved in',
  fromFuture: 'The date you moved in cannot be in the future',
  toBeforeFrom: 'The date you moved out must be after the date you moved in',
  currentOne: 'Only one address can be where you live now: enter the date you moved out of the others',
  currentRequired: 'Leave “Moved out” empty on the address where you live now',
  gapExplanationRequired:
    'Your addresses leave a gap of more than 30 days: add the missing address or explain the gap (for example travel or living abroad)',
  gapExplanationMax: atMost('The explanation', TEXT_MAX_LENGTH),
  noticesRequired: 'Confirm that you have read the state notices to continue',
  chrcRequired: 'Give the New York criminal history record check consent to continue',
} as const;
