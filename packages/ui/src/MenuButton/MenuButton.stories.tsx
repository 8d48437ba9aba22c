import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { MenuButton } from './MenuButton';

const onLogout = fn();

const meta = {
  title: 'UI/Overlays/MenuButton',
  component: MenuButton,
  args: {
    label: 'Touches',
    items: [
      { label: 'Phone' },
      { label: 'Email', href: '#email-history' },
      { label: 'SMS', href: '#sms-history' },
      { label: 'Logout', onSelect: onLogout },
    ],
  },
  decorators: [
    (Story) => (
      <div style={{ minHeight: '16rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof MenuButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Touches' });
    await expect(button).toHaveAttribute('aria-haspopup', 'menu');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('menu')).not.toBeInTheDocument();
  },
};

export const Open: Story = {
  play: async ({ canvasElement, step }) => {
    await step('a click opens the menu', async () => {
      const canvas = within(canvasElement);
      await userEvent.click(canvas.getByRole('button', { name: 'Touches' }));
      const menu = canvas.getByRole('menu', { name: 'Touches' });
      const items = within(menu).getAllByRole('menuitem');
      await expect(items.map((item) => item.textContent)).toEqual(['Phone', 'Email', 'SMS', 'Logout']);
      // "Phone" is not a link: a menu entry announced as unavailable.
      await expect(items[0]).toHaveAttribute('aria-disabled', 'true');
      await expect(items[0]?.tagName).not.toBe('A');
      await expect(items[1]).toHaveAttribute('href', '#email-history');
      await expect(items[0]).toHaveFocus();
      // A press outside closes it.
      await userEvent.click(canvasElement.ownerDocument.body);
      await expect(canvas.queryByRole('menu')).not.toBeInTheDocument();
    });
  },
};

export const KeyboardNavigation: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Touches' });
    await userEvent.tab();
    await expect(button).toHaveFocus();

    await userEvent.keyboard('{ArrowDown}');
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    const items = within(canvas.getByRole('menu')).getAllByRole('menuitem');
    await expect(items[0]).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(items[1]).toHaveFocus();
    await userEvent.keyboard('{End}');
    await expect(items[3]).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(items[0]).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    await expect(items[3]).toHaveFocus();
    await userEvent.keyboard('{Home}');
    await expect(items[0]).toHaveFocus();

    // Escape closes and gives focus back to the button.
    await userEvent.keyboard('{Escape}');
    await expect(canvas.queryByRole('menu')).not.toBeInTheDocument();
    await expect(button).toHaveFocus();

    // Enter and Space open it too; ArrowUp opens on the last entry.
    await userEvent.keyboard('{Enter}');
    await expect(within(canvas.getByRole('menu')).getAllByRole('menuitem')[0]).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await userEvent.keyboard(' ');
    await expect(canvas.getByRole('menu')).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await userEvent.keyboard('{ArrowUp}');
    await expect(within(canvas.getByRole('menu')).getAllByRole('menuitem')[3]).toHaveFocus();

    // Tab leaves the menu and closes it.
    await userEvent.tab();
    await expect(canvas.queryByRole('menu')).not.toBeInTheDocument();
  },
};

export const ChoosingAnAction: Story = {
  play: async ({ canvasElement }) => {
    onLogout.mockClear();
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Touches' });
    await userEvent.click(button);
    await userEvent.click(canvas.getByRole('menuitem', { name: 'Logout' }));
    await expect(onLogout).toHaveBeenCalledTimes(1);
    await expect(canvas.queryByRole('menu')).not.toBeInTheDocument();
    await expect(button).toHaveFocus();
  },
};

export const WithGroup: Story = {
  args: {
    label: 'Applicant',
    items: [
      { label: 'Search Applicant', href: '#view-by-applicant' },
      {
        label: 'View By Status',
        items: [
          { label: 'New Lead', href: '#lead' },
          { label: 'Offered', href: '#offered' },
        ],
      },
    ],
    currentHref: '#offered',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Applicant' }));
    const group = canvas.getByRole('group', { name: 'View By Status' });
    await expect(
      within(group)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['New Lead', 'Offered']);
    await expect(within(group).getByRole('menuitem', { name: 'Offered' })).toHaveAttribute('aria-current', 'page');
    // Arrow keys run through the group's entries as well.
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(within(group).getByRole('menuitem', { name: 'Offered' })).toHaveFocus();
  },
};

export const GroupsWithinGroups: Story = {
  name: 'Groups within groups',
  args: {
    // The shape of NavBar's "More" menu: whole sections, one of them with a group of its own.
    label: 'More',
    items: [
      {
        label: 'Applicant',
        items: [
          { label: 'Search Applicant', href: '#view-by-applicant' },
          { label: 'Add Applicant', href: '#add-applicant' },
          { label: 'View By Status', items: [{ label: 'New Lead', href: '#lead' }] },
        ],
      },
      { label: 'Touches', items: [{ label: 'Email', href: '#email-history' }] },
      { label: 'Calendar', items: [{ label: 'Interviews', href: '#calendar' }] },
    ],
  },
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'More' }));
    await step('each group is named by its own label, at any depth', async () => {
      const nested = canvas.getByRole('group', { name: 'View By Status' });
      await expect(within(nested).getByRole('menuitem', { name: 'New Lead' })).toBeVisible();
      const calendar = canvas.getByRole('group', { name: 'Calendar' });
      await expect(within(calendar).getByRole('menuitem', { name: 'Interviews' })).toBeVisible();
      const ids = Array.from(canvasElement.querySelectorAll('[id]'), (element) => element.id);
      await expect(new Set(ids).size).toBe(ids.length);
    });
  },
};

export const TypeAhead: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Touches' }));
    const menu = canvas.getByRole('menu');
    // A letter moves to the next entry starting with it, wrapping round; case does not matter.
    await userEvent.keyboard('s');
    await expect(within(menu).getByRole('menuitem', { name: 'SMS' })).toHaveFocus();
    await userEvent.keyboard('L');
    await expect(within(menu).getByRole('menuitem', { name: 'Logout' })).toHaveFocus();
    await userEvent.keyboard('p');
    await expect(within(menu).getByRole('menuitem', { name: 'Phone' })).toHaveFocus();
    // A letter no entry starts with leaves focus where it is.
    await userEvent.keyboard('z');
    await expect(within(menu).getByRole('menuitem', { name: 'Phone' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(canvas.getByRole('button', { name: 'Touches' })).toHaveFocus();
  },
};
