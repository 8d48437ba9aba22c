import { useEffect } from 'react';
import { mutate } from 'swr';
import { Button, Card, Heading, Stack, TextField } from '@agency/ui';
import { API_PATHS } from '@agency/api-client/contract';
import { useApiClient, useCurrentRecruiter } from '@agency/api-client/swr';
import { useDocumentTitle } from '../../session/useDocumentTitle';
import { LoadError, Loading } from '../states';
import { useServerForm } from '../useServerForm';

const EMPTY = { FirstName: '', LastName: '', MiddleName: '', Phone: '', Title: '' };

/** The signed-in user's profile (get-current-recruiter), editable through update-profile. */
export function Component() {
  useDocumentTitle('User Profile');
  const client = useApiClient();
  const recruiter = useCurrentRecruiter({ revalidateOnFocus: false });
  const form = useServerForm(EMPTY);
  const { setValues } = form;

  useEffect(() => {
    if (!recruiter.data) return;
    const { FirstName, LastName, MiddleName, Phone, Title } = recruiter.data;
    setValues({ FirstName, LastName, MiddleName, Phone, Title });
  }, [recruiter.data, setValues]);

  const save = async (values: typeof EMPTY) => {
    const { data } = await client.recruiter.updateProfile(values);
    await mutate(API_PATHS.getCurrentRecruiter, data, { revalidate: false });
  };

  return (
    <Stack gap={5}>
      <Heading level={1}>User Profile</Heading>
      <Card title="Your details">
        {recruiter.error ? (
          <LoadError what="profile" onRetry={() => void recruiter.mutate()} />
        ) : !recruiter.data ? (
          <Loading label="Loading your profile" />
        ) : (
          <form
            noValidate
            onSubmit={form.submit(save, 'Your profile has been saved.', 'Your profile could not be saved.')}
          >
            <Stack gap={4} style={{ maxWidth: '32rem' }}>
              <TextField label="First Name" required autoComplete="given-name" trimmed {...form.field('FirstName')} />
              <TextField label="Middle Name" autoComplete="additional-name" trimmed {...form.field('MiddleName')} />
              <TextField label="Last Name" required autoComplete="family-name" trimmed {...form.field('LastName')} />
              <TextField label="Phone" type="tel" autoComplete="tel" trimmed {...form.field('Phone')} />
              <TextField label="Title" autoComplete="organization-title" trimmed {...form.field('Title')} />
              <TextField
                label="Email"
                value={recruiter.data.Email}
                readOnly
                hint="Your e-mail address is your Login ID."
              />
              <div>
                <Button type="submit" loading={form.saving}>
                  Save
                </Button>
              </div>
            </Stack>
          </form>
        )}
      </Card>
    </Stack>
  );
}
