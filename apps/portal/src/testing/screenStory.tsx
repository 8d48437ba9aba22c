// Stories only: one screen or element in the portal's providers and a session, without the whole route tree (an
// applicant screen under its shell; a staff element, e.g. one tab of the applicant record, alone).
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import type { RoleKey } from '@agency/api-client/contract';
import { createTestTokenResponse, fixtures, handlers as apiHandlers } from '@agency/api-client/testing';
import { Page } from '../routing/Page';
import type { RouteRecord } from '../routing/types';
import { SignedInSession } from '../session/SignedInSession';
import { ApplicantLayout } from '../shell/ApplicantLayout';
import { portalStory, StoryPortal, type LoadedPortal, type PortalStoryOptions } from './portalStory';

/** A portal story (session, handlers, recorded requests) whose page is `record` under the applicant shell. */
export function applicantScreenStory(record: RouteRecord, options: Omit<PortalStoryOptions, 'session'>) {
  return screenStory(
    options.path,
    'applicant',
    options.handlers,
    <Routes>
      <Route element={<ApplicantLayout />}>
        <Route path="*" element={<Page record={record} />} />
      </Route>
    </Routes>,
  );
}

/** The sign-in answer of a staff member with `roles` (a story's session). */
export const staffSignedInAs = (roles: RoleKey[]) =>
  apiHandlers.login.with(createTestTokenResponse({ recruiter: { ...fixtures.recruiterClaim, Roles: roles } }));

/** A portal story (staff session) that renders `element` alone (e.g. one tab of the record). */
export function staffElementStory(element: ReactNode, options: Pick<PortalStoryOptions, 'handlers'> = {}) {
  return screenStory('/', 'staff', options.handlers, element);
}

function screenStory(
  path: string,
  session: 'applicant' | 'staff',
  handlers: PortalStoryOptions['handlers'],
  element: ReactNode,
) {
  const story = portalStory({ path, session, handlers });
  return {
    ...story,
    render: (_args: unknown, { loaded }: { loaded: Record<string, unknown> }) => {
      return (
        <StoryPortal portal={loaded.portal as LoadedPortal}>
          <MemoryRouter initialEntries={[path]}>
            <SignedInSession>{element}</SignedInSession>
          </MemoryRouter>
        </StoryPortal>
      );
    },
  };
}
