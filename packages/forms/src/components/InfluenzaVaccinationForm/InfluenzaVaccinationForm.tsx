import { useState, type ReactNode } from 'react';
import {
  INFLUENZA_CHOICES,
  INFLUENZA_CONTRAINDICATIONS,
  INFLUENZA_DECLINATION_TEXT,
  INFLUENZA_DECLINE_REASONS,
  INFLUENZA_MASKING_TEXT,
  INFLUENZA_PLACES,
  influenzaNhsnLabel,
  influenzaNhsnStatus,
  influenzaSeason,
  type InfluenzaVaccinationData,
} from '@agency/api-client/contract';
import { Checkbox, DateField, Select, TextField, Textarea, formatDate } from '@agency/ui';
import { influenzaSchema } from '../../schemas';
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

export interface InfluenzaVaccinationFormProps extends OnboardingFormBaseProps<InfluenzaVaccinationData> {
  /**
   * Uploads the proof of vaccination and answers its `UploadId` (progress, cancel, retry as Identification
   * Info does). Without it the proof cannot be given here.
   */
  onUpload?: UploadFile;
  /** Read-only mode: what shows for the proof on file (its `UploadId`; `label` names it), e.g. a download link. */
  renderUpload?: (uploadId: string, label: string) => ReactNode;
  /** Today (for the season offered first); default now. */
  now?: Date;
}

const EMPTY = {
  Season: '',
  Choice: '',
  DateGiven: '',
  Place: '',
  Product: '',
  LotNumber: '',
  ProofUploadId: '',
  DeclineReason: '',
  Contraindication: '',
  ReasonDetails: '',
  MaskingAcknowledged: false,
};

const choiceOptions = INFLUENZA_CHOICES.map((choice) => ({ value: choice.key, label: choice.label }));
const placeOptions = INFLUENZA_PLACES.map((place) => ({ value: place.key, label: place.label }));
const reasonOptions = INFLUENZA_DECLINE_REASONS.map((reason) => ({ value: reason.key, label: reason.label }));
const contraindicationOptions = optionsOf(INFLUENZA_CONTRAINDICATIONS);

/** The season before `season` ("2026–2027" → "2025–2026"). */
const previousSeason = (season: string) => {
  const start = Number(season.slice(0, 4)) - 1;
  return `${start}–${start + 1}`;
};

/**
 * Influenza Vaccination (onboarding, a health form: ONBOARDING.md §4, §6.8): for the season, either
 * vaccinated (date, where, product and lot optional, a proof uploaded, required when given elsewhere) or a
 * declination (reason, contraindication for a medical one, details, the masking acknowledgement), signed
 * afterwards by the screen (the declination statement, or the attestation). The read-only view shows the
 * NHSN status the answers give. Rules and messages: `influenzaSchema`.
 */
export function InfluenzaVaccinationForm({ onUpload, renderUpload, now, ...props }: InfluenzaVaccinationFormProps) {
  const current = influenzaSeason(now);
  const { form, initial, readOnly, disabled, shell } = useOnboardingFormSetup(props, influenzaSchema, (input) => {
    const values = fill(EMPTY, input);
    return { ...values, Season: values.Season || current };
  });
  const { field, errorOf, idOf, watch, setValue, register, isSubmitted } = form;
  const [uploads, setUploads] = useState(0);
  const onBusyChange = (busy: boolean) => setUploads((count) => Math.max(0, count + (busy ? 1 : -1)));

  if (readOnly) {
    const status = influenzaNhsnStatus(
      { ...initial, ProofUploadId: initial.ProofUploadId || null } as Partial<InfluenzaVaccinationData>,
      initial.Season,
    );
    const vaccinated = initial.Choice === 'vaccinated';
    return (
      <ReadOnlyView
        label="Influenza Vaccination"
        sections={[
          {
            title: `Season ${initial.Season}`,
            items: [
              ['NHSN status', influenzaNhsnLabel(status)],
              ['Answer', labelOf(INFLUENZA_CHOICES, initial.Choice)],
            ],
          },
          vaccinated
            ? {
                title: 'Vaccination',
                items: [
                  ['Date given', formatDate(initial.DateGiven)],
                  ['Where', labelOf(INFLUENZA_PLACES, initial.Place)],
                  ['Vaccine product', initial.Product],
                  ['Lot number', initial.LotNumber],
                  [
                    'Proof',
                    initial.ProofUploadId
                      ? (renderUpload?.(initial.ProofUploadId, 'Proof of vaccination') ?? 'Uploaded')
                      : '',
                  ],
                ],
              }
            : {
                title: 'Declination',
                items: [
                  ['Reason', labelOf(INFLUENZA_DECLINE_REASONS, initial.DeclineReason)],
                  ['Contraindication', labelOf(INFLUENZA_CONTRAINDICATIONS, initial.Contraindication)],
                  ['Details', initial.ReasonDetails],
                  ['Masking acknowledged', initial.MaskingAcknowledged ? 'Yes' : 'No'],
                ],
              },
        ]}
      />
    );
  }

  const choice = watch('Choice');
  const place = watch('Place');
  const reason = watch('DeclineReason');
  const radio = (path: 'Choice' | 'Place' | 'DeclineReason') => ({ id: idOf(path), ...errorOf(path) });

  return (
    <OnboardingShell aria-label="Influenza Vaccination" {...shell} busy={shell.busy || uploads > 0}>
      <Section>
        <Legend>Influenza season</Legend>
        <Select
          label="Season"
          required
          options={[current, previousSeason(current)].map((season) => ({ value: season, label: season }))}
          hint="A season runs from 1 July to 30 June."
          {...field('Season')}
        />
        <RadioGroup
          {...radio('Choice')}
          legend="Your influenza vaccination this season"
          options={choiceOptions}
          registration={register('Choice')}
        />
      </Section>
      {choice === 'vaccinated' ? (
        <Section>
          <Legend>Your vaccination</Legend>
          <DateField label="Date given" required {...field('DateGiven')} />
          <RadioGroup
            {...radio('Place')}
            legend="Where were you vaccinated?"
            options={placeOptions}
            registration={register('Place')}
          />
          <TextField label="Vaccine product (optional)" autoComplete="off" trimmed {...field('Product')} />
          <TextField label="Lot number (optional)" autoComplete="off" trimmed {...field('LotNumber')} />
          {onUpload ? (
            <Wide>
              <UploadSlot
                id={idOf('ProofUploadId')}
                label={place === 'elsewhere' ? 'Proof of vaccination' : 'Proof of vaccination (optional)'}
                hint="Your vaccination record, a pharmacy receipt or the card you were given."
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
        </Section>
      ) : null}
      {choice === 'declined' ? (
        <Section>
          <Legend>Declination</Legend>
          <Prose>
            <p>{INFLUENZA_DECLINATION_TEXT}</p>
          </Prose>
          <RadioGroup
            {...radio('DeclineReason')}
            legend="Why do you decline?"
            hint="Religious and personal reasons are both reported as “declined”; a medical contraindication is reported apart."
            options={reasonOptions}
            registration={register('DeclineReason')}
          />
          {reason === 'medical' ? (
            <Select
              label="Medical contraindication"
              placeholder="Choose the contraindication"
              required
              options={contraindicationOptions}
              {...field('Contraindication')}
            />
          ) : null}
          <Wide>
            <Textarea
              label={reason === 'personal' ? 'Details (optional)' : 'Details'}
              rows={3}
              {...field('ReasonDetails')}
            />
          </Wide>
          <Wide>
            <Checkbox label={INFLUENZA_MASKING_TEXT} {...field('MaskingAcknowledged')} />
          </Wide>
        </Section>
      ) : null}
    </OnboardingShell>
  );
}
