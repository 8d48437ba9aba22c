import { useEffect } from 'react';
import { Button, Card, Heading, Stack, TextField } from '@agency/ui';
import type { UpdateAgencyPayload } from '@agency/api-client/contract';
import { useAgency, useApiClient, useIsAgencyOwner } from '@agency/api-client/swr';
import { NotAllowed } from '../../pages/NotAllowed';
import { useDocumentTitle } from '../../session/useDocumentTitle';
import { LoadError, Loading } from '../states';
import { useServerForm } from '../useServerForm';

const FIELDS: ReadonlyArray<readonly [keyof UpdateAgencyPayload, string, string]> = [
  ['Name', 'Agency Name', 'organization'],
  ['Email', 'Email', 'email'],
  ['Phone', 'Phone', 'tel'],
  ['Website', 'Website', 'url'],
  ['Address1', 'Address Line 1', 'address-line1'],
  ['Address2', 'Address Line 2', 'address-line2'],
  ['City', 'City', 'address-level2'],
  ['State', 'State', 'address-level1'],
  ['ZipCode', 'Zip Code', 'postal-code'],
  ['RecruitmentEmail', 'Recruitment Email', 'email'],
];

const EMPTY: UpdateAgencyPayload = Object.fromEntries(FIELDS.map(([name]) => [name, ''])) as UpdateAgencyPayload;

/** The agency profile: agency owners only (SPEC §6); others see a not-allowed state and no agency data. */
export function Component() {
  useDocumentTitle('Agency Profile');
  const owner = useIsAgencyOwner();
  return (
    <Stack gap={5}>
      <Heading level={1}>Agency Profile</Heading>
      {owner.error ? (
        <LoadError what="agency profile" onRetry={() => void owner.mutate()} />
      ) : owner.data === undefined ? (
        <Loading label="Checking your access" />
      ) : owner.data ? (
        <AgencyForm />
      ) : (
        <NotAllowed description="Only the agency owner can view and change the agency profile." />
      )}
    </Stack>
  );
}

function AgencyForm() {
  const client = useApiClient();
  const agency = useAgency({ revalidateOnFocus: false });
  const form = useServerForm(EMPTY);
  const { setValues } = form;

  useEffect(() => {
    if (!agency.data) return;
    const data = agency.data;
    setValues(Object.fromEntries(FIELDS.map(([name]) => [name, data[name] ?? ''])) as UpdateAgencyPayload);
  }, [agency.data, setValues]);

  const save = async (values: UpdateAgencyPayload) => {
    await client.agency.updateAgency(values);
    await agency.mutate();
  };

  if (agency.error) return <LoadError what="agency profile" onRetry={() => void agency.mutate()} />;
  if (!agency.data) return <Loading label="Loading the agency profile" />;
  return (
    <Card title={agency.data.Name}>
      <form
        noValidate
        onSubmit={form.submit(save, 'The agency profile has been saved.', 'The agency profile could not be saved.')}
      >
        <Stack gap={4} style={{ maxWidth: '32rem' }}>
          {FIELDS.map(([name, label, autoComplete]) => (
            <TextField key={name} label={label} autoComplete={autoComplete} trimmed {...form.field(name)} />
          ))}
          <div>
            <Button type="submit" loading={form.saving}>
              Save
            </Button>
          </div>
        </Stack>
      </form>
    </Card>
  );
}
