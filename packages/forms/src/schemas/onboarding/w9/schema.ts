import {
  W9_EXEMPT_PAYEE_CODES,
  W9_FATCA_CODES,
  W9_LLC_CLASSIFICATIONS,
  W9_TAX_CLASSIFICATIONS,
  w9ForeignPartnersApplies,
  type W9ExemptPayeeCode,
  type W9FatcaCode,
  type W9LlcClassification,
  type W9TaxClassification,
  type W9TinType,
} from '@agency/api-client/contract';
import { boolean, object, type InferType } from 'yup';
import { NAME_MAX_LENGTH, TEXT_MAX_LENGTH } from '../../shared/constants';
import { optionalText } from '../../shared/rules';
import {
  NINE_DIGITS,
  identifierFormat,
  optionalChoice,
  requiredChoice,
  requiredState,
  requiredText,
  requiredZip,
  withoutSeparators,
} from '../rules';
import { w9Messages as m } from './messages';

// Form W-9, Rev. March 2024 (contract `W9Data`, ONBOARDING.md §1). Conditional lines:
// - 3a LLC needs its letter (C, S or P), 3a Other its written classification; each is cleared otherwise;
// - 3b (foreign partners) exists only for a partnership, a trust/estate or an LLC taxed as a partnership,
//   and is cleared (false) elsewhere;
// - line 4's codes come from the instructions' lists, and not for an individual/sole proprietor;
// - Part I: 9 digits in the box chosen (SSN, ITIN in the SSN box, or EIN), written with or without dashes
//   and stored as digits. ("Applied For" is not taken: the agency needs the number before paying.)

const ifEntity = (message: string) => ({
  name: 'entities-only',
  message,
  test(this: { parent: { TaxClassification?: unknown } }, value: unknown) {
    return value === null || value === undefined || this.parent.TaxClassification !== 'individual';
  },
});

export const w9Schema = object({
  Name: requiredText(TEXT_MAX_LENGTH, m.nameRequired, m.nameMax),
  BusinessName: optionalText(TEXT_MAX_LENGTH, m.businessNameMax),
  TaxClassification: requiredChoice<W9TaxClassification>(
    W9_TAX_CLASSIFICATIONS.map((entry) => entry.key),
    m.taxClassificationRequired,
    m.taxClassificationInvalid,
  ),
  LlcClassification: optionalChoice<W9LlcClassification>(
    W9_LLC_CLASSIFICATIONS.map((entry) => entry.key),
    m.llcClassificationInvalid,
  ).when('TaxClassification', ([classification], rule) =>
    classification === 'llc'
      ? rule.test('required', m.llcClassificationRequired, (value) => value !== null && value !== undefined)
      : rule.transform(() => null),
  ),
  OtherClassification: optionalText(NAME_MAX_LENGTH, m.otherClassificationMax).when(
    'TaxClassification',
    ([classification], rule) =>
      classification === 'other' ? rule.required(m.otherClassificationRequired) : rule.transform(() => ''),
  ),
  ForeignPartners: boolean()
    .default(false)
    .when(['TaxClassification', 'LlcClassification'], ([classification, llc], rule) =>
      w9ForeignPartnersApplies(classification as W9TaxClassification, llc as W9LlcClassification | null)
        ? rule
        : rule.transform(() => false),
    ),
  ExemptPayeeCode: optionalChoice<W9ExemptPayeeCode>(
    W9_EXEMPT_PAYEE_CODES.map((entry) => entry.code),
    m.exemptPayeeCodeInvalid,
  ).test(ifEntity(m.exemptionsNotForIndividuals)),
  FatcaCode: optionalChoice<W9FatcaCode>(
    W9_FATCA_CODES.map((entry) => entry.code),
    m.fatcaCodeInvalid,
  ).test(ifEntity(m.exemptionsNotForIndividuals)),
  Address: requiredText(TEXT_MAX_LENGTH, m.addressRequired, m.addressMax),
  City: requiredText(NAME_MAX_LENGTH, m.cityRequired, m.cityMax),
  State: requiredState(),
  Zip: requiredZip(),
  RequesterNameAddress: optionalText(TEXT_MAX_LENGTH, m.requesterNameAddressMax),
  AccountNumbers: optionalText(TEXT_MAX_LENGTH, m.accountNumbersMax),
  TinType: requiredChoice<W9TinType>(['ssn', 'ein'], m.tinTypeRequired, m.tinTypeInvalid),
  Tin: withoutSeparators().when('TinType', ([type], rule) => {
    const message = type === 'ein' ? m.einInvalid : m.ssnInvalid;
    return rule.required(message).test(identifierFormat(NINE_DIGITS, message));
  }),
  CertificationItem2Crossed: boolean().default(false),
});
/** The W-9's values: the contract's `W9Data`. */
export type W9Values = InferType<typeof w9Schema>;
