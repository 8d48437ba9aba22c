import { useId, useState, type FormEvent, type ReactNode } from 'react';
import {
  staffApprovalSchema,
  staffInvitationSchema,
  staffRolesSchema,
  validateValues,
  type FieldErrors,
  type StaffInvitationValues,
} from '@agency/forms/schemas';
import { Button, Checkbox, Dialog, Select, Stack, Text, TextField, useToast } from '@agency/ui';
import { isApiError } from '@agency/api-client';
import {
  ROLE_KEYS,
  ROLE_NAMES,
  type RoleKey,
  type StaffActionResult,
  type StaffMember,
} from '@agency/api-client/contract';
import { messageFor } from '../../session/errors';
import { MESSAGES } from '../../shared/messages';
import { useRevealProblems } from '../../shared/useRevealProblems';

// The Recruiters screen's dialogs (docs/recruiters.md): invite, edit roles, approve (each validated with the
// @agency/forms schema the server uses, the server's field messages shown on their fields) and deactivate
// (with the colleague who takes over the applicants). Each sends its call through `run`, which answers the
// server's result; the toast says what was done.

export const fullName = (member: Pick<StaffMember, 'FirstName' | 'LastName'>) =>
  `${member.FirstName} ${member.LastName}`.trim();

/** The messages of a failed call on its fields (a 400), and its toast. */
function useCallErrors() {
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

/** The first message of a field, or of one of its items (`Roles[0]`). */
const messageOf = (errors: FieldErrors, field: string) =>
  errors[field] ?? Object.entries(errors).find(([path]) => path.startsWith(`${field}[`))?.[1];

/** The roles as a group of boxes, in the contract's order. */
function RolesField({
  roles,
  onChange,
  error,
  hint,
}: {
  roles: readonly RoleKey[];
  onChange: (roles: RoleKey[]) => void;
  error?: string;
  hint?: ReactNode;
}) {
  const id = useId();
  const toggle = (role: RoleKey, on: boolean) =>
    onChange(ROLE_KEYS.filter((key) => (key === role ? on : roles.includes(key))));
  return (
    <fieldset
      aria-describedby={`${hint ? `${id}-hint` : ''}${error ? ` ${id}-error` : ''}`.trim() || undefined}
      style={{ border: 0, margin: 0, padding: 0, minWidth: 0 }}
    >
      <legend style={{ padding: 0 }}>
        <Text as="span" weight="semibold">
          Roles
        </Text>
      </legend>
      <Stack gap={2}>
        <Stack direction="row" gap={4} wrap>
          {ROLE_KEYS.map((role) => (
            <Checkbox
              key={role}
              id={`${id}-${role}`}
              label={ROLE_NAMES[role]}
              checked={roles.includes(role)}
              onChange={(event) => toggle(role, event.target.checked)}
            />
          ))}
        </Stack>
        {hint ? (
          <Text size="sm" tone="muted" id={`${id}-hint`}>
            {hint}
          </Text>
        ) : null}
        {error ? (
          <Text size="sm" tone="danger" id={`${id}-error`} role="alert">
            {error}
          </Text>
        ) : null}
      </Stack>
    </fieldset>
  );
}

const ROLES_HINT = 'What each role may do is on the Roles screen.';

/**
 * A dialog with a form: Cancel, and a submit button that stays busy while the call runs. A submit while
 * `invalid` moves focus to the first problem.
 */
function FormDialog({
  title,
  description,
  submit,
  busy,
  invalid = false,
  onClose,
  onSubmit,
  children,
}: {
  title: string;
  description?: ReactNode;
  submit: string;
  busy: boolean;
  invalid?: boolean;
  onClose: () => void;
  onSubmit: () => void;
  children: ReactNode;
}) {
  const formId = useId();
  const reveal = useRevealProblems();
  return (
    <Dialog
      open
      size="md"
      onClose={() => (busy ? undefined : onClose())}
      title={title}
      description={description}
      footer={
        <Stack direction="row" gap={2} justify="flex-end" wrap>
          <Button variant="secondary" disabled={busy} onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" form={formId} loading={busy}>
            {submit}
          </Button>
        </Stack>
      }
    >
      <form
        id={formId}
        noValidate
        aria-label={title}
        onSubmit={(event: FormEvent) => {
          event.preventDefault();
          onSubmit();
          if (invalid) reveal(event);
        }}
      >
        <Stack gap={4}>{children}</Stack>
      </form>
    </Dialog>
  );
}

/** Runs a call of a dialog: busy meanwhile, the success toast and close, or the errors on the fields. */
function useDialogCall(onDone: (result: StaffActionResult) => void) {
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const errors = useCallErrors();
  const call = async (send: () => Promise<StaffActionResult>, fallback: string) => {
    setBusy(true);
    try {
      const result = await send();
      toast.success(result.Message);
      onDone(result);
    } catch (error) {
      errors.failed(error, fallback);
    } finally {
      setBusy(false);
    }
  };
  return { busy, call, ...errors };
}

export interface InviteDialogProps {
  onClose: () => void;
  onDone: (result: StaffActionResult) => void;
  invite: (values: StaffInvitationValues) => Promise<StaffActionResult>;
}

/** Invite a staff member: name, e-mail, title and roles; they get a link to choose their password. */
export function InviteDialog({ onClose, onDone, invite }: InviteDialogProps) {
  const [values, setValues] = useState<StaffInvitationValues>({
    FirstName: '',
    LastName: '',
    Email: '',
    Title: '',
    Roles: ['recruiter'],
  });
  const [submitted, setSubmitted] = useState(false);
  const { busy, call, serverErrors, setServerErrors } = useDialogCall(onDone);
  const checked = validateValues(staffInvitationSchema, values);
  const errors = { ...(checked.ok ? {} : checked.errors), ...serverErrors };
  const set = (field: keyof StaffInvitationValues) => (value: string) => {
    setServerErrors(({ [field]: _dropped, ...rest }) => rest);
    setValues((previous) => ({ ...previous, [field]: value }));
  };
  const text = (field: 'FirstName' | 'LastName' | 'Email' | 'Title', label: string, extra: object = {}) => (
    <TextField
      label={label}
      value={values[field]}
      onChange={(event) => set(field)(event.target.value)}
      error={errors[field]}
      showError={submitted || Boolean(serverErrors[field])}
      trimmed
      {...extra}
    />
  );
  return (
    <FormDialog
      title="Invite recruiter"
      description="They get an e-mail with a link to choose their password. The link works once, for 72 hours."
      submit="Send invitation"
      busy={busy}
      invalid={!checked.ok}
      onClose={onClose}
      onSubmit={() => {
        setSubmitted(true);
        if (checked.ok)
          void call(() => invite(checked.value as StaffInvitationValues), 'The invitation could not be sent.');
      }}
    >
      {text('FirstName', 'First Name', { required: true, autoComplete: 'off' })}
      {text('LastName', 'Last Name', { required: true, autoComplete: 'off' })}
      {text('Email', 'Email', { required: true, type: 'email', autoComplete: 'off' })}
      {text('Title', 'Title', { hint: 'Optional, e.g. Senior Recruiter', autoComplete: 'off' })}
      <RolesField
        roles={values.Roles}
        onChange={(roles) => {
          setServerErrors(({ Roles: _dropped, ...rest }) => rest);
          setValues((previous) => ({ ...previous, Roles: roles }));
        }}
        hint={ROLES_HINT}
        error={submitted || messageOf(serverErrors, 'Roles') ? messageOf(errors, 'Roles') : undefined}
      />
    </FormDialog>
  );
}

export interface RolesDialogProps {
  member: StaffMember;
  onClose: () => void;
  onDone: (result: StaffActionResult) => void;
  save: (values: { Title: string; Roles: RoleKey[] }) => Promise<StaffActionResult>;
}

/** Change a member's title and roles. */
export function RolesDialog({ member, onClose, onDone, save }: RolesDialogProps) {
  const [title, setTitle] = useState(member.Title);
  const [roles, setRoles] = useState<RoleKey[]>(member.Roles);
  const [submitted, setSubmitted] = useState(false);
  const { busy, call, serverErrors, setServerErrors } = useDialogCall(onDone);
  const checked = validateValues(staffRolesSchema, { Title: title, Roles: roles });
  const errors = { ...(checked.ok ? {} : checked.errors), ...serverErrors };
  return (
    <FormDialog
      title={`Edit roles of ${fullName(member)}`}
      description="A change counts from their next request."
      submit="Save"
      busy={busy}
      invalid={!checked.ok}
      onClose={onClose}
      onSubmit={() => {
        setSubmitted(true);
        if (checked.ok)
          void call(
            () => save({ Title: checked.value.Title, Roles: checked.value.Roles as RoleKey[] }),
            'The roles could not be saved.',
          );
      }}
    >
      <TextField
        label="Title"
        value={title}
        trimmed
        autoComplete="off"
        onChange={(event) => {
          setServerErrors(({ Title: _dropped, ...rest }) => rest);
          setTitle(event.target.value);
        }}
        error={errors.Title}
        showError={submitted || Boolean(serverErrors.Title)}
      />
      <RolesField
        roles={roles}
        onChange={(next) => {
          setServerErrors(({ Roles: _dropped, ...rest }) => rest);
          setRoles(next);
        }}
        hint={ROLES_HINT}
        error={submitted || messageOf(serverErrors, 'Roles') ? messageOf(errors, 'Roles') : undefined}
      />
    </FormDialog>
  );
}

export interface ApproveDialogProps {
  member: StaffMember;
  onClose: () => void;
  onDone: (result: StaffActionResult) => void;
  approve: (roles: RoleKey[]) => Promise<StaffActionResult>;
}

/** Approve a self-registered recruiter with the roles chosen (Recruiter unless changed). */
export function ApproveDialog({ member, onClose, onDone, approve }: ApproveDialogProps) {
  const [roles, setRoles] = useState<RoleKey[]>(['recruiter']);
  const [submitted, setSubmitted] = useState(false);
  const { busy, call, serverErrors, setServerErrors } = useDialogCall(onDone);
  const checked = validateValues(staffApprovalSchema, { Roles: roles });
  const errors = { ...(checked.ok ? {} : checked.errors), ...serverErrors };
  return (
    <FormDialog
      title={`Approve ${fullName(member)}?`}
      description={`${fullName(member)} (${member.Email}) registered as a recruiter. Once approved they work with the roles chosen here, and we tell them by e-mail.`}
      submit="Approve"
      busy={busy}
      invalid={!checked.ok}
      onClose={onClose}
      onSubmit={() => {
        setSubmitted(true);
        if (checked.ok) void call(() => approve(checked.value.Roles as RoleKey[]), 'The approval could not be saved.');
      }}
    >
      <RolesField
        roles={roles}
        onChange={(next) => {
          setServerErrors({});
          setRoles(next);
        }}
        hint={ROLES_HINT}
        error={submitted || messageOf(serverErrors, 'Roles') ? messageOf(errors, 'Roles') : undefined}
      />
    </FormDialog>
  );
}

export interface DeactivateDialogProps {
  member: StaffMember;
  /** Active colleagues who can take over the applicants. */
  colleagues: readonly StaffMember[];
  onClose: () => void;
  onDone: (result: StaffActionResult) => void;
  deactivate: (reassignTo: number | null) => Promise<StaffActionResult>;
}

/** Deactivate a member, optionally giving the applicants they own to a colleague in the same step. */
export function DeactivateDialog({ member, colleagues, onClose, onDone, deactivate }: DeactivateDialogProps) {
  const [reassignTo, setReassignTo] = useState('');
  const { busy, call, serverErrors, setServerErrors } = useDialogCall(onDone);
  const name = fullName(member);
  const owned = member.ApplicantsOwned;
  return (
    <FormDialog
      title={`Deactivate ${name}?`}
      description={`${name} is signed out everywhere at once and cannot sign in until reactivated. Nothing is deleted.`}
      submit="Deactivate"
      busy={busy}
      onClose={onClose}
      onSubmit={() =>
        void call(() => deactivate(reassignTo ? Number(reassignTo) : null), `${name} could not be deactivated.`)
      }
    >
      {owned > 0 ? (
        <Select
          label="Reassign their applicants to"
          hint={`${name} owns ${owned === 1 ? '1 applicant' : `${owned.toLocaleString('en-US')} applicants`}.`}
          value={reassignTo}
          onChange={(event) => {
            setServerErrors({});
            setReassignTo(event.target.value);
          }}
          error={serverErrors.ReassignTo}
          options={[
            { value: '', label: `Nobody: they stay with ${name}` },
            ...colleagues.map((colleague) => ({ value: String(colleague.RecruiterId), label: fullName(colleague) })),
          ]}
        />
      ) : (
        <Text>{name} owns no applicants.</Text>
      )}
    </FormDialog>
  );
}
