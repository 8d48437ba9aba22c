// Valid and invalid reference answers, used by the tests and the stories (internal: not exported).
import type { InvalidOnboardingCase } from '../onboarding/fixtures';
import { referenceAnswersMessages as m } from './messages';
import type { ReferenceAnswersValues } from './schema';

export const validReferenceAnswers: ReferenceAnswersValues = {
  Capacity: 'charge-nurse',
  WorkedFrom: '2023-01-09',
  WorkedTo: '2025-06-30',
  ClinicalSkills: 5,
  Professionalism: 4,
  Reliability: 5,
  Rehire: 'yes',
  Comments: 'Calm under pressure; precepted new graduates.',
  ReferenceName: 'Dana Whitfield',
  ReferenceTitle: 'Charge Nurse, ICU',
  ReferencePhone: '+1 713 555 0142',
  Attested: true,
};

const with_ = (changes: Record<string, unknown>) => ({ ...validReferenceAnswers, ...changes });

export const invalidReferenceAnswers: InvalidOnboardingCase[] = [
  { name: 'no capacity', values: with_({ Capacity: '' }), field: 'Capacity', message: m.capacityRequired },
  { name: 'an unknown capacity', values: with_({ Capacity: 'friend' }), field: 'Capacity', message: m.capacityInvalid },
  { name: 'no start', values: with_({ WorkedFrom: '' }), field: 'WorkedFrom', message: m.workedFromRequired },
  { name: 'a malformed end', values: with_({ WorkedTo: '2025-13-01' }), field: 'WorkedTo', message: m.dateInvalid },
  { name: 'an end in the future', values: with_({ WorkedTo: '2999-01-01' }), field: 'WorkedTo', message: m.dateFuture },
  {
    name: 'an end before the start',
    values: with_({ WorkedTo: '2022-01-01' }),
    field: 'WorkedTo',
    message: m.workedToBeforeFrom,
  },
  { name: 'no rating', values: with_({ ClinicalSkills: '' }), field: 'ClinicalSkills', message: m.ratingRequired },
  { name: 'a rating of 6', values: with_({ Professionalism: 6 }), field: 'Professionalism', message: m.ratingInvalid },
  { name: 'a rating of 2.5', values: with_({ Reliability: 2.5 }), field: 'Reliability', message: m.ratingInvalid },
  { name: 'a rating in words', values: with_({ Reliability: 'good' }), field: 'Reliability', message: m.ratingInvalid },
  { name: 'no rehire answer', values: with_({ Rehire: null }), field: 'Rehire', message: m.rehireRequired },
  { name: 'an unknown rehire answer', values: with_({ Rehire: 'maybe' }), field: 'Rehire', message: m.rehireInvalid },
  {
    name: 'comments too long',
    values: with_({ Comments: 'x'.repeat(2001) }),
    field: 'Comments',
    message: m.commentsMax,
  },
  { name: 'no name', values: with_({ ReferenceName: ' ' }), field: 'ReferenceName', message: m.nameRequired },
  { name: 'no title', values: with_({ ReferenceTitle: '' }), field: 'ReferenceTitle', message: m.titleRequired },
  { name: 'no phone', values: with_({ ReferencePhone: '' }), field: 'ReferencePhone', message: m.phoneRequired },
  {
    name: 'a phone with letters',
    values: with_({ ReferencePhone: 'call me' }),
    field: 'ReferencePhone',
    message: m.phoneInvalid,
  },
  { name: 'no attestation', values: with_({ Attested: false }), field: 'Attested', message: m.attestationRequired },
];
