import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { MOBILE_BREAKPOINT_PX, contrastPairs, lightColors, theme } from '@agency/ui';
import { atViewport } from '../viewports';
import { Breakpoints, ColourSwatches, ContrastPairs, Elevation, SpacingScale, TypeScale } from './foundations';

// The token tables of the Foundations pages, as tests: each renders from the theme and passes the a11y check.
// Hidden from the sidebar ('!dev'): designers read them on the Foundations pages.
const meta = {
  title: 'Foundations/Token tables',
  tags: ['!dev', '!autodocs'],
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const Colour: Story = {
  render: () => <ColourSwatches />,
  play: async ({ canvasElement }) => {
    const swatches = within(within(canvasElement).getByRole('list', { name: 'Colour roles' })).getAllByRole('listitem');
    await expect(swatches).toHaveLength(Object.keys(lightColors).length);
    await expect(swatches[0]).toHaveTextContent(`text${lightColors.text}`);
  },
};

export const Contrast: Story = {
  render: () => <ContrastPairs />,
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table');
    // A header row, then one row per tested pair.
    await expect(within(table).getAllByRole('row')).toHaveLength(contrastPairs.length + 1);
    await expect(within(table).getAllByRole('row')[1]).toHaveTextContent(
      'text #111827background #ffffff17.74:14.5:1 (text)',
    );
  },
};

export const Typography: Story = {
  render: () => <TypeScale />,
  play: async ({ canvasElement }) => {
    const sizes = within(canvasElement).getByRole('table', { name: /Font sizes/ });
    await expect(within(sizes).getAllByText('Personal Info')).toHaveLength(Object.keys(theme.fontSizes).length);
    await expect(within(sizes).getByRole('row', { name: /^xxl/ })).toHaveTextContent('1.75rem (28 px)');
  },
};

export const Spacing: Story = {
  render: () => <SpacingScale />,
  play: async ({ canvasElement }) => {
    const space = within(canvasElement).getByRole('table', { name: /Spacing/ });
    await expect(within(space).getAllByRole('row')).toHaveLength(Object.keys(theme.space).length + 1);
    await expect(within(space).getByRole('row', { name: /^5/ })).toHaveTextContent('1.5rem (24 px)');
  },
};

export const ElevationAndLayers: Story = {
  name: 'Elevation',
  render: () => <Elevation />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(within(canvas.getByRole('list', { name: 'Shadows' })).getAllByRole('listitem')).toHaveLength(
      Object.keys(theme.shadows).length,
    );
    const layers = within(canvas.getByRole('table', { name: /Layers/ })).getAllByRole('row');
    await expect(layers.at(-1)).toHaveTextContent('toast600');
  },
};

export const BreakpointsAndViewports: Story = {
  name: 'Breakpoints',
  render: () => <Breakpoints />,
  play: async ({ canvasElement }) => {
    const viewports = within(within(canvasElement).getByRole('table', { name: /Storybook viewports/ })).getAllByRole(
      'row',
    );
    await expect(viewports.map((row) => row.textContent)).toEqual([
      'ValueNameSizeSide of the breakpoint',
      'phoneSmallPhone, small (320 px)320px × 568pxmobile',
      'phonePhone (390 px)390px × 844pxmobile',
      'tabletTablet (768 px)768px × 1024pxmobile',
      'desktopDesktop (1280 px)1280px × 800pxdesktop',
    ]);
  },
};

// The viewport globals size the test browser's page too (the Vitest addon applies them), so a story at a
// viewport sees that window width and the matching media queries.
export const OnASmallPhone: Story = {
  name: 'Breakpoints on a small phone',
  render: () => <Breakpoints />,
  globals: atViewport('phoneSmall'),
  play: async () => {
    await expect(window.innerWidth).toBe(320);
    await expect(window.matchMedia(theme.media.mobile.replace('@media ', '')).matches).toBe(true);
  },
};

export const OnATablet: Story = {
  name: 'Breakpoints on a tablet',
  render: () => <Breakpoints />,
  globals: atViewport('tablet'),
  play: async () => {
    await expect(window.innerWidth).toBe(MOBILE_BREAKPOINT_PX);
    await expect(window.matchMedia(theme.media.mobile.replace('@media ', '')).matches).toBe(true);
  },
};

export const OnADesktop: Story = {
  name: 'Breakpoints on a desktop',
  render: () => <Breakpoints />,
  globals: atViewport('desktop'),
  play: async () => {
    await expect(window.innerWidth).toBe(1280);
    await expect(window.matchMedia(theme.media.desktop.replace('@media ', '')).matches).toBe(true);
  },
};
