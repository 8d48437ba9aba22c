import { userEvent } from 'storybook/test';

/**
 * Clicks `target` the way a mouse does, for stories: the button goes down over the target's centre, one
 * frame passes (whatever the press caused, e.g. a message shown because the focused field lost focus, is
 * laid out by then), and the button comes up at the same point over whatever is there now. If the press
 * moved the target away, the release lands elsewhere and the target gets no click, as with a real mouse.
 * (`userEvent.click` presses and releases on the target itself, so it cannot show that loss.)
 */
export async function clickInPlace(target: Element): Promise<void> {
  const box = target.getBoundingClientRect();
  const coords = { clientX: box.left + box.width / 2, clientY: box.top + box.height / 2 };
  // One session, so the button pressed in the first call is the one released in the second.
  const mouse = userEvent.setup();
  await mouse.pointer({ keys: '[MouseLeft>]', target, coords });
  await new Promise((resolve) => requestAnimationFrame(resolve));
  const document = target.ownerDocument;
  const underPointer = document.elementFromPoint(coords.clientX, coords.clientY) ?? document.body;
  await mouse.pointer({ keys: '[/MouseLeft]', target: underPointer, coords });
}
