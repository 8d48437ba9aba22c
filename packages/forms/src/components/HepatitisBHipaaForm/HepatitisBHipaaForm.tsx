import { useState, type ReactNode } from 'react';
import {
  HEPB_CHOICES,
  HEPB_DECLINATION_TEXT,
  HEPB_SERIES,
  HEPB_TITER_RESULTS,
  HIPAA_ACKNOWLEDGEMENT_ITEMS,
  type HepatitisBHipaaData,
} from '@agency/api-client/contract';
import { Checkbox, DateField, Select, formatDate } from '@agency/ui';
import { hepBHipaaSchema } from '../../schemas';
import {
  labelOf,
  Legend,
  OnboardingShell,
  Prose,
  ReadOnlyView,
  Section,
  Wide,
  type OnboardingFormBaseProps,
} from '../../internal/onboarding/layout';
import { optionsOf } from '../../internal/onboarding/options';
import { RadioGroup } from '../../internal/onboarding/RadioGroup';
import { fill } from '../../internal/onboarding/useOnboardingForm';
import { useOnboardingFormSetup } from '../../internal/onboarding/useOnboardingFormSetup';
import { UploadSlot, type UploadFile } from '../IdentificationForm/UploadSlot';

export interface HepatitisBHipaaFormProps extends OnboardingFormBaseProps<HepatitisBHipaaData> {
  /** Uploads the Hepatitis B record and answers its `UploadId` (as Identification Info does). */
  onUpload?: UploadFile;
  /** Read-only mode: what shows for the record on file (its `UploadId`; `label` names it). */
  renderUpload?: (uploadId: string, label: string) => ReactNode;
}

const EMPTY = {
  HepBChoice: '',
  Series: '',
  DoseDates: ['', '', ''],
  TiterResult: '',
  TiterDate: '',
  ProofUploadId: '',
  HipaaAcknowledged: false,
};

const choiceOptions = HEPB_CHOICES.map((choice) => ({ value: choice.key, label: choice.label }));
const seriesOptions = optionsOf(HEPB_SERIES);
const titerOptions = optionsOf(HEPB_TITER_RESULTS);
const dosesOf = (series: string) => (series === '2-dose' ? 2 : series === '3-dose' ? 3 : 0);

function toFormValues(input: unknown) {
  const values = fill(EMPTY, input);
  return { ...values, DoseDates: [0, 1, 2].map((i) => values.DoseDates[i] ?? '') };
}

/** The HIPAA workforce acknowledgement, as the applicant reads it (and signs it with the form). */
function HipaaText() {
  return (
    <Prose>
      <p>By ticking the box below and signing this form, I acknowledge that:</p>
      <ol>
        {HIPAA_ACKNOWLEDGEMENT_ITEMS.map((item) => (
          <li key={item.slice(0, 32)}>{item}</li>
        ))}
      </ol>
    </Prose>
  );
}

/**
 * Hepatitis B & HIPAA (onboarding, a health form: ONBOARDING.md §3, §5.1, §6.8): a Hepatitis B record (a 2-
 * or 3-dose series with each dose's date, a titer's result and date, or an uploaded record) or the OSHA
 * declination (29 CFR 1910.1030 Appendix A, word for word); then the HIPAA workforce acknowledgement. The
 * screen's signature signs the declination (or the record's attestation) and the acknowledgement. Rules and
 * messages: `hepBHipaaSchema`.
 */
export function HepatitisBHipaaForm({ onUpload, renderUpload, ...props }: HepatitisBHipaaFormProps) {
  const { form, initial, readOnly, disabled, shell } = useOnboardingFormSetup(props, hepBHipaaSchema, toFormValues);
  const { field, errorOf, idOf, watch, setValue, register, isSubmitted } = form;
  const [uploads, setUploads] = useState(0);
  const onBusyChange = (busy: boolean) => setUploads((count) => Math.max(0, count + (busy ? 1 : -1)));

  if (readOnly) {
    const doses = initial.DoseDates.slice(0, dosesOf(initial.Series));
    return (
      <ReadOnlyView
        label="Hepatitis B & HIPAA"
        sections={[
          {
            title: 'Hepatitis B',
            items:
              initial.HepBChoice === 'declined'
                ? [['Answer', labelOf(HEPB_CHOICES, initial.HepBChoice)]]
                : [
                    ['Answer', labelOf(HEPB_CHOICES, initial.HepBChoice)],
                    ['Series', labelOf(HEPB_SERIES, initial.Series)],
                    ...doses.map((date, i) => [`Dose ${i + 1}`, formatDate(date)] as const),
                    ['Titer result', labelOf(HEPB_TITER_RESULTS, initial.TiterResult)],
                    ['Titer date', formatDate(initial.TiterDate)],
                    [
                      'Record',
                      initial.ProofUploadId
                        ? (renderUpload?.(initial.ProofUploadId, 'Hepatitis B record') ?? 'Uploaded')
                        : '',
                    ],
                  ],
          },
          { title: 'HIPAA', items: [['Acknowledged', initial.HipaaAcknowledged ? 'Yes' : 'No']] },
        ]}
      />
    );
  }

  const choice = watch('HepBChoice');
  const doses = dosesOf(watch('Series'));

  return (
    <OnboardingShell aria-label="Hepatitis B & HIPAA" {...shell} busy={shell.busy || uploads > 0}>
      <Section>
        <Legend>Hepatitis B</Legend>
        <RadioGroup
          id={idOf('HepBChoice')}
          {...errorOf('HepBChoice')}
          legend="Your Hepatitis B vaccination"
          hint="The agency offers the vaccine at no cost to you. Give your record if you are vaccinated or immune."
          options={choiceOptions}
          registration={register('HepBChoice')}
        />
        {choice === 'record' ? (
          <>
            <Select
              label="Vaccination series"
              placeholder="No series dates"
              options={seriesOptions}
              {...field('Series')}
            />
            {Array.from({ length: doses }, (_, i) => (
              <DateField key={i} label={`Dose ${i + 1} date`} required {...field(`DoseDates.${i}`)} />
            ))}
            <Select
              label="Titer result (anti-HBs)"
              placeholder="No titer"
              options={titerOptions}
              {...field('TiterResult')}
            />
            <DateField label="Titer date" {...field('TiterDate')} />
            {onUpload ? (
              <Wide>
                <UploadSlot
                  id={idOf('ProofUploadId')}
                  label="Hepatitis B record (optional)"
                  hint="A vaccination record or a lab report."
                  upload={onUpload}
                  onBusyChange={onBusyChange}
                  uploadId={watch('ProofUploadId') || null}
                  onUploaded={(uploadId) =>
                    setValue('ProofUploadId', uploadId ?? '', { shouldDirty: true, shouldValidate: isSubmitted })
                  }
                  disabled={disabled}
                  {...errorOf('ProofUploadId')}
                />
              </Wide>
            ) : null}
          </>
        ) : null}
        {choice === 'declined' ? (
          <Prose>
            <p>
              <strong>Hepatitis B Vaccine Declination (Mandatory)</strong>
            </p>
            <p>{HEPB_DECLINATION_TEXT}</p>
            <p>You sign this statement when you submit the form.</p>
          </Prose>
        ) : null}
      </Section>
      <Section>
        <Legend>HIPAA workforce acknowledgement</Legend>
        <HipaaText />
        <Wide>
          <Checkbox label="I acknowledge these obligations" {...field('HipaaAcknowledged')} />
        </Wide>
      </Section>
    </OnboardingShell>
  );
}
