// Stories only: the onboarding form screens' stories, and the record's Onboarding tab as a story reads it.
import type { HttpHandler } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import type { OnboardingFormKey } from '@agency/api-client/contract';
import { applicantScreenStory } from '../../../testing/screenStory';
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

/** The row of the form `label` on the record's Onboarding tab, once the tab has loaded. */
export async function onboardingTabRow(canvasElement: HTMLElement, label: string) {
  const forms = within(await within(canvasElement).findByRole('list', { name: 'Onboarding forms' }, SLOW));
  return within(forms.getByText(label, { selector: 'strong' }).closest('li') as HTMLElement);
}
