import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import {
  MILITARY_BRANCHES,
  MILITARY_DISCHARGE_TYPES,
  NURSE_CERTIFICATION_NAMES,
  NURSE_COMPACT_LICENSE_TYPES,
  NURSE_DEGREES,
  NURSE_LICENSE_TYPES,
  NURSE_REFERENCE_RELATIONSHIPS,
  NURSE_SUPERVISORY_RELATIONSHIPS,
  NURSYS_URL,
  type NurseLicenseType,
  type NurseReferenceRelationship,
} from '@agency/api-client/contract';
import { Button, Checkbox, DateField, Heading, Link, PhoneField, Select, Stack, TextField, Textarea } from '@agency/ui';
import { messages } from '../../schemas';
import { OnboardingShell, Prose, Section, Wide } from '../../internal/onboarding/layout';
import { optionsOf } from '../../internal/onboarding/options';
import { StateSelect } from '../../internal/onboarding/StateSelect';
import { fill, useOnboardingForm } from '../../internal/onboarding/useOnboardingForm';
import { UploadSlot, type UploadFile } from '../IdentificationForm/UploadSlot';
import type { EntryValues, NurseSectionInfo } from './sections';

const m = messages.nurse;

export interface NurseEntryFormProps {
  section: NurseSectionInfo;
  /** Adding a new entry (else editing one). */
  isNew: boolean;
  defaultValues: EntryValues;
  /** The messages the whole form's check (or the server) gave this entry, by field ('Number'). */
  serverErrors?: Readonly<Record<string, string>>;
  /** The entry saved (its inputs, checked by the section's schema). */
  onSave: (entry: EntryValues) => void;
  onCancel: () => void;
  onUpload?: UploadFile;
  disabled?: boolean;
  /** For a job: whether it starts more than 3 months after the other jobs ended (an explanation is due). */
  needsGapExplanation?: (entry: EntryValues) => boolean;
}

/** The Nurse Form's sub-screen for one entry (a license, a certification, a school, a job, a reference, the military service). */
export function NurseEntryForm({
  section,
  isNew,
  defaultValues,
  serverErrors,
  onSave,
  onCancel,
  onUpload,
  disabled = false,
  needsGapExplanation,
}: NurseEntryFormProps) {
  const headingId = `nurse-entry-${useId().replace(/[^a-zA-Z0-9]/g, '')}`;
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    headingRef.current?.focus();
  }, []);
  const [uploads, setUploads] = useState(0);
  const onBusyChange = (busy: boolean) => setUploads((count) => Math.max(0, count + (busy ? 1 : -1)));

  const form = useOnboardingForm<EntryValues>({
    schema: section.schema,
    defaultValues,
    serverErrors,
    onSubmit: ((values: Record<string, unknown>) => {
      const entry = fill(section.empty, values) as EntryValues;
      if (needsGapExplanation?.(entry) && !String(entry.GapExplanation ?? '').trim()) {
        form.setError('GapExplanation', { type: 'gap', message: m.gapExplanationRequired });
        return;
      }
      onSave(entry);
    }) as never,
  });
  const { field, errorOf, idOf, watch, setValue, isSubmitted } = form;
  const title = `${isNew ? 'Add' : 'Edit'} ${section.key === 'military' ? 'your' : isNew ? 'a' : 'the'} ${section.noun}`;

  const upload = (label: string, hint: string) =>
    onUpload ? (
      <Wide>
        <UploadSlot
          id={idOf('CardUploadId')}
          label={label}
          hint={hint}
          upload={onUpload}
          onBusyChange={onBusyChange}
          uploadId={(watch('CardUploadId') as string) || null}
          onUploaded={(uploadId) =>
            setValue('CardUploadId', uploadId ?? '', { shouldDirty: true, shouldValidate: isSubmitted })
          }
          disabled={disabled}
          {...errorOf('CardUploadId')}
        />
      </Wide>
    ) : null;

  let fields;
  switch (section.key) {
    case 'license': {
      const type = watch('Type') as string;
      fields = (
        <Section aria-labelledby={headingId}>
          <Select
            label="License type"
            placeholder="Choose the type"
            required
            options={optionsOf(NURSE_LICENSE_TYPES)}
            {...field('Type')}
          />
          {type === 'Other' ? <TextField label="What license is it?" required trimmed {...field('OtherType')} /> : null}
          <StateSelect label="Issuing state" required {...field('State')} />
          <TextField label="License number" required autoComplete="off" trimmed {...field('Number')} />
          {NURSE_COMPACT_LICENSE_TYPES.includes(type as NurseLicenseType) ? (
            <Wide>
              <Checkbox
                label="Multistate (compact) license"
                hint="A Nurse Licensure Compact license from your primary state of residence; RN and LPN/LVN only."
                {...field('Compact')}
              />
            </Wide>
          ) : null}
          <DateField label="Issue date (optional)" {...field('IssueDate')} />
          <DateField label="Expiry date" required {...field('ExpiryDate')} />
          <Prose>
            <p>
              We check every license on Nursys, the boards of nursing&apos;s public lookup.{' '}
              <Link href={NURSYS_URL} target="_blank" rel="noopener noreferrer">
                Verify on Nursys (opens in a new tab)
              </Link>
            </p>
          </Prose>
          {upload('License card (optional)', 'A photo or scan of your license card, or its Nursys printout.')}
        </Section>
      );
      break;
    }
    case 'certification': {
      const name = watch('Name') as string;
      fields = (
        <Section aria-labelledby={headingId}>
          <Select
            label="Certification"
            placeholder="Choose the certification"
            required
            options={optionsOf(NURSE_CERTIFICATION_NAMES)}
            {...field('Name')}
          />
          {name === 'Other' ? (
            <TextField
              label="Certification name"
              hint="For example CCRN, ENPC or NIHSS."
              required
              trimmed
              {...field('OtherName')}
            />
          ) : null}
          <TextField
            label="Issued by (optional)"
            hint="For example American Heart Association."
            trimmed
            {...field('IssuedBy')}
          />
          <DateField label="Expiry date" required {...field('ExpiryDate')} />
          {upload('Card (optional)', 'A photo or scan of the card or eCard.')}
        </Section>
      );
      break;
    }
    case 'education':
      fields = (
        <Section aria-labelledby={headingId}>
          <TextField label="School" required trimmed {...field('School')} />
          <TextField label="City (optional)" trimmed {...field('City')} />
          <StateSelect label="State (optional)" {...field('State')} />
          <Select
            label="Degree or diploma"
            placeholder="Choose the degree"
            required
            options={optionsOf(NURSE_DEGREES)}
            {...field('Degree')}
          />
          <TextField label="Field of study" hint="For example Nursing." required trimmed {...field('Field')} />
          <DateField label="From" required {...field('From')} />
          <DateField label="To" hint="The end, or expected end, of your studies." required {...field('To')} />
          <Wide>
            <Checkbox label="I graduated" {...field('Graduated')} />
          </Wide>
        </Section>
      );
      break;
    case 'employment': {
      const current = watch('Current') === true;
      const entry = watch() as EntryValues;
      const gap = needsGapExplanation?.(entry) ?? false;
      fields = (
        <Section aria-labelledby={headingId}>
          <TextField label="Facility" required trimmed {...field('Facility')} />
          <TextField label="City" required trimmed {...field('City')} />
          <StateSelect required {...field('State')} />
          <TextField
            label="Unit or department"
            hint="For example ICU or Med-Surg."
            required
            trimmed
            {...field('Unit')}
          />
          <TextField
            label="Bed count (optional)"
            hint="The number of beds of the facility."
            inputMode="numeric"
            trimmed
            {...field('BedCount')}
          />
          <TextField label="Position" hint="For example Staff RN." required trimmed {...field('Position')} />
          <Wide>
            <Checkbox label="I worked as charge nurse" {...field('Charge')} />
          </Wide>
          <Wide>
            <Checkbox label="I work here now" {...field('Current')} />
          </Wide>
          <DateField label="From" required {...field('From')} />
          {current ? null : <DateField label="To" required {...field('To')} />}
          {current ? null : (
            <Wide>
              <Textarea label="Reason for leaving" rows={2} required {...field('ReasonForLeaving')} />
            </Wide>
          )}
          {gap || watch('GapExplanation') ? (
            <Wide>
              <Textarea
                label="Gap explanation"
                hint="You started this job more than 3 months after your previous job ended: tell us what you did in between."
                rows={3}
                required={gap}
                {...field('GapExplanation')}
              />
            </Wide>
          ) : null}
        </Section>
      );
      break;
    }
    case 'reference': {
      const relationship = field('Relationship');
      fields = (
        <Section aria-labelledby={headingId}>
          <Prose>
            <p>
              Give supervisors who saw your work: a manager, an assistant manager, a supervisor or a charge nurse. You
              need at least two supervisory references.
            </p>
          </Prose>
          <TextField label="Name" required autoComplete="off" trimmed {...field('Name')} />
          <TextField label="Title" hint="For example Nurse Manager." required trimmed {...field('Title')} />
          <TextField label="Facility" hint="Where you worked together." required trimmed {...field('Facility')} />
          <PhoneField label="Phone" autoComplete="off" required {...field('Phone')} />
          <TextField label="Email" type="email" autoComplete="off" required trimmed {...field('Email')} />
          <Select
            label="Relationship"
            placeholder="Choose how they know you"
            required
            options={optionsOf(NURSE_REFERENCE_RELATIONSHIPS)}
            {...relationship}
            onChange={(event: ChangeEvent<HTMLSelectElement>) => {
              void relationship.onChange(event);
              const value = event.target.value as NurseReferenceRelationship;
              if (NURSE_SUPERVISORY_RELATIONSHIPS.includes(value)) setValue('Supervisory', true);
              else if (value === 'colleague') setValue('Supervisory', false);
            }}
          />
          <Wide>
            <Checkbox
              label="This person supervised me"
              hint="A manager, assistant manager, supervisor or charge nurse; a colleague is not a supervisory reference."
              disabled={watch('Relationship') === 'colleague'}
              {...field('Supervisory')}
            />
          </Wide>
          <DateField label="Worked together from (optional)" {...field('WorkedTogetherFrom')} />
          <DateField label="Worked together to (optional)" {...field('WorkedTogetherTo')} />
        </Section>
      );
      break;
    }
    case 'military':
      fields = (
        <Section aria-labelledby={headingId}>
          <Select
            label="Branch"
            placeholder="Choose the branch"
            required
            options={optionsOf(MILITARY_BRANCHES)}
            {...field('Branch')}
          />
          <DateField label="From" required {...field('From')} />
          <DateField label="To" hint="Leave empty while you serve." {...field('To')} />
          <Select
            label="Discharge type"
            placeholder="Choose the discharge type"
            required
            options={optionsOf(MILITARY_DISCHARGE_TYPES)}
            {...field('DischargeType')}
          />
        </Section>
      );
      break;
  }

  return (
    <Stack gap={4}>
      <Heading level={2} id={headingId} ref={headingRef} tabIndex={-1}>
        {title}
      </Heading>
      <OnboardingShell
        aria-labelledby={headingId}
        onSubmit={form.submit}
        summary={form.summary}
        summaryRef={form.summaryRef}
        disabled={disabled}
        busy={disabled || uploads > 0}
        submitLabel={`Save ${section.noun}`}
        actions={
          <Button type="button" variant="secondary" onClick={onCancel}>
            Cancel
          </Button>
        }
      >
        {fields}
      </OnboardingShell>
    </Stack>
  );
}
