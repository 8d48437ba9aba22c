import { useId, type ReactNode } from 'react';
import styled from 'styled-components';

/** The props every form control shares with Field. */
export interface FieldOwnProps {
  /** Visible label, tied to the control with `htmlFor`. */
  label: ReactNode;
  /** Help text under the label, linked to the control with `aria-describedby`. */
  hint?: ReactNode;
  /** Error message; shown only while `showError` is true. */
  error?: ReactNode;
  /**
   * Whether `error` is shown (default true). Forms pass false until the message is due (e.g. after a
   * submit attempt), so a fresh form is not covered in red.
   */
  showError?: boolean;
  /** Marks the field required: a visual marker and `aria-required` (no native validation popups). */
  required?: boolean;
  /** Greys the label; the control itself is disabled by its own `disabled` prop. */
  disabled?: boolean;
}

/** What Field hands to the control it wraps: spread these onto the native element. */
export interface FieldControlProps {
  id: string;
  'aria-describedby': string | undefined;
  'aria-invalid': true | undefined;
  'aria-required': true | undefined;
}

export interface FieldProps extends FieldOwnProps {
  /** Id of the control (default: generated with useId). */
  id?: string;
  /** Ids of further descriptions to keep on the control, e.g. a caller's own `aria-describedby`. */
  describedBy?: string;
  /** Label after the control on the same line (checkboxes, radios). */
  inline?: boolean;
  /** Renders the control with the ids and ARIA state Field computed. */
  children: (control: FieldControlProps) => ReactNode;
}

const Wrapper = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  min-width: 0;
`;

const InlineRow = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[2]};
`;

const Label = styled.label<{ $disabled: boolean; $inline: boolean }>`
  color: ${({ theme, $disabled }) => ($disabled ? theme.colors.textMuted : theme.colors.text)};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme, $inline }) => ($inline ? theme.fontWeights.regular : theme.fontWeights.semibold)};
  cursor: ${({ $disabled }) => ($disabled ? 'not-allowed' : 'pointer')};
`;

const LabelRow = styled.span`
  display: inline-flex;
  align-items: baseline;
`;

const RequiredMark = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.danger};
  margin-left: ${({ theme }) => theme.space[1]};
`;

const Hint = styled.p<{ $inline: boolean }>`
  margin: 0;
  padding-left: ${({ $inline }) => ($inline ? '1.625rem' : '0')};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const ErrorMessage = styled.p<{ $inline: boolean }>`
  margin: 0;
  padding-left: ${({ $inline }) => ($inline ? '1.625rem' : '0')};
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

function hasContent(node: ReactNode): boolean {
  return node !== undefined && node !== null && node !== false && node !== '';
}

/**
 * Label, hint and error around any control. The control receives its id and ARIA state through the
 * render prop, so the error is announced (`aria-invalid`, `aria-describedby`) exactly when it is shown.
 */
export function Field({
  label,
  hint,
  error,
  showError = true,
  required = false,
  disabled = false,
  id,
  describedBy,
  inline = false,
  children,
}: FieldProps) {
  const generatedId = useId();
  const controlId = id ?? `${generatedId}control`;
  const hintId = `${controlId}-hint`;
  const errorId = `${controlId}-error`;
  const errorShown = showError && hasContent(error);
  const hintShown = hasContent(hint);

  const describedByIds = [describedBy, hintShown ? hintId : undefined, errorShown ? errorId : undefined].filter(
    Boolean,
  );
  const control: FieldControlProps = {
    id: controlId,
    'aria-describedby': describedByIds.length > 0 ? describedByIds.join(' ') : undefined,
    'aria-invalid': errorShown ? true : undefined,
    'aria-required': required ? true : undefined,
  };

  // The marker stays outside the label so the label's text is exactly `label` (aria-required announces it).
  const labelElement = (
    <LabelRow>
      <Label htmlFor={controlId} $disabled={disabled} $inline={inline}>
        {label}
      </Label>
      {required ? <RequiredMark aria-hidden="true">*</RequiredMark> : null}
    </LabelRow>
  );
  const hintElement = hintShown ? (
    <Hint id={hintId} $inline={inline}>
      {hint}
    </Hint>
  ) : null;

  return (
    <Wrapper>
      {inline ? (
        <>
          <InlineRow>
            {children(control)}
            {labelElement}
          </InlineRow>
          {hintElement}
        </>
      ) : (
        <>
          {labelElement}
          {hintElement}
          {children(control)}
        </>
      )}
      {errorShown ? (
        <ErrorMessage id={errorId} $inline={inline}>
          {error}
        </ErrorMessage>
      ) : null}
    </Wrapper>
  );
}
