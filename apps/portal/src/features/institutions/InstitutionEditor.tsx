import { useState, type ReactNode } from 'react';
import { InstitutionForm } from '@agency/forms';
import type { InstitutionValues } from '@agency/forms/schemas';
import { Link, Stack, useToast } from '@agency/ui';
import { isApiError } from '@agency/api-client';
import {
  findInstitutionDuplicates,
  institutionTypeLabel,
  listInstitutions,
  type Institution,
  type InstitutionSummary,
} from '@agency/api-client/contract';
import { apiQueryKey, useApiClient } from '@agency/api-client/swr';
import { useSWRConfig } from 'swr';
import { MESSAGES } from '../../shared/messages';
import { messageFor } from '../../session/errors';
import { DuplicatesAlert } from '../../shared/DuplicatesAlert';
import { RouterLink } from '../../shared/RouterLink';
import { ActiveBadge } from '../../shared/ActiveBadge';
import { institutionPath } from './institutionQuery';

interface DuplicatesProps {
  matches: readonly InstitutionSummary[];
  saving: boolean;
  onSaveAnyway: () => void;
  onCancel: () => void;
}

/** Facilities of the same name in the same city: links to each, and the choice (save anyway or not). */
function InstitutionDuplicates({ matches, ...choice }: DuplicatesProps) {
  return (
    <DuplicatesAlert
      intro={
        <>
          {matches.length === 1 ? 'A facility has' : `${matches.length} facilities have`} the same name in the same
          city. Open {matches.length === 1 ? 'it' : 'them'} to check, or save anyway (two campuses can share a name).
        </>
      }
      focusKey={matches}
      {...choice}
    >
      {matches.map((match) => (
        <li key={match.Id}>
          <Link as={RouterLink} href={institutionPath(match.Id)} target="_blank" rel="noopener">
            {match.Name}
          </Link>{' '}
          ({institutionTypeLabel(match.Type)}, {match.City}, {match.State}) <ActiveBadge active={match.Active} />
        </li>
      ))}
    </DuplicatesAlert>
  );
}

/** The SWR keys of `listInstitutions` reads ("/api/institutions", "/api/institutions?page=2…"). */
const LIST_KEY = apiQueryKey(listInstitutions);
const isListKey = (key: unknown) => typeof key === 'string' && (key === LIST_KEY || key.startsWith(`${LIST_KEY}?`));

export interface InstitutionEditorProps {
  /** The facility being edited (its values, and left out of the duplicate check); none = a new one. */
  institution?: Institution;
  /** Sends the values (createInstitution / updateInstitution) and answers the saved facility. */
  save: (values: InstitutionValues) => Promise<Institution>;
  /** The toasts of a save. */
  texts: { success: string; failure: string };
  onSaved: (institution: Institution) => void;
  /** Further actions beside the submit button (e.g. Cancel). */
  actions?: ReactNode;
}

/**
 * The InstitutionForm with the duplicate check: Save first asks for facilities of the same name in the same
 * city; if there are any they are shown with links, and the person saves anyway or goes back to the form.
 * The server's field messages land on the fields; the outcome is a toast.
 */
export function InstitutionEditor({ institution, save, texts, onSaved, actions }: InstitutionEditorProps) {
  const client = useApiClient();
  const toast = useToast();
  const [pending, setPending] = useState<{ values: InstitutionValues; matches: InstitutionSummary[] } | null>(null);
  const [saving, setSaving] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>();

  const failed = (error: unknown) => {
    if (isApiError(error) && error.errors) setServerErrors({ ...error.errors });
    const message = messageFor(
      error,
      isApiError(error) && error.message ? error.message : texts.failure,
      MESSAGES.serverError,
    );
    if (message) toast.error(message);
  };

  const { mutate } = useSWRConfig();
  const persist = async (values: InstitutionValues) => {
    const saved = await save(values);
    toast.success(texts.success);
    // The lists read before may now be out of date (a new facility, a new name or city, made inactive).
    void mutate(isListKey);
    onSaved(saved);
  };

  const submit = async (values: InstitutionValues) => {
    setSaving(true);
    setPending(null);
    try {
      const { data: matches } = await client.call(findInstitutionDuplicates, {
        query: {
          name: values.Name,
          city: values.City,
          ...(institution ? { excludeId: String(institution.Id) } : {}),
        },
      });
      if (matches.length > 0) setPending({ values, matches });
      else await persist(values);
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
      await persist(pending.values);
      setPending(null);
    } catch (error) {
      setPending(null);
      failed(error);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Stack gap={4}>
      {pending ? (
        <InstitutionDuplicates
          matches={pending.matches}
          saving={saving}
          onSaveAnyway={() => void saveAnyway()}
          onCancel={() => setPending(null)}
        />
      ) : null}
      <InstitutionForm
        defaultValues={institution}
        onSubmit={submit}
        loading={saving}
        serverErrors={serverErrors}
        actions={actions}
      />
    </Stack>
  );
}
