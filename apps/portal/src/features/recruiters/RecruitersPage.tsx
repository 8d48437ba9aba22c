import { useState } from 'react';
import {
  Alert,
  Badge,
  Button,
  DataTable,
  Dialog,
  ErrorState,
  Link,
  MenuButton,
  Stack,
  Text,
  TextField,
  useToast,
  type DataTableColumn,
  type MenuEntry,
  formatPhone,
} from '@agency/ui';
import {
  ROLE_NAMES,
  STAFF_STATUS_LABELS,
  approveStaff,
  can,
  deactivateStaff,
  declineStaff,
  inviteStaff,
  listStaff,
  reactivateStaff,
  resendStaffInvitation,
  resetStaffPassword,
  updateStaff,
  type StaffMember,
  type StaffStatus,
} from '@agency/api-client/contract';
import { useApiClient, useApiQuery, useIsAgencyOwner } from '@agency/api-client/swr';
import { RoutePageHeader } from '../../routing/RoutePageHeader';
import { messageFor } from '../../session/errors';
import { useSignedInStaff } from '../../session/useSignedInStaff';
import { formatMoment } from '../../shared/format';
import { MESSAGES } from '../../shared/messages';
import { ApproveDialog, DeactivateDialog, fullName, InviteDialog, RolesDialog } from './RecruitersPage.dialogs';

/** Whether a member matches the typed text (any part of the name, title or e-mail). */
function matches(member: StaffMember, text: string): boolean {
  const needle = text.trim().toLowerCase();
  if (!needle) return true;
  return [fullName(member), member.Title, member.Email].some((value) => value.toLowerCase().includes(needle));
}

const STATUS_TONES: Record<StaffStatus, 'success' | 'info' | 'warning' | 'neutral' | 'danger'> = {
  active: 'success',
  invited: 'info',
  'pending-approval': 'warning',
  inactive: 'neutral',
  declined: 'danger',
};

/** The status badge and, for an invitation or a registration, what it waits for. */
function StatusCell({ member, now }: { member: StaffMember; now: number }) {
  let note: string | null = null;
  if (member.Status === 'invited')
    note =
      member.InvitationExpiresAt && Date.parse(member.InvitationExpiresAt) > now
        ? `Link works until ${formatMoment(member.InvitationExpiresAt)}`
        : 'Link expired: send it again';
  if (member.Status === 'pending-approval') note = member.Verified ? 'E-mail verified' : 'E-mail not verified yet';
  return (
    <Stack gap={1} align="flex-start">
      <Badge tone={STATUS_TONES[member.Status]}>{STAFF_STATUS_LABELS[member.Status]}</Badge>
      {note ? (
        <Text as="span" size="sm" tone="muted">
          {note}
        </Text>
      ) : null}
    </Stack>
  );
}

/** An action confirmed in a plain dialog (no form): what it asks, its button, the call. */
interface Confirmation {
  title: string;
  description: string;
  confirm: string;
  danger?: boolean;
  run: () => Promise<{ Message: string }>;
}

type OpenDialog =
  | { kind: 'invite' }
  | { kind: 'roles'; member: StaffMember }
  | { kind: 'approve'; member: StaffMember }
  | { kind: 'deactivate'; member: StaffMember }
  | { kind: 'confirm'; confirmation: Confirmation };

/**
 * Recruiters (Management menu; docs/recruiters.md): the agency's staff directory, read by every staff member:
 * name and title, roles, e-mail and phone, status, the latest sign-in and how many applicants each owns. The
 * owner and admins (`staff.manage`) also invite people, change roles, deactivate (their applicants can go to a
 * colleague in the same step) and reactivate, send a password reset, and approve or decline recruiters who
 * registered themselves; each action is confirmed in a dialog and reported in a notification.
 */
export function RecruitersPage() {
  const client = useApiClient();
  const toast = useToast();
  const staff = useApiQuery(listStaff);
  const { roles, recruiterId } = useSignedInStaff();
  const owner = useIsAgencyOwner();
  const isOwner = owner.data === true;
  const canManage = can(roles, 'staff.manage') || isOwner;
  const [text, setText] = useState('');
  const [dialog, setDialog] = useState<OpenDialog | null>(null);
  const [busy, setBusy] = useState(false);
  // When the screen opened: whether an invitation's link still works.
  const [now] = useState(() => Date.now());

  const members = staff.data ?? [];
  const rows = members.filter((member) => matches(member, text));
  const active = members.filter((member) => member.Active).length;
  const waiting = members.filter((member) => member.Status === 'pending-approval');
  const close = () => setDialog(null);
  const done = () => {
    setDialog(null);
    void staff.mutate();
  };

  const confirm = async (confirmation: Confirmation) => {
    setBusy(true);
    try {
      const result = await confirmation.run();
      toast.success(result.Message);
      done();
    } catch (error) {
      const message = messageFor(
        error,
        error instanceof Error && error.message ? error.message : 'The change could not be made. Try again.',
        MESSAGES.serverError,
      );
      if (message) toast.error(message);
    } finally {
      setBusy(false);
    }
  };

  const params = (member: StaffMember) => ({ params: { recruiterId: member.RecruiterId } });
  const ask = (confirmation: Confirmation) => () => setDialog({ kind: 'confirm', confirmation });

  const actionsOf = (member: StaffMember): MenuEntry[] => {
    const name = fullName(member);
    const self = member.RecruiterId === recruiterId;
    const editRoles = { label: 'Edit roles', onSelect: () => setDialog({ kind: 'roles', member }) };
    const resetPassword = {
      label: 'Send password reset',
      onSelect: ask({
        title: `Send ${name} a password reset?`,
        description: `A temporary password is e-mailed to ${member.Email}. Their current password keeps working until they choose a new one.`,
        confirm: 'Send password reset',
        run: async () => (await client.call(resetStaffPassword, params(member))).data,
      }),
    };
    switch (member.Status) {
      case 'active':
        return [
          // The owner's roles only the owner changes; nobody else changes their own.
          ...((member.Owner && !isOwner) || (self && !isOwner) ? [] : [editRoles]),
          resetPassword,
          ...(member.Owner || self
            ? []
            : [{ label: 'Deactivate', onSelect: () => setDialog({ kind: 'deactivate', member }) }]),
        ];
      case 'invited':
        return [
          {
            label: 'Send invitation again',
            onSelect: ask({
              title: `Send ${name} a new invitation?`,
              description: `A new link is e-mailed to ${member.Email}; the previous one stops working.`,
              confirm: 'Send invitation',
              run: async () => (await client.call(resendStaffInvitation, params(member))).data,
            }),
          },
          editRoles,
          {
            label: 'Withdraw invitation',
            onSelect: ask({
              title: `Withdraw the invitation to ${name}?`,
              description: 'The link stops working and the account stays inactive.',
              confirm: 'Withdraw invitation',
              danger: true,
              run: async () => (await client.call(deactivateStaff, { ...params(member), body: {} })).data,
            }),
          },
        ];
      case 'inactive':
        return [
          {
            label: 'Reactivate',
            onSelect: ask({
              title: `Reactivate ${name}?`,
              description: `${name} will be able to sign in again, with the roles they had.`,
              confirm: 'Reactivate',
              run: async () => (await client.call(reactivateStaff, params(member))).data,
            }),
          },
        ];
      case 'pending-approval':
        return [
          { label: 'Approve', onSelect: () => setDialog({ kind: 'approve', member }) },
          {
            label: 'Decline',
            onSelect: ask({
              title: `Decline ${name}'s registration?`,
              description: `${name} (${member.Email}) cannot sign in any more. You can still approve them later.`,
              confirm: 'Decline',
              danger: true,
              run: async () => (await client.call(declineStaff, params(member))).data,
            }),
          },
        ];
      default:
        return [{ label: 'Approve', onSelect: () => setDialog({ kind: 'approve', member }) }];
    }
  };

  const columns: DataTableColumn<StaffMember>[] = [
    {
      id: 'name',
      header: 'Name',
      cell: (member) => (
        <Stack gap={1}>
          <Text as="span" weight="semibold">
            {fullName(member)}
          </Text>
          {member.Title ? (
            <Text as="span" size="sm" tone="muted">
              {member.Title}
            </Text>
          ) : null}
        </Stack>
      ),
    },
    {
      id: 'roles',
      header: 'Roles',
      cell: (member) => (
        <Stack direction="row" gap={1} wrap>
          {member.Owner ? <Badge tone="info">Owner</Badge> : null}
          <span>{member.Roles.map((role) => ROLE_NAMES[role]).join(', ') || '—'}</span>
        </Stack>
      ),
    },
    {
      id: 'email',
      header: 'E-mail',
      cell: (member) => <Link href={`mailto:${member.Email}`}>{member.Email}</Link>,
    },
    { id: 'phone', header: 'Phone', cell: (member) => formatPhone(member.Phone) || '—' },
    { id: 'status', header: 'Status', cell: (member) => <StatusCell member={member} now={now} /> },
    {
      id: 'signin',
      header: 'Last sign-in',
      cell: (member) => (member.LastSignInAt ? formatMoment(member.LastSignInAt) : 'Never'),
    },
    {
      id: 'owned',
      header: 'Applicants',
      align: 'end',
      cell: (member) => member.ApplicantsOwned.toLocaleString('en-US'),
    },
    ...(canManage
      ? [
          {
            id: 'actions',
            header: 'Actions',
            align: 'end' as const,
            cell: (member: StaffMember) => {
              const items = actionsOf(member);
              return items.length > 0 ? (
                <MenuButton label="Actions" buttonLabel={`Actions for ${fullName(member)}`} align="end" items={items} />
              ) : null;
            },
          },
        ]
      : []),
  ];

  const colleaguesOf = (member: StaffMember) =>
    members.filter((other) => other.Status === 'active' && other.RecruiterId !== member.RecruiterId);

  return (
    <Stack gap={4}>
      <RoutePageHeader
        description="Everyone who works in the portal for the agency."
        actions={canManage ? <Button onClick={() => setDialog({ kind: 'invite' })}>Invite recruiter</Button> : null}
      />
      {staff.error ? (
        <ErrorState what="staff" onRetry={() => void staff.mutate()} />
      ) : (
        <>
          {canManage && waiting.length > 0 ? (
            <Alert tone="warning" title="Waiting for approval">
              {waiting.length === 1
                ? `${fullName(waiting[0]!)} registered as a recruiter and sees nothing until you approve or decline them.`
                : `${waiting.length} people registered as recruiters and see nothing until you approve or decline them.`}
            </Alert>
          ) : null}
          <Stack direction="row" gap={3} wrap align="flex-end" justify="space-between">
            <TextField
              label="Find a colleague"
              type="search"
              autoComplete="off"
              hint="Any part of the name, title or e-mail"
              value={text}
              onChange={(event) => setText(event.target.value)}
            />
            {staff.data ? (
              <Text role="status">
                {active} active of {staff.data.length}
              </Text>
            ) : null}
          </Stack>
          <DataTable
            caption="Staff"
            captionHidden
            loading={!staff.data}
            rows={rows}
            rowKey={(member) => String(member.RecruiterId)}
            empty={<Text>{text ? 'Nobody matches.' : 'No staff yet.'}</Text>}
            columns={columns}
          />
        </>
      )}
      {dialog?.kind === 'invite' ? (
        <InviteDialog
          onClose={close}
          onDone={done}
          invite={async (values) => (await client.call(inviteStaff, { body: values })).data}
        />
      ) : null}
      {dialog?.kind === 'roles' ? (
        <RolesDialog
          member={dialog.member}
          onClose={close}
          onDone={done}
          save={async (values) => (await client.call(updateStaff, { ...params(dialog.member), body: values })).data}
        />
      ) : null}
      {dialog?.kind === 'approve' ? (
        <ApproveDialog
          member={dialog.member}
          onClose={close}
          onDone={done}
          approve={async (approved) =>
            (await client.call(approveStaff, { ...params(dialog.member), body: { Roles: approved } })).data
          }
        />
      ) : null}
      {dialog?.kind === 'deactivate' ? (
        <DeactivateDialog
          member={dialog.member}
          colleagues={colleaguesOf(dialog.member)}
          onClose={close}
          onDone={done}
          deactivate={async (reassignTo) =>
            (await client.call(deactivateStaff, { ...params(dialog.member), body: { ReassignTo: reassignTo } })).data
          }
        />
      ) : null}
      <Dialog
        open={dialog?.kind === 'confirm'}
        onClose={() => (busy ? undefined : close())}
        title={dialog?.kind === 'confirm' ? dialog.confirmation.title : ''}
        description={dialog?.kind === 'confirm' ? dialog.confirmation.description : undefined}
        size="sm"
        footer={
          <Stack direction="row" gap={2} justify="flex-end" wrap>
            <Button variant="secondary" disabled={busy} onClick={close}>
              Cancel
            </Button>
            <Button
              variant={dialog?.kind === 'confirm' && dialog.confirmation.danger ? 'danger' : 'primary'}
              loading={busy}
              onClick={() => (dialog?.kind === 'confirm' ? void confirm(dialog.confirmation) : undefined)}
            >
              {dialog?.kind === 'confirm' ? dialog.confirmation.confirm : ''}
            </Button>
          </Stack>
        }
      />
    </Stack>
  );
}
