import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { NavBar } from './NavBar';

const meta = {
  title: 'UI/Navigation/NavBar',
  component: NavBar,
  args: {
    label: 'Main',
    currentHref: '#dashboard',
    items: [
      { label: 'Dashboard', href: '#dashboard' },
      { label: 'Job', href: '#job-orders' },
      {
        label: 'Touches',
        items: [{ label: 'Phone' }, { label: 'Email', href: '#email-history' }, { label: 'SMS', href: '#sms-history' }],
      },
      { label: 'Reports' },
    ],
  },
  decorators: [
    (Story) => (
      <div style={{ minHeight: '14rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof NavBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Main' });
    const bar = within(nav);
    await expect(bar.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
    await expect(bar.getByRole('link', { name: 'Job' })).not.toHaveAttribute('aria-current');
    await expect(bar.queryByRole('link', { name: 'Reports' })).not.toBeInTheDocument();
    await expect(bar.getByText('Reports')).toBeVisible();
    await userEvent.click(bar.getByRole('button', { name: 'Touches' }));
    await expect(bar.getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Phone', 'Email', 'SMS']);
  },
};

export const KeyboardNavigation: Story = {
  play: async ({ canvasElement, step }) => {
    await step('Tab goes through the links and the menu in reading order; ArrowDown opens the menu', async () => {
      const bar = within(canvasElement);
      await userEvent.tab();
      await expect(bar.getByRole('link', { name: 'Dashboard' })).toHaveFocus();
      await userEvent.tab();
      await expect(bar.getByRole('link', { name: 'Job' })).toHaveFocus();
      await userEvent.tab();
      await expect(bar.getByRole('button', { name: 'Touches' })).toHaveFocus();
      await userEvent.keyboard('{ArrowDown}');
      await expect(bar.getByRole('menuitem', { name: 'Phone' })).toHaveFocus();
    });
  },
};
