import { useState } from 'react';
import { Badge, Card, Checkbox, DataTable, Stack, Text, useToast, VisuallyHidden } from '@agency/ui';
import {
  DEFAULT_POLICY,
  PERMISSION_INFO,
  PERMISSIONS,
  ROLE_KEYS,
  ROLE_NAMES,
  getRolePermissions,
  grantRefusal,
  policyWith,
  setRolePermission,
  type Permission,
  type RoleKey,
  type RolePolicy,
} from '@agency/api-client/contract';
import { isApiError } from '@agency/api-client';
import { useApiClient, useApiQuery, useIsAgencyOwner } from '@agency/api-client/swr';
import { RoutePageHeader } from '../../routing/RoutePageHeader';
import { useSignedInStaff } from '../../session/useSignedInStaff';
import { putInForce } from '../../session/RolePolicy';
import { messageFor } from '../../session/errors';
import { MESSAGES } from '../../shared/messages';

/** The permissions by area, in the policy's order. */
const AREAS: { area: string; permissions: Permission[] }[] = [];
for (const permission of Object.keys(PERMISSIONS) as Permission[]) {
  const { area } = PERMISSION_INFO[permission];
  const entry = AREAS.find((item) => item.area === area);
  if (entry) entry.permissions.push(permission);
  else AREAS.push({ area, permissions: [permission] });
}

const dateTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** "Recruiter may now: Archive and restore applicants." */
const changeSentence = (role: RoleKey, permission: Permission, allowed: boolean) =>
  `${ROLE_NAMES[role]} ${allowed ? 'may now' : 'may no longer'}: ${PERMISSION_INFO[permission].label}.`;

/** A cell read-only: Yes or No, and "Changed" where the agency's table differs from the shipped one. */
function Holds({ policy, role, permission }: { policy: RolePolicy; role: RoleKey; permission: Permission }) {
  const holds = policy[permission].includes(role);
  const changed = holds !== DEFAULT_POLICY[permission].includes(role);
  return (
    <Stack direction="row" gap={2} align="center" justify="center" wrap>
      {holds ? (
        <Badge tone="success">Yes</Badge>
      ) : (
        <Text as="span" tone="muted">
          No
        </Text>
      )}
      {changed ? <Badge tone="info">Changed</Badge> : null}
    </Stack>
  );
}

/** A cell the owner changes: a checkbox named by role and permission; the admin role and fixed rights stay. */
function Toggle({
  policy,
  role,
  permission,
  busy,
  onChange,
}: {
  policy: RolePolicy;
  role: RoleKey;
  permission: Permission;
  busy: boolean;
  onChange: (role: RoleKey, permission: Permission, allowed: boolean) => void;
}) {
  const holds = policy[permission].includes(role);
  const changed = holds !== DEFAULT_POLICY[permission].includes(role);
  const refusal = grantRefusal(role, permission);
  return (
    <Stack direction="row" gap={2} align="center" justify="center" wrap>
      <Checkbox
        label={
          <VisuallyHidden>
            {ROLE_NAMES[role]}: {PERMISSION_INFO[permission].label}
          </VisuallyHidden>
        }
        checked={holds}
        disabled={busy || refusal !== null}
        title={refusal ?? undefined}
        onChange={(event) => onChange(role, permission, event.target.checked)}
      />
      {changed ? <Badge tone="info">Changed</Badge> : null}
    </Stack>
  );
}

/**
 * Roles: who may do what in the portal, read by every staff member. Each role holds the rights of the roles
 * below it and its own, as shipped; the agency owner gives a role a permission or takes one away (the admin
 * role and the rights to manage people and the agency stay). The server enforces the table on every request.
 */
export function RolesPage() {
  const client = useApiClient();
  const toast = useToast();
  const { roles } = useSignedInStaff();
  const { data: isOwner } = useIsAgencyOwner();
  const table = useApiQuery(getRolePermissions);
  const [busy, setBusy] = useState(false);
  const yours = ROLE_KEYS.filter((role) => roles.includes(role)).map((role) => ROLE_NAMES[role]);
  const editable = isOwner === true;
  // The agency's table as this screen last read it (the shipped one until then).
  const policy = table.data ? policyWith(table.data.Grants) : DEFAULT_POLICY;

  const change = async (role: RoleKey, permission: Permission, allowed: boolean) => {
    setBusy(true);
    try {
      const { data } = await client.call(setRolePermission, {
        body: { Role: role, Permission: permission, Allowed: allowed },
      });
      await table.mutate(data, { revalidate: false });
      // In force at once for every screen of this tab.
      putInForce(data.Grants);
      toast.success(changeSentence(role, permission, allowed));
    } catch (error) {
      const message = messageFor(
        error,
        isApiError(error) && error.message ? error.message : 'The change could not be saved.',
        MESSAGES.serverError,
      );
      if (message) toast.error(message);
    } finally {
      setBusy(false);
    }
  };

  const changedAt = table.data?.ChangedAt;
  return (
    <Stack gap={5}>
      <RoutePageHeader description="What each staff role may do. As shipped, each role has the rights of the roles before it, and more." />
      <Text>
        Your roles: <strong>{yours.length ? yours.join(', ') : 'none'}</strong>. The agency owner may also edit the
        agreement, the terms and the forms catalogue, whatever their roles.
      </Text>
      {editable ? (
        <Text>
          As the agency owner, you can give a role a permission or take it away: tick or clear its box. The change is
          recorded in the audit log and counts from the staff&apos;s next action. The admin role keeps every permission.
        </Text>
      ) : null}
      {changedAt ? (
        <Text tone="muted">
          Changed from the shipped table by {table.data?.ChangedBy || 'the agency owner'} on{' '}
          {dateTime.format(new Date(changedAt))}.
        </Text>
      ) : null}
      {AREAS.map(({ area, permissions }) => (
        <Card key={area} title={area}>
          <DataTable
            caption={`${area}: permissions by role`}
            captionHidden
            rows={permissions}
            rowKey={(permission) => permission}
            columns={[
              { id: 'permission', header: 'Permission', cell: (permission) => PERMISSION_INFO[permission].label },
              ...ROLE_KEYS.map((role) => ({
                id: role,
                header: ROLE_NAMES[role],
                align: 'center' as const,
                cell: (permission: Permission) =>
                  editable ? (
                    <Toggle
                      policy={policy}
                      role={role}
                      permission={permission}
                      busy={busy}
                      onChange={(...args) => void change(...args)}
                    />
                  ) : (
                    <Holds policy={policy} role={role} permission={permission} />
                  ),
              })),
            ]}
          />
        </Card>
      ))}
    </Stack>
  );
}
