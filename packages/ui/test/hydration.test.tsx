import { act } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { screen } from '@testing-library/react';
import { Provider, useToast } from '../src/index';

// A page rendered on a server and hydrated in the browser (the careers site): the Provider must render the
// same HTML on both, or React regenerates the tree and logs error #418 on every load.

function Page() {
  const toast = useToast();
  return (
    <main>
      <h1>Apply</h1>
      <button type="button" onClick={() => toast.success('Sent.')}>
        Send
      </button>
    </main>
  );
}

describe('server rendering and hydration', () => {
  let root: Root | undefined;
  afterEach(() => {
    act(() => root?.unmount());
    document.body.innerHTML = '';
  });

  it('hydrates the server HTML without a mismatch; the notifications region comes once hydrated', async () => {
    // As on a server: no document.
    vi.stubGlobal('document', undefined);
    let html: string;
    try {
      html = renderToString(
        <Provider>
          <Page />
        </Provider>,
      );
    } finally {
      vi.unstubAllGlobals();
    }
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const recovered: unknown[] = [];
    await act(async () => {
      root = hydrateRoot(
        container,
        <Provider>
          <Page />
        </Provider>,
        { onRecoverableError: (error) => recovered.push(error), onCaughtError: (error) => recovered.push(error) },
      );
    });
    expect(recovered).toEqual([]);
    // The server's heading is the very element the browser kept (not regenerated).
    expect(container.querySelector('h1')?.textContent).toBe('Apply');
    const region = screen.getByRole('region', { name: 'Notifications' });
    expect(container.contains(region)).toBe(false);
    await act(async () => screen.getByRole('button', { name: 'Send' }).click());
    expect(region).toHaveTextContent('Sent.');
  });
});
