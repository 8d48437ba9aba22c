// Valid and invalid Influenza Vaccination, used by the tests and the stories (internal: not exported).
import { influenzaSeason, influenzaSeasonDates } from '@agency/api-client/contract';
import type { InvalidOnboardingCase } from '../fixtures';
import { influenzaMessages as m } from './messages';
import type { InfluenzaValues } from './schema';

/** The current season, and its first day (a vaccination date that is never in the future nor outside it). */
const season = influenzaSeason();
const firstDay = influenzaSeasonDates(season)!.from;

export const validInfluenzaVaccinated: InfluenzaValues = {
  Season: season,
  Choice: 'vaccinated',
  DateGiven: firstDay,
  Place: 'elsewhere',
  Product: 'Fluzone High-Dose Quadrivalent',
  LotNumber: 'UT7890AB',
  ProofUploadId: 'upload-flu-card',
  DeclineReason: null,
  Contraindication: null,
  ReasonDetails: '',
  MaskingAcknowledged: false,
};

export const validInfluenzaDeclined: InfluenzaValues = {
  Season: season,
  Choice: 'declined',
  DateGiven: null,
  Place: null,
  Product: '',
  LotNumber: '',
  ProofUploadId: null,
  DeclineReason: 'medical',
  Contraindication: 'guillain-barre',
  ReasonDetails: '',
  MaskingAcknowledged: true,
};

const vaccinated = (changes: Record<string, unknown>) => ({ ...validInfluenzaVaccinated, ...changes });
const declined = (changes: Record<string, unknown>) => ({ ...validInfluenzaDeclined, ...changes });

export const invalidInfluenzas: InvalidOnboardingCase[] = [
  { name: 'no season', values: vaccinated({ Season: '' }), field: 'Season', message: m.seasonRequired },
  {
    name: 'a season of two years',
    values: vaccinated({ Season: '2026–2028' }),
    field: 'Season',
    message: m.seasonInvalid,
  },
  { name: 'no choice', values: vaccinated({ Choice: null }), field: 'Choice', message: m.choiceRequired },
  { name: 'unknown choice', values: vaccinated({ Choice: 'maybe' }), field: 'Choice', message: m.choiceInvalid },
  {
    name: 'vaccinated without a date',
    values: vaccinated({ DateGiven: '' }),
    field: 'DateGiven',
    message: m.dateGivenRequired,
  },
  {
    name: 'a malformed date',
    values: vaccinated({ DateGiven: '2026-02-30' }),
    field: 'DateGiven',
    message: m.dateInvalid,
  },
  {
    name: 'a date in the future',
    values: vaccinated({ Season: '2998–2999', DateGiven: '2998-10-01' }),
    field: 'DateGiven',
    message: m.dateGivenFuture,
  },
  {
    name: 'a date before the season',
    values: vaccinated({ Season: '2024–2025', DateGiven: '2024-06-30' }),
    field: 'DateGiven',
    message: m.dateGivenOutsideSeason,
  },
  { name: 'vaccinated without a place', values: vaccinated({ Place: null }), field: 'Place', message: m.placeRequired },
  { name: 'an unknown place', values: vaccinated({ Place: 'moon' }), field: 'Place', message: m.placeInvalid },
  {
    name: 'elsewhere without a proof',
    values: vaccinated({ ProofUploadId: '' }),
    field: 'ProofUploadId',
    message: m.proofRequired,
  },
  {
    name: 'a 101-character product',
    values: vaccinated({ Product: 'x'.repeat(101) }),
    field: 'Product',
    message: m.productMax,
  },
  {
    name: 'a 51-character lot number',
    values: vaccinated({ LotNumber: '1'.repeat(51) }),
    field: 'LotNumber',
    message: m.lotNumberMax,
  },
  {
    name: 'declined without a reason',
    values: declined({ DeclineReason: null, Contraindication: null }),
    field: 'DeclineReason',
    message: m.reasonRequired,
  },
  {
    name: 'an unknown reason',
    values: declined({ DeclineReason: 'bored' }),
    field: 'DeclineReason',
    message: m.reasonInvalid,
  },
  {
    name: 'medical without the contraindication',
    values: declined({ Contraindication: null }),
    field: 'Contraindication',
    message: m.contraindicationRequired,
  },
  {
    name: 'an unknown contraindication',
    values: declined({ Contraindication: 'cold' }),
    field: 'Contraindication',
    message: m.contraindicationInvalid,
  },
  {
    name: 'another contraindication not described',
    values: declined({ Contraindication: 'other' }),
    field: 'ReasonDetails',
    message: m.reasonDetailsRequired,
  },
  {
    name: 'a religious belief not described',
    values: declined({ DeclineReason: 'religious', ReasonDetails: ' ' }),
    field: 'ReasonDetails',
    message: m.reasonDetailsRequired,
  },
  {
    name: 'details of 501 characters',
    values: declined({ DeclineReason: 'personal', ReasonDetails: 'x'.repeat(501) }),
    field: 'ReasonDetails',
    message: m.reasonDetailsMax,
  },
  {
    name: 'declined without the masking acknowledgement',
    values: declined({ MaskingAcknowledged: false }),
    field: 'MaskingAcknowledged',
    message: m.maskingRequired,
  },
];
