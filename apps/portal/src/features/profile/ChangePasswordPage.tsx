import { useState } from 'react';
import { ChangePasswordForm } from '@agency/forms';
import type { ChangePasswordPayloadValues } from '@agency/forms/schemas';
import { Card, Stack } from '@agency/ui';
import { useApiClient } from '@agency/api-client/swr';
import { RoutePageHeader } from '../../routing/RoutePageHeader';
import { useSaveForm } from '../../shared/useSaveForm';

/** Change password (the reference server's change-password call). */
export function ChangePasswordPage() {
  const client = useApiClient();
  // A new key after each change mounts an empty form.
  const [changes, setChanges] = useState(0);
  const { submit, serverErrors } = useSaveForm(
    (payload: ChangePasswordPayloadValues) => client.password.changePassword(payload),
    { success: 'Your password has been changed.', failure: 'Your password could not be changed.' },
  );

  const change = async (payload: ChangePasswordPayloadValues) => {
    if (await submit(payload)) setChanges((count) => count + 1);
  };

  return (
    <Stack gap={5}>
      <RoutePageHeader />
      <Card>
        <Stack maxWidth="narrow">
          <ChangePasswordForm key={changes} serverErrors={serverErrors} onSubmit={change} />
        </Stack>
      </Card>
    </Stack>
  );
}
