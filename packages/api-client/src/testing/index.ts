// Public API of @agency/api-client/testing: MSW handlers, fixtures and a test client. msw is an optional peer.

export {
  createHandlers,
  handle,
  handlers,
  defaultHandlers,
  successHandlers,
  apiErrorBody,
  TEST_URLS,
} from './handlers';
export type { Handlers, HandlerUrls, ApiCallHandlers, ApiErrorHandlers, CallResolver, TokenHandlers } from './handlers';
export { DEFAULT_ANSWERS, fixtures } from './fixtures';
export { createTestAccessToken, createTestTokenResponse } from './tokens';
export type { TestAccessTokenOptions, TestTokenResponseOptions } from './tokens';
export { createTestClient } from './createTestClient';
export type { TestClient, TestClientOptions } from './createTestClient';
