import { EmptyState, Link } from '@agency/ui';
import { Link as RouterLink } from 'react-router-dom';
import { useDocumentTitle } from '../session/useDocumentTitle';

/** /page-not-found: where every unknown path is redirected. */
export function NotFoundPage() {
  useDocumentTitle('Page not found');
  return (
    <main>
      <EmptyState
        title="Page not found"
        headingLevel={1}
        description="The address you opened does not exist or has moved."
        action={
          <Link as={RouterLink} to="/">
            Go to the home page
          </Link>
        }
      />
    </main>
  );
}
