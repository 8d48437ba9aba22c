import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Text } from '@agency/ui';

// The pickers' lists of results (open job orders, applicants): a fieldset of radios or checkboxes, each a
// line of text and a muted line under it, the whole row clickable.

const Group = styled.fieldset`
  min-width: 0;
  margin: 0;
  padding: 0;
  border: 0;
`;

const Legend = styled.legend`
  padding: 0;
  margin-bottom: ${({ theme }) => theme.space[2]};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const List = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  max-height: 18rem;
  overflow-y: auto;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Row = styled.label`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[2]};
  border: 1px solid ${({ theme }) => theme.colors.borderSubtle};
  border-radius: ${({ theme }) => theme.radii.md};
  cursor: pointer;
  overflow-wrap: anywhere;
  &:has(input:checked) {
    border-color: ${({ theme }) => theme.colors.primary};
  }
  input {
    flex: none;
    width: 1.25rem;
    height: 1.25rem;
    margin: 0.125rem 0 0;
    accent-color: ${({ theme }) => theme.colors.primary};
  }
`;

const Lines = styled.span`
  display: flex;
  flex-direction: column;
  min-width: 0;
`;

const Muted = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

export interface ChoiceItem {
  value: string;
  label: string;
  detail?: ReactNode;
}

export interface ChoiceListProps {
  legend: string;
  type: 'radio' | 'checkbox';
  /** The radios' group name. */
  name: string;
  items: readonly ChoiceItem[];
  isChecked: (value: string) => boolean;
  onToggle: (value: string, checked: boolean) => void;
  /** Shown instead of the list while there are no items (loading, nothing found). */
  empty: ReactNode;
}

export function ChoiceList({ legend, type, name, items, isChecked, onToggle, empty }: ChoiceListProps) {
  return (
    <Group>
      <Legend>{legend}</Legend>
      {items.length === 0 ? (
        <Text tone="muted">{empty}</Text>
      ) : (
        <List>
          {items.map((item) => (
            <li key={item.value}>
              <Row>
                <input
                  type={type}
                  name={name}
                  value={item.value}
                  checked={isChecked(item.value)}
                  onChange={(event) => onToggle(item.value, event.target.checked)}
                />
                <Lines>
                  <span>{item.label}</span>
                  {item.detail ? <Muted>{item.detail}</Muted> : null}
                </Lines>
              </Row>
            </li>
          ))}
        </List>
      )}
    </Group>
  );
}
