import type { ReactNode } from 'react';
import styled from 'styled-components';
import { BrandProvider, Link, Stack, Text } from '@agency/ui';
import type { AgencyBranding } from '@agency/api-client/contract';

const Header = styled.header`
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  padding: ${({ theme }) => `${theme.space[3]} ${theme.space[4]}`};
`;

const Brand = styled.a`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  color: inherit;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  text-decoration: none;
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
  img {
    max-height: 2rem;
    width: auto;
  }
`;

const Main = styled.main`
  width: 100%;
  max-width: 60rem;
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space[5]} ${theme.space[4]} ${theme.space[6]}`};
`;

const Footer = styled.footer`
  border-top: 1px solid ${({ theme }) => theme.colors.borderSubtle};
  padding: ${({ theme }) => `${theme.space[4]} ${theme.space[4]}`};
  text-align: center;
`;

export interface LayoutProps {
  branding: AgencyBranding;
  /** The portal's address: the footer's sign-in link. */
  portalUrl: string;
  children?: ReactNode;
}

/**
 * Every page of the careers site: the agency's name in its brand colour, the page, the portal's link. Inside the
 * design system's Provider (the entries put it around the app; Storybook's preview around each story).
 */
export function Layout({ branding, portalUrl, children }: LayoutProps) {
  return (
    <BrandProvider brand={{ primary: branding.BrandPrimary, accent: branding.BrandAccent }}>
      <Header>
        <Brand href="/">
          {branding.LogoUrl ? <img src={branding.LogoUrl} alt="" width={32} height={32} /> : null}
          <span>{branding.Name} Careers</span>
        </Brand>
      </Header>
      <Main>
        <Stack gap={5}>{children}</Stack>
      </Main>
      <Footer>
        <Text tone="muted" size="sm">
          Applied already? <Link href={`${portalUrl}/login`}>Sign in to the portal</Link> to finish your onboarding.
        </Text>
      </Footer>
    </BrandProvider>
  );
}
