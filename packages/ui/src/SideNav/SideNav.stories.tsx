import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SideNav } from './SideNav';

const onLogout = fn();

const meta = {
  title: 'UI/Navigation/SideNav',
  component: SideNav,
  args: {
    label: 'Applicant',
    currentHref: '#personal-info',
    items: [
      { label: 'Personal Info', href: '#personal-info' },
      { label: 'Identification Info', href: '#identification-info' },
      { label: 'Touches', items: [{ label: 'Phone' }, { label: 'Email', href: '#email-history' }] },
      { label: 'Logout', onSelect: onLogout },
    ],
  },
} satisfies Meta<typeof SideNav>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    onLogout.mockClear();
    const nav = within(within(canvasElement).getByRole('navigation', { name: 'Applicant' }));
    await expect(nav.getByRole('link', { name: 'Personal Info' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: 'Identification Info' })).not.toHaveAttribute('aria-current');
    const group = nav.getByRole('list', { name: 'Touches' });
    await expect(within(group).queryByRole('link', { name: 'Phone' })).not.toBeInTheDocument();
    await expect(within(group).getByText('Phone')).toBeVisible();
    await expect(within(group).getByRole('link', { name: 'Email' })).toHaveAttribute('href', '#email-history');
    await userEvent.click(nav.getByRole('button', { name: 'Logout' }));
    await expect(onLogout).toHaveBeenCalledTimes(1);
  },
};
