import type { ChangeEvent } from 'react';
import styled from 'styled-components';
import {
  W9_CERTIFICATION,
  W9_EDITION,
  W9_EXEMPT_PAYEE_CODES,
  W9_FATCA_CODES,
  W9_LINE_3B_TEXT,
  W9_LLC_CLASSIFICATIONS,
  W9_TAX_CLASSIFICATIONS,
  w9ForeignPartnersApplies,
  type W9Data,
  type W9LlcClassification,
  type W9TaxClassification,
} from '@agency/api-client/contract';
import { Checkbox, Select, TextField } from '@agency/ui';
import { w9Schema } from '../../schemas';
import {
  Edition,
  labelOf,
  Legend,
  OnboardingShell,
  Prose,
  ReadOnlyView,
  Section,
  Wide,
  yesNo,
  type OnboardingFormBaseProps,
} from '../../internal/onboarding/layout';
import { zipProps } from '../../internal/onboarding/options';
import { RadioGroup } from '../../internal/onboarding/RadioGroup';
import { StateSelect } from '../../internal/onboarding/StateSelect';
import { fill } from '../../internal/onboarding/useOnboardingForm';
import { useOnboardingFormSetup } from '../../internal/onboarding/useOnboardingFormSetup';

export type W9FormProps = OnboardingFormBaseProps<W9Data>;

const EMPTY = {
  Name: '',
  BusinessName: '',
  TaxClassification: '',
  LlcClassification: '',
  OtherClassification: '',
  ForeignPartners: false,
  ExemptPayeeCode: '',
  FatcaCode: '',
  Address: '',
  City: '',
  State: '',
  Zip: '',
  RequesterNameAddress: '',
  AccountNumbers: '',
  TinType: '',
  Tin: '',
  CertificationItem2Crossed: false,
};
type FormValues = typeof EMPTY;

/**
 * The TIN as typed, with its dashes where the form's boxes put them: SSN/ITIN 123-45-6789, EIN
 * 12-3456789 (digits only, at most 9). A masked value as given ('***-**-6789') stays as it is.
 */
export function formatTin(value: string, type: string): string {
  if (value.includes('*')) return value;
  const digits = value.replace(/\D/g, '').slice(0, 9);
  if (type === 'ein') return digits.length > 2 ? `${digits.slice(0, 2)}-${digits.slice(2)}` : digits;
  if (digits.length > 5) return `${digits.slice(0, 3)}-${digits.slice(3, 5)}-${digits.slice(5)}`;
  if (digits.length > 3) return `${digits.slice(0, 3)}-${digits.slice(3)}`;
  return digits;
}

const classificationOptions = W9_TAX_CLASSIFICATIONS.map((entry) => ({ value: entry.key, label: entry.label }));
const llcOptions = W9_LLC_CLASSIFICATIONS.map((entry) => ({
  value: entry.key,
  label: `${entry.key} (${entry.label})`,
}));
const exemptPayeeOptions = W9_EXEMPT_PAYEE_CODES.map((entry) => ({
  value: entry.code,
  label: `${entry.code}: ${entry.description}`,
}));
const fatcaOptions = W9_FATCA_CODES.map((entry) => ({
  value: entry.code,
  label: `${entry.code}: ${entry.description}`,
}));
const tinTypeOptions = [
  { value: 'ssn', label: 'Social security number (or ITIN)' },
  { value: 'ein', label: 'Employer identification number' },
];

const Items = styled.ol`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  padding-left: ${({ theme }) => theme.space[5]};
`;

const CrossedItem = styled.li<{ $crossed: boolean }>`
  text-decoration: ${({ $crossed }) => ($crossed ? 'line-through' : 'none')};
`;

function toFormValues(input: unknown): FormValues {
  const values = fill(EMPTY, input);
  return { ...values, Tin: /^\d{9}$/.test(values.Tin) ? formatTin(values.Tin, values.TinType) : values.Tin };
}

/**
 * Form W-9 (Rev. March 2024): every line of Part I, the TIN of Part II... as the form has them. The LLC's
 * letter shows for an LLC, the written classification for Other, line 3b only where it applies; the
 * exemption codes are chosen from the instructions' lists; the TIN takes its dashes as it is typed. Part
 * II's certification is printed word for word, with the box that crosses out item 2. Signing is a
 * separate step (`SignatureStep`). Rules and messages: `w9Schema`.
 */
export function W9Form(props: W9FormProps) {
  const { form, initial, readOnly, shell } = useOnboardingFormSetup(props, w9Schema, toFormValues);
  const { field, errorOf, idOf, register, watch, getValues, setValue, isSubmitted } = form;

  if (readOnly) {
    const v = initial;
    const classification =
      v.TaxClassification === 'llc'
        ? `LLC (${v.LlcClassification})`
        : v.TaxClassification === 'other'
          ? `Other: ${v.OtherClassification}`
          : labelOf(W9_TAX_CLASSIFICATIONS, v.TaxClassification);
    return (
      <ReadOnlyView
        label="Form W-9"
        sections={[
          {
            title: 'Part I: Taxpayer',
            items: [
              ['1 Name', v.Name],
              ['2 Business name', v.BusinessName],
              ['3a Federal tax classification', classification],
              ...(w9ForeignPartnersApplies(
                v.TaxClassification as W9TaxClassification,
                v.LlcClassification as W9LlcClassification,
              )
                ? ([['3b Foreign partners, owners, or beneficiaries', yesNo(v.ForeignPartners)]] as const)
                : []),
              ['4 Exempt payee code', v.ExemptPayeeCode],
              ['4 Exemption from FATCA reporting code', v.FatcaCode],
              ['5 Address', v.Address],
              ['6 City, state, and ZIP code', `${v.City}, ${v.State} ${v.Zip}`.trim()],
              ["Requester's name and address", v.RequesterNameAddress],
              ['7 Account number(s)', v.AccountNumbers],
              [v.TinType === 'ein' ? 'Employer identification number' : 'Social security number', v.Tin],
            ],
          },
          {
            title: 'Part II: Certification',
            items: [['Item 2 crossed out', yesNo(v.CertificationItem2Crossed)]],
          },
        ]}
      />
    );
  }

  const classification = watch('TaxClassification');
  const llc = watch('LlcClassification');
  const tinType = watch('TinType');
  const crossed = watch('CertificationItem2Crossed');
  const partnersApply = w9ForeignPartnersApplies(
    classification as W9TaxClassification,
    (llc || null) as W9LlcClassification | null,
  );

  const tinTypeRegistration = register('TinType');
  const tinField = field('Tin');
  const onTinChange = (event: ChangeEvent<HTMLInputElement>) => {
    event.target.value = formatTin(event.target.value, getValues('TinType'));
    return tinField.onChange(event);
  };
  const radio = (path: 'TaxClassification' | 'TinType') => ({ id: idOf(path), ...errorOf(path) });

  return (
    <OnboardingShell aria-label="Form W-9" {...shell}>
      <Edition>Form W-9 ({W9_EDITION}): Request for Taxpayer Identification Number and Certification</Edition>
      <Section>
        <Legend>Taxpayer</Legend>
        <Wide>
          <TextField
            label="1 Name of entity/individual"
            hint="An entry is required. (For a sole proprietor or disregarded entity, enter the owner's name on line 1, and enter the business/disregarded entity's name on line 2.)"
            autoComplete="name"
            required
            trimmed
            {...field('Name')}
          />
        </Wide>
        <Wide>
          <TextField
            label="2 Business name/disregarded entity name, if different from above"
            autoComplete="organization"
            trimmed
            {...field('BusinessName')}
          />
        </Wide>
        <RadioGroup
          {...radio('TaxClassification')}
          legend="3a Federal tax classification"
          hint="Check the appropriate box for federal tax classification of the entity/individual whose name is entered on line 1. Check only one of the following seven boxes."
          options={classificationOptions}
          registration={register('TaxClassification')}
        />
        {classification === 'llc' ? (
          <Wide>
            <Select
              label="LLC tax classification"
              hint="C = C corporation, S = S corporation, P = Partnership. A disregarded entity checks the box of its owner's classification instead."
              placeholder="Choose C, S or P"
              required
              options={llcOptions}
              {...field('LlcClassification')}
            />
          </Wide>
        ) : null}
        {classification === 'other' ? (
          <Wide>
            <TextField label="Other tax classification" required trimmed {...field('OtherClassification')} />
          </Wide>
        ) : null}
        {partnersApply ? (
          <Wide>
            <Checkbox label={`3b ${W9_LINE_3B_TEXT}`} {...field('ForeignPartners')} />
          </Wide>
        ) : null}
      </Section>
      <Section>
        <Legend>4 Exemptions</Legend>
        <Prose>
          <p>
            Codes apply only to certain entities, not individuals (see the form&apos;s instructions). Leave them empty
            if none applies.
          </p>
        </Prose>
        <Wide>
          <Select
            label="Exempt payee code (if any)"
            placeholder="None"
            options={exemptPayeeOptions}
            {...field('ExemptPayeeCode')}
          />
        </Wide>
        <Wide>
          <Select
            label="Exemption from Foreign Account Tax Compliance Act (FATCA) reporting code (if any)"
            placeholder="None"
            options={fatcaOptions}
            {...field('FatcaCode')}
          />
        </Wide>
      </Section>
      <Section>
        <Legend>Address</Legend>
        <Wide>
          <TextField
            label="5 Address (number, street, and apt. or suite no.)"
            autoComplete="street-address"
            required
            trimmed
            {...field('Address')}
          />
        </Wide>
        <TextField label="6 City" autoComplete="address-level2" required trimmed {...field('City')} />
        <StateSelect label="6 State" autoComplete="address-level1" required {...field('State')} />
        <TextField label="6 ZIP code" autoComplete="postal-code" required {...zipProps} {...field('Zip')} />
        <Wide>
          <TextField
            label="Requester's name and address (optional)"
            hint="Usually filled in by the agency."
            autoComplete="off"
            trimmed
            {...field('RequesterNameAddress')}
          />
        </Wide>
        <Wide>
          <TextField
            label="7 List account number(s) here (optional)"
            autoComplete="off"
            trimmed
            {...field('AccountNumbers')}
          />
        </Wide>
      </Section>
      <Section>
        <Legend>Part I: Taxpayer Identification Number (TIN)</Legend>
        <RadioGroup
          {...radio('TinType')}
          legend="Which number do you give?"
          hint="Individuals: your social security number (a resident alien without one: your ITIN). Other entities: the employer identification number."
          options={tinTypeOptions}
          registration={{
            ...tinTypeRegistration,
            onChange: async (event: { target: unknown; type?: unknown }) => {
              await tinTypeRegistration.onChange(event);
              const tin = getValues('Tin');
              const type = (event.target as HTMLInputElement).value;
              if (tin) setValue('Tin', formatTin(tin, type), { shouldValidate: isSubmitted });
            },
          }}
        />
        <TextField
          label={tinType === 'ein' ? 'Employer identification number' : 'Social security number'}
          hint={tinType === 'ein' ? 'Nine digits, e.g. 12-3456789.' : 'Nine digits, e.g. 123-45-6789.'}
          inputMode="numeric"
          autoComplete="off"
          spellCheck={false}
          required
          {...tinField}
          onChange={onTinChange}
        />
      </Section>
      <Section>
        <Legend>Part II: Certification</Legend>
        <Prose>
          <p>{W9_CERTIFICATION.leadIn}</p>
          <Items>
            {W9_CERTIFICATION.items.map((item, index) => (
              <CrossedItem key={item} $crossed={index === 1 && crossed}>
                {item}
              </CrossedItem>
            ))}
          </Items>
          <p>{W9_CERTIFICATION.crossOutItem2}</p>
        </Prose>
        <Wide>
          <Checkbox
            label="Cross out item 2: the IRS has notified me that I am currently subject to backup withholding"
            {...field('CertificationItem2Crossed')}
          />
        </Wide>
      </Section>
    </OnboardingShell>
  );
}
