// Valid and invalid W-9s, used by the tests and the stories (internal: not exported).
import type { InvalidOnboardingCase } from '../fixtures';
import { w9Messages as m } from './messages';
import type { W9Values } from './schema';

/** An individual (a 1099 contractor) with an SSN. */
export const validW9: W9Values = {
  Name: 'Maria L Rivera',
  BusinessName: '',
  TaxClassification: 'individual',
  LlcClassification: null,
  OtherClassification: '',
  ForeignPartners: false,
  ExemptPayeeCode: null,
  FatcaCode: null,
  Address: '2400 Travis Street, Apt 12',
  City: 'Houston',
  State: 'TX',
  Zip: '77006',
  RequesterNameAddress: '',
  AccountNumbers: '',
  TinType: 'ssn',
  Tin: '123456789',
  CertificationItem2Crossed: false,
};

/** A nurse's LLC taxed as a partnership, with an EIN, foreign partners and an exempt payee code. */
export const validW9Llc: W9Values = {
  ...validW9,
  Name: 'Rivera Nursing Services LLC',
  TaxClassification: 'llc',
  LlcClassification: 'P',
  ForeignPartners: true,
  ExemptPayeeCode: '5',
  FatcaCode: 'D',
  TinType: 'ein',
  Tin: '123456789',
};

const v = validW9;

export const invalidW9s: InvalidOnboardingCase[] = [
  { name: 'no name', values: { ...v, Name: '' }, field: 'Name', message: m.nameRequired },
  {
    name: 'no tax classification',
    values: { ...v, TaxClassification: '' },
    field: 'TaxClassification',
    message: m.taxClassificationRequired,
  },
  {
    name: 'unknown tax classification',
    values: { ...v, TaxClassification: 'cooperative' },
    field: 'TaxClassification',
    message: m.taxClassificationInvalid,
  },
  {
    name: 'LLC without its letter',
    values: { ...v, TaxClassification: 'llc', LlcClassification: null, TinType: 'ein' },
    field: 'LlcClassification',
    message: m.llcClassificationRequired,
  },
  {
    name: 'LLC with a wrong letter',
    values: { ...v, TaxClassification: 'llc', LlcClassification: 'D', TinType: 'ein' },
    field: 'LlcClassification',
    message: m.llcClassificationInvalid,
  },
  {
    name: 'Other without its classification',
    values: { ...v, TaxClassification: 'other', OtherClassification: ' ' },
    field: 'OtherClassification',
    message: m.otherClassificationRequired,
  },
  {
    name: 'an exempt payee code for an individual',
    values: { ...v, ExemptPayeeCode: '5' },
    field: 'ExemptPayeeCode',
    message: m.exemptionsNotForIndividuals,
  },
  {
    name: 'a FATCA code for an individual',
    values: { ...v, FatcaCode: 'A' },
    field: 'FatcaCode',
    message: m.exemptionsNotForIndividuals,
  },
  {
    name: 'an exempt payee code not on the list',
    values: { ...v, TaxClassification: 'c-corporation', ExemptPayeeCode: '14' },
    field: 'ExemptPayeeCode',
    message: m.exemptPayeeCodeInvalid,
  },
  {
    name: 'a FATCA code not on the list',
    values: { ...v, TaxClassification: 'c-corporation', FatcaCode: 'N' },
    field: 'FatcaCode',
    message: m.fatcaCodeInvalid,
  },
  { name: 'no address', values: { ...v, Address: '' }, field: 'Address', message: m.addressRequired },
  { name: 'no city', values: { ...v, City: '' }, field: 'City', message: m.cityRequired },
  { name: 'no state', values: { ...v, State: '' }, field: 'State', message: m.stateRequired },
  { name: 'ZIP malformed', values: { ...v, Zip: '77006-1' }, field: 'Zip', message: m.zipInvalid },
  { name: 'no TIN type', values: { ...v, TinType: null }, field: 'TinType', message: m.tinTypeRequired },
  { name: 'no SSN', values: { ...v, Tin: '' }, field: 'Tin', message: m.ssnInvalid },
  { name: 'SSN of 8 digits', values: { ...v, Tin: '123-45-678' }, field: 'Tin', message: m.ssnInvalid },
  { name: 'SSN with letters', values: { ...v, Tin: '123-45-67AB' }, field: 'Tin', message: m.ssnInvalid },
  {
    name: 'EIN of 10 digits',
    values: { ...v, TinType: 'ein', Tin: '12-34567890' },
    field: 'Tin',
    message: m.einInvalid,
  },
];
