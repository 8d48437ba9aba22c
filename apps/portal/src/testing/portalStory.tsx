import { useLayoutEffect, type ReactNode } from 'react';
import type { StoryContext } from '@storybook/react-vite';
import { http, type HttpHandler } from 'msw';
import { MemoryRouter, useLocation, type Location } from 'react-router-dom';
import { LOCAL_KEYS, type ApiClient, type StorageAdapters } from '@agency/api-client';
import { createTestClient, fixtures, handlers, successHandlers, TEST_URLS } from '@agency/api-client/testing';
import type { PortalConfig } from '../app/config';
import { PortalApp } from '../app/PortalApp';
import { PortalRoutes } from '../routing/routes';
import { createLogoutEvents, type LogoutEvents } from '../session/logoutEvents';
import { createMemoryRedirectStore, type RedirectStore } from '../session/redirect';
import { TEST_PORTAL_CONFIG } from './config';

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

/** A call the story's page made to the API or the identity server, with the body the handler received. */
export interface RecordedRequest {
  method: string;
  /** Path of the URL, e.g. "/api/recruiter/update-profile". */
  path: string;
  /** The body: parsed JSON, form fields as an object, or undefined when there was none. */
  body: unknown;
}

/** What the story's loader prepared; play functions read the router and the client from `loaded.portal`. */
export interface LoadedPortal {
  /** Every request of this story so far, in order (the handlers answer it; this only records it). */
  requests: RecordedRequest[];
  client: ApiClient;
  /** The client's storage (its session): emptied when the story is torn down (`StoryPortal`). */
  storage: StorageAdapters;
  /** Where the story's router is now (kept up to date by a probe inside the router). */
  location: Pick<Location, 'pathname' | 'search'>;
  logoutEvents: LogoutEvents;
  redirects: RedirectStore;
  config: PortalConfig;
}

export const STORY_CONFIG: PortalConfig = TEST_PORTAL_CONFIG;

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
  const requests: RecordedRequest[] = [];
  return {
    parameters: {
      msw: { handlers: [...recorders(requests), ...extra, ...sessionLogin, ...successHandlers()] },
    },
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
        // The story's own sign-in is not part of what it asserts.
        requests.length = 0;
        return {
          portal: {
            requests,
            client,
            storage,
            location,
            logoutEvents,
            redirects: createMemoryRedirectStore(),
            config: { ...STORY_CONFIG, ...config },
          },
        };
      },
    ],
    render: (_args: unknown, { loaded }: { loaded: Record<string, unknown> }) => {
      const portal = loaded.portal as LoadedPortal;
      return (
        <StoryPortal portal={portal}>
          <MemoryRouter initialEntries={[path]}>
            <LocationProbe into={portal.location} />
            <PortalRoutes />
          </MemoryRouter>
        </StoryPortal>
      );
    },
  };
}

/**
 * The portal of a story on its prepared client. The story's session ends with it: as the story is torn down,
 * before its screens' own cleanups run (a layout effect's cleanup runs before the children's effects'), the
 * client's storage is emptied. What a screen still sends on its way out (an onboarding draft saved on unmount,
 * a revalidation) then fails in the client, signed out, instead of reaching the next story's handlers, which
 * are in place by the time such a request arrives (it once turned the next story's submitted form into a draft).
 */
export function StoryPortal({ portal, children }: { portal: LoadedPortal; children: ReactNode }) {
  const { client, storage, logoutEvents, redirects, config } = portal;
  useLayoutEffect(
    () => () => {
      storage.cookie.remove();
      storage.session.clear();
      storage.local.clear();
    },
    [storage],
  );
  return (
    <PortalApp client={client} logoutEvents={logoutEvents} redirects={redirects} config={config}>
      {children}
    </PortalApp>
  );
}

async function bodyOf(request: Request): Promise<unknown> {
  const text = await request.clone().text();
  if (text === '') return undefined;
  if (request.headers.get('content-type')?.includes('application/x-www-form-urlencoded'))
    return Object.fromEntries(new URLSearchParams(text));
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** Handlers that record each request to the test servers and answer nothing (the next handler answers). */
function recorders(into: RecordedRequest[]): HttpHandler[] {
  return [TEST_URLS.apiUrl, TEST_URLS.identityUrl].map((origin) =>
    http.all(`${origin}/*`, async ({ request }) => {
      into.push({ method: request.method, path: new URL(request.url).pathname, body: await bodyOf(request) });
    }),
  );
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

/**
 * Screens load lazily: the first visit of a route may take a while in a cold dev server, longer still on the
 * CI machine, where the stories' browser shares two cores with the server tests (the same 12 s as the screen
 * stories' own waits). A wait ends as soon as the screen shows: a passing story is no slower for it.
 */
export const PAGE_TIMEOUT = { timeout: 12_000 };

/** The bodies of the story's requests of `method` to `path`, in order (assert what the handler received). */
export function bodiesSent(context: Pick<StoryContext, 'loaded'>, method: string, path: string): unknown[] {
  return portalOf(context)
    .requests.filter((request) => request.method === method && request.path === path)
    .map((request) => request.body);
}
