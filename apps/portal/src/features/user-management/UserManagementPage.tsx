import { useMemo, useState } from 'react';
import {
  Badge,
  Button,
  DataTable,
  Dialog,
  ErrorState,
  LoadingState,
  MenuButton,
  Select,
  Stack,
  Tabs,
  Text,
  useToast,
  type DataTableColumn,
  type DataTableSort,
  type MenuEntry,
} from '@agency/ui';
import {
  AUDIT_ACTIONS,
  AUDIT_ACTION_LABELS,
  AUDIT_LOG_LIMITS,
  DEFAULT_PAGE_SIZE,
  MANAGED_ACCOUNT_STATES,
  MANAGED_ACCOUNT_TYPES,
  ROLE_NAMES,
  auditActionLabel,
  auditDetailText,
  exportAuditLog,
  isTimeZone,
  listAuditLog,
  listManagedAccounts,
  lockManagedAccount,
  resetManagedAccountPassword,
  signOutManagedAccount,
  unlockManagedAccount,
  type AuditEntry,
  type AuditLogQuery,
  type ManagedAccount,
  type ManagedAccountListQuery,
  type ManagedAccountSort,
} from '@agency/api-client/contract';
import { useApiClient, useApiQuery, useIsAgencyOwner } from '@agency/api-client/swr';
import { RoutePageHeader } from '../../routing/RoutePageHeader';
import { messageFor } from '../../session/errors';
import { DateFilter } from '../../shared/DateFilter';
import { ExportCsv } from '../../shared/ExportCsv';
import { FilterGrid, withAny } from '../../shared/filters';
import { formatMoment } from '../../shared/format';
import { ListResults, type ListEmptyTexts } from '../../shared/ListResults';
import { MESSAGES } from '../../shared/messages';
import { SearchBox } from '../../shared/SearchBox';
import { NotAllowed } from '../../shared/NotAllowed';

/**
 * Manage Users (user menu, agency owners only; docs/user-management.md): two tabs. Accounts: every account of
 * the agency, staff and applicant, with its state and last sign-in, searched, filtered, sorted and paged on
 * the server; each row's actions (Lock / Unlock, Sign out everywhere, Send password reset) are confirmed in
 * a dialog and reported in a notification. Audit log: the agency's security events (sign-ins, failed
 * sign-ins, locks, reveals…) by day, action and name, paged, with Export CSV.
 */
export function UserManagementPage() {
  const owner = useIsAgencyOwner();
  const [tab, setTab] = useState('accounts');
  // The not-allowed state is the page (its one heading), not a part of it.
  if (owner.data === false) return <NotAllowed description="Only the agency owner can manage users." />;
  return (
    <Stack gap={4}>
      <RoutePageHeader description="Every account of the agency, and who did what to them." />
      {owner.error ? (
        <ErrorState what="users" onRetry={() => void owner.mutate()} />
      ) : owner.data === undefined ? (
        <LoadingState label="Checking your access" />
      ) : (
        <Tabs
          label="Manage Users"
          value={tab}
          onChange={setTab}
          tabs={[
            { id: 'accounts', label: 'Accounts', content: <AccountsTab /> },
            { id: 'audit', label: 'Audit log', content: <AuditLogTab /> },
          ]}
        />
      )}
    </Stack>
  );
}

// ---------------------------------------------------------------------------------------------
// Accounts
// ---------------------------------------------------------------------------------------------

const TYPE_OPTIONS = withAny(
  'Any type',
  MANAGED_ACCOUNT_TYPES.map(({ key, label }) => ({ value: key, label })),
);
const STATE_OPTIONS = withAny(
  'Any state',
  MANAGED_ACCOUNT_STATES.map(({ key, label }) => ({ value: key, label })),
);

const ACCOUNTS_EMPTY: ListEmptyTexts = {
  none: { title: 'No accounts yet', description: 'Staff and applicant accounts appear here once they exist.' },
  noMatch: { title: 'No accounts match', description: 'No account matches this search and these filters.' },
};

const accountsText = (count: number) => (count === 1 ? '1 account' : `${count.toLocaleString('en-US')} accounts`);
const fullName = (account: ManagedAccount) => `${account.FirstName} ${account.LastName}`.trim();

/** What a row's action does, as its dialog asks and its button says. */
type AccountAction = 'lock' | 'unlock' | 'sign-out' | 'reset-password';

const ACTION_CALLS = {
  lock: lockManagedAccount,
  unlock: unlockManagedAccount,
  'sign-out': signOutManagedAccount,
  'reset-password': resetManagedAccountPassword,
} as const;

function dialogOf(action: AccountAction, account: ManagedAccount) {
  const name = fullName(account);
  switch (action) {
    case 'lock':
      return {
        title: `Lock ${name}'s account?`,
        description: `${name} will be signed out everywhere at once and cannot sign in until you unlock the account.`,
        confirm: 'Lock account',
        danger: true,
      };
    case 'unlock':
      return {
        title: `Unlock ${name}'s account?`,
        description: `${name} will be able to sign in again.`,
        confirm: 'Unlock account',
        danger: false,
      };
    case 'sign-out':
      return {
        title: `Sign ${name} out everywhere?`,
        description: `Every session of ${name} ends now, on every device. They can sign in again.`,
        confirm: 'Sign out everywhere',
        danger: true,
      };
    default:
      return {
        title: `Send ${name} a password reset?`,
        description: `A temporary password is e-mailed to ${account.Email}. Their current password keeps working until they choose a new one.`,
        confirm: 'Send password reset',
        danger: false,
      };
  }
}

function StateBadges({ account }: { account: ManagedAccount }) {
  return (
    <Stack direction="row" gap={1} wrap>
      {account.LockedAt ? (
        <Badge tone="danger">Locked</Badge>
      ) : account.Active ? (
        <Badge tone="success">Active</Badge>
      ) : (
        <Badge tone="neutral">Inactive</Badge>
      )}
      {account.Verified ? null : <Badge tone="warning">Unverified</Badge>}
    </Stack>
  );
}

const SORT_COLUMNS: Partial<Record<string, ManagedAccountSort>> = {
  name: 'name',
  email: 'email',
  type: 'type',
  signin: 'last-sign-in',
  created: 'created',
};
const COLUMN_OF_SORT: Record<ManagedAccountSort, string> = {
  name: 'name',
  email: 'email',
  type: 'type',
  'last-sign-in': 'signin',
  created: 'created',
};
const defaultOrder = (sort: ManagedAccountSort) => (sort === 'last-sign-in' || sort === 'created' ? 'desc' : 'asc');

function AccountsTab() {
  const client = useApiClient();
  const toast = useToast();
  const [q, setQ] = useState('');
  const [type, setType] = useState('');
  const [state, setState] = useState('');
  const [sort, setSort] = useState<{ sort: ManagedAccountSort; order: 'asc' | 'desc' }>({ sort: 'name', order: 'asc' });
  const [page, setPage] = useState(1);
  const [pending, setPending] = useState<{ action: AccountAction; account: ManagedAccount } | null>(null);
  const [busy, setBusy] = useState(false);

  const query = useMemo<ManagedAccountListQuery>(
    () => ({
      page,
      pageSize: DEFAULT_PAGE_SIZE,
      sort: sort.sort,
      order: sort.order,
      ...(q ? { q } : {}),
      ...(type ? { type } : {}),
      ...(state ? { state } : {}),
    }),
    [page, sort, q, type, state],
  );
  const list = useApiQuery(listManagedAccounts, { query }, { keepPreviousData: true });
  const narrowed = Boolean(q || type || state);
  const clearFilters = () => {
    setQ('');
    setType('');
    setState('');
    setPage(1);
  };

  const run = async () => {
    if (!pending) return;
    setBusy(true);
    try {
      const { data } = await client.call(ACTION_CALLS[pending.action], { params: { id: pending.account.UserId } });
      toast.success(data.Message);
      setPending(null);
      await list.mutate();
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

  const actionsOf = (account: ManagedAccount): MenuEntry[] => {
    const ask = (action: AccountAction) => () => setPending({ action, account });
    return [
      ...(account.Owner
        ? []
        : [account.LockedAt ? { label: 'Unlock', onSelect: ask('unlock') } : { label: 'Lock', onSelect: ask('lock') }]),
      { label: 'Sign out everywhere', onSelect: ask('sign-out') },
      ...(account.Active ? [{ label: 'Send password reset', onSelect: ask('reset-password') }] : []),
    ];
  };

  const columns: DataTableColumn<ManagedAccount>[] = [
    {
      id: 'name',
      header: 'Name',
      sortable: true,
      cell: (account) => (
        <Stack direction="row" gap={1} wrap align="center">
          <Text as="span" weight="semibold">
            {fullName(account)}
          </Text>
          {account.Owner ? <Badge tone="info">Owner</Badge> : null}
        </Stack>
      ),
    },
    { id: 'email', header: 'E-mail', sortable: true, cell: (account) => account.Email },
    {
      id: 'type',
      header: 'Type',
      sortable: true,
      cell: (account) =>
        account.Type === 'staff' ? (
          <>
            Staff
            {account.Roles.length > 0 ? (
              <Text as="span" size="sm" tone="muted">
                {' '}
                ({account.Roles.map((role) => ROLE_NAMES[role]).join(', ')})
              </Text>
            ) : null}
          </>
        ) : (
          'Applicant'
        ),
    },
    { id: 'state', header: 'State', cell: (account) => <StateBadges account={account} /> },
    {
      id: 'signin',
      header: 'Last sign-in',
      sortable: true,
      cell: (account) => (account.LastSignInAt ? formatMoment(account.LastSignInAt) : 'Never'),
    },
    { id: 'created', header: 'Created', sortable: true, cell: (account) => formatMoment(account.CreatedAt) },
    {
      id: 'actions',
      header: 'Actions',
      align: 'end',
      cell: (account) => (
        <MenuButton
          label="Actions"
          buttonLabel={`Actions for ${fullName(account)}`}
          align="end"
          items={actionsOf(account)}
        />
      ),
    },
  ];
  const tableSort: DataTableSort = {
    columnId: COLUMN_OF_SORT[sort.sort],
    direction: sort.order === 'asc' ? 'ascending' : 'descending',
  };
  const dialog = pending ? dialogOf(pending.action, pending.account) : null;

  return (
    <Stack gap={4}>
      <div role="search" aria-label="Accounts">
        <FilterGrid>
          <SearchBox
            label="Search"
            hint="Any part of the name or e-mail"
            value={q}
            onSearch={(text) => {
              setQ(text.trim());
              setPage(1);
            }}
          />
          <Select
            label="Type"
            options={TYPE_OPTIONS}
            value={type}
            onChange={(event) => {
              setType(event.target.value);
              setPage(1);
            }}
          />
          <Select
            label="State"
            options={STATE_OPTIONS}
            value={state}
            onChange={(event) => {
              setState(event.target.value);
              setPage(1);
            }}
          />
        </FilterGrid>
      </div>
      <ListResults
        list={list}
        what="accounts"
        countText={accountsText}
        empty={ACCOUNTS_EMPTY}
        narrowed={narrowed}
        onClearFilters={clearFilters}
        page={page}
        pageSize={DEFAULT_PAGE_SIZE}
        pagesLabel="Account pages"
        onPageChange={setPage}
      >
        {({ empty, loading }) => (
          <DataTable
            caption="Accounts"
            captionHidden
            columns={columns}
            rows={list.data?.Items ?? []}
            rowKey={(account) => account.UserId}
            rowLabel={fullName}
            sort={tableSort}
            onSortChange={({ columnId, direction }) => {
              const chosen = SORT_COLUMNS[columnId];
              if (!chosen) return;
              const order = chosen === sort.sort ? (direction === 'ascending' ? 'asc' : 'desc') : defaultOrder(chosen);
              setSort({ sort: chosen, order });
              setPage(1);
            }}
            empty={empty}
            loading={loading}
          />
        )}
      </ListResults>
      <Dialog
        open={pending !== null}
        onClose={() => (busy ? undefined : setPending(null))}
        title={dialog?.title ?? ''}
        description={dialog?.description}
        size="sm"
        footer={
          <Stack direction="row" gap={2} justify="flex-end" wrap>
            <Button variant="secondary" disabled={busy} onClick={() => setPending(null)}>
              Cancel
            </Button>
            <Button variant={dialog?.danger ? 'danger' : 'primary'} loading={busy} onClick={() => void run()}>
              {dialog?.confirm ?? ''}
            </Button>
          </Stack>
        }
      />
    </Stack>
  );
}

// ---------------------------------------------------------------------------------------------
// The audit log
// ---------------------------------------------------------------------------------------------

const ACTION_OPTIONS = withAny(
  'Any action',
  AUDIT_ACTIONS.map((action) => ({ value: action, label: AUDIT_ACTION_LABELS[action] })),
);

const AUDIT_EMPTY: ListEmptyTexts = {
  none: { title: 'Nothing recorded yet', description: 'Sign-ins, locks and other security events appear here.' },
  noMatch: { title: 'No entries match', description: 'No entry of the audit log matches these filters.' },
};

const entriesText = (count: number) => (count === 1 ? '1 entry' : `${count.toLocaleString('en-US')} entries`);

/** Where the person is (the days are theirs), or the log's default zone. */
function viewerZone(): string {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return isTimeZone(zone) ? zone : AUDIT_LOG_LIMITS.defaultTimeZone;
}

const AUDIT_COLUMNS: DataTableColumn<AuditEntry>[] = [
  {
    id: 'at',
    header: 'Time',
    cell: (entry) => <time dateTime={entry.At}>{formatMoment(entry.At)}</time>,
  },
  { id: 'action', header: 'Action', cell: (entry) => auditActionLabel(entry.Action) },
  { id: 'actor', header: 'By', cell: (entry) => entry.ActorName || '—' },
  { id: 'subject', header: 'Account', cell: (entry) => entry.SubjectName || '—' },
  { id: 'detail', header: 'Detail', cell: (entry) => auditDetailText(entry.Detail) || '—' },
  { id: 'ip', header: 'IP address', cell: (entry) => entry.Ip || '—' },
];

function AuditLogTab() {
  const zone = useMemo(() => viewerZone(), []);
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [action, setAction] = useState('');
  const [q, setQ] = useState('');
  const [page, setPage] = useState(1);
  const filters = useMemo<AuditLogQuery>(
    () => ({
      timeZone: zone,
      ...(from ? { from } : {}),
      ...(to ? { to } : {}),
      ...(action ? { action } : {}),
      ...(q ? { q } : {}),
    }),
    [zone, from, to, action, q],
  );
  const query = useMemo<AuditLogQuery>(() => ({ ...filters, page, pageSize: DEFAULT_PAGE_SIZE }), [filters, page]);
  const log = useApiQuery(listAuditLog, { query }, { keepPreviousData: true });
  const narrowed = Boolean(from || to || action || q);
  const clearFilters = () => {
    setFrom('');
    setTo('');
    setAction('');
    setQ('');
    setPage(1);
  };

  return (
    <Stack gap={4}>
      <Stack direction="row" gap={3} wrap align="flex-end" justify="space-between">
        <Text tone="muted">Newest first; days and times in {zone}.</Text>
        <ExportCsv call={exportAuditLog} query={filters} fileStem="audit-log" />
      </Stack>
      <div role="search" aria-label="Audit log">
        <FilterGrid>
          <DateFilter
            label="From"
            value={from}
            onChange={(value) => {
              setFrom(value);
              setPage(1);
            }}
          />
          <DateFilter
            label="To"
            value={to}
            onChange={(value) => {
              setTo(value);
              setPage(1);
            }}
          />
          <Select
            label="Action"
            options={ACTION_OPTIONS}
            value={action}
            onChange={(event) => {
              setAction(event.target.value);
              setPage(1);
            }}
          />
          <SearchBox
            label="Person"
            hint="Any part of the name of who did it or of the account"
            value={q}
            onSearch={(text) => {
              setQ(text.trim());
              setPage(1);
            }}
          />
        </FilterGrid>
      </div>
      <ListResults
        list={log}
        what="entries"
        countText={entriesText}
        empty={AUDIT_EMPTY}
        narrowed={narrowed}
        onClearFilters={clearFilters}
        page={page}
        pageSize={DEFAULT_PAGE_SIZE}
        pagesLabel="Audit log pages"
        onPageChange={setPage}
      >
        {({ empty, loading }) => (
          <DataTable
            caption="Audit log"
            captionHidden
            columns={AUDIT_COLUMNS}
            rows={log.data?.Items ?? []}
            rowKey={(entry) => String(entry.Id)}
            empty={empty}
            loading={loading}
          />
        )}
      </ListResults>
    </Stack>
  );
}
