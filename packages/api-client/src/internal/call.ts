import { pathOf } from '../contract/common';
import type { ApiCall } from '../call';
import type { AuthEngine } from './auth';

/** The query string of a call: undefined values are left out, the others sent as text. */
function queryOf(query: unknown): Record<string, string> | undefined {
  if (query === undefined || query === null) return undefined;
  const entries = Object.entries(query as Record<string, unknown>).filter(([, value]) => value !== undefined);
  return Object.fromEntries(entries.map(([key, value]) => [key, String(value)]));
}

/**
 * Anonymous calls name their agency with the tenant hint `old`, as the token request does (SPEC §7): on a
 * host without a tenant label (localhost, an IP address) the server would otherwise fall back to its default.
 */
export function createApiCall(apiUrl: string, engine: AuthEngine): ApiCall {
  return async (descriptor, ...[input]) => {
    const query = descriptor.anonymous ? { ...queryOf(input?.query), old: engine.tenant } : queryOf(input?.query);
    return engine.send(
      {
        method: descriptor.method,
        url: apiUrl + pathOf(descriptor, input?.params as Record<string, string | number> | undefined),
        ...(query ? { query } : {}),
        ...(input?.body instanceof Blob
          ? { binary: input.body }
          : input?.body !== undefined
            ? { json: input.body }
            : {}),
        ...(input?.headers ? { headers: input.headers } : {}),
        ...(input?.signal ? { signal: input.signal } : {}),
        ...(input?.onUploadProgress ? { onUploadProgress: input.onUploadProgress } : {}),
        responseType: descriptor.responseType,
      },
      !descriptor.anonymous,
    );
  };
}
