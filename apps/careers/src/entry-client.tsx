// The browser's entry, on the application page only (the other pages have no script: server.mjs). The page works
// as HTML until then: the server rendered it, the form with its styles. React, the form's code and the client are
// a chunk of their own (hydrate.tsx), loaded at the visitor's first move on the page (a pointer, a touch, a key, a
// focus, a scroll, an autofill) and never before it, so the page's first load is this module alone (bench/README.md,
// "The careers site"). What the visitor types, chooses or submits meanwhile is kept (beforeHydration.ts).
import { watchEarlyEdits } from './beforeHydration';

const root = document.getElementById('root')!;
const edits = watchEarlyEdits(root);
const MOVES = [
  'pointerdown',
  'pointermove',
  'touchstart',
  'keydown',
  'focusin',
  'input',
  'wheel',
  'scroll',
  'dragenter',
];

function start() {
  for (const type of MOVES) document.removeEventListener(type, start, true);
  void import('./hydrate').then(({ hydrate }) => hydrate(root, edits));
}
for (const type of MOVES) document.addEventListener(type, start, { capture: true, passive: true });
