import { act, renderHook } from '@testing-library/react';
import type { Challenge } from 'altcha-lib/types';
import { CaptchaError, useCaptcha, type CaptchaInfo } from '../src/components/Captcha';

/** An ALTCHA challenge that expires `seconds` from now (the solver below never looks inside it). */
const challenge = (seconds: number): CaptchaInfo => ({
  Provider: 'altcha',
  Challenge: { parameters: { expiresAt: Math.floor(Date.now() / 1000) + seconds } } as Challenge,
});

describe('useCaptcha', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const setup = (load: () => Promise<CaptchaInfo>) => {
    let solved = 0;
    const solve = vi.fn(async () => `solution-${(solved += 1)}`);
    const hook = renderHook(() => useCaptcha({ load, solve, startOn: 'mount' }));
    return { ...hook, solve };
  };

  it('loads and solves when mounted; token() gives the solution, a reset a new one', async () => {
    const load = vi.fn(async () => challenge(600));
    const { result } = setup(load);
    await act(async () => {});
    expect(result.current.state.status).toBe('ready');
    expect(await result.current.token()).toBe('solution-1');
    await act(async () => result.current.reset());
    expect(load).toHaveBeenCalledTimes(2);
    expect(await result.current.token()).toBe('solution-2');
  });

  it('a form left open gets a fresh challenge 30 s before the old one expires, no sooner', async () => {
    const load = vi.fn(async () => challenge(600));
    const { result } = setup(load);
    await act(async () => {});
    await act(async () => vi.advanceTimersByTime(569_000));
    expect(load).toHaveBeenCalledTimes(1);
    await act(async () => vi.advanceTimersByTime(1_000));
    expect(load).toHaveBeenCalledTimes(2);
    expect(await result.current.token()).toBe('solution-2');
  });

  it('a browser whose clock runs ahead renews at most once a minute', async () => {
    // Already "expired" by this browser's clock.
    const load = vi.fn(async () => challenge(-300));
    setup(load);
    await act(async () => {});
    await act(async () => vi.advanceTimersByTime(59_000));
    expect(load).toHaveBeenCalledTimes(1);
    await act(async () => vi.advanceTimersByTime(1_000));
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('a failed load is an error; token() tries once more and rejects when that fails too; retry recovers', async () => {
    let ok = false;
    const load = vi.fn(async () => {
      if (!ok) throw new Error('down');
      return challenge(600);
    });
    const { result } = setup(load);
    await act(async () => {});
    expect(result.current.state.status).toBe('error');
    let waited!: Promise<string | null>;
    act(() => {
      waited = result.current.token();
    });
    await expect(waited).rejects.toBeInstanceOf(CaptchaError);
    expect(load).toHaveBeenCalledTimes(2);
    ok = true;
    await act(async () => result.current.retry());
    expect(result.current.state.status).toBe('ready');
    expect(await result.current.token()).toBe('solution-1');
  });

  it('a submit before the solution waits for it (state.waiting, for the status line)', async () => {
    let release!: (info: CaptchaInfo) => void;
    const load = vi.fn(() => new Promise<CaptchaInfo>((resolve) => (release = resolve)));
    const { result } = setup(load);
    let waited!: Promise<string | null>;
    act(() => {
      waited = result.current.token();
    });
    expect(result.current.state.waiting).toBe(true);
    await act(async () => release(challenge(600)));
    expect(await waited).toBe('solution-1');
    expect(result.current.state.waiting).toBe(false);
  });

  it("by default nothing is loaded or solved until the person's first input, or a submit", async () => {
    const load = vi.fn(async () => challenge(600));
    const solve = vi.fn(async () => 'solution');
    const first = renderHook(() => useCaptcha({ load, solve }));
    await act(async () => {});
    expect(load).not.toHaveBeenCalled();
    expect(first.result.current.state.status).toBe('idle');
    await act(async () => {
      document.body.dispatchEvent(new KeyboardEvent('keydown', { key: 'a', bubbles: true }));
    });
    expect(load).toHaveBeenCalledTimes(1);
    expect(first.result.current.state.status).toBe('ready');
    // Later input starts nothing more.
    await act(async () => {
      document.body.dispatchEvent(new KeyboardEvent('keydown', { key: 'b', bubbles: true }));
    });
    expect(load).toHaveBeenCalledTimes(1);
    first.unmount();

    // A submit with no input before (a password manager's Enter) starts it and waits.
    const second = renderHook(() => useCaptcha({ load, solve }));
    await act(async () => {});
    let waited!: Promise<string | null>;
    act(() => {
      waited = second.result.current.token();
    });
    expect(await waited).toBe('solution');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('off: nothing to send', async () => {
    const { result, solve } = setup(async () => ({ Provider: 'off' }));
    await act(async () => {});
    expect(await result.current.token()).toBeNull();
    expect(solve).not.toHaveBeenCalled();
  });
});
