import type { ReactNode } from 'react';
import { Card, Stack, Text } from '@agency/ui';
import { useRouteTitle } from '../routing/title';
import { useBranding } from '../session/Branding';

/** The height the agency's name and logo take above the card, kept while they load (no layout shift). */
const BRAND_HEIGHT = '2.5rem';

/** The agency of the host, above the card: its logo (when it has one) and its name. */
function AgencyBrand() {
  const { branding, logoSrc } = useBranding();
  return (
    <Stack direction="row" align="center" justify="center" gap={3} style={{ minHeight: BRAND_HEIGHT }}>
      {branding ? (
        <>
          {logoSrc ? (
            // Decorative: the agency's name follows in words.
            <img src={logoSrc} alt="" style={{ height: BRAND_HEIGHT, width: 'auto', maxWidth: '10rem' }} />
          ) : null}
          <Text as="p" weight="semibold">
            {branding.Name}
          </Text>
        </>
      ) : null}
    </Stack>
  );
}

/**
 * Centred single-card layout of the open screens (login, registration, verification), titled by the route,
 * under the agency's logo and name (the agency of the host: session/Branding). The card's width is the
 * theme's `sizes.auth` (the forms' stories show them at the same width).
 */
export function AuthLayout({ children }: { children: ReactNode }) {
  return (
    <Stack as="section" align="center" style={{ padding: '2rem 1rem' }}>
      <Stack as="main" maxWidth="auth" gap={4} style={{ width: '100%' }}>
        <AgencyBrand />
        <Card title={useRouteTitle()} headingLevel={1}>
          {children}
        </Card>
      </Stack>
    </Stack>
  );
}
