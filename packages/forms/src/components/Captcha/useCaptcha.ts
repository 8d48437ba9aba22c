import { useEffect, useMemo, useRef, useSyncExternalStore } from 'react';
import type { Challenge } from 'altcha-lib/types';
import type { HostedProvider } from './hosted';
import { solveAltcha } from './solve';

/** What the server says about its captcha (the api-client's `CaptchaChallenge`, structurally). */
export type CaptchaInfo =
  { Provider: 'off' } | { Provider: 'altcha'; Challenge: Challenge } | { Provider: HostedProvider; SiteKey: string };

/**
 * Where the captcha is: `idle` before the first load; `loading` the challenge; `solving` it in the
 * background (ALTCHA); `widget` waiting for the hosted widget's token; `ready` with a token to send; `off`
 * (nothing to send); `error` (a retry starts over).
 */
export type CaptchaStatus = 'idle' | 'loading' | 'solving' | 'widget' | 'ready' | 'off' | 'error';

export interface CaptchaState {
  status: CaptchaStatus;
  provider: CaptchaInfo['Provider'] | null;
  /** Hosted providers: the site key the widget is rendered with. */
  siteKey: string | null;
  /** A submit is waiting for the token (the status line says so). */
  waiting: boolean;
  /** Bumped on every reset: `<Captcha>` resets the hosted widget when it changes. */
  round: number;
}

export class CaptchaError extends Error {
  override readonly name = 'CaptchaError';
}

export interface CaptchaController {
  readonly state: CaptchaState;
  /**
   * The value to send in `X-Captcha`: at once when solved, after the solving otherwise (the form's submit
   * waits, the status line tells why); null when the captcha is off. Rejects with CaptchaError when the
   * check could not be made (the component shows the error and a retry).
   */
  token(): Promise<string | null>;
  /** A token is used once: after a submit that sent it, start a fresh check. */
  reset(): void;
  /** Starts over after an error. */
  retry(): void;
  /** The hosted widget reports its token (or that it expired: null). Used by `<Captcha>`. */
  setWidgetToken(token: string | null): void;
  /** The hosted widget failed. Used by `<Captcha>`. */
  setWidgetError(): void;
}

export interface UseCaptchaOptions {
  /** Asks the server for its provider and a challenge (`client.captcha.getChallenge`). */
  load: () => Promise<CaptchaInfo>;
  /** The ALTCHA solver (stories and tests may pass their own). Default: altcha-lib on Web Crypto. */
  solve?: (challenge: Challenge, signal: AbortSignal) => Promise<string>;
  /**
   * When the check starts: at the person's first input on the page (a key, a pointer, an autofill; the
   * default), or as soon as the form mounts. Waiting for input keeps the proof of work out of the page's
   * loading (a page opened and left alone never computes it); a submit without earlier input starts it.
   */
  startOn?: 'input' | 'mount';
}

const START_EVENTS = ['keydown', 'pointerdown', 'touchstart', 'input'] as const;

export const CAPTCHA_TEXT = {
  checking: 'Checking that you are not a robot…',
  failed: 'We could not check that you are not a robot.',
  retry: 'Try again',
  widgetLabel: 'Confirm that you are not a robot',
} as const;

type Waiter = { resolve: (token: string | null) => void; reject: (error: Error) => void };

/** The captcha session of one form (a small store the hook subscribes to). */
class CaptchaSession {
  state: CaptchaState = { status: 'idle', provider: null, siteKey: null, waiting: false, round: 0 };
  #token: string | null = null;
  #waiters: Waiter[] = [];
  #abort: AbortController | null = null;
  #renewal: ReturnType<typeof setTimeout> | undefined;
  #listeners = new Set<() => void>();
  #active = false;
  #stopListening: () => void = () => {};

  constructor(private options: UseCaptchaOptions) {}

  setOptions(options: UseCaptchaOptions) {
    this.options = options;
  }

  subscribe = (listener: () => void) => {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  };

  #set(patch: Partial<CaptchaState>) {
    if (!this.#active) return;
    this.state = { ...this.state, ...patch };
    for (const listener of this.#listeners) listener();
  }

  #settle(token: string | null, error?: Error) {
    const waiters = this.#waiters;
    this.#waiters = [];
    for (const waiter of waiters) {
      if (error) waiter.reject(error);
      else waiter.resolve(token);
    }
  }

  async start() {
    this.#abort?.abort();
    clearTimeout(this.#renewal);
    const abort = new AbortController();
    this.#abort = abort;
    this.#token = null;
    this.#set({ status: 'loading' });
    try {
      const info = await this.options.load();
      if (abort.signal.aborted) return;
      if (info.Provider === 'off') {
        this.#set({ status: 'off', provider: 'off', siteKey: null, waiting: false });
        this.#settle(null);
        return;
      }
      if (info.Provider === 'altcha') {
        this.#set({ status: 'solving', provider: 'altcha', siteKey: null });
        const token = await (this.options.solve ?? solveAltcha)(info.Challenge, abort.signal);
        if (abort.signal.aborted) return;
        this.#token = token;
        this.#set({ status: 'ready', waiting: false });
        this.#settle(token);
        // A form left open past the challenge's expiry gets a fresh one shortly before it.
        const expiresAt = info.Challenge.parameters.expiresAt;
        if (expiresAt) {
          // At least a minute apart: a browser whose clock runs ahead must not solve again and again.
          const delay = Math.max(60_000, expiresAt * 1000 - Date.now() - 30_000);
          this.#renewal = setTimeout(() => void this.start(), delay);
        }
        return;
      }
      this.#set({ status: 'widget', provider: info.Provider, siteKey: info.SiteKey });
    } catch {
      if (abort.signal.aborted) return;
      this.#fail();
    }
  }

  #fail() {
    this.#token = null;
    this.#set({ status: 'error', waiting: false });
    this.#settle(null, new CaptchaError(CAPTCHA_TEXT.failed));
  }

  token(): Promise<string | null> {
    if (this.state.status === 'idle') {
      this.#stopListening();
      void this.start();
    }
    if (this.state.status === 'off') return Promise.resolve(null);
    if (this.state.status === 'ready' && this.#token !== null) return Promise.resolve(this.#token);
    if (this.state.status === 'error') void this.start();
    return new Promise((resolve, reject) => {
      this.#waiters.push({ resolve, reject });
      this.#set({ waiting: true });
    });
  }

  reset() {
    if (this.state.status === 'off') return;
    if (this.state.provider === 'turnstile' || this.state.provider === 'hcaptcha') {
      this.#token = null;
      this.#set({ status: 'widget', round: this.state.round + 1 });
      return;
    }
    this.#set({ round: this.state.round + 1 });
    void this.start();
  }

  setWidgetToken(token: string | null) {
    this.#token = token;
    this.#set({ status: token === null ? 'widget' : 'ready', waiting: token === null ? this.state.waiting : false });
    if (token !== null) this.#settle(token);
  }

  setWidgetError() {
    this.#fail();
  }

  /** The form mounted: start loading and solving, now or at the first input (`startOn`). */
  activate() {
    this.#active = true;
    // Started before (StrictMode's second mount, a remount): go on at once.
    if (this.options.startOn === 'mount' || this.state.status !== 'idle') {
      void this.start();
      return;
    }
    const begin = () => {
      this.#stopListening();
      if (this.#active && this.state.status === 'idle') void this.start();
    };
    for (const type of START_EVENTS) document.addEventListener(type, begin, { capture: true, passive: true });
    this.#stopListening = () => {
      for (const type of START_EVENTS) document.removeEventListener(type, begin, { capture: true });
      this.#stopListening = () => {};
    };
  }

  /** The form unmounted: cancel the work; a submit still waiting is refused. */
  deactivate() {
    this.#active = false;
    this.#stopListening();
    this.#abort?.abort();
    clearTimeout(this.#renewal);
    this.#settle(null, new CaptchaError(CAPTCHA_TEXT.failed));
  }
}

/**
 * The captcha of one form: loads the challenge and solves it in the background from the person's first
 * input (or when the form mounts, `startOn: 'mount'`), so a person who fills the form in never waits;
 * `token()` gives the value to send. Render `<Captcha
 * captcha={...} />` in the form for the status line, the error with its retry, and a hosted widget.
 */
export function useCaptcha(options: UseCaptchaOptions): CaptchaController {
  const sessionRef = useRef<CaptchaSession | null>(null);
  if (sessionRef.current === null) sessionRef.current = new CaptchaSession(options);
  const session = sessionRef.current;
  session.setOptions(options);
  const state = useSyncExternalStore(
    session.subscribe,
    () => session.state,
    () => session.state,
  );

  useEffect(() => {
    // StrictMode mounts twice: the first mount's work is cancelled and started again.
    session.activate();
    return () => session.deactivate();
  }, [session]);

  return useMemo(
    () => ({
      state,
      token: () => session.token(),
      reset: () => session.reset(),
      retry: () => void session.start(),
      setWidgetToken: (value: string | null) => session.setWidgetToken(value),
      setWidgetError: () => session.setWidgetError(),
    }),
    [state, session],
  );
}
