import { expect } from 'storybook/test';

// Globals of a story rendered at one of Storybook's viewports, and the reflow check: .storybook's helpers, which
// every app's stories share.
export { atViewport, expectFocusedInView, expectNoHorizontalOverflow } from '../../../../.storybook/viewports';
export { tapLikeAPerson } from '../../../../.storybook/tap';

/** The entries of a horizontal bar share one line. */
export async function expectOneLine(list: Element) {
  const tops = new Set(Array.from(list.children, (item) => Math.round(item.getBoundingClientRect().top)));
  await expect(tops.size).toBe(1);
}
