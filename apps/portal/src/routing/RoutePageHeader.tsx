import type { ReactNode } from 'react';
import { PageHeader } from '@agency/ui';
import { useRouteTitle } from './title';

/** The page's h1 (ui `PageHeader`), titled by the current route's record. */
export function RoutePageHeader({ description, actions }: { description?: ReactNode; actions?: ReactNode }) {
  return <PageHeader title={useRouteTitle()} description={description} actions={actions} />;
}
