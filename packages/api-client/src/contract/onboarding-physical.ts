/**
 * Physical Info (`nurse-physical-info`, issue 12): the facility compliance health items of ONBOARDING.md
 * §6.7 (TB test, MMR, varicella, Tdap, drug screen, physical exam, N95 fit test), each with its date, its
 * result and an optional proof upload. A health form (§6.8, ADA): it opens only after an offer, is stored
 * apart from the personnel data and read only by the roles of `onboarding.health` or the applicant's owner,
 * each read audited (see `ONBOARDING_FORMS`' `health`).
 *
 * Its data is flat (one field per answer, prefixed by the item) so that drafts, masks and the read-only
 * view work as for the other forms. Optional choices and dates are null, optional text is ''.
 *
 * React-free and dependency-free: safe to import from Node.
 */

export const PHYSICAL_INFO_FORM_KEY = 'nurse-physical-info';

/** The TB test types (§6.7: an IGRA, a TST/PPD, or a chest X-ray after a positive test). */
export const TB_TEST_TYPES = [
  { key: 'tst', label: 'Tuberculin skin test (TST / PPD)' },
  { key: 'quantiferon', label: 'QuantiFERON (IGRA blood test)' },
  { key: 't-spot', label: 'T-SPOT.TB (IGRA blood test)' },
  { key: 'chest-xray', label: 'Chest X-ray' },
] as const;
export type TbTestType = (typeof TB_TEST_TYPES)[number]['key'];

export const TB_RESULTS = [
  { key: 'negative', label: 'Negative (chest X-ray: clear)' },
  { key: 'positive', label: 'Positive (chest X-ray: abnormal)' },
  { key: 'indeterminate', label: 'Indeterminate' },
] as const;
export type TbResult = (typeof TB_RESULTS)[number]['key'];

/** How MMR, varicella and Tdap are documented: the (latest) vaccination's date, or a titer with its result. */
export const IMMUNITY_EVIDENCE = [
  { key: 'vaccination', label: 'Vaccination (date of the latest dose)' },
  { key: 'titer', label: 'Titer (blood test of immunity)' },
] as const;
export type ImmunityEvidence = (typeof IMMUNITY_EVIDENCE)[number]['key'];

export const TITER_RESULTS = [
  { key: 'immune', label: 'Immune' },
  { key: 'not-immune', label: 'Not immune' },
  { key: 'equivocal', label: 'Equivocal' },
] as const;
export type TiterResult = (typeof TITER_RESULTS)[number]['key'];

export const DRUG_SCREEN_RESULTS = [
  { key: 'negative', label: 'Negative' },
  { key: 'positive', label: 'Positive' },
] as const;
export type DrugScreenResult = (typeof DRUG_SCREEN_RESULTS)[number]['key'];

export const PHYSICAL_EXAM_CLEARED = [
  { key: 'yes', label: 'Yes: cleared for duty' },
  { key: 'no', label: 'No' },
] as const;
export type PhysicalExamCleared = (typeof PHYSICAL_EXAM_CLEARED)[number]['key'];

export const FIT_TEST_RESULTS = [
  { key: 'pass', label: 'Pass' },
  { key: 'fail', label: 'Fail' },
] as const;
export type FitTestResult = (typeof FIT_TEST_RESULTS)[number]['key'];

/** The three immunizations documented by a vaccination date or a titer, with their field prefix. */
export const PHYSICAL_IMMUNIZATIONS = [
  { prefix: 'Mmr', label: 'MMR (measles, mumps, rubella)' },
  { prefix: 'Varicella', label: 'Varicella (chickenpox)' },
  { prefix: 'Tdap', label: 'Tdap (tetanus, diphtheria, pertussis)' },
] as const;
export type PhysicalImmunizationPrefix = (typeof PHYSICAL_IMMUNIZATIONS)[number]['prefix'];

/** How long a TB test and an N95 fit test count (the expiry reminders): one year after their date. */
export const PHYSICAL_INFO_VALIDITY_MONTHS = { tb: 12, fitTest: 12 } as const;

export interface PhysicalInfoData {
  TbType: TbTestType;
  /** YYYY-MM-DD: the date the test was read (or the X-ray taken); not in the future. */
  TbDate: string;
  TbResult: TbResult;
  TbProofUploadId: string | null;

  MmrEvidence: ImmunityEvidence;
  /** YYYY-MM-DD: the latest dose, or the titer's date. */
  MmrDate: string;
  /** Titer only; null for a vaccination. */
  MmrResult: TiterResult | null;
  MmrProofUploadId: string | null;

  VaricellaEvidence: ImmunityEvidence;
  VaricellaDate: string;
  VaricellaResult: TiterResult | null;
  VaricellaProofUploadId: string | null;

  TdapEvidence: ImmunityEvidence;
  TdapDate: string;
  TdapResult: TiterResult | null;
  TdapProofUploadId: string | null;

  /** The collection date. */
  DrugScreenDate: string;
  DrugScreenResult: DrugScreenResult;
  DrugScreenProofUploadId: string | null;

  PhysicalExamDate: string;
  PhysicalExamCleared: PhysicalExamCleared;
  PhysicalExamProofUploadId: string | null;

  FitTestDate: string;
  /** The respirator's make and model (e.g. "3M 1870+"). */
  FitTestMaskModel: string;
  /** Its size (e.g. "Regular", "Small"). */
  FitTestMaskSize: string;
  FitTestResult: FitTestResult;
  FitTestProofUploadId: string | null;
}

/** The proof upload fields of Physical Info (each must be one of the applicant's own uploads). */
export const PHYSICAL_INFO_UPLOAD_FIELDS = [
  'TbProofUploadId',
  'MmrProofUploadId',
  'VaricellaProofUploadId',
  'TdapProofUploadId',
  'DrugScreenProofUploadId',
  'PhysicalExamProofUploadId',
  'FitTestProofUploadId',
] as const satisfies readonly (keyof PhysicalInfoData)[];

/** YYYY-MM-DD `months` after `date` (the same day of the month, or the month's last day). */
function addMonths(date: string, months: number): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const target = new Date(Date.UTC(year, month - 1 + months, 1));
  const last = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(day, last));
  return target.toISOString().slice(0, 10);
}

/** The credential expiries Physical Info reports (TB test and N95 fit test: one year after their date). */
export function physicalInfoExpiries(
  data: Pick<PhysicalInfoData, 'TbDate' | 'FitTestDate'>,
): { key: string; label: string; expiresOn: string }[] {
  const items: { key: string; label: string; expiresOn: string }[] = [];
  if (data.TbDate)
    items.push({ key: 'tb', label: 'TB test', expiresOn: addMonths(data.TbDate, PHYSICAL_INFO_VALIDITY_MONTHS.tb) });
  if (data.FitTestDate)
    items.push({
      key: 'fit-test',
      label: 'N95 fit test',
      expiresOn: addMonths(data.FitTestDate, PHYSICAL_INFO_VALIDITY_MONTHS.fitTest),
    });
  return items;
}
