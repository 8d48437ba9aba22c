import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Badge, type BadgeTone } from '../Badge';
import { Button } from '../Button';
import { EmptyState } from '../EmptyState';
import { DataTable, type DataTableColumn, type DataTableProps, type DataTableSort } from './DataTable';

interface Applicant {
  id: string;
  name: string;
  email: string;
  status: string;
  tone: BadgeTone;
  registered: string;
  placements: number;
}

const applicants: Applicant[] = [
  {
    id: 'a1',
    name: 'Maria Lopez',
    email: 'maria.lopez@example.com',
    status: 'Offered',
    tone: 'success',
    registered: '2026-11-16',
    placements: 3,
  },
  {
    id: 'a2',
    name: 'James Carter',
    email: 'james.carter@example.com',
    status: 'New Lead',
    tone: 'neutral',
    registered: '2026-11-19',
    placements: 0,
  },
  {
    id: 'a3',
    name: 'Aiko Tanaka',
    email: 'aiko.tanaka@example.com',
    status: 'Phone Screened',
    tone: 'info',
    registered: '2026-10-02',
    placements: 12,
  },
  {
    id: 'a4',
    name: 'Oluwaseun Adeyemi-Richardson',
    email: 'oluwaseun.adeyemi-richardson@staffing-partners.example.com',
    status: 'Documents missing',
    tone: 'warning',
    registered: '2026-09-27',
    placements: 1,
  },
];

const columns: DataTableColumn<Applicant>[] = [
  { id: 'name', header: 'Name', cell: (row) => row.name, sortable: true },
  { id: 'email', header: 'Email', cell: (row) => row.email },
  {
    id: 'status',
    header: 'Status',
    cell: (row) => <Badge tone={row.tone}>{row.status}</Badge>,
    sortable: true,
  },
  { id: 'registered', header: 'Registered', cell: (row) => row.registered, sortable: true, width: '8rem' },
  { id: 'placements', header: 'Placements', cell: (row) => row.placements, sortable: true, align: 'end' },
];

function sortRows(rows: readonly Applicant[], sort: DataTableSort | null | undefined): Applicant[] {
  if (!sort) return [...rows];
  const key = sort.columnId as keyof Applicant;
  const sign = sort.direction === 'ascending' ? 1 : -1;
  return [...rows].sort((a, b) => (a[key] < b[key] ? -sign : a[key] > b[key] ? sign : 0));
}

/** A list screen: it keeps sort and selection in its state and sorts the rows itself, as with a paged API. */
function ApplicantsTable(props: DataTableProps<Applicant>) {
  const [sort, setSort] = useState(props.sort);
  const [selected, setSelected] = useState(props.selected);
  return (
    <DataTable
      {...props}
      rows={sortRows(props.rows, sort)}
      sort={sort}
      onSortChange={(next) => {
        setSort(next);
        props.onSortChange?.(next);
      }}
      selected={selected}
      onSelectedChange={
        props.selected
          ? (next) => {
              setSelected(next);
              props.onSelectedChange?.(next);
            }
          : undefined
      }
    />
  );
}

const meta = {
  title: 'UI/Data display/DataTable',
  component: DataTable<Applicant>,
  render: (args) => <ApplicantsTable {...args} />,
  args: {
    caption: 'Applicants',
    columns,
    rows: applicants,
    rowKey: (row) => row.id,
    rowLabel: (row) => row.name,
    sort: { columnId: 'name', direction: 'ascending' },
    onSortChange: fn(),
  },
} satisfies Meta<typeof DataTable<Applicant>>;

export default meta;
type Story = StoryObj<typeof meta>;

const bodyRows = (canvasElement: HTMLElement) => {
  const grid = within(canvasElement).getByRole('grid', { name: 'Applicants' });
  return within(grid)
    .getAllByRole('row')
    .filter((row) => row.parentElement?.tagName === 'TBODY');
};
const firstCells = (canvasElement: HTMLElement, column = 0) =>
  bodyRows(canvasElement).map((row) => within(row).getAllByRole('gridcell')[column]?.lastChild?.textContent);

export const SortedByName: Story = {
  play: async ({ args, canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('rows come sorted by name, the header says so', async () => {
      await expect(firstCells(canvasElement)).toEqual([
        'Aiko Tanaka',
        'James Carter',
        'Maria Lopez',
        'Oluwaseun Adeyemi-Richardson',
      ]);
      await expect(canvas.getByRole('columnheader', { name: /Name/ })).toHaveAttribute('aria-sort', 'ascending');
      await expect(canvas.getByRole('columnheader', { name: /Placements/ })).toHaveAttribute('aria-sort', 'none');
      // Columns that cannot be sorted do not pretend to be.
      await expect(canvas.getByRole('columnheader', { name: 'Email' })).not.toHaveAttribute('aria-sort');
    });
    await step('pressing the sorted header again reverses the order', async () => {
      await userEvent.click(canvas.getByRole('button', { name: /^Name/ }));
      await expect(args.onSortChange).toHaveBeenLastCalledWith({ columnId: 'name', direction: 'descending' });
      await expect(canvas.getByRole('columnheader', { name: /Name/ })).toHaveAttribute('aria-sort', 'descending');
      await expect(firstCells(canvasElement)[0]).toBe('Oluwaseun Adeyemi-Richardson');
    });
    await step('another header sorts by that column, ascending first', async () => {
      await userEvent.click(canvas.getByRole('button', { name: /^Placements/ }));
      await expect(args.onSortChange).toHaveBeenLastCalledWith({ columnId: 'placements', direction: 'ascending' });
      await expect(canvas.getByRole('columnheader', { name: /Name/ })).toHaveAttribute('aria-sort', 'none');
      await expect(firstCells(canvasElement, 4)).toEqual(['0', '1', '3', '12']);
    });
  },
};

export const SelectingRows: Story = {
  args: { selected: [], onSelectedChange: fn() },
  play: async ({ args, canvasElement, step }) => {
    const canvas = within(canvasElement);
    const selectAll = canvas.getByRole('checkbox', { name: 'Select all rows' }) as HTMLInputElement;
    await step('one row', async () => {
      await userEvent.click(canvas.getByRole('checkbox', { name: 'Select Maria Lopez' }));
      await expect(args.onSelectedChange).toHaveBeenLastCalledWith(['a1']);
      await expect(canvas.getByRole('checkbox', { name: 'Select Maria Lopez' })).toBeChecked();
      await expect(bodyRows(canvasElement)[2]).toHaveAttribute('aria-selected', 'true');
      // Some but not all: the select-all box is half checked.
      await expect(selectAll.indeterminate).toBe(true);
      await expect(selectAll).not.toBeChecked();
    });
    await step('all rows', async () => {
      await userEvent.click(selectAll);
      await expect(args.onSelectedChange).toHaveBeenLastCalledWith(['a1', 'a3', 'a2', 'a4']);
      await expect(selectAll).toBeChecked();
      await expect(selectAll.indeterminate).toBe(false);
      for (const row of bodyRows(canvasElement)) await expect(row).toHaveAttribute('aria-selected', 'true');
    });
    await step('none again', async () => {
      await userEvent.click(selectAll);
      await expect(args.onSelectedChange).toHaveBeenLastCalledWith([]);
      await expect(canvas.getByRole('checkbox', { name: 'Select James Carter' })).not.toBeChecked();
    });
  },
};

export const UsingTheKeyboard: Story = {
  args: { onRowClick: fn() },
  play: async ({ args, canvasElement, step }) => {
    const canvas = within(canvasElement);
    const nameHeader = canvas.getByRole('button', { name: /^Name/ });
    await step('Tab reaches the grid once, on its first cell', async () => {
      await userEvent.tab();
      await expect(nameHeader).toHaveFocus();
    });
    await step('arrows move between cells and rows', async () => {
      await userEvent.keyboard('{ArrowDown}');
      await expect(canvas.getByRole('gridcell', { name: 'Aiko Tanaka' })).toHaveFocus();
      await userEvent.keyboard('{ArrowRight}');
      await expect(canvas.getByRole('gridcell', { name: 'aiko.tanaka@example.com' })).toHaveFocus();
      await userEvent.keyboard('{ArrowDown}{ArrowDown}');
      await expect(canvas.getByRole('gridcell', { name: 'maria.lopez@example.com' })).toHaveFocus();
      await userEvent.keyboard('{End}');
      await expect(canvas.getByRole('gridcell', { name: '3' })).toHaveFocus();
      await userEvent.keyboard('{Home}');
      await expect(canvas.getByRole('gridcell', { name: 'Maria Lopez' })).toHaveFocus();
      // Only the current cell is in the Tab order.
      await expect(canvas.getByRole('gridcell', { name: 'Maria Lopez' })).toHaveAttribute('tabindex', '0');
      await expect(canvas.getByRole('gridcell', { name: 'Aiko Tanaka' })).toHaveAttribute('tabindex', '-1');
      await expect(nameHeader).toHaveAttribute('tabindex', '-1');
    });
    await step('Enter opens the row', async () => {
      await userEvent.keyboard('{Enter}');
      await expect(args.onRowClick).toHaveBeenCalledWith(applicants[0]);
    });
    await step('a click opens a row too', async () => {
      await userEvent.click(canvas.getByRole('gridcell', { name: 'James Carter' }));
      await expect(args.onRowClick).toHaveBeenLastCalledWith(applicants[1]);
      await expect(canvas.getByRole('gridcell', { name: 'James Carter' })).toHaveFocus();
    });
    await step('Enter on a sort button sorts instead of opening a row', async () => {
      await userEvent.keyboard('{ArrowUp}{ArrowUp}');
      await expect(nameHeader).toHaveFocus();
      await userEvent.keyboard('{Enter}');
      await expect(canvas.getByRole('columnheader', { name: /Name/ })).toHaveAttribute('aria-sort', 'descending');
      await expect(args.onRowClick).toHaveBeenCalledTimes(2);
    });
  },
};

export const Loading: Story = {
  args: { loading: true, selected: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const grid = canvas.getByRole('grid', { name: 'Applicants' });
    await expect(grid).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByText('Loading…')).toBeInTheDocument();
    await expect(bodyRows(canvasElement)).toHaveLength(5);
    await expect(canvas.queryByText('Maria Lopez')).not.toBeInTheDocument();
    await expect(canvas.getByRole('checkbox', { name: 'Select all rows' })).toBeDisabled();
  },
};

export const NoApplicantsYet: Story = {
  args: {
    rows: [],
    empty: (
      <EmptyState
        title="No applicants yet"
        description="Applicants you add or who register appear here."
        headingLevel={3}
        action={<Button>Add applicant</Button>}
      />
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 3, name: 'No applicants yet' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Add applicant' })).toBeVisible();
  },
};

export const NothingToShowByDefault: Story = {
  args: { rows: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'Nothing to show' })).toBeVisible();
  },
};

const manyApplicants: Applicant[] = Array.from({ length: 40 }, (_, index) => ({
  ...(applicants[index % applicants.length] as Applicant),
  id: `m${index}`,
  name: `Applicant ${String(index + 1).padStart(2, '0')}`,
}));

export const StickyHeaderInALongList: Story = {
  args: { rows: manyApplicants, stickyHeader: true, maxHeight: '20rem', captionHidden: true },
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const header = canvas.getByRole('columnheader', { name: /Name/ });
    // The caption is for screen readers only here; it still names the table.
    const box = canvas.getByRole('grid', { name: 'Applicants' }).parentElement as HTMLElement;
    box.scrollTop = 400;
    // After scrolling, the header row is still at the top of the table's box.
    await waitFor(() =>
      expect(Math.abs(header.getBoundingClientRect().top - box.getBoundingClientRect().top)).toBeLessThan(2),
    );
    await expect(canvas.getByRole('gridcell', { name: 'Applicant 01' }).getBoundingClientRect().bottom).toBeLessThan(
      box.getBoundingClientRect().top,
    );
  },
};

export const OnADesktop: Story = {
  args: { selected: ['a3'] },
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvasElement }) => {
    // A row is a table row: the column headers label the values, no labels repeat inside the cells.
    const firstRow = bodyRows(canvasElement)[0] as HTMLElement;
    await expect(within(firstRow).getByText('Email', { ignore: false })).not.toBeVisible();
    await expect(getComputedStyle(firstRow).display).toBe('table-row');
  },
};

export const OnASmallPhone: Story = {
  args: { selected: ['a3'], onRowClick: fn() },
  globals: { viewport: { value: 'phoneSmall', isRotated: false } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const doc = canvasElement.ownerDocument.documentElement;
    // Each row is a card of label: value pairs, and nothing pushes the page sideways at 320 px.
    const firstRow = bodyRows(canvasElement)[0] as HTMLElement;
    await expect(getComputedStyle(firstRow).display).toBe('block');
    await expect(within(firstRow).getByText('Email')).toBeVisible();
    await expect(within(firstRow).getByText('aiko.tanaka@example.com')).toBeVisible();
    await expect(doc.scrollWidth).toBeLessThanOrEqual(doc.clientWidth);
    // Sorting stays available as buttons above the cards.
    await userEvent.click(canvas.getByRole('button', { name: /^Placements/ }));
    await expect(firstCells(canvasElement, 5)).toEqual(['0', '1', '3', '12']);
    await userEvent.click(canvas.getByText('James Carter'));
    await expect(args.onRowClick).toHaveBeenCalledWith(applicants[1]);
  },
};

/** Line boxes each word of an element's text lies on: a word broken across lines lies on two. */
function brokenWords(element: Element): string[] {
  const text = element.firstChild;
  if (!text || text.nodeType !== Node.TEXT_NODE) return [];
  const broken: string[] = [];
  for (const match of (text.textContent ?? '').matchAll(/\S+/g)) {
    const range = document.createRange();
    range.setStart(text, match.index);
    range.setEnd(text, match.index + match[0].length);
    const tops = new Set(Array.from(range.getClientRects(), (rect) => Math.round(rect.top)));
    if (tops.size > 1) broken.push(match[0]);
  }
  return broken;
}

const crowdedColumns: DataTableColumn<Applicant>[] = [
  ...columns.filter((column) => column.id !== 'status'),
  {
    id: 'note',
    header: 'Last note',
    cell: (row) => `${row.name} asked to be called back about the night shifts at ${row.email} before Friday.`,
  },
  { id: 'status', header: 'Status', cell: (row) => <Badge tone={row.tone}>{row.status}</Badge> },
  {
    id: 'outcome',
    header: 'Outcome',
    cell: () => <Badge tone="danger">Refused</Badge>,
  },
];

export const BadgesKeepTheirWords: Story = {
  args: { columns: crowdedColumns },
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvasElement }) => {
    // A crowded list at 1280 px: the table gives a badge the width of its longest word, so "Refused" and
    // "Accepted" never read "Refus ed" or "Accepte d"; a two-word status may wrap between its words only.
    const labels = within(canvasElement).getAllByText(/^(Offered|New Lead|Phone Screened|Documents missing|Refused)$/);
    await expect(labels).toHaveLength(8);
    for (const label of labels) await expect(brokenWords(label)).toEqual([]);
  },
};
