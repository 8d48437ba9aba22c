import type { FieldValues } from 'react-hook-form';
import type { AnyObjectSchema } from 'yup';
import type { OnboardingFormBaseProps } from './layout';
import { useOnboardingForm } from './useOnboardingForm';

/**
 * What every onboarding form does first: takes its shared props (ONBOARDING_FORMS.md) apart, turns the
 * initial values (`values`, else `defaultValues`) into its inputs' values with `toFormValues`, and sets up
 * `useOnboardingForm` with its schema. Returns
 * - `form`: what `useOnboardingForm` returns,
 * - `initial`: the inputs' initial values (also what the read-only view shows),
 * - `readOnly`, `disabled`: the props (default false),
 * - `shell`: the props of its `OnboardingShell` (the `<form>` element's own attributes first, so a form
 *   puts its default `aria-label` before them: `<OnboardingShell aria-label="…" {...shell}>`).
 *
 * A form with props of its own takes them out before passing the rest here.
 */
export function useOnboardingFormSetup<Data, F extends FieldValues>(
  {
    defaultValues,
    values,
    onChange,
    onSubmit,
    serverErrors,
    readOnly = false,
    disabled = false,
    submitLabel = 'Continue',
    actions,
    ...rest
  }: OnboardingFormBaseProps<Data>,
  schema: AnyObjectSchema,
  toFormValues: (input: unknown) => F,
) {
  const initial = toFormValues(values ?? defaultValues);
  const form = useOnboardingForm<F>({ schema, defaultValues: initial, serverErrors, onChange, onSubmit });
  const shell = {
    ...rest,
    onSubmit: form.submit,
    summary: form.summary,
    summaryRef: form.summaryRef,
    disabled,
    busy: disabled || form.isSubmitting,
    submitLabel,
    actions,
  };
  return { form, initial, readOnly, disabled, shell };
}
