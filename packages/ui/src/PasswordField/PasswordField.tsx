import { forwardRef, useState, type InputHTMLAttributes } from 'react';
import styled from 'styled-components';
import { Field, type FieldOwnProps } from '../Field';
import { Input } from '../internal/Input';

export type PasswordFieldProps = FieldOwnProps & Omit<InputHTMLAttributes<HTMLInputElement>, 'required' | 'type'>;

const Wrapper = styled.div`
  position: relative;
  display: flex;
  align-items: center;
`;

const PasswordInput = styled(Input)`
  padding-right: 4.5rem;
`;

const Toggle = styled.button`
  position: absolute;
  right: ${({ theme }) => theme.space[1]};
  min-height: ${({ theme }) => theme.controlHeight.sm};
  padding: 0 ${({ theme }) => theme.space[2]};
  border: 0;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: transparent;
  color: ${({ theme }) => theme.colors.link};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  cursor: pointer;
  &:hover:not(:disabled) {
    color: ${({ theme }) => theme.colors.linkHover};
    text-decoration: underline;
  }
  &:disabled {
    cursor: not-allowed;
    color: ${({ theme }) => theme.colors.disabledText};
  }
`;

/**
 * A labelled password input with a show/hide toggle. The toggle is a real button (`aria-pressed`,
 * named "Show password" / "Hide password") that switches the input between password and text.
 */
export const PasswordField = forwardRef<HTMLInputElement, PasswordFieldProps>(function PasswordField(
  { label, hint, error, showError, required, disabled, id, autoComplete = 'current-password', ...rest },
  ref,
) {
  const [revealed, setRevealed] = useState(false);

  return (
    <Field
      label={label}
      hint={hint}
      error={error}
      showError={showError}
      required={required}
      disabled={disabled}
      id={id}
      describedBy={rest['aria-describedby']}
    >
      {(control) => (
        <Wrapper>
          <PasswordInput
            {...rest}
            {...control}
            ref={ref}
            type={revealed ? 'text' : 'password'}
            autoComplete={autoComplete}
            autoCapitalize="off"
            spellCheck={false}
            disabled={disabled}
          />
          <Toggle
            type="button"
            aria-label={revealed ? 'Hide password' : 'Show password'}
            aria-pressed={revealed}
            aria-controls={control.id}
            disabled={disabled}
            onClick={() => setRevealed((value) => !value)}
          >
            {revealed ? 'Hide' : 'Show'}
          </Toggle>
        </Wrapper>
      )}
    </Field>
  );
});
