import { useState, type ReactNode } from 'react';
import {
  DRUG_SCREEN_RESULTS,
  FIT_TEST_RESULTS,
  IMMUNITY_EVIDENCE,
  PHYSICAL_EXAM_CLEARED,
  PHYSICAL_IMMUNIZATIONS,
  TB_RESULTS,
  TB_TEST_TYPES,
  TITER_RESULTS,
  type PhysicalInfoData,
} from '@agency/api-client/contract';
import { DateField, Select, TextField, formatDate } from '@agency/ui';
import { physicalInfoSchema } from '../../schemas';
import {
  labelOf,
  Legend,
  OnboardingShell,
  ReadOnlyView,
  Section,
  Wide,
  type OnboardingFormBaseProps,
  type ReadOnlySection,
} from '../../internal/onboarding/layout';
import { optionsOf } from '../../internal/onboarding/options';
import { RadioGroup } from '../../internal/onboarding/RadioGroup';
import { fill } from '../../internal/onboarding/useOnboardingForm';
import { useOnboardingFormSetup } from '../../internal/onboarding/useOnboardingFormSetup';
import { UploadSlot, type UploadFile } from '../IdentificationForm/UploadSlot';

export interface PhysicalInfoFormProps extends OnboardingFormBaseProps<PhysicalInfoData> {
  /** Uploads a proof (lab report, record, card) and answers its `UploadId`. Without it no proof is given here. */
  onUpload?: UploadFile;
  /** Read-only mode: what shows for a proof on file (its `UploadId`; `label` names it), e.g. a download link. */
  renderUpload?: (uploadId: string, label: string) => ReactNode;
}

const EMPTY: Record<keyof PhysicalInfoData, string> = {
  TbType: '',
  TbDate: '',
  TbResult: '',
  TbProofUploadId: '',
  MmrEvidence: '',
  MmrDate: '',
  MmrResult: '',
  MmrProofUploadId: '',
  VaricellaEvidence: '',
  VaricellaDate: '',
  VaricellaResult: '',
  VaricellaProofUploadId: '',
  TdapEvidence: '',
  TdapDate: '',
  TdapResult: '',
  TdapProofUploadId: '',
  DrugScreenDate: '',
  DrugScreenResult: '',
  DrugScreenProofUploadId: '',
  PhysicalExamDate: '',
  PhysicalExamCleared: '',
  PhysicalExamProofUploadId: '',
  FitTestDate: '',
  FitTestMaskModel: '',
  FitTestMaskSize: '',
  FitTestResult: '',
  FitTestProofUploadId: '',
};
type Field = keyof PhysicalInfoData;
type UploadField = Extract<Field, `${string}ProofUploadId`>;

const radioOptions = (list: ReadonlyArray<{ key: string; label: string }>) =>
  list.map((entry) => ({ value: entry.key, label: entry.label }));

/**
 * Physical Info (onboarding, a health form: ONBOARDING.md §6.7, §6.8): the TB test, MMR, varicella and Tdap
 * (a vaccination date, or a titer with its result), the drug screen, the physical exam and the N95 fit test,
 * each with its date, its result and an optional proof upload. Submitted without a signature. Rules and
 * messages: `physicalInfoSchema`.
 */
export function PhysicalInfoForm({ onUpload, renderUpload, ...props }: PhysicalInfoFormProps) {
  const { form, initial, readOnly, disabled, shell } = useOnboardingFormSetup(props, physicalInfoSchema, (input) =>
    fill(EMPTY, input),
  );
  const { field, errorOf, idOf, watch, setValue, register, isSubmitted } = form;
  const [uploads, setUploads] = useState(0);
  const onBusyChange = (busy: boolean) => setUploads((count) => Math.max(0, count + (busy ? 1 : -1)));

  if (readOnly) {
    const proof = (name: UploadField, label: string): ReactNode =>
      initial[name] ? (renderUpload?.(initial[name], label) ?? 'Uploaded') : '';
    const sections: ReadOnlySection[] = [
      {
        title: 'TB test',
        items: [
          ['Type', labelOf(TB_TEST_TYPES, initial.TbType)],
          ['Date', formatDate(initial.TbDate)],
          ['Result', labelOf(TB_RESULTS, initial.TbResult)],
          ['Proof', proof('TbProofUploadId', 'TB test proof')],
        ],
      },
      ...PHYSICAL_IMMUNIZATIONS.map(({ prefix, label }) => ({
        title: label,
        items: [
          ['Evidence', labelOf(IMMUNITY_EVIDENCE, initial[`${prefix}Evidence`])],
          ['Date', formatDate(initial[`${prefix}Date`])],
          ...(initial[`${prefix}Evidence`] === 'titer'
            ? [['Titer result', labelOf(TITER_RESULTS, initial[`${prefix}Result`])] as const]
            : []),
          ['Proof', proof(`${prefix}ProofUploadId`, `${label} proof`)],
        ] as const,
      })),
      {
        title: 'Drug screen',
        items: [
          ['Collection date', formatDate(initial.DrugScreenDate)],
          ['Result', labelOf(DRUG_SCREEN_RESULTS, initial.DrugScreenResult)],
          ['Proof', proof('DrugScreenProofUploadId', 'Drug screen proof')],
        ],
      },
      {
        title: 'Physical exam',
        items: [
          ['Date', formatDate(initial.PhysicalExamDate)],
          ['Cleared for duty', labelOf(PHYSICAL_EXAM_CLEARED, initial.PhysicalExamCleared)],
          ['Proof', proof('PhysicalExamProofUploadId', 'Physical exam proof')],
        ],
      },
      {
        title: 'N95 fit test',
        items: [
          ['Date', formatDate(initial.FitTestDate)],
          ['Mask make and model', initial.FitTestMaskModel],
          ['Mask size', initial.FitTestMaskSize],
          ['Result', labelOf(FIT_TEST_RESULTS, initial.FitTestResult)],
          ['Proof', proof('FitTestProofUploadId', 'N95 fit test proof')],
        ],
      },
    ];
    return <ReadOnlyView label="Physical Info" sections={sections} />;
  }

  const radio = (path: Field, legend: string, list: ReadonlyArray<{ key: string; label: string }>) => (
    <RadioGroup
      id={idOf(path)}
      {...errorOf(path)}
      legend={legend}
      options={radioOptions(list)}
      registration={register(path)}
    />
  );
  const upload = (path: UploadField, label: string) =>
    onUpload ? (
      <Wide>
        <UploadSlot
          id={idOf(path)}
          label={`${label} (optional)`}
          hint="A photo or PDF of the lab report, the record or the card."
          upload={onUpload}
          onBusyChange={onBusyChange}
          uploadId={watch(path) || null}
          onUploaded={(uploadId) => setValue(path, uploadId ?? '', { shouldDirty: true, shouldValidate: isSubmitted })}
          disabled={disabled}
          {...errorOf(path)}
        />
      </Wide>
    ) : null;

  return (
    <OnboardingShell aria-label="Physical Info" {...shell} busy={shell.busy || uploads > 0}>
      <Section>
        <Legend>TB test</Legend>
        <Select
          label="Type of test"
          placeholder="Choose the test"
          required
          options={optionsOf(TB_TEST_TYPES)}
          {...field('TbType')}
        />
        <DateField label="Date read (or X-ray taken)" required {...field('TbDate')} />
        <Wide>{radio('TbResult', 'TB test result', TB_RESULTS)}</Wide>
        {upload('TbProofUploadId', 'TB test proof')}
      </Section>
      {PHYSICAL_IMMUNIZATIONS.map(({ prefix, label }) => (
        <Section key={prefix}>
          <Legend>{label}</Legend>
          <Wide>{radio(`${prefix}Evidence`, `${label}: how is it documented?`, IMMUNITY_EVIDENCE)}</Wide>
          <DateField
            label={watch(`${prefix}Evidence`) === 'titer' ? 'Titer date' : 'Date of the latest dose'}
            required
            {...field(`${prefix}Date`)}
          />
          {watch(`${prefix}Evidence`) === 'titer' ? (
            <Select
              label="Titer result"
              placeholder="Choose the result"
              required
              options={optionsOf(TITER_RESULTS)}
              {...field(`${prefix}Result`)}
            />
          ) : null}
          {upload(`${prefix}ProofUploadId`, `${prefix === 'Mmr' ? 'MMR' : prefix} proof`)}
        </Section>
      ))}
      <Section>
        <Legend>Drug screen</Legend>
        <DateField label="Collection date" required {...field('DrugScreenDate')} />
        <Wide>{radio('DrugScreenResult', 'Drug screen result', DRUG_SCREEN_RESULTS)}</Wide>
        {upload('DrugScreenProofUploadId', 'Drug screen proof')}
      </Section>
      <Section>
        <Legend>Physical exam</Legend>
        <DateField label="Exam date" required {...field('PhysicalExamDate')} />
        <Wide>{radio('PhysicalExamCleared', 'Cleared for duty?', PHYSICAL_EXAM_CLEARED)}</Wide>
        {upload('PhysicalExamProofUploadId', 'Physical exam proof')}
      </Section>
      <Section>
        <Legend>N95 fit test</Legend>
        <DateField label="Fit test date" required {...field('FitTestDate')} />
        <TextField label="Mask make and model" required autoComplete="off" trimmed {...field('FitTestMaskModel')} />
        <TextField label="Mask size" required autoComplete="off" trimmed {...field('FitTestMaskSize')} />
        <Wide>{radio('FitTestResult', 'Fit test result', FIT_TEST_RESULTS)}</Wide>
        {upload('FitTestProofUploadId', 'N95 fit test proof')}
      </Section>
    </OnboardingShell>
  );
}
