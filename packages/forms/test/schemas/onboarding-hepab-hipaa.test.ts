import { expectTypeOf } from 'vitest';
import {
  HEPB_DECLINATION_TEXT,
  HIPAA_ACKNOWLEDGEMENT_ITEMS,
  onboardingForm,
  type HepatitisBHipaaData,
} from '@agency/api-client/contract';
import { hepBHipaaSchema, messages, validateValues, type HepBHipaaValues } from '@agency/forms/schemas';
import { invalidHepBs, validHepBDeclined, validHepBSeries } from '../../src/schemas/onboarding/hepab-hipaa/fixtures';
import { errorsOf } from './support';

const m = messages.hepBHipaa;

/** 29 CFR 1910.1030 Appendix A, as ONBOARDING.md §3.1 quotes it (the line after "Quoted exactly."). */
const OSHA_APPENDIX_A =
  'I understand that due to my occupational exposure to blood or other potentially infectious materials I may be at risk of acquiring hepatitis B virus (HBV) infection. I have been given the opportunity to be vaccinated with hepatitis B vaccine, at no charge to myself. However, I decline hepatitis B vaccination at this time. I understand that by declining this vaccine, I continue to be at risk of acquiring hepatitis B, a serious disease. If in the future I continue to have occupational exposure to blood or other potentially infectious materials and I want to be vaccinated with hepatitis B vaccine, I can receive the vaccination series at no charge to me.';

describe('the OSHA Hepatitis B declination', () => {
  it('is Appendix A word for word, character for character', () => {
    expect(HEPB_DECLINATION_TEXT.length).toBe(OSHA_APPENDIX_A.length);
    for (let i = 0; i < OSHA_APPENDIX_A.length; i += 1)
      expect(HEPB_DECLINATION_TEXT.charCodeAt(i), `character ${i}`).toBe(OSHA_APPENDIX_A.charCodeAt(i));
    // The comma after "declining this vaccine" that public templates drop (ONBOARDING.md §3.1).
    expect(HEPB_DECLINATION_TEXT).toContain('by declining this vaccine, I continue');
  });
});

describe('Hepatitis B & HIPAA', () => {
  it('is named HIPAA in titles and text (only the menu keeps SPEC\'s "HIPPA"), a health form opening after an offer', () => {
    expect(onboardingForm('hepab-hippa-info')).toEqual({
      key: 'hepab-hippa-info',
      label: 'Hepatitis B & HIPAA',
      edition: null,
      signed: true,
      opensAt: 'offer',
      health: true,
    });
    expect(HIPAA_ACKNOWLEDGEMENT_ITEMS).toHaveLength(7);
  });

  it('holds the literal messages', () => {
    expect(m).toEqual({
      choiceRequired: 'Say whether you have a Hepatitis B record or decline the vaccination',
      choiceInvalid: 'Choose a record or the declination',
      recordRequired: 'Give your vaccination series, a titer result or upload your record',
      seriesInvalid: 'Choose a series from the list',
      doseDateRequired: 'Enter the date of each dose of the series',
      dateInvalid: 'Enter a date as MM/DD/YYYY',
      doseDateFuture: 'A dose date cannot be in the future',
      doseDatesOrder: 'Each dose must be dated after the one before',
      titerResultInvalid: 'Choose a titer result from the list',
      titerResultRequired: 'Choose the result of the titer',
      titerDateRequired: 'Enter the date of the titer',
      titerDateFuture: 'The titer date cannot be in the future',
      uploadIdMax: 'Upload id must be at most 100 characters',
      hipaaRequired: 'Acknowledge the HIPAA confidentiality obligations to continue',
    });
  });

  it('validates exactly the contract type', () => {
    expectTypeOf<HepBHipaaValues>().toEqualTypeOf<HepatitisBHipaaData>();
  });

  it('accepts the valid samples unchanged', () => {
    for (const sample of [validHepBSeries, validHepBDeclined])
      expect(validateValues(hepBHipaaSchema, sample)).toEqual({ ok: true, value: sample });
  });

  it.each(invalidHepBs)('refuses $name: $field → $message', ({ values, field, message }) => {
    expect(errorsOf(hepBHipaaSchema, values)).toEqual({ [field]: message });
  });

  it('accepts a 2-dose series alone, a titer alone or a document alone', () => {
    const none = { Series: null, DoseDates: [], TiterResult: null, TiterDate: null, ProofUploadId: null };
    for (const part of [
      { Series: '2-dose', DoseDates: ['2020-03-01', '2020-04-01'] },
      { TiterResult: 'immune', TiterDate: '2021-05-05' },
      { ProofUploadId: 'upload-1' },
    ]) {
      const values = { ...validHepBSeries, ...none, ...part };
      expect(validateValues(hepBHipaaSchema, values)).toEqual({ ok: true, value: values });
    }
  });

  it('clears the record of a declination', () => {
    expect(validateValues(hepBHipaaSchema, { ...validHepBSeries, HepBChoice: 'declined' })).toEqual({
      ok: true,
      value: validHepBDeclined,
    });
  });
});
