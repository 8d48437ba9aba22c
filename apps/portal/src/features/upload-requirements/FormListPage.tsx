import { useEffect, useRef, useState } from 'react';
import {
  Badge,
  Button,
  Card,
  DataTable,
  Dialog,
  ErrorState,
  Link,
  LoadingState,
  Stack,
  Text,
  useToast,
  type DataTableColumn,
  formatDate,
} from '@agency/ui';
import { isApiError } from '@agency/api-client';
import {
  createUploadRequirementItem,
  disciplineRuleText,
  getFormsCatalogue,
  onboardingForm,
  reorderUploadRequirementItems,
  updateFormRequirement,
  updateUploadRequirementItem,
  type CatalogueAgencyDocument,
  type CatalogueUploadRequirement,
  type FormRequirement,
  type FormsCatalogue,
  type OnboardingOpensAt,
  type UploadRequirementItemPayload,
} from '@agency/api-client/contract';
import { useApiClient, useApiQuery } from '@agency/api-client/swr';
import { RoutePageHeader } from '../../routing/RoutePageHeader';
import { RouterLink } from '../../shared/RouterLink';
import { MESSAGES } from '../../shared/messages';
import { messageFor } from '../../session/errors';
import { ActiveBadge } from '../../shared/ActiveBadge';
import { FormRequirementDialog, UploadRequirementDialog } from './FormListEditors';

/** Where the Agreement and the Terms & Conditions are written and published (their versioned editor). */
export const AGENCY_DOCUMENTS_PATH = '/agency-documents';

const OPENS: Readonly<Record<OnboardingOpensAt, string>> = {
  start: 'At once',
  offer: 'After a job offer',
  'accepted-offer': 'After an accepted offer',
};

/** The UTC day of an ISO moment: "01/10/2026". */
const day = (iso: string | null) => (iso ? formatDate(iso.slice(0, 10)) : '');

/** What the screen is editing: a form's rule, a requirement (null: a new one), a requirement to deactivate. */
type Editing =
  | { kind: 'form'; form: FormRequirement }
  | { kind: 'item'; item: CatalogueUploadRequirement | null }
  | { kind: 'deactivate'; item: CatalogueUploadRequirement }
  | null;

/** Everything of a requirement but its Key: the body of an update. */
const payloadOf = ({ Key: _key, ...payload }: CatalogueUploadRequirement): UploadRequirementItemPayload => payload;

/**
 * Forms (Lists and Reports): the agency's onboarding catalogue. Which forms of the applicant area each
 * discipline completes, the upload requirements (added, edited, reordered, deactivated: never deleted), and
 * the Agreement and Terms & Conditions' published versions (written at /agency-documents). Every staff member
 * reads it; the agency owner and admins (the server's `CanEdit`) see the edit controls.
 */
export function FormListPage() {
  const catalogue = useApiQuery(getFormsCatalogue, undefined, { revalidateOnFocus: false });
  let body;
  if (catalogue.error && !catalogue.data)
    body = <ErrorState what="forms catalogue" onRetry={() => void catalogue.mutate()} />;
  else if (!catalogue.data) body = <LoadingState label="Loading the forms catalogue" />;
  else
    body = <Catalogue catalogue={catalogue.data} onChange={(next) => catalogue.mutate(next, { revalidate: false })} />;
  return (
    <Stack gap={5}>
      <RoutePageHeader description="What applicants complete during onboarding: the forms each discipline fills in, the documents they upload, and the texts they sign." />
      {body}
    </Stack>
  );
}

function Catalogue({
  catalogue,
  onChange,
}: {
  catalogue: FormsCatalogue;
  onChange: (catalogue: FormsCatalogue) => unknown;
}) {
  const client = useApiClient();
  const toast = useToast();
  const [editing, setEditing] = useState<Editing>(null);
  const [busy, setBusy] = useState<string | null>(null);
  // The control to focus once the list has moved (a requirement moved up or down keeps the focus).
  const focusAfter = useRef<string | null>(null);
  const canEdit = catalogue.CanEdit;
  const items = catalogue.UploadRequirements;

  useEffect(() => {
    const id = focusAfter.current;
    if (!id || busy !== null) return;
    focusAfter.current = null;
    // The same button of the moved row; at the top or the bottom (now disabled), its other one.
    const other = id.endsWith('-up') ? id.replace(/-up$/, '-down') : id.replace(/-down$/, '-up');
    const button = [id, other]
      .map((candidate) => document.getElementById(candidate) as HTMLButtonElement | null)
      .find((element) => element && !element.disabled);
    button?.focus();
  }, [catalogue, busy]);

  const failed = (error: unknown, fallback: string) => {
    const message = messageFor(
      error,
      isApiError(error) && error.message ? error.message : fallback,
      MESSAGES.serverError,
    );
    if (message) toast.error(message);
  };

  const move = async (index: number, by: -1 | 1) => {
    const item = items[index]!;
    const keys = items.map((entry) => entry.Key);
    [keys[index], keys[index + by]] = [keys[index + by]!, keys[index]!];
    const control = `requirement-${item.Key}-${by === -1 ? 'up' : 'down'}`;
    setBusy(control);
    try {
      const { data } = await client.call(reorderUploadRequirementItems, { body: { Keys: keys } });
      focusAfter.current = control;
      await onChange(data);
      toast.success(`${item.Label}: moved to position ${index + by + 1} of ${items.length}.`);
    } catch (error) {
      failed(error, 'The new order could not be saved.');
    } finally {
      setBusy(null);
    }
  };

  const setActive = async (item: CatalogueUploadRequirement, active: boolean) => {
    setBusy(`requirement-${item.Key}-active`);
    try {
      const { data } = await client.call(updateUploadRequirementItem, {
        params: { item: item.Key },
        body: { ...payloadOf(item), Active: active },
      });
      await onChange(data);
      toast.success(active ? `${item.Label}: active again.` : `${item.Label}: deactivated.`);
      setEditing(null);
    } catch (error) {
      failed(error, `${item.Label} could not be saved.`);
    } finally {
      setBusy(null);
    }
  };

  const formColumns: DataTableColumn<FormRequirement>[] = [
    { id: 'form', header: 'Form', cell: (row) => row.Label },
    {
      id: 'required',
      header: 'Required for',
      cell: (row) => (
        <Stack direction="row" gap={2} align="center" wrap>
          <span>{disciplineRuleText(row)}</span>
          {row.Default ? null : <Badge tone="info">Changed</Badge>}
        </Stack>
      ),
    },
    { id: 'opens', header: 'Opens', cell: (row) => OPENS[onboardingForm(row.Form).opensAt] },
    {
      id: 'changed',
      header: 'Last change',
      cell: (row) => (row.UpdatedAt ? `${day(row.UpdatedAt)} by ${row.UpdatedBy ?? 'staff'}` : 'As delivered'),
    },
  ];
  if (canEdit)
    formColumns.push({
      id: 'actions',
      header: 'Actions',
      cell: (row) =>
        row.Fixed ? (
          <Text as="span" size="sm" tone="muted">
            Every applicant (the applicant record)
          </Text>
        ) : (
          <Button
            size="sm"
            variant="secondary"
            aria-label={`Change who completes ${row.Label}`}
            onClick={() => setEditing({ kind: 'form', form: row })}
          >
            Change
          </Button>
        ),
    });

  const itemColumns: DataTableColumn<CatalogueUploadRequirement>[] = [
    {
      id: 'requirement',
      header: 'Requirement',
      cell: (row) => (
        <Stack gap={1}>
          <Text as="span" weight="semibold">
            {row.Label}
          </Text>
          {row.Description ? (
            <Text as="span" size="sm" tone="muted">
              {row.Description}
            </Text>
          ) : null}
        </Stack>
      ),
    },
    { id: 'required', header: 'Required for', cell: (row) => disciplineRuleText(row) },
    {
      id: 'expires',
      header: 'Expires',
      cell: (row) => (row.HasExpiry ? 'Yes, with its date' : 'No'),
    },
    { id: 'files', header: 'Files', cell: (row) => (row.MaxFiles === null ? 'No limit' : `At most ${row.MaxFiles}`) },
    { id: 'health', header: 'Health information', cell: (row) => (row.Health ? 'Yes' : 'No') },
    { id: 'status', header: 'Status', cell: (row) => <ActiveBadge active={row.Active} /> },
  ];
  if (canEdit)
    itemColumns.push({
      id: 'actions',
      header: 'Actions',
      cell: (row) => {
        const index = items.indexOf(row);
        return (
          <Stack direction="row" gap={2} wrap>
            <Button
              size="sm"
              variant="secondary"
              aria-label={`Edit ${row.Label}`}
              onClick={() => setEditing({ kind: 'item', item: row })}
            >
              Edit
            </Button>
            <Button
              id={`requirement-${row.Key}-up`}
              size="sm"
              variant="ghost"
              aria-label={`Move ${row.Label} up`}
              disabled={index === 0 || busy !== null}
              loading={busy === `requirement-${row.Key}-up`}
              onClick={() => void move(index, -1)}
            >
              Up
            </Button>
            <Button
              id={`requirement-${row.Key}-down`}
              size="sm"
              variant="ghost"
              aria-label={`Move ${row.Label} down`}
              disabled={index === items.length - 1 || busy !== null}
              loading={busy === `requirement-${row.Key}-down`}
              onClick={() => void move(index, 1)}
            >
              Down
            </Button>
            {row.Active ? (
              <Button
                size="sm"
                variant="ghost"
                aria-label={`Deactivate ${row.Label}`}
                disabled={busy !== null}
                onClick={() => setEditing({ kind: 'deactivate', item: row })}
              >
                Deactivate
              </Button>
            ) : (
              <Button
                size="sm"
                variant="ghost"
                aria-label={`Reactivate ${row.Label}`}
                disabled={busy !== null}
                loading={busy === `requirement-${row.Key}-active`}
                onClick={() => void setActive(row, true)}
              >
                Reactivate
              </Button>
            )}
          </Stack>
        );
      },
    });

  return (
    <>
      {canEdit ? null : <Text tone="muted">You can read the catalogue; the agency owner and admins change it.</Text>}
      <Card title="Forms by discipline">
        <Stack gap={3}>
          <Text>
            The forms of the applicant area and the disciplines that complete them. A form not required of an
            applicant&apos;s discipline leaves their checklist and their count.
          </Text>
          <DataTable
            caption="Forms by discipline"
            captionHidden
            columns={formColumns}
            rows={catalogue.Forms}
            rowKey={(row) => row.Form}
          />
        </Stack>
      </Card>
      <Card
        title="Upload requirements"
        actions={
          canEdit ? (
            <Button size="sm" onClick={() => setEditing({ kind: 'item', item: null })}>
              Add requirement
            </Button>
          ) : undefined
        }
      >
        <Stack gap={3}>
          <Text>
            The documents applicants upload, in the order they see them. Applicants see the active requirements of their
            discipline. A requirement is never deleted (its files stay): deactivate it instead.
          </Text>
          <DataTable
            caption="Upload requirements"
            captionHidden
            columns={itemColumns}
            rows={items}
            rowKey={(row) => row.Key}
          />
        </Stack>
      </Card>
      <Card title="Agreement and terms">
        <Stack gap={3}>
          <Text>Applicants read, accept and sign the current published version of each text.</Text>
          <DataTable
            caption="Agreement and terms"
            captionHidden
            columns={DOCUMENT_COLUMNS}
            rows={catalogue.AgencyDocuments}
            rowKey={(row) => row.Kind}
          />
          {canEdit ? (
            <Text>
              <Link as={RouterLink} href={AGENCY_DOCUMENTS_PATH}>
                Write and publish the agreement and terms
              </Link>
            </Text>
          ) : null}
        </Stack>
      </Card>
      {editing?.kind === 'form' ? (
        <FormRequirementDialog
          form={editing.form}
          onClose={() => setEditing(null)}
          save={async (rule) => {
            const { data } = await client.call(updateFormRequirement, {
              params: { form: editing.form.Form },
              body: rule,
            });
            await onChange(data);
          }}
        />
      ) : null}
      {editing?.kind === 'item' ? (
        <UploadRequirementDialog
          item={editing.item}
          onClose={() => setEditing(null)}
          save={async (payload) => {
            const { data } = editing.item
              ? await client.call(updateUploadRequirementItem, { params: { item: editing.item.Key }, body: payload })
              : await client.call(createUploadRequirementItem, { body: payload });
            await onChange(data);
          }}
        />
      ) : null}
      {editing?.kind === 'deactivate' ? (
        <Dialog
          open
          size="sm"
          onClose={() => setEditing(null)}
          title={`Deactivate ${editing.item.Label}?`}
          description="Applicants are no longer asked for it. The files already uploaded stay with their review; you can reactivate it at any time."
          footer={
            <Stack direction="row" gap={2} justify="flex-end" wrap>
              <Button variant="secondary" onClick={() => setEditing(null)}>
                Cancel
              </Button>
              <Button
                variant="danger"
                loading={busy === `requirement-${editing.item.Key}-active`}
                onClick={() => void setActive(editing.item, false)}
              >
                Deactivate
              </Button>
            </Stack>
          }
        />
      ) : null}
    </>
  );
}

const DOCUMENT_COLUMNS: DataTableColumn<CatalogueAgencyDocument>[] = [
  { id: 'document', header: 'Text', cell: (row) => row.Label },
  { id: 'form', header: 'Signed on', cell: (row) => onboardingForm(row.Form).label },
  {
    id: 'version',
    header: 'Published version',
    cell: (row) =>
      row.Version === null
        ? 'Not published yet: applicants cannot sign it'
        : `Version ${row.Version}, published ${day(row.PublishedAt)}${row.PublishedBy ? ` by ${row.PublishedBy}` : ''}`,
  },
];
