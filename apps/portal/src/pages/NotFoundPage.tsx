import { EmptyState, Link } from '@agency/ui';
import { Link as RouterLink } from 'react-router-dom';

export function NotFoundPage() {
  return (
    <main>
      <EmptyState
        title="Page not found"
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
