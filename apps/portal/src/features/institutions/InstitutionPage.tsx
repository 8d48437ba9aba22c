import { useState } from 'react';
import { useParams } from 'react-router-dom';
import styled from 'styled-components';
import {
  Button,
  Card,
  DescriptionList,
  EmptyState,
  ErrorState,
  Link,
  LoadingState,
  PageHeader,
  Stack,
  Text,
  formatPhone,
} from '@agency/ui';
import { isApiError } from '@agency/api-client';
import {
  can,
  getInstitution,
  institutionTypeLabel,
  updateInstitution,
  type Institution,
} from '@agency/api-client/contract';
import { useApiClient, useApiQuery } from '@agency/api-client/swr';
import { useDocumentTitle } from '../../routing/title';
import { RouterLink } from '../../shared/RouterLink';
import { useSignedInStaff } from '../../session/useSignedInStaff';
import { InstitutionJobOrders, InstitutionPlacements } from '../job-orders';
import { ActiveBadge } from '../../shared/ActiveBadge';
import { InstitutionEditor } from './InstitutionEditor';
import { INSTITUTION_LIST_PATH } from './institutionQuery';

const NONE = '—';
const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });

const PlainList = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  margin: 0;
  padding: 0;
  list-style: none;
  overflow-wrap: anywhere;
`;

const Address = styled.address`
  display: flex;
  flex-direction: column;
  font-style: normal;
`;

const ContactList = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 16rem), 1fr));
  gap: ${({ theme }) => theme.space[4]};
  margin: 0;
  padding: 0;
  list-style: none;
  overflow-wrap: anywhere;
`;

/** A phone number as a tel: link (its digits and a leading +), or a dash. */
function Phone({ number }: { number: string }) {
  const digits = number.replace(/[^+0-9]/g, '');
  return digits ? <Link href={`tel:${digits}`}>{formatPhone(number)}</Link> : <>{NONE}</>;
}

const backLink = (
  <Link as={RouterLink} href={INSTITUTION_LIST_PATH}>
    Back to the Institution List
  </Link>
);

function NotFound() {
  return (
    <EmptyState
      title="Facility not found"
      headingLevel={1}
      description="There is no facility at this address: it may belong to another agency, or the link is wrong."
      action={backLink}
    />
  );
}

/**
 * A facility (`/institution-list/:id`): its type, status, address, main phone, units, contacts, VMS and
 * notes, and who changed it last; its job orders (every status, with New job order for managers and above)
 * and its placements. Managers and above edit it in place (the facility form, with the duplicate check).
 */
export function InstitutionPage() {
  const { id = '' } = useParams();
  const institution = useApiQuery(getInstitution, { params: { id } });

  if (institution.error)
    return isApiError(institution.error) && institution.error.status === 404 ? (
      <NotFound />
    ) : (
      <ErrorState what="facility" onRetry={() => void institution.mutate()} />
    );
  if (!institution.data) return <LoadingState label="Loading the facility" />;
  return (
    <Facility
      institution={institution.data}
      onSaved={(saved) => void institution.mutate(saved, { revalidate: false })}
    />
  );
}

function Facility({ institution, onSaved }: { institution: Institution; onSaved: (saved: Institution) => void }) {
  const { roles } = useSignedInStaff();
  const client = useApiClient();
  const [editing, setEditing] = useState(false);
  useDocumentTitle(institution.Name);
  const editable = can(roles, 'institutions.edit');

  const header = (
    <PageHeader
      title={institution.Name}
      breadcrumbs={[{ label: 'Institution List', href: INSTITUTION_LIST_PATH }, { label: institution.Name }]}
      linkAs={RouterLink}
      actions={
        editable && !editing ? (
          <Button variant="secondary" onClick={() => setEditing(true)}>
            Edit
          </Button>
        ) : undefined
      }
    />
  );

  if (editing)
    return (
      <Stack gap={5}>
        {header}
        <Card title="Edit facility" headingLevel={2}>
          <InstitutionEditor
            institution={institution}
            save={async (values) =>
              (await client.call(updateInstitution, { params: { id: institution.Id }, body: values })).data
            }
            texts={{ success: 'Facility saved.', failure: 'The facility could not be saved.' }}
            onSaved={(saved) => {
              onSaved(saved);
              setEditing(false);
            }}
            actions={
              <Button variant="secondary" onClick={() => setEditing(false)}>
                Cancel
              </Button>
            }
          />
        </Card>
      </Stack>
    );

  const street = [institution.Address1, institution.Address2].filter(Boolean);
  const cityLine = [[institution.City, institution.State].filter(Boolean).join(', '), institution.Zip]
    .filter(Boolean)
    .join(' ');
  return (
    <Stack gap={5}>
      {header}
      <Stack direction="row" gap={3} wrap align="center">
        <Text as="span">{institutionTypeLabel(institution.Type)}</Text>
        <ActiveBadge active={institution.Active} />
      </Stack>
      <Card title="Facility" headingLevel={2}>
        <DescriptionList
          items={[
            {
              term: 'Address',
              description: (
                <Address>
                  {[...street, cityLine].map((line) => (
                    <span key={line}>{line}</span>
                  ))}
                </Address>
              ),
            },
            { term: 'Main phone', description: <Phone number={institution.Phone} /> },
            {
              term: 'Units',
              description: institution.Units.length ? (
                <PlainList aria-label="Units">
                  {institution.Units.map((unit) => (
                    <li key={unit}>{unit}</li>
                  ))}
                </PlainList>
              ) : (
                NONE
              ),
            },
            { term: 'VMS / MSP', description: institution.VmsName || NONE },
            { term: 'VMS facility ID', description: institution.VmsExternalId || NONE },
            {
              term: 'Notes',
              description: institution.Notes ? (
                <span style={{ whiteSpace: 'pre-line' }}>{institution.Notes}</span>
              ) : (
                NONE
              ),
            },
          ]}
        />
      </Card>
      <Card title="Contacts" headingLevel={2}>
        {institution.Contacts.length ? (
          <ContactList aria-label="Contacts">
            {institution.Contacts.map((contact, index) => (
              <li key={`${contact.Name}-${index}`}>
                <Text weight="semibold">{contact.Name}</Text>
                {contact.Title ? <Text tone="muted">{contact.Title}</Text> : null}
                {contact.Phone ? (
                  <Text>
                    <Phone number={contact.Phone} />
                  </Text>
                ) : null}
                {contact.Email ? (
                  <Text>
                    <Link href={`mailto:${contact.Email}`}>{contact.Email}</Link>
                  </Text>
                ) : null}
              </li>
            ))}
          </ContactList>
        ) : (
          <Text tone="muted">No contacts yet.</Text>
        )}
      </Card>
      <InstitutionJobOrders institutionId={institution.Id} canAdd={can(roles, 'job-orders.edit')} />
      <InstitutionPlacements institutionId={institution.Id} />
      <Text tone="muted" size="sm">
        Updated <time dateTime={institution.UpdatedAt}>{dateFormat.format(new Date(institution.UpdatedAt))}</time>
        {institution.UpdatedBy ? ` by ${institution.UpdatedBy}` : ''}
      </Text>
    </Stack>
  );
}
