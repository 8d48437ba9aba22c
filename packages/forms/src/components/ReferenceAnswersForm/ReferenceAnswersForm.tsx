import {
  REFERENCE_ATTESTATION_TEXT,
  REFERENCE_CAPACITIES,
  REFERENCE_RATING_SCALE,
  REFERENCE_RATINGS,
  REFERENCE_REHIRE_ANSWERS,
  type ReferenceAnswers,
} from '@agency/api-client/contract';
import { Checkbox, DateField, TextField, Textarea, formatDate } from '@agency/ui';
import { referenceAnswersSchema } from '../../schemas';
import {
  labelOf,
  Legend,
  OnboardingShell,
  ReadOnlyView,
  Section,
  Wide,
  yesNo,
  type OnboardingFormBaseProps,
} from '../../internal/onboarding/layout';
import { RadioGroup } from '../../internal/onboarding/RadioGroup';
import { fill } from '../../internal/onboarding/useOnboardingForm';
import { useOnboardingFormSetup } from '../../internal/onboarding/useOnboardingFormSetup';

export type ReferenceAnswersFormProps = OnboardingFormBaseProps<ReferenceAnswers> & {
  /** Who the reference is about ("Maria R."), for the questions' wording. */
  applicantName: string;
};

const EMPTY = {
  Capacity: '',
  WorkedFrom: '',
  WorkedTo: '',
  ClinicalSkills: '',
  Professionalism: '',
  Reliability: '',
  Rehire: '',
  Comments: '',
  ReferenceName: '',
  ReferenceTitle: '',
  ReferencePhone: '',
  Attested: false,
};

const options = (list: ReadonlyArray<{ key: string; label: string }>) =>
  list.map((entry) => ({ value: entry.key, label: entry.label }));

/**
 * The public reference form (ONBOARDING.md §6.6): the capacity and dates of working together, ratings of
 * clinical skills, professionalism and reliability (1-5), eligibility for rehire, comments, the
 * reference's own name, title and phone, and the attestation. Read-only: the answers as staff read them.
 * Rules and messages: `referenceAnswersSchema`.
 */
export function ReferenceAnswersForm({ applicantName, ...props }: ReferenceAnswersFormProps) {
  const { form, initial, readOnly, shell } = useOnboardingFormSetup(
    { submitLabel: 'Send reference', ...props },
    referenceAnswersSchema,
    (input) => fill(EMPTY, input),
  );
  const { field, errorOf, idOf, register } = form;

  if (readOnly)
    return (
      <ReadOnlyView
        label={`Reference from ${initial.ReferenceName}`}
        sections={[
          {
            title: 'Working together',
            items: [
              ['Capacity', labelOf(REFERENCE_CAPACITIES, initial.Capacity)],
              ['From', formatDate(initial.WorkedFrom)],
              ['To', formatDate(initial.WorkedTo)],
            ],
          },
          {
            title: 'Ratings (1 to 5)',
            items: [
              ...REFERENCE_RATINGS.map(
                ({ key, label }) => [label, labelOf(REFERENCE_RATING_SCALE, initial[key])] as const,
              ),
              ['Eligible for rehire', labelOf(REFERENCE_REHIRE_ANSWERS, initial.Rehire)],
              ['Comments', initial.Comments],
            ],
          },
          {
            title: 'Given by',
            items: [
              ['Name', initial.ReferenceName],
              ['Title', initial.ReferenceTitle],
              ['Phone', initial.ReferencePhone],
              ['Attested', yesNo(initial.Attested)],
            ],
          },
        ]}
      />
    );

  const radio = (path: keyof typeof EMPTY, legend: string, list: ReadonlyArray<{ key: string; label: string }>) => (
    <RadioGroup
      id={idOf(path)}
      {...errorOf(path)}
      legend={legend}
      options={options(list)}
      registration={register(path)}
    />
  );

  return (
    <OnboardingShell aria-label="Reference" {...shell}>
      <Section>
        <Legend>Working together</Legend>
        <Wide>{radio('Capacity', `In what capacity did you work with ${applicantName}?`, REFERENCE_CAPACITIES)}</Wide>
        <DateField label="From" required {...field('WorkedFrom')} />
        <DateField label="To" required hint="Today if you still work together." {...field('WorkedTo')} />
      </Section>
      <Section>
        <Legend>Your assessment</Legend>
        {REFERENCE_RATINGS.map(({ key, label }) => (
          <Wide key={key}>{radio(key, `${label} (1 poor – 5 excellent)`, REFERENCE_RATING_SCALE)}</Wide>
        ))}
        <Wide>{radio('Rehire', `Would you rehire ${applicantName}?`, REFERENCE_REHIRE_ANSWERS)}</Wide>
        <Wide>
          <Textarea label="Comments (optional)" rows={4} {...field('Comments')} />
        </Wide>
      </Section>
      <Section>
        <Legend>About you</Legend>
        <TextField label="Your name" required autoComplete="name" trimmed {...field('ReferenceName')} />
        <TextField
          label="Your job title"
          required
          autoComplete="organization-title"
          trimmed
          {...field('ReferenceTitle')}
        />
        <TextField label="Your phone" required type="tel" autoComplete="tel" trimmed {...field('ReferencePhone')} />
        <Wide>
          <Checkbox label={REFERENCE_ATTESTATION_TEXT} {...field('Attested')} />
        </Wide>
      </Section>
    </OnboardingShell>
  );
}
