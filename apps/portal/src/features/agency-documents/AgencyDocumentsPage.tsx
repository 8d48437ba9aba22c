import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { messages, validateValues, agencyDocumentDraftSchema } from '@agency/forms/schemas';
import {
  Button,
  Card,
  DescriptionList,
  Dialog,
  ErrorState,
  Heading,
  LoadingState,
  Markdown,
  Stack,
  Text,
  Textarea,
  TextField,
  useToast,
  formatDate,
} from '@agency/ui';
import { isApiError } from '@agency/api-client';
import {
  AGENCY_DOCUMENT_TITLE_MAX_LENGTH,
  agencyDocumentLabel,
  can,
  discardAgencyDocumentDraft,
  listAgencyDocuments,
  publishAgencyDocument,
  saveAgencyDocumentDraft,
  type AgencyDocument,
  type AgencyDocumentDraftPayload,
} from '@agency/api-client/contract';
import { useApiClient, useApiQuery, useIsAgencyOwner } from '@agency/api-client/swr';
import { RoutePageHeader } from '../../routing/RoutePageHeader';
import { messageFor } from '../../session/errors';
import { useSignedInStaff } from '../../session/useSignedInStaff';
import { MESSAGES } from '../../shared/messages';
import { useRevealProblems } from '../../shared/useRevealProblems';
import { NotAllowed } from '../../shared/NotAllowed';

/** "01/10/2026 09:00 UTC". */
const moment = (iso: string | null) => (iso ? `${formatDate(iso.slice(0, 10))} ${iso.slice(11, 16)} UTC` : '');

/** The editor and its preview: side by side on wide screens, one above the other on phones. */
const EditorGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 22rem), 1fr));
  gap: ${({ theme }) => theme.space[5]};
  align-items: start;
  min-width: 0;
`;

const Preview = styled.section`
  min-width: 0;
  padding: ${({ theme }) => theme.space[4]};
  border: 1px solid ${({ theme }) => theme.colors.borderSubtle};
  border-radius: ${({ theme }) => theme.radii.md};
`;

const MARKDOWN_HINT =
  'Markdown: "## " starts a heading, "- " or "1. " a list item, **bold**, *italic*, [link](https://…). HTML is shown as text.';

/**
 * Agreement and terms (user menu, agency owner; admins by address): the agency's Agreement and Terms &
 * Conditions as versioned Markdown. Each has its current published version, a draft to write (the editor
 * with a live preview beside it: what applicants will see), and its published history. Publishing asks every
 * applicant who signed an earlier version to sign again. The server decides who may (the owner and
 * `agency.documents`); others see the not-allowed state, and the screen asks for no document it may not read.
 */
export function AgencyDocumentsPage() {
  const { roles } = useSignedInStaff();
  // The owner may whatever their roles (the menus read the same answer).
  const owner = useIsAgencyOwner();
  const allowed = can(roles, 'agency.documents') || owner.data === true;
  const documents = useApiQuery(listAgencyDocuments, allowed ? undefined : null, { revalidateOnFocus: false });
  const refused = isApiError(documents.error) && documents.error.status === 403;
  if ((!allowed && owner.data === false) || refused)
    return <NotAllowed description="Only the agency owner or an admin can edit the agreement and terms." />;
  let body;
  if (!allowed && owner.error) body = <ErrorState what="agreement and terms" onRetry={() => void owner.mutate()} />;
  else if (!allowed) body = <LoadingState label="Checking your access" />;
  else if (documents.error) body = <ErrorState what="agreement and terms" onRetry={() => void documents.mutate()} />;
  else if (!documents.data) body = <LoadingState label="Loading the agreement and terms" />;
  else
    body = documents.data.map((document) => (
      <DocumentEditor
        key={`${document.Kind}-${document.Current?.Version ?? 0}`}
        document={document}
        onChange={(next) =>
          documents.mutate((list) => list?.map((entry) => (entry.Kind === next.Kind ? next : entry)), {
            revalidate: false,
          })
        }
      />
    ));
  return (
    <Stack gap={5}>
      <RoutePageHeader />
      <Text tone="muted">
        Applicants read, accept and sign the current version of each text during onboarding. Write a draft, check the
        preview, then publish it: everyone who signed an earlier version is asked to sign again.
      </Text>
      {body}
    </Stack>
  );
}

function DocumentEditor({
  document,
  onChange,
}: {
  document: AgencyDocument;
  onChange: (document: AgencyDocument) => unknown;
}) {
  const client = useApiClient();
  const toast = useToast();
  const label = agencyDocumentLabel(document.Kind);
  const start = document.Draft ?? document.Current;
  const [values, setValues] = useState<AgencyDocumentDraftPayload>({
    Title: start?.Title ?? label,
    Body: start?.Body ?? '',
  });
  const [tried, setTried] = useState(false);
  const reveal = useRevealProblems();
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState<null | 'save' | 'publish' | 'discard'>(null);
  const [confirming, setConfirming] = useState(false);
  const nextVersion = document.Draft?.Version ?? (document.Current?.Version ?? 0) + 1;
  const changed = values.Title !== (document.Draft?.Title ?? '') || values.Body !== (document.Draft?.Body ?? '');
  const checked = validateValues(agencyDocumentDraftSchema, values);
  const errors: Record<string, string> = { ...(checked.ok ? {} : checked.errors), ...serverErrors };
  const ids = { title: `${document.Kind}-title`, body: `${document.Kind}-body` };

  const failed = (error: unknown, fallback: string) => {
    if (isApiError(error) && error.errors) setServerErrors({ ...error.errors });
    const message = messageFor(
      error,
      isApiError(error) && error.message ? error.message : fallback,
      MESSAGES.serverError,
    );
    if (message) toast.error(message);
  };

  /** Saves the draft when the text differs from it; true when the draft is saved (or already was). */
  const save = async (): Promise<boolean> => {
    setTried(true);
    if (!checked.ok) return false;
    if (!changed && document.Draft) return true;
    try {
      const { data } = await client.call(saveAgencyDocumentDraft, { params: { kind: document.Kind }, body: values });
      await onChange(data);
      return true;
    } catch (error) {
      failed(error, `The draft of the ${label} could not be saved.`);
      return false;
    }
  };

  const onSave = async (event: FormEvent) => {
    event.preventDefault();
    if (!checked.ok) {
      setTried(true);
      return reveal(event);
    }
    setBusy('save');
    if (await save()) toast.success(`Draft of the ${label} saved (version ${nextVersion}).`);
    setBusy(null);
  };

  const publish = async () => {
    setBusy('publish');
    try {
      if (!(await save())) return;
      const { data } = await client.call(publishAgencyDocument, { params: { kind: document.Kind } });
      setConfirming(false);
      toast.success(
        `Version ${nextVersion} of the ${label} published.${data.ResignRequested > 0 ? ` ${data.ResignRequested} applicant${data.ResignRequested === 1 ? ' was' : 's were'} asked to sign again.` : ''}`,
      );
      await onChange(data);
    } catch (error) {
      failed(error, `The ${label} could not be published.`);
    } finally {
      setBusy(null);
    }
  };

  const discard = async () => {
    setBusy('discard');
    try {
      const { data } = await client.call(discardAgencyDocumentDraft, { params: { kind: document.Kind } });
      // Back to the current text.
      setValues({ Title: data.Current?.Title ?? label, Body: data.Current?.Body ?? '' });
      setServerErrors({});
      toast.success(`Draft of the ${label} discarded.`);
      await onChange(data);
    } catch (error) {
      failed(error, `The draft of the ${label} could not be discarded.`);
    } finally {
      setBusy(null);
    }
  };

  return (
    <Card title={label}>
      <Stack gap={4}>
        <DescriptionList
          items={[
            {
              term: 'Current version',
              description: document.Current
                ? `Version ${document.Current.Version}, published ${moment(document.Current.PublishedAt)} by ${document.Current.PublishedBy}`
                : 'Not published yet: applicants cannot sign it',
            },
            {
              term: 'Draft',
              description: document.Draft
                ? `Version ${document.Draft.Version}, saved ${moment(document.Draft.UpdatedAt)} by ${document.Draft.UpdatedBy}`
                : 'None: editing starts one from the current text',
            },
          ]}
        />
        <form noValidate aria-label={`Edit the ${label}`} onSubmit={(event) => void onSave(event)}>
          <Stack gap={4}>
            <TextField
              id={ids.title}
              label="Title"
              required
              maxLength={AGENCY_DOCUMENT_TITLE_MAX_LENGTH}
              value={values.Title}
              error={errors.Title}
              showError={tried || Boolean(serverErrors.Title)}
              onChange={(event) => {
                setServerErrors({});
                setValues({ ...values, Title: event.target.value });
              }}
            />
            <EditorGrid>
              <Textarea
                id={ids.body}
                label="Text"
                hint={MARKDOWN_HINT}
                required
                rows={18}
                value={values.Body}
                error={errors.Body}
                showError={tried || Boolean(serverErrors.Body)}
                onChange={(event) => {
                  setServerErrors({});
                  setValues({ ...values, Body: event.target.value });
                }}
              />
              <Preview aria-labelledby={`${document.Kind}-preview`}>
                <Stack gap={3}>
                  <Heading level={3} id={`${document.Kind}-preview`}>
                    Preview: {values.Title || label}
                  </Heading>
                  {values.Body.trim() ? (
                    <Markdown source={values.Body} />
                  ) : (
                    <Text tone="muted">{messages.agencyDocument.bodyRequired}.</Text>
                  )}
                </Stack>
              </Preview>
            </EditorGrid>
            <Stack direction="row" gap={2} wrap>
              <Button type="submit" variant="secondary" loading={busy === 'save'} disabled={busy !== null}>
                Save draft
              </Button>
              <Button
                disabled={busy !== null}
                onClick={(event) => {
                  setTried(true);
                  if (checked.ok) setConfirming(true);
                  else reveal(event);
                }}
              >
                Publish version {nextVersion}
              </Button>
              {document.Draft ? (
                <Button
                  variant="secondary"
                  loading={busy === 'discard'}
                  disabled={busy !== null}
                  onClick={() => void discard()}
                >
                  Discard draft
                </Button>
              ) : null}
            </Stack>
          </Stack>
        </form>
        {document.History.length > 0 ? (
          <Stack gap={2}>
            <Heading level={3}>Published versions</Heading>
            <DescriptionList
              items={document.History.map((version) => ({
                term: `Version ${version.Version}`,
                description: `${version.Title}, published ${moment(version.PublishedAt)} by ${version.PublishedBy}`,
              }))}
            />
          </Stack>
        ) : null}
      </Stack>
      {confirming ? (
        <Dialog
          open
          size="sm"
          onClose={() => setConfirming(false)}
          title={`Publish version ${nextVersion} of the ${label}?`}
          description="It becomes the version applicants read and sign. Everyone who signed an earlier version is asked to read and sign it again (their signed versions are kept)."
          footer={
            <Stack direction="row" gap={2} justify="flex-end" wrap>
              <Button variant="secondary" onClick={() => setConfirming(false)}>
                Cancel
              </Button>
              <Button loading={busy === 'publish'} onClick={() => void publish()}>
                Publish
              </Button>
            </Stack>
          }
        />
      ) : null}
    </Card>
  );
}
