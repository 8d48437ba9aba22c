import { act, type ReactNode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { prerender } from 'react-dom/static';
import { MemoryRouter } from 'react-router-dom';
import { waitFor, within } from '@testing-library/react';
import { createMemoryStorage, LOCAL_KEYS } from '@agency/api-client';
import { App, createPortal } from './App';
import { PRERENDERED_PATHS, renderPage } from './prerender';
import { createMemoryRedirectStore } from '../session/redirect';

// The open screens as the build writes them (prerender.tsx) and as a guest's browser takes them over (main.tsx:
// hydrateRoot on the same App): the same markup on both sides (no React error #418, no attribute left as the
// server wrote it), with nothing that only a browser has. Here both renders share one instance of the modules;
// the build renders each page in a fresh one, so that styled-components names its components in the order a
// browser opening that page defines them: e2e/prerendered.test.ts checks that on the built portal.

/** `renderPage(path)`, then the server renderer's contexts put back for the browser's renderer. */
async function serverRender(path: string) {
  const page = await renderPage(path);
  // The server renderer leaves the contexts of the last part it rendered set (a realm has one renderer at a time,
  // a server has no client): rendering nothing puts their defaults back.
  await prerender(<></>);
  return page;
}

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
});

/** Hydrates `html` as main.tsx does, at `path`, for a visitor whose browser holds `storage`. */
async function hydrate(path: string, html: string, storage = createMemoryStorage()) {
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  const portal = createPortal({ storage, redirects: createMemoryRedirectStore() });
  const errors: unknown[] = [];
  const Router = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[path]}>{children}</MemoryRouter>
  );
  const heading = container.querySelector('h1');
  // React (development) reports an attribute that differs from the server's HTML on the console.
  const consoleErrors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  await act(async () => {
    root = hydrateRoot(container, <App {...portal} router={Router} />, {
      onRecoverableError: (error) => errors.push(error),
      onCaughtError: (error) => errors.push(error),
    });
  });
  // The lazy screens (registration, verification) hydrate once their chunk is there.
  await waitFor(() => expect(container.querySelector('form, a[href="/"]')).not.toBeNull());
  errors.push(
    ...consoleErrors.mock.calls
      .map((call) => call.map(String).join(' '))
      // Development React's note that this realm has rendered with the server renderer too (a browser never has).
      .filter((message) => !message.startsWith('Detected multiple renderers concurrently rendering')),
  );
  consoleErrors.mockRestore();
  return { container, errors, heading };
}

describe('the prerendered open screens', () => {
  it('are login, registration, verification and page not found', () => {
    expect(PRERENDERED_PATHS).toEqual(['/login', '/registration', '/verify', '/page-not-found']);
  });

  it.each([
    ['/login', 'Login · Agency Portal', 'Login', ['Login ID', 'Password']],
    ['/registration', 'Registration · Agency Portal', 'Registration', ['Last Name', 'First Name', 'Email']],
    ['/verify', 'Verification · Agency Portal', 'Verification', ['Verification Code']],
    ['/page-not-found', 'Page not found · Agency Portal', 'Page not found', []],
  ])('%s: its title, heading, labels and styles, no script; hydrated as it is', async (path, title, h1, labels) => {
    const page = await serverRender(path);
    expect(page.title).toBe(title);
    expect(page.styles).toMatch(/^<style data-styled="true"[^>]*>[^<]+<\/style>$/);
    expect(page.html).not.toMatch(/<script|<link/);
    // The verification form is for a visitor whose registration waits for its code.
    const storage = createMemoryStorage();
    if (path === '/verify') storage.local.setItem(LOCAL_KEYS.verificationStatus, 'false');
    const { container, errors, heading } = await hydrate(path, page.html, storage);
    expect(errors).toEqual([]);
    // The server's heading is the very element the browser kept (not regenerated).
    expect(container.querySelector('h1')).toBe(heading);
    expect(heading).toHaveTextContent(h1);
    for (const label of labels) expect(within(container).getByLabelText(label)).toBeInstanceOf(HTMLInputElement);
  });

  it('sends a visitor without a registration in progress from the verification form, once hydrated', async () => {
    const { container, errors } = await hydrate('/verify', (await serverRender('/verify')).html);
    expect(errors).toEqual([]);
    await waitFor(() => expect(container.querySelector('h1')).toHaveTextContent('Registration'));
  });

  it('refuses a path that is not prerendered', async () => {
    await expect(serverRender('/dashboard')).rejects.toThrow('/dashboard is not a prerendered route');
  });
});
