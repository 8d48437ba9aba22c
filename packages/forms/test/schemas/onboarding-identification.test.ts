import { expectTypeOf } from 'vitest';
import type { IdentificationData } from '@agency/api-client/contract';
import { identificationSchema, messages, validateValues, type IdentificationValues } from '@agency/forms/schemas';
import {
  invalidIdentifications,
  validDriversLicense,
  validIdentification,
  validPassport,
} from '../../src/schemas/onboarding/identification/fixtures';
import { errorsOf } from './support';

const m = messages.identification;

describe('identification messages', () => {
  it('hold the literal texts', () => {
    expect(m).toEqual({
      documentsRequired: 'Add at least one identity document',
      documentsMax: 'You can add at most 10 identity documents',
      idRequired: 'Each document needs an id',
      idMax: 'Document id must be at most 100 characters',
      typeRequired: 'Choose the type of document',
      typeInvalid: 'Choose a type of document from the list',
      otherTypeRequired: 'Say what kind of document this is',
      otherTypeMax: 'Document type must be at most 100 characters',
      issuingStateRequired: 'Choose the state that issued the document',
      stateInvalid: 'Choose a state from the list',
      issuingCountryRequired: 'Enter the country that issued the passport',
      issuingCountryMax: 'Issuing country must be at most 100 characters',
      numberRequired: 'Enter the document number',
      numberMax: 'Document number must be at most 30 characters',
      numberInvalid: 'A document number may contain letters, digits, spaces and hyphens only',
      dateInvalid: 'Enter a date as MM/DD/YYYY',
      issueDateFuture: 'The issue date cannot be in the future',
      expiryBeforeIssue: 'The expiry date must be after the issue date',
      uploadIdMax: 'Upload id must be at most 100 characters',
    });
  });
});

describe('identificationSchema', () => {
  it('accepts the valid sample unchanged', () => {
    expect(validateValues(identificationSchema, validIdentification)).toEqual({ ok: true, value: validIdentification });
  });

  it.each(invalidIdentifications)('refuses $name: $field → $message', ({ values, field, message }) => {
    expect(errorsOf(identificationSchema, values)).toEqual({ [field]: message });
  });

  it('takes the mask of a stored document number (a form loaded for editing)', () => {
    const Documents = [{ ...validIdentification.Documents[0]!, Number: '****2XQ7' }];
    expect(errorsOf(identificationSchema, { ...validIdentification, Documents })).toEqual({});
  });

  it('clears what the type does not use: the country of a license, the state of a passport, the text of a non-other', () => {
    const result = validateValues(identificationSchema, {
      Documents: [
        { ...validDriversLicense, IssuingCountry: 'Mexico', OtherType: 'Library card' },
        { ...validPassport, IssuingState: 'TX' },
      ],
    });
    expect(result).toEqual({ ok: true, value: validIdentification });
  });

  it('keeps both the state and the country of an "other" document, neither required', () => {
    const other = {
      ...validDriversLicense,
      Type: 'other',
      OtherType: 'Tribal ID card',
      IssuingState: null,
      IssuingCountry: '',
    };
    expect(validateValues(identificationSchema, { Documents: [other] })).toEqual({
      ok: true,
      value: { Documents: [other] },
    });
    const withBoth = { ...other, IssuingState: 'AZ', IssuingCountry: 'United States' };
    expect(validateValues(identificationSchema, { Documents: [withBoth] })).toEqual({
      ok: true,
      value: { Documents: [withBoth] },
    });
  });

  it('takes dates and uploads as optional (empty text becomes null) and trims the number', () => {
    const result = validateValues(identificationSchema, {
      Documents: [
        {
          ...validDriversLicense,
          Number: ' 123 456-78 ',
          IssueDate: '',
          ExpiryDate: '',
          FrontUploadId: '',
          BackUploadId: null,
        },
      ],
    });
    expect(result).toEqual({
      ok: true,
      value: {
        Documents: [
          {
            ...validDriversLicense,
            Number: '123 456-78',
            IssueDate: null,
            ExpiryDate: null,
            FrontUploadId: null,
            BackUploadId: null,
          },
        ],
      },
    });
  });

  it('checks the expiry against the issue date only when both are given', () => {
    expect(
      errorsOf(identificationSchema, {
        Documents: [{ ...validDriversLicense, IssueDate: null, ExpiryDate: '2001-01-01' }],
      }),
    ).toEqual({});
  });

  it('has the values of the contract’s IdentificationData', () => {
    expectTypeOf<IdentificationValues>().toEqualTypeOf<IdentificationData>();
  });
});
