import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { ApplicantForm } from '@agency/forms';
import type { ApplicantValues } from '@agency/forms/schemas';
import { Card, Stack, useToast } from '@agency/ui';
import { isApiError } from '@agency/api-client';
import { createApplicant, findApplicantDuplicates, type DuplicateMatch } from '@agency/api-client/contract';
import { useApiClient } from '@agency/api-client/swr';
import { RoutePageHeader } from '../../../routing/RoutePageHeader';
import { MESSAGES } from '../../../shared/messages';
import { messageFor } from '../../../session/errors';
import { recordPath } from '../shared/paths';
import { useRefreshApplicants } from '../shared/staff';
import { DuplicatesPanel } from './DuplicatesPanel';

/** The values waiting for the person's choice, and the duplicates they were shown. */
interface Pending {
  values: ApplicantValues;
  matches: DuplicateMatch[];
}

/**
 * Add Applicant: the applicant form. Save first asks for possible duplicates (same e-mail, same mobile,
 * same last name + first two letters + ZIP); if there are any they are shown with links, and "Save anyway"
 * records that the person saw them (DuplicatesSeen). A duplicate added meanwhile (409) shows them again.
 * After saving, the new record opens.
 */
export function AddApplicantPage() {
  const client = useApiClient();
  const toast = useToast();
  const navigate = useNavigate();
  const refresh = useRefreshApplicants();
  const [pending, setPending] = useState<Pending | null>(null);
  const [saving, setSaving] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>();

  const duplicatesOf = async (values: ApplicantValues) =>
    (
      await client.call(findApplicantDuplicates, {
        body: {
          Email: values.Email,
          MobilePhone: values.MobilePhone || undefined,
          FirstName: values.FirstName,
          LastName: values.LastName,
          Zip: values.Zip || undefined,
        },
      })
    ).data;

  const failed = (error: unknown) => {
    if (isApiError(error) && error.errors) setServerErrors({ ...error.errors });
    const message = messageFor(
      error,
      isApiError(error) && error.message ? error.message : 'The applicant could not be added.',
      MESSAGES.serverError,
    );
    if (message) toast.error(message);
  };

  const create = async (values: ApplicantValues, seen: DuplicateMatch[]) => {
    try {
      const created = await client.call(createApplicant, {
        body: {
          ...values,
          ...(seen.length ? { DuplicatesSeen: seen.map((match) => match.Applicant.ApplicantId) } : {}),
        },
      });
      toast.success('Applicant added');
      void refresh();
      navigate(recordPath(created.data.Number));
    } catch (error) {
      if (isApiError(error) && error.status === 409 && error.code === 'duplicate_applicant') {
        // Someone added a matching applicant meanwhile: show who, and ask again.
        const matches = await duplicatesOf(values).catch(() => []);
        if (matches.length > 0) {
          setPending({ values, matches });
          return;
        }
      }
      failed(error);
    }
  };

  const save = async (values: ApplicantValues) => {
    setSaving(true);
    setPending(null);
    try {
      const matches = await duplicatesOf(values);
      if (matches.length > 0) setPending({ values, matches });
      else await create(values, []);
    } catch (error) {
      failed(error);
    } finally {
      setSaving(false);
    }
  };

  const saveAnyway = async () => {
    if (!pending) return;
    setSaving(true);
    try {
      await create(pending.values, pending.matches);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Stack gap={5}>
      <RoutePageHeader description="The applicant starts as a New Lead, owned by you." />
      {pending ? (
        <DuplicatesPanel
          matches={pending.matches}
          saving={saving}
          onSaveAnyway={() => void saveAnyway()}
          onCancel={() => setPending(null)}
        />
      ) : null}
      <Card>
        <ApplicantForm onSubmit={save} loading={saving} serverErrors={serverErrors} />
      </Card>
    </Stack>
  );
}
