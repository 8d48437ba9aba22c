import {
  DRUG_SCREEN_RESULTS,
  FIT_TEST_RESULTS,
  IMMUNITY_EVIDENCE,
  PHYSICAL_EXAM_CLEARED,
  TB_RESULTS,
  TB_TEST_TYPES,
  TITER_RESULTS,
  type DrugScreenResult,
  type FitTestResult,
  type ImmunityEvidence,
  type PhysicalExamCleared,
  type TbResult,
  type TbTestType,
  type TiterResult,
} from '@agency/api-client/contract';
import { object, string, type InferType } from 'yup';
import { isIsoDate } from '../../applicant/schema';
import { ID_MAX_LENGTH } from '../constants';
import { optionalChoice, requiredChoice, requiredDate, requiredText, today } from '../rules';
import { FIT_TEST_TEXT_MAX_LENGTH, physicalInfoMessages as m } from './messages';

// Physical Info (contract `PhysicalInfoData`, ONBOARDING.md §6.7): TB test, MMR, varicella, Tdap, drug
// screen, physical exam and N95 fit test, each with its date (not in the future), its result and an
// optional proof upload. MMR, varicella and Tdap are documented by the latest vaccination's date, or by a
// titer with its result (a vaccination has no result: it is cleared).

const keys = <T extends string>(list: readonly { key: T }[]) => list.map((entry) => entry.key);

/** A required date, not in the future. */
const pastDate = (required: string) =>
  requiredDate(required).test('not-future', m.dateFuture, (value) => !value || !isIsoDate(value) || value <= today());

/** An optional upload id ('' becomes null). */
const proof = () =>
  string()
    .trim()
    .nullable()
    .default(null)
    .transform((value: string | null) => (value === '' ? null : value))
    .max(ID_MAX_LENGTH, m.uploadIdMax);

/** The titer result: required for a titer, cleared for a vaccination. */
const titerResult = (evidenceField: string) =>
  optionalChoice<TiterResult>(keys(TITER_RESULTS), m.titerResultInvalid).when(evidenceField, ([evidence], rule) =>
    evidence === 'titer'
      ? rule.test('required', m.titerResultRequired, (value) => value !== null && value !== undefined)
      : rule.transform(() => null),
  );

const evidence = () => requiredChoice<ImmunityEvidence>(keys(IMMUNITY_EVIDENCE), m.evidenceRequired, m.evidenceInvalid);

export const physicalInfoSchema = object({
  TbType: requiredChoice<TbTestType>(keys(TB_TEST_TYPES), m.tbTypeRequired, m.tbTypeInvalid),
  TbDate: pastDate(m.tbDateRequired),
  TbResult: requiredChoice<TbResult>(keys(TB_RESULTS), m.tbResultRequired, m.tbResultInvalid),
  TbProofUploadId: proof(),

  MmrEvidence: evidence(),
  MmrDate: pastDate(m.immunizationDateRequired),
  MmrResult: titerResult('MmrEvidence'),
  MmrProofUploadId: proof(),

  VaricellaEvidence: evidence(),
  VaricellaDate: pastDate(m.immunizationDateRequired),
  VaricellaResult: titerResult('VaricellaEvidence'),
  VaricellaProofUploadId: proof(),

  TdapEvidence: evidence(),
  TdapDate: pastDate(m.immunizationDateRequired),
  TdapResult: titerResult('TdapEvidence'),
  TdapProofUploadId: proof(),

  DrugScreenDate: pastDate(m.drugScreenDateRequired),
  DrugScreenResult: requiredChoice<DrugScreenResult>(
    keys(DRUG_SCREEN_RESULTS),
    m.drugScreenResultRequired,
    m.drugScreenResultInvalid,
  ),
  DrugScreenProofUploadId: proof(),

  PhysicalExamDate: pastDate(m.physicalExamDateRequired),
  PhysicalExamCleared: requiredChoice<PhysicalExamCleared>(
    keys(PHYSICAL_EXAM_CLEARED),
    m.physicalExamClearedRequired,
    m.physicalExamClearedInvalid,
  ),
  PhysicalExamProofUploadId: proof(),

  FitTestDate: pastDate(m.fitTestDateRequired),
  FitTestMaskModel: requiredText(FIT_TEST_TEXT_MAX_LENGTH, m.fitTestMaskModelRequired, m.fitTestMaskModelMax),
  FitTestMaskSize: requiredText(FIT_TEST_TEXT_MAX_LENGTH, m.fitTestMaskSizeRequired, m.fitTestMaskSizeMax),
  FitTestResult: requiredChoice<FitTestResult>(keys(FIT_TEST_RESULTS), m.fitTestResultRequired, m.fitTestResultInvalid),
  FitTestProofUploadId: proof(),
});

/** Physical Info's values: the contract's `PhysicalInfoData`. */
export type PhysicalInfoValues = InferType<typeof physicalInfoSchema>;
