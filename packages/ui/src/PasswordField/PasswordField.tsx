import { forwardRef, useState, type InputHTMLAttributes } from 'react';
import styled from 'styled-components';
import { Field, type FieldOwnProps } from '../Field';
import { Input } from '../internal/Input';
import { splitFieldProps } from '../internal/splitFieldProps';

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
  &:focus-visible {
    /* Inside the input's border, not across it. */
    outline-offset: -3px;
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
  { autoComplete = 'current-password', ...props },
  ref,
) {
  const [revealed, setRevealed] = useState(false);
  const { field, input } = splitFieldProps(props);

  return (
    <Field {...field}>
      {(control) => (
        <Wrapper>
          <PasswordInput
            {...input}
            {...control}
            ref={ref}
            type={revealed ? 'text' : 'password'}
            autoComplete={autoComplete}
            autoCapitalize="off"
            spellCheck={false}
          />
          <Toggle
            type="button"
            aria-label={revealed ? 'Hide password' : 'Show password'}
            aria-pressed={revealed}
            aria-controls={control.id}
            disabled={input.disabled}
            onClick={() => setRevealed((value) => !value)}
          >
            {revealed ? 'Hide' : 'Show'}
          </Toggle>
        </Wrapper>
      )}
    </Field>
  );
});
