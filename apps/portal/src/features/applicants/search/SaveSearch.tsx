import { useState, type FormEvent } from 'react';
import { Button, Dialog, Stack, TextField, useToast } from '@agency/ui';
import { isApiError } from '@agency/api-client';
import { can, createSavedSearch, type ApplicantListQuery } from '@agency/api-client/contract';
import { useApiClient } from '@agency/api-client/swr';
import { savedSearchSchema, validateValues } from '@agency/forms/schemas';
import { MESSAGES } from '../../../shared/messages';
import { messageFor } from '../../../session/errors';
import { useSignedInStaff } from '../../../session/useSignedInStaff';
import { useRevealProblems } from '../../../shared/useRevealProblems';

/**
 * The search as saved: the list query's search, filters and sort as a query string (the list call's
 * parameters, which are also the Search screen's address parameters), without the page.
 */
export function savedQueryOf(query: ApplicantListQuery): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (name === 'page' || name === 'pageSize' || value === undefined || value === null || value === '') continue;
    params.set(name, Array.isArray(value) ? value.join(',') : String(value));
  }
  return params.toString();
}

/**
 * "Save search": keeps the current search and filters under a name, to send a message to everyone it finds
 * later (Communication Center) or to open it again.
 */
export function SaveSearch({ query }: { query: ApplicantListQuery }) {
  const client = useApiClient();
  const toast = useToast();
  const staff = useSignedInStaff();
  const [open, setOpen] = useState(false);
  const [name, setName] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [saving, setSaving] = useState(false);
  const reveal = useRevealProblems();
  if (!can(staff.roles, 'messages.send')) return null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = validateValues(savedSearchSchema, { Name: name });
    if (!checked.ok) {
      setError(checked.errors.Name);
      reveal(event);
      return;
    }
    setSaving(true);
    try {
      await client.call(createSavedSearch, { body: { Name: checked.value.Name, Query: savedQueryOf(query) } });
      toast.success(`The search "${checked.value.Name}" has been saved.`);
      setOpen(false);
      setName('');
    } catch (failure) {
      if (isApiError(failure) && failure.errors?.Name) setError(failure.errors.Name);
      const message = messageFor(
        failure,
        isApiError(failure) && failure.message ? failure.message : 'The search could not be saved.',
        MESSAGES.serverError,
      );
      if (message) toast.error(message);
    } finally {
      setSaving(false);
    }
  };

  return (
    <>
      <Button variant="secondary" size="sm" onClick={() => setOpen(true)}>
        Save search
      </Button>
      {open ? (
        <Dialog
          open
          size="sm"
          onClose={() => setOpen(false)}
          title="Save search"
          description="Send a message to everyone this search finds from the Communication Center."
          footer={
            <Stack direction="row" gap={2} justify="flex-end">
              <Button variant="secondary" onClick={() => setOpen(false)}>
                Cancel
              </Button>
              <Button type="submit" form="save-search" loading={saving}>
                Save
              </Button>
            </Stack>
          }
        >
          <form id="save-search" noValidate onSubmit={(event) => void submit(event)}>
            <TextField
              label="Name"
              required
              autoComplete="off"
              value={name}
              error={error}
              showError={error !== undefined}
              onChange={(event) => {
                setName(event.target.value);
                setError(undefined);
              }}
            />
          </form>
        </Dialog>
      ) : null}
    </>
  );
}
