import { useState } from 'react';
import { Dialog, Select, Stack, TextField, useToast } from '@agency/ui';
import { isApiError } from '@agency/api-client';
import {
  createMessageTemplate,
  listApplicants,
  updateMessageTemplate,
  type MessageChannel,
  type MessageTemplate,
} from '@agency/api-client/contract';
import { useApiClient, useApiQuery } from '@agency/api-client/swr';
import { MessageTemplateForm } from '@agency/forms';
import type { MessageTemplateValues } from '@agency/forms/schemas';
import { MESSAGES } from '../../../shared/messages';
import { messageFor } from '../../../session/errors';
import { applicantName } from '../../applicants';
import { MessagePreviewPanel } from '../compose/MessagePreviewPanel';

export interface TemplateEditorDialogProps {
  /** The template to edit; null: a new one. */
  template: MessageTemplate | null;
  initialChannel: MessageChannel;
  mayAgency: boolean;
  onClose: () => void;
  onSaved: (template: MessageTemplate) => Promise<unknown> | void;
}

/** The applicant a template is previewed with: search by name or e-mail, then choose. */
function PreviewApplicant({
  onChoose,
}: {
  onChoose: (applicant: { ApplicantId: number; Name: string } | null) => void;
}) {
  const [q, setQ] = useState('');
  const [chosen, setChosen] = useState('');
  const found = useApiQuery(listApplicants, { query: { q: q.trim() || undefined, pageSize: 10 } });
  const items = found.data?.Items ?? [];
  return (
    <Stack direction="row" gap={3} wrap align="flex-end">
      <TextField
        label="Find an applicant"
        type="search"
        autoComplete="off"
        value={q}
        onChange={(event) => setQ(event.target.value)}
      />
      <Select
        label="Preview with"
        placeholder="Choose an applicant"
        options={items.map((item) => ({ value: String(item.ApplicantId), label: applicantName(item) }))}
        value={chosen}
        onChange={(event) => {
          setChosen(event.target.value);
          const item = items.find((entry) => String(entry.ApplicantId) === event.target.value);
          onChoose(item ? { ApplicantId: item.ApplicantId, Name: applicantName(item) } : null);
        }}
      />
    </Stack>
  );
}

/** Add or edit a template, with a preview for a chosen applicant. */
export function TemplateEditorDialog({
  template,
  initialChannel,
  mayAgency,
  onClose,
  onSaved,
}: TemplateEditorDialogProps) {
  const client = useApiClient();
  const toast = useToast();
  const [serverErrors, setServerErrors] = useState<Record<string, string>>();
  const [applicant, setApplicant] = useState<{ ApplicantId: number; Name: string } | null>(null);

  const save = async (values: MessageTemplateValues) => {
    try {
      const { data } = template
        ? await client.call(updateMessageTemplate, { params: { id: template.TemplateId }, body: values })
        : await client.call(createMessageTemplate, { body: values });
      toast.success(template ? 'The template has been saved.' : 'The template has been added.');
      await onSaved(data);
    } catch (error) {
      if (isApiError(error) && error.errors) setServerErrors({ ...error.errors });
      const message = messageFor(
        error,
        isApiError(error) && error.message ? error.message : 'The template could not be saved.',
        MESSAGES.serverError,
      );
      if (message) toast.error(message);
    }
  };

  return (
    <Dialog
      open
      onClose={onClose}
      title={template ? `Edit ${template.Name}` : 'New template'}
      size="lg"
      closeOnOverlayClick={false}
    >
      <MessageTemplateForm
        defaultValues={template ?? { Channel: initialChannel }}
        canUseAgencyScope={mayAgency}
        serverErrors={serverErrors}
        onSubmit={save}
        onCancel={onClose}
      >
        {(draft) => (
          <Stack gap={3}>
            <PreviewApplicant onChoose={setApplicant} />
            {applicant ? <MessagePreviewPanel draft={draft} applicant={applicant} /> : null}
          </Stack>
        )}
      </MessageTemplateForm>
    </Dialog>
  );
}
