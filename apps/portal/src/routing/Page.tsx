import { Suspense } from 'react';
import { Spinner, Stack } from '@agency/ui';
import { RouteTitleContext, useDocumentTitle } from './title';
import type { RouteRecord } from './types';

export function PageLoading() {
  return (
    <Stack align="center" gap={4}>
      <Spinner label="Loading page" />
    </Stack>
  );
}

/** A route element: names the document after the record, provides its title, loads its screen. */
export function Page({ record }: { record: RouteRecord }) {
  useDocumentTitle(record.title);
  const Screen = record.screen;
  // Every route has its screen (routing/screens.test.ts walks the table; e2e/routes.test.ts opens each).
  if (!Screen) throw new Error(`The route "${record.title}" has no screen`);
  return (
    <RouteTitleContext.Provider value={record.title}>
      <Suspense fallback={<PageLoading />}>
        <Screen />
      </Suspense>
    </RouteTitleContext.Provider>
  );
}
