import { EmptyState, Link } from '@agency/ui';
import { CAREERS_MESSAGES } from '@agency/api-client/contract';
import { searchHref } from '../routes';

/** A job that is no longer open (filled, closed, no longer public), or an address the site does not have. */
export function NotFoundPage({ job = false }: { job?: boolean }) {
  return (
    <EmptyState
      headingLevel={1}
      title={job ? CAREERS_MESSAGES.jobNotOpen : 'Page not found'}
      description={job ? 'It was filled or closed. Many more are open right now.' : 'This address is not on our site.'}
      action={<Link href={searchHref({})}>See the open jobs</Link>}
    />
  );
}
