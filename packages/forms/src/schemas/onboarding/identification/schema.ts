import {
  IDENTIFICATION_DOCUMENTS_MAX,
  IDENTIFICATION_TYPES,
  US_STATE_CODES,
  type IdentificationType,
  type UsStateCode,
} from '@agency/api-client/contract';
import { array, object, string, type InferType } from 'yup';
import { isIsoDate } from '../../applicant/schema';
import { NAME_MAX_LENGTH } from '../../shared/constants';
import { optionalText } from '../../shared/rules';
import { DOCUMENT_NUMBER_MAX_LENGTH, DOCUMENT_NUMBER_PATTERN, ID_MAX_LENGTH } from '../constants';
import { identifierFormat, optionalChoice, optionalDate, requiredChoice, requiredText, today } from '../rules';
import { identificationMessages as m } from './messages';

// Identification Info (contract `IdentificationData`): at least one identity document. What a document
// needs depends on its type: a driver's license or a state ID its issuing state, a passport its issuing
// country, an "other" document what it is. A field the type does not use is cleared.

const STATE_ISSUED: readonly IdentificationType[] = ['drivers-license', 'state-id'];

const uploadId = () =>
  string()
    .trim()
    .nullable()
    .default(null)
    .transform((value: string | null) => (value === '' ? null : value))
    .max(ID_MAX_LENGTH, m.uploadIdMax);

export const identificationDocumentSchema = object({
  Id: requiredText(ID_MAX_LENGTH, m.idRequired, m.idMax),
  Type: requiredChoice<IdentificationType>(
    IDENTIFICATION_TYPES.map((type) => type.key),
    m.typeRequired,
    m.typeInvalid,
  ),
  OtherType: optionalText(NAME_MAX_LENGTH, m.otherTypeMax).when('Type', ([type], rule) =>
    type === 'other' ? rule.required(m.otherTypeRequired) : rule.transform(() => ''),
  ),
  IssuingState: optionalChoice<UsStateCode>(US_STATE_CODES, m.stateInvalid).when('Type', ([type], rule) =>
    STATE_ISSUED.includes(type as IdentificationType)
      ? rule.test('required', m.issuingStateRequired, (value) => value !== null && value !== undefined)
      : type === 'passport'
        ? rule.transform(() => null)
        : rule,
  ),
  IssuingCountry: optionalText(NAME_MAX_LENGTH, m.issuingCountryMax).when('Type', ([type], rule) =>
    type === 'passport'
      ? rule.required(m.issuingCountryRequired)
      : STATE_ISSUED.includes(type as IdentificationType)
        ? rule.transform(() => '')
        : rule,
  ),
  Number: requiredText(DOCUMENT_NUMBER_MAX_LENGTH, m.numberRequired, m.numberMax).test(
    identifierFormat(DOCUMENT_NUMBER_PATTERN, m.numberInvalid),
  ),
  IssueDate: optionalDate().test(
    'not-future',
    m.issueDateFuture,
    (value) => !value || !isIsoDate(value) || value <= today(),
  ),
  ExpiryDate: optionalDate().test('after-issue', m.expiryBeforeIssue, function afterIssue(value) {
    const issue: unknown = (this.parent as { IssueDate?: unknown }).IssueDate;
    return !value || typeof issue !== 'string' || !isIsoDate(value) || !isIsoDate(issue) || value > issue;
  }),
  FrontUploadId: uploadId(),
  BackUploadId: uploadId(),
});

export const identificationSchema = object({
  Documents: array(identificationDocumentSchema)
    .required(m.documentsRequired)
    .min(1, m.documentsRequired)
    .max(IDENTIFICATION_DOCUMENTS_MAX, m.documentsMax),
});
/** Identification Info's values: the contract's `IdentificationData`. */
export type IdentificationValues = InferType<typeof identificationSchema>;
export type IdentificationDocumentValues = InferType<typeof identificationDocumentSchema>;
