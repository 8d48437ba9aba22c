import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { register } from '@agency/api-client/contract';
import { apiErrorBody, fixtures, handle, handlers } from '@agency/api-client/testing';
import { bodiesSent, notifications, PAGE_TIMEOUT, portalOf, portalStory } from '../../testing/portalStory';
import { RegistrationPage } from './RegistrationPage';

const meta = {
  title: 'Screens/Auth/Registration',
  component: RegistrationPage,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof RegistrationPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const fill = async (canvasElement: HTMLElement, email = 'sam.lee@mail.com') => {
  const canvas = within(canvasElement);
  await userEvent.type(await canvas.findByLabelText('Last Name', {}, PAGE_TIMEOUT), 'Lee');
  await userEvent.type(canvas.getByLabelText('First Name'), 'Sam');
  await userEvent.type(canvas.getByLabelText('Email'), email);
  await userEvent.type(canvas.getByLabelText('Password'), 'Applic4nt!');
  await userEvent.type(canvas.getByLabelText('Confirm Password'), 'Applic4nt!');
  await userEvent.click(canvas.getByRole('checkbox'));
};

export const Empty: Story = {
  ...portalStory({ path: '/registration' }),
  play: async (context) => {
    const { canvasElement } = context;
    await context.step('empty', async () => {
      const canvas = within(canvasElement);
      await expect(await canvas.findByRole('heading', { level: 1, name: 'Registration' }, PAGE_TIMEOUT)).toBeVisible();
      for (const label of ['Last Name', 'First Name', 'Email', 'Password', 'Confirm Password']) {
        await expect(canvas.getByLabelText(label)).toBeVisible();
      }
      await expect(canvas.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
      // The resume note names the recruitment mailbox from the config.
      const mailbox = canvas.getByRole('link', { name: fixtures.agency.RecruitmentEmail });
      await expect(mailbox).toHaveAttribute('href', `mailto:${fixtures.agency.RecruitmentEmail}`);
    });
  },
};

export const SubmittedEmpty: Story = {
  name: 'Submitted empty',
  ...portalStory({ path: '/registration' }),
  play: async (context) => {
    const { canvasElement } = context;
    await context.step('submitted empty', async () => {
      const canvas = within(canvasElement);
      await userEvent.click(await canvas.findByRole('button', { name: 'Register' }, PAGE_TIMEOUT));
      await expect(await canvas.findByText('Last Name is required')).toBeVisible();
      await expect(canvas.getByText('First Name is required')).toBeVisible();
      await expect(canvas.getByText('Email is required')).toBeVisible();
      await expect(canvas.getByLabelText('Last Name')).toHaveAttribute('aria-invalid', 'true');
      await expect(canvas.getByRole('checkbox')).toHaveAttribute('aria-invalid', 'true');
    });
  },
};

export const EmailAlreadyRegistered: Story = {
  name: 'E-mail already registered',
  ...portalStory({ path: '/registration', handlers: [handlers.emailExists.taken] }),
  play: async (context) => {
    const { canvasElement } = context;
    await context.step('email already registered', async () => {
      const canvas = within(canvasElement);
      await userEvent.type(await canvas.findByLabelText('Email', {}, PAGE_TIMEOUT), 'sam.lee@mail.com');
      await userEvent.tab();
      await expect(await canvas.findByText('Email already exist')).toBeVisible();
      await expect(canvas.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    });
  },
};

export const RegistersAndGoesToVerification: Story = {
  name: 'Registered',
  ...portalStory({ path: '/registration' }),
  play: async (context) => {
    await fill(context.canvasElement);
    await userEvent.click(within(context.canvasElement).getByRole('button', { name: 'Register' }));
    const { location, client } = portalOf(context);
    await waitFor(() => expect(location.pathname).toBe('/verify'), PAGE_TIMEOUT);
    // Logged in automatically with the entered e-mail and password; the status is stored as false.
    await expect(client.auth.isLoggedIn()).toBe(true);
    await expect(client.registration.getVerificationStatus()).toBe(false);
    await context.step('the server received the registration payload of SPEC §3', async () => {
      await expect(bodiesSent(context, 'POST', '/api/registration/register')).toEqual([
        {
          First_Name: 'Sam',
          Last_Name: 'Lee',
          Email: 'sam.lee@mail.com',
          Password: 'Applic4nt!',
          IsVerified: false,
          Middle_Name: '',
        },
      ]);
    });
    await expect(
      await within(context.canvasElement).findByRole('heading', { level: 1, name: 'Verification' }, PAGE_TIMEOUT),
    ).toBeVisible();
  },
};

export const RegistrationFailed: Story = {
  name: 'Registration failed',
  ...portalStory({ path: '/registration', handlers: [handlers.register.serverError] }),
  play: async (context) => {
    await context.step('registration failed', async () => {
      await fill(context.canvasElement);
      await userEvent.click(within(context.canvasElement).getByRole('button', { name: 'Register' }));
      await expect(await within(notifications(context.canvasElement)).findByText('Registration failed')).toBeVisible();
      await expect(portalOf(context).location.pathname).toBe('/registration');
      await expect(portalOf(context).client.auth.isLoggedIn()).toBe(false);
    });
  },
};

export const RegistrationRejectedField: Story = {
  name: 'Field rejected by the server',
  ...portalStory({ path: '/registration', handlers: [handlers.register.invalid] }),
  play: async (context) => {
    await context.step('registration rejected field', async () => {
      await fill(context.canvasElement);
      await userEvent.click(within(context.canvasElement).getByRole('button', { name: 'Register' }));
      await expect(await within(notifications(context.canvasElement)).findByText('Registration failed')).toBeVisible();
      // The server's field message shows on its field.
      await expect(await within(context.canvasElement).findByText('Email must be a valid email address')).toBeVisible();
    });
  },
};

/** A message only the server gives (no rule of the form has it), so it can only come from the payload. */
const SERVER_EMAIL_MESSAGE = 'This mailbox does not accept mail from the agency';

export const EmailRefusedByServer: Story = {
  name: 'E-mail refused by the server',
  ...portalStory({
    path: '/registration',
    handlers: [
      handle(register, () =>
        HttpResponse.json(
          apiErrorBody('validation_failed', 'The registration is invalid.', { Email: SERVER_EMAIL_MESSAGE }),
          { status: 400 },
        ),
      ),
    ],
  }),
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await fill(context.canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Register' }));
    await context.step("the server's Email message shows on the e-mail field", async () => {
      const email = canvas.getByLabelText('Email');
      await waitFor(() => expect(email).toHaveAccessibleDescription(SERVER_EMAIL_MESSAGE), PAGE_TIMEOUT);
      await expect(email).toHaveAttribute('aria-invalid', 'true');
      await expect(canvas.getByText(SERVER_EMAIL_MESSAGE)).toBeVisible();
      // Only the e-mail field is marked; the page stays on registration, signed out.
      await expect(canvas.getByLabelText('Last Name')).not.toHaveAttribute('aria-invalid');
      await expect(portalOf(context).location.pathname).toBe('/registration');
      await expect(portalOf(context).client.auth.isLoggedIn()).toBe(false);
    });
    await context.step('the server received the registration the form sent', async () => {
      await expect(bodiesSent(context, 'POST', '/api/registration/register')).toHaveLength(1);
    });
  },
};

export const AgencyRecruitmentMailbox: Story = {
  name: "The agency's name and its recruitment mailbox in the note",
  ...portalStory({
    path: '/registration',
    handlers: [handlers.getAgencyBranding.with({ ...fixtures.agencyBranding, RecruitmentEmail: 'jobs@acme.test' })],
  }),
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1, name: 'Registration' }, PAGE_TIMEOUT);
    await step("the agency's name above the form", async () => {
      await expect(await canvas.findByText(fixtures.agencyBranding.Name, {}, PAGE_TIMEOUT)).toBeVisible();
    });
    await step('the note names the mailbox the agency set (Management → Agencies)', async () => {
      const link = await canvas.findByRole('link', { name: 'jobs@acme.test' }, PAGE_TIMEOUT);
      await expect(link).toHaveAttribute('href', 'mailto:jobs@acme.test');
    });
  },
};
