import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { EXPIRING_CREDENTIALS_TITLE } from '@agency/api-client/contract';
import { atViewport, expectNoHorizontalOverflow } from '../../testing/layout';
import { staffElementStory } from '../../testing/screenStory';
import { uploadRequirementsServer, type UploadRequirementsServerOptions } from '../onboarding/testing';
import { ExpiringCredentialsCard } from './ExpiringCredentialsCard';

// The dashboard's "Credentials expiring in 30 days" (issue 12): the count, the soonest credentials with
// their applicants, nothing expiring, and a failed load.
const meta = {
  title: 'Screens/Dashboard/Credentials expiring',
  component: ExpiringCredentialsCard,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof ExpiringCredentialsCard>;

export default meta;
type Story = StoryObj<typeof meta>;

const SLOW = { timeout: 12_000 };
const card = (options: UploadRequirementsServerOptions = {}) =>
  staffElementStory(<ExpiringCredentialsCard />, { handlers: uploadRequirementsServer(options).handlers });

export const Expiring: Story = {
  name: 'Two credentials expiring (phone)',
  ...card(),
  globals: atViewport('phone'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = within(await canvas.findByRole('region', { name: EXPIRING_CREDENTIALS_TITLE }, SLOW));
    const figure = await region.findByText(/credentials expire within 30 days/, {}, SLOW);
    await expect(figure.parentElement).toHaveTextContent('2 credentials expire within 30 days');
    await expect(region.getByText('Expire within 30 days')).toBeVisible();
    const list = within(region.getByRole('list', { name: 'Credentials expiring soon' }));
    await expect(list.getByRole('link', { name: 'Maria Rivera' })).toHaveAttribute('href', '/view-by-applicant/1234');
    await expect(list.getByText('Expires in 12 days')).toBeVisible();
    await expect(list.getByText(/^BLS card, /)).toBeVisible();
    await expectNoHorizontalOverflow(canvasElement);
  },
};

export const Many: Story = {
  name: 'More than the list shows (desktop)',
  ...card({
    expiring: {
      Days: 30,
      Total: 45,
      Items: Array.from({ length: 20 }, (_, index) => ({
        ApplicantId: 2000 + index,
        ApplicantNumber: 2200 + index,
        ApplicantName: `Applicant ${index + 1}`,
        Source: 'nurse-form',
        Key: `cert:${index}`,
        Label: 'BLS certification',
        ExpiresOn: '2026-12-01',
        DaysLeft: index,
        State: 'expiring' as const,
      })),
    },
  }),
  globals: atViewport('desktop'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('The 20 soonest of 45.', {}, SLOW)).toBeVisible();
    await expect(canvas.getByText('Expires today')).toBeVisible();
  },
};

export const NoneExpiring: Story = {
  name: 'Nothing expiring (phone)',
  ...card({ expiring: { Days: 30, Total: 0, Items: [] } }),
  globals: atViewport('phone'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('No license, certification or document expires within 30 days.', {}, SLOW),
    ).toBeVisible();
  },
};

export const LoadFailed: Story = {
  name: 'Could not load (desktop)',
  ...card({ failing: true }),
  globals: atViewport('desktop'),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: /Try again/ }, SLOW)).toBeVisible();
  },
};
