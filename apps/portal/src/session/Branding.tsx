import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import type { ApiClient } from '@agency/api-client';
import type { AgencyBranding } from '@agency/api-client/contract';
import { theme as portalTheme, type Theme } from '@agency/ui';
import type { withBrand as WithBrand } from './brandTheme';

export interface BrandingValue {
  /** The agency of this host as the server describes it (null: not loaded, or it could not be). */
  branding: AgencyBranding | null;
  /** The logo's address for an `<img>` (the API's base URL applied), or null: no logo. */
  logoSrc: string | null;
  /** Reads the branding again (after an admin changed the name, the colors or the logo). */
  refresh: () => void;
}

const BrandingContext = createContext<BrandingValue>({ branding: null, logoSrc: null, refresh: () => undefined });

/** The agency's branding (name, logo, colors) for what renders inside `BrandingProvider`. */
export function useBranding(): BrandingValue {
  return useContext(BrandingContext);
}

/** Runs `work` once the browser is idle (soon at the latest), so that the first paint waits for nothing. */
function whenIdle(work: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(work, { timeout: 500 });
    return () => cancelIdleCallback(handle);
  }
  const handle = setTimeout(work, 0);
  return () => clearTimeout(handle);
}

/**
 * The agency of the page's host (docs/agencies.md): its branding, read without sign-in (`getAgencyBranding`,
 * the tenant of the request's host) once the first paint is done (the call and the contract module load
 * then, not with the page), puts the agency's colors on the theme of
 * the whole portal (ui's `brandTheme`, loaded when there are colors: the default theme until then) and
 * gives the sign-in screens the agency's name and logo (`useBranding`). A failure keeps the portal's own look.
 */
export function BrandingProvider({
  client,
  apiUrl,
  children,
}: {
  client: ApiClient;
  /** The API's base URL ('' = the page's origin): the logo's address is relative to it. */
  apiUrl: string;
  children: ReactNode;
}) {
  const [branding, setBranding] = useState<AgencyBranding | null>(null);
  const [reads, setReads] = useState(0);
  useEffect(() => {
    let live = true;
    const cancel = whenIdle(() => {
      // The contract module is not part of the first load (the sign-in screen's budget): it comes with the call.
      import('@agency/api-client/contract')
        .then(({ getAgencyBranding }) => client.call(getAgencyBranding))
        .then(
          (response) => {
            if (live) setBranding(response.data);
          },
          () => undefined,
        );
    });
    return () => {
      live = false;
      cancel();
    };
  }, [client, reads]);

  const refresh = useCallback(() => setReads((count) => count + 1), []);
  const logoUrl = branding?.LogoUrl ?? null;
  const value = useMemo<BrandingValue>(
    () => ({ branding, logoSrc: logoUrl === null ? null : `${apiUrl.replace(/\/$/, '')}${logoUrl}`, refresh }),
    [branding, logoUrl, apiUrl, refresh],
  );
  const primary = branding?.BrandPrimary ?? null;
  const accent = branding?.BrandAccent ?? null;
  // The colors go on the theme once the agency has some: the module that computes that theme loads then.
  const [withBrand, setWithBrand] = useState<typeof WithBrand | null>(null);
  const branded = primary !== null || accent !== null;
  useEffect(() => {
    if (!branded || withBrand) return;
    let live = true;
    import('./brandTheme').then(
      (module) => {
        if (live) setWithBrand(() => module.withBrand);
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [branded, withBrand]);
  const theme = useMemo(
    () => (branded && withBrand ? withBrand({ primary, accent }) : (outer?: Theme) => outer ?? portalTheme),
    [branded, withBrand, primary, accent],
  );
  return (
    <BrandingContext.Provider value={value}>
      <ThemeProvider theme={theme}>{children}</ThemeProvider>
    </BrandingContext.Provider>
  );
}
