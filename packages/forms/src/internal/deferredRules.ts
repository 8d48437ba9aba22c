import { useEffect } from 'react';
import type { FieldValues, Resolver } from 'react-hook-form';

/** What a person does first on a page: a key, a pointer, a touch, an input (an autofill), a change, a submit. */
const FIRST_INPUT_EVENTS = ['keydown', 'pointerdown', 'touchstart', 'input', 'change', 'submit'] as const;

/** A form's rules loaded when asked for (`deferredRules`). */
export interface DeferredRules<V extends FieldValues> {
  /** The form's resolver: waits until the rules are asked for, loads them (once), then validates. */
  resolver: Resolver<V>;
  /** Asks for the rules: they start loading now (once). */
  ask: () => void;
}

/**
 * A form's rules (its schema and yup: about 12 KB gzip, more than any other part of a sign-in screen's form) kept
 * out of a page's first load: `load` imports them from a module of their own (`./rules` beside the form) once
 * they are asked for (`useAskForRules`: at the page's first input). A validation asked for before then waits for
 * them (a form that opens empty is not valid meanwhile), then runs on the form's values as they are by then. A
 * failed load is tried again by the next validation.
 */
export function deferredRules<V extends FieldValues>(load: () => Promise<Resolver<V>>): DeferredRules<V> {
  let ask: () => void = () => {};
  const asked = new Promise<void>((resolve) => (ask = resolve));
  let loading: Promise<Resolver<V>> | undefined;
  return {
    resolver: async (values, context, options) => {
      await asked;
      loading ??= load().catch((error: unknown) => {
        loading = undefined;
        throw error;
      });
      return (await loading)(values, context, options);
    },
    ask: () => ask(),
  };
}

/** Asks for `rules` at the page's first input (`FIRST_INPUT_EVENTS`), or at once when `now` (a form given values). */
export function useAskForRules<V extends FieldValues>(rules: DeferredRules<V>, now: boolean): void {
  useEffect(() => {
    const ask = () => {
      stop();
      rules.ask();
    };
    const stop = () => {
      for (const type of FIRST_INPUT_EVENTS) document.removeEventListener(type, ask, { capture: true });
    };
    if (now) ask();
    else for (const type of FIRST_INPUT_EVENTS) document.addEventListener(type, ask, { capture: true, passive: true });
    return stop;
  }, [rules, now]);
}
