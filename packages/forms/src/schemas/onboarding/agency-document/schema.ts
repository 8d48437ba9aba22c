import { AGENCY_DOCUMENT_BODY_MAX_LENGTH, AGENCY_DOCUMENT_TITLE_MAX_LENGTH } from '@agency/api-client/contract';
import { boolean, number, object, string, type InferType } from 'yup';
import { agencyDocumentMessages as m } from './messages';

// The agency's documents (contract ./agency-documents). The applicant's forms `agreement-form-info` and
// `terms-conditions` (contract `AgencyDocumentAcceptanceData`) name the published version read (its
// number and SHA-256, which the server checks against the current version) and tick the acceptance box.
// The owner's draft is a title and a Markdown text.

const acceptanceSchema = (acceptRequired: string) =>
  object({
    DocumentVersion: number()
      .typeError(m.versionRequired)
      .nullable()
      .required(m.versionRequired)
      .integer(m.versionRequired)
      .min(1, m.versionRequired),
    DocumentHash: string()
      .default('')
      .required(m.hashInvalid)
      .matches(/^[0-9a-f]{64}$/, m.hashInvalid),
    Accepted: boolean().default(false).oneOf([true], acceptRequired).required(acceptRequired),
  });

/** Agreement Form: the version of the agency's Agreement read, accepted (then signed). */
export const agreementFormSchema = acceptanceSchema(m.agreementAcceptRequired);
/** Terms & Conditions: the version of the agency's Terms & Conditions read, accepted (then signed). */
export const termsConditionsSchema = acceptanceSchema(m.termsAcceptRequired);
/** The values of both: the contract's `AgencyDocumentAcceptanceData`. */
export type AgencyDocumentAcceptanceValues = InferType<typeof agreementFormSchema>;

/** The owner's draft of a document (contract `AgencyDocumentDraftPayload`): a title and Markdown. */
export const agencyDocumentDraftSchema = object({
  Title: string().trim().required(m.titleRequired).max(AGENCY_DOCUMENT_TITLE_MAX_LENGTH, m.titleMax),
  Body: string()
    .default('')
    .test('not-blank', m.bodyRequired, (value) => typeof value === 'string' && value.trim() !== '')
    .max(AGENCY_DOCUMENT_BODY_MAX_LENGTH, m.bodyMax),
});
export type AgencyDocumentDraftValues = InferType<typeof agencyDocumentDraftSchema>;
