import { useEffect, useRef, useState, type ChangeEvent, type ReactNode } from 'react';
import {
  CBC_ADDRESSES_MAX,
  CBC_AUTHORIZATION_TEXT,
  CBC_COPY_OF_REPORT_LABEL,
  CBC_DISCLOSURE_ACKNOWLEDGEMENT,
  CBC_DISCLOSURE_TEXT,
  CBC_DISCLOSURE_TITLE,
  CBC_GAP_DAYS,
  CBC_OTHER_NAMES_MAX,
  CBC_SSN_SOURCES,
  CBC_SUMMARY_OF_RIGHTS_TEXT,
  cbcAddressGaps,
  cbcStateNotices,
  NY_CHRC_CONSENT_LABEL,
  NY_CHRC_TEXT,
  NY_CHRC_TITLE,
  nyChrcApplies,
  type CbcFormData,
  type Discipline,
} from '@agency/api-client/contract';
import { Alert, Button, Checkbox, DateField, Heading, Text, Textarea, TextField, formatDate } from '@agency/ui';
import { CBC_STEP_FIELDS, cbcSchema, cbcStepSchemas, validateValues, type CbcStep } from '../../schemas';
import {
  GroupMessage,
  Item,
  ItemLegend,
  Legend,
  OnboardingShell,
  Prose,
  ReadOnlyView,
  RowButton,
  Section,
  Wide,
  yesNo,
  type OnboardingFormBaseProps,
} from '../../internal/onboarding/layout';
import { stateLabel, zipProps } from '../../internal/onboarding/options';
import { RadioGroup } from '../../internal/onboarding/RadioGroup';
import { StateSelect } from '../../internal/onboarding/StateSelect';
import { dotted, fill } from '../../internal/onboarding/useOnboardingForm';
import { useOnboardingFormSetup } from '../../internal/onboarding/useOnboardingFormSetup';
import { useOnboardingList } from '../../internal/onboarding/useOnboardingList';
import { formatTin } from '../W9Form/W9Form';

export interface CbcFormProps extends OnboardingFormBaseProps<CbcFormData> {
  /**
   * The mask of the SSN on the applicant's submitted W-9 ('***-**-6789'), or null when there is none: with
   * one, "Use the SSN from my W-9" is offered (and chosen by default); the server copies the SSN itself.
   */
  w9Ssn?: string | null;
  /** The applicant's discipline: the NY CHRC consent shows for NY_CHRC_DISCIPLINES with a New York address. */
  discipline?: Discipline | null;
  /** Makes a row's `Id` (default `crypto.randomUUID()`). */
  newId?: () => string;
}

const EMPTY_NAME = { Id: '', Name: '', FromDate: '', ToDate: '' };
const EMPTY_ADDRESS = {
  Id: '',
  AddressLine1: '',
  AddressLine2: '',
  City: '',
  State: '',
  Zip: '',
  FromDate: '',
  ToDate: '',
  Current: false,
};
const EMPTY = {
  DisclosureAcknowledged: false,
  FirstName: '',
  MiddleName: '',
  LastName: '',
  DateOfBirth: '',
  SsnSource: '',
  Ssn: '',
  NoDriversLicense: false,
  DriversLicenseNumber: '',
  DriversLicenseState: '',
  GapExplanation: '',
  CopyOfReport: false,
  StateNoticesAcknowledged: false,
  NyChrcConsent: false,
};
type Values = typeof EMPTY & { OtherNames: (typeof EMPTY_NAME)[]; Addresses: (typeof EMPTY_ADDRESS)[] };

const listOf = <T extends Record<string, unknown>>(empty: T, value: unknown): T[] =>
  Array.isArray(value) ? value.map((item) => fill(empty, item)) : [];

/** The inputs' values of the whole form: the SSN with its dashes, the SSN's source. */
function toValues(input: unknown, w9Ssn: string | null, readOnly: boolean): Values {
  const values = fill(EMPTY, input);
  const source = input as { OtherNames?: unknown; Addresses?: unknown } | null | undefined;
  return {
    ...values,
    Ssn: /^\d{9}$/.test(values.Ssn) ? formatTin(values.Ssn, 'ssn') : values.Ssn,
    // Read-only: as given. Editing: the W-9's by default when there is one; typed when there is none.
    SsnSource: readOnly ? values.SsnSource : w9Ssn ? values.SsnSource || 'w9' : 'entered',
    OtherNames: listOf(EMPTY_NAME, source?.OtherNames),
    Addresses: listOf(EMPTY_ADDRESS, source?.Addresses),
  };
}

const pick = (values: Values, step: CbcStep) =>
  Object.fromEntries(CBC_STEP_FIELDS[step].map((name) => [name, values[name]])) as Partial<Values>;

const STEP_TITLES: Record<CbcStep, string> = {
  disclosure: CBC_DISCLOSURE_TITLE,
  authorization: 'Authorization',
  notices: 'State notices',
  chrc: 'New York criminal history record check',
};

/** Which screen a field is on ('Addresses[0].City' → authorization). */
const stepOf = (path: string): CbcStep | undefined =>
  (Object.keys(CBC_STEP_FIELDS) as CbcStep[]).find((step) =>
    (CBC_STEP_FIELDS[step] as readonly string[]).includes(dotted(path).split('.')[0]!),
  );

const paragraphs = (text: string) =>
  text.split('\n\n').map((paragraph) => <p key={paragraph.slice(0, 40)}>{paragraph}</p>);

/**
 * CHRC Form Info (onboarding, ONBOARDING.md §5.2, §5.3): the background-check consent on separate screens:
 * 1. the FCRA disclosure alone (CBC_DISCLOSURE_TEXT, nothing else) with "I have read the disclosure";
 * 2. the authorization: legal name, other names used, date of birth, SSN (typed, or "Use the SSN from my
 *    W-9" which the server resolves), driver's license or none, 7 years of addresses (rows added, edited and
 *    removed; gaps over 30 days flagged and explained), the free copy of the report;
 * 3. the state notices, when an address is in a state that has one (California, New York);
 * 4. the NY CHRC consent, for the disciplines of NY_CHRC_DISCIPLINES with a New York address.
 * Continue checks the screen's fields (`cbcStepSchemas`); the last screen checks the whole form (`cbcSchema`)
 * and hands it to `onSubmit` (the screen then asks for the signature). Server messages open the screen of
 * their first field.
 */
export function CbcForm({ w9Ssn = null, discipline = null, newId, ...props }: CbcFormProps) {
  const {
    defaultValues,
    values: givenValues,
    onChange,
    onSubmit,
    serverErrors,
    readOnly,
    disabled,
    submitLabel,
    actions,
  } = props;
  // What the screens start from (read once, on mount; updated when the applicant moves between screens)...
  const [values, setValues] = useState<Values>(() => toValues(givenValues ?? defaultValues, w9Ssn, readOnly ?? false));
  // ...and the values as typed (read in the handlers only).
  const typed = useRef<Values>(values);
  const [revision, setRevision] = useState(0);
  const [localErrors, setLocalErrors] = useState<Record<string, string> | undefined>(undefined);
  const errors = localErrors ?? serverErrors;
  const [step, setStep] = useState<CbcStep>(
    () =>
      Object.keys(serverErrors ?? {})
        .map(stepOf)
        .find(Boolean) ?? (values.DisclosureAcknowledged ? 'authorization' : 'disclosure'),
  );
  const heading = useRef<HTMLHeadingElement>(null);
  const [moved, setMoved] = useState(false);
  useEffect(() => {
    if (moved) heading.current?.focus();
  }, [step, revision, moved]);

  if (readOnly) return <CbcReadOnly values={values} />;

  const steps = stepsOf(values, discipline);
  // A server message for a screen these values do not call for (e.g. the discipline changed): shown too.
  if (!steps.includes(step)) steps.push(step);
  const index = Math.max(0, steps.indexOf(step));
  const last = index === steps.length - 1;
  const go = (next: CbcStep) => {
    setValues(typed.current);
    setMoved(true);
    setRevision((count) => count + 1);
    setStep(next);
  };

  const done = async (valid: Record<string, unknown>) => {
    typed.current = { ...typed.current, ...(valid as Partial<Values>) };
    // The screens that follow depend on the addresses just given.
    const now = stepsOf(typed.current, discipline);
    const position = now.indexOf(step);
    if (position < now.length - 1) return go(now[position + 1]!);
    const whole = { ...typed.current, NyChrcConsent: now.includes('chrc') && typed.current.NyChrcConsent };
    const result = validateValues(cbcSchema, whole);
    if (!result.ok) {
      setLocalErrors(result.errors);
      const first = Object.keys(result.errors).map(stepOf).find(Boolean);
      if (first) go(first);
      return undefined;
    }
    return onSubmit(result.value as CbcFormData);
  };

  return (
    <Step
      key={`${step}-${revision}`}
      step={step}
      values={values}
      serverErrors={errors}
      disabled={disabled ?? false}
      submitLabel={last ? (submitLabel ?? 'Continue') : 'Continue'}
      aria-label={props['aria-label'] ?? 'CHRC Form Info'}
      actions={
        <>
          {index > 0 ? (
            <Button type="button" variant="secondary" onClick={() => go(steps[index - 1]!)}>
              Back
            </Button>
          ) : null}
          {last ? actions : null}
        </>
      }
      onChange={(draft) => {
        typed.current = { ...typed.current, ...(draft as Partial<Values>) };
        onChange?.(typed.current);
      }}
      onDone={done}
      header={
        <>
          <Text as="p" tone="muted" size="sm">
            Step {index + 1} of {steps.length}
          </Text>
          <Heading level={2} ref={heading} tabIndex={-1}>
            {STEP_TITLES[step]}
          </Heading>
        </>
      }
      w9Ssn={w9Ssn}
      newId={newId}
    />
  );
}

/** The screens for these values: the state notices and the NY CHRC consent only when they apply. */
function stepsOf(values: Values, discipline: Discipline | null): CbcStep[] {
  const states = values.Addresses.map((address) => address.State);
  return [
    'disclosure',
    'authorization',
    ...(cbcStateNotices(states).length > 0 ? (['notices'] as const) : []),
    ...(nyChrcApplies(discipline, states) ? (['chrc'] as const) : []),
  ];
}

interface StepProps {
  step: CbcStep;
  values: Values;
  serverErrors?: Readonly<Record<string, string | undefined>>;
  disabled: boolean;
  submitLabel: string;
  actions: ReactNode;
  header: ReactNode;
  onChange: (draft: Record<string, unknown>) => void;
  onDone: (valid: Record<string, unknown>) => unknown;
  w9Ssn: string | null;
  newId?: () => string;
  'aria-label': string;
}

/** One screen of the form: its own react-hook-form with its fields and its rules. */
function Step({ step, values, header, onDone, w9Ssn, newId, ...props }: StepProps) {
  const { form, shell } = useOnboardingFormSetup<Record<string, unknown>, Values>(
    {
      ...props,
      defaultValues: pick(values, step),
      onSubmit: async (valid) => {
        await onDone(valid);
      },
    },
    cbcStepSchemas[step],
    (input) => ({ ...values, ...(input as Partial<Values>) }),
  );
  const { field } = form;
  return (
    <OnboardingShell {...shell}>
      {header}
      {step === 'disclosure' ? (
        <Section>
          <Prose>{paragraphs(CBC_DISCLOSURE_TEXT)}</Prose>
          <Wide>
            <Checkbox label={CBC_DISCLOSURE_ACKNOWLEDGEMENT} {...field('DisclosureAcknowledged')} />
          </Wide>
        </Section>
      ) : null}
      {step === 'authorization' ? <Authorization form={form} w9Ssn={w9Ssn} newId={newId} /> : null}
      {step === 'notices' ? (
        <>
          {cbcStateNotices(values.Addresses.map((address) => address.State)).map((notice) => (
            <Section key={notice.state}>
              <Legend>{notice.title}</Legend>
              <Prose>{paragraphs(notice.text)}</Prose>
            </Section>
          ))}
          <Checkbox label="I have read the state notices" {...field('StateNoticesAcknowledged')} />
        </>
      ) : null}
      {step === 'chrc' ? (
        <Section>
          <Legend>{NY_CHRC_TITLE}</Legend>
          <Prose>{paragraphs(NY_CHRC_TEXT)}</Prose>
          <Wide>
            <Checkbox label={NY_CHRC_CONSENT_LABEL} {...field('NyChrcConsent')} />
          </Wide>
        </Section>
      ) : null}
    </OnboardingShell>
  );
}

type StepForm = ReturnType<typeof useOnboardingFormSetup<Record<string, unknown>, Values>>['form'];

const ssnOptions = (w9Ssn: string) =>
  CBC_SSN_SOURCES.map((source) => ({
    value: source.key,
    label: source.key === 'w9' ? `${source.label} (${w9Ssn})` : source.label,
  }));

/** The authorization's fields. */
function Authorization({ form, w9Ssn, newId }: { form: StepForm; w9Ssn: string | null; newId?: () => string }) {
  const { field, errorOf, idOf, register, watch } = form;
  const makeId = newId ?? (() => crypto.randomUUID());
  const names = useOnboardingList(form, 'OtherNames', {
    newItem: () => ({ ...EMPTY_NAME, Id: makeId() }),
    first: 'Name',
    max: CBC_OTHER_NAMES_MAX,
  });
  const addresses = useOnboardingList(form, 'Addresses', {
    newItem: () => ({ ...EMPTY_ADDRESS, Id: makeId() }),
    first: 'AddressLine1',
    max: CBC_ADDRESSES_MAX,
  });
  const ssnField = field('Ssn');
  const onSsnChange = (event: ChangeEvent<HTMLInputElement>) => {
    event.target.value = formatTin(event.target.value, 'ssn');
    return ssnField.onChange(event);
  };
  const source = watch('SsnSource');
  const noLicense = watch('NoDriversLicense');
  const rows = watch('Addresses');
  const gaps = cbcAddressGaps(rows.map((row) => ({ FromDate: row.FromDate || null, ToDate: row.ToDate || null })));

  return (
    <>
      <Prose>
        <p>{CBC_AUTHORIZATION_TEXT}</p>
        <p>You sign this authorization at the end. The screening uses these details only to identify you.</p>
      </Prose>
      <Section>
        <Legend>Your legal name</Legend>
        <TextField label="Legal first name" autoComplete="given-name" required trimmed {...field('FirstName')} />
        <TextField label="Middle name" autoComplete="additional-name" trimmed {...field('MiddleName')} />
        <TextField label="Legal last name" autoComplete="family-name" required trimmed {...field('LastName')} />
      </Section>
      <Section>
        <Legend>Other names used</Legend>
        <Prose>
          <p>Maiden name, earlier married names, aliases: each with the years you used it, if you know them.</p>
        </Prose>
        {names.fields.map((item, i) => (
          <Item key={item.key}>
            <ItemLegend>Other name {i + 1}</ItemLegend>
            <TextField label="Name" autoComplete="off" required trimmed {...field(`OtherNames.${i}.Name`)} />
            <DateField label="Used from (optional)" {...field(`OtherNames.${i}.FromDate`)} />
            <DateField label="Used until (optional)" {...field(`OtherNames.${i}.ToDate`)} />
            <RowButton {...names.remove(i)}>Remove other name {i + 1}</RowButton>
          </Item>
        ))}
        <GroupMessage {...errorOf('OtherNames')} />
        <RowButton {...names.add}>Add another name</RowButton>
      </Section>
      <Section>
        <Legend>Identification</Legend>
        <DateField label="Date of birth" autoComplete="bday" required {...field('DateOfBirth')} />
        {w9Ssn ? (
          <Wide>
            <RadioGroup
              id={idOf('SsnSource')}
              {...errorOf('SsnSource')}
              legend="Social Security number"
              hint="Your W-9 already holds it: the agency copies it from there."
              options={ssnOptions(w9Ssn)}
              registration={register('SsnSource')}
            />
          </Wide>
        ) : null}
        {source !== 'w9' ? (
          <TextField
            label="Social Security number"
            hint="Nine digits, e.g. 123-45-6789."
            inputMode="numeric"
            autoComplete="off"
            required
            {...ssnField}
            onChange={onSsnChange}
          />
        ) : null}
        <Wide>
          <Checkbox label="I do not have a driver's license" {...field('NoDriversLicense')} />
        </Wide>
        {!noLicense ? (
          <>
            <TextField
              label="Driver's license number"
              autoComplete="off"
              required
              trimmed
              {...field('DriversLicenseNumber')}
            />
            <StateSelect label="Issuing state" required {...field('DriversLicenseState')} />
          </>
        ) : null}
      </Section>
      <Section>
        <Legend>Addresses in the last 7 years</Legend>
        <Prose>
          <p>Start with where you live now, then each earlier address, back 7 years.</p>
        </Prose>
        {addresses.fields.map((item, i) => (
          <Item key={item.key}>
            <ItemLegend>Address {i + 1}</ItemLegend>
            <Wide>
              <TextField
                label="Street address"
                autoComplete="off"
                required
                trimmed
                {...field(`Addresses.${i}.AddressLine1`)}
              />
            </Wide>
            <TextField
              label="Apartment, suite (optional)"
              autoComplete="off"
              trimmed
              {...field(`Addresses.${i}.AddressLine2`)}
            />
            <TextField label="City or town" autoComplete="off" required trimmed {...field(`Addresses.${i}.City`)} />
            <StateSelect required {...field(`Addresses.${i}.State`)} />
            <TextField label="ZIP code" autoComplete="off" required {...zipProps} {...field(`Addresses.${i}.Zip`)} />
            <DateField label="Moved in" required {...field(`Addresses.${i}.FromDate`)} />
            {/* No "I live here now" tick: the address without a move-out date is the current one. */}
            <DateField
              label="Moved out"
              hint="Leave empty for where you live now."
              {...field(`Addresses.${i}.ToDate`)}
            />
            <RowButton {...addresses.remove(i)}>Remove address {i + 1}</RowButton>
          </Item>
        ))}
        <GroupMessage {...errorOf('Addresses')} />
        <RowButton {...addresses.add}>Add an address</RowButton>
        {gaps.length > 0 ? (
          <Wide>
            <Alert tone="warning" title={`Gaps of more than ${CBC_GAP_DAYS} days`}>
              <ul>
                {gaps.map((gap) => (
                  <li key={gap.from}>
                    {formatDate(gap.from)} to {formatDate(gap.to)} ({gap.days} days)
                  </li>
                ))}
              </ul>
              Add the missing addresses, or explain the gaps below.
            </Alert>
          </Wide>
        ) : null}
        {gaps.length > 0 || watch('GapExplanation') ? (
          <Wide>
            <Textarea
              label="Explain the gaps"
              hint="For example: travelling, living abroad, staying with family."
              required={gaps.length > 0}
              trimmed
              {...field('GapExplanation')}
            />
          </Wide>
        ) : null}
      </Section>
      <Section>
        <Legend>Your rights and your copy</Legend>
        <Prose>
          <p>{CBC_SUMMARY_OF_RIGHTS_TEXT}</p>
        </Prose>
        <Wide>
          <Checkbox label={CBC_COPY_OF_REPORT_LABEL} {...field('CopyOfReport')} />
        </Wide>
      </Section>
    </>
  );
}

/** The read-only view (staff, and the applicant after submitting): identifiers as given (masked). */
function CbcReadOnly({ values: v }: { values: Values }) {
  const states = v.Addresses.map((address) => address.State);
  return (
    <ReadOnlyView
      label="CHRC Form Info"
      sections={[
        { title: CBC_DISCLOSURE_TITLE, items: [[CBC_DISCLOSURE_ACKNOWLEDGEMENT, yesNo(v.DisclosureAcknowledged)]] },
        {
          title: 'Authorization',
          items: [
            ['Legal name', [v.FirstName, v.MiddleName, v.LastName].filter(Boolean).join(' ')],
            ...v.OtherNames.map(
              (name, i) =>
                [
                  `Other name ${i + 1}`,
                  `${name.Name}${name.FromDate || name.ToDate ? ` (${formatDate(name.FromDate) || '?'} to ${formatDate(name.ToDate) || '?'})` : ''}`,
                ] as const,
            ),
            ['Date of birth', formatDate(v.DateOfBirth)],
            ['Social Security number', v.Ssn],
            ['SSN taken from', v.SsnSource === 'w9' ? 'The applicant’s W-9' : 'Typed by the applicant'],
            [
              "Driver's license",
              v.NoDriversLicense ? 'None' : `${v.DriversLicenseNumber} (${stateLabel(v.DriversLicenseState)})`,
            ],
            [CBC_COPY_OF_REPORT_LABEL, yesNo(v.CopyOfReport)],
          ],
        },
        {
          title: 'Addresses in the last 7 years',
          items: [
            ...v.Addresses.map(
              (address, i) =>
                [
                  `Address ${i + 1}`,
                  `${[address.AddressLine1, address.AddressLine2, address.City, `${address.State} ${address.Zip}`]
                    .filter(Boolean)
                    .join(
                      ', ',
                    )}; ${formatDate(address.FromDate)} to ${address.ToDate ? formatDate(address.ToDate) : 'now'}`,
                ] as const,
            ),
            ['Gaps explained', v.GapExplanation],
          ],
        },
        ...(cbcStateNotices(states).length > 0
          ? [
              {
                title: 'State notices',
                items: [
                  [
                    cbcStateNotices(states)
                      .map((notice) => notice.title)
                      .join(', '),
                    v.StateNoticesAcknowledged ? 'Read' : 'Not read',
                  ] as const,
                ],
              },
            ]
          : []),
        ...(v.NyChrcConsent ? [{ title: 'New York CHRC', items: [[NY_CHRC_CONSENT_LABEL, 'Yes'] as const] }] : []),
      ]}
    />
  );
}
