import {
  REFERENCE_CAPACITIES,
  REFERENCE_REHIRE_ANSWERS,
  type ReferenceCapacity,
  type ReferenceRehire,
} from '@agency/api-client/contract';
import { boolean, number, object, type InferType } from 'yup';
import { isIsoDate } from '../applicant/schema';
import { requiredChoice, requiredDate, requiredText, siblingText, today } from '../onboarding/rules';
import { optionalPhone, optionalText } from '../shared/rules';
import { REFERENCE_COMMENTS_MAX_LENGTH, REFERENCE_TEXT_MAX_LENGTH, referenceAnswersMessages as m } from './messages';

// The answers of the public reference form (contract `ReferenceAnswers`, ONBOARDING.md §6.6): the
// capacity and dates of working together, three ratings 1-5, eligibility for rehire, comments, the
// reference's own name, title and phone, and the attestation.

const keys = <T extends string>(list: readonly { key: T }[]) => list.map((entry) => entry.key);

const pastDate = (required: string) =>
  requiredDate(required).test('not-future', m.dateFuture, (value) => !value || !isIsoDate(value) || value <= today());

/** A rating 1-5 (text '1'…'5' from the radio buttons becomes the number). */
const rating = () =>
  number()
    .transform((value: number, original: unknown) => (original === '' || original === null ? undefined : value))
    .typeError(m.ratingInvalid)
    .required(m.ratingRequired)
    .integer(m.ratingInvalid)
    .min(1, m.ratingInvalid)
    .max(5, m.ratingInvalid);

export const referenceAnswersSchema = object({
  Capacity: requiredChoice<ReferenceCapacity>(keys(REFERENCE_CAPACITIES), m.capacityRequired, m.capacityInvalid),
  WorkedFrom: pastDate(m.workedFromRequired),
  WorkedTo: pastDate(m.workedToRequired).test('order', m.workedToBeforeFrom, function order(value) {
    const from = siblingText(this.parent, 'WorkedFrom');
    return !value || !isIsoDate(value) || !isIsoDate(from) || value >= from;
  }),
  ClinicalSkills: rating(),
  Professionalism: rating(),
  Reliability: rating(),
  Rehire: requiredChoice<ReferenceRehire>(keys(REFERENCE_REHIRE_ANSWERS), m.rehireRequired, m.rehireInvalid),
  Comments: optionalText(REFERENCE_COMMENTS_MAX_LENGTH, m.commentsMax),
  ReferenceName: requiredText(REFERENCE_TEXT_MAX_LENGTH, m.nameRequired, m.nameMax),
  ReferenceTitle: requiredText(REFERENCE_TEXT_MAX_LENGTH, m.titleRequired, m.titleMax),
  ReferencePhone: optionalPhone(m.phoneInvalid, m.phoneMax, m.phoneDigits).required(m.phoneRequired),
  Attested: boolean().default(false).oneOf([true], m.attestationRequired).required(m.attestationRequired),
});

/** The public reference form's values: the contract's `ReferenceAnswers`. */
export type ReferenceAnswersValues = InferType<typeof referenceAnswersSchema>;
