import type { ApiClient } from '@agency/api-client';
import { getAgencyBranding } from '@agency/api-client/contract';
import { brandTheme, theme as portalTheme, type Theme } from '@agency/ui';
import type { LoadedBranding } from './Branding';

/**
 * Reads the agency of the page's host (`getAgencyBranding`, no sign-in) and makes what `BrandingProvider`
 * shows: the branding, the logo's address (relative to the API's base URL) and the theme in the agency's
 * colors (ui's `brandTheme` over the surrounding theme; the surrounding theme itself when it has none). A module
 * of its own, loaded after the first paint: neither the contract nor the brand rules are part of the first load.
 */
export async function loadBranding(client: ApiClient, apiUrl: string): Promise<LoadedBranding> {
  const { data: branding } = await client.call(getAgencyBranding);
  const brand = { primary: branding.BrandPrimary, accent: branding.BrandAccent };
  return {
    branding,
    logoSrc: branding.LogoUrl === null ? null : `${apiUrl.replace(/\/$/, '')}${branding.LogoUrl}`,
    theme:
      brand.primary === null && brand.accent === null
        ? null
        : (outer?: Theme) => brandTheme(outer ?? portalTheme, brand),
  };
}
