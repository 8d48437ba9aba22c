import type { FormHTMLAttributes, ReactNode } from 'react';
import { yupResolver } from '@hookform/resolvers/yup';
import { useFieldArray } from 'react-hook-form';
import { INSTITUTION_CONTACTS_MAX, INSTITUTION_TYPES } from '@agency/api-client/contract';
import { Button, Checkbox, PhoneField, Select, Textarea, TextField } from '@agency/ui';
import { institutionSchema, type InstitutionValues } from '../../schemas';
import { CommaListField, listError } from '../../internal/CommaListField';
import { EmailField } from '../../internal/EmailField';
import { ButtonRow, FormLayout } from '../../internal/layout';
import { Item, ItemLegend, Legend, RowButton, Section, Wide, focusAfterRender } from '../../internal/sections';
import { zipProps } from '../../internal/onboarding/options';
import { StateSelect } from '../../internal/onboarding/StateSelect';
import { useValidatedForm, type ServerErrors } from '../../internal/useValidatedForm';

export interface InstitutionFormProps extends Omit<
  FormHTMLAttributes<HTMLFormElement>,
  'onSubmit' | 'children' | 'defaultValue'
> {
  /** Called with the validated values (text trimmed): the createInstitution / updateInstitution payload. */
  onSubmit: (values: InstitutionValues) => void | Promise<unknown>;
  /** A save is in progress: the Save button is busy and disabled. */
  loading?: boolean;
  /** Initial values, e.g. the facility as loaded (read once, on mount; other keys are ignored). */
  defaultValues?: Partial<InstitutionValues>;
  /** The server's messages by field (the same schema checks both sides); keep the object stable. */
  serverErrors?: ServerErrors<InstitutionValues>;
  /** Text of the submit button (default "Save facility"). */
  submitLabel?: string;
  /** Further actions next to the submit button (e.g. Cancel). */
  actions?: ReactNode;
}

const EMPTY: InstitutionValues = {
  Name: '',
  Type: '' as InstitutionValues['Type'],
  Address1: '',
  Address2: '',
  City: '',
  State: '' as InstitutionValues['State'],
  Zip: '',
  Phone: '',
  Units: [],
  Contacts: [],
  VmsName: '',
  VmsExternalId: '',
  Notes: '',
  Active: true,
};
const NEW_CONTACT = { Name: '', Title: '', Phone: '', Email: '' };
const resolver = yupResolver(institutionSchema);
const typeOptions = INSTITUTION_TYPES.map((type) => ({ value: type.key, label: type.label }));
const ADD_CONTACT_ID = 'institution-add-contact';

/**
 * `EMPTY` with the form's own fields of `values` (a loaded `Institution` carries its id and dates too: they
 * must not reach the form's values or payload).
 */
function initialValues(values: Partial<InstitutionValues> | undefined): InstitutionValues {
  const result = { ...EMPTY } as Record<string, unknown>;
  for (const name of Object.keys(EMPTY)) {
    const value = (values as Record<string, unknown> | undefined)?.[name];
    if (value !== undefined && value !== null) result[name] = value;
  }
  return result as InstitutionValues;
}

/**
 * A facility of the Institution List in four sections: Facility (name, type, main phone, units), Address,
 * Contacts (a block each: name, title, phone, e-mail) and VMS and notes, with the Active box. Required:
 * the name, the type, the city and the state (rules and messages in `messages.institution`).
 */
export function InstitutionForm({
  onSubmit,
  loading = false,
  defaultValues,
  serverErrors,
  submitLabel = 'Save facility',
  actions,
  ...rest
}: InstitutionFormProps) {
  const {
    control,
    field,
    submitWith,
    getValues,
    setValue,
    setFocus,
    formState: { errors, isSubmitting, isSubmitted },
  } = useValidatedForm<InstitutionValues>({
    resolver,
    mode: 'onSubmit',
    defaultValues: initialValues(defaultValues),
    serverErrors,
  });
  const contacts = useFieldArray({ control, name: 'Contacts', keyName: 'key' });

  return (
    <FormLayout noValidate onSubmit={submitWith(onSubmit)} {...rest}>
      <Section>
        <Legend>Facility</Legend>
        <Wide>
          <TextField label="Facility Name" autoComplete="off" required trimmed {...field('Name')} />
        </Wide>
        <Select label="Type" placeholder="Choose a type" options={typeOptions} required {...field('Type')} />
        <PhoneField label="Main Phone" autoComplete="off" {...field('Phone')} />
        <Wide>
          <CommaListField
            label="Units"
            hint="The units the agency staffs, separated by commas, e.g. ICU, 4 West Med-Surg."
            defaultValue={getValues('Units')}
            onChange={(units) => setValue('Units', units, { shouldDirty: true, shouldValidate: isSubmitted })}
            error={listError(errors.Units)}
            showError={isSubmitted || errors.Units?.type === 'server'}
          />
        </Wide>
      </Section>
      <Section>
        <Legend>Address</Legend>
        <Wide>
          <TextField label="Address Line 1" autoComplete="off" trimmed {...field('Address1')} />
        </Wide>
        <Wide>
          <TextField label="Address Line 2" autoComplete="off" trimmed {...field('Address2')} />
        </Wide>
        <TextField label="City" autoComplete="off" required trimmed {...field('City')} />
        <StateSelect required {...field('State')} />
        <TextField label="ZIP" autoComplete="off" {...zipProps} {...field('Zip')} />
      </Section>
      <Section>
        <Legend>Contacts</Legend>
        {contacts.fields.map((item, i) => (
          <Item key={item.key}>
            <ItemLegend>Contact {i + 1}</ItemLegend>
            <TextField label="Contact Name" autoComplete="off" required trimmed {...field(`Contacts.${i}.Name`)} />
            <TextField label="Title" autoComplete="off" trimmed {...field(`Contacts.${i}.Title`)} />
            <PhoneField label="Phone" autoComplete="off" {...field(`Contacts.${i}.Phone`)} />
            <EmailField label="Email" autoComplete="off" {...field(`Contacts.${i}.Email`)} />
            <RowButton
              onClick={() => {
                contacts.remove(i);
                focusAfterRender(ADD_CONTACT_ID);
              }}
            >
              Remove contact {i + 1}
            </RowButton>
          </Item>
        ))}
        <RowButton
          id={ADD_CONTACT_ID}
          disabled={contacts.fields.length >= INSTITUTION_CONTACTS_MAX}
          onClick={() => {
            contacts.append(NEW_CONTACT, { shouldFocus: false });
            const index = contacts.fields.length;
            setTimeout(() => setFocus(`Contacts.${index}.Name`), 0);
          }}
        >
          Add a contact
        </RowButton>
      </Section>
      <Section>
        <Legend>VMS and notes</Legend>
        <TextField
          label="VMS / MSP"
          hint="The vendor-management system or MSP the facility's orders come through."
          autoComplete="off"
          trimmed
          {...field('VmsName')}
        />
        <TextField label="VMS facility ID" autoComplete="off" trimmed {...field('VmsExternalId')} />
        <Wide>
          <Textarea label="Notes" hint="First-day instructions, parking, badge pick-up…" {...field('Notes')} />
        </Wide>
        <Wide>
          <Checkbox
            label="Active"
            hint="Inactive facilities stay on record with their history but are no longer offered for new job orders."
            {...field('Active')}
          />
        </Wide>
      </Section>
      <ButtonRow>
        <Button type="submit" loading={loading || isSubmitting}>
          {submitLabel}
        </Button>
        {actions}
      </ButtonRow>
    </FormLayout>
  );
}
