import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { fixtures, handlers } from '@agency/api-client/testing';
import { atViewport, expectNoHorizontalOverflow } from '../../testing/layout';
import { bodiesSent, notifications, PAGE_TIMEOUT, portalStory } from '../../testing/portalStory';
import { UserMailSettingsPage } from './UserMailSettingsPage';

const meta = {
  title: 'Screens/Timecards/User Mail Settings',
  component: UserMailSettingsPage,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof UserMailSettingsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const SAVE = '/api/user-mail-settings';
const page = async (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement);
  await canvas.findByRole('heading', { level: 1, name: 'User Mail Settings' }, PAGE_TIMEOUT);
  return { canvas, sender: await canvas.findByLabelText(/^Sender Name/, {}, PAGE_TIMEOUT) };
};

const editsAndSaves: Story['play'] = async (context) => {
  const { canvasElement, step } = context;
  const { canvas, sender } = await page(canvasElement);
  await step('shows the saved settings and a preview of the signature', async () => {
    await expect(sender).toHaveValue('Jane Doe');
    await expect(canvas.getByLabelText('Default BCC')).toHaveValue('crm@acme.test');
    const preview = canvas.getByRole('region', { name: 'Signature preview' });
    await expect(within(preview).getByText('Jane Doe')).toBeVisible();
    await expect(within(preview).getByRole('link', { name: 'acme.test' })).toHaveAttribute('href', 'https://acme.test');
    await expectNoHorizontalOverflow(canvasElement);
  });
  await step('the preview follows the signature as it is typed', async () => {
    const signature = canvas.getByLabelText('Signature');
    await userEvent.clear(signature);
    await userEvent.type(signature, 'Jane **Doe**, RN recruiter');
    const preview = canvas.getByRole('region', { name: 'Signature preview' });
    await expect(within(preview).getByText('Doe').tagName).toBe('STRONG');
  });
  await step('saves, with the copies tidied up', async () => {
    const cc = canvas.getByLabelText('Default CC');
    await userEvent.type(cc, 'team@acme.test;  lead@acme.test');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(
      await within(notifications(canvasElement)).findByText('Your mail settings have been saved.'),
    ).toBeVisible();
    await expect(bodiesSent(context, 'PUT', SAVE)).toEqual([
      {
        SenderName: 'Jane Doe',
        ReplyTo: 'jane.doe@acme.test',
        Signature: 'Jane **Doe**, RN recruiter',
        Cc: 'team@acme.test, lead@acme.test',
        Bcc: 'crm@acme.test',
      },
    ]);
  });
};

export const Desktop: Story = {
  ...portalStory({ path: '/user-mail-settings', session: 'staff' }),
  globals: atViewport('desktop'),
  play: editsAndSaves,
};

export const Phone: Story = {
  ...portalStory({ path: '/user-mail-settings', session: 'staff' }),
  globals: atViewport('phone'),
  play: editsAndSaves,
};

export const InvalidValues: Story = {
  name: 'Invalid values',
  ...portalStory({ path: '/user-mail-settings', session: 'staff' }),
  play: async (context) => {
    const { canvasElement, step } = context;
    const { canvas, sender } = await page(canvasElement);
    await userEvent.clear(sender);
    await userEvent.clear(canvas.getByLabelText(/^Reply-To/));
    await userEvent.type(canvas.getByLabelText(/^Reply-To/), 'jane');
    await userEvent.type(canvas.getByLabelText('Default CC'), 'team@acme.test, nobody');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await step('shows each message and sends nothing', async () => {
      await expect(await canvas.findByText('Sender Name is required')).toBeVisible();
      await expect(canvas.getByText('Reply-To must be a valid email address')).toBeVisible();
      await expect(canvas.getByText('Default CC must be email addresses separated by commas')).toBeVisible();
      await expect(bodiesSent(context, 'PUT', SAVE)).toEqual([]);
    });
  },
};

export const FirstVisit: Story = {
  name: 'Nothing saved yet',
  ...portalStory({
    path: '/user-mail-settings',
    session: 'staff',
    handlers: [
      handlers.getUserMailSettings.with({
        ...fixtures.userMailSettings,
        ReplyTo: '',
        Signature: '',
        Bcc: '',
      }),
    ],
  }),
  play: async ({ canvasElement, step }) => {
    const { canvas, sender } = await page(canvasElement);
    await step('offers the name as the sender and says there is no signature', async () => {
      await expect(sender).toHaveValue('Jane Doe');
      await expect(
        within(canvas.getByRole('region', { name: 'Signature preview' })).getByText('No signature.'),
      ).toBeVisible();
      await expect(canvas.getByText(/Signed in as jane.doe@acme.test/)).toBeVisible();
    });
  },
};

export const LoadFailed: Story = {
  name: 'Could not load',
  ...portalStory({
    path: '/user-mail-settings',
    session: 'staff',
    handlers: [handlers.getUserMailSettings.serverError],
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Try again' }, PAGE_TIMEOUT)).toBeVisible();
    await expect(canvas.queryByLabelText(/^Sender Name/)).toBeNull();
  },
};
