import type { UseFormRegisterReturn } from 'react-hook-form';
import { TextField } from '@agency/ui';
import { EmailField } from './EmailField';

/** The fields below, with the values both agency forms start from. */
export const EMPTY_AGENCY_ADDRESS = {
  Address1: '',
  Address2: '',
  City: '',
  State: '',
  ZipCode: '',
  RecruitmentEmail: '',
};

type AddressField = keyof typeof EMPTY_AGENCY_ADDRESS;

/**
 * The agency's address (lines, city, state, ZIP code) and its recruitment mailbox, as the agency profile and
 * the agency settings both ask for them: one set of labels and autofill names. `field` is the form's
 * (useValidatedForm); `recruitmentHint` says where the mailbox shows.
 */
export function AgencyAddressFields({
  field,
  recruitmentHint,
}: {
  field: (name: AddressField) => UseFormRegisterReturn & { error?: string; showError: boolean };
  recruitmentHint: string;
}) {
  return (
    <>
      <TextField label="Address Line 1" autoComplete="address-line1" trimmed {...field('Address1')} />
      <TextField label="Address Line 2" autoComplete="address-line2" trimmed {...field('Address2')} />
      <TextField label="City" autoComplete="address-level2" trimmed {...field('City')} />
      <TextField label="State" autoComplete="address-level1" trimmed {...field('State')} />
      <TextField label="Zip Code" autoComplete="postal-code" trimmed {...field('ZipCode')} />
      <EmailField label="Recruitment Email" autoComplete="off" hint={recruitmentHint} {...field('RecruitmentEmail')} />
    </>
  );
}
