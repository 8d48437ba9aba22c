import { expectTypeOf } from 'vitest';
import type {
  FormRequirementPayload,
  UploadRequirementItemPayload,
  UploadRequirementOrderPayload,
} from '@agency/api-client/contract';
import {
  formRequirementSchema,
  messages,
  uploadRequirementItemSchema,
  uploadRequirementOrderSchema,
  validateValues,
  type FormRequirementValues,
  type UploadRequirementItemValues,
  type UploadRequirementOrderValues,
} from '@agency/forms/schemas';
import { invalidUploadRequirementItems, validUploadRequirementItem } from '../../src/schemas/forms-catalogue/fixtures';
import { errorsOf } from './support';

describe('forms catalogue messages', () => {
  it('hold the literal texts', () => {
    expect(messages.formsCatalogue).toEqual({
      labelRequired: 'Name is required',
      labelMax: 'Name must be at most 120 characters',
      descriptionMax: 'Description must be at most 500 characters',
      yesOrNo: 'Choose yes or no',
      disciplineUnknown: 'Choose disciplines from the list',
      disciplinesDistinct: 'Each discipline can be chosen once',
      disciplinesRequired: 'Choose at least one discipline, or All disciplines',
      maxFilesInvalid: 'Enter a whole number from 1 to 20, or leave it empty for no limit',
      orderRequired: 'List every requirement once, in the new order',
    });
  });
});

describe('uploadRequirementItemSchema', () => {
  it('accepts a valid requirement, trims text and fills what is left out', () => {
    expect(uploadRequirementItemSchema.validateSync(validUploadRequirementItem)).toEqual(validUploadRequirementItem);
    expect(validateValues(uploadRequirementItemSchema, { Label: ' Drug screen ', MaxFiles: '' })).toEqual({
      ok: true,
      value: {
        Label: 'Drug screen',
        Description: '',
        AllDisciplines: true,
        Disciplines: [],
        HasExpiry: false,
        Health: false,
        MaxFiles: null,
        Active: true,
      },
    });
  });

  it.each(invalidUploadRequirementItems)('$name → $field: $message', ({ values, field, message }) => {
    expect(errorsOf(uploadRequirementItemSchema, values)).toEqual({ [field]: message });
  });

  it('says "must be text" of a name that is not text', () => {
    expect(validateValues(uploadRequirementItemSchema, { Label: { text: 'x' } })).toEqual({
      ok: false,
      errors: { Label: 'Label must be text.' },
    });
  });

  it('keeps its values identical to the create and update payload', () => {
    expectTypeOf<UploadRequirementItemValues>().toEqualTypeOf<UploadRequirementItemPayload>();
  });
});

describe('formRequirementSchema', () => {
  it('accepts every discipline, a list, or none (not required)', () => {
    expect(validateValues(formRequirementSchema, {})).toEqual({
      ok: true,
      value: { AllDisciplines: true, Disciplines: [] },
    });
    for (const rule of [
      { AllDisciplines: false, Disciplines: ['RN', 'CNA'] },
      { AllDisciplines: false, Disciplines: [] },
    ])
      expect(validateValues(formRequirementSchema, rule)).toEqual({ ok: true, value: rule });
  });

  it('refuses an unknown discipline, a repeated one, and a flag that is not yes or no', () => {
    const m = messages.formsCatalogue;
    expect(errorsOf(formRequirementSchema, { AllDisciplines: false, Disciplines: ['Pilot'] })).toEqual({
      'Disciplines[0]': m.disciplineUnknown,
    });
    expect(errorsOf(formRequirementSchema, { AllDisciplines: false, Disciplines: ['RN', 'RN'] })).toEqual({
      Disciplines: m.disciplinesDistinct,
    });
    expect(errorsOf(formRequirementSchema, { AllDisciplines: 'often', Disciplines: [] })).toEqual({
      AllDisciplines: m.yesOrNo,
    });
    expect(errorsOf(formRequirementSchema, { AllDisciplines: false, Disciplines: 'RN' })).toEqual({
      Disciplines: m.disciplineUnknown,
    });
  });

  it('keeps its values identical to the payload', () => {
    expectTypeOf<FormRequirementValues>().toEqualTypeOf<FormRequirementPayload>();
  });
});

describe('uploadRequirementOrderSchema', () => {
  it('takes the keys once each, at least one', () => {
    const m = messages.formsCatalogue;
    expect(validateValues(uploadRequirementOrderSchema, { Keys: ['resume', 'licence'] })).toEqual({
      ok: true,
      value: { Keys: ['resume', 'licence'] },
    });
    for (const Keys of [[], ['resume', 'resume'], undefined, 'resume'])
      expect(Object.values(errorsOf(uploadRequirementOrderSchema, { Keys }))).toEqual([m.orderRequired]);
  });

  it('keeps its values identical to the payload', () => {
    expectTypeOf<UploadRequirementOrderValues>().toEqualTypeOf<UploadRequirementOrderPayload>();
  });
});
