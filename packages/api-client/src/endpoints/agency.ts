import { getAgencyByUserId, isAgencyOwner, updateAgency, type Agency, type UpdateAgencyPayload } from '../contract';
import type { ApiCall } from '../call';
import type { FullResponse } from '../types';

export interface AgencyApi {
  getAgencyByUserId(): Promise<FullResponse<Agency>>;
  isAgencyOwner(): Promise<boolean>;
  /** Owner only. Text response. */
  updateAgency(payload: UpdateAgencyPayload): Promise<string>;
}

export function createAgencyApi(call: ApiCall): AgencyApi {
  return {
    getAgencyByUserId: () => call(getAgencyByUserId),
    isAgencyOwner: async () => (await call(isAgencyOwner)).data,
    updateAgency: async (body) => (await call(updateAgency, { body })).data,
  };
}
