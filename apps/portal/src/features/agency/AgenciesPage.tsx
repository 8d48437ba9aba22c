import { useState } from 'react';
import { AgencySettingsForm, NewAgencyForm } from '@agency/forms';
import { agencyLogoRefusal, type AgencySettingsValues, type NewAgencyValues } from '@agency/forms/schemas';
import {
  Alert,
  Badge,
  Button,
  Card,
  DataTable,
  DescriptionList,
  Dialog,
  ErrorState,
  FileDrop,
  Link,
  LoadingState,
  Stack,
  Text,
  useToast,
  VisuallyHidden,
  type DataTableColumn,
  formatPhone,
} from '@agency/ui';
import { isApiError } from '@agency/api-client';
import {
  AGENCY_LOGO_MAX_BYTES,
  AGENCY_TIME_ZONES,
  PLATFORM_AGENCY_STATUS_LABELS,
  createPlatformAgency,
  deleteAgencyLogo,
  getAgencySettings,
  listPlatformAgencies,
  resumePlatformAgency,
  suspendPlatformAgency,
  updateAgencySettings,
  uploadAgencyLogo,
  type AgencySettings,
  type PlatformAgency,
} from '@agency/api-client/contract';
import { useApiClient, useApiQuery } from '@agency/api-client/swr';
import { RoutePageHeader } from '../../routing/RoutePageHeader';
import { useBranding } from '../../session/Branding';
import { usePortal } from '../../session/PortalContext';
import { messageFor } from '../../session/errors';
import { RouterLink } from '../../shared/RouterLink';
import { MESSAGES } from '../../shared/messages';
import { useSaveForm } from '../../shared/useSaveForm';

/** The logo's files: by type and by extension (a picked file's type may be empty). */
const LOGO_ACCEPT = 'image/png,image/jpeg,image/svg+xml,.png,.jpg,.jpeg,.svg';

const timeZoneLabel = (value: string) => AGENCY_TIME_ZONES.find((zone) => zone.Value === value)?.Label ?? value;

/** "Jan 19, 2026" in the browser's time zone. */
const formatDay = (iso: string) => new Date(iso).toLocaleDateString('en-US', { dateStyle: 'medium' });

/** The message of a failed call: the server's own words when it answered with one, else `fallback`. */
function failure(error: unknown, fallback: string): string | null {
  return messageFor(error, isApiError(error) && error.message ? error.message : fallback, MESSAGES.serverError);
}

/**
 * Management → Agencies (docs/agencies.md). Every staff member sees the agency's details; those who may change
 * them (`agency.settings`: admins, and the agency's owner whatever their roles) edit its time zone, brand
 * colors (refused below WCAG AA contrast) and the logo, which the sign-in screens of the agency's host show.
 * The name, contact details, recruitment mailbox and mail server are the agency profile's: shown here, changed
 * on Agency Profile (the owner's), one screen for each fact. Platform operators (made by the CLI only) also
 * see every agency: they add one with its first owner, and suspend and resume agencies.
 */
export function AgenciesPage() {
  const settings = useApiQuery(getAgencySettings, undefined, { revalidateOnFocus: false });
  const data = settings.data;
  return (
    <Stack gap={5}>
      <RoutePageHeader description="The agency's details and look: what staff see, and what the sign-in screens show." />
      {settings.error ? (
        <ErrorState what="agency settings" onRetry={() => void settings.mutate()} />
      ) : !data ? (
        <LoadingState label="Loading the agency's settings" />
      ) : (
        <>
          {data.CanEdit ? (
            <EditableSettings settings={data} onChange={(next) => void settings.mutate(next, { revalidate: false })} />
          ) : (
            <ReadOnlySettings settings={data} />
          )}
          {data.Operator ? <AllAgencies /> : null}
        </>
      )}
    </Stack>
  );
}

// ---------------------------------------------------------------------------------------------
// The agency's own settings
// ---------------------------------------------------------------------------------------------

function colorText(value: string) {
  return value ? value : "The portal's own";
}

function addressText(settings: AgencySettings) {
  const cityLine = [settings.City, [settings.State, settings.ZipCode].filter(Boolean).join(' ')]
    .filter(Boolean)
    .join(', ');
  return [settings.Address1, settings.Address2, cityLine].filter(Boolean).join('\n') || 'Not given';
}

function LogoImage({ settings }: { settings: AgencySettings }) {
  const { config } = usePortal();
  if (!settings.LogoUrl) return <Text tone="muted">No logo yet: the sign-in screens show the agency&apos;s name.</Text>;
  // The logo's address is relative to the API's base URL ('' = this origin).
  const src = `${config.apiUrl.replace(/\/$/, '')}${settings.LogoUrl}`;
  return <img src={src} alt={`${settings.Name} logo`} style={{ height: '3rem', width: 'auto', maxWidth: '12rem' }} />;
}

/** The agency profile's facts (Agency Profile edits them, the owner's: one screen for each fact). */
function profileItems(settings: AgencySettings) {
  return [
    { term: 'Agency Name', description: settings.Name },
    { term: 'Host Label', description: settings.Slug },
    { term: 'Phone', description: formatPhone(settings.Phone) || 'Not given' },
    { term: 'Address', description: <span style={{ whiteSpace: 'pre-line' }}>{addressText(settings)}</span> },
    { term: 'Recruitment Email', description: settings.RecruitmentEmail || 'Not given' },
  ];
}

/**
 * Those who change the settings: the agency profile as it is, and where it is changed (Agency Profile, the
 * owner's screen, also holds the agency's mail server).
 */
function ProfileCard({ settings }: { settings: AgencySettings }) {
  return (
    <Card title="Agency profile">
      <Stack gap={4}>
        <DescriptionList items={profileItems(settings)} />
        {settings.Owner ? (
          <Text>
            The name, contact details, recruitment mailbox and mail server are changed on{' '}
            <Link as={RouterLink} to="/agency-profile">
              Agency Profile
            </Link>
            .
          </Text>
        ) : (
          <Text tone="muted">
            The agency owner changes the name, contact details, recruitment mailbox and mail server on Agency Profile,
            in their user menu.
          </Text>
        )}
      </Stack>
    </Card>
  );
}

/** Everyone else: the agency's details as they are. */
function ReadOnlySettings({ settings }: { settings: AgencySettings }) {
  return (
    <Card title={settings.Name}>
      <Stack gap={4}>
        <Text tone="muted">Only the agency owner or an admin can change these settings.</Text>
        <LogoImage settings={settings} />
        <DescriptionList
          items={[
            ...profileItems(settings),
            { term: 'Time Zone', description: timeZoneLabel(settings.TimeZone) },
            { term: 'Primary Color', description: colorText(settings.BrandPrimary) },
            { term: 'Accent Color', description: colorText(settings.BrandAccent) },
          ]}
        />
      </Stack>
    </Card>
  );
}

/** Admins and the owner: the profile as it is (changed on Agency Profile), the settings form, the logo. */
function EditableSettings({
  settings,
  onChange,
}: {
  settings: AgencySettings;
  onChange: (next: AgencySettings) => void;
}) {
  const client = useApiClient();
  const { refresh } = useBranding();
  const { submit, serverErrors } = useSaveForm(
    async (values: AgencySettingsValues) => {
      const { data } = await client.call(updateAgencySettings, { body: values });
      onChange(data);
      // The portal's colors and the sign-in screens' name follow at once.
      refresh();
    },
    { success: "The agency's settings have been saved.", failure: "The agency's settings could not be saved." },
  );

  return (
    <>
      <ProfileCard settings={settings} />
      <Card title="Agency settings">
        <Stack maxWidth="narrow">
          <Text tone="muted">The agency&apos;s time zone and brand colors.</Text>
          <AgencySettingsForm
            defaultValues={settings}
            serverErrors={serverErrors}
            onSubmit={submit}
            aria-label="Agency settings"
          />
        </Stack>
      </Card>
      <LogoCard settings={settings} onChange={onChange} />
    </>
  );
}

function LogoCard({ settings, onChange }: { settings: AgencySettings; onChange: (next: AgencySettings) => void }) {
  const client = useApiClient();
  const toast = useToast();
  const { refresh } = useBranding();
  const [files, setFiles] = useState<File[]>([]);
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState<'upload' | 'remove' | null>(null);

  const done = (next: AgencySettings, message: string) => {
    onChange(next);
    refresh();
    toast.success(message);
  };

  const upload = async () => {
    const file = files[0];
    if (!file) return;
    const refusal = agencyLogoRefusal(file);
    if (refusal) {
      setError(refusal);
      return;
    }
    setBusy('upload');
    try {
      const { data } = await client.call(uploadAgencyLogo, { body: file });
      setFiles([]);
      done(data, 'The logo has been saved.');
    } catch (caught) {
      const message = failure(caught, 'The logo could not be saved.');
      if (message) setError(message);
    } finally {
      setBusy(null);
    }
  };

  const remove = async () => {
    setBusy('remove');
    try {
      const { data } = await client.call(deleteAgencyLogo);
      done(data, 'The logo has been removed.');
    } catch (caught) {
      const message = failure(caught, 'The logo could not be removed.');
      if (message) toast.error(message);
    } finally {
      setBusy(null);
    }
  };

  return (
    <Card title="Logo">
      <Stack gap={4} maxWidth="narrow">
        <Text tone="muted">
          Shown with the agency&apos;s name on the sign-in screens. PNG, JPEG or a plain SVG (no scripts or links), at
          most 1 MB.
        </Text>
        <LogoImage settings={settings} />
        <FileDrop
          label={settings.LogoUrl ? 'Replace the logo' : 'Logo'}
          accept={LOGO_ACCEPT}
          acceptLabel="PNG, JPEG or SVG"
          maxSize={AGENCY_LOGO_MAX_BYTES}
          files={files}
          onFilesChange={(next) => {
            setFiles(next);
            setError(undefined);
          }}
          error={error}
          disabled={busy !== null}
        />
        <Stack direction="row" gap={2} wrap>
          <Button
            onClick={() => void upload()}
            loading={busy === 'upload'}
            disabled={files.length === 0 || busy !== null}
          >
            Upload logo
          </Button>
          {settings.LogoUrl ? (
            <Button
              variant="secondary"
              onClick={() => void remove()}
              loading={busy === 'remove'}
              disabled={busy !== null}
            >
              Remove logo
            </Button>
          ) : null}
        </Stack>
      </Stack>
    </Card>
  );
}

// ---------------------------------------------------------------------------------------------
// All agencies (platform operators)
// ---------------------------------------------------------------------------------------------

type Pending = { action: 'suspend' | 'resume'; agency: PlatformAgency };

function AllAgencies() {
  const client = useApiClient();
  const toast = useToast();
  const list = useApiQuery(listPlatformAgencies, undefined, { revalidateOnFocus: false });
  const [adding, setAdding] = useState(false);
  const [addErrors, setAddErrors] = useState<Record<string, string>>();
  const [pending, setPending] = useState<Pending | null>(null);
  const [busy, setBusy] = useState(false);

  const add = async (values: NewAgencyValues) => {
    try {
      const { data } = await client.call(createPlatformAgency, { body: values });
      setAdding(false);
      setAddErrors(undefined);
      toast.success(
        data.Invited
          ? `${data.Agency.Name} has been added. ${values.OwnerEmail} has been e-mailed how to sign in.`
          : `${data.Agency.Name} has been added, but the owner's e-mail could not be sent.`,
      );
      await list.mutate();
    } catch (error) {
      if (isApiError(error) && error.errors) setAddErrors({ ...error.errors });
      const message = failure(error, 'The agency could not be added.');
      if (message) toast.error(message);
    }
  };

  const run = async () => {
    if (!pending) return;
    setBusy(true);
    const call = pending.action === 'suspend' ? suspendPlatformAgency : resumePlatformAgency;
    try {
      const { data } = await client.call(call, { params: { id: pending.agency.AgencyId } });
      toast.success(
        data.Status === 'suspended' ? `${data.Name} has been suspended.` : `${data.Name} has been resumed.`,
      );
      setPending(null);
      await list.mutate((agencies) => agencies?.map((agency) => (agency.AgencyId === data.AgencyId ? data : agency)), {
        revalidate: false,
      });
    } catch (error) {
      const message = failure(error, 'The change could not be made. Try again.');
      if (message) toast.error(message);
    } finally {
      setBusy(false);
    }
  };

  const columns: DataTableColumn<PlatformAgency>[] = [
    {
      id: 'name',
      header: 'Agency',
      cell: (agency) => (
        <Stack direction="row" gap={1} wrap align="center">
          <Text as="span" weight="semibold">
            {agency.Name}
          </Text>
          {agency.Own ? <Badge tone="info">Yours</Badge> : null}
        </Stack>
      ),
    },
    { id: 'slug', header: 'Host Label', cell: (agency) => agency.Slug },
    {
      id: 'owner',
      header: 'Owner',
      cell: (agency) =>
        agency.OwnerName ? (
          <Stack gap={0}>
            <span>{agency.OwnerName}</span>
            <Text as="span" size="sm" tone="muted">
              {agency.OwnerEmail}
            </Text>
          </Stack>
        ) : (
          'None'
        ),
    },
    { id: 'users', header: 'Users', align: 'end', cell: (agency) => agency.Users.toLocaleString('en-US') },
    {
      id: 'status',
      header: 'Status',
      cell: (agency) => (
        <Badge tone={agency.Status === 'active' ? 'success' : 'danger'}>
          {PLATFORM_AGENCY_STATUS_LABELS[agency.Status]}
        </Badge>
      ),
    },
    { id: 'created', header: 'Created', cell: (agency) => formatDay(agency.CreatedAt) },
    {
      id: 'actions',
      header: 'Actions',
      align: 'end',
      cell: (agency) =>
        agency.Status === 'suspended' ? (
          <Button size="sm" variant="secondary" onClick={() => setPending({ action: 'resume', agency })}>
            Resume<VisuallyHidden> {agency.Name}</VisuallyHidden>
          </Button>
        ) : agency.Own ? (
          <Text as="span" size="sm" tone="muted">
            Your agency
          </Text>
        ) : (
          <Button size="sm" variant="secondary" onClick={() => setPending({ action: 'suspend', agency })}>
            Suspend<VisuallyHidden> {agency.Name}</VisuallyHidden>
          </Button>
        ),
    },
  ];

  const suspending = pending?.action === 'suspend';
  return (
    <Card title="All agencies">
      <Stack gap={4}>
        <Stack direction="row" gap={3} wrap align="center" justify="space-between">
          <Text tone="muted">
            Every agency of the platform. Suspending one stops its users from signing in and ends their sessions;
            nothing is deleted.
          </Text>
          <Button onClick={() => setAdding(true)}>Add agency</Button>
        </Stack>
        {list.error ? (
          <ErrorState what="agencies" onRetry={() => void list.mutate()} />
        ) : (
          <DataTable
            caption="All agencies"
            captionHidden
            columns={columns}
            rows={list.data ?? []}
            rowKey={(agency) => String(agency.AgencyId)}
            loading={!list.data}
          />
        )}
      </Stack>
      <Dialog
        open={adding}
        onClose={() => setAdding(false)}
        title="Add agency"
        description="The agency and its first owner, who is e-mailed a one-time password to sign in with."
        size="md"
      >
        {adding ? (
          <NewAgencyForm
            onSubmit={add}
            serverErrors={addErrors}
            aria-label="Add agency"
            secondaryAction={
              <Button variant="secondary" onClick={() => setAdding(false)}>
                Cancel
              </Button>
            }
          />
        ) : null}
      </Dialog>
      <Dialog
        open={pending !== null}
        onClose={() => (busy ? undefined : setPending(null))}
        title={pending ? `${suspending ? 'Suspend' : 'Resume'} ${pending.agency.Name}?` : ''}
        description={
          pending
            ? suspending
              ? `Its ${pending.agency.Users.toLocaleString('en-US')} users cannot sign in, and whoever is signed in is signed out at once. Nothing is deleted: you can resume it at any time.`
              : 'Its users can sign in again.'
            : undefined
        }
        size="sm"
        footer={
          <Stack direction="row" gap={2} justify="flex-end" wrap>
            <Button variant="secondary" disabled={busy} onClick={() => setPending(null)}>
              Cancel
            </Button>
            <Button variant={suspending ? 'danger' : 'primary'} loading={busy} onClick={() => void run()}>
              {suspending ? 'Suspend agency' : 'Resume agency'}
            </Button>
          </Stack>
        }
      >
        {suspending ? (
          <Alert tone="warning" title="Its users are told the agency is suspended">
            They are asked to contact support when they try to sign in.
          </Alert>
        ) : null}
      </Dialog>
    </Card>
  );
}
