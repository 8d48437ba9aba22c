import type { ReactNode } from 'react';
import { Card, Stack } from '@agency/ui';
import { useRouteTitle } from '../../routing/title';

/** Centred single-card layout of the open screens (login, registration, verification), titled by the route. */
export function AuthLayout({ children }: { children: ReactNode }) {
  return (
    <Stack as="section" align="center" style={{ padding: '2rem 1rem' }}>
      <main style={{ width: '100%', maxWidth: '28rem' }}>
        <Card title={useRouteTitle()} headingLevel={1}>
          {children}
        </Card>
      </main>
    </Stack>
  );
}
