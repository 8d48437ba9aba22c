import { useState } from 'react';
import { RELATIONSHIPS, type EmergencyInfoData } from '@agency/api-client/contract';
import { PhoneField, Select, TextField, formatPhone } from '@agency/ui';
import { emergencyInfoSchema } from '../../schemas';
import { EmailField } from '../../internal/EmailField';
import {
  focusSoon,
  Item,
  labelOf,
  Legend,
  OnboardingShell,
  ReadOnlyView,
  RowButton,
  Section,
  type OnboardingFormBaseProps,
  type ReadOnlySection,
} from '../../internal/onboarding/layout';
import { optionsOf, stateLabel, zipProps } from '../../internal/onboarding/options';
import { StateSelect } from '../../internal/onboarding/StateSelect';
import { fill } from '../../internal/onboarding/useOnboardingForm';
import { useOnboardingFormSetup } from '../../internal/onboarding/useOnboardingFormSetup';

export type EmergencyContactsFormProps = OnboardingFormBaseProps<EmergencyInfoData>;

const EMPTY_CONTACT = {
  Name: '',
  Relationship: '',
  Phone: '',
  OtherPhone: '',
  Email: '',
  AddressLine1: '',
  AddressLine2: '',
  City: '',
  State: '',
  Zip: '',
};
type Contact = typeof EMPTY_CONTACT;
type FormValues = { Primary: Contact; Secondary: Contact };

const relationshipOptions = optionsOf(RELATIONSHIPS);

const isBlank = (contact: Contact) => Object.values(contact).every((value) => value.trim() === '');

function toFormValues(input: unknown): FormValues {
  const source = (input ?? {}) as Record<string, unknown>;
  return { Primary: fill(EMPTY_CONTACT, source.Primary), Secondary: fill(EMPTY_CONTACT, source.Secondary) };
}

function contactItems(contact: Contact): ReadOnlySection['items'] {
  return [
    ['Name', contact.Name],
    ['Relationship', labelOf(RELATIONSHIPS, contact.Relationship)],
    ['Phone', formatPhone(contact.Phone)],
    ['Other Phone', formatPhone(contact.OtherPhone)],
    ['Email', contact.Email],
    [
      'Address',
      [contact.AddressLine1, contact.AddressLine2, contact.City, stateLabel(contact.State), contact.Zip]
        .filter(Boolean)
        .join(', '),
    ],
  ];
}

/**
 * Emergency Info (onboarding): the primary contact (name, relationship and phone required) and, if the
 * person adds one, a secondary contact (whole when given; removed, it is sent as null). Rules and
 * messages: `emergencyInfoSchema`.
 */
export function EmergencyContactsForm(props: EmergencyContactsFormProps) {
  const { form, initial, readOnly, shell } = useOnboardingFormSetup(props, emergencyInfoSchema, toFormValues);
  const { field, idOf, setValue, setFocus } = form;
  const [secondary, setSecondary] = useState(() => !isBlank(initial.Secondary));

  if (readOnly) {
    return (
      <ReadOnlyView
        label="Emergency Info"
        sections={[
          { title: 'Primary contact', items: contactItems(initial.Primary) },
          ...(isBlank(initial.Secondary)
            ? []
            : [{ title: 'Secondary contact', items: contactItems(initial.Secondary) }]),
        ]}
      />
    );
  }

  const contact = (who: 'Primary' | 'Secondary', required: boolean) => (
    <>
      <TextField label="Full Name" autoComplete="off" required={required} trimmed {...field(`${who}.Name`)} />
      <Select
        label="Relationship"
        placeholder="Choose a relationship"
        required={required}
        options={relationshipOptions}
        {...field(`${who}.Relationship`)}
      />
      <PhoneField label="Phone" autoComplete="off" required={required} {...field(`${who}.Phone`)} />
      <PhoneField label="Other Phone" autoComplete="off" {...field(`${who}.OtherPhone`)} />
      <EmailField label="Email" autoComplete="off" {...field(`${who}.Email`)} />
      <TextField label="Address Line 1" autoComplete="off" trimmed {...field(`${who}.AddressLine1`)} />
      <TextField label="Address Line 2" autoComplete="off" trimmed {...field(`${who}.AddressLine2`)} />
      <TextField label="City" autoComplete="off" trimmed {...field(`${who}.City`)} />
      <StateSelect {...field(`${who}.State`)} />
      <TextField label="ZIP" autoComplete="off" {...zipProps} {...field(`${who}.Zip`)} />
    </>
  );

  return (
    <OnboardingShell aria-label="Emergency Info" {...shell}>
      <Section>
        <Legend>Primary contact</Legend>
        {contact('Primary', true)}
      </Section>
      {secondary ? (
        <Section>
          <Legend>Secondary contact (optional)</Legend>
          {contact('Secondary', false)}
          <RowButton
            onClick={() => {
              setValue('Secondary', { ...EMPTY_CONTACT }, { shouldDirty: true });
              setSecondary(false);
              focusSoon(idOf('Secondary'));
            }}
          >
            Remove the secondary contact
          </RowButton>
        </Section>
      ) : (
        <Item as="div">
          <RowButton
            id={idOf('Secondary')}
            onClick={() => {
              setSecondary(true);
              setTimeout(() => setFocus('Secondary.Name'), 0);
            }}
          >
            Add a secondary contact
          </RowButton>
        </Item>
      )}
    </OnboardingShell>
  );
}
