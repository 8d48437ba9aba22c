import { EmptyState } from '@agency/ui';
import { RoutePageHeader } from '../routing/RoutePageHeader';
import { useRouteTitle } from '../routing/title';

/**
 * A route whose screen a later issue builds: its title and an honest empty state, no invented data.
 */
export function FeaturePlaceholder() {
  const title = useRouteTitle();
  return (
    <>
      <RoutePageHeader />
      <EmptyState
        title="Not available yet"
        description={`The ${title} screen is not part of this version of the portal yet. It will appear here once it is built.`}
      />
    </>
  );
}
