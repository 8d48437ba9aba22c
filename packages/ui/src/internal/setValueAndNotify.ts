/**
 * Changes the value of a text control the way a person's edit would: through the native value setter
 * (so React's value tracker sees a difference) followed by a bubbling `input` event. React then calls
 * the control's onChange with a real ChangeEvent, which is what both controlled parents and
 * react-hook-form's register() listen to.
 */
export function setValueAndNotify(element: HTMLInputElement | HTMLTextAreaElement, value: string): void {
  const prototype = element instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  const setter = Object.getOwnPropertyDescriptor(prototype, 'value')?.set;
  if (setter) setter.call(element, value);
  else element.value = value;
  element.dispatchEvent(new Event('input', { bubbles: true }));
}
