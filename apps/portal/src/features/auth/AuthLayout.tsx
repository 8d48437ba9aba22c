import type { ReactNode } from 'react';
import { Card, Stack } from '@agency/ui';
import { useRouteTitle } from '../../routing/title';

/**
 * Centred single-card layout of the open screens (login, registration, verification), titled by the route.
 * The card's width is the theme's `sizes.auth` (the forms' stories show them at the same width).
 */
export function AuthLayout({ children }: { children: ReactNode }) {
  return (
    <Stack as="section" align="center" style={{ padding: '2rem 1rem' }}>
      <Stack as="main" maxWidth="auth" style={{ width: '100%' }}>
        <Card title={useRouteTitle()} headingLevel={1}>
          {children}
        </Card>
      </Stack>
    </Stack>
  );
}
