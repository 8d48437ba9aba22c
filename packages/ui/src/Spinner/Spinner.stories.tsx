import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Spinner } from './Spinner';

const meta = {
  title: 'UI/Feedback/Spinner',
  component: Spinner,
  args: { size: 'md' },
} satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading');
  },
};

export const CustomLabel: Story = {
  args: { label: 'Saving applicant', size: 'lg' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Saving applicant');
  },
};

/** The declarations that apply to `element` only when the media query `condition` matches. */
function declarationsUnder(condition: string, element: Element, property: string): string[] {
  const values: string[] = [];
  for (const sheet of Array.from(element.ownerDocument.styleSheets)) {
    for (const rule of Array.from(sheet.cssRules)) {
      if (!(rule instanceof CSSMediaRule) || !rule.media.mediaText.includes(condition)) continue;
      for (const inner of Array.from(rule.cssRules)) {
        if (inner instanceof CSSStyleRule && element.matches(inner.selectorText)) {
          const value = inner.style.getPropertyValue(property);
          if (value) values.push(value);
        }
      }
    }
  }
  return values;
}

// With "reduce motion" set, the ring must stand still: an infinite animation squeezed to 0.01 ms per
// turn would flicker instead. (The test browser cannot switch the preference, so the rule is read.)
export const ReducedMotion: Story = {
  play: async ({ canvasElement, step }) => {
    await step('the ring stands still when reduced motion is asked for', async () => {
      const ring = within(canvasElement).getByRole('status').querySelector('[aria-hidden="true"]');
      if (!ring) throw new Error('Spinner ring not found');
      await expect(getComputedStyle(ring).animationIterationCount).toBe('infinite');
      await expect(declarationsUnder('prefers-reduced-motion: reduce', ring, 'animation-iteration-count')).toEqual([
        '1',
      ]);
      await expect(declarationsUnder('prefers-reduced-motion: reduce', ring, 'animation-duration')).toEqual(['0.01ms']);
    });
  },
};
