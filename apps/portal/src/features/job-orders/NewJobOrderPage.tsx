import { useNavigate, useSearchParams } from 'react-router-dom';
import { Card, Link, Stack } from '@agency/ui';
import { can, createJobOrder } from '@agency/api-client/contract';
import { useApiClient } from '@agency/api-client/swr';
import { RoutePageHeader } from '../../routing/RoutePageHeader';
import { RouterLink } from '../../shared/RouterLink';
import { useSignedInStaff } from '../../session/useSignedInStaff';
import { NotAllowed } from '../../shared/NotAllowed';
import { JobOrderEditor } from './JobOrderEditor';
import { JOB_ORDERS_PATH, jobOrderPath } from './jobOrderQuery';

/** The facility of `?institution=<id>` (a facility's New job order), when it is an id. */
function institutionOf(params: URLSearchParams): number | undefined {
  const value = params.get('institution') ?? '';
  return /^[1-9]\d{0,9}$/.test(value) ? Number(value) : undefined;
}

/**
 * New job order (`/job-orders/new`), managers and above (`job-orders.edit`; others see the not-allowed
 * state): the job order form, its facility chosen from `?institution=<id>` (a facility page's New job order);
 * once saved, the job order opens.
 */
export function NewJobOrderPage() {
  const { roles } = useSignedInStaff();
  const [params] = useSearchParams();
  const client = useApiClient();
  const navigate = useNavigate();
  const back = (
    <Link as={RouterLink} href={JOB_ORDERS_PATH}>
      Back to the job orders
    </Link>
  );
  if (!can(roles, 'job-orders.edit'))
    return <NotAllowed description="Only managers and above can add job orders." action={back} />;
  return (
    <Stack gap={5}>
      <RoutePageHeader description={back} />
      <Card>
        <JobOrderEditor
          institutionId={institutionOf(params)}
          save={async (values) => (await client.call(createJobOrder, { body: values })).data}
          texts={{ success: 'Job order added.', failure: 'The job order could not be added.' }}
          onSaved={(saved) => void navigate(jobOrderPath(saved.Id))}
        />
      </Card>
    </Stack>
  );
}
