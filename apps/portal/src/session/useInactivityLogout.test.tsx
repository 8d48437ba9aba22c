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

describe('useInactivityLogout across tabs (the session is shared)', () => {
  const renderProbe = (timeoutMs: number) => {
    const test = signedInClient();
    const view = render(
      <ApiClientProvider client={test.client}>
        <Probe timeoutMs={timeoutMs} />
      </ApiClientProvider>,
    );
    return { ...test, view };
  };
  const wait = (ms: number) => act(async () => new Promise((resolve) => setTimeout(resolve, ms)));

  it('activity in another tab keeps this one signed in; without it this tab logs out', async () => {
    const { client } = renderProbe(400);
    const otherTab = new BroadcastChannel(ACTIVITY_CHANNEL);
    try {
      for (let i = 0; i < 5; i += 1) {
        await wait(150);
        otherTab.postMessage('active');
      }
      expect(client.auth.isLoggedIn()).toBe(true);
      await wait(600);
      expect(client.auth.isLoggedIn()).toBe(false);
    } finally {
      otherTab.close();
    }
  });

  it('tells the other tabs of this tab’s activity, at most once a second', async () => {
    renderProbe(60_000);
    const otherTab = new BroadcastChannel(ACTIVITY_CHANNEL);
    const heard: unknown[] = [];
    otherTab.onmessage = (event: MessageEvent) => heard.push(event.data);
    try {
      for (let i = 0; i < 10; i += 1) fireEvent.mouseMove(window);
      await wait(50);
      expect(heard).toEqual(['active']);
    } finally {
      otherTab.close();
    }
  });
});
