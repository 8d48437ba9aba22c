import { expectTypeOf } from 'vitest';
import type { AgencyDocumentAcceptanceData, AgencyDocumentDraftPayload } from '@agency/api-client/contract';
import {
  agencyDocumentDraftSchema,
  agreementFormSchema,
  isDraftShape,
  messages,
  onboardingFormSchemas,
  termsConditionsSchema,
  validateValues,
  type AgencyDocumentAcceptanceValues,
  type AgencyDocumentDraftValues,
} from '@agency/forms/schemas';
import {
  invalidAgencyDocumentDrafts,
  invalidAgreementAcceptances,
  validAgencyDocumentAcceptance,
  validAgencyDocumentDraft,
} from '../../src/schemas/onboarding/agency-document/fixtures';
import { errorsOf } from './support';

const m = messages.agencyDocument;

describe('agency document messages', () => {
  it('hold the literal texts', () => {
    expect(m).toEqual({
      agreementAcceptRequired: 'Tick the box to confirm that you have read and accept the agreement',
      termsAcceptRequired: 'Tick the box to confirm that you have read and accept the terms and conditions',
      versionRequired: 'The text you read could not be identified: reload the page and read it again',
      hashInvalid: 'The text you read could not be identified: reload the page and read it again',
      titleRequired: 'Enter a title',
      titleMax: 'Title must be at most 200 characters',
      bodyRequired: 'Write the text of the document',
      bodyMax: 'Text must be at most 100000 characters',
    });
  });
});

describe('agreementFormSchema and termsConditionsSchema', () => {
  it('are the schemas of the two forms', () => {
    expect(onboardingFormSchemas['agreement-form-info']).toBe(agreementFormSchema);
    expect(onboardingFormSchemas['terms-conditions']).toBe(termsConditionsSchema);
  });

  it('accept the valid sample unchanged', () => {
    for (const schema of [agreementFormSchema, termsConditionsSchema])
      expect(validateValues(schema, validAgencyDocumentAcceptance)).toEqual({
        ok: true,
        value: validAgencyDocumentAcceptance,
      });
  });

  it.each(invalidAgreementAcceptances)('refuse $name: $field → $message', ({ values, field, message }) => {
    expect(errorsOf(agreementFormSchema, values)).toEqual({ [field]: message });
  });

  it('say which document the box accepts', () => {
    const unticked = { ...validAgencyDocumentAcceptance, Accepted: false };
    expect(errorsOf(agreementFormSchema, unticked)).toEqual({ Accepted: m.agreementAcceptRequired });
    expect(errorsOf(termsConditionsSchema, unticked)).toEqual({ Accepted: m.termsAcceptRequired });
    expect(errorsOf(termsConditionsSchema, {})).toEqual({
      DocumentVersion: m.versionRequired,
      DocumentHash: m.hashInvalid,
      Accepted: m.termsAcceptRequired,
    });
  });

  it('take a draft of their fields only', () => {
    expect(isDraftShape(agreementFormSchema, { DocumentVersion: 1, Accepted: false })).toBe(true);
    expect(isDraftShape(agreementFormSchema, { DocumentText: 'x' })).toBe(false);
  });

  it('validate the contract’s type', () => {
    expectTypeOf<AgencyDocumentAcceptanceValues>().toEqualTypeOf<AgencyDocumentAcceptanceData>();
  });
});

describe('agencyDocumentDraftSchema', () => {
  it('accepts the valid sample unchanged', () => {
    expect(validateValues(agencyDocumentDraftSchema, validAgencyDocumentDraft)).toEqual({
      ok: true,
      value: validAgencyDocumentDraft,
    });
  });

  it.each(invalidAgencyDocumentDrafts)('refuses $name: $field → $message', ({ values, field, message }) => {
    expect(errorsOf(agencyDocumentDraftSchema, values)).toEqual({ [field]: message });
  });

  it('keeps the Markdown as written (no trimming of its lines)', () => {
    const body = '  indented code\n\n- item  \n';
    const result = validateValues(agencyDocumentDraftSchema, { Title: ' Terms ', Body: body });
    expect(result).toEqual({ ok: true, value: { Title: 'Terms', Body: body } });
  });

  it('validates the contract’s type', () => {
    expectTypeOf<AgencyDocumentDraftValues>().toEqualTypeOf<AgencyDocumentDraftPayload>();
  });
});
