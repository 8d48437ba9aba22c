import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { MenuButton } from '../MenuButton';
import { NavBar } from '../NavBar';
import { SideNav } from '../SideNav';
import { MOBILE_BREAKPOINT_PX } from '../theme';
import { AppShell } from './AppShell';

const links = [
  { label: 'Personal Info', href: '#personal-info' },
  { label: 'Identification Info', href: '#identification-info' },
];

const meta = {
  title: 'UI/Navigation/AppShell',
  component: AppShell,
  parameters: { layout: 'fullscreen' },
  args: {
    brand: 'Agency Portal',
    sideNav: <SideNav label="Applicant" items={links} currentHref="#personal-info" />,
    children: <h1>Personal Info</h1>,
  },
} satisfies Meta<typeof AppShell>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithSideMenu: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('banner')).toHaveTextContent('Agency Portal');
    await expect(canvas.getByRole('main')).toHaveTextContent('Personal Info');
    const skip = canvas.getByRole('link', { name: 'Skip to main content' });
    await expect(skip.getAttribute('href')).toBe(`#${canvas.getByRole('main').id}`);
  },
};

// Stories run in a desktop-wide frame (wider than 768 px). The drawer on small windows is covered by
// AppShell.test.tsx (toggle, Escape, links, resize) and by the portal's browser tests at 375 px.
export const DrawerOnDesktop: Story = {
  args: { toggled: true, onToggledChange: fn() },
  play: async ({ args, canvasElement, step }) => {
    await step('the side menu toggle closes when the window is wider than 768 px', async () => {
      await expect(window.innerWidth).toBeGreaterThan(MOBILE_BREAKPOINT_PX);
      // SPEC §2: the toggle closes when the window is wider than 768 px.
      await expect(args.onToggledChange).toHaveBeenCalledWith(false);
      const toggle = canvasElement.querySelector<HTMLButtonElement>('header button[aria-controls]');
      await expect(toggle).not.toBeVisible();
      await expect(within(canvasElement).getByRole('navigation', { name: 'Applicant' })).toBeVisible();
    });
  },
};

export const HeaderNavigation: Story = {
  args: {
    sideNavOnDesktop: false,
    navigation: (
      <NavBar
        label="Main"
        items={[
          { label: 'Dashboard', href: '#dashboard' },
          { label: 'Job', href: '#job-orders' },
        ]}
      />
    ),
    actions: <span>Jane Doe</span>,
    sideNav: <SideNav label="Main menu" items={[{ label: 'Dashboard', href: '#dashboard' }]} />,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('banner')).toHaveTextContent('Jane Doe');
    await expect(window.innerWidth).toBeGreaterThan(MOBILE_BREAKPOINT_PX);
    await expect(canvas.getByRole('navigation', { name: 'Main' })).toBeVisible();
    // The side menu only serves small windows here.
    await expect(canvas.queryByRole('navigation', { name: 'Main menu' })).not.toBeInTheDocument();
  },
};

// A phone: the brand gives way before the user's name is cut (the header never scrolls sideways).
export const NameOnAPhone: Story = {
  name: "User's name on a phone",
  globals: { viewport: { value: 'phone' } },
  args: {
    sideNavOnDesktop: false,
    navigation: <NavBar label="Main" items={[{ label: 'Dashboard', href: '#dashboard' }]} />,
    actions: <MenuButton label="Olivia Owner" items={[{ label: 'Logout', onSelect: fn() }]} align="end" />,
    sideNav: <SideNav label="Main menu" items={[{ label: 'Dashboard', href: '#dashboard' }]} />,
  },
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await expect(window.innerWidth).toBe(390);
    const user = canvas.getByRole('button', { name: 'Olivia Owner' });
    await step('the name is shown whole: nothing inside the button clips its text', async () => {
      const clipped = Array.from(user.querySelectorAll('*')).filter((part) => part.scrollWidth > part.clientWidth);
      await expect(clipped).toEqual([]);
    });
    await step('nothing is wider than the window', async () => {
      await expect(document.documentElement.scrollWidth).toBe(document.documentElement.clientWidth);
    });
  },
};

// The header is sticky: a target the page scrolls to (a skip-link target, a #fragment, a control brought
// into view) lands below it, not hidden under it.
export const LongPage: Story = {
  args: {
    children: (
      <>
        <h1>Personal Info</h1>
        <div style={{ height: '150vh' }} />
        <h2 id="identification-info">Identification Info</h2>
        <div style={{ height: '150vh' }} />
      </>
    ),
  },
  play: async ({ canvasElement, step }) => {
    await step('a target the page scrolls to lands below the sticky header, not under it', async () => {
      const canvas = within(canvasElement);
      const header = canvas.getByRole('banner');
      const target = canvas.getByRole('heading', { name: 'Identification Info' });
      try {
        target.scrollIntoView({ block: 'start' });
        await expect(target.getBoundingClientRect().top).toBeGreaterThanOrEqual(header.getBoundingClientRect().bottom);
        canvas.getByRole('main').scrollIntoView({ block: 'start' });
        await expect(
          canvas.getByRole('heading', { name: 'Personal Info' }).getBoundingClientRect().top,
        ).toBeGreaterThan(header.getBoundingClientRect().bottom);
      } finally {
        window.scrollTo(0, 0);
      }
    });
  },
};
