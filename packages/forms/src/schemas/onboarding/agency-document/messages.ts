import { AGENCY_DOCUMENT_BODY_MAX_LENGTH, AGENCY_DOCUMENT_TITLE_MAX_LENGTH } from '@agency/api-client/contract';
import { atMost } from '../../shared/messages';

/**
 * The agency's documents (Agreement, Terms & Conditions): the applicant's acceptance of a version, and the
 * owner's draft of a version. Not given by SPEC; chosen here.
 */
export const agencyDocumentMessages = {
  agreementAcceptRequired: 'Tick the box to confirm that you have read and accept the agreement',
  termsAcceptRequired: 'Tick the box to confirm that you have read and accept the terms and conditions',
  versionRequired: 'The text you read could not be identified: reload the page and read it again',
  hashInvalid: 'The text you read could not be identified: reload the page and read it again',
  titleRequired: 'Enter a title',
  titleMax: atMost('Title', AGENCY_DOCUMENT_TITLE_MAX_LENGTH),
  bodyRequired: 'Write the text of the document',
  bodyMax: atMost('Text', AGENCY_DOCUMENT_BODY_MAX_LENGTH),
} as const;
