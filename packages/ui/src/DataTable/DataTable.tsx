import {
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type FocusEvent,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
} from 'react';
import styled, { css } from 'styled-components';
import { Checkbox } from '../Checkbox';
import { EmptyState } from '../EmptyState';
import { VisuallyHidden } from '../VisuallyHidden';
import { visuallyHiddenStyles as visuallyHidden } from '../VisuallyHidden/VisuallyHidden';

export type DataTableAlign = 'start' | 'center' | 'end';
export type SortDirection = 'ascending' | 'descending';

/** One column of a DataTable. */
export interface DataTableColumn<T> {
  /** Stable id: the React key and the `columnId` reported by `onSortChange`. */
  id: string;
  /** Header text; on phones also the label before each value of the card. */
  header: ReactNode;
  /** Renders this column's cell for a row. */
  cell: (row: T) => ReactNode;
  /** The header becomes a button that asks for sorting by this column (the data is sorted by the caller). */
  sortable?: boolean;
  /** Alignment of header and cells (default `start`); use `end` for figures. */
  align?: DataTableAlign;
  /** CSS width of the column on wide screens, e.g. "8rem" or "20%". */
  width?: string;
}

/** The column the rows are sorted by, and the direction. */
export interface DataTableSort {
  columnId: string;
  direction: SortDirection;
}

export interface DataTableProps<T> {
  /** The columns, in order. */
  columns: readonly DataTableColumn<T>[];
  /** The rows to show (one page of them: sorting and paging are the caller's). */
  rows: readonly T[];
  /** A stable, unique key of a row; also the value kept in `selected`. */
  rowKey: (row: T) => string;
  /** What the table lists, e.g. "Applicants"; names the table. */
  caption: ReactNode;
  /** Keep the caption for screen readers only, e.g. when a heading above says the same. */
  captionHidden?: boolean;
  /** The current sort (controlled): its header shows the direction and carries `aria-sort`. */
  sort?: DataTableSort | null;
  /** Called with the sort a person asks for by pressing a sortable header (ascending first, then it toggles). */
  onSortChange?: (sort: DataTableSort) => void;
  /** Keys of the selected rows (controlled). Giving it adds a checkbox to each row and a "Select all rows" box. */
  selected?: readonly string[];
  /** Called with the new list of selected keys. */
  onSelectedChange?: (selected: string[]) => void;
  /** How a row is named in its checkbox's label, "Select …" (default: its key). */
  rowLabel?: (row: T) => string;
  /** Called when a row is clicked, or when Enter is pressed on one of its cells. */
  onRowClick?: (row: T) => void;
  /** Shows placeholder rows and marks the table busy while the rows load. */
  loading?: boolean;
  /** Number of placeholder rows while loading (default 5). */
  loadingRows?: number;
  /** Shown in place of the rows when there are none (default: an EmptyState "Nothing to show"). */
  empty?: ReactNode;
  /** Keeps the header row in view while the table's own box scrolls (wide screens). */
  stickyHeader?: boolean;
  /** Height of the table's box with `stickyHeader` (default "32rem"). */
  maxHeight?: string;
}

const INTERACTIVE = 'a[href], button, input, select, textarea, [contenteditable="true"]';

const textAlign: Record<DataTableAlign, string> = { start: 'left', center: 'center', end: 'right' };

const Wrapper = styled.div<{ $sticky: boolean; $maxHeight: string }>`
  max-width: 100%;
  overflow-x: auto;
  ${({ $sticky, $maxHeight }) =>
    $sticky
      ? css`
          max-height: ${$maxHeight};
          overflow-y: auto;
        `
      : ''}
  ${({ theme }) => theme.media.mobile} {
    max-height: none;
    overflow: visible;
  }
`;

const Table = styled.table<{ $sticky: boolean; $clickable: boolean }>`
  width: 100%;
  border-collapse: separate;
  border-spacing: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.text};

  th,
  td {
    padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
    border-bottom: 1px solid ${({ theme }) => theme.colors.borderSubtle};
    vertical-align: middle;
    &:focus-visible {
      outline-offset: -3px;
    }
  }
  thead th {
    background: ${({ theme }) => theme.colors.surface};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    white-space: nowrap;
    ${({ $sticky, theme }) =>
      $sticky
        ? css`
            position: sticky;
            top: 0;
            z-index: 1;
            box-shadow: 0 1px 0 ${theme.colors.borderSubtle};
          `
        : ''}
  }
  tbody tr[aria-selected='true'] {
    background: ${({ theme }) => theme.colors.infoSurface};
  }
  ${({ $clickable, theme }) =>
    $clickable
      ? css`
          tbody tr[data-row] {
            cursor: pointer;
          }
          tbody tr[data-row]:hover {
            background: ${theme.colors.surface};
          }
        `
      : ''}

  /* Phones: each row is a card of label: value pairs; the header row keeps only the sort buttons. */
  ${({ theme }) => css`
    ${theme.media.mobile} {
      &,
      thead,
      tbody,
      tr,
      th,
      td {
        display: block;
      }
      thead tr {
        display: flex;
        flex-wrap: wrap;
        align-items: center;
        gap: ${theme.space[2]};
        margin-bottom: ${theme.space[3]};
      }
      thead th {
        position: static;
        padding: 0;
        border: 0;
        background: transparent;
        box-shadow: none;
      }
      tbody tr {
        margin-bottom: ${theme.space[3]};
        padding: ${theme.space[2]} ${theme.space[3]};
        border: 1px solid ${theme.colors.borderSubtle};
        border-radius: ${theme.radii.lg};
        background: ${theme.colors.surfaceRaised};
      }
      tbody tr[aria-selected='true'] {
        border-color: ${theme.colors.info};
      }
      td {
        display: grid;
        grid-template-columns: minmax(0, 2fr) minmax(0, 3fr);
        gap: ${theme.space[2]};
        padding: ${theme.space[1]} 0;
        border: 0;
        text-align: left;
        overflow-wrap: anywhere;
      }
      td[data-full] {
        display: block;
      }
    }
  `}
`;

const Caption = styled.caption<{ $hidden: boolean }>`
  padding-bottom: ${({ theme }) => theme.space[2]};
  text-align: left;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  ${({ $hidden }) => ($hidden ? visuallyHidden : '')}
`;

const HeaderCell = styled.th<{ $align: DataTableAlign; $width?: string; $sortable: boolean }>`
  text-align: ${({ $align }) => textAlign[$align]};
  ${({ $width }) => ($width ? `width: ${$width};` : '')}
  ${({ theme }) => theme.media.mobile} {
    ${({ $sortable }) => ($sortable ? '' : visuallyHidden)}
  }
`;

/** The Checkbox inside shows the indeterminate state (some rows selected) as a bar. */
const indeterminateLook = css`
  width: 3rem;
  input:indeterminate {
    border-color: ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.primary};
  }
  input:indeterminate::before {
    transform: scale(1);
    height: 2px;
    clip-path: none;
  }
`;

const SelectHeaderCell = styled.th`
  ${indeterminateLook}
`;

const Cell = styled.td<{ $align: DataTableAlign }>`
  text-align: ${({ $align }) => textAlign[$align]};
`;

const SelectCell = styled.td`
  ${indeterminateLook}
`;

const SortButton = styled.button<{ $align: DataTableAlign }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  flex-direction: ${({ $align }) => ($align === 'end' ? 'row-reverse' : 'row')};
  min-height: ${({ theme }) => theme.controlHeight.sm};
  padding: 0 ${({ theme }) => theme.space[1]};
  margin: 0 -${({ theme }) => theme.space[1]};
  border: 0;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: transparent;
  color: inherit;
  font: inherit;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.colors.secondary};
  }
  ${({ theme }) => theme.media.mobile} {
    flex-direction: row;
    margin: 0;
    padding: 0 ${({ theme }) => theme.space[2]};
    border: 1px solid ${({ theme }) => theme.colors.borderSubtle};
    border-radius: ${({ theme }) => theme.radii.pill};
    background: ${({ theme }) => theme.colors.background};
  }
`;

const SortArrow = styled.span<{ $active: boolean }>`
  color: ${({ theme, $active }) => ($active ? theme.colors.text : theme.colors.textMuted)};
  font-size: ${({ theme }) => theme.fontSizes.xs};
`;

const CardLabel = styled.span`
  display: none;
  color: ${({ theme }) => theme.colors.textMuted};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  ${({ theme }) => theme.media.mobile} {
    display: block;
  }
`;

const Skeleton = styled.span`
  display: block;
  height: 0.875rem;
  width: 80%;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.secondary};
  animation: data-table-pulse 1.2s ease-in-out infinite alternate;
  @keyframes data-table-pulse {
    from {
      opacity: 1;
    }
    to {
      opacity: 0.4;
    }
  }
`;

function focusTarget(cell: HTMLElement): HTMLElement {
  return cell.querySelector<HTMLElement>(INTERACTIVE) ?? cell;
}

function sortArrow(direction: SortDirection | undefined): string {
  if (direction === 'ascending') return '▲';
  if (direction === 'descending') return '▼';
  return '↕';
}

/**
 * A table of rows as a keyboard grid: arrow keys move between cells (Home/End within a row, Ctrl+Home/End
 * to the first/last cell), only one cell is in the Tab order, and Enter on a row's cell calls `onRowClick`.
 * Sorting and selection are controlled by the caller; `loading` shows placeholder rows and `empty` stands in
 * for no rows. Under 768 px each row becomes a card of label: value pairs, so the page never scrolls sideways.
 */
export function DataTable<T>({
  columns,
  rows,
  rowKey,
  caption,
  captionHidden = false,
  sort,
  onSortChange,
  selected,
  onSelectedChange,
  rowLabel,
  onRowClick,
  loading = false,
  loadingRows = 5,
  empty,
  stickyHeader = false,
  maxHeight = '32rem',
}: DataTableProps<T>) {
  const tableRef = useRef<HTMLTableElement>(null);
  const selectAllRef = useRef<HTMLInputElement>(null);
  const [active, setActive] = useState({ row: 0, col: 0 });
  const captionId = useId();
  const selectable = selected !== undefined;
  const selectedSet = new Set(selected ?? []);
  const visibleKeys = loading ? [] : rows.map(rowKey);
  const selectedVisible = visibleKeys.filter((key) => selectedSet.has(key)).length;
  const allSelected = visibleKeys.length > 0 && selectedVisible === visibleKeys.length;
  const someSelected = selectedVisible > 0 && !allSelected;
  const columnCount = columns.length + (selectable ? 1 : 0);

  // Roving tabindex: exactly one cell (or the control inside it) is in the Tab order.
  useLayoutEffect(() => {
    const table = tableRef.current;
    if (!table) return;
    if (selectAllRef.current) selectAllRef.current.indeterminate = someSelected;
    const tableRows = Array.from(table.rows);
    const rowIndex = Math.min(active.row, tableRows.length - 1);
    const cells = tableRows[rowIndex]?.cells;
    const colIndex = Math.min(active.col, (cells?.length ?? 1) - 1);
    tableRows.forEach((tr, r) => {
      Array.from(tr.cells).forEach((cell, c) => {
        const target = focusTarget(cell);
        const isActive = r === rowIndex && c === colIndex;
        cell.querySelectorAll<HTMLElement>(INTERACTIVE).forEach((element) => {
          element.tabIndex = isActive && element === target ? 0 : -1;
        });
        if (target === cell) cell.tabIndex = isActive ? 0 : -1;
        else cell.removeAttribute('tabindex');
      });
    });
  });

  const moveTo = (row: number, col: number) => {
    const table = tableRef.current;
    const tr = table?.rows[Math.max(0, Math.min(row, table.rows.length - 1))];
    if (!tr) return;
    const cell = tr.cells[Math.max(0, Math.min(col, tr.cells.length - 1))];
    if (!cell) return;
    setActive({ row: tr.rowIndex, col: cell.cellIndex });
    focusTarget(cell).focus();
  };

  const cellOf = (target: EventTarget) => {
    const cell = (target as HTMLElement).closest<HTMLTableCellElement>('td, th');
    return cell && tableRef.current?.contains(cell) ? cell : null;
  };

  const rowAt = (rowIndex: number): T | undefined => (loading ? undefined : rows[rowIndex - 1]);

  const onKeyDown = (event: KeyboardEvent<HTMLTableElement>) => {
    const cell = cellOf(event.target);
    if (!cell) return;
    const row = (cell.parentElement as HTMLTableRowElement).rowIndex;
    const col = cell.cellIndex;
    const lastRow = (tableRef.current?.rows.length ?? 1) - 1;
    const ctrl = event.ctrlKey || event.metaKey;
    const moves: Record<string, [number, number] | undefined> = {
      ArrowDown: [row + 1, col],
      ArrowUp: [row - 1, col],
      ArrowRight: [row, col + 1],
      ArrowLeft: [row, col - 1],
      Home: ctrl ? [0, 0] : [row, 0],
      End: ctrl ? [lastRow, columnCount - 1] : [row, columnCount - 1],
      PageDown: [Math.min(row + 10, lastRow), col],
      PageUp: [Math.max(row - 10, 0), col],
    };
    const move = moves[event.key];
    if (move) {
      event.preventDefault();
      moveTo(move[0], move[1]);
      return;
    }
    if (event.key === 'Enter' && event.target === cell && onRowClick) {
      const data = rowAt(row);
      if (data !== undefined) {
        event.preventDefault();
        onRowClick(data);
      }
    }
  };

  const onFocus = (event: FocusEvent<HTMLTableElement>) => {
    const cell = cellOf(event.target);
    if (!cell) return;
    const row = (cell.parentElement as HTMLTableRowElement).rowIndex;
    if (row !== active.row || cell.cellIndex !== active.col) setActive({ row, col: cell.cellIndex });
  };

  const onClick = (event: MouseEvent<HTMLTableElement>) => {
    if (!onRowClick) return;
    const target = event.target as HTMLElement;
    if (target.closest(`${INTERACTIVE}, label`)) return;
    const tr = target.closest('tr');
    const data = tr && tr.parentElement?.tagName === 'TBODY' ? rowAt(tr.rowIndex) : undefined;
    if (data !== undefined) onRowClick(data);
  };

  const toggleRow = (key: string) => {
    const next = selectedSet.has(key) ? (selected ?? []).filter((k) => k !== key) : [...(selected ?? []), key];
    onSelectedChange?.(next);
  };
  const toggleAll = () => {
    if (allSelected) onSelectedChange?.((selected ?? []).filter((key) => !visibleKeys.includes(key)));
    else onSelectedChange?.([...(selected ?? []), ...visibleKeys.filter((key) => !selectedSet.has(key))]);
  };

  const headerFor = (column: DataTableColumn<T>) => {
    const align = column.align ?? 'start';
    const direction = sort?.columnId === column.id ? sort.direction : undefined;
    return (
      <HeaderCell
        key={column.id}
        role="columnheader"
        scope="col"
        aria-sort={column.sortable ? (direction ?? 'none') : undefined}
        $align={align}
        $width={column.width}
        $sortable={Boolean(column.sortable)}
      >
        {column.sortable ? (
          <SortButton
            type="button"
            $align={align}
            onClick={() =>
              onSortChange?.({
                columnId: column.id,
                direction: direction === 'ascending' ? 'descending' : 'ascending',
              })
            }
          >
            {column.header}
            <SortArrow aria-hidden="true" $active={direction !== undefined}>
              {sortArrow(direction)}
            </SortArrow>
          </SortButton>
        ) : (
          column.header
        )}
      </HeaderCell>
    );
  };

  let body: ReactNode;
  if (loading) {
    body = Array.from({ length: loadingRows }, (_, index) => (
      <tr key={`loading-${index}`} role="row">
        {selectable ? (
          <SelectCell role="gridcell">
            <Skeleton aria-hidden="true" />
          </SelectCell>
        ) : null}
        {columns.map((column, columnIndex) => (
          <Cell key={column.id} role="gridcell" $align={column.align ?? 'start'}>
            {index === 0 && columnIndex === 0 ? <VisuallyHidden>Loading…</VisuallyHidden> : null}
            <CardLabel aria-hidden="true">{column.header}</CardLabel>
            <Skeleton aria-hidden="true" />
          </Cell>
        ))}
      </tr>
    ));
  } else if (rows.length === 0) {
    body = (
      <tr role="row">
        <td role="gridcell" colSpan={columnCount} data-full="">
          {empty ?? <EmptyState title="Nothing to show" headingLevel={3} />}
        </td>
      </tr>
    );
  } else {
    body = rows.map((row) => {
      const key = rowKey(row);
      const isSelected = selectedSet.has(key);
      return (
        <tr key={key} role="row" data-row="" aria-selected={selectable ? isSelected : undefined}>
          {selectable ? (
            <SelectCell role="gridcell">
              <Checkbox
                label={<VisuallyHidden>{`Select ${rowLabel ? rowLabel(row) : key}`}</VisuallyHidden>}
                checked={isSelected}
                onChange={() => toggleRow(key)}
              />
            </SelectCell>
          ) : null}
          {columns.map((column) => (
            <Cell key={column.id} role="gridcell" $align={column.align ?? 'start'}>
              <CardLabel aria-hidden="true">{column.header}</CardLabel>
              <div>{column.cell(row)}</div>
            </Cell>
          ))}
        </tr>
      );
    });
  }

  return (
    <Wrapper $sticky={stickyHeader} $maxHeight={maxHeight}>
      <Table
        ref={tableRef}
        role="grid"
        aria-labelledby={captionId}
        aria-busy={loading || undefined}
        aria-multiselectable={selectable || undefined}
        $sticky={stickyHeader}
        $clickable={Boolean(onRowClick)}
        onKeyDown={onKeyDown}
        onFocus={onFocus}
        onClick={onClick}
      >
        <Caption id={captionId} $hidden={captionHidden}>
          {caption}
        </Caption>
        <thead>
          <tr role="row">
            {selectable ? (
              <SelectHeaderCell role="columnheader" scope="col">
                <Checkbox
                  ref={selectAllRef}
                  label={<VisuallyHidden>Select all rows</VisuallyHidden>}
                  checked={allSelected}
                  disabled={visibleKeys.length === 0}
                  onChange={toggleAll}
                />
              </SelectHeaderCell>
            ) : null}
            {columns.map(headerFor)}
          </tr>
        </thead>
        <tbody>{body}</tbody>
      </Table>
    </Wrapper>
  );
}
