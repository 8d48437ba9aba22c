import { useState, type ReactNode } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import { JobOrderForm, type JobOrderFormFacility, type JobOrderFormOwner } from '@agency/forms';
import type { JobOrderValues } from '@agency/forms/schemas';
import { ErrorState, LoadingState, useToast } from '@agency/ui';
import { isApiError } from '@agency/api-client';
import {
  MAX_PAGE_SIZE,
  can,
  getInstitution,
  listApplicantOwners,
  listInstitutions,
  type InstitutionSummary,
  type JobOrder,
} from '@agency/api-client/contract';
import { apiQueryKey, useApiClient, useApiQuery } from '@agency/api-client/swr';
import { MESSAGES } from '../../shared/messages';
import { messageFor } from '../../session/errors';
import { useSignedInStaff } from '../../session/useSignedInStaff';

/** The active facilities, by name: every page of them (a job order is placed at one). */
const FACILITIES_QUERY = { active: 'true', sort: 'name', order: 'asc', pageSize: MAX_PAGE_SIZE } as const;

function useActiveFacilities() {
  const client = useApiClient();
  // Keyed under /api/institutions, so a facility saved elsewhere refreshes it too (InstitutionEditor).
  return useSWR(`${apiQueryKey(listInstitutions, { query: FACILITIES_QUERY })}&all`, async () => {
    const items: InstitutionSummary[] = [];
    for (let page = 1; ; page += 1) {
      const { data } = await client.call(listInstitutions, { query: { ...FACILITIES_QUERY, page } });
      items.push(...data.Items);
      if (data.Items.length === 0 || items.length >= data.Total) return items;
    }
  });
}

/** Every job-order read of the session's SWR cache (lists, counts, job orders, their submissions). */
export function useRefreshJobOrders(): () => Promise<unknown> {
  const { mutate } = useSWRConfig();
  return () => mutate((key) => typeof key === 'string' && key.startsWith('/api/job-orders'));
}

export interface JobOrderEditorProps {
  /** The job order being edited (its values); none = a new one. */
  order?: JobOrder;
  /** A new job order's facility, chosen beforehand (kept only when it is one of the active facilities). */
  institutionId?: number;
  /** Sends the values (createJobOrder / updateJobOrder) and answers the saved job order. */
  save: (values: JobOrderValues) => Promise<JobOrder>;
  /** The toasts of a save. */
  texts: { success: string; failure: string };
  onSaved: (order: JobOrder) => void;
  /** Further actions beside the submit button (e.g. Cancel). */
  actions?: ReactNode;
}

/**
 * The JobOrderForm with what it offers loaded: the active facilities with their units (and the job order's
 * own facility when it is no longer active; a new one's facility chosen beforehand), the active staff as owners (and the current owner), and the
 * bill rate for those who may see it. The server's field messages land on the fields; a refusal (409, 403)
 * and the outcome are toasts.
 */
export function JobOrderEditor({ order, institutionId, save, texts, onSaved, actions }: JobOrderEditorProps) {
  const { roles } = useSignedInStaff();
  const toast = useToast();
  const refresh = useRefreshJobOrders();
  const [serverErrors, setServerErrors] = useState<Record<string, string>>();
  const facilities = useActiveFacilities();
  const owners = useApiQuery(listApplicantOwners);
  const ownFacilityListed = !order || facilities.data?.some((facility) => facility.Id === order.InstitutionId);
  // The job order's facility, when it is no longer among the active ones (its units are needed too).
  const ownFacility = useApiQuery(
    getInstitution,
    order && facilities.data && !ownFacilityListed ? { params: { id: order.InstitutionId } } : null,
  );

  if (facilities.error || owners.error || ownFacility.error)
    return (
      <ErrorState
        what="facilities and staff"
        onRetry={() => {
          void facilities.mutate();
          void owners.mutate();
          void ownFacility.mutate();
        }}
      />
    );
  if (!facilities.data || !owners.data || (!ownFacilityListed && !ownFacility.data))
    return <LoadingState label="Loading the facilities and staff" />;

  const choices: JobOrderFormFacility[] = facilities.data.map(({ Id, Name, City, State, Units }) => ({
    Id,
    Name,
    City,
    State,
    Units,
  }));
  if (ownFacility.data && !ownFacilityListed) {
    const { Id, Name, City, State, Units } = ownFacility.data;
    choices.push({ Id, Name: `${Name} (inactive)`, City, State, Units });
  }
  const staff: JobOrderFormOwner[] = owners.data.map((owner) => ({ Id: owner.RecruiterId, Name: owner.Name }));
  if (order?.Owner && !staff.some((owner) => owner.Id === order.Owner?.Id)) staff.push(order.Owner);

  const submit = async (values: JobOrderValues) => {
    try {
      const saved = await save(values);
      toast.success(texts.success);
      // The lists, the counts and the job order read before are out of date.
      void refresh();
      onSaved(saved);
    } catch (error) {
      if (isApiError(error) && error.errors) setServerErrors({ ...error.errors });
      const message = messageFor(
        error,
        isApiError(error) && error.message ? error.message : texts.failure,
        MESSAGES.serverError,
      );
      if (message) toast.error(message);
    }
  };

  return (
    <JobOrderForm
      defaultValues={
        order ??
        (choices.some((facility) => facility.Id === institutionId) ? { InstitutionId: institutionId } : undefined)
      }
      facilities={choices}
      owners={staff}
      showBillRate={can(roles, 'job-orders.bill-rates')}
      onSubmit={submit}
      serverErrors={serverErrors}
      actions={actions}
    />
  );
}
