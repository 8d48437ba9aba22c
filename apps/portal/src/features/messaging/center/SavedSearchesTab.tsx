import { useState } from 'react';
import { Button, DataTable, ErrorState, Link, Stack, Text, useToast } from '@agency/ui';
import { isApiError } from '@agency/api-client';
import { deleteSavedSearch, listSavedSearches } from '@agency/api-client/contract';
import { useApiClient, useApiQuery } from '@agency/api-client/swr';
import { formatMoment } from '../../../shared/format';
import { MESSAGES } from '../../../shared/messages';
import { RouterLink } from '../../../shared/RouterLink';
import { messageFor } from '../../../session/errors';

/** The user's saved applicant searches (saved from Search Applicant): open one, or delete it. */
export function SavedSearchesTab() {
  const client = useApiClient();
  const toast = useToast();
  const searches = useApiQuery(listSavedSearches);
  const [deleting, setDeleting] = useState<number | null>(null);

  const remove = async (id: number) => {
    setDeleting(id);
    try {
      await client.call(deleteSavedSearch, { params: { id } });
      await searches.mutate();
      toast.success('The saved search has been deleted.');
    } catch (error) {
      const message = messageFor(
        error,
        isApiError(error) && error.message ? error.message : 'The saved search could not be deleted.',
        MESSAGES.serverError,
      );
      if (message) toast.error(message);
    } finally {
      setDeleting(null);
    }
  };

  if (searches.error) return <ErrorState what="saved searches" onRetry={() => void searches.mutate()} />;
  return (
    <Stack gap={4}>
      <Text>
        Save a search on{' '}
        <Link as={RouterLink} to="/view-by-applicant">
          Search Applicant
        </Link>{' '}
        to send a message to everyone it finds.
      </Text>
      <DataTable
        caption="Saved searches"
        captionHidden
        loading={!searches.data}
        rows={searches.data ?? []}
        rowKey={(row) => String(row.SavedSearchId)}
        empty={<Text>No saved searches yet.</Text>}
        columns={[
          {
            id: 'name',
            header: 'Name',
            cell: (row) => (
              <Link as={RouterLink} to={`/view-by-applicant${row.Query ? `?${row.Query}` : ''}`}>
                {row.Name}
              </Link>
            ),
          },
          { id: 'created', header: 'Saved', cell: (row) => formatMoment(row.CreatedAt) },
          {
            id: 'actions',
            header: 'Actions',
            cell: (row) => (
              <Button
                size="sm"
                variant="ghost"
                loading={deleting === row.SavedSearchId}
                aria-label={`Delete ${row.Name}`}
                onClick={() => void remove(row.SavedSearchId)}
              >
                Delete
              </Button>
            ),
          },
        ]}
      />
    </Stack>
  );
}
