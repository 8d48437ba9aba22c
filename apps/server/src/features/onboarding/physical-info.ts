import {
  DRUG_SCREEN_RESULTS,
  FIT_TEST_RESULTS,
  IMMUNITY_EVIDENCE,
  PHYSICAL_EXAM_CLEARED,
  PHYSICAL_IMMUNIZATIONS,
  PHYSICAL_INFO_UPLOAD_FIELDS,
  physicalInfoExpiries,
  TB_RESULTS,
  TB_TEST_TYPES,
  TITER_RESULTS,
  type PhysicalInfoData,
} from '@agency/api-client/contract';
import type { ReportedExpiry } from './events';
import type { Data } from './sensitive';

/**
 * Physical Info (`nurse-physical-info`, a health form) beyond the generic engine: the proof uploads it
 * names (each must be the applicant's own), and the credential expiries its submission reports (the TB test
 * and the N95 fit test, one year after their dates). The source is the form's key, so the credentials'
 * lists treat them as health information (credentials/queries.ts).
 */

/** The upload ids the data names, with their field paths. */
export const physicalInfoUploads = (data: Data): [unknown, string][] =>
  PHYSICAL_INFO_UPLOAD_FIELDS.map((field) => [data[field], field]);

/** The TB test and fit test expiries a submission reports (`onboarding.formSubmitted`). */
export const physicalInfoReportedExpiries = (data: Data): ReportedExpiry[] =>
  physicalInfoExpiries(data as unknown as PhysicalInfoData);

/** Physical Info's choice fields and their labels (the PDF shows labels, not keys). */
export const PHYSICAL_INFO_PDF_CHOICES: Record<string, readonly { key: string; label: string }[]> = {
  TbType: TB_TEST_TYPES,
  TbResult: TB_RESULTS,
  ...Object.fromEntries(
    PHYSICAL_IMMUNIZATIONS.flatMap(({ prefix }) => [
      [`${prefix}Evidence`, IMMUNITY_EVIDENCE],
      [`${prefix}Result`, TITER_RESULTS],
    ]),
  ),
  DrugScreenResult: DRUG_SCREEN_RESULTS,
  PhysicalExamCleared: PHYSICAL_EXAM_CLEARED,
  FitTestResult: FIT_TEST_RESULTS,
};
