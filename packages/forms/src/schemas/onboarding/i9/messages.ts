import { I9_LIST_A_MAX, I9_PREPARERS_MAX } from '@agency/api-client/contract';
import { NAME_MAX_LENGTH, TEXT_MAX_LENGTH } from '../../shared/constants';
import { atMost, commonMessages as c } from '../../shared/messages';
import { ADDITIONAL_INFORMATION_MAX_LENGTH, DOCUMENT_NUMBER_MAX_LENGTH } from '../constants';
import { onboardingMessages as o } from '../messages';

/**
 * Form I-9 (edition 01/20/25): Section 1 and Supplement A (the employee), Section 2 (the agency's staff).
 * Not given by SPEC; chosen here, in the form's own terms.
 */
export const i9Messages = {
  // Section 1
  lastNameRequired: c.lastNameRequired,
  lastNameMax: c.lastNameMax,
  firstNameRequired: c.firstNameRequired,
  firstNameMax: c.firstNameMax,
  middleInitialInvalid: 'Middle Initial is one letter',
  otherLastNamesMax: atMost('Other Last Names Used', TEXT_MAX_LENGTH),
  addressRequired: o.addressRequired,
  addressMax: atMost('Address', TEXT_MAX_LENGTH),
  aptNumberMax: atMost('Apt. Number', NAME_MAX_LENGTH),
  cityRequired: o.cityRequired,
  cityMax: atMost('City or Town', NAME_MAX_LENGTH),
  stateRequired: o.stateRequired,
  stateInvalid: o.stateInvalid,
  zipRequired: o.zipRequired,
  zipInvalid: o.zipInvalid,
  dateOfBirthRequired: 'Enter your date of birth',
  dateInvalid: o.dateInvalid,
  dateOfBirthPast: o.dateOfBirthPast,
  ssnInvalid: 'Enter the 9 digits of your Social Security number, or leave it empty',
  emailInvalid: c.emailInvalid,
  emailMax: atMost('Email', TEXT_MAX_LENGTH),
  phoneInvalid: c.phoneInvalid,
  phoneMax: c.phoneMax,
  phoneDigits: c.phoneDigits,
  attestationRequired: 'Choose the box that describes your citizenship or immigration status',
  attestationInvalid: 'Choose one of the four citizenship or immigration boxes',
  uscisNumberRequired: 'Enter your USCIS number or A-Number',
  uscisNumberInvalid: 'A USCIS number or A-Number is 7 to 9 digits, with or without the letter A in front',
  workAuthorizationExpiresRequired: 'Enter the date your work authorization expires, or N/A if it does not expire',
  workAuthorizationExpiresInvalid: 'Enter the expiration date as MM/DD/YYYY, or N/A',
  alienNumberRequired:
    'Enter one of these: your USCIS number or A-Number, your Form I-94 admission number, or your foreign passport number and its country',
  onlyOneNumber:
    'Enter only one of these: your USCIS number or A-Number, your Form I-94 admission number, or your foreign passport number',
  i94NumberInvalid: 'A Form I-94 admission number is 11 letters and digits',
  passportNumberRequired: 'Enter your foreign passport number',
  passportNumberInvalid: 'A foreign passport number is 6 to 12 letters and digits',
  passportCountryRequired: 'Enter the country that issued your passport',
  passportCountryMax: atMost('Country of Issuance', NAME_MAX_LENGTH),
  preparersRequired: 'Add the preparer or translator who helped you',
  preparersMax: `You can add at most ${I9_PREPARERS_MAX} preparers or translators`,
  // Section 2
  documentsKindRequired: 'Choose whether the employee presented a List A document, or List B and List C documents',
  documentsKindInvalid: 'Choose List A, or List B and List C',
  listARequired: 'Enter the List A document the employee presented',
  listAMax: `Enter at most ${I9_LIST_A_MAX} List A documents`,
  listBRequired: 'Enter the List B document the employee presented',
  listCRequired: 'Enter the List C document the employee presented',
  documentTitleRequired: 'Enter the document title',
  documentTitleMax: atMost('Document Title', TEXT_MAX_LENGTH),
  issuingAuthorityRequired: 'Enter the issuing authority',
  issuingAuthorityMax: atMost('Issuing Authority', TEXT_MAX_LENGTH),
  documentNumberMax: atMost('Document Number', DOCUMENT_NUMBER_MAX_LENGTH),
  documentNumberInvalid: o.documentNumberInvalid,
  additionalInformationMax: atMost('Additional Information', ADDITIONAL_INFORMATION_MAX_LENGTH),
  firstDayRequired: "Enter the employee's first day of employment",
  employerLastNameRequired: 'Enter the last name of the employer or authorized representative',
  employerFirstNameRequired: 'Enter the first name of the employer or authorized representative',
  employerTitleRequired: 'Enter the title of the employer or authorized representative',
  employerTitleMax: atMost('Title', NAME_MAX_LENGTH),
  businessNameRequired: "Enter the employer's business or organization name",
  businessNameMax: atMost('Business or Organization Name', TEXT_MAX_LENGTH),
  businessAddressRequired: "Enter the employer's business or organization address",
  businessAddressMax: atMost('Business or Organization Address', TEXT_MAX_LENGTH),
} as const;
