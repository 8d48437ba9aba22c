// Valid and invalid Hepatitis B & HIPAA, used by the tests and the stories (internal: not exported).
import type { InvalidOnboardingCase } from '../fixtures';
import { hepBHipaaMessages as m } from './messages';
import type { HepBHipaaValues } from './schema';

export const validHepBSeries: HepBHipaaValues = {
  HepBChoice: 'record',
  Series: '3-dose',
  DoseDates: ['2019-01-10', '2019-02-11', '2019-07-15'],
  TiterResult: 'immune',
  TiterDate: '2019-09-02',
  ProofUploadId: 'upload-hepb-record',
  HipaaAcknowledged: true,
};

export const validHepBDeclined: HepBHipaaValues = {
  HepBChoice: 'declined',
  Series: null,
  DoseDates: [],
  TiterResult: null,
  TiterDate: null,
  ProofUploadId: null,
  HipaaAcknowledged: true,
};

const record = (changes: Record<string, unknown>) => ({ ...validHepBSeries, ...changes });

export const invalidHepBs: InvalidOnboardingCase[] = [
  { name: 'no choice', values: record({ HepBChoice: '' }), field: 'HepBChoice', message: m.choiceRequired },
  { name: 'unknown choice', values: record({ HepBChoice: 'maybe' }), field: 'HepBChoice', message: m.choiceInvalid },
  {
    name: 'a record with nothing in it',
    values: record({ Series: null, DoseDates: [], TiterResult: null, TiterDate: null, ProofUploadId: null }),
    field: 'Series',
    message: m.recordRequired,
  },
  { name: 'an unknown series', values: record({ Series: '4-dose' }), field: 'Series', message: m.seriesInvalid },
  {
    name: 'a 3-dose series with two dates',
    values: record({ DoseDates: ['2019-01-10', '2019-02-11'] }),
    field: 'DoseDates[2]',
    message: m.doseDateRequired,
  },
  {
    name: 'a malformed dose date',
    values: record({ DoseDates: ['2019-01-10', '2019-02-30', '2019-07-15'] }),
    field: 'DoseDates[1]',
    message: m.dateInvalid,
  },
  {
    name: 'a dose in the future',
    values: record({ DoseDates: ['2019-01-10', '2019-02-11', '2999-01-01'] }),
    field: 'DoseDates[2]',
    message: m.doseDateFuture,
  },
  {
    name: 'doses out of order',
    values: record({ DoseDates: ['2019-02-11', '2019-01-10', '2019-07-15'] }),
    field: 'DoseDates',
    message: m.doseDatesOrder,
  },
  {
    name: 'a titer without its result',
    values: record({ TiterResult: null }),
    field: 'TiterResult',
    message: m.titerResultRequired,
  },
  {
    name: 'a titer without its date',
    values: record({ TiterDate: null }),
    field: 'TiterDate',
    message: m.titerDateRequired,
  },
  {
    name: 'an unknown titer result',
    values: record({ TiterResult: 'maybe' }),
    field: 'TiterResult',
    message: m.titerResultInvalid,
  },
  {
    name: 'a titer in the future',
    values: record({ TiterDate: '2999-01-01' }),
    field: 'TiterDate',
    message: m.titerDateFuture,
  },
  {
    name: 'no HIPAA acknowledgement',
    values: record({ HipaaAcknowledged: false }),
    field: 'HipaaAcknowledged',
    message: m.hipaaRequired,
  },
  {
    name: 'a declination without the HIPAA acknowledgement',
    values: { ...validHepBDeclined, HipaaAcknowledged: false },
    field: 'HipaaAcknowledged',
    message: m.hipaaRequired,
  },
];
