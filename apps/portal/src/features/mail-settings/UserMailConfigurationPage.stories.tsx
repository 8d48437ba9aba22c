import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { fixtures, handlers } from '@agency/api-client/testing';
import { atViewport, expectNoHorizontalOverflow } from '../../testing/layout';
import { bodiesSent, notifications, PAGE_TIMEOUT, portalStory } from '../../testing/portalStory';
import { UserMailConfigurationPage } from './UserMailConfigurationPage';

const meta = {
  title: 'Screens/Timecards/User Mail Configuration',
  component: UserMailConfigurationPage,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof UserMailConfigurationPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const PATH = '/api/user-mail-configuration';
const page = async (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement);
  await canvas.findByRole('heading', { level: 1, name: 'User Mail Configuration' }, PAGE_TIMEOUT);
  return { canvas, host: await canvas.findByLabelText(/^SMTP Host/, {}, PAGE_TIMEOUT) };
};

const configured: Story['play'] = async (context) => {
  const { canvasElement, step } = context;
  const { canvas, host } = await page(canvasElement);
  await step('shows the saved server, never its password, and the last test', async () => {
    await expect(host).toHaveValue('smtp.office365.com');
    await expect(canvas.getByLabelText(/^Port/)).toHaveValue('587');
    await expect(canvas.getByLabelText(/^Password/)).toHaveValue('');
    await expect(canvas.getByText('A password is saved. Leave empty to keep it.')).toBeVisible();
    await expect(canvas.getByText('Your own server: smtp.office365.com:587, from jane.doe@acme.test.')).toBeVisible();
    await expect(canvas.getByText('250 2.0.0 OK queued as 4Rk2Vd1x')).toBeVisible();
    await expectNoHorizontalOverflow(canvasElement);
  });
  await step('saves a change without a password (the saved one stays)', async () => {
    await userEvent.clear(canvas.getByLabelText(/^Port/));
    await userEvent.type(canvas.getByLabelText(/^Port/), '25');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(
      await within(notifications(canvasElement)).findByText('Your mail server has been saved.'),
    ).toBeVisible();
    await expect(bodiesSent(context, 'PUT', PATH)).toEqual([
      {
        Host: 'smtp.office365.com',
        Port: 25,
        Security: 'starttls',
        Username: 'jane.doe@acme.test',
        Password: '',
        FromAddress: 'jane.doe@acme.test',
      },
    ]);
  });
  await step('sends a test e-mail', async () => {
    await userEvent.click(canvas.getByRole('button', { name: 'Send test e-mail' }));
    await expect(await within(notifications(canvasElement)).findByText('The test e-mail was sent.')).toBeVisible();
    await expect(bodiesSent(context, 'POST', `${PATH}/test`)).toEqual([{}]);
  });
};

export const Desktop: Story = {
  ...portalStory({ path: '/user-mail-configuration', session: 'staff' }),
  globals: atViewport('desktop'),
  play: configured,
};

export const Phone: Story = {
  ...portalStory({ path: '/user-mail-configuration', session: 'staff' }),
  globals: atViewport('phone'),
  play: configured,
};

export const NoServer: Story = {
  name: 'No server of their own',
  ...portalStory({
    path: '/user-mail-configuration',
    session: 'staff',
    handlers: [handlers.getUserMailConfiguration.with({ ...fixtures.userMailConfiguration, Server: null })],
  }),
  play: async (context) => {
    const { canvasElement, step } = context;
    const { canvas, host } = await page(canvasElement);
    await step("says the agency's server is used and offers an empty form", async () => {
      await expect(canvas.getByText(/^The agency's server \(smtp\.acme\.test\)\. Save a server below/)).toBeVisible();
      await expect(host).toHaveValue('');
      await expect(canvas.queryByRole('button', { name: 'Send test e-mail' })).toBeNull();
    });
    await step('checks the fields before saving', async () => {
      await userEvent.type(host, 'smtp gmail');
      await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
      await expect(await canvas.findByText('SMTP Host must be a host name or an IP address')).toBeVisible();
      await expect(canvas.getByText('From Address is required')).toBeVisible();
      await expect(bodiesSent(context, 'PUT', PATH)).toEqual([]);
    });
  },
};

export const TestFailed: Story = {
  name: 'Test e-mail failed',
  ...portalStory({
    path: '/user-mail-configuration',
    session: 'staff',
    handlers: [
      handlers.testUserMailConfiguration.with({
        Ok: false,
        Message: 'Invalid login: 535 5.7.3 Authentication unsuccessful',
        To: 'jane.doe@acme.test',
        At: '2026-11-20T15:10:00.000Z',
      }),
    ],
  }),
  play: async ({ canvasElement, step }) => {
    const { canvas } = await page(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Send test e-mail' }));
    await step("reports the failure; the server's answer shows once the page reloads it", async () => {
      await expect(
        await within(notifications(canvasElement)).findByText('The test e-mail failed. See the server’s answer.'),
      ).toBeVisible();
    });
  },
};
