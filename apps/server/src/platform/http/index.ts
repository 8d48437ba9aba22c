export { validateBody } from './validate-body';
export { noStore, sendText } from './reply';
export { findNulCharacter, inspectInput, MAX_INPUT_DEPTH, NUL_MESSAGE, TOO_DEEP_MESSAGE } from './nul';
export { route, setHandlerScope } from './route';
export { idParam, isId, uuidParam } from './id-param';
export { requestMeta, type RequestMeta } from './request-meta';
export { limitConnectionsPerAddress, trustedPeer } from './connection-limit';
export { csvCell, csvHeaders, csvLine } from './csv';
export {
  choices,
  containsPattern,
  listOf,
  MAX_PAGE,
  pageOf,
  SEARCH_MAX_LENGTH,
  searchOf,
  single,
  sortOf,
} from './list-query';
export {
  formatContentSecurityPolicy,
  PERMISSIONS_POLICY,
  securityHeaders,
  sendSecurityHeaders,
  STRICT_TRANSPORT_SECURITY,
  type ContentSecurityPolicy,
} from './security-headers';
export type { CallHandler, CallRequest, PreHandler } from './route';

/** E-mail addresses are stored and compared trimmed and lower-cased. */
export function normaliseEmail(value: string): string {
  return value.trim().toLowerCase();
}
