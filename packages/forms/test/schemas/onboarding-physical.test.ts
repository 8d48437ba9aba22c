import { expectTypeOf } from 'vitest';
import { physicalInfoExpiries, type PhysicalInfoData } from '@agency/api-client/contract';
import { messages, physicalInfoSchema, validateValues, type PhysicalInfoValues } from '@agency/forms/schemas';
import { invalidPhysicalInfos, validPhysicalInfo } from '../../src/schemas/onboarding/physical/fixtures';
import { errorsOf } from './support';

const m = messages.physicalInfo;

describe('physical info messages', () => {
  it('hold the literal texts', () => {
    expect(m).toEqual({
      dateInvalid: 'Enter a date as MM/DD/YYYY',
      dateFuture: 'The date cannot be in the future',
      uploadIdMax: 'Upload id must be at most 100 characters',
      tbTypeRequired: 'Choose the type of TB test',
      tbTypeInvalid: 'Choose a TB test type from the list',
      tbDateRequired: 'Enter the date of the TB test',
      tbResultRequired: 'Choose the TB test result',
      tbResultInvalid: 'Choose a TB test result from the list',
      evidenceRequired: 'Say whether you have a vaccination or a titer',
      evidenceInvalid: 'Choose vaccination or titer',
      immunizationDateRequired: 'Enter the date of the latest dose or of the titer',
      titerResultRequired: 'Choose the titer result',
      titerResultInvalid: 'Choose a titer result from the list',
      drugScreenDateRequired: 'Enter the collection date of the drug screen',
      drugScreenResultRequired: 'Choose the drug screen result',
      drugScreenResultInvalid: 'Choose a drug screen result from the list',
      physicalExamDateRequired: 'Enter the date of the physical exam',
      physicalExamClearedRequired: 'Say whether the exam cleared you for duty',
      physicalExamClearedInvalid: 'Choose yes or no',
      fitTestDateRequired: 'Enter the date of the N95 fit test',
      fitTestMaskModelRequired: 'Enter the make and model of the mask',
      fitTestMaskModelMax: 'Mask make and model must be at most 100 characters',
      fitTestMaskSizeRequired: 'Enter the size of the mask',
      fitTestMaskSizeMax: 'Mask size must be at most 100 characters',
      fitTestResultRequired: 'Choose the fit test result',
      fitTestResultInvalid: 'Choose pass or fail',
    });
  });
});

describe('physicalInfoSchema', () => {
  it('validates exactly the contract type', () => {
    expectTypeOf<PhysicalInfoValues>().toEqualTypeOf<PhysicalInfoData>();
  });

  it('accepts the valid sample unchanged', () => {
    expect(validateValues(physicalInfoSchema, validPhysicalInfo)).toEqual({ ok: true, value: validPhysicalInfo });
  });

  it.each(invalidPhysicalInfos)('refuses $name: $field → $message', ({ values, field, message }) => {
    expect(errorsOf(physicalInfoSchema, values)).toEqual({ [field]: message });
  });

  it('asks for every item of an empty form', () => {
    expect(Object.keys(errorsOf(physicalInfoSchema, {})).sort()).toEqual(
      [
        'TbType',
        'TbDate',
        'TbResult',
        'MmrEvidence',
        'MmrDate',
        'VaricellaEvidence',
        'VaricellaDate',
        'TdapEvidence',
        'TdapDate',
        'DrugScreenDate',
        'DrugScreenResult',
        'PhysicalExamDate',
        'PhysicalExamCleared',
        'FitTestDate',
        'FitTestMaskModel',
        'FitTestMaskSize',
        'FitTestResult',
      ].sort(),
    );
  });

  it('clears the result of a vaccination (only a titer has one), and turns an empty upload into null', () => {
    const result = validateValues(physicalInfoSchema, {
      ...validPhysicalInfo,
      VaricellaResult: 'immune',
      TdapProofUploadId: '',
    });
    expect(result).toEqual({ ok: true, value: validPhysicalInfo });
  });
});

describe('physicalInfoExpiries', () => {
  it('reports the TB test and the fit test one year after their dates', () => {
    expect(physicalInfoExpiries(validPhysicalInfo)).toEqual([
      { key: 'tb', label: 'TB test', expiresOn: '2027-03-02' },
      { key: 'fit-test', label: 'N95 fit test', expiresOn: '2027-02-27' },
    ]);
    expect(physicalInfoExpiries({ TbDate: '2024-02-29', FitTestDate: '' })).toEqual([
      { key: 'tb', label: 'TB test', expiresOn: '2025-02-28' },
    ]);
  });
});
