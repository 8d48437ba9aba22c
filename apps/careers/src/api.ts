// The careers site's one client of the agency's API (@agency/api-client as published). Every call it makes is
// anonymous: no session is ever stored (memory storage), the tenant hint names the agency.
import {
  createApiClient,
  createMemoryStorage,
  isApiError,
  type ApiClient,
  type ApiClientConfig,
} from '@agency/api-client';
import { createDeferredApiClient, type DeferredApiClient } from '@agency/api-client/deferred';
import {
  applyToJob,
  uploadCareerResume,
  type CareerApplicationPayload,
  type CareerApplicationResult,
} from '@agency/api-client/contract';

export interface CareersApiConfig {
  /** The API's address: the agency's API on the server, the site's own origin (proxied) in the browser. */
  apiUrl: string;
  /** The agency's tenant slug. */
  tenant: string;
}

const clientConfig = ({ apiUrl, tenant }: CareersApiConfig): ApiClientConfig => ({
  identityUrl: apiUrl,
  apiUrl,
  clientId: 'careers',
  defaultTenant: tenant,
  host: '',
  storage: createMemoryStorage(),
  broadcastChannel: null,
  onLogout: () => undefined,
});

/** The server's client (the pages' data): the whole client at once. */
export function createCareersClient(config: CareersApiConfig): ApiClient {
  return createApiClient(clientConfig(config));
}

/**
 * The browser's client: the same calls, its engine (the transport and the rest of the client) loaded on the first
 * call or by `load()`, so the application page's first load does not carry it.
 */
export function createBrowserCareersClient(config: CareersApiConfig): DeferredApiClient {
  return createDeferredApiClient(clientConfig(config));
}

export type ApplicationValues = Omit<CareerApplicationPayload, 'ResumeToken'>;

/** Sends an application: the resume, then the application naming it, with the upload's progress in percent. */
export type SendApplication = (
  jobId: number,
  values: ApplicationValues,
  resume: File,
  onProgress: (percent: number) => void,
) => Promise<CareerApplicationResult>;

/**
 * The browser's way to apply. A resume already stored for this very file is not sent again when only the
 * application failed (a dropped connection, a field the server refused).
 */
export function applicationSender(client: ApiClient): SendApplication {
  let stored: { file: File; token: string } | undefined;
  return async (jobId, values, resume, onProgress) => {
    if (stored?.file !== resume) {
      const { data } = await client.call(uploadCareerResume, {
        query: { fileName: resume.name },
        body: resume,
        onUploadProgress: (loaded, total) => onProgress(total > 0 ? Math.round((loaded / total) * 100) : 100),
      });
      stored = { file: resume, token: data.ResumeToken };
    }
    try {
      const { data } = await client.call(applyToJob, {
        params: { id: jobId },
        body: { ...values, ResumeToken: stored.token },
      });
      return data;
    } catch (error) {
      // An expired or refused upload is chosen again, not reused.
      if (isApiError(error) && error.code === 'resume_token_invalid') stored = undefined;
      throw error;
    }
  };
}
