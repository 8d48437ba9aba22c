import { useNavigate, useParams } from 'react-router-dom';
import { Card, EmptyState, ErrorState, Link, LoadingState, PageHeader, Stack } from '@agency/ui';
import { isApiError } from '@agency/api-client';
import { can, getJobOrder, updateJobOrder } from '@agency/api-client/contract';
import { useApiClient, useApiQuery } from '@agency/api-client/swr';
import { useDocumentTitle } from '../../routing/title';
import { RouterLink } from '../../shared/RouterLink';
import { useSignedInStaff } from '../../session/useSignedInStaff';
import { NotAllowed } from '../../shared/NotAllowed';
import { JobOrderEditor } from './JobOrderEditor';
import { JOB_ORDERS_PATH, jobOrderPath } from './jobOrderQuery';

/**
 * Edit job order (`/job-orders/:id/edit`), managers and above (`job-orders.edit`; others see the not-allowed
 * state): the job order form with its values; once saved (or on Cancel), the job order's page.
 */
export function EditJobOrderPage() {
  const { id = '' } = useParams();
  const { roles } = useSignedInStaff();
  const client = useApiClient();
  const navigate = useNavigate();
  const editable = can(roles, 'job-orders.edit');
  const order = useApiQuery(getJobOrder, editable ? { params: { id } } : null);
  useDocumentTitle(order.data ? `Edit ${order.data.Title}` : 'Edit job order');
  const back = (
    <Link as={RouterLink} href={jobOrderPath(id)}>
      Back to the job order
    </Link>
  );

  if (!editable) return <NotAllowed description="Only managers and above can edit job orders." action={back} />;
  if (order.error)
    return isApiError(order.error) && order.error.status === 404 ? (
      <EmptyState
        title="Job order not found"
        headingLevel={1}
        description="There is no job order at this address: it may belong to another agency, or the link is wrong."
        action={
          <Link as={RouterLink} href={JOB_ORDERS_PATH}>
            Back to the job orders
          </Link>
        }
      />
    ) : (
      <ErrorState what="job order" onRetry={() => void order.mutate()} />
    );
  if (!order.data) return <LoadingState label="Loading the job order" />;
  const data = order.data;
  return (
    <Stack gap={5}>
      <PageHeader
        title="Edit job order"
        description={data.Title}
        breadcrumbs={[
          { label: 'Job Orders', href: JOB_ORDERS_PATH },
          { label: data.Title, href: jobOrderPath(data.Id) },
          { label: 'Edit' },
        ]}
        linkAs={RouterLink}
      />
      <Card>
        <JobOrderEditor
          // A new form for each job order loaded (its values are read once).
          key={data.Id}
          order={data}
          save={async (values) => (await client.call(updateJobOrder, { params: { id: data.Id }, body: values })).data}
          texts={{ success: 'Job order saved.', failure: 'The job order could not be saved.' }}
          onSaved={(saved) => {
            void order.mutate(saved, { revalidate: false });
            void navigate(jobOrderPath(saved.Id));
          }}
          actions={
            <Link as={RouterLink} href={jobOrderPath(data.Id)}>
              Cancel
            </Link>
          }
        />
      </Card>
    </Stack>
  );
}
