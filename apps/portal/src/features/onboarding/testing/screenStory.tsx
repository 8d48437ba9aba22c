// Stories only: a screen of this feature in the portal's providers, without the whole route tree (the
// applicant home at "/" and the record's Onboarding tab render straight away, inside their shell).
import type { ReactNode } from 'react';
import type { HttpHandler } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import type { OnboardingFormKey, RoleKey } from '@agency/api-client/contract';
import { createTestTokenResponse, fixtures, handlers as apiHandlers } from '@agency/api-client/testing';
import { Page } from '../../../routing/Page';
import type { RouteRecord } from '../../../routing/types';
import { SignedInSession } from '../../../session/SignedInSession';
import { ApplicantLayout } from '../../../shell/ApplicantLayout';
import { portalStory, StoryPortal, type LoadedPortal, type PortalStoryOptions } from '../../../testing/portalStory';
import { atViewport, expectNoHorizontalOverflow } from '../../../testing/layout';
import { draftKey } from '../draftStore';
import { onboardingRoutes } from '../route';
import { HEALTH_LOCK, onboardingServer, type OnboardingServerOptions } from './storyServer';

const SLOW = { timeout: 12_000 };

/**
 * The meta of a form screen's stories, but the title (Storybook reads it from the file itself): full screen,
 * each story without a draft another one left on the device.
 */
export function formScreenMeta(form: OnboardingFormKey) {
  return {
    parameters: { layout: 'fullscreen' },
    beforeEach: () => localStorage.removeItem(draftKey(1, form)),
  };
}

/** A health form's screen before an offer (phone): the lock's message, no form, no sideways scroll. */
export function lockedBeforeOfferStory(form: OnboardingFormKey) {
  return {
    ...formScreenStory(form).story,
    globals: atViewport('phone'),
    play: async ({ canvasElement }: { canvasElement: HTMLElement }) => {
      const canvas = within(canvasElement);
      await expect(await canvas.findByText(HEALTH_LOCK, {}, SLOW)).toBeVisible();
      await expect(canvas.queryByRole('form')).toBeNull();
      await expectNoHorizontalOverflow(canvasElement);
    },
  };
}

/**
 * On the signing step `step` (the form's accessible name): runs `check` on it (what the step shows), then
 * types `name` and presses "Sign and submit".
 */
export async function signAndSubmit(
  canvasElement: HTMLElement,
  step: string,
  name: string,
  check: (sign: ReturnType<typeof within>) => Promise<void> = async () => {},
) {
  const sign = within(await within(canvasElement).findByRole('form', { name: step }, SLOW));
  await check(sign);
  await userEvent.type(sign.getByRole('textbox', { name: /Type your full legal name/ }), name);
  await userEvent.click(sign.getByRole('button', { name: 'Sign and submit' }));
}

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

/**
 * A story of one onboarding form's screen at `/<form>` on the in-memory onboarding server (`options`), with
 * `extra` handlers in front of it; the server is returned too, to read what it holds.
 */
export function formScreenStory(
  form: OnboardingFormKey,
  options: OnboardingServerOptions = {},
  extra: readonly HttpHandler[] = [],
) {
  const server = onboardingServer(options);
  return {
    server,
    story: applicantScreenStory(
      onboardingRoutes.find((record) => record.path === form)!,
      {
        path: `/${form}`,
        handlers: [...extra, ...server.handlers],
      },
    ),
  };
}

/** The sign-in answer of a staff member with `roles` (a story's session). */
export const staffSignedInAs = (roles: RoleKey[]) =>
  apiHandlers.login.with(createTestTokenResponse({ recruiter: { ...fixtures.recruiterClaim, Roles: roles } }));

/** The row of the form `label` on the record's Onboarding tab, once the tab has loaded. */
export async function onboardingTabRow(canvasElement: HTMLElement, label: string) {
  const forms = within(await within(canvasElement).findByRole('list', { name: 'Onboarding forms' }, SLOW));
  return within(forms.getByText(label, { selector: 'strong' }).closest('li') as HTMLElement);
}

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
