import { forwardRef, type InputHTMLAttributes } from 'react';
import styled from 'styled-components';
import { Field, type FieldOwnProps } from '../Field';
import { splitFieldProps } from '../internal/splitFieldProps';

export type CheckboxProps = FieldOwnProps & Omit<InputHTMLAttributes<HTMLInputElement>, 'required' | 'type'>;

const Box = styled.input`
  appearance: none;
  flex: none;
  position: relative;
  display: inline-grid;
  place-content: center;
  width: 1.125rem;
  height: 1.125rem;
  margin: 0.125rem 0 0;
  border: 2px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.background};
  cursor: pointer;

  &::before {
    content: '';
    width: 0.625rem;
    height: 0.625rem;
    transform: scale(0);
    background: ${({ theme }) => theme.colors.onPrimary};
    /* A check mark drawn by clipping: no image, no raw colour. */
    clip-path: polygon(14% 44%, 0 65%, 50% 100%, 100% 16%, 80% 0%, 43% 62%);
  }
  /* The box is 18 px; this invisible ring makes the target 24 px square (WCAG 2.2 target size, 2.5.8). */
  &::after {
    content: '';
    position: absolute;
    inset: calc(-0.1875rem - 2px);
  }
  &:checked {
    border-color: ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.primary};
  }
  &:checked::before {
    transform: scale(1);
  }
  &:hover:not(:disabled) {
    border-color: ${({ theme }) => theme.colors.text};
  }
  &:checked:hover:not(:disabled) {
    border-color: ${({ theme }) => theme.colors.primaryHover};
    background: ${({ theme }) => theme.colors.primaryHover};
  }
  &[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.colors.danger};
    box-shadow: 0 0 0 1px ${({ theme }) => theme.colors.danger};
  }
  &:disabled {
    cursor: not-allowed;
    border-color: ${({ theme }) => theme.colors.borderSubtle};
    background: ${({ theme }) => theme.colors.disabledSurface};
  }
  &:disabled::before {
    background: ${({ theme }) => theme.colors.disabledText};
  }
`;

/**
 * A checkbox with its label after it (the label toggles it). Works with react-hook-form `register`
 * (boolean value) and controlled `checked`/`onChange`; the error state gives it a red border.
 */
export const Checkbox = forwardRef<HTMLInputElement, CheckboxProps>(function Checkbox(props, ref) {
  const { field, input } = splitFieldProps(props);
  return (
    <Field {...field} inline>
      {(control) => <Box {...input} {...control} ref={ref} type="checkbox" />}
    </Field>
  );
});
