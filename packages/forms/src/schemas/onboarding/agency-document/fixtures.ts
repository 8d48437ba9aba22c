// Valid and invalid acceptances and drafts of the agency's documents, used by the tests and the stories
// (internal: not exported).
import { AGENCY_DOCUMENT_BODY_MAX_LENGTH, AGENCY_DOCUMENT_TITLE_MAX_LENGTH } from '@agency/api-client/contract';
import type { InvalidOnboardingCase } from '../fixtures';
import { agencyDocumentMessages as m } from './messages';
import type { AgencyDocumentAcceptanceValues, AgencyDocumentDraftValues } from './schema';

export const validAgencyDocumentAcceptance: AgencyDocumentAcceptanceValues = {
  DocumentVersion: 2,
  DocumentHash: '3f'.repeat(32),
  Accepted: true,
};

const acceptance = (changes: Record<string, unknown>) => ({ ...validAgencyDocumentAcceptance, ...changes });

/** Invalid acceptances of the agreement (the terms say the same but for the box's message). */
export const invalidAgreementAcceptances: InvalidOnboardingCase[] = [
  {
    name: 'box not ticked',
    values: acceptance({ Accepted: false }),
    field: 'Accepted',
    message: m.agreementAcceptRequired,
  },
  {
    name: 'no version',
    values: acceptance({ DocumentVersion: null }),
    field: 'DocumentVersion',
    message: m.versionRequired,
  },
  {
    name: 'version 0',
    values: acceptance({ DocumentVersion: 0 }),
    field: 'DocumentVersion',
    message: m.versionRequired,
  },
  {
    name: 'hash not SHA-256 hex',
    values: acceptance({ DocumentHash: 'abc' }),
    field: 'DocumentHash',
    message: m.hashInvalid,
  },
  { name: 'no hash', values: acceptance({ DocumentHash: '' }), field: 'DocumentHash', message: m.hashInvalid },
];

export const validAgencyDocumentDraft: AgencyDocumentDraftValues = {
  Title: 'Agreement',
  Body: '## Assignments\n\n- You accept or decline each assignment\n- You work the shifts you confirm',
};

export const invalidAgencyDocumentDrafts: InvalidOnboardingCase[] = [
  {
    name: 'blank title',
    values: { ...validAgencyDocumentDraft, Title: '  ' },
    field: 'Title',
    message: m.titleRequired,
  },
  {
    name: 'title too long',
    values: { ...validAgencyDocumentDraft, Title: 'T'.repeat(AGENCY_DOCUMENT_TITLE_MAX_LENGTH + 1) },
    field: 'Title',
    message: m.titleMax,
  },
  { name: 'blank text', values: { ...validAgencyDocumentDraft, Body: ' \n ' }, field: 'Body', message: m.bodyRequired },
  {
    name: 'text too long',
    values: { ...validAgencyDocumentDraft, Body: 'x'.repeat(AGENCY_DOCUMENT_BODY_MAX_LENGTH + 1) },
    field: 'Body',
    message: m.bodyMax,
  },
];
