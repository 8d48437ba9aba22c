import { forwardRef, type ReactNode, type SelectHTMLAttributes } from 'react';
import styled from 'styled-components';
import { Field, type FieldOwnProps } from '../Field';
import { controlStyles } from '../internal/controlStyles';
import { splitFieldProps } from '../internal/splitFieldProps';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectProps extends FieldOwnProps, Omit<SelectHTMLAttributes<HTMLSelectElement>, 'required'> {
  /** Options to render; `children` (option/optgroup elements) may be given instead or in addition. */
  options?: ReadonlyArray<SelectOption>;
  /** Text of a first option with the empty value, shown while nothing is chosen. */
  placeholder?: string;
  children?: ReactNode;
}

const StyledSelect = styled.select`
  ${controlStyles}
  padding-right: ${({ theme }) => theme.space[2]};
  cursor: pointer;
`;

/** A labelled native select. Works uncontrolled (react-hook-form `register`) and controlled. */
export const Select = forwardRef<HTMLSelectElement, SelectProps>(function Select(
  { options, placeholder, children, ...props },
  ref,
) {
  const { field, input } = splitFieldProps(props);
  return (
    <Field {...field}>
      {(control) => (
        <StyledSelect {...input} {...control} ref={ref}>
          {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
          {options?.map((option) => (
            <option key={option.value} value={option.value} disabled={option.disabled}>
              {option.label}
            </option>
          ))}
          {children}
        </StyledSelect>
      )}
    </Field>
  );
});
