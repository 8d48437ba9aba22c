// Valid and invalid Physical Info, used by the tests and the stories (internal: not exported).
import type { InvalidOnboardingCase } from '../fixtures';
import { physicalInfoMessages as m } from './messages';
import type { PhysicalInfoValues } from './schema';

export const validPhysicalInfo: PhysicalInfoValues = {
  TbType: 'quantiferon',
  TbDate: '2026-03-02',
  TbResult: 'negative',
  TbProofUploadId: 'upload-tb',
  MmrEvidence: 'titer',
  MmrDate: '2019-05-14',
  MmrResult: 'immune',
  MmrProofUploadId: 'upload-mmr',
  VaricellaEvidence: 'vaccination',
  VaricellaDate: '2001-08-20',
  VaricellaResult: null,
  VaricellaProofUploadId: null,
  TdapEvidence: 'vaccination',
  TdapDate: '2022-10-03',
  TdapResult: null,
  TdapProofUploadId: null,
  DrugScreenDate: '2026-03-01',
  DrugScreenResult: 'negative',
  DrugScreenProofUploadId: 'upload-drug',
  PhysicalExamDate: '2026-02-27',
  PhysicalExamCleared: 'yes',
  PhysicalExamProofUploadId: null,
  FitTestDate: '2026-02-27',
  FitTestMaskModel: '3M 1870+',
  FitTestMaskSize: 'Regular',
  FitTestResult: 'pass',
  FitTestProofUploadId: null,
};

const with_ = (changes: Record<string, unknown>) => ({ ...validPhysicalInfo, ...changes });

export const invalidPhysicalInfos: InvalidOnboardingCase[] = [
  { name: 'no TB test type', values: with_({ TbType: '' }), field: 'TbType', message: m.tbTypeRequired },
  { name: 'an unknown TB test', values: with_({ TbType: 'mantoux-x' }), field: 'TbType', message: m.tbTypeInvalid },
  { name: 'no TB date', values: with_({ TbDate: '' }), field: 'TbDate', message: m.tbDateRequired },
  { name: 'a malformed TB date', values: with_({ TbDate: '2026-02-30' }), field: 'TbDate', message: m.dateInvalid },
  { name: 'a TB test in the future', values: with_({ TbDate: '2999-01-01' }), field: 'TbDate', message: m.dateFuture },
  { name: 'no TB result', values: with_({ TbResult: null }), field: 'TbResult', message: m.tbResultRequired },
  { name: 'an unknown TB result', values: with_({ TbResult: 'maybe' }), field: 'TbResult', message: m.tbResultInvalid },
  { name: 'no MMR evidence', values: with_({ MmrEvidence: '' }), field: 'MmrEvidence', message: m.evidenceRequired },
  {
    name: 'unknown varicella evidence',
    values: with_({ VaricellaEvidence: 'history' }),
    field: 'VaricellaEvidence',
    message: m.evidenceInvalid,
  },
  { name: 'no Tdap date', values: with_({ TdapDate: null }), field: 'TdapDate', message: m.immunizationDateRequired },
  {
    name: 'a titer without result',
    values: with_({ MmrResult: null }),
    field: 'MmrResult',
    message: m.titerResultRequired,
  },
  {
    name: 'an unknown titer result',
    values: with_({ MmrResult: 'high' }),
    field: 'MmrResult',
    message: m.titerResultInvalid,
  },
  {
    name: 'no drug screen date',
    values: with_({ DrugScreenDate: '' }),
    field: 'DrugScreenDate',
    message: m.drugScreenDateRequired,
  },
  {
    name: 'no drug screen result',
    values: with_({ DrugScreenResult: '' }),
    field: 'DrugScreenResult',
    message: m.drugScreenResultRequired,
  },
  {
    name: 'no physical exam date',
    values: with_({ PhysicalExamDate: '' }),
    field: 'PhysicalExamDate',
    message: m.physicalExamDateRequired,
  },
  {
    name: 'no exam clearance',
    values: with_({ PhysicalExamCleared: null }),
    field: 'PhysicalExamCleared',
    message: m.physicalExamClearedRequired,
  },
  {
    name: 'no fit test date',
    values: with_({ FitTestDate: '' }),
    field: 'FitTestDate',
    message: m.fitTestDateRequired,
  },
  {
    name: 'no mask model',
    values: with_({ FitTestMaskModel: '  ' }),
    field: 'FitTestMaskModel',
    message: m.fitTestMaskModelRequired,
  },
  {
    name: 'a mask size too long',
    values: with_({ FitTestMaskSize: 'x'.repeat(101) }),
    field: 'FitTestMaskSize',
    message: m.fitTestMaskSizeMax,
  },
  {
    name: 'no fit test result',
    values: with_({ FitTestResult: '' }),
    field: 'FitTestResult',
    message: m.fitTestResultRequired,
  },
  {
    name: 'an upload id too long',
    values: with_({ TbProofUploadId: 'u'.repeat(101) }),
    field: 'TbProofUploadId',
    message: m.uploadIdMax,
  },
];
