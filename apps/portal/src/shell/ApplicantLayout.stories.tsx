import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { atViewport, expectNoHorizontalOverflow } from '../testing/layout';
import { PAGE_TIMEOUT, portalOf, portalStory } from '../testing/portalStory';
import { ApplicantLayout } from './ApplicantLayout';

const meta = {
  title: 'Screens/Shell/Applicant',
  component: ApplicantLayout,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ApplicantLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SideMenu: Story = {
  name: 'Side menu',
  ...portalStory({ path: '/', session: 'applicant' }),
  play: async (context) => {
    await context.step('side menu', async () => {
      const canvas = within(context.canvasElement);
      await expect(
        await canvas.findByRole('heading', { level: 1, name: 'Your onboarding' }, PAGE_TIMEOUT),
      ).toBeVisible();
      await expect(portalOf(context).location.pathname).toBe('/');
      const menu = within(canvas.getByRole('navigation', { name: 'Applicant' }));
      // Each entry's label, then its onboarding state (a badge, part of the name: "Personal Info, Approved").
      await expect(menu.getAllByRole('link').map((link) => link.firstChild?.textContent)).toEqual([
        'Personal Info',
        'Identification Info',
        'Emergency Info',
        'W9 Form Info',
        'CHRC Form Info',
        'Agreement Form',
        'I9 Form Info',
        'Influenza Vaccination',
        'Terms & Conditions',
        'Hepatitis B & HIPPA',
        'Upload Requirements',
      ]);
      // The home is current; its link sits above SPEC's list, in a landmark of its own.
      const home = within(canvas.getByRole('navigation', { name: 'Home' })).getByRole('link', {
        name: 'Your onboarding',
      });
      await expect(home).toHaveAttribute('aria-current', 'page');
      await expect(menu.queryByRole('link', { current: 'page' })).toBeNull();
      await expect(menu.getByRole('link', { name: /^CHRC Form Info\b/ })).toHaveAttribute('href', '/cbc-form-info');
      await userEvent.click(menu.getByRole('link', { name: /^I9 Form Info\b/ }));
      await expect(await canvas.findByRole('heading', { level: 1, name: 'I9 Form Info' }, PAGE_TIMEOUT)).toBeVisible();
      await expect(portalOf(context).location.pathname).toBe('/uscis-info');
      await expect(menu.getByRole('link', { name: /^I9 Form Info\b/ })).toHaveAttribute('aria-current', 'page');
      await userEvent.click(home);
      await expect(
        await canvas.findByRole('heading', { level: 1, name: 'Your onboarding' }, PAGE_TIMEOUT),
      ).toBeVisible();
      await expect(portalOf(context).location.pathname).toBe('/');
    });
  },
};

export const NurseFormIsNotInTheMenu: Story = {
  name: 'Nurse form (not in the menu)',
  ...portalStory({ path: '/nurse-form', session: 'applicant' }),
  play: async (context) => {
    const { canvasElement } = context;
    await context.step('nurse form is not in the menu', async () => {
      const canvas = within(canvasElement);
      await expect(await canvas.findByRole('heading', { level: 1, name: 'Nurse Form' }, PAGE_TIMEOUT)).toBeVisible();
      await expect(within(canvas.getByRole('navigation', { name: 'Applicant' })).queryByText('Nurse Form')).toBeNull();
    });
  },
};

export const Logout: Story = {
  ...portalStory({ path: '/personal-info', session: 'applicant' }),
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Logout' }, PAGE_TIMEOUT));
    await waitFor(() => expect(portalOf(context).location.pathname).toBe('/login'), PAGE_TIMEOUT);
    await expect(portalOf(context).client.auth.isLoggedIn()).toBe(false);
  },
};

const fits =
  (width: string, drawer: boolean): Story['play'] =>
  async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1, name: 'Your onboarding' }, PAGE_TIMEOUT);
    await step(`nothing is wider than the window at ${width}`, async () => {
      await expectNoHorizontalOverflow(canvasElement);
    });
    await step('Logout is reachable', async () => {
      await expect(canvas.getByRole('button', { name: 'Logout' })).toBeVisible();
    });
    await step(drawer ? 'the side menu opens as a drawer' : 'the side menu is beside the content', async () => {
      if (drawer) await userEvent.click(canvas.getByRole('button', { name: 'Menu' }));
      await expect(
        within(canvas.getByRole('navigation', { name: 'Applicant' })).getByRole('link', { name: /^I9 Form Info\b/ }),
      ).toBeVisible();
      await expectNoHorizontalOverflow(canvasElement);
    });
  };

export const Phone320: Story = {
  name: 'Phone, 320 px',
  ...portalStory({ path: '/', session: 'applicant' }),
  globals: atViewport('phoneSmall'),
  play: fits('320 px', true),
};

export const Phone390: Story = {
  name: 'Phone, 390 px',
  ...portalStory({ path: '/', session: 'applicant' }),
  globals: atViewport('phone'),
  play: fits('390 px', true),
};

export const Tablet768: Story = {
  name: 'Tablet, 768 px',
  ...portalStory({ path: '/', session: 'applicant' }),
  globals: atViewport('tablet'),
  play: fits('768 px', true),
};

export const Desktop1280: Story = {
  name: 'Desktop, 1280 px',
  ...portalStory({ path: '/', session: 'applicant' }),
  globals: atViewport('desktop'),
  play: fits('1280 px', false),
};
