import { EmptyState, Link } from '@agency/ui';
import { PATHS } from '../../routing/paths';
import { useRouteTitle } from '../../routing/title';
import { RouterLink } from '../../shared/RouterLink';

/** /page-not-found: where every unknown path is redirected. */
export function NotFoundPage() {
  return (
    <main>
      <EmptyState
        title={useRouteTitle()}
        headingLevel={1}
        description="The address you opened does not exist or has moved."
        action={
          <Link as={RouterLink} to={PATHS.home}>
            Go to the home page
          </Link>
        }
      />
    </main>
  );
}
