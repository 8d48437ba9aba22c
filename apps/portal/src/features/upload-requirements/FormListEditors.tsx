import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import {
  formRequirementSchema,
  uploadRequirementItemSchema,
  validateValues,
  type FieldErrors,
} from '@agency/forms/schemas';
import { Button, Checkbox, Dialog, Stack, Text, Textarea, TextField, useToast } from '@agency/ui';
import { isApiError } from '@agency/api-client';
import {
  DISCIPLINES,
  UPLOAD_REQUIREMENT_DESCRIPTION_MAX_LENGTH,
  UPLOAD_REQUIREMENT_LABEL_MAX_LENGTH,
  UPLOAD_REQUIREMENT_MAX_FILES_LIMIT,
  type CatalogueUploadRequirement,
  type Discipline,
  type DisciplineRule,
  type FormRequirement,
  type UploadRequirementItemPayload,
} from '@agency/api-client/contract';
import { MESSAGES } from '../../shared/messages';
import { messageFor } from '../../session/errors';
import { useRevealProblems } from '../../shared/useRevealProblems';

// The Forms screen's two editors (FormListPage): who completes a form, and an upload requirement. Each is a
// dialog that validates with the schema of @agency/forms (the server's own), sends the call through `save`
// and shows the server's field messages on their fields.

/** The disciplines as a group of boxes: a grid that wraps (two or three a row on phones). */
const Choices = styled.fieldset`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 9rem), 1fr));
  gap: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[4]};
  min-width: 0;
  margin: 0;
  padding: 0;
  border: 0;

  & > legend {
    margin-bottom: ${({ theme }) => theme.space[2]};
    padding: 0;
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`;

/** "Who completes it": every discipline, or the ones ticked (the boxes wait while "All disciplines" is on). */
function DisciplinesField({
  id,
  rule,
  onChange,
  noneHint,
  error,
}: {
  id: string;
  rule: DisciplineRule;
  onChange: (rule: DisciplineRule) => void;
  /** What ticking none means (a form: not required; a requirement: not allowed). */
  noneHint: string;
  error?: string;
}) {
  const toggle = (discipline: Discipline, on: boolean) => {
    const chosen = on ? [...rule.Disciplines, discipline] : rule.Disciplines.filter((entry) => entry !== discipline);
    onChange({ AllDisciplines: false, Disciplines: DISCIPLINES.filter((entry) => chosen.includes(entry)) });
  };
  return (
    <Stack gap={3}>
      <Checkbox
        id={`${id}-all`}
        label="All disciplines"
        checked={rule.AllDisciplines}
        onChange={(event) => onChange({ AllDisciplines: event.target.checked, Disciplines: rule.Disciplines })}
      />
      <Choices aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}>
        <legend>Only these disciplines</legend>
        {DISCIPLINES.map((discipline) => (
          <Checkbox
            key={discipline}
            id={`${id}-${discipline.replace(/\W+/g, '-')}`}
            label={discipline}
            disabled={rule.AllDisciplines}
            checked={!rule.AllDisciplines && rule.Disciplines.includes(discipline)}
            onChange={(event) => toggle(discipline, event.target.checked)}
          />
        ))}
      </Choices>
      <Text size="sm" tone="muted" id={`${id}-hint`}>
        {noneHint}
      </Text>
      {error ? (
        <Text size="sm" tone="danger" id={`${id}-error`} role="alert">
          {error}
        </Text>
      ) : null}
    </Stack>
  );
}

/** The fields' messages of a failed save (a 400), and the toast of any failure. */
function useSaveErrors() {
  const toast = useToast();
  const [serverErrors, setServerErrors] = useState<FieldErrors>({});
  const failed = (error: unknown, fallback: string) => {
    if (isApiError(error) && error.errors) setServerErrors({ ...error.errors });
    const message = messageFor(
      error,
      isApiError(error) && error.message ? error.message : fallback,
      MESSAGES.serverError,
    );
    if (message) toast.error(message);
  };
  return { serverErrors, setServerErrors, failed };
}

/** The first message of a field, or of one of its items (`Disciplines[0]`). */
const messageOf = (errors: FieldErrors, field: string) =>
  errors[field] ?? Object.entries(errors).find(([path]) => path.startsWith(`${field}[`))?.[1];

export interface FormRequirementDialogProps {
  form: FormRequirement;
  onClose: () => void;
  /** Sends the rule (updateFormRequirement); rejects with the API error. */
  save: (rule: DisciplineRule) => Promise<unknown>;
}

/** Who must complete a form: every discipline, some, or none (not required). */
export function FormRequirementDialog({ form, onClose, save }: FormRequirementDialogProps) {
  const toast = useToast();
  const [rule, setRule] = useState<DisciplineRule>({
    AllDisciplines: form.AllDisciplines,
    Disciplines: form.Disciplines,
  });
  const [busy, setBusy] = useState(false);
  const reveal = useRevealProblems();
  const { serverErrors, setServerErrors, failed } = useSaveErrors();
  const checked = validateValues(formRequirementSchema, rule);
  const errors = { ...(checked.ok ? {} : checked.errors), ...serverErrors };
  const formId = `form-requirement-${form.Form}`;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!checked.ok) return reveal(event);
    setBusy(true);
    try {
      await save(checked.value);
      toast.success(`${form.Label}: saved.`);
      onClose();
    } catch (error) {
      failed(error, `${form.Label} could not be saved.`);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog
      open
      size="md"
      onClose={onClose}
      title={`Who completes ${form.Label}`}
      description="Applicants of the disciplines chosen have it on their checklist; the others do not see it."
      footer={
        <Stack direction="row" gap={2} justify="flex-end" wrap>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" form={formId} loading={busy}>
            Save
          </Button>
        </Stack>
      }
    >
      <form id={formId} noValidate aria-label={`Who completes ${form.Label}`} onSubmit={(event) => void submit(event)}>
        <DisciplinesField
          id={formId}
          rule={rule}
          onChange={(next) => {
            setServerErrors({});
            setRule(next);
          }}
          noneHint="None chosen: the form is not required. Applicants whose discipline is not known yet have it when any discipline does."
          error={messageOf(errors, 'Disciplines') ?? errors.AllDisciplines}
        />
      </form>
    </Dialog>
  );
}

/** The editor's values: the payload, with the most files as typed. */
interface ItemValues extends Omit<UploadRequirementItemPayload, 'MaxFiles'> {
  MaxFiles: string;
}

const valuesOf = (item: CatalogueUploadRequirement | null): ItemValues => ({
  Label: item?.Label ?? '',
  Description: item?.Description ?? '',
  AllDisciplines: item?.AllDisciplines ?? true,
  Disciplines: item?.Disciplines ?? [],
  HasExpiry: item?.HasExpiry ?? false,
  Health: item?.Health ?? false,
  MaxFiles: item?.MaxFiles === null || item?.MaxFiles === undefined ? '' : String(item.MaxFiles),
  Active: item?.Active ?? true,
});

export interface UploadRequirementDialogProps {
  /** The requirement edited; null: a new one. */
  item: CatalogueUploadRequirement | null;
  onClose: () => void;
  /** Sends the requirement (create or update); rejects with the API error. */
  save: (payload: UploadRequirementItemPayload) => Promise<unknown>;
}

/** Adds or edits an upload requirement: name, description, disciplines, expiry, health, files, active. */
export function UploadRequirementDialog({ item, onClose, save }: UploadRequirementDialogProps) {
  const toast = useToast();
  const [values, setValues] = useState<ItemValues>(() => valuesOf(item));
  const [tried, setTried] = useState(false);
  const [busy, setBusy] = useState(false);
  const reveal = useRevealProblems();
  const { serverErrors, setServerErrors, failed } = useSaveErrors();
  const checked = validateValues(uploadRequirementItemSchema, values);
  const errors: FieldErrors = { ...(checked.ok ? {} : checked.errors), ...serverErrors };
  const shown = (field: string) => tried || Boolean(messageOf(serverErrors, field));
  const formId = item ? `upload-requirement-${item.Key}` : 'upload-requirement-new';
  const change = (patch: Partial<ItemValues>) => {
    setServerErrors({});
    setValues((current) => ({ ...current, ...patch }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (!checked.ok) return reveal(event);
    setBusy(true);
    try {
      await save(checked.value);
      toast.success(item ? `${checked.value.Label}: saved.` : `${checked.value.Label}: added.`);
      onClose();
    } catch (error) {
      failed(error, `${checked.value.Label} could not be saved.`);
    } finally {
      setBusy(false);
    }
  };

  const title = item ? `Edit ${item.Label}` : 'Add an upload requirement';
  return (
    <Dialog
      open
      size="lg"
      onClose={onClose}
      title={title}
      description="Applicants upload it under Upload Requirements; staff review each file."
      footer={
        <Stack direction="row" gap={2} justify="flex-end" wrap>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" form={formId} loading={busy}>
            {item ? 'Save' : 'Add requirement'}
          </Button>
        </Stack>
      }
    >
      <form id={formId} noValidate aria-label={title} onSubmit={(event) => void submit(event)}>
        <Stack gap={4}>
          <TextField
            id={`${formId}-label`}
            label="Name"
            required
            maxLength={UPLOAD_REQUIREMENT_LABEL_MAX_LENGTH}
            value={values.Label}
            error={errors.Label}
            showError={shown('Label')}
            onChange={(event) => change({ Label: event.target.value })}
          />
          <Textarea
            id={`${formId}-description`}
            label="Description"
            hint="What to upload, as applicants read it."
            rows={3}
            maxLength={UPLOAD_REQUIREMENT_DESCRIPTION_MAX_LENGTH}
            value={values.Description}
            error={errors.Description}
            showError={shown('Description')}
            onChange={(event) => change({ Description: event.target.value })}
          />
          <DisciplinesField
            id={`${formId}-disciplines`}
            rule={{ AllDisciplines: values.AllDisciplines, Disciplines: values.Disciplines }}
            onChange={(rule) => change(rule)}
            noneHint="Applicants of these disciplines are asked for it (and applicants whose discipline is not known yet)."
            error={shown('Disciplines') ? messageOf(errors, 'Disciplines') : undefined}
          />
          <Checkbox
            id={`${formId}-expiry`}
            label="Expires"
            hint="Each file is uploaded with the expiry date printed on the document; the applicant and their recruiter are reminded before it."
            checked={values.HasExpiry}
            onChange={(event) => change({ HasExpiry: event.target.checked })}
          />
          <Checkbox
            id={`${formId}-health`}
            label="Health information"
            hint="Medical records: only administrators, admins and the applicant's owner open the files."
            checked={values.Health}
            onChange={(event) => change({ Health: event.target.checked })}
          />
          <TextField
            id={`${formId}-max-files`}
            label="Files at most"
            hint={`From 1 to ${UPLOAD_REQUIREMENT_MAX_FILES_LIMIT} (both sides of a card: 2); empty: no limit.`}
            inputMode="numeric"
            value={values.MaxFiles}
            error={errors.MaxFiles}
            showError={shown('MaxFiles')}
            onChange={(event) => change({ MaxFiles: event.target.value.trim() })}
          />
          <Checkbox
            id={`${formId}-active`}
            label="Active"
            hint="Inactive: no applicant is asked for it; the files already uploaded stay."
            checked={values.Active}
            onChange={(event) => change({ Active: event.target.checked })}
          />
        </Stack>
      </form>
    </Dialog>
  );
}
