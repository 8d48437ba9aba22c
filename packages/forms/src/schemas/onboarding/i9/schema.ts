import {
  I9_ATTESTATIONS,
  I9_LIST_A_MAX,
  I9_NO_EXPIRATION,
  I9_PREPARERS_MAX,
  type I9Attestation,
} from '@agency/api-client/contract';
import { array, boolean, object, string, type InferType } from 'yup';
import { isIsoDate } from '../../applicant/schema';
import { NAME_MAX_LENGTH, TEXT_MAX_LENGTH } from '../../shared/constants';
import { firstName, lastName, optionalEmail, optionalPhone, optionalText } from '../../shared/rules';
import { ADDITIONAL_INFORMATION_MAX_LENGTH, DOCUMENT_NUMBER_MAX_LENGTH, DOCUMENT_NUMBER_PATTERN } from '../constants';
import {
  NINE_DIGITS,
  identifierFormat,
  inThePast,
  optionalDate,
  requiredChoice,
  requiredDate,
  requiredState,
  requiredText,
  requiredZip,
  siblingText,
  withoutSeparators,
} from '../rules';
import { i9Messages as m } from './messages';

// Form I-9, edition 01/20/25 (contract `I9Section1Data`, `I9Section2Data`; ONBOARDING.md §2.2–2.4).
//
// Section 1, by the box checked:
// - 1 citizen, 2 noncitizen national: no number, no expiration date;
// - 3 lawful permanent resident: the USCIS number or A-Number;
// - 4 alien authorized to work: the expiration date (or N/A), and exactly one of the USCIS number or
//   A-Number, the Form I-94 admission number, or the foreign passport number with its country.
// Numbers and dates a box does not use are cleared. The SSN is optional (9 digits when given, stored
// without dashes). Supplement A: at least one preparer/translator when one helped, none otherwise.
//
// Section 2: one to three List A documents, or one List B and one List C document; the other lists are
// cleared.

/** A USCIS number or A-Number: 7 to 9 digits, the letter A in front or not. */
const ALIEN_NUMBER = /^A?[0-9]{7,9}$/;
/** A Form I-94 admission number: 11 letters and digits. */
const I94_NUMBER = /^[A-Z0-9]{11}$/;
/** A foreign passport number: 6 to 12 letters and digits. */
const PASSPORT_NUMBER = /^[A-Z0-9]{6,12}$/;

/** An identifier written in capitals without spaces and dashes ('a-123 456 789' → 'A123456789'). */
const identifier = () => withoutSeparators().uppercase();

const isAlien = (attestation: unknown) => attestation === ('authorized-alien' satisfies I9Attestation);

export const i9PreparerSchema = object({
  LastName: lastName(),
  FirstName: firstName(),
  MiddleInitial: optionalText(1, m.middleInitialInvalid),
  Address: requiredText(TEXT_MAX_LENGTH, m.addressRequired, m.addressMax),
  City: requiredText(NAME_MAX_LENGTH, m.cityRequired, m.cityMax),
  State: requiredState(),
  Zip: requiredZip(),
});

export const i9Section1Schema = object({
  LastName: lastName(),
  FirstName: firstName(),
  MiddleInitial: optionalText(1, m.middleInitialInvalid),
  OtherLastNames: optionalText(TEXT_MAX_LENGTH, m.otherLastNamesMax),
  Address: requiredText(TEXT_MAX_LENGTH, m.addressRequired, m.addressMax),
  AptNumber: optionalText(NAME_MAX_LENGTH, m.aptNumberMax),
  City: requiredText(NAME_MAX_LENGTH, m.cityRequired, m.cityMax),
  State: requiredState(),
  Zip: requiredZip(),
  DateOfBirth: requiredDate(m.dateOfBirthRequired).test(inThePast(m.dateOfBirthPast)),
  Ssn: withoutSeparators().test(identifierFormat(NINE_DIGITS, m.ssnInvalid)),
  Email: optionalEmail(m.emailInvalid, m.emailMax).lowercase(),
  Phone: optionalPhone(m.phoneInvalid, m.phoneMax, m.phoneDigits),
  Attestation: requiredChoice<I9Attestation>(
    I9_ATTESTATIONS.map((attestation) => attestation.key),
    m.attestationRequired,
    m.attestationInvalid,
  ),
  UscisNumber: identifier().when('Attestation', ([attestation], rule) => {
    const format = rule.test(identifierFormat(ALIEN_NUMBER, m.uscisNumberInvalid));
    if (attestation === 'permanent-resident') return format.required(m.uscisNumberRequired);
    if (!isAlien(attestation)) return rule.transform(() => '');
    return format.test('one-number', m.alienNumberRequired, function oneNumber(value) {
      const others = ['I94Number', 'ForeignPassportNumber', 'PassportCountry'];
      return !!value || others.some((name) => siblingText(this.parent, name) !== '');
    });
  }),
  WorkAuthorizationExpires: string()
    .trim()
    .nullable()
    .default(null)
    .transform((value: string | null) =>
      value === '' ? null : value?.toUpperCase() === I9_NO_EXPIRATION ? I9_NO_EXPIRATION : value,
    )
    .when('Attestation', ([attestation], rule) =>
      isAlien(attestation)
        ? rule
            .test('required', m.workAuthorizationExpiresRequired, (value) => value !== null && value !== undefined)
            .test(
              'date',
              m.workAuthorizationExpiresInvalid,
              (value) => !value || value === I9_NO_EXPIRATION || isIsoDate(value),
            )
        : rule.transform(() => null),
    ),
  I94Number: identifier().when('Attestation', ([attestation], rule) =>
    isAlien(attestation)
      ? rule
          .test(identifierFormat(I94_NUMBER, m.i94NumberInvalid))
          .test('only-one', m.onlyOneNumber, function onlyOne(value) {
            return !value || siblingText(this.parent, 'UscisNumber') === '';
          })
      : rule.transform(() => ''),
  ),
  ForeignPassportNumber: identifier().when('Attestation', ([attestation], rule) =>
    isAlien(attestation)
      ? rule
          .test(identifierFormat(PASSPORT_NUMBER, m.passportNumberInvalid))
          .test('only-one', m.onlyOneNumber, function onlyOne(value) {
            const given = !!value || siblingText(this.parent, 'PassportCountry') !== '';
            return (
              !given || (siblingText(this.parent, 'UscisNumber') === '' && siblingText(this.parent, 'I94Number') === '')
            );
          })
          .test('required', m.passportNumberRequired, function withCountry(value) {
            return !!value || siblingText(this.parent, 'PassportCountry') === '';
          })
      : rule.transform(() => ''),
  ),
  PassportCountry: optionalText(NAME_MAX_LENGTH, m.passportCountryMax).when('Attestation', ([attestation], rule) =>
    isAlien(attestation)
      ? rule.test('required', m.passportCountryRequired, function withNumber(value) {
          return !!value || siblingText(this.parent, 'ForeignPassportNumber') === '';
        })
      : rule.transform(() => ''),
  ),
  UsedPreparer: boolean().default(false),
  Preparers: array(i9PreparerSchema)
    .default([])
    .when('UsedPreparer', ([used], rule) =>
      used === true ? rule.min(1, m.preparersRequired).max(I9_PREPARERS_MAX, m.preparersMax) : rule.transform(() => []),
    ),
});
/** I-9 Section 1 (and Supplement A) values: the contract's `I9Section1Data`. */
export type I9Section1Values = InferType<typeof i9Section1Schema>;

export const i9DocumentSchema = object({
  Title: requiredText(TEXT_MAX_LENGTH, m.documentTitleRequired, m.documentTitleMax),
  IssuingAuthority: requiredText(TEXT_MAX_LENGTH, m.issuingAuthorityRequired, m.issuingAuthorityMax),
  Number: optionalText(DOCUMENT_NUMBER_MAX_LENGTH, m.documentNumberMax).test(
    identifierFormat(DOCUMENT_NUMBER_PATTERN, m.documentNumberInvalid),
  ),
  Expiration: optionalDate(),
});

/** List B or List C: one document for 'list-b-c', cleared (null) for 'list-a'. */
const listBOrC = (required: string) =>
  i9DocumentSchema
    .nullable()
    .default(null)
    .when('DocumentsKind', ([kind], rule) =>
      kind === 'list-b-c'
        ? rule.test('required', required, (value) => value !== null && value !== undefined)
        : rule.transform(() => null),
    );

export const i9Section2Schema = object({
  DocumentsKind: requiredChoice<'list-a' | 'list-b-c'>(
    ['list-a', 'list-b-c'],
    m.documentsKindRequired,
    m.documentsKindInvalid,
  ),
  ListA: array(i9DocumentSchema)
    .default([])
    .when('DocumentsKind', ([kind], rule) =>
      kind === 'list-a' ? rule.min(1, m.listARequired).max(I9_LIST_A_MAX, m.listAMax) : rule.transform(() => []),
    ),
  ListB: listBOrC(m.listBRequired),
  ListC: listBOrC(m.listCRequired),
  AdditionalInformation: optionalText(ADDITIONAL_INFORMATION_MAX_LENGTH, m.additionalInformationMax),
  AlternativeProcedure: boolean().default(false),
  FirstDayOfEmployment: requiredDate(m.firstDayRequired),
  EmployerLastName: requiredText(NAME_MAX_LENGTH, m.employerLastNameRequired, m.lastNameMax),
  EmployerFirstName: requiredText(NAME_MAX_LENGTH, m.employerFirstNameRequired, m.firstNameMax),
  EmployerTitle: requiredText(NAME_MAX_LENGTH, m.employerTitleRequired, m.employerTitleMax),
  BusinessName: requiredText(TEXT_MAX_LENGTH, m.businessNameRequired, m.businessNameMax),
  BusinessAddress: requiredText(TEXT_MAX_LENGTH, m.businessAddressRequired, m.businessAddressMax),
  City: requiredText(NAME_MAX_LENGTH, m.cityRequired, m.cityMax),
  State: requiredState(),
  Zip: requiredZip(),
});
/** I-9 Section 2 values: the contract's `I9Section2Data`. */
export type I9Section2Values = InferType<typeof i9Section2Schema>;
