import {
  CBC_ADDRESSES_MAX,
  CBC_OTHER_NAMES_MAX,
  cbcAddressGaps,
  cbcStateNotices,
  US_STATE_CODES,
  type CbcSsnSource,
  type UsStateCode,
} from '@agency/api-client/contract';
import { array, boolean, object, type InferType } from 'yup';
import { isIsoDate } from '../../applicant/schema';
import { NAME_MAX_LENGTH, TEXT_MAX_LENGTH } from '../../shared/constants';
import { optionalText } from '../../shared/rules';
import { DOCUMENT_NUMBER_MAX_LENGTH, DOCUMENT_NUMBER_PATTERN, ID_MAX_LENGTH } from '../constants';
import {
  identifierFormat,
  inThePast,
  NINE_DIGITS,
  optionalChoice,
  optionalDate,
  optionalZip,
  requiredChoice,
  requiredDate,
  requiredText,
  today,
  withoutSeparators,
} from '../rules';
import { cbcMessages as m } from './messages';

// CHRC Form Info (contract `CbcFormData`, ONBOARDING.md §5.2, §5.3): the disclosure read; the authorization's
// data (legal name, other names, date of birth, SSN typed or taken from the W-9 by the server, driver's
// license or none, 7 years of addresses with exactly one current (the one without a move-out date), gaps
// over 30 days explained); the state notices read when an address is in a state that has one; the NY CHRC
// consent (required by the server when the applicant's discipline calls for it, `nyChrcApplies`; cleared
// here without a New York address).

const afterOrSame = (later: unknown, earlier: unknown) =>
  typeof later !== 'string' || typeof earlier !== 'string' || !isIsoDate(later) || !isIsoDate(earlier)
    ? true
    : later > earlier;

const rowId = () => requiredText(ID_MAX_LENGTH, m.idRequired, m.idMax);

export const cbcOtherNameSchema = object({
  Id: rowId(),
  Name: requiredText(NAME_MAX_LENGTH, m.otherNameRequired, m.nameMax),
  FromDate: optionalDate(),
  ToDate: optionalDate().test('after', m.otherNameDates, function after(value) {
    return afterOrSame(value, (this.parent as { FromDate?: unknown }).FromDate);
  }),
});

/** Whether a move-out date was given ('' and null are none). */
const movedOut = (value: unknown) => typeof value === 'string' && value.trim() !== '';

export const cbcAddressSchema = object({
  Id: rowId(),
  AddressLine1: requiredText(TEXT_MAX_LENGTH, m.addressRequired, m.addressMax),
  AddressLine2: optionalText(TEXT_MAX_LENGTH, m.addressMax),
  City: requiredText(NAME_MAX_LENGTH, m.cityRequired, m.cityMax),
  State: requiredChoice<UsStateCode>(US_STATE_CODES, m.stateRequired, m.stateInvalid),
  Zip: optionalZip().required(m.zipRequired),
  FromDate: requiredDate(m.fromRequired).test(
    'not-future',
    m.fromFuture,
    (value) => !value || !isIsoDate(value) || value <= today(),
  ),
  // Where the applicant lives now: the address without a move-out date. Derived below, never asked.
  Current: boolean().default(false),
  ToDate: optionalDate().test('after', m.toBeforeFrom, function after(value) {
    return afterOrSame(value, (this.parent as { FromDate?: unknown }).FromDate);
  }),
}).transform((value: unknown) =>
  value && typeof value === 'object' && !Array.isArray(value)
    ? { ...value, Current: !movedOut((value as { ToDate?: unknown }).ToDate) }
    : value,
);

type AddressLike = { State?: unknown; FromDate?: unknown; ToDate?: unknown; Current?: unknown };
const addressesOf = (parent: unknown): AddressLike[] => {
  const list = (parent as { Addresses?: unknown } | undefined)?.Addresses;
  return Array.isArray(list) ? (list as AddressLike[]) : [];
};
const statesOf = (parent: unknown) => addressesOf(parent).map((address) => address.State as string | null);
const gapsOf = (parent: unknown) =>
  cbcAddressGaps(
    addressesOf(parent).map((address) => ({
      FromDate: typeof address.FromDate === 'string' ? address.FromDate : null,
      ToDate: typeof address.ToDate === 'string' ? address.ToDate : null,
    })),
  );

export const cbcSchema = object({
  DisclosureAcknowledged: boolean().default(false).oneOf([true], m.disclosureRequired),
  FirstName: requiredText(NAME_MAX_LENGTH, m.firstNameRequired, m.nameMax),
  MiddleName: optionalText(NAME_MAX_LENGTH, m.nameMax),
  LastName: requiredText(NAME_MAX_LENGTH, m.lastNameRequired, m.nameMax),
  OtherNames: array(cbcOtherNameSchema).default([]).max(CBC_OTHER_NAMES_MAX, m.otherNamesMax),
  DateOfBirth: requiredDate(m.dateOfBirthRequired).test(inThePast(m.dateOfBirthPast)),
  SsnSource: requiredChoice<CbcSsnSource>(['entered', 'w9'], m.ssnSourceInvalid, m.ssnSourceInvalid),
  // From the W-9: the server copies the W-9's SSN in (the browser never holds it); typed: 9 digits.
  Ssn: withoutSeparators().when('SsnSource', ([source], rule) =>
    source === 'w9'
      ? rule.transform(() => '')
      : rule.required(m.ssnRequired).test(identifierFormat(NINE_DIGITS, m.ssnInvalid)),
  ),
  NoDriversLicense: boolean().default(false),
  DriversLicenseNumber: optionalText(DOCUMENT_NUMBER_MAX_LENGTH, m.licenseNumberMax).when(
    'NoDriversLicense',
    ([none], rule) =>
      none === true
        ? rule.transform(() => '')
        : rule
            .required(m.licenseNumberRequired)
            .test(identifierFormat(DOCUMENT_NUMBER_PATTERN, m.licenseNumberInvalid)),
  ),
  DriversLicenseState: optionalChoice<UsStateCode>(US_STATE_CODES, m.stateInvalid).when(
    'NoDriversLicense',
    ([none], rule) =>
      none === true
        ? rule.transform(() => null)
        : rule.test('required', m.licenseStateRequired, (value) => value !== null && value !== undefined),
  ),
  Addresses: array(cbcAddressSchema)
    .required(m.addressesRequired)
    .min(1, m.addressesRequired)
    .max(CBC_ADDRESSES_MAX, m.addressesMax)
    .test('one-current', m.currentOne, (list) => (list ?? []).filter((address) => address.Current).length <= 1)
    .test(
      'current',
      m.currentRequired,
      (list) => (list ?? []).length === 0 || (list ?? []).some((address) => address.Current),
    ),
  GapExplanation: optionalText(TEXT_MAX_LENGTH, m.gapExplanationMax).test(
    'required',
    m.gapExplanationRequired,
    function explained(value) {
      return Boolean(value) || gapsOf(this.parent).length === 0;
    },
  ),
  CopyOfReport: boolean().default(false),
  StateNoticesAcknowledged: boolean()
    .default(false)
    .test('required', m.noticesRequired, function read(value) {
      return value === true || cbcStateNotices(statesOf(this.parent)).length === 0;
    }),
  NyChrcConsent: boolean()
    .default(false)
    .when('Addresses', ([list], rule) =>
      Array.isArray(list) && list.some((address: AddressLike) => address?.State === 'NY')
        ? rule
        : rule.transform(() => false),
    ),
});
/** CHRC Form Info's values: the contract's `CbcFormData`. */
export type CbcValues = InferType<typeof cbcSchema>;

/** The screens of CHRC Form Info, in order (the state notices and the NY CHRC consent only when they apply). */
export type CbcStep = 'disclosure' | 'authorization' | 'notices' | 'chrc';

/** The fields each screen asks for. */
export const CBC_STEP_FIELDS = {
  disclosure: ['DisclosureAcknowledged'],
  authorization: [
    'FirstName',
    'MiddleName',
    'LastName',
    'OtherNames',
    'DateOfBirth',
    'SsnSource',
    'Ssn',
    'NoDriversLicense',
    'DriversLicenseNumber',
    'DriversLicenseState',
    'Addresses',
    'GapExplanation',
    'CopyOfReport',
  ],
  notices: ['StateNoticesAcknowledged'],
  chrc: ['NyChrcConsent'],
} as const satisfies Record<CbcStep, readonly (keyof CbcValues)[]>;

/**
 * The rules of each screen (each checked when the applicant continues from it; the whole form with
 * `cbcSchema` before signing): the form's own rules, and on the state notices and NY CHRC screens, which
 * show only when they apply, their acknowledgement required.
 */
export const cbcStepSchemas = {
  disclosure: cbcSchema.pick([...CBC_STEP_FIELDS.disclosure]),
  authorization: cbcSchema.pick([...CBC_STEP_FIELDS.authorization]),
  notices: object({ StateNoticesAcknowledged: boolean().default(false).oneOf([true], m.noticesRequired) }),
  chrc: object({ NyChrcConsent: boolean().default(false).oneOf([true], m.chrcRequired) }),
};
