import type { FieldOwnProps, FieldProps } from '../Field';

/** The props of a control that belong to Field, plus the caller's `aria-describedby` Field keeps. */
type FieldInputs = FieldOwnProps & { id?: string; 'aria-describedby'?: string };

/** What a control hands to Field: everything of FieldProps but the render prop and the inline layout. */
export type SplitFieldProps = Omit<FieldProps, 'children' | 'inline'>;

/** The native element's props: everything but Field's own, with `disabled` kept (both need it). */
export type SplitInputProps<P> = Omit<P, keyof FieldOwnProps | 'id'> & { disabled?: boolean };

/**
 * Splits a control's props into Field's (label, hint, error, showError, required, disabled, id and the
 * caller's `aria-describedby`) and the native element's (the rest, plus `disabled`). Spread `input`
 * before Field's control props so that Field's id and ARIA state win.
 */
export function splitFieldProps<P extends FieldInputs>(
  props: P,
): { field: SplitFieldProps; input: SplitInputProps<P> } {
  const { label, hint, error, showError, required, disabled, id, ...rest } = props;
  return {
    field: { label, hint, error, showError, required, disabled, id, describedBy: props['aria-describedby'] },
    input: { ...rest, disabled },
  };
}
