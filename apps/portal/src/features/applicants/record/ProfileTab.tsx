import { useState } from 'react';
import { ApplicantForm } from '@agency/forms';
import type { ApplicantValues } from '@agency/forms/schemas';
import { Button, DescriptionList, Stack, useToast, formatPhone } from '@agency/ui';
import { isApiError } from '@agency/api-client';
import {
  APPLICANT_SOURCES,
  EMPLOYMENT_TYPES,
  SHIFTS,
  US_STATES,
  updateApplicant,
  type Applicant,
} from '@agency/api-client/contract';
import { useApiClient } from '@agency/api-client/swr';
import { MESSAGES } from '../../../shared/messages';
import { messageFor } from '../../../session/errors';
import { formatDay, formatMoment } from './query';

const NONE = '—';
const stateName = (code: string | null) =>
  code ? (US_STATES.find((state) => state.code === code)?.name ?? code) : NONE;
const list = (values: readonly string[]) => (values.length ? values.join(', ') : NONE);
const labelOf = (options: readonly { key: string; label: string }[], key: string | null) =>
  key ? (options.find((option) => option.key === key)?.label ?? key) : NONE;

/** The record as label/value pairs, every field of the form plus the tracking dates. */
function profileItems(applicant: Applicant) {
  const text = (value: string) => value || NONE;
  const address = [
    applicant.AddressLine1,
    applicant.AddressLine2,
    [applicant.City, applicant.State].filter(Boolean).join(', '),
    applicant.Zip,
  ].filter(Boolean);
  return [
    { term: 'First Name', description: text(applicant.FirstName) },
    { term: 'Middle Name', description: text(applicant.MiddleName) },
    { term: 'Last Name', description: text(applicant.LastName) },
    { term: 'Preferred Name', description: text(applicant.PreferredName) },
    { term: 'Email', description: text(applicant.Email) },
    { term: 'Mobile Phone', description: text(formatPhone(applicant.MobilePhone)) },
    { term: 'Other Phone', description: text(formatPhone(applicant.OtherPhone)) },
    { term: 'Address', description: address.length ? address.join(' · ') : NONE },
    { term: 'Date of Birth', description: formatDay(applicant.DateOfBirth) || NONE },
    { term: 'Discipline', description: applicant.Discipline ?? NONE },
    { term: 'Specialties', description: list(applicant.Specialties) },
    {
      term: 'Years of Experience',
      description: applicant.YearsOfExperience === null ? NONE : String(applicant.YearsOfExperience),
    },
    { term: 'License States', description: list(applicant.LicenseStates.map(stateName)) },
    { term: 'Compact license', description: applicant.CompactLicense ? 'Yes' : 'No' },
    { term: 'Desired Locations', description: list(applicant.DesiredLocations.map(stateName)) },
    { term: 'Desired Shift', description: labelOf(SHIFTS, applicant.DesiredShift) },
    {
      term: 'Employment Types',
      description: list(applicant.EmploymentTypes.map((type) => labelOf(EMPLOYMENT_TYPES, type))),
    },
    { term: 'Available From', description: formatDay(applicant.AvailableFrom) || NONE },
    { term: 'Source', description: labelOf(APPLICANT_SOURCES, applicant.Source) },
    { term: 'Tags', description: list(applicant.Tags) },
    { term: 'Added', description: formatMoment(applicant.CreatedAt) },
    { term: 'Updated', description: formatMoment(applicant.UpdatedAt) },
  ];
}

export interface ProfileTabProps {
  applicant: Applicant;
  canEdit: boolean;
  onSaved: (applicant: Applicant) => Promise<unknown> | void;
}

/** The Profile tab: the record read-only; "Edit" (for those who may edit it) switches to the form. */
export function ProfileTab({ applicant, canEdit, onSaved }: ProfileTabProps) {
  const client = useApiClient();
  const toast = useToast();
  const [editing, setEditing] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>();

  const save = async (values: ApplicantValues) => {
    try {
      const { data } = await client.call(updateApplicant, { params: { id: applicant.ApplicantId }, body: values });
      toast.success('The profile has been saved.');
      setServerErrors(undefined);
      setEditing(false);
      await onSaved(data);
    } catch (error) {
      if (isApiError(error) && error.errors) setServerErrors({ ...error.errors });
      const message = messageFor(
        error,
        isApiError(error) && error.message ? error.message : 'The profile could not be saved.',
        MESSAGES.serverError,
      );
      if (message) toast.error(message);
    }
  };

  if (editing)
    return (
      <ApplicantForm
        key={applicant.ApplicantId}
        defaultValues={applicant}
        serverErrors={serverErrors}
        onSubmit={save}
        actions={
          <Button variant="secondary" onClick={() => setEditing(false)}>
            Cancel
          </Button>
        }
      />
    );
  return (
    <Stack gap={4}>
      {canEdit ? (
        <div>
          <Button variant="secondary" onClick={() => setEditing(true)}>
            Edit
          </Button>
        </div>
      ) : null}
      <DescriptionList items={profileItems(applicant)} />
    </Stack>
  );
}
