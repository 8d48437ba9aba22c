import { useMatches } from 'react-router-dom';
import { EmptyState, Heading, Stack } from '@agency/ui';
import { useDocumentTitle } from '../session/useDocumentTitle';

/** What a route says about itself (`handle` of the route object). */
export interface RouteHandle {
  title: string;
}

function isRouteHandle(value: unknown): value is RouteHandle {
  return typeof value === 'object' && value !== null && typeof (value as RouteHandle).title === 'string';
}

/** The title of the deepest matched route that has one. */
export function useRouteTitle(): string {
  const matches = useMatches();
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const handle = matches[index]?.handle;
    if (isRouteHandle(handle)) return handle.title;
  }
  return 'Agency Portal';
}

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
