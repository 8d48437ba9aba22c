import styled from 'styled-components';

/**
 * The dashboard's layout: columns at least `$min` wide, as many as fit. One column on a phone, two on a
 * tablet, more on a desktop, without a breakpoint of its own (the cards reflow with their container).
 */
export const Columns = styled.div<{ $min: string }>`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, ${({ $min }) => $min}), 1fr));
  gap: ${({ theme }) => theme.space[5]};
  align-items: start;
  min-width: 0;
`;

/** A list laid out as `Columns` (tiles), without the list's bullets and indent. */
export const ColumnList = styled.ul<{ $min: string }>`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, ${({ $min }) => $min}), 1fr));
  gap: ${({ theme }) => theme.space[3]};
  min-width: 0;
  margin: 0;
  padding: 0;
  list-style: none;
  /* Each entry fills its cell: the tiles of a row are as tall as the tallest. */
  & > li {
    display: grid;
  }
`;

/** A plain list: one entry under the other, without bullets. */
export const PlainList = styled.ol`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  min-width: 0;
  margin: 0;
  padding: 0;
  list-style: none;
`;
