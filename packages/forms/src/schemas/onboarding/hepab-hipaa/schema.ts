import {
  HEPB_CHOICES,
  HEPB_SERIES,
  HEPB_TITER_RESULTS,
  type HepBChoice,
  type HepBSeries,
  type HepBTiterResult,
} from '@agency/api-client/contract';
import { array, boolean, object, string, type InferType } from 'yup';
import { isIsoDate } from '../../applicant/schema';
import { ID_MAX_LENGTH } from '../constants';
import { optionalChoice, optionalDate, requiredChoice, siblingText, today } from '../rules';
import { hepBHipaaMessages as m } from './messages';

// Hepatitis B & HIPAA (contract `HepatitisBHipaaData`, ONBOARDING.md §3, §5.1): a Hepatitis B record (a
// 2- or 3-dose series with each dose's date in order, a titer's result and date, or an uploaded record: at
// least one of them) or the OSHA declination (signed with the form); the HIPAA acknowledgement, always.
// What the declination does not use is cleared.

const isRecord = (choice: unknown) => choice === 'record';
const dosesOf = (series: unknown) => (series === '2-dose' ? 2 : series === '3-dose' ? 3 : 0);

export const hepBHipaaSchema = object({
  HepBChoice: requiredChoice<HepBChoice>(
    HEPB_CHOICES.map((choice) => choice.key),
    m.choiceRequired,
    m.choiceInvalid,
  ),
  Series: optionalChoice<HepBSeries>(
    HEPB_SERIES.map((series) => series.key),
    m.seriesInvalid,
  )
    .when('HepBChoice', ([choice], rule) => (isRecord(choice) ? rule : rule.transform(() => null)))
    .test('record', m.recordRequired, function hasRecord(series) {
      const parent = this.parent as { HepBChoice?: unknown; TiterResult?: unknown; ProofUploadId?: unknown };
      if (!isRecord(parent.HepBChoice)) return true;
      return Boolean(series) || Boolean(parent.TiterResult) || Boolean(parent.ProofUploadId);
    }),
  DoseDates: array(
    string()
      .trim()
      .default('')
      .test('required', m.doseDateRequired, (value) => Boolean(value))
      .test('date', m.dateInvalid, (value) => !value || isIsoDate(value))
      .test('not-future', m.doseDateFuture, (value) => !value || !isIsoDate(value) || value <= today()),
  )
    .default([])
    .max(3, m.doseDateRequired)
    .when(['HepBChoice', 'Series'], ([choice, series], rule) => {
      const doses = isRecord(choice) ? dosesOf(series) : 0;
      return doses === 0
        ? rule.transform(() => [])
        : rule
            .transform((value: unknown) =>
              Array.from({ length: doses }, (_, i) => (Array.isArray(value) ? (value[i] ?? '') : '')),
            )
            .test('order', m.doseDatesOrder, (dates) =>
              (dates ?? []).every(
                (date, i, all) => i === 0 || !date || !all[i - 1] || !isIsoDate(date) || date > all[i - 1]!,
              ),
            );
    }),
  // The titer's result and date go together (tests on the sibling, not `when`: each depends on the other).
  TiterResult: optionalChoice<HepBTiterResult>(
    HEPB_TITER_RESULTS.map((result) => result.key),
    m.titerResultInvalid,
  )
    .when('HepBChoice', ([choice], rule) => (isRecord(choice) ? rule : rule.transform(() => null)))
    .test('required', m.titerResultRequired, function withDate(value) {
      return (
        !isRecord(siblingText(this.parent, 'HepBChoice')) || !siblingText(this.parent, 'TiterDate') || Boolean(value)
      );
    }),
  TiterDate: optionalDate()
    .when('HepBChoice', ([choice], rule) => (isRecord(choice) ? rule : rule.transform(() => null)))
    .test('required', m.titerDateRequired, function withResult(value) {
      return (
        !isRecord(siblingText(this.parent, 'HepBChoice')) || !siblingText(this.parent, 'TiterResult') || Boolean(value)
      );
    })
    .test('not-future', m.titerDateFuture, (value) => !value || !isIsoDate(value) || value <= today()),
  ProofUploadId: string()
    .trim()
    .nullable()
    .default(null)
    .transform((value: string | null) => (value === '' ? null : value))
    .max(ID_MAX_LENGTH, m.uploadIdMax)
    .when('HepBChoice', ([choice], rule) => (isRecord(choice) ? rule : rule.transform(() => null))),
  HipaaAcknowledged: boolean().default(false).oneOf([true], m.hipaaRequired),
});
/** Hepatitis B & HIPAA's values: the contract's `HepatitisBHipaaData`. */
export type HepBHipaaValues = InferType<typeof hepBHipaaSchema>;
