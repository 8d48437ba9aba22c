import { EmptyState, Heading, Stack } from '@agency/ui';
import { useRouteTitle } from '../routes';
import { useDocumentTitle } from '../session/useDocumentTitle';

/**
 * A route whose screen a later issue builds: its title and an honest empty state, no invented data.
 */
export function FeaturePlaceholder() {
  const title = useRouteTitle();
  useDocumentTitle(title);
  return (
    <Stack gap={4}>
      <Heading level={1}>{title}</Heading>
      <EmptyState
        title="Not available yet"
        description={`The ${title} screen is not part of this version of the portal yet. It will appear here once it is built.`}
      />
    </Stack>
  );
}
