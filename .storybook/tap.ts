import { userEvent } from 'storybook/test';

/**
 * Clicks `element` the way a person's tap reaches React, then waits for `settled` (what the person sees once
 * the click's work is done), e.g. a form's error summary.
 *
 * A browser runs the microtasks of a real click's listener while `window.event` is still that click, so React
 * gives every update the click's work makes, even after an `await`, the click's (discrete) priority and renders
 * each on its own. A scripted click (userEvent) ends its dispatch first: React sees no event, batches those
 * updates and renders them together, which hides a screen that depends on two of them arriving at once.
 * Until `settled` resolves, `window.event` reads as the click here, as in the browser.
 */
export async function tapLikeAPerson(element: Element, settled: () => Promise<unknown>) {
  const view = element.ownerDocument.defaultView!;
  const click = new view.MouseEvent('click');
  // `event` is the window's own accessor (Window is the global): put back as it was.
  const own = Object.getOwnPropertyDescriptor(view, 'event');
  Object.defineProperty(view, 'event', { configurable: true, get: () => click });
  try {
    await userEvent.click(element);
    await settled();
  } finally {
    if (own) Object.defineProperty(view, 'event', own);
    else Reflect.deleteProperty(view, 'event');
  }
}
