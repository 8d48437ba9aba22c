import {
  INFLUENZA_CHOICES,
  INFLUENZA_CONTRAINDICATIONS,
  INFLUENZA_DECLINE_REASONS,
  INFLUENZA_PLACES,
  influenzaSeasonDates,
  type InfluenzaChoice,
  type InfluenzaContraindication,
  type InfluenzaDeclineReason,
  type InfluenzaPlace,
} from '@agency/api-client/contract';
import { boolean, object, string, type InferType } from 'yup';
import { isIsoDate } from '../../applicant/schema';
import { optionalText } from '../../shared/rules';
import { ID_MAX_LENGTH } from '../constants';
import { optionalChoice, optionalDate, requiredChoice, requiredText, siblingText, today } from '../rules';
import { influenzaMessages as m, INFLUENZA_TEXT_MAX_LENGTH } from './messages';

// Influenza Vaccination (contract `InfluenzaVaccinationData`, ONBOARDING.md §4): for one season, either
// vaccinated (date within the season, where, product and lot optional, a proof required when given
// elsewhere) or declined (a reason; the contraindication for a medical one; details for a religious belief
// or an "other" contraindication; the masking acknowledgement). A field the choice does not use is cleared.

const vaccinated = (choice: unknown) => choice === 'vaccinated';
const declined = (choice: unknown) => choice === 'declined';

export const influenzaSchema = object({
  Season: requiredText(20, m.seasonRequired, m.seasonInvalid).test(
    'season',
    m.seasonInvalid,
    (value) => !value || influenzaSeasonDates(value) !== null,
  ),
  Choice: requiredChoice<InfluenzaChoice>(
    INFLUENZA_CHOICES.map((choice) => choice.key),
    m.choiceRequired,
    m.choiceInvalid,
  ),
  DateGiven: optionalDate()
    .when('Choice', ([choice], rule) =>
      vaccinated(choice)
        ? rule.test('required', m.dateGivenRequired, (value) => value !== null && value !== undefined)
        : rule.transform(() => null),
    )
    .test('not-future', m.dateGivenFuture, (value) => !value || !isIsoDate(value) || value <= today())
    .test('in-season', m.dateGivenOutsideSeason, function inSeason(value) {
      const season = influenzaSeasonDates(siblingText(this.parent, 'Season'));
      return !value || !isIsoDate(value) || !season || (value >= season.from && value <= season.to);
    }),
  Place: optionalChoice<InfluenzaPlace>(
    INFLUENZA_PLACES.map((place) => place.key),
    m.placeInvalid,
  ).when('Choice', ([choice], rule) =>
    vaccinated(choice)
      ? rule.test('required', m.placeRequired, (value) => value !== null && value !== undefined)
      : rule.transform(() => null),
  ),
  Product: optionalText(100, m.productMax).when('Choice', ([choice], rule) =>
    vaccinated(choice) ? rule : rule.transform(() => ''),
  ),
  LotNumber: optionalText(50, m.lotNumberMax).when('Choice', ([choice], rule) =>
    vaccinated(choice) ? rule : rule.transform(() => ''),
  ),
  ProofUploadId: string()
    .trim()
    .nullable()
    .default(null)
    .transform((value: string | null) => (value === '' ? null : value))
    .max(ID_MAX_LENGTH, m.uploadIdMax)
    .when(['Choice', 'Place'], ([choice, place], rule) =>
      !vaccinated(choice)
        ? rule.transform(() => null)
        : place === 'elsewhere'
          ? rule.test('required', m.proofRequired, (value) => value !== null && value !== undefined)
          : rule,
    ),
  DeclineReason: optionalChoice<InfluenzaDeclineReason>(
    INFLUENZA_DECLINE_REASONS.map((reason) => reason.key),
    m.reasonInvalid,
  ).when('Choice', ([choice], rule) =>
    declined(choice)
      ? rule.test('required', m.reasonRequired, (value) => value !== null && value !== undefined)
      : rule.transform(() => null),
  ),
  Contraindication: optionalChoice<InfluenzaContraindication>(
    INFLUENZA_CONTRAINDICATIONS.map((entry) => entry.key),
    m.contraindicationInvalid,
  ).when(['Choice', 'DeclineReason'], ([choice, reason], rule) =>
    declined(choice) && reason === 'medical'
      ? rule.test('required', m.contraindicationRequired, (value) => value !== null && value !== undefined)
      : rule.transform(() => null),
  ),
  ReasonDetails: optionalText(INFLUENZA_TEXT_MAX_LENGTH, m.reasonDetailsMax).when(
    ['Choice', 'DeclineReason', 'Contraindication'],
    ([choice, reason, contraindication], rule) =>
      !declined(choice)
        ? rule.transform(() => '')
        : reason === 'religious' || (reason === 'medical' && contraindication === 'other')
          ? rule.required(m.reasonDetailsRequired)
          : rule,
  ),
  MaskingAcknowledged: boolean()
    .default(false)
    .when('Choice', ([choice], rule) =>
      declined(choice) ? rule.oneOf([true], m.maskingRequired) : rule.transform(() => false),
    ),
});
/** Influenza Vaccination's values: the contract's `InfluenzaVaccinationData`. */
export type InfluenzaValues = InferType<typeof influenzaSchema>;
