import styled from 'styled-components';
import { DISCIPLINES, EMPLOYMENT_TYPES, SHIFTS, SPECIALTIES, type PersonalInfoData } from '@agency/api-client/contract';
import {
  Checkbox,
  Combobox,
  DateField,
  NumberField,
  PhoneField,
  Select,
  TextField,
  formatDate,
  formatPhone,
} from '@agency/ui';
import { personalInfoSchema } from '../../schemas';
import { EmailField } from '../../internal/EmailField';
import {
  GroupMessage,
  labelOf,
  Legend,
  OnboardingShell,
  ReadOnlyView,
  Section,
  Wide,
  type OnboardingFormBaseProps,
} from '../../internal/onboarding/layout';
import { optionsOf, stateLabel, zipProps } from '../../internal/onboarding/options';
import { StateSelect } from '../../internal/onboarding/StateSelect';
import { fill } from '../../internal/onboarding/useOnboardingForm';
import { useOnboardingFormSetup } from '../../internal/onboarding/useOnboardingFormSetup';

const Choices = styled.fieldset`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  min-width: 0;
  margin: 0;
  padding: 0;
  border: 0;
`;

const ChoicesLegend = styled.legend`
  margin-bottom: ${({ theme }) => theme.space[2]};
  padding: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

export type PersonalInfoFormProps = OnboardingFormBaseProps<PersonalInfoData>;

const EMPTY = {
  FirstName: '',
  MiddleName: '',
  LastName: '',
  PreferredName: '',
  OtherLastNames: '',
  Email: '',
  MobilePhone: '',
  OtherPhone: '',
  AddressLine1: '',
  AddressLine2: '',
  City: '',
  State: '',
  Zip: '',
  DateOfBirth: '',
  Discipline: '',
  Specialties: [] as string[],
  YearsOfExperience: '',
  DesiredShift: '',
  EmploymentTypes: [] as string[],
  AvailableFrom: '',
};
const toFormValues = (input: unknown) => fill(EMPTY, input);

const disciplineOptions = DISCIPLINES.map((value) => ({ value, label: value }));
const specialtyOptions = SPECIALTIES.map((value) => ({ value, label: value }));
const shiftOptions = optionsOf(SHIFTS);

/**
 * Personal Info (onboarding): the applicant's name, contact details, address and work preferences. Phone
 * first: one column, the keyboard and autofill each field needs. Rules and messages: `personalInfoSchema`.
 */
export function PersonalInfoForm(props: PersonalInfoFormProps) {
  const { form, initial, readOnly, shell } = useOnboardingFormSetup(props, personalInfoSchema, toFormValues);
  const { field, errorOf, idOf, getValues, setValue, register, isSubmitted } = form;

  if (readOnly) {
    const v = initial;
    return (
      <ReadOnlyView
        label="Personal Info"
        sections={[
          {
            title: 'Name',
            items: [
              ['First Name', v.FirstName],
              ['Middle Name', v.MiddleName],
              ['Last Name', v.LastName],
              ['Preferred Name', v.PreferredName],
              ['Other Last Names', v.OtherLastNames],
              ['Date of Birth', formatDate(v.DateOfBirth)],
            ],
          },
          {
            title: 'Contact',
            items: [
              ['Email', v.Email],
              ['Mobile Phone', formatPhone(v.MobilePhone)],
              ['Other Phone', formatPhone(v.OtherPhone)],
              ['Address', [v.AddressLine1, v.AddressLine2].filter(Boolean).join(', ')],
              ['City', v.City],
              ['State', stateLabel(v.State)],
              ['ZIP', v.Zip],
            ],
          },
          {
            title: 'Work',
            items: [
              ['Discipline', v.Discipline],
              ['Specialties', v.Specialties.join(', ')],
              ['Years of Experience', v.YearsOfExperience],
              ['Desired Shift', labelOf(SHIFTS, v.DesiredShift)],
              ['Employment Types', v.EmploymentTypes.map((key) => labelOf(EMPLOYMENT_TYPES, key)).join(', ')],
              ['Available From', formatDate(v.AvailableFrom)],
            ],
          },
        ]}
      />
    );
  }

  const specialties = errorOf('Specialties');

  return (
    <OnboardingShell aria-label="Personal Info" {...shell}>
      <Section>
        <Legend>Your name</Legend>
        <TextField label="First Name" autoComplete="given-name" required trimmed {...field('FirstName')} />
        <TextField label="Middle Name" autoComplete="additional-name" trimmed {...field('MiddleName')} />
        <TextField label="Last Name" autoComplete="family-name" required trimmed {...field('LastName')} />
        <TextField
          label="Preferred Name"
          hint="The name you like to be called, if different."
          autoComplete="nickname"
          trimmed
          {...field('PreferredName')}
        />
        <TextField
          label="Other Last Names"
          hint="Last names you used before (for example a maiden name), if any."
          autoComplete="off"
          trimmed
          {...field('OtherLastNames')}
        />
        <DateField label="Date of Birth" autoComplete="bday" hint="Optional here." {...field('DateOfBirth')} />
      </Section>
      <Section>
        <Legend>Contact</Legend>
        <EmailField label="Email" required {...field('Email')} />
        <PhoneField
          label="Mobile Phone"
          hint="We text and call you on this number."
          required
          autoComplete="tel"
          {...field('MobilePhone')}
        />
        <PhoneField label="Other Phone" autoComplete="off" {...field('OtherPhone')} />
      </Section>
      <Section>
        <Legend>Home address</Legend>
        <TextField label="Address Line 1" autoComplete="address-line1" required trimmed {...field('AddressLine1')} />
        <TextField
          label="Address Line 2"
          hint="Apartment, suite, unit (optional)."
          autoComplete="address-line2"
          trimmed
          {...field('AddressLine2')}
        />
        <TextField label="City" autoComplete="address-level2" required trimmed {...field('City')} />
        <StateSelect autoComplete="address-level1" required {...field('State')} />
        <TextField label="ZIP" autoComplete="postal-code" required {...zipProps} {...field('Zip')} />
      </Section>
      <Section>
        <Legend>Work</Legend>
        <Select
          label="Discipline"
          placeholder="Choose a discipline"
          options={disciplineOptions}
          {...field('Discipline')}
        />
        <NumberField label="Years of Experience" maxLength={2} {...field('YearsOfExperience')} />
        <Wide>
          <Combobox
            multiple
            id={idOf('Specialties')}
            label="Specialties"
            options={specialtyOptions}
            defaultValue={getValues('Specialties')}
            onChange={(next) => setValue('Specialties', next, { shouldDirty: true, shouldValidate: isSubmitted })}
            error={specialties.error}
            showError={specialties.showError}
          />
        </Wide>
        <Select label="Desired Shift" placeholder="Any shift" options={shiftOptions} {...field('DesiredShift')} />
        <DateField label="Available From" {...field('AvailableFrom')} />
        <Wide>
          <Choices>
            <ChoicesLegend>Employment Types</ChoicesLegend>
            {EMPLOYMENT_TYPES.map((type, index) => (
              <Checkbox
                key={type.key}
                label={type.label}
                value={type.key}
                {...register('EmploymentTypes')}
                id={index === 0 ? idOf('EmploymentTypes') : `${idOf('EmploymentTypes')}-${index}`}
              />
            ))}
            <GroupMessage {...errorOf('EmploymentTypes')} />
          </Choices>
        </Wide>
      </Section>
    </OnboardingShell>
  );
}
