import { act, fireEvent, render } from '@testing-library/react';
import { ApiClientProvider } from '@agency/api-client/swr';
import { createTestClient, createTestTokenResponse } from '@agency/api-client/testing';
import { ACTIVITY_CHANNEL, useInactivityLogout } from './useInactivityLogout';

function Probe({ timeoutMs }: { timeoutMs: number }) {
  useInactivityLogout(timeoutMs);
  return null;
}

function signedInClient() {
  const test = createTestClient();
  const { access_token } = createTestTokenResponse({ kind: 'applicant' });
  // A session without a refresh token: logout then needs no network (nothing to revoke, no exit report).
  test.storage.cookie.set(JSON.stringify({ access_token }), 3600);
  return test;
}

describe('useInactivityLogout (SPEC §4: 10 minutes without mouse movement)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const renderProbe = (timeoutMs: number) => {
    const test = signedInClient();
    const view = render(
      <ApiClientProvider client={test.client}>
        <Probe timeoutMs={timeoutMs} />
      </ApiClientProvider>,
    );
    return { ...test, view };
  };

  it('logs out after the timeout without activity', async () => {
    const { client, logouts } = renderProbe(10 * 60 * 1000);
    await act(async () => vi.advanceTimersByTimeAsync(10 * 60 * 1000 - 1));
    expect(client.auth.isLoggedIn()).toBe(true);
    await act(async () => vi.advanceTimersByTimeAsync(1));
    expect(client.auth.isLoggedIn()).toBe(false);
    expect(logouts).toEqual([{ reason: 'logout', redirectTo: '/login' }]);
  });

  it('restarts the countdown on every mouse movement', async () => {
    const { client, logouts } = renderProbe(1000);
    for (let i = 0; i < 5; i += 1) {
      await act(async () => vi.advanceTimersByTimeAsync(900));
      fireEvent.mouseMove(window);
    }
    expect(client.auth.isLoggedIn()).toBe(true);
    await act(async () => vi.advanceTimersByTimeAsync(1000));
    expect(logouts).toHaveLength(1);
  });

  it('stops counting when unmounted', async () => {
    const { client, view } = renderProbe(1000);
    view.unmount();
    await act(async () => vi.advanceTimersByTimeAsync(5000));
    expect(client.auth.isLoggedIn()).toBe(true);
  });
});

/** BroadcastChannel between the "tabs" of one test: delivered at once, never to the sender itself. */
class FakeChannel {
  static readonly open = new Set<FakeChannel>();
  readonly listeners: Array<(event: { data: unknown }) => void> = [];
  onmessage: ((event: { data: unknown }) => void) | null = null;
  constructor(readonly name: string) {
    FakeChannel.open.add(this);
  }
  postMessage(data: unknown) {
    for (const other of FakeChannel.open) {
      if (other === this || other.name !== this.name) continue;
      other.listeners.forEach((listener) => listener({ data }));
      other.onmessage?.({ data });
    }
  }
  addEventListener(_type: 'message', listener: (event: { data: unknown }) => void) {
    this.listeners.push(listener);
  }
  close() {
    FakeChannel.open.delete(this);
  }
}

describe('useInactivityLogout across tabs (the session is shared)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.stubGlobal('BroadcastChannel', FakeChannel);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
    FakeChannel.open.clear();
  });

  const renderProbe = (timeoutMs: number) => {
    const test = signedInClient();
    const view = render(
      <ApiClientProvider client={test.client}>
        <Probe timeoutMs={timeoutMs} />
      </ApiClientProvider>,
    );
    return { ...test, view };
  };

  it('activity in another tab keeps this one signed in; without it this tab logs out', async () => {
    const { client } = renderProbe(400);
    const otherTab = new BroadcastChannel(ACTIVITY_CHANNEL);
    for (let i = 0; i < 5; i += 1) {
      await act(async () => vi.advanceTimersByTimeAsync(300));
      otherTab.postMessage('active');
    }
    expect(client.auth.isLoggedIn()).toBe(true);
    await act(async () => vi.advanceTimersByTimeAsync(399));
    expect(client.auth.isLoggedIn()).toBe(true);
    await act(async () => vi.advanceTimersByTimeAsync(1));
    expect(client.auth.isLoggedIn()).toBe(false);
  });

  it('tells the other tabs of this tab’s activity, at most once a second', async () => {
    renderProbe(60_000);
    const otherTab = new BroadcastChannel(ACTIVITY_CHANNEL);
    const heard: unknown[] = [];
    otherTab.onmessage = (event: MessageEvent) => heard.push(event.data);
    for (let i = 0; i < 10; i += 1) fireEvent.mouseMove(window);
    expect(heard).toEqual(['active']);
    await act(async () => vi.advanceTimersByTimeAsync(999));
    fireEvent.mouseMove(window);
    expect(heard).toEqual(['active']);
    await act(async () => vi.advanceTimersByTimeAsync(1));
    fireEvent.mouseMove(window);
    expect(heard).toEqual(['active', 'active']);
  });
});
