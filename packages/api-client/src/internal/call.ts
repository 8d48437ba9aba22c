import { ANONYMOUS_API_PATHS, API_METHODS, API_PATHS, type ApiContract, type ApiPathName } from '../contract';
import type { AuthEngine } from './auth';
import type { FullResponse } from '../types';

export interface CallOptions<N extends ApiPathName> {
  json?: ApiContract[N]['body'];
  query?: Record<string, string>;
  /** Appended to the path (e.g. `/{email}` of the registration lookup), already encoded. */
  pathSuffix?: string;
  responseType?: 'json' | 'text';
}

export type ApiCall = <N extends ApiPathName>(
  name: N,
  options?: CallOptions<N>,
) => Promise<FullResponse<ApiContract[N]['response']>>;

/** Calls an API path of the contract with its method; Bearer unless the contract lists it as anonymous. */
export function createApiCall(apiUrl: string, engine: AuthEngine): ApiCall {
  return (name, options = {}) =>
    engine.send(
      {
        method: API_METHODS[name],
        url: apiUrl + API_PATHS[name] + (options.pathSuffix ?? ''),
        ...(options.query ? { query: options.query } : {}),
        ...(options.json !== undefined ? { json: options.json } : {}),
        responseType: options.responseType ?? 'json',
      },
      !ANONYMOUS_API_PATHS.includes(name),
    );
}
