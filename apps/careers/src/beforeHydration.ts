// What a visitor does on the application page before its script has taken the page over (entry-client.tsx loads
// it at their first move): the HTML form takes their typing, choices and files, and those are kept.

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

const isControl = (target: EventTarget | null): target is Control =>
  target instanceof HTMLInputElement || target instanceof HTMLSelectElement || target instanceof HTMLTextAreaElement;

export interface EarlyEdits {
  /**
   * Called once the page is hydrated (its effects have run): stops watching and gives each control the visitor
   * changed its value again, the way a person's edit does (so the form, which set its fields to their initial
   * values when it took them over, has them), then sends a submit that came before.
   */
  replay(): void;
}

/**
 * From now until `replay()`, under `root`: notes the last value of every control the visitor changes, keeps a
 * submit from leaving the page (the form has no address of its own: the browser would put the answers in the
 * page's address) and a dropped file from opening in the tab.
 */
export function watchEarlyEdits(root: HTMLElement): EarlyEdits {
  const values = new Map<Control, string>();
  let submitted: HTMLFormElement | null = null;
  const note = (event: Event) => {
    if (isControl(event.target)) values.set(event.target, event.target.value);
  };
  const hold = (event: Event) => {
    event.preventDefault();
    if (event.type === 'submit') submitted = event.target as HTMLFormElement;
  };
  const listeners: [string, (event: Event) => void][] = [
    ['input', note],
    ['change', note],
    ['submit', hold],
    ['dragover', hold],
    ['drop', hold],
  ];
  for (const [type, listener] of listeners) root.addEventListener(type, listener, true);

  return {
    replay() {
      for (const [type, listener] of listeners) root.removeEventListener(type, listener, true);
      for (const [control, value] of values) {
        if (!control.isConnected) continue;
        if (control instanceof HTMLInputElement && control.type === 'file') {
          if (control.files?.length) control.dispatchEvent(new Event('change', { bubbles: true }));
          continue;
        }
        // Through the element (React notes it), then the browser's own setter (React does not): React sees a
        // change, and the event reaches the control's onChange as a person's edit would.
        control.value = '';
        const prototype = Object.getPrototypeOf(control) as object;
        Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(control, value);
        control.dispatchEvent(new Event(control instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
      }
      values.clear();
      const form = submitted;
      submitted = null;
      // After React has rendered those edits (their updates run before the next task), as a person's click would.
      if (form) setTimeout(() => form.isConnected && form.requestSubmit());
    },
  };
}
