import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  CAPTCHA_HEADER,
  CAPTCHA_MESSAGES,
  forgotPassword,
  getCaptchaChallenge,
  register,
  resendVerificationCode,
  type AltchaChallenge,
  type ApiErrorBody,
} from '@agency/api-client/contract';
import { apiErrorBody, fixtures, handle } from '@agency/api-client/testing';
import { atViewport, expectNoHorizontalOverflow } from '../../testing/layout';
import { notifications, PAGE_TIMEOUT, portalOf, portalStory } from '../../testing/portalStory';
import { RegistrationPage } from './RegistrationPage';

/**
 * The captcha of registration and forgot password (issue 9) against a small fake of the server's ALTCHA: it
 * hands out real proof-of-work challenges, which the portal really solves (altcha-lib on Web Crypto), and
 * accepts a solution once. With the captcha off (every other story) nothing changes.
 */
const meta = {
  title: 'Screens/Auth/Captcha',
  component: RegistrationPage,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof RegistrationPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const hex = (bytes: Uint8Array) => Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
const fromHex = (text: string) => new Uint8Array(text.match(/../g)!.map((pair) => parseInt(pair, 16)));

/** SHA-256 of salt + nonce + counter (big-endian uint32): ALTCHA v2's key with cost 1. */
async function derivedKey(challenge: AltchaChallenge, counter: number): Promise<string> {
  const salt = fromHex(challenge.parameters.salt);
  const nonce = fromHex(challenge.parameters.nonce);
  const data = new Uint8Array(salt.length + nonce.length + 4);
  data.set(salt, 0);
  data.set(nonce, salt.length);
  new DataView(data.buffer).setUint32(salt.length + nonce.length, counter, false);
  return hex(new Uint8Array(await crypto.subtle.digest('SHA-256', data)));
}

/** The fake server's captcha: what it handed out, what it accepted, and its handlers. */
function fakeAltcha(options: { failFirstLoads?: number; holdFirstChallenge?: boolean } = {}) {
  const issued = new Map<string, AltchaChallenge>();
  const used = new Set<string>();
  const fake = {
    loads: 0,
    accepted: 0,
    refused: [] as string[],
    /** Resolves the held first challenge (the story submits before the portal has it). */
    release: () => {},
  };
  const held = new Promise<void>((resolve) => (fake.release = resolve));

  /** Why the request's X-Captcha is refused, or null when it is a right, unused solution. */
  const refusal = async (request: Request): Promise<keyof typeof CAPTCHA_MESSAGES | null> => {
    const header = request.headers.get(CAPTCHA_HEADER);
    if (!header) return 'required';
    try {
      const { challenge, solution } = JSON.parse(atob(header)) as {
        challenge: AltchaChallenge;
        solution: { counter: number; derivedKey: string };
      };
      const known = issued.get(challenge.signature ?? '');
      if (!known) return 'invalid';
      if (used.has(challenge.signature!)) return 'replayed';
      const key = await derivedKey(known, solution.counter);
      if (key !== solution.derivedKey || !key.startsWith(known.parameters.keyPrefix)) return 'invalid';
      used.add(challenge.signature!);
      return null;
    } catch {
      return 'invalid';
    }
  };

  const refuse = (reason: keyof typeof CAPTCHA_MESSAGES): HttpResponse<ApiErrorBody> => {
    fake.refused.push(reason);
    const code = reason === 'required' ? 'captcha_required' : 'captcha_failed';
    return HttpResponse.json<ApiErrorBody>(apiErrorBody(code, CAPTCHA_MESSAGES[reason]), { status: 400 });
  };

  const handlers = [
    handle(getCaptchaChallenge, async () => {
      fake.loads += 1;
      if (fake.loads <= (options.failFirstLoads ?? 0))
        return HttpResponse.json(apiErrorBody('internal_error', 'Something went wrong on server.'), { status: 500 });
      if (fake.loads === 1 && options.holdFirstChallenge) await held;
      const random = (n: number) => hex(crypto.getRandomValues(new Uint8Array(n)));
      const challenge: AltchaChallenge = {
        parameters: {
          algorithm: 'SHA-256',
          nonce: random(16),
          salt: random(16),
          cost: 1,
          keyLength: 32,
          // About 256 attempts: a real solve, quick enough for a story.
          keyPrefix: '00',
          expiresAt: Math.floor(Date.now() / 1000) + 600,
        },
        signature: random(32),
      };
      issued.set(challenge.signature!, challenge);
      return HttpResponse.json({ Provider: 'altcha', Challenge: challenge });
    }),
    handle(register, async ({ request }) => {
      const reason = await refusal(request);
      if (reason) return refuse(reason);
      fake.accepted += 1;
      return HttpResponse.json(fixtures.registration, { status: 201 });
    }),
    handle(resendVerificationCode, async ({ request }) => {
      const reason = await refusal(request);
      if (reason) return refuse(reason);
      fake.accepted += 1;
      return HttpResponse.text('A new verification code has been sent.');
    }),
    handle(forgotPassword, async ({ request }) => {
      const reason = await refusal(request);
      if (reason) return refuse(reason);
      fake.accepted += 1;
      return HttpResponse.text('If the e-mail belongs to an account, a temporary password has been sent to it.');
    }),
  ];
  return { fake, handlers };
}

const fill = async (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement);
  await userEvent.type(await canvas.findByLabelText('Last Name', {}, PAGE_TIMEOUT), 'Lee');
  await userEvent.type(canvas.getByLabelText('First Name'), 'Sam');
  await userEvent.type(canvas.getByLabelText('Email'), 'sam.lee@mail.com');
  await userEvent.type(canvas.getByLabelText('Password'), 'Applic4nt!');
  await userEvent.type(canvas.getByLabelText('Confirm Password'), 'Applic4nt!');
  await userEvent.click(canvas.getByRole('checkbox'));
};

const CHECKING = 'Checking that you are not a robot…';
const FAILED = 'We could not check that you are not a robot.';

/** Registers with the captcha solved in the background: nothing about it shows, the solution is accepted. */
const registersWithCaptcha = (viewport: string) => {
  const { fake, handlers } = fakeAltcha();
  return {
    ...portalStory({ path: '/registration', handlers }),
    play: async (context: Parameters<NonNullable<Story['play']>>[0]) => {
      const { canvasElement, step } = context;
      const canvas = within(canvasElement);
      await step(`solved in the background while the form is filled in (${viewport})`, async () => {
        await fill(canvasElement);
        // No puzzle, no checkbox to tick, no status line: the person sees only the form.
        await expect(canvas.queryByText(CHECKING)).not.toBeInTheDocument();
        await expect(canvas.queryByText(FAILED)).not.toBeInTheDocument();
        await expectNoHorizontalOverflow(canvasElement);
      });
      await step('the registration carries the solution and goes on to verification', async () => {
        await userEvent.click(canvas.getByRole('button', { name: 'Register' }));
        await waitFor(() => expect(portalOf(context).location.pathname).toBe('/verify'), PAGE_TIMEOUT);
        await expect(fake.accepted).toBe(1);
        await expect(fake.refused).toEqual([]);
      });
    },
  };
};

export const RegistersPhone: Story = {
  name: 'Registration: solved in the background (phone 390 px)',
  ...registersWithCaptcha('390 px'),
  globals: atViewport('phone'),
};

export const RegistersTablet: Story = {
  name: 'Registration: solved in the background (tablet 768 px)',
  ...registersWithCaptcha('768 px'),
  globals: atViewport('tablet'),
};

export const RegistersDesktop: Story = {
  name: 'Registration: solved in the background (desktop 1280 px)',
  ...registersWithCaptcha('1280 px'),
  globals: atViewport('desktop'),
};

const waiting = fakeAltcha({ holdFirstChallenge: true });
export const RegistrationWaitsForTheCheck: Story = {
  name: 'Registration: the submit waits for the check',
  ...portalStory({ path: '/registration', handlers: waiting.handlers }),
  globals: atViewport('phone'),
  play: async (context) => {
    const { canvasElement, step } = context;
    const canvas = within(canvasElement);
    await fill(canvasElement);
    await step('a submit before the check is done says so in a polite status line', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Register' }));
      const status = await canvas.findByText(CHECKING);
      await expect(status).toBeVisible();
      await expect(status.closest('[role="status"]')).toHaveAttribute('aria-live', 'polite');
      await expect(waiting.fake.accepted).toBe(0);
    });
    await step('once solved the registration goes through by itself', async () => {
      waiting.fake.release();
      await waitFor(() => expect(portalOf(context).location.pathname).toBe('/verify'), PAGE_TIMEOUT);
      await expect(waiting.fake.accepted).toBe(1);
    });
  },
};

const unavailable = fakeAltcha({ failFirstLoads: 2 });
export const RegistrationCheckFails: Story = {
  name: 'Registration: the check fails, then Try again',
  ...portalStory({ path: '/registration', handlers: unavailable.handlers }),
  globals: atViewport('desktop'),
  play: async (context) => {
    const { canvasElement, step } = context;
    const canvas = within(canvasElement);
    await step(
      'nothing is checked before the person types; then the check cannot be loaded: an error with a retry',
      async () => {
        await canvas.findByLabelText('Last Name', {}, PAGE_TIMEOUT);
        await expect(unavailable.fake.loads).toBe(0);
        await fill(canvasElement);
        await expect(await canvas.findByRole('alert', {}, PAGE_TIMEOUT)).toHaveTextContent(FAILED);
      },
    );
    await step('a submit tries the check once more; when that fails too, nothing is sent', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Register' }));
      await waitFor(() => expect(unavailable.fake.loads).toBe(2));
      await expect(await canvas.findByRole('alert')).toHaveTextContent(FAILED);
      await expect(unavailable.fake.accepted + unavailable.fake.refused.length).toBe(0);
      await expect(portalOf(context).location.pathname).toBe('/registration');
    });
    await step('Try again (by keyboard) gets a new check; the next submit registers', async () => {
      canvas.getByRole('button', { name: 'Try again' }).focus();
      await userEvent.keyboard('{Enter}');
      await waitFor(() => expect(canvas.queryByRole('alert')).not.toBeInTheDocument());
      await userEvent.click(canvas.getByRole('button', { name: 'Register' }));
      await waitFor(() => expect(portalOf(context).location.pathname).toBe('/verify'), PAGE_TIMEOUT);
      await expect(unavailable.fake.loads).toBe(3);
    });
  },
};

const expired = fakeAltcha();
export const RegistrationCaptchaRefused: Story = {
  name: 'Registration: the server refuses the solution',
  ...portalStory({
    path: '/registration',
    handlers: [
      // The server's first answer: the solution came too late (as after a form left open for long).
      handle(register, () =>
        HttpResponse.json(apiErrorBody('captcha_failed', CAPTCHA_MESSAGES.expired), { status: 400 }),
      ),
      ...expired.handlers,
    ],
  }),
  globals: atViewport('tablet'),
  play: async (context) => {
    const { canvasElement, step } = context;
    const canvas = within(canvasElement);
    await fill(canvasElement);
    await step("the server's reason shows, and a new check starts at once", async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Register' }));
      await expect(await within(notifications(canvasElement)).findByText(CAPTCHA_MESSAGES.expired)).toBeVisible();
      await waitFor(() => expect(expired.fake.loads).toBe(2));
      await expect(portalOf(context).location.pathname).toBe('/registration');
    });
  },
};

const openForgotPassword = async (canvasElement: HTMLElement, email: string) => {
  const canvas = within(canvasElement);
  await userEvent.click(await canvas.findByRole('button', { name: 'Forgot password?' }, PAGE_TIMEOUT));
  const dialog = within(
    await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Forgot password' }, PAGE_TIMEOUT),
  );
  await userEvent.type(dialog.getByLabelText('Email'), email);
  return dialog;
};

const forgotPasswordWithCaptcha = (viewport: string) => {
  const { fake, handlers } = fakeAltcha();
  return {
    ...portalStory({ path: '/login', handlers }),
    play: async (context: Parameters<NonNullable<Story['play']>>[0]) => {
      const { canvasElement, step } = context;
      await step(`the dialog's check is solved in the background (${viewport})`, async () => {
        const dialog = await openForgotPassword(canvasElement, 'jane.doe@acme.com');
        await userEvent.click(dialog.getByRole('button', { name: 'Submit' }));
        await expect(await within(notifications(canvasElement)).findByText('Please check your mail.')).toBeVisible();
        await expect(fake.accepted).toBe(1);
        await expect(fake.refused).toEqual([]);
      });
      await step('each request gets a check of its own', async () => {
        await userEvent.click(within(canvasElement).getByRole('button', { name: 'Forgot password?' }));
        const dialog = within(
          await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Forgot password' }),
        );
        await userEvent.clear(dialog.getByLabelText('Email'));
        await userEvent.type(dialog.getByLabelText('Email'), 'jane.doe@acme.com');
        await userEvent.click(dialog.getByRole('button', { name: 'Submit' }));
        await waitFor(() => expect(fake.accepted).toBe(2), PAGE_TIMEOUT);
        await expect(fake.refused).toEqual([]);
      });
    },
  };
};

export const ForgotPasswordPhone: Story = {
  name: 'Forgot password: solved in the background (phone 390 px)',
  ...forgotPasswordWithCaptcha('390 px'),
  globals: atViewport('phone'),
};

export const ForgotPasswordTablet: Story = {
  name: 'Forgot password: solved in the background (tablet 768 px)',
  ...forgotPasswordWithCaptcha('768 px'),
  globals: atViewport('tablet'),
};

export const ForgotPasswordDesktop: Story = {
  name: 'Forgot password: solved in the background (desktop 1280 px)',
  ...forgotPasswordWithCaptcha('1280 px'),
  globals: atViewport('desktop'),
};

const forgotUnavailable = fakeAltcha({ failFirstLoads: 2 });
export const ForgotPasswordCheckFails: Story = {
  name: 'Forgot password: the check fails, then Try again',
  ...portalStory({ path: '/login', handlers: forgotUnavailable.handlers }),
  globals: atViewport('phone'),
  play: async (context) => {
    const { canvasElement, step } = context;
    const dialog = await openForgotPassword(canvasElement, 'jane.doe@acme.com');
    await step('the dialog shows the error and a retry; a submit that fails to check again sends nothing', async () => {
      await expect(await dialog.findByRole('alert', {}, PAGE_TIMEOUT)).toHaveTextContent(FAILED);
      await userEvent.click(dialog.getByRole('button', { name: 'Submit' }));
      await waitFor(() => expect(forgotUnavailable.fake.loads).toBe(2));
      await expect(await dialog.findByRole('alert')).toHaveTextContent(FAILED);
      await expect(forgotUnavailable.fake.accepted).toBe(0);
    });
    await step('Try again, then Submit: the mail is sent', async () => {
      await userEvent.click(dialog.getByRole('button', { name: 'Try again' }));
      await waitFor(() => expect(dialog.queryByRole('alert')).not.toBeInTheDocument());
      await userEvent.click(dialog.getByRole('button', { name: 'Submit' }));
      await expect(await within(notifications(canvasElement)).findByText('Please check your mail.')).toBeVisible();
      await expect(forgotUnavailable.fake.accepted).toBe(1);
    });
  },
};

const forgotRefused = fakeAltcha();
export const ForgotPasswordCaptchaRefused: Story = {
  name: 'Forgot password: the server refuses the solution',
  ...portalStory({
    path: '/login',
    handlers: [
      handle(forgotPassword, () =>
        HttpResponse.json(apiErrorBody('captcha_failed', CAPTCHA_MESSAGES.replayed), { status: 400 }),
      ),
      ...forgotRefused.handlers,
    ],
  }),
  globals: atViewport('desktop'),
  play: async (context) => {
    const { canvasElement, step } = context;
    const dialog = await openForgotPassword(canvasElement, 'jane.doe@acme.com');
    await step("the server's reason shows; the dialog stays open with a new check", async () => {
      await userEvent.click(dialog.getByRole('button', { name: 'Submit' }));
      await expect(await within(notifications(canvasElement)).findByText(CAPTCHA_MESSAGES.replayed)).toBeVisible();
      await expect(
        within(canvasElement.ownerDocument.body).getByRole('dialog', { name: 'Forgot password' }),
      ).toBeVisible();
      await waitFor(() => expect(forgotRefused.fake.loads).toBe(2));
    });
  },
};

const resends = fakeAltcha();
export const ResendCodeWithCaptcha: Story = {
  name: 'Verification: each resend carries its own check (phone 390 px)',
  ...portalStory({ path: '/verify', session: 'applicant', verificationStatus: false, handlers: resends.handlers }),
  globals: atViewport('phone'),
  play: async (context) => {
    const { canvasElement, step } = context;
    const canvas = within(canvasElement);
    await step('Resend Code sends the solved check; the code is on its way', async () => {
      await userEvent.click(await canvas.findByRole('button', { name: 'Resend Code' }, PAGE_TIMEOUT));
      await expect(await within(notifications(canvasElement)).findByText('Please check your mail.')).toBeVisible();
      await expect(resends.fake.accepted).toBe(1);
    });
    await step('a second resend gets a new check (a solution is good once)', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Resend Code' }));
      await waitFor(() => expect(resends.fake.accepted).toBe(2), PAGE_TIMEOUT);
      await expect(resends.fake.refused).toEqual([]);
      // The spent solution is replaced by a fresh check, loaded in the background after the answer.
      await waitFor(() => expect(resends.fake.loads).toBe(3), PAGE_TIMEOUT);
    });
  },
};

/**
 * A stand-in for Cloudflare's widget (installed as `window.turnstile`, so the portal does not load the real
 * script): a "Verify you are human" button that hands over a one-time token.
 */
function fakeTurnstile() {
  const tokens: string[] = [];
  const widgets = new Map<string, HTMLElement>();
  let issued = 0;
  const api = {
    render(element: HTMLElement, options: { sitekey: string; callback: (token: string) => void }) {
      const button = element.ownerDocument.createElement('button');
      button.type = 'button';
      button.textContent = 'Verify you are human';
      button.onclick = () => {
        issued += 1;
        const token = `${options.sitekey}-token-${issued}`;
        tokens.push(token);
        options.callback(token);
      };
      element.append(button);
      const id = `widget-${widgets.size + 1}`;
      widgets.set(id, button);
      return id;
    },
    reset: () => {},
    remove: (id: string) => {
      widgets.get(id)?.remove();
      widgets.delete(id);
    },
  };
  const install = () => {
    (window as unknown as { turnstile?: typeof api }).turnstile = api;
    return () => void delete (window as unknown as { turnstile?: typeof api }).turnstile;
  };
  return { tokens, install };
}

const turnstile = fakeTurnstile();
const turnstileSeen: Array<string | null> = [];
export const RegistrationWithTurnstile: Story = {
  name: 'Registration: a hosted provider (Turnstile) widget',
  ...portalStory({
    path: '/registration',
    handlers: [
      handle(getCaptchaChallenge, () => HttpResponse.json({ Provider: 'turnstile', SiteKey: 'site-key' })),
      handle(register, ({ request }) => {
        const token = request.headers.get(CAPTCHA_HEADER);
        turnstileSeen.push(token);
        return turnstile.tokens.includes(token ?? '')
          ? HttpResponse.json(fixtures.registration, { status: 201 })
          : HttpResponse.json<ApiErrorBody>(apiErrorBody('captcha_required', CAPTCHA_MESSAGES.required), {
              status: 400,
            });
      }),
    ],
  }),
  globals: atViewport('phone'),
  beforeEach: () => turnstile.install(),
  play: async (context) => {
    const { canvasElement, step } = context;
    const canvas = within(canvasElement);
    await fill(canvasElement);
    await step('the widget is in the form, in a group named for what it asks', async () => {
      const widget = await canvas.findByRole('group', { name: 'Confirm that you are not a robot' }, PAGE_TIMEOUT);
      await expect(within(widget).getByRole('button', { name: 'Verify you are human' })).toBeVisible();
    });
    await step('a submit before the widget is done asks for it politely and waits', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Register' }));
      await expect(await canvas.findByText('Confirm that you are not a robot below.')).toBeVisible();
      await expect(turnstileSeen).toEqual([]);
    });
    await step("the widget's token goes with the registration", async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Verify you are human' }));
      await waitFor(() => expect(portalOf(context).location.pathname).toBe('/verify'), PAGE_TIMEOUT);
      await expect(turnstileSeen).toEqual(['site-key-token-1']);
    });
  },
};
