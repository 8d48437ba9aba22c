import { useCallback, useEffect, useId, useMemo, useRef, useState, type BaseSyntheticEvent } from 'react';
import { yupResolver } from '@hookform/resolvers/yup';
import { get, set, useForm, type FieldError, type FieldErrors, type FieldValues, type Resolver } from 'react-hook-form';
import type { AnyObjectSchema } from 'yup';
import { useRevealProblems } from '../useRevealProblems';

// Shared by the onboarding forms (issue 11): react-hook-form validated by the form's yup schema, with
// nested paths ('Primary.Phone', 'Documents.0.Number'), server messages pinned to the value they were
// reported for, the draft reported on every change, and the error summary's list.

/** Error `type` of messages that came from the server. */
const SERVER = 'server';

/** The server's messages by path: 'Documents[0].Number' and 'Documents.0.Number' both work. */
export type OnboardingServerErrors = Readonly<Record<string, string | undefined>>;

/** One message of the error summary: the invalid control's id and the message. */
export interface SummaryEntry {
  id: string;
  message: string;
}

interface Pinned {
  path: string;
  message: string;
  value: unknown;
}

/** 'Documents[0].Number' → 'Documents.0.Number'. */
export const dotted = (path: string) => path.replace(/\[(\d+)\]/g, '.$1');

function same(a: unknown, b: unknown): boolean {
  if (typeof a === 'string' && typeof b === 'string') return a.trim() === b.trim();
  return JSON.stringify(a) === JSON.stringify(b);
}

/** Every message in a react-hook-form errors tree, with its path ('.root' of a list → the list). */
function flatten(errors: unknown, prefix = '', out: { path: string; message: string }[] = []) {
  if (!errors || typeof errors !== 'object') return out;
  const own = (errors as FieldError).message;
  if (typeof own === 'string' && own !== '' && typeof (errors as FieldError).type === 'string') {
    out.push({ path: prefix, message: own });
  }
  for (const [key, child] of Object.entries(errors as Record<string, unknown>)) {
    if (key === 'ref' || key === 'message' || key === 'type' || key === 'types') continue;
    if (key === 'root') flatten(child, prefix, out);
    else flatten(child, prefix ? `${prefix}.${key}` : key, out);
  }
  return out;
}

export interface OnboardingFormOptions<F extends FieldValues> {
  schema: AnyObjectSchema;
  /** The complete initial values of the inputs. */
  defaultValues: F;
  serverErrors?: OnboardingServerErrors;
  onChange?: (draft: Record<string, unknown>) => void;
  onSubmit: (values: never) => void | Promise<unknown>;
}

export function useOnboardingForm<F extends FieldValues>({
  schema,
  defaultValues,
  serverErrors,
  onChange,
  onSubmit,
}: OnboardingFormOptions<F>) {
  const prefix = `f${useId().replace(/[^a-zA-Z0-9]/g, '')}`;
  const pinnedRef = useRef<Pinned[]>([]);
  const resolver = useMemo<Resolver<F>>(() => {
    const base = yupResolver(schema) as unknown as Resolver<F>;
    return async (values, context, options) => {
      const result = await base(values, context, options);
      const extra = pinnedRef.current.filter(
        (pinned) => same(get(values, pinned.path), pinned.value) && !get(result.errors, pinned.path),
      );
      if (extra.length === 0) return result;
      const errors = { ...result.errors } as FieldErrors<F>;
      for (const pinned of extra) set(errors, pinned.path, { type: SERVER, message: pinned.message });
      return { values: {}, errors };
    };
  }, [schema]);

  const form = useForm<F>({
    resolver,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: defaultValues as never,
    shouldFocusError: false,
    shouldUnregister: false,
  });
  const {
    register,
    getValues,
    setError,
    clearErrors,
    watch,
    formState: { errors, isSubmitted, isSubmitting, submitCount },
  } = form;

  // Server messages: pinned to the values they answer; shown at once; gone once the value changes.
  const [source, setSource] = useState<OnboardingServerErrors | undefined>(undefined);
  useEffect(() => {
    if (source === serverErrors) return;
    setSource(serverErrors);
    const values = getValues();
    pinnedRef.current = Object.entries(serverErrors ?? {})
      .filter((entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1] !== '')
      .map(([path, message]) => ({ path: dotted(path), message, value: get(values, dotted(path)) as unknown }))
      // A message for a field the form does not have could never be cleared: it would block submitting.
      .filter((pinned) => pinned.value !== undefined);
    for (const pinned of pinnedRef.current) setError(pinned.path as never, { type: SERVER, message: pinned.message });
  }, [serverErrors, source, getValues, setError]);

  const onChangeRef = useRef(onChange);
  useEffect(() => {
    onChangeRef.current = onChange;
  }, [onChange]);
  useEffect(() => {
    const subscription = watch((values) => {
      const stale = pinnedRef.current.filter((pinned) => !same(get(values, pinned.path), pinned.value));
      if (stale.length > 0) {
        pinnedRef.current = pinnedRef.current.filter((pinned) => !stale.includes(pinned));
        for (const pinned of stale) clearErrors(pinned.path as never);
      }
      onChangeRef.current?.(values as Record<string, unknown>);
    });
    return () => subscription.unsubscribe();
  }, [watch, clearErrors]);

  /** The id of the control of `path`. */
  const idOf = useCallback((path: string) => `${prefix}-${dotted(path).replace(/\./g, '-')}`, [prefix]);

  /** The message of `path` (not of its children), when it is due. */
  const errorOf = (path: string) => {
    const error = get(errors, dotted(path)) as FieldError | undefined;
    const message = typeof error?.message === 'string' ? error.message : undefined;
    const rootMessage = (error as { root?: FieldError } | undefined)?.root?.message;
    const shown = isSubmitted || error?.type === SERVER;
    return { error: message ?? rootMessage, showError: shown };
  };

  /** Props of a text-like field component: id, message, register's props. */
  const field = (path: string) => {
    const { min: _min, max: _max, ...props } = register(dotted(path) as never);
    return { id: idOf(path), ...errorOf(path), ...props };
  };

  // The summary: after a submit attempt (or with server messages), every message, in page order. Each
  // attempt with problems moves focus to it, in view.
  const summaryRef = useRef<HTMLDivElement>(null);
  const trackForm = useRevealProblems(submitCount, Object.keys(errors).length > 0);
  const entries = flatten(errors).filter(
    (entry) => isSubmitted || (get(errors, entry.path) as FieldError | undefined)?.type === SERVER,
  );
  const summary: SummaryEntry[] = entries.map((entry) => ({ id: idOf(entry.path), message: entry.message }));
  if (typeof document !== 'undefined') {
    const position = (id: string) => document.getElementById(id);
    summary.sort((a, b) => {
      const first = position(a.id);
      const second = position(b.id);
      if (!first || !second) return 0;
      return first.compareDocumentPosition(second) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1;
    });
  }

  const submit = (event?: BaseSyntheticEvent) => {
    trackForm(event);
    return form.handleSubmit(async (values) => {
      await (onSubmit as (values: unknown) => unknown)(values);
    })(event);
  };

  return { ...form, field, errorOf, idOf, submit, summary, summaryRef, isSubmitted, isSubmitting };
}

/** `empty` with the values of `values` for its own keys: null stays empty, numbers become text. */
export function fill<T extends Record<string, unknown>>(empty: T, values: unknown): T {
  const result: Record<string, unknown> = { ...empty };
  const source = (values && typeof values === 'object' ? values : {}) as Record<string, unknown>;
  for (const [name, blank] of Object.entries(empty)) {
    const value = source[name];
    if (value === undefined || value === null) continue;
    if (Array.isArray(blank)) {
      if (Array.isArray(value)) result[name] = value.map(String);
    } else if (typeof blank === 'boolean') result[name] = value === true;
    else if (typeof value === 'string' || typeof value === 'number') result[name] = String(value);
  }
  return result as T;
}
