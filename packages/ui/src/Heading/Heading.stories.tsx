import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Heading } from './Heading';

const meta = {
  title: 'UI/Layout/Heading',
  component: Heading,
  args: { children: 'Applicant pipeline', level: 2 },
} satisfies Meta<typeof Heading>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const heading = within(canvasElement).getByRole('heading', { level: 2, name: 'Applicant pipeline' });
    await expect(heading.tagName).toBe('H2');
  },
};

export const SmallPageTitle: Story = {
  args: { level: 1, size: 'sm', children: 'Dashboard' },
  play: async ({ canvasElement, step }) => {
    await step('a level 1 heading at body size: level and size are chosen apart', async () => {
      const heading = within(canvasElement).getByRole('heading', { level: 1, name: 'Dashboard' });
      // The small size keeps the h1 at body size.
      await expect(getComputedStyle(heading).fontSize).toBe(
        getComputedStyle(canvasElement.ownerDocument.body).fontSize,
      );
    });
  },
};
