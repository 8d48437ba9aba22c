// Valid and invalid Identification Info, used by the tests and the stories (internal: not exported).
import type { InvalidOnboardingCase } from '../fixtures';
import { identificationMessages as m } from './messages';
import type { IdentificationDocumentValues, IdentificationValues } from './schema';

export const validDriversLicense: IdentificationDocumentValues = {
  Id: 'doc-1',
  Type: 'drivers-license',
  OtherType: '',
  IssuingState: 'TX',
  IssuingCountry: '',
  Number: '12345678',
  IssueDate: '2022-05-01',
  ExpiryDate: '2030-04-12',
  FrontUploadId: 'upload-front-1',
  BackUploadId: 'upload-back-1',
};

export const validPassport: IdentificationDocumentValues = {
  Id: 'doc-2',
  Type: 'passport',
  OtherType: '',
  IssuingState: null,
  IssuingCountry: 'United States',
  Number: 'A1234567',
  IssueDate: '2020-01-15',
  ExpiryDate: '2030-01-14',
  FrontUploadId: 'upload-passport',
  BackUploadId: null,
};

export const validIdentification: IdentificationValues = { Documents: [validDriversLicense, validPassport] };

const withDocument = (changes: Record<string, unknown>) => ({ Documents: [{ ...validDriversLicense, ...changes }] });

export const invalidIdentifications: InvalidOnboardingCase[] = [
  { name: 'no documents', values: { Documents: [] }, field: 'Documents', message: m.documentsRequired },
  { name: 'documents missing', values: {}, field: 'Documents', message: m.documentsRequired },
  {
    name: 'eleven documents',
    values: { Documents: Array.from({ length: 11 }, (_, i) => ({ ...validDriversLicense, Id: `doc-${i}` })) },
    field: 'Documents',
    message: m.documentsMax,
  },
  { name: 'no id', values: withDocument({ Id: '' }), field: 'Documents[0].Id', message: m.idRequired },
  { name: 'no type', values: withDocument({ Type: '' }), field: 'Documents[0].Type', message: m.typeRequired },
  {
    name: 'unknown type',
    values: withDocument({ Type: 'library-card' }),
    field: 'Documents[0].Type',
    message: m.typeInvalid,
  },
  {
    name: "driver's license without its state",
    values: withDocument({ IssuingState: null }),
    field: 'Documents[0].IssuingState',
    message: m.issuingStateRequired,
  },
  {
    name: 'state ID without its state',
    values: withDocument({ Type: 'state-id', IssuingState: '' }),
    field: 'Documents[0].IssuingState',
    message: m.issuingStateRequired,
  },
  {
    name: 'unknown issuing state',
    values: withDocument({ IssuingState: 'ZZ' }),
    field: 'Documents[0].IssuingState',
    message: m.stateInvalid,
  },
  {
    name: 'passport without its country',
    values: withDocument({ Type: 'passport', IssuingCountry: ' ' }),
    field: 'Documents[0].IssuingCountry',
    message: m.issuingCountryRequired,
  },
  {
    name: 'other document not described',
    values: withDocument({ Type: 'other', OtherType: '' }),
    field: 'Documents[0].OtherType',
    message: m.otherTypeRequired,
  },
  { name: 'no number', values: withDocument({ Number: '' }), field: 'Documents[0].Number', message: m.numberRequired },
  {
    name: 'number with symbols',
    values: withDocument({ Number: '1234/5678' }),
    field: 'Documents[0].Number',
    message: m.numberInvalid,
  },
  {
    name: '31-character number',
    values: withDocument({ Number: '1'.repeat(31) }),
    field: 'Documents[0].Number',
    message: m.numberMax,
  },
  {
    name: 'issued in the future',
    values: withDocument({ IssueDate: '2999-01-01', ExpiryDate: null }),
    field: 'Documents[0].IssueDate',
    message: m.issueDateFuture,
  },
  {
    name: 'expiry before issue',
    values: withDocument({ IssueDate: '2022-05-01', ExpiryDate: '2022-04-30' }),
    field: 'Documents[0].ExpiryDate',
    message: m.expiryBeforeIssue,
  },
  {
    name: 'expiry on the issue date',
    values: withDocument({ IssueDate: '2022-05-01', ExpiryDate: '2022-05-01' }),
    field: 'Documents[0].ExpiryDate',
    message: m.expiryBeforeIssue,
  },
  {
    name: 'expiry not a date',
    values: withDocument({ ExpiryDate: '2030-13-01' }),
    field: 'Documents[0].ExpiryDate',
    message: m.dateInvalid,
  },
];
