import { useNavigate } from 'react-router-dom';
import { Card, Link, Stack } from '@agency/ui';
import { can, createInstitution } from '@agency/api-client/contract';
import { useApiClient } from '@agency/api-client/swr';
import { RoutePageHeader } from '../../routing/RoutePageHeader';
import { RouterLink } from '../../shared/RouterLink';
import { useSignedInStaff } from '../../session/useSignedInStaff';
import { NotAllowed } from '../../shared/NotAllowed';
import { InstitutionEditor } from './InstitutionEditor';
import { INSTITUTION_LIST_PATH, institutionPath } from './institutionQuery';

/**
 * Add facility (`/institution-list/new`), managers and above (`institutions.edit`; others see the
 * not-allowed state): the facility form with the duplicate check; once saved, the facility opens.
 */
export function NewInstitutionPage() {
  const { roles } = useSignedInStaff();
  const client = useApiClient();
  const navigate = useNavigate();
  const back = (
    <Link as={RouterLink} href={INSTITUTION_LIST_PATH}>
      Back to the Institution List
    </Link>
  );
  if (!can(roles, 'institutions.edit'))
    return <NotAllowed description="Only managers and above can add facilities." action={back} />;
  return (
    <Stack gap={5}>
      <RoutePageHeader description={back} />
      <Card>
        <InstitutionEditor
          save={async (values) => (await client.call(createInstitution, { body: values })).data}
          texts={{ success: 'Facility added.', failure: 'The facility could not be added.' }}
          onSaved={(saved) => void navigate(institutionPath(saved.Id))}
        />
      </Card>
    </Stack>
  );
}
