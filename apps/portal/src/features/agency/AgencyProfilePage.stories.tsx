import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { fixtures, handlers } from '@agency/api-client/testing';
import { bodiesSent, notifications, PAGE_TIMEOUT, portalOf, portalStory } from '../../testing/portalStory';
import { AgencyProfilePage } from './AgencyProfilePage';

const meta = {
  title: 'Screens/Agency/Agency Profile',
  component: AgencyProfilePage,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof AgencyProfilePage>;

export default meta;
type Story = StoryObj<typeof meta>;

const UPDATE = '/api/agency/update-agency';
const heading = (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('heading', { level: 1, name: 'Agency Profile' }, PAGE_TIMEOUT);

export const SignedInAsOwner: Story = {
  name: 'Signed in as owner',
  ...portalStory({ path: '/agency-profile', session: 'staff' }),
  play: async (context) => {
    const { canvasElement, step } = context;
    await heading(canvasElement);
    const canvas = within(canvasElement);
    const name = await canvas.findByLabelText('Agency Name', {}, PAGE_TIMEOUT);
    await step("shows the agency's details", async () => {
      await expect(name).toHaveValue('Acme Healthcare Staffing');
      await expect(canvas.getByLabelText('Recruitment Email')).toHaveValue(fixtures.agency.RecruitmentEmail);
    });
    const brandingReads = () =>
      portalOf(context).requests.filter((request) => request.path === '/api/agency/branding').length;
    let before = 0;
    await step('saves a changed name', async () => {
      before = brandingReads();
      await userEvent.clear(name);
      await userEvent.type(name, 'Acme Care');
      await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
      await expect(
        await within(notifications(canvasElement)).findByText('The agency profile has been saved.'),
      ).toBeVisible();
    });
    await step('the server received the new name with the other details', async () => {
      await expect(bodiesSent(context, 'PUT', UPDATE)).toEqual([
        expect.objectContaining({ Name: 'Acme Care', RecruitmentEmail: fixtures.agency.RecruitmentEmail }),
      ]);
    });
    await step('the one screen for the profile: the portal reads the new name; the look is on Agencies', async () => {
      await waitFor(() => expect(brandingReads()).toBeGreaterThan(before));
      await expect(canvas.getByRole('link', { name: 'Agencies' })).toHaveAttribute('href', '/agency');
    });
  },
};

export const MailServer: Story = {
  name: "Owner sets the agency's mail server",
  ...portalStory({ path: '/agency-profile', session: 'staff' }),
  play: async (context) => {
    const { canvasElement, step } = context;
    await heading(canvasElement);
    const canvas = within(canvasElement);
    const section = within(await canvas.findByRole('region', { name: 'Mail server' }, PAGE_TIMEOUT));
    const host = await section.findByLabelText(/^SMTP Host/, {}, PAGE_TIMEOUT);
    await step("shows the agency's server without its password", async () => {
      await expect(host).toHaveValue('smtp.acme.test');
      await expect(section.getByLabelText(/^Password/)).toHaveValue('');
      await expect(
        section.getByText("The agency's server: smtp.acme.test:465, from recruiting@acme.test."),
      ).toBeVisible();
    });
    await step('saves a new password', async () => {
      await userEvent.type(section.getByLabelText(/^Password/), 'n3w-app-pass');
      await userEvent.click(section.getByRole('button', { name: 'Save mail server' }));
      await expect(
        await within(notifications(canvasElement)).findByText("The agency's mail server has been saved."),
      ).toBeVisible();
      await expect(bodiesSent(context, 'PUT', '/api/agency/mail-server')).toEqual([
        expect.objectContaining({ Host: 'smtp.acme.test', Port: 465, Security: 'tls', Password: 'n3w-app-pass' }),
      ]);
    });
  },
};

export const InvalidValues: Story = {
  name: 'Invalid values',
  ...portalStory({
    path: '/agency-profile',
    session: 'staff',
    handlers: [handlers.getAgencyByUserId.with({ ...fixtures.agency, ZipCode: '6270' })],
  }),
  play: async (context) => {
    const { canvasElement, step } = context;
    await heading(canvasElement);
    const canvas = within(canvasElement);
    const name = await canvas.findByLabelText('Agency Name', {}, PAGE_TIMEOUT);
    await userEvent.clear(name);
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await step('shows each message and sends nothing', async () => {
      await expect(await canvas.findByText('Agency Name is required')).toBeVisible();
      await expect(canvas.getByText('Zip Code must be 5 digits, or 5 digits, a hyphen and 4 digits')).toBeVisible();
      await expect(name).toHaveFocus();
      await expect(bodiesSent(context, 'PUT', UPDATE)).toEqual([]);
      await expect(within(notifications(canvasElement)).queryByText('The agency profile has been saved.')).toBeNull();
    });
  },
};

export const SignedInAsStaff: Story = {
  name: 'Signed in as staff (not the owner)',
  ...portalStory({ path: '/agency-profile', session: 'staff', handlers: [handlers.isAgencyOwner.notOwner] }),
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('says the page is not allowed (its one heading) and shows no agency data', async () => {
      await expect(
        await canvas.findByRole('heading', { level: 1, name: 'You are not allowed to open this page' }, PAGE_TIMEOUT),
      ).toBeVisible();
      await expect(canvas.getAllByRole('heading', { level: 1 })).toHaveLength(1);
      await expect(canvas.queryByLabelText('Agency Name')).toBeNull();
    });
  },
};
