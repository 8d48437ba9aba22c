import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Markdown } from './Markdown';

const meta = {
  title: 'UI/Content/Markdown',
  component: Markdown,
  args: {
    source: [
      '# Agreement',
      '',
      '> **Example text.** Replace it with your own.',
      '',
      '## Assignments',
      '',
      'You accept or decline each *assignment*. See [our site](https://demo.test).',
      '',
      '- Work the shifts you confirm',
      '- Keep your license current',
      '',
      '1. Record your hours',
      '2. Have them signed',
      '',
      '| Shift | Rate |',
      '| --- | --- |',
      '| Day | $50 |',
      '',
      '<script>window.pwned = true</script> [click](javascript:alert(1))',
    ].join('\n'),
  },
} satisfies Meta<typeof Markdown>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Document: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Agreement' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: 'Assignments' })).toBeVisible();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(4);
    await expect(canvas.getByRole('link', { name: 'our site' })).toHaveAttribute('href', 'https://demo.test');
    await expect(canvas.getByRole('table')).toBeVisible();
    // Raw HTML is text; the javascript: link is no link.
    await expect(canvas.getByText(/<script>window\.pwned = true<\/script>/)).toBeVisible();
    await expect(canvasElement.querySelector('script')).toBeNull();
    await expect(canvas.queryByRole('link', { name: 'click' })).toBeNull();
    await expect((window as { pwned?: boolean }).pwned).toBeUndefined();
  },
};
