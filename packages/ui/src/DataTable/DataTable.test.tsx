import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Provider } from '../Provider';
import { DataTable, type DataTableColumn } from './DataTable';

interface Person {
  id: string;
  name: string;
}

const columns: DataTableColumn<Person>[] = [{ id: 'name', header: 'Name', cell: (row) => row.name }];
const pageTwo: Person[] = [
  { id: 'p3', name: 'Chen Wei' },
  { id: 'p4', name: 'Dana Scully' },
];

function Table({
  rows = pageTwo,
  initial,
  onSelectedChange,
  onRowClick,
}: {
  rows?: Person[];
  initial?: string[];
  onSelectedChange?: (keys: string[]) => void;
  onRowClick?: (row: Person) => void;
}) {
  const [selected, setSelected] = useState(initial);
  return (
    <Provider>
      <DataTable
        caption="People"
        columns={columns}
        rows={rows}
        rowKey={(row) => row.id}
        rowLabel={(row) => row.name}
        selected={selected}
        onSelectedChange={
          initial
            ? (keys) => {
                setSelected(keys);
                onSelectedChange?.(keys);
              }
            : undefined
        }
        onRowClick={onRowClick}
      />
    </Provider>
  );
}

describe('DataTable selection across pages', () => {
  it('select all adds this page to rows chosen on other pages, and unselect all takes only this page away', async () => {
    const onSelectedChange = vi.fn();
    render(<Table initial={['p1']} onSelectedChange={onSelectedChange} />);
    const selectAll = screen.getByRole('checkbox', { name: 'Select all rows' });
    expect(selectAll).not.toBeChecked();
    await userEvent.click(selectAll);
    expect(onSelectedChange).toHaveBeenLastCalledWith(['p1', 'p3', 'p4']);
    expect(selectAll).toBeChecked();
    await userEvent.click(selectAll);
    expect(onSelectedChange).toHaveBeenLastCalledWith(['p1']);
  });

  it('has no checkboxes and is not multiselectable without `selected`', () => {
    render(<Table />);
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    expect(screen.getByRole('grid', { name: 'People' })).not.toHaveAttribute('aria-multiselectable');
  });
});

describe('DataTable rows', () => {
  it('opens a row on a click in a cell but not on a click of its checkbox', async () => {
    const onRowClick = vi.fn();
    render(<Table initial={[]} onRowClick={onRowClick} />);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select Dana Scully' }));
    expect(onRowClick).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('gridcell', { name: 'Dana Scully' }));
    expect(onRowClick).toHaveBeenCalledExactlyOnceWith(pageTwo[1]);
  });

  it('keeps one cell in the Tab order when the focused row disappears', async () => {
    const { rerender } = render(<Table />);
    await userEvent.click(screen.getByRole('gridcell', { name: 'Dana Scully' }));
    expect(screen.getByRole('gridcell', { name: 'Dana Scully' })).toHaveAttribute('tabindex', '0');
    rerender(<Table rows={pageTwo.slice(0, 1)} />);
    const grid = screen.getByRole('grid', { name: 'People' });
    const tabbable = within(grid)
      .getAllByRole('gridcell')
      .filter((cell) => cell.getAttribute('tabindex') === '0');
    expect(tabbable.map((cell) => cell.textContent)).toEqual(['NameChen Wei']);
  });
});
