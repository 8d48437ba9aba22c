import { useState } from 'react';
import { Badge, Button, DataTable, Dialog, ErrorState, Select, Stack, Text, useToast } from '@agency/ui';
import { isApiError } from '@agency/api-client';
import {
  MESSAGE_CHANNELS,
  deleteMessageTemplate,
  listMessageTemplates,
  messageChannelLabel,
  type MessageChannel,
  type MessageTemplate,
} from '@agency/api-client/contract';
import { useApiClient, useApiQuery } from '@agency/api-client/swr';
import { formatMoment } from '../../../shared/format';
import { MESSAGES } from '../../../shared/messages';
import { messageFor } from '../../../session/errors';
import { TemplateEditorDialog } from './TemplateEditorDialog';

const CHANNEL_FILTER = [
  { value: '', label: 'E-mail and SMS' },
  ...MESSAGE_CHANNELS.map((channel) => ({ value: channel.key, label: channel.label })),
];

/** The templates the user may use, by channel; add, edit and delete those they may change. */
export function TemplatesTab({ mayAgency }: { mayAgency: boolean }) {
  const client = useApiClient();
  const toast = useToast();
  const [channel, setChannel] = useState<'' | MessageChannel>('');
  const [editing, setEditing] = useState<MessageTemplate | 'new' | null>(null);
  const [deleting, setDeleting] = useState<number | null>(null);
  const [confirming, setConfirming] = useState<MessageTemplate | null>(null);
  const templates = useApiQuery(listMessageTemplates, { query: channel ? { Channel: channel } : {} });

  const remove = async (template: MessageTemplate) => {
    setConfirming(null);
    setDeleting(template.TemplateId);
    try {
      await client.call(deleteMessageTemplate, { params: { id: template.TemplateId } });
      await templates.mutate();
      toast.success('The template has been deleted.');
    } catch (error) {
      const message = messageFor(
        error,
        isApiError(error) && error.message ? error.message : 'The template could not be deleted.',
        MESSAGES.serverError,
      );
      if (message) toast.error(message);
    } finally {
      setDeleting(null);
    }
  };

  return (
    <Stack gap={4}>
      <Stack direction="row" gap={3} wrap align="flex-end" justify="space-between">
        <Select
          label="Channel"
          options={CHANNEL_FILTER}
          value={channel}
          onChange={(event) => setChannel(event.target.value as '' | MessageChannel)}
        />
        <Button onClick={() => setEditing('new')}>New template</Button>
      </Stack>
      {templates.error ? (
        <ErrorState what="templates" onRetry={() => void templates.mutate()} />
      ) : (
        <DataTable
          caption="Templates"
          captionHidden
          loading={!templates.data}
          rows={templates.data ?? []}
          rowKey={(row) => String(row.TemplateId)}
          empty={<Text>No templates yet. Add one with New template.</Text>}
          columns={[
            {
              id: 'name',
              header: 'Name',
              cell: (row) => (
                <Stack gap={1}>
                  <Text as="span" weight="semibold">
                    {row.Name}
                  </Text>
                  {row.Subject ? (
                    <Text as="span" size="sm" tone="muted">
                      {row.Subject}
                    </Text>
                  ) : null}
                </Stack>
              ),
            },
            { id: 'channel', header: 'Channel', cell: (row) => messageChannelLabel(row.Channel) },
            {
              id: 'scope',
              header: 'Who can use it',
              cell: (row) => (row.Scope === 'agency' ? 'Agency' : `Personal (${row.OwnerName ?? 'you'})`),
            },
            {
              id: 'marketing',
              header: 'Kind',
              cell: (row) => (row.Marketing ? <Badge tone="info">Marketing</Badge> : 'Message'),
            },
            { id: 'updated', header: 'Updated', cell: (row) => formatMoment(row.UpdatedAt) },
            {
              id: 'actions',
              header: 'Actions',
              cell: (row) =>
                row.CanEdit ? (
                  <Stack direction="row" gap={2} wrap>
                    <Button
                      size="sm"
                      variant="secondary"
                      onClick={() => setEditing(row)}
                      aria-label={`Edit ${row.Name}`}
                    >
                      Edit
                    </Button>
                    <Button
                      size="sm"
                      variant="ghost"
                      loading={deleting === row.TemplateId}
                      onClick={() => setConfirming(row)}
                      aria-label={`Delete ${row.Name}`}
                    >
                      Delete
                    </Button>
                  </Stack>
                ) : (
                  <Text as="span" size="sm" tone="muted">
                    Managers edit agency templates
                  </Text>
                ),
            },
          ]}
        />
      )}
      {confirming ? (
        <Dialog
          open
          size="sm"
          onClose={() => setConfirming(null)}
          title={`Delete ${confirming.Name}?`}
          description="Messages already sent keep their text. Automatic messages using it are turned off."
          footer={
            <Stack direction="row" gap={2} justify="flex-end">
              <Button variant="secondary" onClick={() => setConfirming(null)}>
                Keep it
              </Button>
              <Button variant="danger" onClick={() => void remove(confirming)}>
                Delete template
              </Button>
            </Stack>
          }
        />
      ) : null}
      {editing ? (
        <TemplateEditorDialog
          template={editing === 'new' ? null : editing}
          initialChannel={channel || 'email'}
          mayAgency={mayAgency}
          onClose={() => setEditing(null)}
          onSaved={async () => {
            setEditing(null);
            await templates.mutate();
          }}
        />
      ) : null}
    </Stack>
  );
}
