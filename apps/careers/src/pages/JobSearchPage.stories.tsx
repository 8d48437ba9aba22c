import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { fixtures } from '@agency/api-client/testing';
import { App } from '../App';
import { atViewport, expectNoHorizontalOverflow, searchState } from '../stories';

const meta = {
  title: 'Careers/Job search',
  component: App,
  parameters: { layout: 'fullscreen' },
  args: { state: searchState(), send: fn() },
} satisfies Meta<typeof App>;

export default meta;
type Story = StoryObj<typeof meta>;

const first = fixtures.publicJobs.Items[0]!;

export const Results: Story = {
  globals: atViewport('desktop'),
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('the search form is a plain GET form with every filter', async () => {
      const form = canvas.getByRole('search', { name: 'Job search' });
      await expect(form).toHaveAttribute('method', 'get');
      for (const name of ['Discipline', 'Specialty', 'State', 'Shift', 'Employment type'])
        await expect(canvas.getByRole('combobox', { name })).toBeVisible();
      await expect(canvas.getByRole('searchbox', { name: 'Keyword' })).toBeVisible();
      await expect(canvas.getByLabelText('Start month')).toHaveAttribute('type', 'month');
    });
    await step('lists each open job with where, when and the weekly pay, linked to its page', async () => {
      await expect(
        canvas.getByRole('heading', { level: 2, name: `${fixtures.publicJobs.Total} open jobs` }),
      ).toBeVisible();
      const link = canvas.getByRole('link', { name: first.Title });
      await expect(link).toHaveAttribute('href', `/jobs/${first.Id}`);
      await expect(canvas.getByText(`${first.City}, ${first.State}`, { exact: false })).toBeVisible();
      await expect(canvasElement.textContent).toMatch(/\$[\d,]+\/week/);
    });
  },
};

export const Phone: Story = {
  globals: atViewport('phoneSmall'),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: first.Title })).toBeVisible();
    await expectNoHorizontalOverflow(canvasElement);
  },
};

export const Tablet: Story = {
  globals: atViewport('tablet'),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Search' })).toBeVisible();
    await expectNoHorizontalOverflow(canvasElement);
  },
};

export const Paged: Story = {
  args: {
    state: searchState({ state: 'TX', page: 2 }, { ...fixtures.publicJobs, Page: 2, PageSize: 20, Total: 45 }),
  },
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('links to the pages around, keeping the filters', async () => {
      const pages = canvas.getByRole('navigation', { name: 'Pages' });
      await expect(within(pages).getByText('Page 2 of 3')).toBeVisible();
      await expect(within(pages).getByRole('link', { name: 'Previous page' })).toHaveAttribute('href', '/?state=TX');
      await expect(within(pages).getByRole('link', { name: 'Next page' })).toHaveAttribute('href', '/?state=TX&page=3');
    });
    await step('the form shows the filters searched', async () => {
      await expect(canvas.getByRole('combobox', { name: 'State' })).toHaveValue('TX');
    });
  },
};

export const NoMatch: Story = {
  name: 'No match',
  args: { state: searchState({ specialty: 'NICU' }, { Items: [], Page: 1, PageSize: 20, Total: 0 }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No open jobs match your search')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Clear the filters' })).toHaveAttribute('href', '/');
  },
};

export const Unavailable: Story = {
  args: { state: searchState({}, null, 'Please try again in a moment.') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('The jobs could not be loaded')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Try again' })).toBeVisible();
  },
};
