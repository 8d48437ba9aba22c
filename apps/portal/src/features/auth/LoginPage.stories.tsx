import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { fixtures, handlers } from '@agency/api-client/testing';
import { atViewport, expectNoHorizontalOverflow } from '../../testing/layout';
import { bodiesSent, notifications, PAGE_TIMEOUT, portalOf, portalStory } from '../../testing/portalStory';
import { LoginPage } from './LoginPage';

const meta = {
  title: 'Screens/Auth/Login',
  component: LoginPage,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof LoginPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const fill = async (canvasElement: HTMLElement, email: string, password: string) => {
  const canvas = within(canvasElement);
  await userEvent.type(await canvas.findByLabelText('Login ID'), email);
  await userEvent.type(canvas.getByLabelText('Password'), password);
  await userEvent.click(canvas.getByRole('button', { name: 'Login' }));
};

export const Empty: Story = {
  ...portalStory({ path: '/login' }),
  play: async (context) => {
    const { canvasElement } = context;
    await context.step('empty', async () => {
      const canvas = within(canvasElement);
      await expect(await canvas.findByRole('heading', { level: 1, name: 'Login' }, PAGE_TIMEOUT)).toBeVisible();
      await expect(canvas.getByLabelText('Login ID')).toHaveFocus();
      await expect(canvas.getByRole('button', { name: 'Login' })).toBeDisabled();
      await expect(canvas.getByRole('button', { name: 'Show password' })).toBeVisible();
      await expect(canvas.getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', '/registration');
    });
  },
};

export const StaffSignsIn: Story = {
  name: 'Staff signs in',
  ...portalStory({ path: '/login' }),
  play: async (context) => {
    await fill(context.canvasElement, 'jane.doe@acme.test', 'Recruit3r!');
    const canvas = within(context.canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Dashboard' }, PAGE_TIMEOUT)).toBeVisible();
    await expect(portalOf(context).location.pathname).toBe('/dashboard');
    // The header shows the user's full name (the user menu's button).
    await expect(canvas.getByRole('button', { name: 'Jane Doe' })).toBeVisible();
    await context.step('the token endpoint received a password grant with the Login ID', async () => {
      await expect(bodiesSent(context, 'POST', '/connect/token')).toEqual([
        expect.objectContaining({ grant_type: 'password', username: 'jane.doe@acme.test', password: 'Recruit3r!' }),
      ]);
    });
  },
};

export const ApplicantSignsIn: Story = {
  name: 'Applicant signs in',
  ...portalStory({ path: '/login', handlers: [handlers.login.applicant] }),
  play: async (context) => {
    await context.step('applicant signs in', async () => {
      await fill(context.canvasElement, 'sam.lee@mail.test', 'Applic4nt!');
      await expect(
        await within(context.canvasElement).findByRole('heading', { level: 1, name: 'Your onboarding' }, PAGE_TIMEOUT),
      ).toBeVisible();
      await expect(portalOf(context).location.pathname).toBe('/');
    });
  },
};

export const SavedRedirect: Story = {
  name: 'Back to the page asked for',
  ...portalStory({ path: '/job-orders' }),
  play: async (context) => {
    await context.step('saved redirect', async () => {
      const { location } = portalOf(context);
      // The staff guard logs the visitor out and keeps the address asked for.
      await waitFor(() => expect(location.pathname).toBe('/login'));
      await fill(context.canvasElement, 'jane.doe@acme.test', 'Recruit3r!');
      await waitFor(() => expect(location.pathname).toBe('/job-orders'), PAGE_TIMEOUT);
      await expect(
        await within(context.canvasElement).findByRole('heading', { level: 1, name: 'Job Orders' }, PAGE_TIMEOUT),
      ).toBeVisible();
    });
  },
};

export const WrongCredentials: Story = {
  name: 'Wrong password',
  ...portalStory({ path: '/login', handlers: [handlers.login.invalidGrant] }),
  play: async (context) => {
    await context.step('wrong credentials', async () => {
      await fill(context.canvasElement, 'jane.doe@acme.test', 'wrong-password');
      const toasts = within(notifications(context.canvasElement));
      await expect(await toasts.findByText('The email or password is incorrect.')).toBeVisible();
      await expect(portalOf(context).location.pathname).toBe('/login');
    });
  },
};

export const ServerUnreachable: Story = {
  name: 'Server unreachable',
  ...portalStory({ path: '/login', handlers: [handlers.login.networkError] }),
  play: async (context) => {
    await context.step('server unreachable', async () => {
      await fill(context.canvasElement, 'jane.doe@acme.test', 'Recruit3r!');
      const toasts = within(notifications(context.canvasElement));
      await expect(await toasts.findByText('Something went wrong on server.')).toBeVisible();
    });
  },
};

export const SigningIn: Story = {
  name: 'Signing in',
  ...portalStory({ path: '/login', handlers: [handlers.login.loading] }),
  play: async (context) => {
    await context.step('signing in', async () => {
      await fill(context.canvasElement, 'jane.doe@acme.test', 'Recruit3r!');
      const button = within(context.canvasElement).getByRole('button', { name: 'Login' });
      await waitFor(() => expect(button).toHaveAttribute('aria-busy', 'true'));
      await expect(button).toBeDisabled();
    });
  },
};

export const LoggedInVisitorGoesToRoot: Story = {
  name: 'Already signed in',
  ...portalStory({ path: '/login', session: 'staff' }),
  play: async (context) => {
    await context.step('logged in visitor goes to root', async () => {
      // The root's applicant guard sends a staff user on to the dashboard.
      await expect(
        await within(context.canvasElement).findByRole('heading', { level: 1, name: 'Dashboard' }, PAGE_TIMEOUT),
      ).toBeVisible();
      await expect(portalOf(context).location.pathname).toBe('/dashboard');
    });
  },
};

const openForgotPassword = async (canvasElement: HTMLElement, email: string) => {
  const canvas = within(canvasElement);
  await userEvent.click(await canvas.findByRole('button', { name: 'Forgot password?' }));
  // The dialog's module loads on first use: wait for it.
  const dialog = within(
    await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Forgot password' }),
  );
  await userEvent.type(dialog.getByLabelText('Email'), email);
  await userEvent.click(dialog.getByRole('button', { name: 'Submit' }));
};

export const ForgotPasswordSent: Story = {
  name: 'Forgot password: mail sent',
  ...portalStory({ path: '/login' }),
  play: async (context) => {
    const { canvasElement, step } = context;
    await openForgotPassword(canvasElement, 'jane.doe@acme.com');
    await step('confirms and closes the dialog', async () => {
      const toasts = within(notifications(canvasElement));
      await expect(await toasts.findByText('Please check your mail.')).toBeVisible();
      await expect(within(canvasElement.ownerDocument.body).queryByRole('dialog')).not.toBeInTheDocument();
    });
    await step('the server received the e-mail address', async () => {
      await expect(bodiesSent(context, 'PUT', '/api/password/forgot-password')).toEqual([
        { Email: 'jane.doe@acme.com' },
      ]);
    });
  },
};

export const ForgotPasswordInvalidEmail: Story = {
  name: 'Forgot password: invalid e-mail',
  ...portalStory({ path: '/login' }),
  play: async (context) => {
    const { canvasElement } = context;
    await context.step('forgot password invalid email', async () => {
      await openForgotPassword(canvasElement, 'Jane@Example');
      const dialog = within(within(canvasElement.ownerDocument.body).getByRole('dialog', { name: 'Forgot password' }));
      await expect(await dialog.findByText('Invalid Email Address.')).toBeVisible();
    });
  },
};

export const ForgotPasswordFailed: Story = {
  name: 'Forgot password: unknown account',
  ...portalStory({ path: '/login', handlers: [handlers.forgotPassword.notFound] }),
  play: async (context) => {
    const { canvasElement } = context;
    await context.step('forgot password failed', async () => {
      await openForgotPassword(canvasElement, 'nobody@acme.com');
      const toasts = within(notifications(canvasElement));
      await expect(await toasts.findByText('The temporary password generation failed.')).toBeVisible();
      // The dialog stays open so the address can be corrected.
      await expect(
        within(canvasElement.ownerDocument.body).getByRole('dialog', { name: 'Forgot password' }),
      ).toBeVisible();
    });
  },
};

export const ForgotPasswordServerDown: Story = {
  name: 'Forgot password: server down',
  ...portalStory({ path: '/login', handlers: [handlers.forgotPassword.networkError] }),
  play: async (context) => {
    const { canvasElement } = context;
    await context.step('forgot password server down', async () => {
      await openForgotPassword(canvasElement, 'jane.doe@acme.com');
      await expect(
        await within(notifications(canvasElement)).findByText('Something went wrong on server.'),
      ).toBeVisible();
    });
  },
};

/** The agency of the host with its colors (Management → Agencies): the sign-in screen wears them. */
const BRANDED = handlers.getAgencyBranding.with({ ...fixtures.agencyBranding, BrandPrimary: '#7c2d12' });

const brandedSignIn = (viewport: 'phone' | 'desktop'): Story => ({
  ...portalStory({ path: '/login', handlers: [BRANDED] }),
  globals: atViewport(viewport),
  play: async (context) => {
    const { canvasElement, step } = context;
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1, name: 'Login' }, PAGE_TIMEOUT);
    await step("the agency's name above the form, with its logo", async () => {
      await expect(await canvas.findByText(fixtures.agencyBranding.Name, {}, PAGE_TIMEOUT)).toBeVisible();
      const logo = canvasElement.querySelector('main img');
      await expect(logo?.getAttribute('src')).toMatch(/\/api\/agency\/logo\?old=acme&v=/);
      await expect(logo).toHaveAttribute('alt', '');
    });
    await step("the Login button in the agency's primary color", async () => {
      await userEvent.type(canvas.getByLabelText('Login ID'), 'jane.doe@acme.test');
      await userEvent.type(canvas.getByLabelText('Password'), 'Recruit3r!');
      const login = canvas.getByRole('button', { name: 'Login' });
      await waitFor(() => expect(getComputedStyle(login).backgroundColor).toBe('rgb(124, 45, 18)'));
      await expectNoHorizontalOverflow(canvasElement);
    });
  },
});

export const BrandedPhone: Story = {
  ...brandedSignIn('phone'),
  name: "The agency's name, logo and colors (phone)",
};
export const BrandedDesktop: Story = {
  ...brandedSignIn('desktop'),
  name: "The agency's name, logo and colors (desktop)",
};
