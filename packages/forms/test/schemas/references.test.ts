import { expectTypeOf } from 'vitest';
import { type ReferenceAnswers } from '@agency/api-client/contract';
import { messages, referenceAnswersSchema, validateValues, type ReferenceAnswersValues } from '@agency/forms/schemas';
import { invalidReferenceAnswers, validReferenceAnswers } from '../../src/schemas/references/fixtures';
import { errorsOf } from './support';

const m = messages.referenceAnswers;

describe('reference answers messages', () => {
  it('hold the literal texts', () => {
    expect(m).toEqual({
      capacityRequired: 'Choose the capacity in which you worked with this person',
      capacityInvalid: 'Choose a capacity from the list',
      workedFromRequired: 'Enter when you started working together',
      workedToRequired: 'Enter when you stopped working together (or today)',
      dateInvalid: 'Enter a date as MM/DD/YYYY',
      dateFuture: 'The date cannot be in the future',
      workedToBeforeFrom: 'The end cannot be before the start',
      ratingRequired: 'Choose a rating from 1 to 5',
      ratingInvalid: 'Choose a rating from 1 to 5',
      rehireRequired: 'Say whether you would rehire this person',
      rehireInvalid: 'Choose yes, no or unsure',
      commentsMax: 'Comments must be at most 2000 characters',
      nameRequired: 'Enter your name',
      nameMax: 'Name must be at most 100 characters',
      titleRequired: 'Enter your job title',
      titleMax: 'Title must be at most 100 characters',
      phoneRequired: 'Enter your phone number',
      phoneInvalid: 'Phone may contain a leading + then digits and spaces',
      phoneMax: 'Phone must be at most 30 characters',
      phoneDigits: 'Phone must have 10 digits, or start with + and the country code (at most 15 digits)',
      attestationRequired: 'Confirm the statement to send your reference',
    });
  });
});

describe('referenceAnswersSchema', () => {
  it('validates exactly the contract type', () => {
    expectTypeOf<ReferenceAnswersValues>().toEqualTypeOf<ReferenceAnswers>();
  });

  it('accepts the valid sample unchanged, and ratings given as text', () => {
    expect(validateValues(referenceAnswersSchema, validReferenceAnswers)).toEqual({
      ok: true,
      value: validReferenceAnswers,
    });
    expect(
      validateValues(referenceAnswersSchema, { ...validReferenceAnswers, ClinicalSkills: '5', Professionalism: '4' }),
    ).toEqual({ ok: true, value: validReferenceAnswers });
  });

  it.each(invalidReferenceAnswers)('refuses $name: $field → $message', ({ values, field, message }) => {
    expect(errorsOf(referenceAnswersSchema, values)).toEqual({ [field]: message });
  });
});
