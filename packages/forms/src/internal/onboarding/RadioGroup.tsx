import type { ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import styled from 'styled-components';

const Group = styled.fieldset`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  grid-column: 1 / -1;
  min-width: 0;
  margin: 0;
  padding: 0;
  border: 0;
`;

const Legend = styled.legend`
  margin-bottom: ${({ theme }) => theme.space[1]};
  padding: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const Hint = styled.p`
  margin: 0 0 ${({ theme }) => theme.space[1]};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

// Each choice is a 44 px high row: easy to tap on a phone.
const Choice = styled.label`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  min-height: 2.75rem;
  cursor: pointer;
  overflow-wrap: anywhere;
  & > input {
    flex: none;
    width: 1.25rem;
    height: 1.25rem;
    margin: 0;
    accent-color: ${({ theme }) => theme.colors.primary};
    cursor: pointer;
  }
`;

const ErrorText = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

export interface RadioGroupProps {
  /** Id of the first radio (the error summary links to it); the others get `-<n>`. */
  id: string;
  legend: ReactNode;
  hint?: ReactNode;
  options: ReadonlyArray<{ value: string; label: ReactNode }>;
  error?: string;
  showError: boolean;
  registration: UseFormRegisterReturn;
}

/** Radio buttons registered with react-hook-form, with their legend, hint and message (announced). */
export function RadioGroup({ id, legend, hint, options, error, showError, registration }: RadioGroupProps) {
  const errorShown = showError && !!error;
  const describedBy = [hint ? `${id}-hint` : undefined, errorShown ? `${id}-error` : undefined]
    .filter(Boolean)
    .join(' ');
  return (
    <Group aria-describedby={describedBy || undefined}>
      <Legend>{legend}</Legend>
      {hint ? <Hint id={`${id}-hint`}>{hint}</Hint> : null}
      {options.map((option, index) => (
        <Choice key={option.value}>
          <input
            type="radio"
            id={index === 0 ? id : `${id}-${index}`}
            value={option.value}
            aria-describedby={describedBy || undefined}
            {...registration}
          />
          <span>{option.label}</span>
        </Choice>
      ))}
      {errorShown ? <ErrorText id={`${id}-error`}>{error}</ErrorText> : null}
    </Group>
  );
}
