import { expect } from 'storybook/test';

// Globals of a story rendered at one of Storybook's viewports: the one helper of .storybook/viewports.ts.
export { atViewport } from '../../../../.storybook/viewports';

/**
 * WCAG 1.4.10 reflow: the page is no wider than the window (nothing to scroll sideways). What a component
 * scrolls within itself (a tab row, a table's box: an ancestor with overflow-x other than visible, itself
 * inside the window) does not widen the page.
 */
export async function expectNoHorizontalOverflow(canvasElement: HTMLElement) {
  const root = canvasElement.ownerDocument.documentElement;
  const view = canvasElement.ownerDocument.defaultView!;
  const width = root.clientWidth;
  const withinScroller = (element: HTMLElement) => {
    for (let parent = element.parentElement; parent && parent !== root; parent = parent.parentElement)
      if (view.getComputedStyle(parent).overflowX !== 'visible')
        return parent.getBoundingClientRect().right <= width + 0.5;
    return false;
  };
  // Name the widest culprits, so a failure says where to look.
  const wider = Array.from(root.querySelectorAll<HTMLElement>('body *'))
    .filter((element) => element.getBoundingClientRect().right > width + 0.5 && !withinScroller(element))
    .slice(0, 5)
    .map((element) => `${element.tagName.toLowerCase()}.${element.className} (${element.textContent?.slice(0, 30)})`);
  await expect({ scrollWidth: root.scrollWidth, wider }).toEqual({ scrollWidth: width, wider: [] });
}

/** The entries of a horizontal bar share one line. */
export async function expectOneLine(list: Element) {
  const tops = new Set(Array.from(list.children, (item) => Math.round(item.getBoundingClientRect().top)));
  await expect(tops.size).toBe(1);
}
