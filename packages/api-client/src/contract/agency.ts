/** The signed-in user's agency: read it, whether one owns it, update it (owner only). */
import { defineCall } from './common';

/** The agency, as `getAgencyByUserId` answers. */
export interface Agency {
  AgencyId: number;
  Slug: string;
  Name: string;
  Email: string;
  Phone: string;
  Website: string;
  Address1: string;
  Address2: string;
  City: string;
  State: string;
  ZipCode: string;
  /** Mailbox applicants send a resume to when sign-up is difficult. */
  RecruitmentEmail: string;
}

/** The body of `updateAgency`: the agency model. */
export type UpdateAgencyPayload = Omit<Agency, 'AgencyId' | 'Slug'>;

export const getAgencyByUserId = defineCall<{ response: Agency }>()({
  method: 'GET',
  path: '/api/agency/get-agency-by-userid',
});

export const isAgencyOwner = defineCall<{ response: boolean }>()({
  method: 'GET',
  path: '/api/agency/is-agency-owner',
});

/** Owner only. Text response. */
export const updateAgency = defineCall<{ body: UpdateAgencyPayload; response: string }>()({
  method: 'PUT',
  path: '/api/agency/update-agency',
  responseType: 'text',
});

/** The calls of this area, by name (`contract/index.ts` spreads them into `API_CALLS`). */
export const agencyCalls = { getAgencyByUserId, isAgencyOwner, updateAgency } as const;
