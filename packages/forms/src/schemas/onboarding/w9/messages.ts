import { NAME_MAX_LENGTH, TEXT_MAX_LENGTH } from '../../shared/constants';
import { atMost } from '../../shared/messages';
import { onboardingMessages as o } from '../messages';

/** Form W-9 (Rev. March 2024). Not given by SPEC; chosen here, in the form's own terms (line numbers). */
export const w9Messages = {
  nameRequired: 'Enter your name as shown on your income tax return (line 1)',
  nameMax: atMost('Name', TEXT_MAX_LENGTH),
  businessNameMax: atMost('Business name', TEXT_MAX_LENGTH),
  taxClassificationRequired: 'Choose your federal tax classification (line 3a)',
  taxClassificationInvalid: 'Choose a federal tax classification from the list',
  llcClassificationRequired: "Choose the LLC's tax classification: C, S or P",
  llcClassificationInvalid: "The LLC's tax classification must be C, S or P",
  otherClassificationRequired: 'Enter your tax classification',
  otherClassificationMax: atMost('Tax classification', NAME_MAX_LENGTH),
  exemptPayeeCodeInvalid: 'Choose an exempt payee code from the list, or leave it empty',
  fatcaCodeInvalid: 'Choose a FATCA exemption code from the list, or leave it empty',
  exemptionsNotForIndividuals: 'Exemption codes apply only to certain entities, not to individuals or sole proprietors',
  addressRequired: o.addressRequired,
  addressMax: atMost('Address', TEXT_MAX_LENGTH),
  cityRequired: o.cityRequired,
  cityMax: atMost('City', NAME_MAX_LENGTH),
  stateRequired: o.stateRequired,
  stateInvalid: o.stateInvalid,
  zipRequired: o.zipRequired,
  zipInvalid: o.zipInvalid,
  requesterNameAddressMax: atMost("Requester's name and address", TEXT_MAX_LENGTH),
  accountNumbersMax: atMost('Account numbers', TEXT_MAX_LENGTH),
  tinTypeRequired: 'Choose whether you give a Social Security number or an Employer Identification Number',
  tinTypeInvalid: 'Choose SSN or EIN',
  ssnInvalid: 'Enter the 9 digits of your Social Security number (or ITIN)',
  einInvalid: 'Enter the 9 digits of your Employer Identification Number',
} as const;
