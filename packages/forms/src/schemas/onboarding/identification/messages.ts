import { IDENTIFICATION_DOCUMENTS_MAX } from '@agency/api-client/contract';
import { NAME_MAX_LENGTH } from '../../shared/constants';
import { atMost } from '../../shared/messages';
import { DOCUMENT_NUMBER_MAX_LENGTH, ID_MAX_LENGTH } from '../constants';
import { onboardingMessages as o } from '../messages';

/** Identification Info (onboarding): the applicant's identity documents. Not given by SPEC; chosen here. */
export const identificationMessages = {
  documentsRequired: 'Add at least one identity document',
  documentsMax: `You can add at most ${IDENTIFICATION_DOCUMENTS_MAX} identity documents`,
  idRequired: 'Each document needs an id',
  idMax: atMost('Document id', ID_MAX_LENGTH),
  typeRequired: 'Choose the type of document',
  typeInvalid: 'Choose a type of document from the list',
  otherTypeRequired: 'Say what kind of document this is',
  otherTypeMax: atMost('Document type', NAME_MAX_LENGTH),
  issuingStateRequired: 'Choose the state that issued the document',
  stateInvalid: o.stateInvalid,
  issuingCountryRequired: 'Enter the country that issued the passport',
  issuingCountryMax: atMost('Issuing country', NAME_MAX_LENGTH),
  numberRequired: 'Enter the document number',
  numberMax: atMost('Document number', DOCUMENT_NUMBER_MAX_LENGTH),
  numberInvalid: o.documentNumberInvalid,
  dateInvalid: o.dateInvalid,
  issueDateFuture: 'The issue date cannot be in the future',
  expiryBeforeIssue: 'The expiry date must be after the issue date',
  uploadIdMax: atMost('Upload id', ID_MAX_LENGTH),
} as const;
