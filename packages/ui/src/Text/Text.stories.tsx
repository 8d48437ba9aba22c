import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Text } from './Text';

const meta = {
  title: 'UI/Layout/Text',
  component: Text,
  args: { children: 'If you have difficulty signing up, send your resume to our recruitment mailbox.' },
} satisfies Meta<typeof Text>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const text = within(canvasElement).getByText(/send your resume/);
    await expect(text.tagName).toBe('P');
  },
};

export const Muted: Story = {
  args: { tone: 'muted', size: 'sm', children: 'Did not receive the code? Check your Spam folder.' },
  play: async ({ canvasElement }) => {
    const text = within(canvasElement).getByText(/Spam folder/);
    // The theme's textMuted colour.
    await expect(getComputedStyle(text).color).toBe('rgb(75, 85, 99)');
  },
};

export const InlineStrong: Story = {
  args: { as: 'strong', weight: 'semibold', tone: 'danger', children: 'Invalid Code' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Invalid Code').tagName).toBe('STRONG');
  },
};
