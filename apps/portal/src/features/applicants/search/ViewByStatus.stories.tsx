import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { atViewport, expectNoHorizontalOverflow } from '../../../testing/layout';
import { portalStory } from '../../../testing/portalStory';
import { ApplicantListPage } from './ApplicantListPage';
import { sampleApplicants, storyServer } from './storyServer';

const meta = {
  title: 'Screens/Applicants/View By Status',
  component: ApplicantListPage,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ApplicantListPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const SLOW = { timeout: 12_000 };
const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

// First: it also absorbs the cold start of the file's first story (lazy chunks, sign-in).
export const Empty: Story = {
  ...portalStory({
    path: '/refused',
    session: 'staff',
    handlers: storyServer({ applicants: [] }).handlers,
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Refused (0)' }, SLOW)).toBeVisible();
    await expect(await canvas.findByRole('heading', { name: 'No applicants in Refused' }, SLOW)).toBeVisible();
  },
};

// 30 applicants: 5 New Leads (Maria Rivera, Grace Kim and their namesakes).
const leads = storyServer({ applicants: sampleApplicants(30) });
export const NewLead: Story = {
  ...portalStory({ path: '/lead', session: 'staff', handlers: leads.handlers }),
  globals: atViewport('desktop'),
  play: async (context) => {
    const { canvasElement, step } = context;
    const canvas = within(canvasElement);
    await step('titled with the status and its count; only New Leads are asked for', async () => {
      await expect(await canvas.findByRole('heading', { level: 1, name: 'New Lead (5)' }, SLOW)).toBeVisible();
      await canvas.findByText('Maria Rivera', { selector: 'tbody a' }, SLOW);
      await expect(leads.listQueries[0]).toEqual({ status: 'lead', page: '1', pageSize: '50' });
      await expect(canvasElement.querySelectorAll('tbody tr')).toHaveLength(5);
    });
    await step('the status is fixed: no status filter, no board', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Filters' }));
      await expect(canvas.getByLabelText('Owner')).toBeVisible();
      await expect(canvas.queryByRole('combobox', { name: 'Status' })).toBeNull();
      await expect(canvas.queryByRole('button', { name: 'Board' })).toBeNull();
    });
    await step('a row links to its record (its number) within this status', async () => {
      await expect(canvas.getByText('Grace Kim', { selector: 'a' })).toHaveAttribute(
        'href',
        '/view-by-applicant/1242?status=lead',
      );
    });
  },
};

const moving = storyServer({ applicants: sampleApplicants(30) });
export const BulkMoveUpdatesCounts: Story = {
  name: 'New Lead: a bulk move updates the counts',
  ...portalStory({ path: '/lead', session: 'staff', handlers: moving.handlers }),
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('Maria Rivera', { selector: 'tbody a' }, SLOW);
    await step('a bulk move updates the title and the menu counts', async () => {
      await userEvent.click(canvas.getByLabelText('Select Maria Rivera'));
      await userEvent.click(canvas.getByRole('button', { name: 'Change status' }));
      const dialog = within(await page(canvasElement).findByRole('dialog', { name: 'Change status' }, SLOW));
      await userEvent.selectOptions(dialog.getByLabelText('New status'), 'Pre-screened');
      await userEvent.click(dialog.getByRole('button', { name: 'Change status' }));
      await expect(await canvas.findByText('1 moved', {}, SLOW)).toBeVisible();
      await expect(moving.bulkBodies).toEqual([
        { ApplicantIds: [1001], Action: { Kind: 'status', To: 'paper-screened' } },
      ]);
      await expect(await canvas.findByRole('heading', { level: 1, name: 'New Lead (4)' }, SLOW)).toBeVisible();
      // The menu's entry (its menu closed) says the same to screen readers.
      await waitFor(
        () => expect(canvasElement.querySelector('a[href="/lead"]')).toHaveTextContent(', 4 applicants'),
        SLOW,
      );
      await waitFor(() => expect(canvas.queryByText('Maria Rivera', { selector: 'a' })).toBeNull(), SLOW);
    });
  },
};

export const Phone: Story = {
  ...portalStory({ path: '/offered', session: 'staff', handlers: storyServer().handlers }),
  globals: atViewport('phone'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Offered (1)' }, SLOW)).toBeVisible();
    await canvas.findByText('Sofia Rossi', { selector: 'tbody a' }, SLOW);
    await expectNoHorizontalOverflow(canvasElement);
  },
};

export const Tablet: Story = {
  ...portalStory({ path: '/rejected', session: 'staff', handlers: storyServer().handlers }),
  globals: atViewport('tablet'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Rejected (1)' }, SLOW)).toBeVisible();
    await expect(await canvas.findByText('Lucas Silva', { selector: 'tbody a' }, SLOW)).toBeVisible();
  },
};
