import { Card, Stack, Text } from '@agency/ui';
import {
  deleteUserMailConfiguration,
  getUserMailConfiguration,
  saveUserMailConfiguration,
  testUserMailConfiguration,
} from '@agency/api-client/contract';
import { RoutePageHeader } from '../../routing/RoutePageHeader';
import { MailServerPanel, type MailServerCalls } from '../../shared/MailServerPanel';

const CALLS: MailServerCalls = {
  get: getUserMailConfiguration,
  save: saveUserMailConfiguration,
  remove: deleteUserMailConfiguration,
  test: testUserMailConfiguration,
};

/** User Mail Configuration: the user's own SMTP server, or the agency's when they have none. */
export function UserMailConfigurationPage() {
  return (
    <Stack gap={5}>
      <RoutePageHeader />
      <Card title="Your mail server">
        <Stack maxWidth="narrow">
          <Text tone="muted">
            Send your e-mail to applicants through your own mailbox (Microsoft 365, Google Workspace or any SMTP
            server), so replies and sent items stay in it. Without one, the agency&apos;s server is used.
          </Text>
          <MailServerPanel calls={CALLS} owner="user" />
        </Stack>
      </Card>
    </Stack>
  );
}
