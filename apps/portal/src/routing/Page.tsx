import { Suspense } from 'react';
import { Spinner, Stack } from '@agency/ui';
import { lazyScreen } from './lazyScreen';
import { RouteTitleContext, useDocumentTitle } from './title';
import type { RouteRecord } from './types';

/** A route whose screen a later issue builds shows its title and an empty state. */
const Placeholder = lazyScreen(() =>
  import('../shared/FeaturePlaceholder').then((module) => module.FeaturePlaceholder),
);

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
  const Screen = record.screen ?? Placeholder;
  return (
    <RouteTitleContext.Provider value={record.title}>
      <Suspense fallback={<PageLoading />}>
        <Screen />
      </Suspense>
    </RouteTitleContext.Provider>
  );
}
