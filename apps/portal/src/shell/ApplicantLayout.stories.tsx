import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { PAGE_TIMEOUT, portalOf, portalStory } from '../testing/portalStory';
import { ApplicantLayout } from './ApplicantLayout';

const meta = {
  title: 'Portal/Applicant shell',
  component: ApplicantLayout,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ApplicantLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SideMenu: Story = {
  ...portalStory({ path: '/', session: 'applicant' }),
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Personal Info' }, PAGE_TIMEOUT)).toBeVisible();
    await expect(portalOf(context).location.pathname).toBe('/personal-info');
    const menu = within(canvas.getByRole('navigation', { name: 'Applicant' }));
    await expect(menu.getAllByRole('link').map((link) => link.textContent)).toEqual([
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
    await expect(menu.getByRole('link', { name: 'Personal Info' })).toHaveAttribute('aria-current', 'page');
    await expect(menu.getByRole('link', { name: 'CHRC Form Info' })).toHaveAttribute('href', '/cbc-form-info');
    await userEvent.click(menu.getByRole('link', { name: 'I9 Form Info' }));
    await expect(await canvas.findByRole('heading', { level: 1, name: 'I9 Form Info' }, PAGE_TIMEOUT)).toBeVisible();
    await expect(portalOf(context).location.pathname).toBe('/uscis-info');
  },
};

export const NurseFormIsNotInTheMenu: Story = {
  ...portalStory({ path: '/nurse-form', session: 'applicant' }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Nurse Form' }, PAGE_TIMEOUT)).toBeVisible();
    await expect(within(canvas.getByRole('navigation', { name: 'Applicant' })).queryByText('Nurse Form')).toBeNull();
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
