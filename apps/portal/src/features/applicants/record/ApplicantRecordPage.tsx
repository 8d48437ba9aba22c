import { useState } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import {
  Button,
  EmptyState,
  ErrorState,
  Link,
  LoadingState,
  PageHeader,
  Stack,
  Tabs,
  Text,
  useToast,
  formatPhone,
} from '@agency/ui';
import { isApiError } from '@agency/api-client';
import {
  APPLICANT_PAGE_SIZE,
  applicantNumberText,
  assignApplicant,
  canEditApplicant,
  can,
  getApplicant,
  getApplicantByNumber,
  getApplicantWalk,
  ownsOrUnassigned,
  type Applicant,
  type ApplicantWalk,
} from '@agency/api-client/contract';
import { apiQueryKey, useApiClient, useApiQuery } from '@agency/api-client/swr';
import { useSWRConfig } from 'swr';
import { RouterLink } from '../../../shared/RouterLink';
import { MESSAGES } from '../../../shared/messages';
import { messageFor } from '../../../session/errors';
import { StatusBadge } from '../../../shared/StatusBadge';
import { ActivityTab } from './ActivityTab';
import { ChangeStatus } from './ChangeStatus';
import { DocumentsTab } from './DocumentsTab';
import { JobOrdersTab } from './JobOrdersTab';
import { MessagesTab } from './MessagesTab';
import { NotesTab } from './NotesTab';
import { OnboardingTab } from './OnboardingTab';
import { PendingCareerApplications } from './PendingCareerApplications';
import { ProfileTab } from './ProfileTab';
import { UploadReviewTab } from './UploadReviewTab';
import { numberOf, resultsPath, searchOf, walkQuery } from './query';
import { applicantName, displayName } from '../shared/staff';
import { useSignedInStaff } from '../../../session/useSignedInStaff';
import { recordPath } from '../shared/paths';
import { totalText } from '../shared/total';
import { ScheduleActions } from '../../calendar';
import { MessageActions } from '../../messaging';

const Walk = styled.nav`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => `${theme.space[2]} ${theme.space[4]}`};
`;

const Contacts = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => `${theme.space[1]} ${theme.space[4]}`};
  margin: 0;
  padding: 0;
  list-style: none;
  overflow-wrap: anywhere;
`;

/** The record's "Back to results" link and the not-found state share it. */
function NotFound({ back }: { back: string }) {
  return (
    <EmptyState
      title="Applicant not found"
      headingLevel={1}
      description="There is no applicant with this number: the address may be mistyped, or the applicant was archived."
      action={
        <Link as={RouterLink} href={back}>
          Back to the search
        </Link>
      }
    />
  );
}

/**
 * The applicant record (`/view-by-applicant/:applicantCountIndex`): the applicant of that number in the agency
 * (getApplicantByNumber: the same person whenever the address is opened). The search in the address is the
 * list it was opened from: getApplicantWalk gives its place in it and the numbers either side, so Previous and
 * Next walk that list's order. The header shows "Applicant #N", the contact links, Change Status and Assign
 * to me; the tabs hold the profile, the activity, notes, documents and onboarding.
 */
export function ApplicantRecordPage() {
  const { applicantCountIndex } = useParams();
  const [params] = useSearchParams();
  const search = searchOf(params);
  const number = numberOf(applicantCountIndex);
  const input = number === null ? null : { params: { number } };
  const found = useApiQuery(getApplicantByNumber, input);
  const walkInput = number === null ? null : { params: { number }, query: walkQuery(search) };
  const walk = useApiQuery(getApplicantWalk, walkInput);
  const back = resultsPath(search, walk.data?.Position ?? 1, APPLICANT_PAGE_SIZE);

  if (number === null) return <NotFound back={back} />;
  if (found.error)
    return isApiError(found.error) && found.error.status === 404 ? (
      <NotFound back={back} />
    ) : (
      <ErrorState what="applicant" onRetry={() => void found.mutate()} />
    );
  if (!found.data) return <LoadingState label="Loading the applicant" />;

  return (
    <Record
      applicant={found.data}
      walk={walk.data ?? null}
      search={search}
      back={back}
      ownKeys={[
        apiQueryKey(getApplicantByNumber, input ?? undefined),
        apiQueryKey(getApplicantWalk, walkInput ?? undefined),
      ]}
      onChanged={(data) => found.mutate(data, { revalidate: false })}
    />
  );
}

interface RecordProps {
  applicant: Applicant;
  /** Its place in the list of the address (null until known: the record shows without it). */
  walk: ApplicantWalk | null;
  search: URLSearchParams;
  back: string;
  /** The SWR keys of the record's and the walk's reads (not refreshed after a change: the record stays on screen). */
  ownKeys: readonly string[];
  onChanged: (applicant: Applicant) => Promise<unknown>;
}

function Record({ applicant, walk, search, back, ownKeys, onChanged }: RecordProps) {
  const client = useApiClient();
  const toast = useToast();
  const staff = useSignedInStaff();
  const { mutate } = useSWRConfig();
  const [tab, setTab] = useState('profile');
  const [assigning, setAssigning] = useState(false);
  const name = displayName(applicant);
  const owns = ownsOrUnassigned(applicant.Owner?.RecruiterId ?? null, staff.recruiterId ?? -1);
  const canEdit = canEditApplicant({ roles: staff.roles, ownsOrUnassigned: owns });

  /** The record's own reads (activity, notes, documents), the lists and the menu's counts, after a change. */
  const refreshOthers = () =>
    mutate(
      (key) =>
        typeof key === 'string' &&
        key.startsWith('/api/applicants') &&
        !ownKeys.includes(key) &&
        key !== `/api/applicants/${applicant.ApplicantId}`,
    );
  const changed = async (data: Applicant) => {
    await onChanged(data);
    await refreshOthers();
  };

  const assignToMe = async () => {
    if (staff.recruiterId === null) return;
    setAssigning(true);
    try {
      const { data } = await client.call(assignApplicant, {
        params: { id: applicant.ApplicantId },
        body: { OwnerId: staff.recruiterId },
      });
      toast.success('The applicant is now yours.');
      await changed(data);
    } catch (error) {
      const message = messageFor(
        error,
        isApiError(error) && error.message ? error.message : 'The applicant could not be assigned.',
        MESSAGES.serverError,
      );
      if (message) toast.error(message);
    } finally {
      setAssigning(false);
    }
  };

  const phoneDigits = applicant.MobilePhone.replace(/[^+0-9]/g, '');

  return (
    <Stack gap={5}>
      <Walk aria-label="Results">
        <Link as={RouterLink} href={back}>
          Back to results
        </Link>
        {walk?.Previous ? (
          <Link as={RouterLink} href={recordPath(walk.Previous, search)}>
            Previous
          </Link>
        ) : null}
        {walk?.Position ? (
          <Text as="span">
            {walk.Position} of {totalText(walk.Total, walk.TotalCapped)}
          </Text>
        ) : null}
        {walk?.Next ? (
          <Link as={RouterLink} href={recordPath(walk.Next, search)}>
            Next
          </Link>
        ) : null}
      </Walk>
      <div>
        <PageHeader
          title={name}
          description={applicantNumberText(applicant.Number)}
          actions={
            <>
              {applicant.Owner === null && staff.recruiterId !== null && can(staff.roles, 'applicants.edit-own') ? (
                <Button variant="secondary" loading={assigning} onClick={() => void assignToMe()}>
                  Assign to me
                </Button>
              ) : null}
              <ChangeStatus applicant={applicant} actor={staff} onChanged={changed} />
              <ScheduleActions applicant={{ Id: applicant.ApplicantId, Name: name }} />
              <MessageActions
                applicant={{
                  ApplicantId: applicant.ApplicantId,
                  Name: name,
                  Email: applicant.Email,
                  MobilePhone: applicant.MobilePhone,
                }}
                onSent={() => void refreshOthers()}
              />
            </>
          }
        />
        <Stack gap={2}>
          <Stack direction="row" gap={3} wrap align="center">
            <StatusBadge status={applicant.Status} since={applicant.StatusChangedAt} />
            <Text as="span">Owner: {applicant.Owner ? applicant.Owner.Name : 'Unassigned'}</Text>
            {applicant.ArchivedAt ? <Text as="span">Archived</Text> : null}
          </Stack>
          <Contacts aria-label="Contact">
            <li>
              <Link href={`mailto:${applicant.Email}`}>{applicant.Email}</Link>
            </li>
            {phoneDigits ? (
              <li>
                <Link href={`tel:${phoneDigits}`}>{formatPhone(applicant.MobilePhone)}</Link>
              </li>
            ) : null}
          </Contacts>
        </Stack>
      </div>
      <PendingCareerApplications
        key={`careers-${applicant.ApplicantId}`}
        applicantId={applicant.ApplicantId}
        canEdit={canEdit}
        onMerged={async () => {
          const { data } = await client.call(getApplicant, { params: { id: applicant.ApplicantId } });
          await changed(data);
        }}
      />
      <Tabs
        label="Applicant details"
        value={tab}
        onChange={setTab}
        tabs={[
          {
            id: 'profile',
            label: 'Profile',
            content: (
              <ProfileTab key={applicant.ApplicantId} applicant={applicant} canEdit={canEdit} onSaved={changed} />
            ),
          },
          { id: 'activity', label: 'Activity', content: <ActivityTab applicantId={applicant.ApplicantId} /> },
          {
            id: 'messages',
            label: 'Messages',
            content: <MessagesTab key={applicant.ApplicantId} applicantId={applicant.ApplicantId} />,
          },
          {
            id: 'notes',
            label: 'Notes',
            content: (
              <NotesTab
                key={applicant.ApplicantId}
                applicantId={applicant.ApplicantId}
                recruiterId={staff.recruiterId}
                canEdit={canEdit}
                onChanged={refreshOthers}
              />
            ),
          },
          {
            id: 'documents',
            label: 'Documents',
            content: (
              <DocumentsTab
                key={applicant.ApplicantId}
                applicantId={applicant.ApplicantId}
                canEdit={canEdit}
                onChanged={refreshOthers}
              />
            ),
          },
          {
            id: 'onboarding',
            label: 'Onboarding',
            content: (
              <OnboardingTab
                key={applicant.ApplicantId}
                applicantId={applicant.ApplicantId}
                ownerId={applicant.Owner?.RecruiterId ?? null}
                onChanged={refreshOthers}
              />
            ),
          },
          {
            id: 'uploads',
            label: 'Uploads',
            content: (
              <UploadReviewTab
                key={applicant.ApplicantId}
                applicantId={applicant.ApplicantId}
                onChanged={refreshOthers}
              />
            ),
          },
          {
            id: 'job-orders',
            label: 'Job orders',
            content: (
              <JobOrdersTab
                key={applicant.ApplicantId}
                applicantId={applicant.ApplicantId}
                name={applicantName(applicant)}
                canSubmit={can(staff.roles, 'submissions.edit-own')}
                onChanged={refreshOthers}
              />
            ),
          },
        ]}
      />
    </Stack>
  );
}
