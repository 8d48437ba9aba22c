import { Button, Card, Heading, PasswordField, Stack } from '@agency/ui';
import { useApiClient } from '@agency/api-client/swr';
import { useDocumentTitle } from '../../session/useDocumentTitle';
import { useServerForm } from '../useServerForm';

const EMPTY = { CurrentPassword: '', NewPassword: '' };

/** Change password (reference server's change-password call; its rules are the registration ones). */
export function Component() {
  useDocumentTitle('Change Password');
  const client = useApiClient();
  const form = useServerForm(EMPTY);

  const save = async (values: typeof EMPTY) => {
    await client.password.changePassword(values);
    form.setValues(EMPTY);
  };

  return (
    <Stack gap={5}>
      <Heading level={1}>Change Password</Heading>
      <Card>
        <form
          noValidate
          onSubmit={form.submit(save, 'Your password has been changed.', 'Your password could not be changed.')}
        >
          <Stack gap={4} style={{ maxWidth: '32rem' }}>
            <PasswordField
              label="Current Password"
              required
              autoComplete="current-password"
              {...form.field('CurrentPassword')}
            />
            <PasswordField label="New Password" required autoComplete="new-password" {...form.field('NewPassword')} />
            <div>
              <Button type="submit" loading={form.saving}>
                Change Password
              </Button>
            </div>
          </Stack>
        </form>
      </Card>
    </Stack>
  );
}
