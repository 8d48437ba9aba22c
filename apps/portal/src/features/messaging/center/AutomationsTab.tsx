import { useState } from 'react';
import { Alert, Button, ErrorState, LoadingState, Select, Stack, Text, useToast } from '@agency/ui';
import { isApiError } from '@agency/api-client';
import {
  listMessageAutomations,
  listMessageTemplates,
  messageChannelLabel,
  saveMessageAutomations,
  statusLabel,
  type ApplicantStatus,
  type MessageAutomation,
  type MessageTemplate,
} from '@agency/api-client/contract';
import { useApiClient, useApiQuery } from '@agency/api-client/swr';
import { MESSAGES } from '../../../shared/messages';
import { messageFor } from '../../../session/errors';

/**
 * Automatic messages: for each pipeline move (entering a status), off or a template, sent once per move
 * (managers and above change them; everyone reads them).
 */
export function AutomationsTab({ mayEdit }: { mayEdit: boolean }) {
  const automations = useApiQuery(listMessageAutomations, undefined, { revalidateOnFocus: false });
  const templates = useApiQuery(listMessageTemplates, { query: {} }, { revalidateOnFocus: false });
  if (automations.error || templates.error)
    return (
      <ErrorState
        what="automatic messages"
        onRetry={() => {
          void automations.mutate();
          void templates.mutate();
        }}
      />
    );
  if (!automations.data || !templates.data) return <LoadingState label="Loading the automatic messages" />;
  return (
    <AutomationsForm
      automations={automations.data}
      templates={templates.data}
      mayEdit={mayEdit}
      onSaved={(saved) => automations.mutate(saved, { revalidate: false })}
    />
  );
}

function AutomationsForm({
  automations,
  templates,
  mayEdit,
  onSaved,
}: {
  automations: MessageAutomation[];
  templates: MessageTemplate[];
  mayEdit: boolean;
  onSaved: (saved: MessageAutomation[]) => Promise<unknown>;
}) {
  const client = useApiClient();
  const toast = useToast();
  const [choices, setChoices] = useState<Record<string, string>>(() =>
    Object.fromEntries(
      automations.map((entry) => [entry.Status, entry.TemplateId === null ? '' : String(entry.TemplateId)]),
    ),
  );
  const [saving, setSaving] = useState(false);

  const agencyTemplates = templates.filter((template) => template.Scope === 'agency');
  const options = agencyTemplates.map((template) => ({
    value: String(template.TemplateId),
    label: `${messageChannelLabel(template.Channel)}: ${template.Name}`,
  }));

  const save = async () => {
    setSaving(true);
    try {
      const { data } = await client.call(saveMessageAutomations, {
        body: automations.map((entry) => ({
          Status: entry.Status,
          TemplateId: choices[entry.Status] ? Number(choices[entry.Status]) : null,
        })),
      });
      await onSaved(data);
      toast.success('The automatic messages have been saved.');
    } catch (error) {
      const message = messageFor(
        error,
        isApiError(error) && error.message ? error.message : 'The automatic messages could not be saved.',
        MESSAGES.serverError,
      );
      if (message) toast.error(message);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Stack gap={4} maxWidth="narrow">
      <Text>
        When an applicant is moved to a status, the template chosen for it is sent to them once for that move, from the
        person who moved them. Only the agency&apos;s templates can be used.
      </Text>
      {!mayEdit ? <Alert tone="info">Managers and above change the automatic messages.</Alert> : null}
      {automations.map((entry) => (
        <Select
          key={entry.Status}
          label={`Moved to ${statusLabel(entry.Status as ApplicantStatus)}`}
          placeholder="Off"
          options={options}
          disabled={!mayEdit}
          value={choices[entry.Status] ?? ''}
          onChange={(event) => setChoices((current) => ({ ...current, [entry.Status]: event.target.value }))}
        />
      ))}
      {mayEdit ? (
        <div>
          <Button loading={saving} onClick={() => void save()}>
            Save automatic messages
          </Button>
        </div>
      ) : null}
    </Stack>
  );
}
