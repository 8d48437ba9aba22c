import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button';
import { PageHeader } from './PageHeader';

const onAdd = fn();

const meta = {
  title: 'UI/Navigation/PageHeader',
  component: PageHeader,
  args: {
    title: 'Applicants',
    description: 'Everyone who registered or was added by a recruiter.',
    breadcrumbs: [{ label: 'Dashboard', href: '#dashboard' }, { label: 'Applicants' }],
    actions: (
      <>
        <Button variant="secondary">Export</Button>
        <Button onClick={onAdd}>Add applicant</Button>
      </>
    ),
  },
} satisfies Meta<typeof PageHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithBreadcrumbsAndActions: Story = {
  play: async ({ canvasElement }) => {
    onAdd.mockClear();
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Applicants' })).toBeVisible();
    const trail = canvas.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(within(trail).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '#dashboard');
    // The current page is the last step, marked for screen readers.
    await expect(within(trail).getByText('Applicants')).toHaveAttribute('aria-current', 'page');
    // Steps are separated by a slash that is drawn, not read out.
    const firstStep = within(trail).getAllByRole('listitem')[0] as HTMLElement;
    await expect(getComputedStyle(firstStep, '::after').content).toBe('"/" / ""');
    await userEvent.click(canvas.getByRole('button', { name: 'Add applicant' }));
    await expect(onAdd).toHaveBeenCalledTimes(1);
  },
};

export const TitleOnly: Story = {
  args: { breadcrumbs: undefined, description: undefined, actions: undefined, title: 'Dashboard' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await expect(canvas.queryByRole('navigation')).not.toBeInTheDocument();
  },
};

export const DeepTrailWithLinkedCurrentPage: Story = {
  args: {
    title: 'Identification Info',
    description: undefined,
    breadcrumbs: [
      { label: 'Applicants', href: '#applicants' },
      { label: 'Maria Lopez', href: '#applicants/42' },
      { label: 'Onboarding', href: '#applicants/42/onboarding' },
      { label: 'Identification Info', href: '#applicants/42/onboarding/identification' },
    ],
    actions: <Button>Save</Button>,
  },
  play: async ({ canvasElement }) => {
    const links = within(within(canvasElement).getByRole('navigation', { name: 'Breadcrumb' })).getAllByRole('link');
    await expect(links.map((link) => link.textContent)).toEqual([
      'Applicants',
      'Maria Lopez',
      'Onboarding',
      'Identification Info',
    ]);
    await expect(links[3]).toHaveAttribute('aria-current', 'page');
    await expect(links[2]).not.toHaveAttribute('aria-current');
  },
};

export const OnASmallPhone: Story = {
  globals: { viewport: { value: 'phoneSmall', isRotated: false } },
  args: { title: 'Applicants awaiting their background check results' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Title, trail and actions wrap: nothing pushes the page sideways.
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
    await expect(canvas.getByRole('button', { name: 'Add applicant' })).toBeVisible();
  },
};

export const OnATablet: Story = { globals: { viewport: { value: 'tablet', isRotated: false } } };
export const OnADesktop: Story = { globals: { viewport: { value: 'desktop', isRotated: false } } };
