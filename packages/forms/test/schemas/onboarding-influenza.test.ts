import { expectTypeOf } from 'vitest';
import {
  INFLUENZA_DECLINATION_TEXT,
  influenzaNhsnLabel,
  influenzaNhsnStatus,
  influenzaSeason,
  influenzaSeasonDates,
  type InfluenzaVaccinationData,
} from '@agency/api-client/contract';
import { influenzaSchema, messages, validateValues, type InfluenzaValues } from '@agency/forms/schemas';
import {
  invalidInfluenzas,
  validInfluenzaDeclined,
  validInfluenzaVaccinated,
} from '../../src/schemas/onboarding/influenza/fixtures';
import { errorsOf } from './support';

const m = messages.influenza;

describe('influenza messages', () => {
  it('hold the literal texts', () => {
    expect(m).toEqual({
      seasonRequired: 'Choose the influenza season',
      seasonInvalid: 'Choose a season such as 2026–2027',
      choiceRequired: 'Say whether you have been vaccinated or decline the vaccination',
      choiceInvalid: 'Choose vaccinated or declined',
      dateGivenRequired: 'Enter the date you were vaccinated',
      dateInvalid: 'Enter a date as MM/DD/YYYY',
      dateGivenFuture: 'The vaccination date cannot be in the future',
      dateGivenOutsideSeason: 'The vaccination date must fall within the season (1 July to 30 June)',
      placeRequired: 'Say where you were vaccinated',
      placeInvalid: 'Choose where you were vaccinated from the list',
      productMax: 'Vaccine product must be at most 100 characters',
      lotNumberMax: 'Lot number must be at most 50 characters',
      proofRequired: 'Upload proof of your vaccination (a record, a receipt or a card)',
      uploadIdMax: 'Upload id must be at most 100 characters',
      reasonRequired: 'Choose why you decline the vaccination',
      reasonInvalid: 'Choose a reason from the list',
      contraindicationRequired: 'Choose the medical contraindication',
      contraindicationInvalid: 'Choose a contraindication from the list',
      reasonDetailsRequired: 'Describe the reason for your declination',
      reasonDetailsMax: 'Details must be at most 500 characters',
      maskingRequired: 'Acknowledge the masking requirement to decline the vaccination',
    });
  });
});

describe('influenzaSchema', () => {
  it('validates exactly the contract type', () => {
    expectTypeOf<InfluenzaValues>().toEqualTypeOf<InfluenzaVaccinationData>();
  });

  it('accepts the valid samples unchanged', () => {
    for (const sample of [validInfluenzaVaccinated, validInfluenzaDeclined])
      expect(validateValues(influenzaSchema, sample)).toEqual({ ok: true, value: sample });
  });

  it.each(invalidInfluenzas)('refuses $name: $field → $message', ({ values, field, message }) => {
    expect(errorsOf(influenzaSchema, values)).toEqual({ [field]: message });
  });

  it('needs the season and the choice of an empty form', () => {
    expect(errorsOf(influenzaSchema, {})).toEqual({ Season: m.seasonRequired, Choice: m.choiceRequired });
  });

  it('clears what the choice does not use', () => {
    const result = validateValues(influenzaSchema, {
      ...validInfluenzaVaccinated,
      DeclineReason: 'personal',
      Contraindication: 'allergy',
      ReasonDetails: 'left over',
      MaskingAcknowledged: true,
    });
    expect(result).toEqual({ ok: true, value: validInfluenzaVaccinated });
    const declined = validateValues(influenzaSchema, {
      ...validInfluenzaDeclined,
      DateGiven: '2026-10-01',
      Place: 'this-facility',
      Product: 'Flublok',
      LotNumber: 'L1',
      ProofUploadId: 'upload-1',
    });
    expect(declined).toEqual({ ok: true, value: validInfluenzaDeclined });
  });

  it('needs no proof for a vaccination given at this facility, and no details for a personal reason', () => {
    const here = {
      ...validInfluenzaVaccinated,
      Place: 'this-facility',
      ProofUploadId: null,
      Product: '',
      LotNumber: '',
    };
    expect(validateValues(influenzaSchema, here)).toEqual({ ok: true, value: here });
    const personal = { ...validInfluenzaDeclined, DeclineReason: 'personal', Contraindication: null };
    expect(validateValues(influenzaSchema, personal)).toEqual({ ok: true, value: personal });
  });
});

describe('influenza season and NHSN status', () => {
  it('names the season by date: 1 July to 30 June, with an en dash', () => {
    expect(influenzaSeason(new Date('2026-11-23T12:00:00Z'))).toBe('2026–2027');
    expect(influenzaSeason(new Date('2027-03-31T12:00:00Z'))).toBe('2026–2027');
    expect(influenzaSeason(new Date('2027-06-30T23:59:59Z'))).toBe('2026–2027');
    expect(influenzaSeason(new Date('2027-07-01T00:00:00Z'))).toBe('2027–2028');
    expect(influenzaSeasonDates('2026–2027')).toEqual({ from: '2026-07-01', to: '2027-06-30' });
    expect(influenzaSeasonDates('2026-2027')).toBeNull();
    expect(influenzaSeasonDates('2026–2028')).toBeNull();
  });

  it('maps the answers to the NQF #0431 categories', () => {
    const season = validInfluenzaVaccinated.Season;
    expect(influenzaNhsnStatus({ ...validInfluenzaVaccinated, Place: 'this-facility' }, season)).toBe(
      'vaccinated-here',
    );
    expect(influenzaNhsnStatus(validInfluenzaVaccinated, season)).toBe('vaccinated-elsewhere');
    expect(influenzaNhsnStatus({ ...validInfluenzaVaccinated, ProofUploadId: null }, season)).toBe('unknown');
    expect(influenzaNhsnStatus(validInfluenzaDeclined, season)).toBe('medical-contraindication');
    expect(influenzaNhsnStatus({ ...validInfluenzaDeclined, DeclineReason: 'religious' }, season)).toBe('declined');
    expect(influenzaNhsnStatus({ ...validInfluenzaDeclined, DeclineReason: 'personal' }, season)).toBe('declined');
    expect(influenzaNhsnStatus({ ...validInfluenzaVaccinated, Season: '2001–2002' }, season)).toBe('unknown');
    expect(influenzaNhsnStatus(null, season)).toBe('unknown');
    expect(influenzaNhsnLabel('vaccinated-elsewhere')).toBe('Written documentation of vaccination elsewhere');
  });

  it('quotes the Cal/OSHA Appendix C2 declination word for word', () => {
    expect(INFLUENZA_DECLINATION_TEXT).toBe(
      'I understand that due to my occupational exposure to aerosol transmissible diseases, I may be at risk of acquiring seasonal influenza. I have been given the opportunity to be vaccinated against this infection at no charge to me. However, I decline this vaccination at this time. I understand that by declining this vaccine, I continue to be at increased risk of acquiring influenza. If, during the season for which the CDC recommends administration of the influenza vaccine, I continue to have occupational exposure to aerosol transmissible diseases and want to be vaccinated, I can receive the vaccination at no charge to me.',
    );
  });
});
