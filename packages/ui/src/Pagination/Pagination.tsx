import type { ChangeEvent, HTMLAttributes } from 'react';
import styled from 'styled-components';
import { Select } from '../Select';

export interface PaginationProps extends Omit<HTMLAttributes<HTMLDivElement>, 'onChange'> {
  /** The current page, counted from 1. */
  page: number;
  /** Rows per page. */
  pageSize: number;
  /** Rows in the whole list (the `total` of a list response). */
  total: number;
  /** The total is a lower bound (the server stopped counting at a cap): shown as "of 10,050+". */
  totalCapped?: boolean;
  /** Called with the page a person asks for (never the current one, never out of range). */
  onPageChange: (page: number) => void;
  /** Sizes offered in a "Rows per page" select; shown only together with `onPageSizeChange`. */
  pageSizeOptions?: readonly number[];
  /** Called with the size chosen in the "Rows per page" select (go back to page 1 when it changes). */
  onPageSizeChange?: (pageSize: number) => void;
  /** Accessible name of the navigation landmark (default "Pagination"); name it after the list when a page has two. */
  label?: string;
}

type PageItem = { kind: 'page'; page: number } | { kind: 'gap'; key: string };

const SIBLINGS = 1;

function range(from: number, to: number): PageItem[] {
  return Array.from({ length: to - from + 1 }, (_, index) => ({ kind: 'page', page: from + index }));
}

/** The page numbers to show: always the first, the last and the current page with its neighbours, gaps as ellipses. */
export function pageItems(page: number, pageCount: number): PageItem[] {
  const slots = SIBLINGS * 2 + 5;
  if (pageCount <= slots) return range(1, pageCount);
  const left = Math.max(page - SIBLINGS, 1);
  const right = Math.min(page + SIBLINGS, pageCount);
  const edge = 3 + SIBLINGS * 2;
  if (left <= 3) return [...range(1, edge), { kind: 'gap', key: 'end' }, { kind: 'page', page: pageCount }];
  if (right >= pageCount - 2)
    return [{ kind: 'page', page: 1 }, { kind: 'gap', key: 'start' }, ...range(pageCount - edge + 1, pageCount)];
  return [
    { kind: 'page', page: 1 },
    { kind: 'gap', key: 'start' },
    ...range(left, right),
    { kind: 'gap', key: 'end' },
    { kind: 'page', page: pageCount },
  ];
}

const formatNumber = (value: number) => value.toLocaleString('en-US');

const Root = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
  min-width: 0;
`;

const Summary = styled.p`
  margin: 0;
  align-self: center;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-variant-numeric: tabular-nums;
`;

const SizeSelect = styled.div`
  width: 8rem;
`;

const Pages = styled.ul`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** On phones only the first, current and last pages keep their numbers; the neighbours fold into the gaps. */
const PageEntry = styled.li<{ $far: boolean }>`
  ${({ theme }) => theme.media.mobile} {
    display: ${({ $far }) => ($far ? 'none' : 'list-item')};
  }
`;

const PageButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space[1]};
  min-width: ${({ theme }) => theme.controlHeight.md};
  min-height: ${({ theme }) => theme.controlHeight.md};
  padding: 0 ${({ theme }) => theme.space[2]};
  border: 1px solid ${({ theme }) => theme.colors.borderSubtle};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  font-variant-numeric: tabular-nums;
  cursor: pointer;
  &:hover:not(:disabled) {
    background: ${({ theme }) => theme.colors.surface};
  }
  &[aria-current='page'] {
    border-color: ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.onPrimary};
    cursor: default;
  }
  &:disabled {
    cursor: not-allowed;
    background: ${({ theme }) => theme.colors.disabledSurface};
    color: ${({ theme }) => theme.colors.disabledText};
  }
`;

const StepWord = styled.span`
  ${({ theme }) => theme.media.mobile} {
    display: none;
  }
`;

const Gap = styled.li`
  min-width: 1.5rem;
  text-align: center;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/**
 * Paging for a list: "Showing 1–25 of 312", Previous and Next, the page numbers with ellipses for the
 * gaps, and optionally a "Rows per page" select. The buttons sit in a navigation landmark; the current page
 * is marked `aria-current="page"`. On phones the numbers shrink to first, current and last.
 */
export function Pagination({
  page,
  pageSize,
  total,
  totalCapped = false,
  onPageChange,
  pageSizeOptions,
  onPageSizeChange,
  label = 'Pagination',
  ...rest
}: PaginationProps) {
  // A page size below 1 (or not a number) would give endless pages: one row per page is the floor.
  const size = Number.isFinite(pageSize) && pageSize >= 1 ? Math.floor(pageSize) : 1;
  const pageCount = Math.max(1, Math.ceil(total / size));
  const current = Math.min(Math.max(1, page), pageCount);
  const first = total === 0 ? 0 : (current - 1) * size + 1;
  const last = Math.min(current * size, total);
  const go = (next: number) => {
    if (next !== current && next >= 1 && next <= pageCount) onPageChange(next);
  };

  return (
    <Root {...rest}>
      <Summary>
        {total === 0
          ? 'No results'
          : `Showing ${formatNumber(first)}–${formatNumber(last)} of ${formatNumber(total)}${totalCapped ? '+' : ''}`}
      </Summary>
      {pageSizeOptions && onPageSizeChange ? (
        <SizeSelect>
          <Select
            label="Rows per page"
            value={String(pageSize)}
            options={pageSizeOptions.map((size) => ({ value: String(size), label: String(size) }))}
            onChange={(event: ChangeEvent<HTMLSelectElement>) => onPageSizeChange(Number(event.target.value))}
          />
        </SizeSelect>
      ) : null}
      <nav aria-label={label}>
        <Pages>
          <li>
            <PageButton
              type="button"
              aria-label="Previous page"
              disabled={current <= 1}
              onClick={() => go(current - 1)}
            >
              <span aria-hidden="true">‹</span>
              <StepWord>Previous</StepWord>
            </PageButton>
          </li>
          {pageItems(current, pageCount).map((item) =>
            item.kind === 'gap' ? (
              <Gap key={item.key} aria-hidden="true">
                …
              </Gap>
            ) : (
              <PageEntry key={item.page} $far={item.page !== current && item.page !== 1 && item.page !== pageCount}>
                <PageButton
                  type="button"
                  aria-label={`Page ${item.page}`}
                  aria-current={item.page === current ? 'page' : undefined}
                  onClick={() => go(item.page)}
                >
                  {item.page}
                </PageButton>
              </PageEntry>
            ),
          )}
          <li>
            <PageButton
              type="button"
              aria-label="Next page"
              disabled={current >= pageCount}
              onClick={() => go(current + 1)}
            >
              <StepWord>Next</StepWord>
              <span aria-hidden="true">›</span>
            </PageButton>
          </li>
        </Pages>
      </nav>
    </Root>
  );
}
