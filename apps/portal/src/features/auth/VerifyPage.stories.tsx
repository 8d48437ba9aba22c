import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { handlers } from '@agency/api-client/testing';
import { bodiesSent, notifications, PAGE_TIMEOUT, portalOf, portalStory } from '../../testing/portalStory';
import { VerifyPage } from './VerifyPage';

const meta = {
  title: 'Screens/Auth/Verification',
  component: VerifyPage,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof VerifyPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const pending = (extra: Parameters<typeof portalStory>[0]['handlers'] = []) =>
  portalStory({ path: '/verify', session: 'applicant', verificationStatus: false, handlers: extra });

const submitCode = async (canvasElement: HTMLElement, code: string) => {
  const canvas = within(canvasElement);
  await userEvent.type(await canvas.findByLabelText('Verification Code', {}, PAGE_TIMEOUT), code);
  await userEvent.click(canvas.getByRole('button', { name: 'Verify' }));
};

export const Pending: Story = {
  name: 'Waiting for the code',
  ...pending(),
  play: async (context) => {
    const { canvasElement } = context;
    await context.step('shows the code form with the Spam folder hint', async () => {
      const canvas = within(canvasElement);
      const input = await canvas.findByLabelText('Verification Code', {}, PAGE_TIMEOUT);
      await expect(input).toHaveAttribute('maxLength', '10');
      await expect(canvas.getByText(/Spam folder/)).toBeVisible();
      await expect(canvas.getByRole('button', { name: 'Verify' })).toBeVisible();
      await expect(canvas.getByRole('button', { name: 'Resend Code' })).toBeVisible();
    });
  },
};

export const NoStoredStatusGoesToRegistration: Story = {
  name: 'Not registered yet',
  ...portalStory({ path: '/verify' }),
  play: async (context) => {
    await context.step('no stored status goes to registration', async () => {
      await waitFor(() => expect(portalOf(context).location.pathname).toBe('/registration'), PAGE_TIMEOUT);
    });
  },
};

export const AlreadyVerifiedGoesToRoot: Story = {
  name: 'Already verified',
  ...portalStory({ path: '/verify', session: 'applicant', verificationStatus: true }),
  play: async (context) => {
    await context.step('already verified goes to root', async () => {
      await waitFor(() => expect(portalOf(context).location.pathname).toBe('/'), PAGE_TIMEOUT);
    });
  },
};

export const Verified: Story = {
  ...pending(),
  play: async (context) => {
    await submitCode(context.canvasElement, ' 481516 ');
    await waitFor(() => expect(portalOf(context).location.pathname).toBe('/'), PAGE_TIMEOUT);
    await expect(portalOf(context).client.registration.getVerificationStatus()).toBe(true);
    await context.step('the server received the trimmed code', async () => {
      await expect(bodiesSent(context, 'POST', '/api/registration/verify')).toEqual([{ verificationCode: '481516' }]);
    });
  },
};

export const InvalidCode: Story = {
  name: 'Invalid code',
  ...pending([handlers.verify.invalidCode]),
  play: async (context) => {
    await context.step('a false answer shows Invalid Code and stays', async () => {
      await submitCode(context.canvasElement, '000000');
      await expect(await within(notifications(context.canvasElement)).findByText('Invalid Code')).toBeVisible();
      await expect(portalOf(context).location.pathname).toBe('/verify');
    });
  },
};

export const IncorrectCode: Story = {
  name: 'Wrong code',
  ...pending([handlers.verify.incorrectCode]),
  play: async (context) => {
    await context.step('an HTTP error says the code is incorrect', async () => {
      await submitCode(context.canvasElement, '000000');
      await expect(
        await within(notifications(context.canvasElement)).findByText('The verfication code is incorrect.'),
      ).toBeVisible();
    });
  },
};

export const VerifyServerDown: Story = {
  name: 'Server down',
  ...pending([handlers.verify.networkError]),
  play: async (context) => {
    await context.step('verify server down', async () => {
      await submitCode(context.canvasElement, '481516');
      await expect(
        await within(notifications(context.canvasElement)).findByText('Something went wrong on server.'),
      ).toBeVisible();
    });
  },
};

export const CodeResent: Story = {
  name: 'Code resent',
  ...pending(),
  play: async (context) => {
    const { canvasElement } = context;
    await context.step('a success toast says to check the mail', async () => {
      await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Resend Code' }, PAGE_TIMEOUT));
      const toast = await within(notifications(canvasElement)).findByText('Please check your mail.');
      await expect(toast).toBeVisible();
      await expect(toast.closest('[data-tone]')).toHaveAttribute('data-tone', 'success');
    });
    await context.step('one resend call was made, with no body', async () => {
      await expect(bodiesSent(context, 'GET', '/api/registration/resend-verification-code')).toEqual([undefined]);
    });
  },
};

export const ResendFailed: Story = {
  name: 'Resend failed',
  ...pending([handlers.resendVerificationCode.serverError]),
  play: async (context) => {
    const { canvasElement } = context;
    await context.step('resend failed', async () => {
      await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Resend Code' }, PAGE_TIMEOUT));
      await expect(
        await within(notifications(canvasElement)).findByText('The verfication code resend failed.'),
      ).toBeVisible();
    });
  },
};

export const ResendServerDown: Story = {
  name: 'Resend: server down',
  ...pending([handlers.resendVerificationCode.networkError]),
  play: async (context) => {
    const { canvasElement } = context;
    await context.step('resend server down', async () => {
      await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Resend Code' }, PAGE_TIMEOUT));
      await expect(
        await within(notifications(canvasElement)).findByText('Something went wrong on server.'),
      ).toBeVisible();
    });
  },
};
