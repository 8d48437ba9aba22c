import { useLayoutEffect } from 'react';
import type { StoryContext } from '@storybook/react-vite';
import type { HttpHandler } from 'msw';
import { MemoryRouter, useLocation, type Location } from 'react-router-dom';
import { LOCAL_KEYS, type ApiClient } from '@agency/api-client';
import { createTestClient, fixtures, handlers, successHandlers, TEST_URLS } from '@agency/api-client/testing';
import { DEFAULT_INACTIVITY_MS, type PortalConfig } from '../app/config';
import { PortalApp } from '../app/PortalApp';
import { PortalRoutes } from '../routing/routes';
import { createLogoutEvents, type LogoutEvents } from '../session/logoutEvents';
import { createMemoryRedirectStore, type RedirectStore } from '../session/redirect';

/** Who is signed in when the story starts. */
export type StorySession = 'guest' | 'staff' | 'applicant';

export interface PortalStoryOptions {
  /** Address the story opens. */
  path: string;
  session?: StorySession;
  /** Handlers that win over the success handlers of every call (e.g. `handlers.verify.invalidCode`). */
  handlers?: HttpHandler[];
  /** Stored verification status (SPEC §4), absent by default. */
  verificationStatus?: boolean;
  config?: Partial<PortalConfig>;
}

/** What the story's loader prepared; play functions read the router and the client from `loaded.portal`. */
export interface LoadedPortal {
  client: ApiClient;
  /** Where the story's router is now (kept up to date by a probe inside the router). */
  location: Pick<Location, 'pathname' | 'search'>;
  logoutEvents: LogoutEvents;
  redirects: RedirectStore;
  config: PortalConfig;
}

export const STORY_CONFIG: PortalConfig = {
  identityUrl: TEST_URLS.identityUrl,
  apiUrl: TEST_URLS.apiUrl,
  clientId: 'agency-portal',
  clientSecret: 'test-secret',
  defaultTenant: 'acme',
  recruitmentEmail: fixtures.agency.RecruitmentEmail,
  inactivityMs: DEFAULT_INACTIVITY_MS,
};

/**
 * A story of the whole portal at `path`: the real route tree in a memory router, an api client on the
 * MSW test URLs with in-memory storage, and (for signed-in sessions) a login done through the handlers.
 */
export function portalStory({
  path,
  session = 'guest',
  handlers: extra = [],
  verificationStatus,
  config,
}: PortalStoryOptions) {
  const sessionLogin = session === 'applicant' ? [handlers.login.applicant] : [];
  return {
    parameters: { msw: { handlers: [...extra, ...sessionLogin, ...successHandlers()] } },
    loaders: [
      async (): Promise<{ portal: LoadedPortal }> => {
        const logoutEvents = createLogoutEvents();
        const { client, storage } = createTestClient({ onLogout: logoutEvents.emit });
        if (session === 'staff') await client.auth.login(fixtures.staffCredentials);
        if (session === 'applicant') await client.auth.login(fixtures.applicantCredentials);
        if (verificationStatus !== undefined)
          storage.local.setItem(LOCAL_KEYS.verificationStatus, String(verificationStatus));
        const [pathname = path, search = ''] = path.split(/(?=\?)/);
        const location = { pathname, search };
        return {
          portal: {
            client,
            location,
            logoutEvents,
            redirects: createMemoryRedirectStore(),
            config: { ...STORY_CONFIG, ...config },
          },
        };
      },
    ],
    render: (_args: unknown, { loaded }: { loaded: Record<string, unknown> }) => {
      const { client, location, logoutEvents, redirects, config: storyConfig } = loaded.portal as LoadedPortal;
      return (
        <PortalApp client={client} logoutEvents={logoutEvents} redirects={redirects} config={storyConfig}>
          <MemoryRouter initialEntries={[path]}>
            <LocationProbe into={location} />
            <PortalRoutes />
          </MemoryRouter>
        </PortalApp>
      );
    },
  };
}

/** Copies the router's current location into the story's `location` object (read by play functions). */
function LocationProbe({ into }: { into: LoadedPortal['location'] }) {
  const { pathname, search } = useLocation();
  useLayoutEffect(() => {
    Object.assign(into, { pathname, search });
  }, [into, pathname, search]);
  return null;
}

/** The prepared portal of a story (in `play`). */
export function portalOf(context: Pick<StoryContext, 'loaded'>): LoadedPortal {
  return context.loaded.portal as LoadedPortal;
}

/** The toasts region (toasts render in a portal on document.body). */
export function notifications(canvasElement: HTMLElement): HTMLElement {
  const region = canvasElement.ownerDocument.querySelector<HTMLElement>('section[aria-label="Notifications"]');
  if (!region) throw new Error('The Notifications region is missing');
  return region;
}

/** Screens load lazily: the first visit of a route may take a moment in a cold dev server. */
export const PAGE_TIMEOUT = { timeout: 5000 };
