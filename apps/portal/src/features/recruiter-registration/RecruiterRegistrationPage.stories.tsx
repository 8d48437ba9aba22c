import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { registerRecruiter } from '@agency/api-client/contract';
import { apiErrorBody, createTestTokenResponse, fixtures, handle, handlers } from '@agency/api-client/testing';
import { atViewport, expectNoHorizontalOverflow } from '../../testing/layout';
import { bodiesSent, notifications, portalOf, portalStory } from '../../testing/portalStory';
import { RecruiterRegistrationPage } from './RecruiterRegistrationPage';

const meta = {
  title: 'Screens/Auth/Join as a recruiter',
  component: RecruiterRegistrationPage,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof RecruiterRegistrationPage>;

export default meta;
type Story = StoryObj<typeof meta>;

// Generous waits: the screen's chunk loads lazily and the test browser may be shared and busy.
const SLOW = { timeout: 12_000 };
const PATH = '/recruiter-registration';

/** The sign-in of a self-registered recruiter: a staff token without any role (waiting for approval). */
const waitingLogin = handlers.login.with(
  createTestTokenResponse({
    recruiter: { ...fixtures.recruiterClaim, FirstName: 'Riley', LastName: 'Joiner', Roles: [] },
  }),
);

const heading = (canvasElement: HTMLElement, name = 'Join as a recruiter') =>
  within(canvasElement).findByRole('heading', { level: 1, name }, SLOW);

const fill = async (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement);
  await userEvent.type(await canvas.findByLabelText('Last Name', {}, SLOW), 'Joiner');
  await userEvent.type(canvas.getByLabelText('First Name'), 'Riley');
  await userEvent.type(canvas.getByLabelText('Email'), 'riley.joiner@mail.com');
  await userEvent.type(canvas.getByLabelText('Password'), 'Recruit3r!');
  await userEvent.type(canvas.getByLabelText('Confirm Password'), 'Recruit3r!');
  await userEvent.click(canvas.getByRole('checkbox'));
};

export const Phone: Story = {
  name: 'Empty (phone)',
  ...portalStory({ path: PATH }),
  globals: atViewport('phone'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvasElement);
    for (const label of ['Last Name', 'First Name', 'Email', 'Password', 'Confirm Password'])
      await expect(canvas.getByLabelText(label)).toBeVisible();
    await expect(canvas.getByText(/the agency approves your account before you see any applicant/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    await expect(canvas.getByRole('link', { name: 'Register as an applicant' })).toHaveAttribute(
      'href',
      '/registration',
    );
    await expectNoHorizontalOverflow(canvasElement);
  },
};

export const SubmittedEmpty: Story = {
  name: 'Submitted empty: the registration rules of SPEC §5',
  ...portalStory({ path: PATH }),
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Register' }, SLOW));
    await expect(await canvas.findByText('Last Name is required')).toBeVisible();
    await expect(canvas.getByText('First Name is required')).toBeVisible();
    await expect(canvas.getByText('Email is required')).toBeVisible();
    await expect(canvas.getByRole('checkbox')).toHaveAttribute('aria-invalid', 'true');
    await expect(bodiesSent(context, 'POST', '/api/staff/registrations')).toEqual([]);
  },
};

export const Desktop: Story = {
  name: 'Registers, verifies the code, then waits for approval (desktop)',
  ...portalStory({ path: PATH, handlers: [waitingLogin] }),
  globals: atViewport('desktop'),
  play: async (context) => {
    const { canvasElement, step } = context;
    const canvas = within(canvasElement);
    await heading(canvasElement);
    await step('the registration payload of SPEC §3 goes to the recruiter registration', async () => {
      await fill(canvasElement);
      await userEvent.click(canvas.getByRole('button', { name: 'Register' }));
      await expect(await canvas.findByLabelText('Verification Code', {}, SLOW)).toBeVisible();
      await expect(bodiesSent(context, 'POST', '/api/staff/registrations')).toEqual([
        {
          First_Name: 'Riley',
          Last_Name: 'Joiner',
          Email: 'riley.joiner@mail.com',
          Password: 'Recruit3r!',
          IsVerified: false,
          Middle_Name: '',
        },
      ]);
      // Signed in with the entered e-mail and password (SPEC §4).
      await expect(portalOf(context).client.auth.isLoggedIn()).toBe(true);
    });
    await step('the code sent by e-mail verifies the account; then the waiting page', async () => {
      await userEvent.type(canvas.getByLabelText('Verification Code'), 'ABCD2345');
      await userEvent.click(canvas.getByRole('button', { name: 'Verify' }));
      await waitFor(() => expect(portalOf(context).location.pathname).toBe('/awaiting-approval'), SLOW);
      await heading(canvasElement, 'Waiting for approval');
      await expect(bodiesSent(context, 'POST', '/api/registration/verify')).toEqual([{ verificationCode: 'ABCD2345' }]);
      await expectNoHorizontalOverflow(canvasElement);
    });
  },
};

export const EmailTaken: Story = {
  name: 'An e-mail that already has an account',
  ...portalStory({
    path: PATH,
    handlers: [
      handle(registerRecruiter, () =>
        HttpResponse.json(apiErrorBody('email_taken', 'Email already exist', { Email: 'Email already exist' }), {
          status: 409,
        }),
      ),
    ],
  }),
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await heading(context.canvasElement);
    await fill(context.canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Register' }));
    await expect(
      await within(notifications(context.canvasElement)).findByText('Registration failed', {}, SLOW),
    ).toBeVisible();
    await expect(await canvas.findByText('Email already exist')).toBeVisible();
    await expect(portalOf(context).client.auth.isLoggedIn()).toBe(false);
  },
};

export const WrongCode: Story = {
  name: 'Signed in and waiting: straight to the code; a wrong one says Invalid Code (phone)',
  ...portalStory({ path: PATH, session: 'staff', handlers: [waitingLogin, handlers.verify.invalidCode] }),
  globals: atViewport('phone'),
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await heading(context.canvasElement);
    await expect(canvas.queryByLabelText('Last Name')).toBeNull();
    await userEvent.type(await canvas.findByLabelText('Verification Code', {}, SLOW), 'WRONG123');
    await userEvent.click(canvas.getByRole('button', { name: 'Verify' }));
    await expect(await within(notifications(context.canvasElement)).findByText('Invalid Code', {}, SLOW)).toBeVisible();
    await expect(portalOf(context).location.pathname).toBe(PATH);
    await userEvent.click(canvas.getByRole('button', { name: 'Resend Code' }));
    await expect(
      await within(notifications(context.canvasElement)).findByText('Please check your mail.', {}, SLOW),
    ).toBeVisible();
    await expectNoHorizontalOverflow(context.canvasElement);
  },
};
