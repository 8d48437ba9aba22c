import { ACCOUNT_LOCKED_MESSAGE, AGENCY_SUSPENDED_MESSAGE } from '@agency/api-client/contract';
import { MESSAGES } from './messages';

describe('the messages the login screen shows as the server words them', () => {
  it('are the contract’s own words', () => {
    expect(MESSAGES.accountLocked).toBe(ACCOUNT_LOCKED_MESSAGE);
    expect(MESSAGES.agencySuspended).toBe(AGENCY_SUSPENDED_MESSAGE);
  });
});
