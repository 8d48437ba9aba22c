import type { ChangeEvent } from 'react';
import {
  I9_ATTESTATIONS,
  I9_EDITION,
  I9_NO_EXPIRATION,
  I9_PREPARERS_MAX,
  I9_SUPPLEMENT_A_TEXT,
  type I9Section1Data,
} from '@agency/api-client/contract';
import { Checkbox, DateField, PhoneField, TextField, formatDate, formatPhone } from '@agency/ui';
import { i9Section1Schema } from '../../schemas';
import { EmailField } from '../../internal/EmailField';
import {
  Edition,
  GroupMessage,
  Item,
  ItemLegend,
  labelOf,
  Legend,
  OnboardingShell,
  Prose,
  ReadOnlyView,
  RowButton,
  Section,
  Wide,
  yesNo,
  type OnboardingFormBaseProps,
  type ReadOnlySection,
} from '../../internal/onboarding/layout';
import { stateLabel, zipProps } from '../../internal/onboarding/options';
import { RadioGroup } from '../../internal/onboarding/RadioGroup';
import { StateSelect } from '../../internal/onboarding/StateSelect';
import { fill } from '../../internal/onboarding/useOnboardingForm';
import { useOnboardingFormSetup } from '../../internal/onboarding/useOnboardingFormSetup';
import { useOnboardingList } from '../../internal/onboarding/useOnboardingList';
import { formatTin } from '../W9Form/W9Form';

export type I9Section1FormProps = OnboardingFormBaseProps<I9Section1Data>;

const EMPTY_PREPARER = { LastName: '', FirstName: '', MiddleInitial: '', Address: '', City: '', State: '', Zip: '' };
type Preparer = typeof EMPTY_PREPARER;

const EMPTY = {
  LastName: '',
  FirstName: '',
  MiddleInitial: '',
  OtherLastNames: '',
  Address: '',
  AptNumber: '',
  City: '',
  State: '',
  Zip: '',
  DateOfBirth: '',
  Ssn: '',
  Email: '',
  Phone: '',
  Attestation: '',
  UscisNumber: '',
  WorkAuthorizationExpires: '',
  I94Number: '',
  ForeignPassportNumber: '',
  PassportCountry: '',
  UsedPreparer: false,
};
type FormValues = typeof EMPTY & { Preparers: Preparer[] };

const attestationOptions = I9_ATTESTATIONS.map((entry, index) => ({
  value: entry.key,
  label: `${index + 1}. ${entry.label}`,
}));

function toFormValues(input: unknown): FormValues {
  const values = fill(EMPTY, input);
  const list = (input as { Preparers?: unknown } | null | undefined)?.Preparers;
  return {
    ...values,
    Ssn: /^\d{9}$/.test(values.Ssn) ? formatTin(values.Ssn, 'ssn') : values.Ssn,
    Preparers: Array.isArray(list) ? list.map((item) => fill(EMPTY_PREPARER, item)) : [],
  };
}

const identifierProps = {
  autoComplete: 'off',
  autoCapitalize: 'characters',
  spellCheck: false,
  trimmed: true,
} as const;

/**
 * Form I-9 (edition 01/20/25), Section 1, completed by the employee, with Supplement A: every field of
 * the section; the four citizenship/immigration boxes, each asking what it needs (a USCIS or A-Number for
 * box 3; the expiration date or N/A and one of three numbers for box 4); preparers/translators added and
 * removed. Signing is a separate step (`SignatureStep` with `I9_SECTION1_ATTESTATION_TEXT`). Rules and
 * messages: `i9Section1Schema`.
 */
export function I9Section1Form(props: I9Section1FormProps) {
  const { form, initial, readOnly, shell } = useOnboardingFormSetup(props, i9Section1Schema, toFormValues);
  const { field, errorOf, idOf, register, watch, setValue, isSubmitted } = form;
  const preparers = useOnboardingList(form, 'Preparers', {
    newItem: () => ({ ...EMPTY_PREPARER }),
    first: 'LastName',
    max: I9_PREPARERS_MAX,
  });

  if (readOnly) {
    const v = initial;
    const preparers: ReadOnlySection[] = v.UsedPreparer
      ? v.Preparers.map((preparer, index) => ({
          title: `Supplement A: preparer or translator ${index + 1}`,
          items: [
            ['Last Name', preparer.LastName],
            ['First Name', preparer.FirstName],
            ['Middle Initial', preparer.MiddleInitial],
            ['Address', `${preparer.Address}, ${preparer.City}, ${preparer.State} ${preparer.Zip}`],
          ],
        }))
      : [];
    return (
      <ReadOnlyView
        label="Form I-9 Section 1"
        sections={[
          {
            title: 'Section 1: Employee Information and Attestation',
            items: [
              ['Last Name (Family Name)', v.LastName],
              ['First Name (Given Name)', v.FirstName],
              ['Middle Initial', v.MiddleInitial],
              ['Other Last Names Used', v.OtherLastNames],
              ['Address (Street Number and Name)', v.Address],
              ['Apt. Number', v.AptNumber],
              ['City or Town', v.City],
              ['State', stateLabel(v.State)],
              ['ZIP Code', v.Zip],
              ['Date of Birth', formatDate(v.DateOfBirth)],
              ['U.S. Social Security Number', v.Ssn],
              ["Employee's Email Address", v.Email],
              ["Employee's Telephone Number", formatPhone(v.Phone)],
              ['Citizenship or immigration status', labelOf(I9_ATTESTATIONS, v.Attestation)],
              ['USCIS A-Number', v.UscisNumber],
              ['Work authorization expires', formatDate(v.WorkAuthorizationExpires)],
              ['Form I-94 Admission Number', v.I94Number],
              ['Foreign Passport Number', v.ForeignPassportNumber],
              ['Country of Issuance', v.PassportCountry],
              ['A preparer or translator helped', yesNo(v.UsedPreparer)],
            ],
          },
          ...preparers,
        ]}
      />
    );
  }

  const attestation = watch('Attestation');
  const expires = watch('WorkAuthorizationExpires');
  const usedPreparer = watch('UsedPreparer');
  const noExpiry = expires.toUpperCase() === I9_NO_EXPIRATION;

  const ssnField = field('Ssn');
  const onSsnChange = (event: ChangeEvent<HTMLInputElement>) => {
    event.target.value = formatTin(event.target.value, 'ssn');
    return ssnField.onChange(event);
  };
  const usedPreparerField = field('UsedPreparer');

  return (
    <OnboardingShell aria-label="Form I-9 Section 1" {...shell}>
      <Edition>Form I-9 (edition {I9_EDITION}), Section 1: Employee Information and Attestation</Edition>
      <Section>
        <Legend>Your name</Legend>
        <TextField label="Last Name (Family Name)" autoComplete="family-name" required trimmed {...field('LastName')} />
        <TextField label="First Name (Given Name)" autoComplete="given-name" required trimmed {...field('FirstName')} />
        <TextField label="Middle Initial" autoComplete="off" maxLength={1} trimmed {...field('MiddleInitial')} />
        <TextField label="Other Last Names Used (if any)" autoComplete="off" trimmed {...field('OtherLastNames')} />
      </Section>
      <Section>
        <Legend>Address</Legend>
        <Wide>
          <TextField
            label="Address (Street Number and Name)"
            autoComplete="address-line1"
            required
            trimmed
            {...field('Address')}
          />
        </Wide>
        <TextField label="Apt. Number (if any)" autoComplete="address-line2" trimmed {...field('AptNumber')} />
        <TextField label="City or Town" autoComplete="address-level2" required trimmed {...field('City')} />
        <StateSelect autoComplete="address-level1" required {...field('State')} />
        <TextField label="ZIP Code" autoComplete="postal-code" required {...zipProps} {...field('Zip')} />
      </Section>
      <Section>
        <Legend>Birth, Social Security and contact</Legend>
        <DateField label="Date of Birth" autoComplete="bday" required {...field('DateOfBirth')} />
        <TextField
          label="U.S. Social Security Number"
          hint="Optional unless your employer uses E-Verify. Nine digits, e.g. 123-45-6789."
          inputMode="numeric"
          autoComplete="off"
          {...ssnField}
          onChange={onSsnChange}
        />
        <EmailField label="Employee's Email Address (optional)" {...field('Email')} />
        <PhoneField label="Employee's Telephone Number (optional)" {...field('Phone')} />
      </Section>
      <Section>
        <Legend>Citizenship or immigration status</Legend>
        <RadioGroup
          id={idOf('Attestation')}
          {...errorOf('Attestation')}
          legend="Check one of the following boxes to attest to your citizenship or immigration status (See page 2 and 3 of the instructions.):"
          options={attestationOptions}
          registration={register('Attestation')}
        />
        {attestation === 'permanent-resident' ? (
          <TextField
            label="USCIS or A-Number"
            hint="7 to 9 digits, with or without the letter A in front."
            required
            {...identifierProps}
            {...field('UscisNumber')}
          />
        ) : null}
        {attestation === 'authorized-alien' ? (
          <>
            <Wide>
              <Checkbox
                label="My work authorization does not expire (N/A)"
                checked={noExpiry}
                onChange={(event) =>
                  setValue('WorkAuthorizationExpires', event.target.checked ? I9_NO_EXPIRATION : '', {
                    shouldDirty: true,
                    shouldValidate: isSubmitted,
                  })
                }
              />
            </Wide>
            {noExpiry ? null : (
              <DateField label="Work authorization expiration date" required {...field('WorkAuthorizationExpires')} />
            )}
            <Prose>
              <p>
                If you check Item Number 4., enter one of these: USCIS A-Number OR Form I-94 Admission Number OR Foreign
                Passport Number and Country of Issuance.
              </p>
            </Prose>
            <TextField
              label="USCIS A-Number"
              hint="7 to 9 digits, with or without the letter A in front."
              {...identifierProps}
              {...field('UscisNumber')}
            />
            <TextField
              label="Form I-94 Admission Number"
              hint="11 letters and digits."
              {...identifierProps}
              {...field('I94Number')}
            />
            <TextField
              label="Foreign Passport Number"
              hint="6 to 12 letters and digits."
              {...identifierProps}
              {...field('ForeignPassportNumber')}
            />
            <TextField label="Country of Issuance" autoComplete="off" trimmed {...field('PassportCountry')} />
          </>
        ) : null}
      </Section>
      <Section>
        <Legend>Preparer and/or translator (Supplement A)</Legend>
        <Wide>
          <Checkbox
            label="A preparer and/or translator helped me fill in Section 1"
            {...usedPreparerField}
            onChange={async (event) => {
              await usedPreparerField.onChange(event);
              if (event.target.checked && preparers.fields.length === 0) {
                preparers.append({ ...EMPTY_PREPARER }, { shouldFocus: false });
              }
            }}
          />
        </Wide>
        {usedPreparer ? (
          <>
            <Prose>
              <p>Each preparer or translator also signs this statement: “{I9_SUPPLEMENT_A_TEXT}”</p>
            </Prose>
            {preparers.fields.map((item, index) => {
              const path = `Preparers.${index}`;
              return (
                <Item key={item.key}>
                  <ItemLegend>Preparer or translator {index + 1}</ItemLegend>
                  <TextField
                    label="Last Name (Family Name)"
                    autoComplete="off"
                    required
                    trimmed
                    {...field(`${path}.LastName`)}
                  />
                  <TextField
                    label="First Name (Given Name)"
                    autoComplete="off"
                    required
                    trimmed
                    {...field(`${path}.FirstName`)}
                  />
                  <TextField
                    label="Middle Initial"
                    autoComplete="off"
                    maxLength={1}
                    trimmed
                    {...field(`${path}.MiddleInitial`)}
                  />
                  <Wide>
                    <TextField
                      label="Address (Street Number and Name)"
                      autoComplete="off"
                      required
                      trimmed
                      {...field(`${path}.Address`)}
                    />
                  </Wide>
                  <TextField label="City or Town" autoComplete="off" required trimmed {...field(`${path}.City`)} />
                  <StateSelect required {...field(`${path}.State`)} />
                  <TextField label="ZIP Code" autoComplete="off" required {...zipProps} {...field(`${path}.Zip`)} />
                  <RowButton {...preparers.remove(index)}>Remove preparer or translator {index + 1}</RowButton>
                </Item>
              );
            })}
            <GroupMessage {...errorOf('Preparers')} />
            <RowButton {...preparers.add}>Add a preparer or translator</RowButton>
          </>
        ) : null}
      </Section>
    </OnboardingShell>
  );
}
