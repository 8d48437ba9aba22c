import { useEffect, useMemo, useState, type BaseSyntheticEvent } from 'react';
import {
  get,
  useForm,
  type DefaultValues,
  type FieldError,
  type FieldErrors,
  type FieldValues,
  type Mode,
  type Path,
  type RegisterOptions,
  type Resolver,
} from 'react-hook-form';
import { useRevealProblems } from './useRevealProblems';

/** Error `type` of messages that came from the server. */
export const SERVER_ERROR_TYPE = 'server';

/** Error `type` yup gives an empty (or blank) required field. */
const REQUIRED_TYPE = 'required';

/**
 * Messages from the server, as every form's `serverErrors` prop takes them: keyed by form field, or by
 * payload field (`P`, the API's `Errors` as they come) for a form whose payload names its fields
 * differently; the form maps those onto its own fields.
 */
export type ServerErrors<V extends FieldValues, P extends string = never> = Partial<Record<Path<V> | P, string>>;

/** Payload field → form field, for a form whose payload names its fields differently. */
export type PayloadFields<V extends FieldValues> = Readonly<Record<string, Path<V>>>;

/**
 * An error tied to one value of a field: it holds while the field keeps that value (surrounding
 * whitespace aside) and goes away as soon as the person changes it. Server messages and the
 * registration e-mail lookup are both of this kind.
 */
export interface PinnedError {
  name: string;
  value: unknown;
  type: string;
  message: string;
}

interface PinnedErrorsContext {
  pinnedErrors: readonly PinnedError[];
}

function sameValue(a: unknown, b: unknown): boolean {
  if (typeof a === 'string' && typeof b === 'string') return a.trim() === b.trim();
  // A list (a multi-select's values) is the same while it holds the same entries in the same order.
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((item, i) => sameValue(item, b[i]));
  return Object.is(a, b);
}

function appliesTo(pinned: PinnedError, values: FieldValues): boolean {
  return sameValue(values[pinned.name], pinned.value);
}

/** The schema's resolver plus the pinned errors that still apply (a rule's own message wins). */
function withPinnedErrors<V extends FieldValues>(resolver: Resolver<V>): Resolver<V, PinnedErrorsContext> {
  return async (values, context, options) => {
    const result = await resolver(values, undefined, options);
    const added: Record<string, FieldError> = {};
    for (const pinned of context?.pinnedErrors ?? []) {
      if (pinned.name in result.errors || pinned.name in added || !appliesTo(pinned, values)) continue;
      added[pinned.name] = { type: pinned.type, message: pinned.message };
    }
    if (Object.keys(added).length === 0) return result;
    return { values: {}, errors: { ...result.errors, ...added } as FieldErrors<V> };
  };
}

export interface ValidatedFormOptions<V extends FieldValues> {
  /** The schema's resolver; a module-level constant (it is wrapped once). */
  resolver: Resolver<V>;
  /** Complete initial values. */
  defaultValues: V;
  /** A new object means new messages: keep it stable between renders (e.g. in state). */
  serverErrors?: Readonly<Record<string, string | undefined>>;
  /** How the payload names the fields, when it differs: `serverErrors` keyed that way land on the fields. */
  payloadFields?: PayloadFields<V>;
  /**
   * 'onSubmit': rules are checked from the first submit attempt on. 'onChange': from the first keystroke,
   * e.g. to keep a submit button disabled while the form is invalid. Never 'onBlur' or 'onTouched': see
   * `field`.
   */
  mode: Extract<Mode, 'onSubmit' | 'onChange'>;
  /** Further pinned errors (e.g. the e-mail lookup's findings). */
  pinnedErrors?: readonly PinnedError[];
}

function pinServerErrors<V extends FieldValues>(
  serverErrors: ValidatedFormOptions<V>['serverErrors'],
  values: V,
  payloadFields: PayloadFields<V> = {},
): PinnedError[] {
  const pinned: PinnedError[] = [];
  for (const [key, message] of Object.entries(serverErrors ?? {})) {
    if (typeof message !== 'string' || message === '') continue;
    const name = Object.hasOwn(payloadFields, key) ? payloadFields[key]! : key;
    // A message for a field the form does not have could never be cleared: it would block submitting.
    // Own keys only: a key such as `toString` or `constructor` is not a field either.
    if (!Object.hasOwn(values, name) || pinned.some((item) => item.name === name)) continue;
    pinned.push({ name, value: values[name], type: SERVER_ERROR_TYPE, message });
  }
  return pinned;
}

/**
 * react-hook-form set up the way every form of this package works: validated by its yup schema, and
 * showing `serverErrors` (by form field, or by payload field through `payloadFields`) on their fields for
 * as long as the values they were reported for (the last submitted ones, else those in the form when the
 * messages arrived) stay unchanged. A server message
 * therefore survives leaving the field, blocks submitting the same value again, and disappears once the
 * person edits the field.
 *
 * `field(name)` gives a field component its message, when to show it, and `register`'s props. A message
 * never appears because a field lost focus: the message would push the actions under the field down
 * between mousedown and mouseup, and the click on them would be lost. So a message shows
 * - after a submit attempt (then it follows every change),
 * - at once when pinned (a server message, a lookup's finding),
 * - in 'onChange' mode, as soon as a typed value breaks a rule; an empty field only says it is required
 *   after a submit attempt.
 */
export function useValidatedForm<V extends FieldValues>({
  resolver,
  defaultValues,
  serverErrors,
  payloadFields,
  mode,
  pinnedErrors = [],
}: ValidatedFormOptions<V>) {
  const [lastSubmitted, setLastSubmitted] = useState<V | null>(null);
  const [server, setServer] = useState(() => ({
    source: serverErrors,
    pinned: pinServerErrors(serverErrors, defaultValues, payloadFields),
  }));
  const wrapped = useMemo(() => withPinnedErrors(resolver), [resolver]);

  const pinned = [...server.pinned, ...pinnedErrors];
  const form = useForm<V, PinnedErrorsContext>({
    resolver: wrapped,
    mode,
    reValidateMode: 'onChange',
    defaultValues: defaultValues as DefaultValues<V>,
    context: { pinnedErrors: pinned },
    // An invalid submit moves focus to the first problem in page order, in view (useRevealProblems).
    shouldFocusError: false,
  });
  const {
    getValues,
    setError,
    register,
    formState: { errors, isSubmitted, submitCount },
  } = form;
  const trackForm = useRevealProblems(submitCount, Object.keys(errors).length > 0);

  if (server.source !== serverErrors) {
    // New messages: pin them to the values they answer (adjusting state while rendering, as React advises).
    setServer({
      source: serverErrors,
      pinned: pinServerErrors(serverErrors, lastSubmitted ?? getValues(), payloadFields),
    });
  }

  useEffect(() => {
    // Show the messages at once (validation re-adds them while they apply) and move focus to the first
    // field concerned so its message is read out.
    const values = getValues();
    let first = true;
    for (const pinned of server.pinned) {
      if (!appliesTo(pinned, values)) continue;
      setError(pinned.name as Path<V>, { type: pinned.type, message: pinned.message }, { shouldFocus: first });
      first = false;
    }
  }, [server.pinned, getValues, setError]);

  /**
   * `handleSubmit` that also remembers the submitted values the next server messages refer to; an attempt
   * that finds problems moves focus to the first one (useRevealProblems).
   */
  const submitWith = (onSubmit: (values: V) => unknown) => (event?: BaseSyntheticEvent) => {
    trackForm(event);
    return form.handleSubmit(async (values) => {
      setLastSubmitted(getValues());
      await onSubmit(values);
    })(event);
  };

  const pinnedTypes = new Set([SERVER_ERROR_TYPE, ...pinned.map((item) => item.type)]);

  /** Props of the field component of `name`: its message, whether it shows (see above), `register`'s props. */
  const field = <N extends Path<V>>(name: N, options?: RegisterOptions<V, N>) => {
    // A field of a list (`Contacts.0.Name`) has its message nested: `get` reads either kind.
    const error = get(errors, name) as FieldError | undefined;
    const type = error?.type;
    const showError =
      isSubmitted ||
      (type !== undefined && pinnedTypes.has(type)) ||
      (mode === 'onChange' && type !== undefined && type !== REQUIRED_TYPE);
    return { error: error?.message, showError, ...register(name, options) };
  };

  return { ...form, submitWith, field };
}
