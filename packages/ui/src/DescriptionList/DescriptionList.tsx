import { forwardRef, type HTMLAttributes, type ReactNode } from 'react';
import styled from 'styled-components';

export interface DescriptionListItem {
  /** The label, e.g. "Email". Terms are unique within a list. */
  term: string;
  /** The value shown next to the term. */
  description: ReactNode;
}

export interface DescriptionListProps extends HTMLAttributes<HTMLDListElement> {
  items: ReadonlyArray<DescriptionListItem>;
}

// The terms' column is as wide as its longest term but at most half the list, so a long term wraps instead
// of widening the page (320 px up).
const List = styled.dl`
  display: grid;
  grid-template-columns: fit-content(50%) minmax(0, 1fr);
  gap: ${({ theme }) => `${theme.space[2]} ${theme.space[5]}`};
  margin: 0;
`;

// A div per pair keeps term and description together for assistive technology; `contents` lets both
// take part in the list's grid.
const Pair = styled.div`
  display: contents;
`;

const Term = styled.dt`
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  overflow-wrap: anywhere;
`;

const Description = styled.dd`
  margin: 0;
  overflow-wrap: anywhere;
`;

/** Label/value pairs (an HTML description list), laid out in two columns: terms, then their values. */
export const DescriptionList = forwardRef<HTMLDListElement, DescriptionListProps>(function DescriptionList(
  { items, ...rest },
  ref,
) {
  return (
    <List ref={ref} {...rest}>
      {items.map(({ term, description }) => (
        <Pair key={term}>
          <Term>{term}</Term>
          <Description>{description}</Description>
        </Pair>
      ))}
    </List>
  );
});
