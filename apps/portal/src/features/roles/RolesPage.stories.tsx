import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { createTestTokenResponse, fixtures, handlers } from '@agency/api-client/testing';
import { atViewport, expectNoHorizontalOverflow } from '../../testing/layout';
import { bodiesSent, notifications, PAGE_TIMEOUT, portalStory } from '../../testing/portalStory';
import { RolesPage } from './RolesPage';

const meta = {
  title: 'Screens/Management/Roles',
  component: RolesPage,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof RolesPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const asRecruiter = handlers.login.with(
  createTestTokenResponse({ recruiter: { ...fixtures.recruiterClaim, Roles: ['recruiter'] } }),
);
const notOwner = handlers.isAgencyOwner.notOwner;
/** The agency's owner has changed two cells (recruiters archive; supervisors no longer change many at once). */
const changed = handlers.getRolePermissions.with(fixtures.rolePermissions);

const BULK = /Change status, assign or tag many applicants at once/;

const readsTheMatrix: Story['play'] = async ({ canvasElement, step }) => {
  const canvas = within(canvasElement);
  await canvas.findByRole('heading', { level: 1, name: 'Roles' }, PAGE_TIMEOUT);
  await step('says which roles the user has', async () => {
    await expect(canvas.getByText('Recruiter, Supervisor')).toBeVisible();
  });
  await step('shows, by area, which role holds each permission', async () => {
    const applicants = within(canvas.getByRole('region', { name: 'Applicants' }));
    const bulk = applicants.getByRole('row', { name: BULK });
    const answers = within(bulk)
      .getAllByText(/^(Yes|No)$/)
      .map((answer) => answer.textContent);
    await expect(answers.join(', ')).toBe('No, Yes, Yes, Yes, Yes');
    await expect(canvas.getByRole('region', { name: 'Touches and calendar' })).toBeVisible();
    await expect(canvas.queryAllByRole('checkbox')).toHaveLength(0);
    await expectNoHorizontalOverflow(canvasElement);
  });
};

export const Desktop: Story = {
  ...portalStory({ path: '/role', session: 'staff', handlers: [notOwner] }),
  globals: atViewport('desktop'),
  play: readsTheMatrix,
};

export const Phone: Story = {
  ...portalStory({ path: '/role', session: 'staff', handlers: [notOwner] }),
  globals: atViewport('phone'),
  play: readsTheMatrix,
};

export const Recruiter: Story = {
  name: 'A recruiter reads it too',
  ...portalStory({ path: '/role', session: 'staff', handlers: [asRecruiter, notOwner] }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1, name: 'Roles' }, PAGE_TIMEOUT);
    await expect(canvas.getByText('Recruiter', { selector: 'strong' })).toBeVisible();
  },
};

export const ChangedByTheOwner: Story = {
  name: "The agency's changes, read by staff",
  ...portalStory({ path: '/role', session: 'staff', handlers: [notOwner, changed] }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1, name: 'Roles' }, PAGE_TIMEOUT);
    await expect(
      await canvas.findByText(/Changed from the shipped table by Olivia Owner on Oct 20, 2026/, {}, PAGE_TIMEOUT),
    ).toBeVisible();
    const applicants = within(canvas.getByRole('region', { name: 'Applicants' }));
    const bulk = within(applicants.getByRole('row', { name: BULK }));
    await expect(
      bulk
        .getAllByText(/^(Yes|No)$/)
        .map((answer) => answer.textContent)
        .join(', '),
    ).toBe('No, No, Yes, Yes, Yes');
    await expect(bulk.getByText('Changed')).toBeVisible();
  },
};

const ownerEdits: Story['play'] = async (context) => {
  const { canvasElement, step } = context;
  const canvas = within(canvasElement);
  await canvas.findByRole('heading', { level: 1, name: 'Roles' }, PAGE_TIMEOUT);
  const archive = await canvas.findByRole(
    'checkbox',
    { name: 'Recruiter: Archive and restore applicants' },
    PAGE_TIMEOUT,
  );
  await step('the owner ticks and clears boxes; the admin column stays', async () => {
    await expect(archive).not.toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: 'Administrator: Archive and restore applicants' })).toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: 'Admin: Archive and restore applicants' })).toBeDisabled();
    await expectNoHorizontalOverflow(canvasElement);
  });
  await step('giving recruiters a permission saves it and says so', async () => {
    await userEvent.click(archive);
    await expect(
      await within(notifications(canvasElement)).findByText('Recruiter may now: Archive and restore applicants.'),
    ).toBeVisible();
    await expect(bodiesSent(context, 'PUT', '/api/role-permissions')).toEqual([
      { Role: 'recruiter', Permission: 'applicants.archive', Allowed: true },
    ]);
    await expect(canvas.getByRole('checkbox', { name: 'Recruiter: Archive and restore applicants' })).toBeChecked();
    const row = within(canvas.getByRole('row', { name: /Archive and restore applicants/ }));
    await expect(row.getByText('Changed')).toBeVisible();
  });
};

export const OwnerEditsDesktop: Story = {
  name: 'The owner changes a role (desktop)',
  ...portalStory({ path: '/role', session: 'staff' }),
  globals: atViewport('desktop'),
  play: ownerEdits,
};

export const OwnerEditsPhone: Story = {
  name: 'The owner changes a role (phone)',
  ...portalStory({ path: '/role', session: 'staff' }),
  globals: atViewport('phone'),
  play: ownerEdits,
};

export const OwnerRefused: Story = {
  name: 'A change the server refuses',
  ...portalStory({
    path: '/role',
    session: 'staff',
    handlers: [handlers.setRolePermission.forbidden],
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1, name: 'Roles' }, PAGE_TIMEOUT);
    const archive = await canvas.findByRole(
      'checkbox',
      { name: 'Recruiter: Archive and restore applicants' },
      PAGE_TIMEOUT,
    );
    await userEvent.click(archive);
    await expect(
      await within(notifications(canvasElement)).findByText('You do not have access to this resource.'),
    ).toBeVisible();
    await expect(canvas.getByRole('checkbox', { name: 'Recruiter: Archive and restore applicants' })).not.toBeChecked();
  },
};
