import type { ReactNode } from 'react';
import { Card, Stack } from '@agency/ui';

/** Centred single-card layout of the open screens (login, registration, verification). */
export function AuthLayout({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack as="section" align="center" style={{ padding: '2rem 1rem' }}>
      <main style={{ width: '100%', maxWidth: '28rem' }}>
        <Card title={title} headingLevel={1}>
          {children}
        </Card>
      </main>
    </Stack>
  );
}
